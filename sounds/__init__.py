"""Synthesised sound-effect cues for Ringside (regenerate with `python sounds/make_sounds.py`)."""
from importlib import resources
from pathlib import Path

CUES = (
    "bell",
    "bell_single",
    "hit_light",
    "hit_heavy",
    "slam",
    "pyro",
    "finisher",
    "counter",
    "injury",
    "tap_out",
    "pin_count",
    "crowd_cheer",
    "crowd_boo",
    "crowd_pop",
    "crowd_murmur",
    "sting_face",
    "sting_heel",
    "dq",
    "ringside",
    "card_play",
    "card_draw",
    "click",
    "crowd_ambience",
)
AMBIENCE = "crowd_ambience"  # the crowd's hum, looped; its level follows the heat
# The styles with an entrance sting of their own, in major for a face and minor for a heel.
STING_STYLES = ("powerhouse", "high-flyer", "technician", "brawler", "showman",
                "submission specialist", "giant", "hardcore")


def sting_cue(style: str, persona: str) -> str:
    """A Superstar's own entrance sting: their style's, in major for a Protagonist and minor
    for an Antagonist (an unknown style: the plain face or heel sting)."""
    face = persona != "antagonist"
    style = style.lower()
    if style not in STING_STYLES:
        return "sting_face" if face else "sting_heel"
    slug = "".join(c if c.isalnum() else "_" for c in style)
    return f"sting_{slug}_{'face' if face else 'heel'}"


CUES = CUES + tuple(sting_cue(style, persona) for style in STING_STYLES
                    for persona in ("protagonist", "antagonist"))


def folder() -> Path:
    """The folder of the installed `sounds` package, where the .wav cues are."""
    return Path(str(resources.files(__name__)))
