"""Fair play: every AI level decides from what its seat may see, and nothing else.

For many positions taken from simulated matches, the hidden things are changed for others
consistent with what the seat can see: pages swapped between the opponent's hand and playbook,
both playbooks reordered, the opponent's Drama cards replaced, the dice seed and the future
automatic Event turns changed. The decision of every level, given the same AI dice, must not move.
"""
from __future__ import annotations

import random

import pytest

from conftest import snapshot
from game.ai import choose, hard, hard4
from game.match.dice import Dice
from game.match import Match
from game.lab.simulate import random_setup
from game.match.seat_view import view

LEVELS = ("random", "easy", "greedy", "normal", "hard")


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch):
    monkeypatch.setattr(hard, "PLAYOUTS", 20)
    monkeypatch.setattr(hard4, "PLAYOUTS", 20)


def match_positions(cat, matches: int = 6, every: int = 3) -> list:
    """(state, seat to act) along seeded matches of every type, Interviews on."""
    out = []
    for i in range(matches):
        mtype = ("showdown", "normal", "hardcore")[i % 3]
        levels = (("greedy", "random"), ("random", "easy"), ("easy", "greedy"))[i % 3]
        setup = random_setup(cat, 70 + i, mtype, *levels)
        setup = setup.model_copy(update={"options": ["interview"]})
        m = Match(setup, cat)
        dice = [Dice(70 + i, s) for s in (0, 1)]
        n = 0
        while (seat := m.actor()) is not None:
            if n % every == 0 or m.state.interview is not None or m.state.pending:
                out.append((m.state.clone(), seat))
            m.play(choose(m.controller(seat), m.state, seat, dice[seat]))
            n += 1
    return out


def disguised(state, seat: int, rng: random.Random):
    """The same position as the seat sees it, with everything hidden from it changed."""
    s = state.clone()
    foe = s.sides[1 - seat]
    if foe.hand and foe.playbook:
        for _ in range(3):  # swap pages between the opponent's hand and playbook
            i, j = rng.randrange(len(foe.hand)), rng.randrange(len(foe.playbook))
            foe.hand[i], foe.playbook[j] = foe.playbook[j], foe.hand[i]
    rng.shuffle(foe.hand)
    rng.shuffle(foe.playbook)
    rng.shuffle(s.sides[seat].playbook)
    s.seed = rng.randrange(1, 2**62)
    if foe.drama:
        pool = sorted(s.cat.lib.drama)
        foe.drama = tuple(sorted(rng.sample(pool, len(foe.drama))))
    if s.rules.showdown:
        s.auto_event_turns = tuple(sorted(rng.sample(range(21, 60), rng.randrange(3))))
    return s


@pytest.fixture(scope="module")
def spots(cat):
    return match_positions(cat)


def test_enough_kinds_of_position(spots):
    assert len(spots) > 60
    assert any(s.pending for s, _ in spots)
    assert any(s.interview is not None for s, _ in spots)
    assert any(s.rules.showdown for s, _ in spots)


def test_disguises_change_only_what_is_hidden(spots):
    rng = random.Random(1)
    changed = 0
    for state, seat in spots:
        other = disguised(state, seat, rng)
        assert snapshot(view(other, seat)) == snapshot(view(state, seat))
        changed += snapshot(other) != snapshot(state)
    assert changed == len(spots)


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_decision_ignores_hidden_cards_and_dice(spots, level):
    rng = random.Random(LEVELS.index(level))
    for k, (state, seat) in enumerate(spots if level != "hard" else spots[::2]):
        want = choose(level, state, seat, Dice(k, seat))
        for _ in range(2):
            other = disguised(state, seat, rng)
            got = choose(level, other, seat, Dice(k, seat))
            assert got == want, (level, k, want, got)


@pytest.mark.slow
def test_hard_with_a_clock_reads_only_the_view(spots):
    """With the same clock readings Hard does the same search in both worlds."""
    rng = random.Random(5)
    for k, (state, seat) in enumerate(spots[::4]):
        other = disguised(state, seat, rng)
        picks = []
        for s in (state, other):
            ticks = iter(range(10_000))
            picks.append(choose("hard", s, seat, Dice(k), clock=lambda: next(ticks) * 0.02))
        assert picks[0] == picks[1]


def test_the_disguise_would_catch_a_peek(spots):
    """A control: an AI that read the real state (here: the opponent's hand) would be caught."""
    def peeking(state, seat, dice):
        return tuple(state.sides[1 - seat].hand), state.seed

    rng = random.Random(9)
    caught = sum(peeking(state, seat, None) != peeking(disguised(state, seat, rng), seat, None)
                 for state, seat in spots)
    assert caught == len(spots)
