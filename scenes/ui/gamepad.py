"""A game controller plays through the keyboard's focus system: each button or D-pad press
becomes the key the screens already answer (A: Enter, B: Esc, D-pad / left stick: arrows,
shoulders: Shift+Tab / Tab, Start: Esc, Back: F1). Controllers are opened as they are plugged in
(pygame-ce's controller module) and forgotten when unplugged."""
from __future__ import annotations

import pygame

BUTTON_KEYS = {
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_BACK: (pygame.K_F1, 0),
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, 0),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, 0),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, 0),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_TAB, pygame.KMOD_SHIFT),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_TAB, 0),
}
GLYPHS = {"Enter": "A", "Esc": "B", "Tab": "RB", "Shift+Tab": "LB", "F1": "Back"}
STICK = 0.6  # how far the stick must lean to count as a press (of 1.0)


class Gamepads:
    """The plugged-in controllers and the keys their presses stand for."""

    def __init__(self) -> None:
        self.pads: dict = {}  # instance id -> Controller
        self.leaning: dict = {}  # (instance id, axis) -> -1, 0 or 1
        self.used = False  # a controller was pressed: screens may show button glyphs

    def added(self, device_index: int) -> None:
        """Open a controller that was plugged in (a failure leaves it unused)."""
        try:
            from pygame._sdl2 import controller
            if not controller.get_init():
                controller.init()
            pad = controller.Controller(device_index)
            self.pads[pad.as_joystick().get_instance_id()] = pad
        except (pygame.error, ImportError, AttributeError):
            pass

    def keys_for(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The key presses a controller event stands for (none for any other event)."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self.added(event.device_index)
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.pop(getattr(event, "instance_id", None), None)
            return []
        if event.type == pygame.CONTROLLERBUTTONDOWN and event.button in BUTTON_KEYS:
            self.used = True
            return [_key(*BUTTON_KEYS[event.button])]
        if event.type == pygame.CONTROLLERAXISMOTION and event.axis in (
                pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            value = event.value / 32767
            lean = 1 if value > STICK else -1 if value < -STICK else 0
            where = (getattr(event, "instance_id", 0), event.axis)
            before = self.leaning.get(where, 0)
            self.leaning[where] = lean
            if lean == 0 or lean == before:
                return []
            self.used = True
            if event.axis == pygame.CONTROLLER_AXIS_LEFTX:
                return [_key(pygame.K_RIGHT if lean > 0 else pygame.K_LEFT, 0)]
            return [_key(pygame.K_DOWN if lean > 0 else pygame.K_UP, 0)]
        return []


def glyph(key_name: str) -> str:
    """The controller button shown for a key name in a hint ("Enter" -> "A"), else the key."""
    return GLYPHS.get(key_name, key_name)


def _key(k: int, mod: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
