"""A simulated game controller for the scene tests: it posts pygame's controller events through the
App (SDL dummy drivers) and, at the table, plays the way a person with a pad would: it looks at
what the screen shows and moves the focus there with the D-pad before pressing A."""
from __future__ import annotations

import pygame

from scene_helpers import frame

BUTTONS = {name: getattr(pygame, f"CONTROLLER_BUTTON_{name}")
           for name in ("A", "B", "X", "Y", "START", "BACK", "DPAD_UP", "DPAD_DOWN", "DPAD_LEFT",
                        "DPAD_RIGHT", "LEFTSHOULDER", "RIGHTSHOULDER")}


class Pad:
    """One controller plugged into the app: press its buttons, lean its stick."""

    def __init__(self, app, instance_id: int = 0) -> None:
        self.app = app
        self.instance_id = instance_id
        self.presses = 0

    def press(self, name: str, frames: int = 1) -> None:
        """Press and let go of a button, then let the app run a frame or so."""
        button = BUTTONS[name]
        self.app.process(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                            instance_id=self.instance_id))
        self.app.process(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button,
                                            instance_id=self.instance_id))
        self.presses += 1
        for _ in range(frames):
            frame(self.app)

    def lean(self, axis: int, value: int) -> None:
        """Move the left stick on one axis (-32768..32767)."""
        self.app.process(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=axis, value=value,
                                            instance_id=self.instance_id))

    def focus_to(self, get_focused, wanted, step: str = "DPAD_DOWN", tries: int = 60) -> bool:
        """Press `step` until `wanted(focused item)` holds; True when it got there."""
        for _ in range(tries):
            if wanted(get_focused()):
                return True
            self.press(step)
        return wanted(get_focused())


def table_target(scene):
    """What a person would choose at the table now, as a test of the focused item."""
    from scenes.match.hand import ChoiceFocus, HandFocus
    model = scene.model
    if model.choice_mode() is not None:
        keys = model.choice_keys()
        return lambda item: isinstance(item, ChoiceFocus) and item.key == keys[0]
    playable = [s.index for s in scene.slots if s.reason is None]
    if playable:
        return lambda item: isinstance(item, HandFocus) and item.index == playable[0]
    for name in ("allow", "pin", "pass", "return", "crowd", "ringside"):
        b = scene.buttons[name]
        if b.visible and b.enabled:
            return lambda item, b=b: item is b
    return None


def play_a_turn(pad: Pad, scene) -> bool:
    """If the pad's seat must act, move the focus to a sensible choice and press A."""
    if scene.model.acting_human() is None or not scene.model.hand_visible():
        return False
    wanted = table_target(scene)
    if wanted is None:
        return False
    got = pad.focus_to(lambda: scene.focus.current(scene.focusables()), wanted, "DPAD_RIGHT",
                       tries=len(scene.focusables()) + 2)
    assert got, "the D-pad could not reach the table's choice"
    before = len(scene.match.log)
    pad.press("A")
    return len(scene.match.log) > before or scene.model.finished
