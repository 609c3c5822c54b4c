"""The replay cursor: a match seen at any point of its log, and a match of its first N entries.

    cursor = ReplayCursor(match)
    cursor.seek(n); cursor.forward(); cursor.back(); cursor.state_at(n); cursor.state
    cursor.fork()                       # a live Match from the point shown
    fork(match, n)                      # a live Match of a match's first n entries
"""
from __future__ import annotations

from ..errors import IllegalCommand
from .legal import actor as actor_of
from .rules import last_turn
from .runner import Match
from .setup import new_state
from .takeback import fold_states

TICK_TURNS = 10  # the scrub bar marks every tenth turn


class ReplayCursor:
    """A saved match seen at one point of its log (after `index` entries); it reads like a
    Match to the table, but nothing can be played and nobody acts (it is a recording).

    The state after every entry is folded once from new_state (the save's edition of the
    rules) and the recorded events, so any point is a jump away; after a take-back the state
    is the one before the entry it took back (game/match/takeback.py fold_states)."""

    def __init__(self, match) -> None:
        self.setup = match.setup
        self.cat = match.cat
        self.entries = list(match.log)
        state = new_state(self.setup, self.cat, match.state.rules.edition)
        self.states = fold_states(state, self.entries)
        self.index = 0

    # ---- where it stands ---------------------------------------------------------------------

    @property
    def length(self) -> int:
        """Entries in the log."""
        return len(self.entries)

    @property
    def state(self):
        """The state after the entries seen so far."""
        return self.states[self.index]

    @property
    def log(self) -> list:
        """The entries seen so far."""
        return self.entries[:self.index]

    def state_at(self, index: int):
        """The state after `index` entries (clamped to the log)."""
        return self.states[self.clamp(index)]

    def turn_at(self, index: int) -> int:
        """The turn shown after `index` entries (1-based; once it is over, the turn it ended
        in, as the log and the results number it: last_turn)."""
        st = self.state_at(index)
        turn = last_turn(st.turn, st.over.how) if st.over else st.turn + 1
        return min(st.rules.turn_limit, turn)

    def turn_marks(self, every: int = TICK_TURNS) -> list[int]:
        """The entry counts at which a turn that is a multiple of `every` begins."""
        out, last = [], -1
        for i, st in enumerate(self.states):
            if st.turn != last and st.turn % every == 0 and st.turn > 0:
                out.append(i)
            last = st.turn
        return out

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index >= self.length

    # ---- moving ------------------------------------------------------------------------------

    def clamp(self, index: int) -> int:
        return max(0, min(self.length, int(index)))

    def seek(self, index: int) -> int:
        """Jump to the point after `index` entries (clamped); the new index."""
        self.index = self.clamp(index)
        return self.index

    def forward(self):
        """One entry on; that entry (None at the end)."""
        if self.at_end:
            return None
        self.index += 1
        return self.entries[self.index - 1]

    def back(self) -> int:
        """One entry back; the new index."""
        return self.seek(self.index - 1)

    def last_entry(self):
        """The entry that led to the point shown (None before the first)."""
        return self.entries[self.index - 1] if self.index else None

    # ---- what the table asks of a match ------------------------------------------------------

    def actor(self) -> int | None:
        return actor_of(self.state)

    def legal(self, seat: int) -> list:
        return []

    def play(self, cmd):
        raise IllegalCommand("This is a replay: nothing can be played.")

    @property
    def over(self) -> bool:
        return self.state.over is not None and self.actor() is None

    def controller(self, seat: int) -> str:
        """Who played the seat in the saved match ('human' or an AI level)."""
        return self.setup.seats[seat].controller

    def fork(self) -> Match:
        """A live match from the point shown: the same setup and edition, the commands so far
        decided again (the same events: every roll comes from the match's seed)."""
        return replayed(self.setup, self.cat, self.states[0].rules.edition,
                        [e.command for e in self.entries[:self.index]])


def fork(match: Match, entries: int) -> Match:
    """A new live match of the first `entries` log entries of this one (a take-back keeps
    all but the last few); the match itself is left as it is."""
    keep = max(0, min(len(match.log), int(entries)))
    return replayed(match.setup, match.cat, match.state.rules.edition,
                    [e.command for e in match.log[:keep]])


def replayed(setup, cat, edition: int, commands) -> Match:
    """A match of these commands from the start (IllegalCommand if one is refused)."""
    m = Match(setup, cat, start=False, edition=edition)
    for cmd in commands:
        m.play(cmd)
    return m
