"""A simulated game controller for the scene tests: it posts pygame's controller events through the
App (SDL dummy drivers) and, at the table, plays the way a person with a pad would: it looks at
what the screen shows and moves the focus there with the D-pad before pressing A."""
from __future__ import annotations

import pygame

from scene_helpers import arrive, frame

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
        arrive(self.app)
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


class VirtualPad:
    """A controller SDL itself believes is plugged in (SDL's virtual joystick, through the SDL
    library pygame-ce brings): plugging, pressing and unplugging it make the real events the
    App reads from pygame's queue. `VirtualPad.sdl()` is None where that library can't be
    reached (a pygame built against another SDL): the tests that need it skip."""

    def __init__(self, sdl) -> None:
        self.lib = sdl
        self.index = sdl.SDL_JoystickAttachVirtual(1, 6, 15, 0)  # a game controller: 6 axes, 15
        if self.index < 0:  # buttons, no hats
            raise RuntimeError("SDL would not attach a virtual controller")
        self.handle = sdl.SDL_JoystickOpen(self.index)

    @staticmethod
    def sdl():
        """pygame-ce's own SDL library through ctypes, or None."""
        import ctypes
        import glob
        import os
        here = os.path.dirname(pygame.__file__)
        found = sorted(glob.glob(os.path.join(here, "..", "pygame_ce.libs", "libSDL2-2*")))
        if not found:
            return None
        try:
            lib = ctypes.CDLL(found[0])
            lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
            lib.SDL_JoystickOpen.restype = ctypes.c_void_p
            lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int,
                                                         ctypes.c_uint8]
            lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
            lib.SDL_SetHint.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
        except (OSError, AttributeError):
            return None
        # SDL drops controller events while no window has the keyboard focus, and the test
        # windows (dummy driver, earlier tests' windows going away) may have none
        lib.SDL_SetHint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", b"1")
        return lib

    def hold(self, name: str, down: bool) -> None:
        """Press or let go of a button (SDL's numbering is pygame's CONTROLLER_BUTTON_*)."""
        self.lib.SDL_JoystickSetVirtualButton(self.handle, BUTTONS[name], 1 if down else 0)

    def unplug(self) -> None:
        """Pull the controller out."""
        if self.handle is not None:
            self.lib.SDL_JoystickClose(self.handle)
            self.lib.SDL_JoystickDetachVirtual(self.index)
            self.handle = None
