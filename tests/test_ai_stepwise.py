"""The AI's choice a step at a time (game.ai.Chooser, what a window spreads over frames) is the
plain choice: for many states of seeded matches, stepping one unit at a time, or a fake clock's
slice at a time, gives exactly the command game.ai.choose gives and the command Normal's and
Hard's own reference computations give."""
from __future__ import annotations

import itertools

import pytest

from game.ai import (Chooser, choose, edition1, hard, hard4, ismcts, normal, normal3, normal4,
                     normal5, normal6)
from game.ai.habits import play
from game.ai.stepwise import THINKING
from game.match.dice import Dice
from game.match.legal import legal_commands
from game.match import Match
from game.lab.simulate import random_setup
from game.match.seat_view import view


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch):
    """Hard with a small playout budget, so the tests stay fast (the logic is the same)."""
    monkeypatch.setattr(hard, "PLAYOUTS", 30)
    monkeypatch.setattr(hard4, "PLAYOUTS", 30)
    monkeypatch.setattr(edition1, "PLAYOUTS", 30)


@pytest.fixture(scope="module")
def states(cat):
    """States with a real choice (two commands or more) along seeded matches of every type."""
    out = []
    for i in range(6):
        setup = random_setup(cat, 700 + i, ("normal", "hardcore", "showdown")[i % 3],
                             "greedy", "easy")
        setup = setup.model_copy(update={"options": ["interview"]})
        m = Match(setup, cat)
        dice = [Dice(700 + i, s) for s in (0, 1)]
        n = 0
        while (seat := m.actor()) is not None:
            if n % 5 == 0 and len(legal_commands(view(m.state, seat), seat)) >= 2:
                out.append((m.state.clone(), seat))
            m.play(choose(m.controller(seat), m.state, seat, dice[seat]))
            n += 1
    return out


def reference(level, state, seat, dice):
    """The level's choice computed its own way, without the stepwise machinery."""
    seen = view(state, seat)
    opts = legal_commands(seen, seat)
    if level == "normal/1":  # AI edition 1: eight worlds for every command, Press Pin at its
        # exact odds (else what the worlds where it was kicked out came to), then its habits
        from game.ai.evaluate import WIN, persona_of
        me, foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
        ws = normal.worlds(seen, seat, normal.SAMPLES)
        each = [[normal.value_in(w, seat, c, me, foe) for w in ws] for c in opts]
        values = [sum(vs) / len(vs) for vs in each]
        pins = [i for i, c in enumerate(opts) if normal.pin_odds(seen, seat, c) is not None]
        if pins:
            i = pins[-1]
            others = [v for j, v in enumerate(values) if j != i]
            values[i] = normal.pin_mean(normal.pin_odds(seen, seat, opts[i]),
                                        [v for v in each[i] if v < WIN],
                                        min(others) if others else 0.0)
        return play(seen, seat, opts, normal.pick(seen, seat, opts, values), dice,
                    edition1.HABITS)
    if level == "hard/1":
        srch = edition1.Search(seen, seat, opts, dice)
        while srch.playouts < edition1.PLAYOUTS:
            srch.run_round(edition1.PLAYOUTS)
        return srch.best()
    if level == "normal":  # AI edition 9: edition 8's choice, then perhaps a forgotten counter
        from game.ai import habits, normal9
        pick = reference("normal/8", state, seat, dice)
        return habits.slip(seen, opts, pick, dice, normal9.HABITS)
    if level in ("normal/8", "normal/5", "normal/2", "normal/3", "normal/4"):
        from game.ai.habits import first_in_control
        from game.match import commands as C
        if first_in_control(seen, seat) and any(type(c) is C.PlayPage for c in opts):
            opts = [c for c in opts if type(c) is not C.Pass]
        if level in ("normal/8", "normal/5"):  # AI edition 5 on: over a beaten foe, only what
            opts = normal5.finishing(seen, seat, opts)  # finishes them
        if level == "normal/8":  # AI edition 6: no press at long odds on a foe above 0 HP
            opts = normal6.long_odds(seen, seat, opts)
        if level in ("normal/8", "normal/5") and len(opts) == 1:
            return opts[0]
        if level == "normal/2":
            srch = hard.Search(seen, seat, opts, dice, normal.CANDIDATES, normal.ROLLOUT_TURNS)
            while srch.playouts < normal.PLAYOUTS:
                srch.run_round(normal.PLAYOUTS)
            return normal.finish(seen, seat, opts, srch.best(), dice)
        ed = normal3 if level == "normal/3" else normal4
        srch = ismcts.Search(seen, seat, opts, dice, ed.CANDIDATES, ed.ROLLOUT_TURNS,
                             ed.TREE_DEPTH)
        while srch.playouts < ed.PLAYOUTS:
            srch.run_round(ed.PLAYOUTS)
        return play(seen, seat, opts, srch.best(), dice, normal3.HABITS)
    if level == "hard/2":
        srch = hard.Search(seen, seat, opts, dice)
        while srch.playouts < hard.PLAYOUTS:
            srch.run_round(hard.PLAYOUTS)
        return srch.best()
    budget = ismcts.PLAYOUTS if level == "hard/3" else hard4.PLAYOUTS
    srch = ismcts.Search(seen, seat, opts, dice)
    while srch.playouts < budget:
        srch.run_round(budget)
    return srch.best()


def stepped(level, state, seat, dice):
    chooser = Chooser(level, state, seat, dice)
    steps = 0
    while not chooser.step():
        steps += 1
    return chooser.result, steps


def test_there_are_many_states(states):
    assert len(states) >= 40


@pytest.mark.slow
@pytest.mark.parametrize("level", ["normal", "normal/8", "hard", "normal/5", "normal/4", "normal/3", "hard/3",
                                   "normal/2", "hard/2", "normal/1", "hard/1"])
def test_stepwise_is_the_plain_choice(states, level):
    check_states(states, level)


@pytest.mark.parametrize("level", ["normal", "normal/8", "hard", "normal/5", "normal/4", "normal/3", "hard/3",
                                   "normal/2", "hard/2", "normal/1", "hard/1"])
def test_stepwise_is_the_plain_choice_quick(states, level):
    """(the quick run's share: every seventh state)"""
    check_states(states[::7], level)


def check_states(states, level):
    for n, (state, seat) in enumerate(states):
        got, steps = stepped(level, state, seat, Dice(n, 1000 + seat))
        assert got == choose(level, state, seat, Dice(n, 1000 + seat))
        assert got == reference(level, state, seat, Dice(n, 1000 + seat)), n
        # spread over several steps (edition 2 answers a pending page at a glance; a Normal
        # that is first in control drops Pass, and with one page left there is nothing to weigh)
        assert steps > 1 or (state.pending is not None and "/1" not in level) \
            or len(searched(level, state, seat)) < 2


def searched(level, state, seat) -> list:
    """The commands the level's search weighs: the legal ones, less Pass for a Normal that is
    first in control while a page can be played (game/ai/normal3.py, issue 30)."""
    from game.ai.habits import first_in_control
    from game.match import commands as C
    seen = view(state, seat)
    opts = legal_commands(seen, seat)
    if level in ("normal", "normal/8", "normal/5", "normal/2", "normal/3", "normal/4") \
            and first_in_control(seen, seat) and any(type(c) is C.PlayPage for c in opts):
        opts = [c for c in opts if type(c) is not C.Pass]
    if level in ("normal", "normal/8", "normal/5"):
        opts = normal5.finishing(seen, seat, opts)
    if level in ("normal", "normal/8"):
        opts = normal6.long_odds(seen, seat, opts)
    return opts


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_frames_slice_at_a_time_is_the_plain_choice(states, level):
    """think(seconds, clock) with a fake clock: a few units a call, the same command."""
    for n, (state, seat) in enumerate(states[::4]):
        ticks = itertools.count()
        chooser = Chooser(level, state, seat, Dice(n, 7))
        calls = 0
        while not chooser.think(3, lambda: next(ticks)):
            calls += 1
        assert chooser.result == choose(level, state, seat, Dice(n, 7))
        # an answer, or a single command to weigh (a Normal over a beaten foe: only Press Pin):
        # at a glance
        assert calls >= 1 or state.pending is not None \
            or len(searched(level, state, seat)) < 2


def test_hard_with_a_search_clock_is_the_plain_choice(states):
    state, seat = states[3]
    for budget_ticks in (1, 5):
        clock_a, clock_b = itertools.count(), itertools.count()
        a = Chooser("hard", state, seat, Dice(1), lambda: next(clock_a) / budget_ticks).finish()
        b = choose("hard", state, seat, Dice(1), lambda: next(clock_b) / budget_ticks)
        assert a == b


@pytest.mark.parametrize("level", ["random", "easy", "greedy"])
def test_quick_levels_decide_in_their_first_step(states, level):
    state, seat = states[0]
    chooser = Chooser(level, state, seat, Dice(2))
    assert chooser.step() and chooser.units == 1
    assert chooser.result == choose(level, state, seat, Dice(2))


def test_one_option_needs_no_thinking(cat):
    """A pending move with no page to counter it: only Let it through, chosen at once."""
    for seed in range(1, 40):
        m = Match(random_setup(cat, seed, "showdown", "random", "random"), cat)
        dice = Dice(seed)
        while (seat := m.actor()) is not None and len(legal_commands(m.state, seat)) > 1:
            m.play(choose("random", m.state, seat, dice))
        if seat is not None:
            break
    assert seat is not None
    chooser = Chooser("hard", m.state, seat, Dice(1))
    assert chooser.done and chooser.units == 0
    assert chooser.result == legal_commands(m.state, seat)[0]


def test_a_bad_level_or_nothing_to_do_says_so(states):
    state, seat = states[0]
    with pytest.raises(ValueError, match="unknown AI level 'clever'"):
        Chooser("clever", state, seat, Dice(1))
    with pytest.raises(ValueError, match=f"seat {1 - seat} has nothing to do"):
        Chooser("normal", state, 1 - seat, Dice(1))
    assert set(THINKING) == {"random", "easy", "greedy", "normal", "hard", "brawler", "heuristic"}


def test_a_frames_share_of_thinking_begins_no_step_it_cannot_finish(states):
    """The window's Normal thinks half a millisecond a frame, and a step of its search (a
    playout) takes 0.3-1 ms: 'until the share is spent' ran a second step past it in many
    frames (1-2 ms of a 1080p frame). A step is begun only while the pace of the steps so far
    says it ends within the share; one step always is. The command is the same."""
    state, seat = next((st, se) for st, se in states if st.pending is None
                       and len(searched("normal", st, se)) >= 2)
    now = [0.0]
    chooser = Chooser("normal", state, seat, Dice(3, 7))
    real = chooser.step

    def step():  # each step of work takes 0.4 of the clock's seconds
        now[0] += 0.4
        return real()
    chooser.step = step
    calls = 0
    while True:
        before = chooser.units
        done = chooser.think(0.5, lambda: now[0])
        calls += 1
        if done:
            break
        assert chooser.units - before == 1  # 0.4 + 0.4 would end past 0.5: one step a share
    assert calls >= 10
    assert chooser.result == choose("normal", state, seat, Dice(3, 7))
    long = Chooser("normal", state, seat, Dice(3, 7))
    real_long = long.step

    def quick():  # steps of 0.1: five fit a share of 0.5
        now[0] += 0.1
        return real_long()
    long.step = quick
    before = long.units
    long.think(0.5, lambda: now[0])
    assert long.units - before == 4  # the fifth would end at 0.5 itself: left for the next
