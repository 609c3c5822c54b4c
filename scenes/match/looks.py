"""How each Superstar looks in the ring, without pygame: a Look read from their card's data (the
style gives the build, the gear, the hair and the clothes; the persona the trim and the boots;
the name the skin tone and the hair colour, so the same Superstar always looks the same), so
two Superstars differ at a glance by more than the colour of their trunks.

    >>> a = look_of("Brick Hollander", "powerhouse", "protagonist", (200, 120, 40))
    >>> b = look_of("Scrap Malone", "hardcore", "antagonist", (150, 70, 40))
    >>> len(differences(a, b)) >= 2
    True
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

SKINS = ((236, 196, 160), (200, 150, 110), (150, 100, 70), (110, 72, 50), (226, 176, 136))
HAIRS = ((40, 30, 24), (96, 60, 30), (210, 180, 110), (150, 60, 30), (20, 20, 24),
         (170, 170, 176))
FACE_TRIM = (250, 226, 120)
HEEL_TRIM = (200, 30, 40)

HAIR_STYLES = ("bald", "buzz", "mohawk", "long", "ponytail", "bun", "slick", "shaggy")
FACES = ("", "beard", "moustache", "glasses", "paint")
HEADS = ("", "mask", "bandana", "headgear")
TOPS = ("", "singlet", "vest", "robe", "pelt")
LEGS = ("trunks", "tights", "jeans")
PADS = ("", "kneepads")
ARMS = ("", "tape", "tattoo", "elbowpads")


@dataclass(frozen=True)
class Look:
    """What a figure wears and how it is built (colours as RGB; build as Build multiples)."""
    height: float
    width: float
    belly: float
    limbs: float
    skin: tuple
    hair: str
    hair_colour: tuple
    face: str
    head: str
    top: str
    legs: str
    boots: tuple
    pads: str
    arms: str
    colour: tuple  # the Superstar's colour: trunks, tights, mask, singlet
    trim: tuple  # the persona's trim: gold for a face, red for a heel


# The look of each style (a style not here: plain trunks and short hair). hair_colour None: from
# the name.
STYLE_LOOKS = {
    "high-flyer": dict(hair="bald", face="", head="mask", top="", legs="tights",
                       pads="", arms="elbowpads", hair_colour=None),
    "powerhouse": dict(hair="buzz", face="moustache", head="", top="singlet", legs="trunks",
                       pads="kneepads", arms="", hair_colour=None),
    "technician": dict(hair="bun", face="glasses", head="", top="singlet", legs="tights",
                       pads="kneepads", arms="", hair_colour=None),
    "brawler": dict(hair="bald", face="beard", head="", top="", legs="trunks", pads="",
                    arms="tattoo", hair_colour=None),
    "showman": dict(hair="slick", face="", head="", top="robe", legs="tights", pads="",
                    arms="", hair_colour=None),
    "submission specialist": dict(hair="ponytail", face="paint", head="", top="singlet",
                                  legs="tights", pads="", arms="tape", hair_colour=None),
    "giant": dict(hair="long", face="beard", head="", top="pelt", legs="trunks", pads="",
                  arms="", hair_colour=(220, 196, 120)),
    "hardcore": dict(hair="mohawk", face="", head="bandana", top="vest", legs="jeans",
                     pads="", arms="tape", hair_colour=None),
}
DEFAULT_LOOK = dict(hair="buzz", face="", head="", top="", legs="trunks", pads="", arms="",
                    hair_colour=None)


def _hash(name: str) -> int:
    return sum((i + 1) * ord(c) for i, c in enumerate(name))


@lru_cache(maxsize=64)
def look_of(name: str, style: str, persona: str, colour: tuple) -> Look:
    """A Superstar's look from their data (the same data, the same look)."""
    from scenes.match.show import build_of
    b = build_of(style)
    parts = STYLE_LOOKS.get(style.lower(), DEFAULT_LOOK)
    h = _hash(name)
    hair_colour = parts["hair_colour"] or HAIRS[h % len(HAIRS)]
    heel = persona != "protagonist"
    boots = (30, 30, 36) if heel else (236, 236, 240) if style.lower() in (
        "high-flyer", "showman", "technician") else (120, 80, 50)
    skin = SKINS[h % len(SKINS)]
    if parts["legs"] == "trunks" and colour_gap(boots, skin) < OFF_SKIN:
        boots = (30, 30, 36)  # (brown boots on brown legs: no feet)
    return Look(b.height, b.width, b.belly, b.limbs, skin, parts["hair"], hair_colour,
                parts["face"], parts["head"], parts["top"], parts["legs"], boots,
                parts["pads"], parts["arms"], off_skin(tuple(colour), skin),
                HEEL_TRIM if heel else FACE_TRIM)


def visible_traits(look: Look) -> dict:
    """The traits a player tells figures apart by, the trunks' colour aside: the silhouette
    (height and width, in steps a glance tells apart), skin, hair, hair colour (none shows
    under a mask or on a bald head), face, headgear, top, legs, boots, pads and arms."""
    bare = look.head == "mask" or look.hair == "bald"
    return {"silhouette": (round(look.height / 0.08), round(look.width / 0.12),
                           look.belly >= 0.2),
            "skin": look.skin, "hair": "" if look.head == "mask" else look.hair,
            "hair_colour": None if bare else look.hair_colour, "face": look.face,
            "head": look.head, "top": look.top, "legs": look.legs, "boots": look.boots,
            "pads": look.pads, "arms": look.arms}


def differences(a: Look, b: Look) -> list[str]:
    """The visible traits (trunk colour aside) in which two looks differ."""
    ta, tb = visible_traits(a), visible_traits(b)
    return [k for k in ta if ta[k] != tb[k]]


# ---- two figures' colours told apart ------------------------------------------------------

OFF_SKIN = 25  # the least colour difference (delta E) between a costume (or boots) and the skin
APART = 45  # the least colour difference (CIE76 delta E) between the two figures' colours
COSTUMES = ((200, 40, 40), (150, 20, 40), (235, 120, 30), (235, 190, 50), (140, 200, 50),
            (40, 150, 60), (30, 160, 160), (60, 170, 235), (40, 70, 200), (30, 40, 110),
            (130, 60, 190), (210, 60, 170), (235, 235, 240), (28, 28, 34), (160, 165, 175))
# the colours a second Superstar's costume may be shifted to (none a skin tone)


def _lab(colour: tuple) -> tuple:
    """An sRGB colour in CIE Lab (D65)."""
    def lin(u: float) -> float:
        u /= 255
        return ((u + 0.055) / 1.055) ** 2.4 if u > 0.04045 else u / 12.92
    r, g, b = (lin(c) for c in colour[:3])
    xyz = ((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g +
           0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
    fx, fy, fz = (t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def colour_gap(a: tuple, b: tuple) -> float:
    """How far apart two colours look (CIE76 delta E: about 2 just noticeable, 45 clearly).

    >>> round(colour_gap((120, 110, 100), (60, 60, 70))), colour_gap((9, 9, 9), (9, 9, 9))
    (25, 0.0)
    """
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b))) ** 0.5


def off_skin(colour: tuple, skin: tuple) -> tuple:
    """A costume's colour, or the costume colour nearest it that stands clearly off the skin
    when the two are near alike (Mack Doyle's grey-brown trunks on dark brown skin read as one
    brown box: session 53's play-test)."""
    if colour_gap(colour, skin) >= OFF_SKIN:
        return tuple(colour)
    return min((c for c in COSTUMES if colour_gap(c, skin) >= APART),
               key=lambda c: colour_gap(c, colour))


def apart(colour: tuple, other: tuple) -> tuple:
    """The second figure's colour beside a first of `other`'s: its own when the two differ
    clearly (APART), else the costume colour nearest its own that does (two brown brawlers in
    one match read as one: session 50's play-test)."""
    if colour_gap(colour, other) >= APART:
        return tuple(colour)
    far = [c for c in COSTUMES if colour_gap(c, other) >= APART]
    return min(far, key=lambda c: colour_gap(c, colour))
