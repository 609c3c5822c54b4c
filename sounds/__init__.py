"""Synthesised sound-effect cues for Ringside (regenerate with `python sounds/make_sounds.py`)."""

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
    "dq",
    "ringside",
    "card_play",
    "card_draw",
    "click",
)
