"""The presenter's cues: one thing to show or play (a Cue) and the page in the spotlight (a
Spot); scenes.match.presenter schedules them, the table's views draw them."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.library import style_words, title
from game.match import rank, tier
from sounds import sting_cue

WHITE = (240, 240, 244)
BLUE = (110, 200, 255)  # a kick-out's, a counter's and a hold held's words


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
    kind: str = "play"  # play, counter, referee, event, drama, placard
    placard: tuple = ()  # a command with no card (card None): (title, words, colour)


def captions(name: str) -> dict:
    """The words over a card in the spot, by what brought it there (name: the Superstar's)."""
    return {"pending": f"{name} goes for it", "play": f"{name} plays",
            "connected": f"{name} connects!",
            "counter": f"{name} counters!", "drama": f"{name}'s Interview",
            "referee": "The referee for this match", "event": "Event!"}


# ---- a Superstar's billing: the announcer's words, the entrance music, the crowd's mood ----

def introduction(state, seat: int) -> str:
    """The ring announcer's words for a Superstar: persona, style and Tier."""
    try:
        side = state.sides[seat]
        star = state.cat.lib.superstars[side.superstar]
        words = f"{title(star.persona)} \u00b7 {style_words(star.style)}"
        value = rank(state.cat.lib, list(side.move_cards))
        return f"{words} \u00b7 {tier(value)}" if side.move_cards else words
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        return ""


def sting(state, seat: int) -> str:
    """A Superstar's own entrance music (sounds.sting_cue: their style, major or minor)."""
    try:
        star = state.cat.lib.superstars[state.sides[seat].superstar]
    except (AttributeError, KeyError, IndexError, TypeError):
        return "sting_face"
    return sting_cue(star.style, star.persona)


def mood_for(state, seat: int) -> str:
    """The crowd cheers a Protagonist and boos an Antagonist."""
    try:
        star = state.cat.lib.superstars[state.sides[seat].superstar]
    except (AttributeError, KeyError, IndexError, TypeError):
        return "cheer"
    return "boo" if star.persona == "antagonist" else "cheer"


def words_end(cues: list, seat: int, starts: tuple, at: float) -> None:
    """Words floating over a seat that start with one of `starts` end at `at` (DOWN! over one
    who gets up in the same command stood over them standing: session 55's play-test)."""
    for cue in cues:
        if cue.kind == "float" and cue.seat == seat and cue.text.startswith(starts) \
                and at < cue.at + cue.dur:
            cue.dur = max(0.0, at - cue.at)  # (none at all when it would start after)


REPEATED = "same move type twice in one string"  # the rules' reason the foe's crowd warms up
REF_REASONS = (("called the foul", "REF CALLED\nTHE FOUL"),  # the referee's reasons (the
               ("counts along the Finisher", "REF COUNTS\nALONG"))  # rules name him)


def crowd_words(reason: str) -> str:
    """+1 CROWD as it pops over the Superstar the crowd backs, saying why when they were the
    one hit (the foe repeated a move type: it read as a reward for being hit: session 47's
    play-test) or the referee did it (a bare +1 CROWD beside his count read as unexplained:
    session 56's); a page's reason is the page in the spot. Short lines, one under the other
    (on one line it was squeezed to half the ring: session 56's)."""
    if reason == REPEATED:  # ('A MOVE REPEATED' read as the one hit's own repeat, 'A MOVE'
        return "+1 CROWD\nFOE REPEATED\nA MOVE TYPE"  # as the same move: sessions 50, 53)
    why = next((words for end, words in REF_REASONS if reason.endswith(end)), "")
    return "+1 CROWD\n" + why if why else "+1 CROWD"
