"""The placard in the spot beside the ring for a command that plays no card (a pin attempt, a
Pass, a Comeback...): what it is, in place of the last card played, which it no longer tells.
Its face is designed like a card's: the title on a band of its colour, an icon drawn in code
(ICONS), the line saying what happened and NO CARD PLAYED at its foot (a plain frame with two
words read as a card that failed to draw: session 50's play-test)."""
from __future__ import annotations

import math

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
    "winner": ("WINNER", "takes the match", GOLD, "{name} wins"),  # (the last card's place at the
    "draw": ("DRAW", "no winner", GOLD, "The match is a draw"),  # bell: PIN ATTEMPT stood
    "take_back": ("TAKE-BACK", "the last command undone", BLUE, "{name} takes it back"),
}  # through the hand-raise, session 45's play-test)
KICKED_AT_ONE = "at one"  # the kick-out placard's words when the count stopped at one
NO_CARD = "NO CARD PLAYED"  # at the foot of every placard of a command
FOOT_LEAST = 9  # px: at a small placard's 6 px its spaces went ("NOCARDPLAYED": session 78)
DARK = (20, 22, 32)

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


def icon_of(title: str) -> str:
    """The icon a placard's title shows ('' for a card's stand-in: no icon)."""
    return next((action for action, look in PLACARDS.items() if look[0] == title), "")


def foot(size: int, room: int) -> tuple:
    """NO CARD PLAYED as a letter-spaced label (its spaces kept: plain text's are two pixels
    at a small placard's size) at the biggest size down to FOOT_LEAST that fits the room, else
    NO CARD: (words, size)."""
    for n in range(max(FOOT_LEAST, size), FOOT_LEAST - 1, -1):
        if W.label_surface(NO_CARD, n).get_width() <= room:
            return NO_CARD, n
    return "NO CARD", FOOT_LEAST


def placard_face(placard: tuple, width: int) -> pygame.Surface:
    """The placard as a card-sized picture (cached): on a dark card, its title on a band of
    its colour, the command's icon, its words and, for a command, NO CARD PLAYED."""
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
    band = pygame.Rect(0, 0, w, round(h * 0.2))
    pygame.draw.rect(face, colour, band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    pygame.draw.rect(face, colour, face.get_rect(), max(2, round(3 * s)), border_radius=radius)
    inner = face.get_rect().inflate(-round(24 * s), 0)
    W.draw_fit_text(face, title, round(30 * s), round(14 * s), DARK, True,
                    max_w=inner.w, center=band.center)
    icon = icon_of(title)
    if icon:
        n = round(w * 0.44)
        centre = (w // 2, round(h * 0.46))
        pygame.draw.circle(face, _mix(colour, DARK, 0.78), centre, round(n * 0.62))
        draw_icon(face, icon, pygame.Rect(0, 0, n, n).move(centre[0] - n // 2,
                                                           centre[1] - n // 2), colour,
                  "1!" if words.startswith(KICKED_AT_ONE) else "2!")
        lines = two_lines(words, round(17 * s), inner.w)
        for i, line in enumerate(lines):  # (one line, or two a little higher and lower)
            W.draw_fit_text(face, line, round(19 * s), round(11 * s), W.INK, True,
                            max_w=inner.w, center=(w // 2, round(h * (0.745 + 0.075 * (
                                i - (len(lines) - 1) / 2)))))
        said, size = foot(round(13 * s), inner.w)
        W.draw_label(face, said, size, (150, 156, 172), center=(w // 2, round(h * 0.9)))
    else:  # a card's stand-in while its face is drawn: its name and what it is
        W.draw_fit_text(face, words, round(19 * s), round(11 * s), W.INK, False,
                        max_w=inner.w, center=(w // 2, h // 2 + round(22 * s)))
    _faces.put(key, face)
    return face


def two_lines(words: str, size: int, width: int) -> list:
    """The words on one line if they fit `width` at `size` bold, else split at the space
    nearest their middle ('Textbook Technique taps out' was 7 px high at 1280x720)."""
    if " " not in words or W.text_width(words, size, True) <= width:
        return [words]
    spaces = [i for i, ch in enumerate(words) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(words) / 2))
    return [words[:cut], words[cut + 1:]]


def _mix(a: tuple, b: tuple, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def _arrow(surf, r: pygame.Rect, colour, up: bool) -> None:
    """A thick arrow down (or up) through the middle of r."""
    cx, t = r.centerx, r.w * 0.14
    tip, tail = (r.bottom, r.top) if not up else (r.top, r.bottom)
    head = tip + (-1 if not up else 1) * r.h * 0.42
    pygame.draw.rect(surf, colour, pygame.Rect(cx - t, min(tail, head), 2 * t, abs(head - tail)))
    pygame.draw.polygon(surf, colour, [(cx - r.w * 0.34, head), (cx + r.w * 0.34, head),
                                       (cx, tip)])


def _ropes(surf, r: pygame.Rect, colour) -> None:
    """Three ring ropes across r, its posts at the ends."""
    for k in (0.3, 0.5, 0.7):
        y = r.y + r.h * k
        pygame.draw.line(surf, (236, 236, 240), (r.x, y), (r.right, y), max(1, r.h // 22))
    for x in (r.x, r.right - max(2, r.w // 12)):
        pygame.draw.rect(surf, _mix(colour, DARK, 0.4),
                         pygame.Rect(x, r.y + r.h * 0.18, max(2, r.w // 12), r.h * 0.64))


def draw_icon(surf, icon: str, r: pygame.Rect, colour: tuple, count: str = "2!") -> None:
    """A command's icon drawn in code in r: the count's 1-2-3, a pause, out over the ropes,
    back in through them, a medic's cross, a rising arrow, a burst, a lightning bolt, a title
    belt, an equals sign."""
    n, x, y = r.w, r.x, r.y
    pt = lambda u, v: (x + u * n, y + v * n)  # noqa: E731
    if icon == "pin":  # the referee's count: three discs alike (a dark third read as a
        for i, k in enumerate((0.12, 0.5, 0.88)):  # kick-out at his '3!': session 51)
            c = pt(k, 0.44)
            pygame.draw.circle(surf, colour, c, round(n * 0.17))
            digit = W.text_surface(str(i + 1), max(8, round(n * 0.26)), DARK, True)
            surf.blit(digit, digit.get_rect(center=c))
        pygame.draw.line(surf, colour, pt(0.0, 0.76), pt(1.0, 0.76), max(2, n // 14))
    elif icon == "pass":  # a pause: two bars
        for u in (0.26, 0.58):
            pygame.draw.rect(surf, colour, pygame.Rect(*pt(u, 0.18), n * 0.16, n * 0.64),
                             border_radius=max(1, n // 24))
    elif icon in ("to_ringside", "return"):  # over the ropes, out or back in
        _ropes(surf, r, colour)
        _arrow(surf, r.inflate(-n // 3, 0), colour, icon == "return")
    elif icon == "tap_out":  # a medic's cross
        t = n * 0.2
        pygame.draw.rect(surf, colour, pygame.Rect(x + n / 2 - t / 2, y + n * 0.12, t, n * 0.76))
        pygame.draw.rect(surf, colour, pygame.Rect(x + n * 0.12, y + n / 2 - t / 2, n * 0.76, t))
    elif icon == "comeback":  # rising: an arrow up, two chevrons under it
        _arrow(surf, r.inflate(-n // 3, -n // 6).move(0, -n // 12), colour, True)
        for v in (0.78, 0.92):
            pygame.draw.lines(surf, colour, False, [pt(0.22, v + 0.06), pt(0.5, v - 0.06),
                                                    pt(0.78, v + 0.06)], max(2, n // 14))
    elif icon == "kick_out":  # a burst: the shoulder up at the `count` (at two, or at one:
        # a 2! over 'at one' showed a count never made, session 53's play-test)
        pts = []
        for i in range(24):
            a = math.pi * 2 * i / 24
            k = 0.46 if i % 2 == 0 else 0.3
            pts.append(pt(0.5 + math.cos(a) * k, 0.5 + math.sin(a) * k))
        pygame.draw.polygon(surf, colour, pts)
        two = W.text_surface(count, max(8, round(n * 0.3)), DARK, True)
        surf.blit(two, two.get_rect(center=pt(0.5, 0.5)))
    elif icon == "sneak attack":  # a lightning bolt
        pygame.draw.polygon(surf, colour, [pt(0.58, 0.04), pt(0.22, 0.56), pt(0.46, 0.56),
                                           pt(0.36, 0.96), pt(0.8, 0.4), pt(0.55, 0.4),
                                           pt(0.7, 0.04)])
    elif icon == "winner":  # a title belt: the strap, the plate, a star on it
        pygame.draw.rect(surf, _mix(colour, DARK, 0.45),
                         pygame.Rect(*pt(0.0, 0.38), n, n * 0.24), border_radius=max(1, n // 16))
        plate = pygame.Rect(0, 0, n * 0.62, n * 0.5)
        plate.center = pt(0.5, 0.5)
        pygame.draw.ellipse(surf, colour, plate)
        pygame.draw.ellipse(surf, DARK, plate, max(1, n // 28))
        star = [pt(0.5 + math.cos(a) * (0.15 if i % 2 == 0 else 0.065),
                   0.5 + math.sin(a) * (0.15 if i % 2 == 0 else 0.065))
                for i, a in enumerate(-math.pi / 2 + k * math.pi / 5 for k in range(10))]
        pygame.draw.polygon(surf, DARK, star)
    elif icon == "take_back":  # an arrow turning back
        arc = pygame.Rect(*pt(0.18, 0.22), n * 0.64, n * 0.6)
        pygame.draw.arc(surf, colour, arc, -math.pi / 2, math.pi / 2, max(2, n // 10))
        pygame.draw.polygon(surf, colour, [pt(0.5, 0.08), pt(0.5, 0.38), pt(0.26, 0.23)])
    elif icon == "draw":  # an equals sign
        for v in (0.3, 0.56):
            pygame.draw.rect(surf, colour, pygame.Rect(*pt(0.14, v), n * 0.72, n * 0.14),
                             border_radius=max(1, n // 24))
