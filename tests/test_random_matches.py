"""Random play: 1,000 seeded random-vs-random matches over the three match types, with the
invariants checked after every command and every match replayed from its events; and a hypothesis
test driving random sequences of legal commands."""
from __future__ import annotations

import pytest

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import catalog, check_invariants, owned_instances, snapshot
from game.match.apply import fold
from game.match.legal import actor, legal_commands
from game.match import Match
from game.match import MatchSetup, SeatSetup, new_state
from game.lab.simulate import play_out, random_setup

MATCHES = 1000
TYPES = ("normal", "hardcore", "showdown")
REPLAYED = ("hp", "max_hp", "momentum", "hand", "playbook", "discard", "points", "statuses",
            "tapped", "warnings", "crowd_points")


class CheckedMatch(Match):
    """A Match that checks the invariants after every command it plays."""

    def play(self, cmd):
        if not hasattr(self, "owners"):
            start = new_state(self.setup, self.cat)
            self.owners = [frozenset(owned_instances(start, seat)) for seat in (0, 1)]
            self.commands = 0
        events = super().play(cmd)
        self.commands += 1
        check_after(self)
        return events


def check_after(m: Match) -> None:
    """Invariants of a match after a command."""
    s = m.state
    check_invariants(s, m.owners)
    seat = actor(s)
    if seat is None:
        assert s.over is not None
        assert legal_commands(s, 0) == legal_commands(s, 1) == []
    else:
        assert seat in (0, 1)
        assert legal_commands(s, seat), f"seat {seat} must act but has no legal command"
        assert legal_commands(s, 1 - seat) == []


def check_replay(m: Match) -> None:
    """Folding the logged events onto the state at the bell gives the live state."""
    events = [ev for entry in m.log for ev in entry.events]
    again = fold(new_state(m.setup, m.cat), events)
    for live, replayed in zip(m.state.sides, again.sides):
        for name in REPLAYED:
            assert getattr(live, name) == getattr(replayed, name), name
    assert (again.turn, again.over, again.control) == (m.state.turn, m.state.over, m.state.control)
    assert snapshot(again) == snapshot(m.state)


@pytest.mark.slow
def test_a_thousand_random_matches_keep_the_invariants_and_replay():
    cat = catalog()
    endings = Counter()
    commands = 0
    for seed in range(MATCHES):
        kind = TYPES[seed % 3]
        m = CheckedMatch(random_setup(cat, seed, kind, "random", "random"), cat)
        play_out(m, seed)
        assert m.over and m.state.over is not None
        assert m.state.turn <= m.state.rules.turn_limit
        check_replay(m)
        endings[(kind, m.state.over.how)] += 1
        commands += m.commands
    assert sum(endings.values()) == MATCHES
    for kind in TYPES:
        assert sum(n for (k, _), n in endings.items() if k == kind) == MATCHES // 3 + (kind == "normal")
    assert commands > 10 * MATCHES


@pytest.mark.slow
def test_ai_matches_keep_the_invariants():
    cat = catalog()
    levels = ("easy", "greedy", "normal")
    for seed in range(60):
        kind = TYPES[seed % 3]
        setup = random_setup(cat, 7000 + seed, kind, levels[seed % 3], levels[(seed + 1) % 3])
        setup = setup.model_copy(update={"options": [[], ["interview"], ["ooh_gotta_hurt"]][seed % 3]})
        m = CheckedMatch(setup, cat)
        play_out(m, seed)
        assert m.over
        check_replay(m)


# ---- hypothesis: any sequence of legal commands ----------------------------------------------

OPTION_SETS = ([], ["interview"], ["ooh_gotta_hurt"], ["interview", "ooh_gotta_hurt"])


@st.composite
def setups(draw):
    cat = catalog()
    names = sorted(cat.lib.superstars)
    a = draw(st.sampled_from(names))
    b = draw(st.sampled_from([n for n in names if n != a]))
    cards = []
    for star in (a, b):
        own = list(cat.lib.superstars[star].move_cards)
        keep = draw(st.lists(st.sampled_from(own), unique=True, max_size=len(own))) \
            if own else []
        tapped = draw(st.lists(st.booleans(), min_size=len(keep), max_size=len(keep)))
        cards.append((keep, tapped))
    return MatchSetup(
        seed=draw(st.integers(0, 2**32)),
        match_type=draw(st.sampled_from(TYPES)),
        turn_limit=draw(st.sampled_from([None, 25, 80])),
        options=draw(st.sampled_from(OPTION_SETS)),
        seats=[SeatSetup(superstar=s, controller="human", move_cards=c, tapped=t)
               for s, (c, t) in zip((a, b), cards)])


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups(), choices=st.lists(st.integers(0, 1000), min_size=1, max_size=400))
def test_any_sequence_of_legal_commands(setup, choices):
    cat = catalog()
    m = CheckedMatch(setup, cat)
    for pick in choices:
        seat = actor(m.state)
        if seat is None:
            break
        options = legal_commands(m.state, seat)
        m.play(options[pick % len(options)])
    check_replay(m)
