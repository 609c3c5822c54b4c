"""Shared pieces of the ring's tests: a presenter cue stand-in, a panel's facts for a figure,
an AI-vs-AI match played command by command, and how much of each figure shows."""
from __future__ import annotations

from dataclasses import dataclass, field

from scene_helpers import setup_of

from game.ai import ai_dice
from game.library import Catalog, load_library
from game.match import Match, play_ai_turn

CAT = Catalog(load_library())


@dataclass
class FakeCue:
    kind: str
    seat: int | None
    at: float
    dur: float
    data: dict = field(default_factory=dict)
    started: bool = True

    def progress(self, now: float) -> float:
        return max(0.0, min(1.0, (now - self.at) / self.dur))


class Shown:
    """A presenter as the show's plan reads it: its cues playing at `now` (those started)."""
    holding = None

    def __init__(self, cues=(), now: float = 0.5):
        self.cues, self.now = list(cues), now

    def active(self, kind):
        return [c for c in self.cues if c.kind == kind and c.started
                and c.progress(self.now) < 1]


class Pages:
    """A match state whose page instances are the ids given (every page in the card data)."""

    def __init__(self, state, ids):
        self._state, self._ids = state, ids

    def info(self, instance):
        return CAT.info[self._ids[instance]]

    def __getattr__(self, name):
        return getattr(self._state, name)


def facts(**kw) -> dict:
    """A wrestler panel's facts (scenes.match.facts.panel_facts) for a figure."""
    base = dict(name="Brick Hollander", style="powerhouse", persona="protagonist", hp=30,
                max_hp=40, statuses=(), body=(("arm", 0), ("back", 0), ("head", 0), ("leg", 0)),
                on_mat=False, at_ringside=False)
    base.update(kw)
    return base


def played(seed: int = 4, limit: int = 400, kind: str = "normal"):
    """An AI-vs-AI match, command by command: the match and [(events, state after)] (AI
    edition 8's Normal, whose matches the ring's tests were chosen from)."""
    m = Match(setup_of(seed, ("normal", "normal"), kind), CAT)
    dice = [ai_dice(seed, s) for s in (0, 1)]
    out = [(tuple(e for entry in m.log for e in entry.events), m.state.clone())]
    for _ in range(limit):
        seat = m.actor()
        if seat is None:
            break
        out.append((tuple(play_ai_turn(m, seat, "normal/8", dice[seat])), m.state.clone()))
    return m, out


def uncovered(size, pieces) -> dict:
    """seat -> the share of their figure's drawing not covered by a figure drawn after it."""
    import pygame
    out = {}
    for i, piece in enumerate(pieces):
        alone, later = pygame.Surface(size, pygame.SRCALPHA), pygame.Surface(size, pygame.SRCALPHA)
        piece.paint(alone)
        for other in pieces[i + 1:]:
            other.paint(later)
        mine = pygame.mask.from_surface(alone, 200)
        out[piece.head[0]] = 1 - mine.overlap_area(pygame.mask.from_surface(later, 200),
                                                   (0, 0)) / mine.count()
    return out
