"""Colours for card art: a dark table with bright, high-contrast card frames."""
from __future__ import annotations

Colour = tuple[int, int, int]

# ---- table and card body -----------------------------------------------------------------
FELT: Colour = (22, 60, 47)
FELT_DARK: Colour = (10, 30, 24)
FELT_LIGHT: Colour = (34, 84, 66)
CARD_BODY: Colour = (28, 30, 38)
TEXT_BOX: Colour = (40, 43, 54)
TEXT_BOX_EDGE: Colour = (62, 66, 80)
SHADOW: Colour = (0, 0, 0)

# ---- text --------------------------------------------------------------------------------
TEXT: Colour = (240, 240, 244)
TEXT_MUTED: Colour = (168, 173, 188)
TEXT_DARK: Colour = (22, 22, 28)
TEXT_ACCENT: Colour = (255, 214, 110)

# ---- trims -------------------------------------------------------------------------------
GOLD: Colour = (238, 194, 82)
GOLD_DARK: Colour = (150, 110, 30)
FINISHER_RED: Colour = (226, 48, 48)
SILVER: Colour = (200, 204, 214)

# ---- frames ------------------------------------------------------------------------------
PAGE_KIND: dict[str, Colour] = {
    "move": (204, 74, 58),
    "momentum": (48, 162, 112),
    "special": (132, 96, 206),
}

SPECIAL_KIND: dict[str, Colour] = {
    "damage": (226, 96, 44),
    "gameplan": (62, 124, 212),
    "ringside": (176, 116, 62),
    "referee": (190, 194, 204),
    "status": (162, 74, 198),
    "event": (38, 166, 176),
    "weapon": (112, 128, 146),
    "crowd_support": (230, 178, 48),
}

MOVE_CARD: Colour = (214, 168, 62)
DRAMA: Colour = (196, 58, 128)
CARD_BACK: Colour = (30, 36, 72)
CARD_BACK_LINE: Colour = (66, 80, 150)

# ---- momentum ----------------------------------------------------------------------------
MOMENTUM: dict[str, Colour] = {
    "agility": (70, 206, 222),
    "knowledge": (96, 128, 246),
    "strength": (232, 74, 74),
    "strike": (248, 150, 54),
    "technical": (126, 206, 92),
    "attitude": (196, 96, 226),
}

# ---- move types --------------------------------------------------------------------------
MOVE_TYPE: dict[str, Colour] = {
    "arm_extended": (250, 146, 60),
    "in_close": (236, 78, 72),
    "mad_rush": (250, 214, 70),
    "back_to_foe": (172, 124, 244),
    "victim_below": (58, 200, 186),
    "standing_above": (92, 172, 252),
    "behind_opponent": (246, 122, 190),
    "head_down": (150, 222, 84),
    "leg_extended": (222, 178, 108),
    "high_risk": (236, 72, 220),
    "hit_or_miss": (222, 226, 236),
}

# ---- tags --------------------------------------------------------------------------------
TAG: dict[str, Colour] = {
    "impact": (92, 98, 118),
    "takedown": (92, 98, 118),
    "drop": (92, 98, 118),
    "hold": (92, 98, 118),
    "defensive": (52, 108, 176),
    "trademark": GOLD,
    "finisher": FINISHER_RED,
}


def shade(colour: Colour, factor: float) -> Colour:
    """The colour darkened (factor < 1) or lightened toward white (factor > 1)."""
    if factor <= 1:
        return tuple(max(0, min(255, round(c * factor))) for c in colour)  # type: ignore
    t = min(1.0, factor - 1)
    return tuple(round(c + (255 - c) * t) for c in colour)  # type: ignore


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour t of the way from a to b."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def ink_on(colour: Colour) -> Colour:
    """Dark or light text, whichever reads better on the colour."""
    r, g, b = colour
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return TEXT_DARK if luminance > 140 else TEXT


def frame_colour(kind: str, special: str | None = None) -> Colour:
    """The frame colour of a page: its special kind's colour, else its page kind's."""
    if kind == "special" and special in SPECIAL_KIND:
        return SPECIAL_KIND[special]
    return PAGE_KIND.get(kind, PAGE_KIND["move"])
