"""A game controller plays through the keyboard's focus system: each button or D-pad press
becomes the key the screens already answer (A: Enter, B: Esc, D-pad / left stick: arrows,
shoulders: Shift+Tab / Tab, X: Space, Y: Z (the card zoom), Start: Esc, Back: F1, right stick:
Page Up / Page Down). The keys it
makes carry `pad=True`, for the few places where a controller's button means something else
than its key (A presses the focused button of a confirm, where Enter answers yes).

Controllers are opened as they are plugged in (pygame-ce's controller module, started with the
app so the ones already plugged in are announced too) and forgotten when unplugged. Which input
was used last (a controller, or the keyboard and mouse) is kept in LAST: screens show the
controller's button glyphs (scenes/ui/pad_glyphs.py) instead of key names while it is the pad."""
from __future__ import annotations

import pygame

BUTTON_KEYS = {
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_X: (pygame.K_SPACE, 0),
    pygame.CONTROLLER_BUTTON_Y: (pygame.K_z, 0),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_BACK: (pygame.K_F1, 0),
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, 0),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, 0),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, 0),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_TAB, pygame.KMOD_SHIFT),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_TAB, 0),
}
# a key name as the screens write it -> the controller glyph that sends it (pad_glyphs draws them)
GLYPHS = {"Enter": "A", "Esc": "B", "Space": "X", "Z": "Y", "Tab": "RB", "Shift+Tab": "LB",
          "F1": "Back", "Up": "Up", "Down": "Down", "Left": "Left", "Right": "Right"}
STICK = 0.6  # how far the stick must lean to count as a press (of 1.0)
PAD_TYPES = (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION)
OTHER_INPUT = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.TEXTINPUT)


class LastInput:
    """Which input the player used last: the controller (pad True) or keyboard and mouse."""

    def __init__(self) -> None:
        self.pad = False

    def note(self, event: pygame.event.Event) -> bool:
        """Take one event into account; True when the input in use changed."""
        before = self.pad
        if event.type in PAD_TYPES:
            if event.type == pygame.CONTROLLERBUTTONDOWN or abs(event.value) > STICK * 32767:
                self.pad = True
        elif event.type in OTHER_INPUT and not getattr(event, "pad", False):
            self.pad = False
        elif event.type == pygame.MOUSEMOTION and any(abs(v) > 2 for v in event.rel):
            self.pad = False  # a real move of the mouse, not a nudge of the table
        return self.pad != before


LAST = LastInput()


def pad_in_use() -> bool:
    """True while the controller is the input used last (screens then show its glyphs)."""
    return LAST.pad


class Gamepads:
    """The plugged-in controllers and the keys their presses stand for."""

    def __init__(self) -> None:
        self.pads: dict = {}  # instance id -> Controller
        self.leaning: dict = {}  # (instance id, axis) -> -1, 0 or 1
        self.used = False  # a controller was pressed: screens may show button glyphs
        self.notices: list[str] = []  # "connected" / "disconnected" words for a toast

    def start(self) -> None:
        """Start the controller module (SDL then announces the controllers already plugged in);
        without one the game plays on with keyboard and mouse."""
        try:
            from pygame._sdl2 import controller
            if not controller.get_init():
                controller.init()
        except (pygame.error, ImportError, AttributeError):
            pass

    def added(self, device_index: int) -> None:
        """Open a controller that was plugged in (a failure leaves it unused)."""
        try:
            from pygame._sdl2 import controller
            if not controller.get_init():
                controller.init()
            pad = controller.Controller(device_index)
            ident = pad.as_joystick().get_instance_id()
        except (pygame.error, ImportError, AttributeError, IndexError, ValueError):
            return
        if ident not in self.pads:
            self.notices.append(f"Controller connected: {pad_name(pad)}")
        self.pads[ident] = pad

    def removed(self, instance_id) -> None:
        """Forget a controller that was unplugged (its half-leaning stick too)."""
        pad = self.pads.pop(instance_id, None)
        for where in [w for w in self.leaning if w[0] == instance_id]:
            del self.leaning[where]
        if pad is not None:
            self.notices.append(f"Controller disconnected: {pad_name(pad)}")

    def keys_for(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The key presses a controller event stands for (none for any other event)."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self.added(getattr(event, "device_index", -1))
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            self.removed(getattr(event, "instance_id", None))
            return []
        if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP) and \
                getattr(event, "button", None) in BUTTON_KEYS:
            down = event.type == pygame.CONTROLLERBUTTONDOWN
            self.used = self.used or down
            return [_key(*BUTTON_KEYS[event.button], down)]
        if event.type == pygame.CONTROLLERAXISMOTION and getattr(event, "axis", None) in (
                pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY,
                pygame.CONTROLLER_AXIS_RIGHTY):
            value = getattr(event, "value", 0) / 32767
            lean = 1 if value > STICK else -1 if value < -STICK else 0
            where = (getattr(event, "instance_id", 0), event.axis)
            before = self.leaning.get(where, 0)
            self.leaning[where] = lean
            if lean == 0 or lean == before:
                return []
            self.used = True
            if event.axis == pygame.CONTROLLER_AXIS_LEFTX:
                return [_key(pygame.K_RIGHT if lean > 0 else pygame.K_LEFT, 0)]
            if event.axis == pygame.CONTROLLER_AXIS_RIGHTY:
                return [_key(pygame.K_PAGEDOWN if lean > 0 else pygame.K_PAGEUP, 0)]
            return [_key(pygame.K_DOWN if lean > 0 else pygame.K_UP, 0)]
        return []


def pad_name(pad) -> str:
    """A controller's name as SDL knows it ("Xbox 360 Controller"), or "a controller"."""
    try:
        return pad.name or "a controller"
    except (pygame.error, AttributeError):
        return "a controller"


def glyph(key_name: str) -> str:
    """The controller button shown for a key name in a hint ("Enter" -> "A"), else the key."""
    return GLYPHS.get(key_name, key_name)


def pad_button(key_name: str) -> str:
    """The controller button that sends a key ("Esc" -> "B"), or "" for a key it has none for
    (a letter key such as "A" is the keyboard's A, not the controller's)."""
    return GLYPHS.get(key_name, "")


def pad_words(text: str) -> str:
    """A line of words that names keys, for a controller: "(Enter)" becomes "(A)", the letter
    keys and number ranges in brackets go (the controller reaches them with the D-pad)."""
    import re
    text = re.sub(r" \((?:[A-Z]|\d(?:(?:-|, | or )\d)*)\)", "", text)
    for key_name, name in (("Enter", "A"), ("Esc", "B"), ("Space", "X")):
        text = text.replace(f"({key_name})", f"({name})")
    return text


def _key(k: int, mod: int, down: bool = True) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=mod,
                              unicode="", scancode=0, pad=True)
