"""Synthesised sound-effect cues for Ringside (regenerate with `python sounds/make_sounds.py`)."""
from importlib import resources
from pathlib import Path

CUES = (
    "bell",
    "bell_single",
    "hit_light",
    "hit_heavy",
    "slam",
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
)


def folder() -> Path:
    """The folder of the installed `sounds` package, where the .wav cues are."""
    return Path(str(resources.files(__name__)))
