"""The presenter's cues: one thing to show or play (a Cue) and the page in the spotlight (a
Spot); scenes.match.presenter schedules them, the table's views draw them."""
from __future__ import annotations

from dataclasses import dataclass, field

WHITE = (240, 240, 244)


@dataclass
class Cue:
    """One thing to show or play, from time `at` for `dur` seconds (presenter time)."""
    kind: str  # 'sound', 'float', 'banner', 'flash', 'shake', 'screen', 'slide', 'tap', 'spot',
    # 'stamp', 'part'
    at: float
    dur: float
    seat: int | None = None
    text: str = ""
    colour: tuple = WHITE
    data: dict = field(default_factory=dict)
    started: bool = False

    def progress(self, now: float) -> float:
        """0..1 through the cue (0 before it starts)."""
        if now <= self.at:
            return 0.0
        return min(1.0, (now - self.at) / max(1e-6, self.dur))


@dataclass
class Spot:
    """The page shown large in the centre: its card, who played it and a caption."""
    card: object
    seat: int | None
    caption: str
    since: float
    stamp: str = ""
    stamp_colour: tuple = WHITE
    kind: str = "play"  # play, counter, referee, event


def captions(name: str) -> dict:
    """The words over a card in the spot, by what brought it there (name: the Superstar's)."""
    return {"pending": f"{name} goes for it", "play": f"{name} plays",
            "connected": f"{name} connects!",
            "counter": f"{name} counters!", "drama": f"{name}'s Interview",
            "referee": "The referee for this match", "event": "Event!"}
