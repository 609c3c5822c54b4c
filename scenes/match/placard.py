"""The placard in the spot beside the ring for a command that plays no card (a pin attempt, a
Pass, a Comeback...): what it is, in place of the last card played, which it no longer tells."""
from __future__ import annotations

import pygame

from sprites.cache import Lru

from scenes.ui import widgets as W

GOLD = (248, 206, 96)
GREEN = (96, 214, 120)
BLUE = (170, 200, 230)
ORANGE = (236, 160, 70)
RED = (240, 80, 70)

# Each command with no card: (what the placard says, what it adds, its colour, the caption).
PLACARDS = {
    "pin": ("PIN ATTEMPT", "the cover", GOLD, "{name} goes for the pin"),
    "pass": ("PASS", "catches a breath", BLUE, "{name} passes"),
    "to_ringside": ("TO RINGSIDE", "takes it outside", ORANGE, "{name} heads outside"),
    "return": ("BACK IN", "climbs into the ring", GREEN, "{name} climbs back in"),
    "tap_out": ("INJURY", "a Move card taps out", RED, "{name} is hurt"),  # ('TAP OUT' in
    # big red read as a submission, the match over: session 45's play-test)
    "comeback": ("COMEBACK", "the crowd lifts them", GREEN, "{name} comes back"),
    "kick_out": ("KICK-OUT!", "the match goes on", BLUE, "{name} kicks out"),
    "sneak attack": ("SNEAK ATTACK", "a cheap shot", RED, "{name} sneaks in"),
    "winner": ("WINNER", "the match", GOLD, "{name} wins"),  # (the last card's place at the
    "draw": ("DRAW", "no winner", GOLD, "The match is a draw"),  # bell: PIN ATTEMPT stood
}  # through the hand-raise, session 45's play-test)

_faces = Lru(16)


def placard_of(action: str, name: str, said: str = "") -> tuple | None:
    """(title, words, colour) and the caption over it, for a command with no card (None: the
    command plays a card, or is not told); said: the words in place of the placard's own (a
    Comeback's '+6 HP from the crowd')."""
    look = PLACARDS.get(action)
    if look is None:
        return None
    title, words, colour, caption = look
    words = said or words
    return (title, words, colour), caption.format(name=name or "The Superstar")


def placard_face(placard: tuple, width: int) -> pygame.Surface:
    """The placard as a card-sized picture (cached): its title and words on a dark card."""
    key = (tuple(placard), int(width))
    hit = _faces.get(key)
    if hit is not None:
        return hit
    title, words, colour = placard
    w = max(10, int(width))
    h = round(w * 1.4)
    s = w / 210
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(12 * s)
    pygame.draw.rect(face, (22, 25, 36, 235), face.get_rect(), border_radius=radius)
    pygame.draw.rect(face, colour, face.get_rect(), max(2, round(3 * s)), border_radius=radius)
    inner = face.get_rect().inflate(-round(24 * s), 0)
    W.draw_fit_text(face, title, round(30 * s), round(14 * s), colour, True,
                    max_w=inner.w, center=(w // 2, h // 2 - round(12 * s)))
    W.draw_fit_text(face, words, round(19 * s), round(11 * s), W.INK, False,
                    max_w=inner.w, center=(w // 2, h // 2 + round(22 * s)))
    _faces.put(key, face)
    return face
