"""The AI levels: each returns a legal command in many kinds of position, Hard keeps to its budget,
the entry point and the tournament hold their shape, and Normal beats random-legal in seeded
matches. No test reads a wall clock: budgets are counted in playouts, clocks are fakes."""
from __future__ import annotations

import pytest

from conftest import (PLAIN_FACE, PLAIN_HEEL, give, make_match, set_control, set_position)
from game.match import commands as C
from game.ai.habits import slip
from game.ai import LEVELS, choose, easy, hard, hard4, ismcts
from game.ai.evaluate import (WIN, command_features, evaluate, persona_of,
                              style_bonus)
from game.ai.sample import determinize
from game.match.dice import Dice
from game.match.legal import actor, legal_commands
from game.match import Match
from game.match.rules import decide
from game.lab.simulate import random_setup
from game.match.state import Outcome
from game.lab.tournament import (interval, pairs, parse_pair, percentiles, play_match,
                                  run_tournament)
from game.match.seat_view import view

ALL = ("random", "easy", "greedy", "normal", "hard")


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch):
    """Hard with a small playout budget, so the tests stay fast (the logic is the same)."""
    monkeypatch.setattr(hard, "PLAYOUTS", 24)
    monkeypatch.setattr(ismcts, "PLAYOUTS", 24)
    monkeypatch.setattr(hard4, "PLAYOUTS", 24)


def positions(cat, count: int = 6, every: int = 4):
    """States along seeded greedy-vs-random matches of every type (with Interviews and
    stacked injuries switched on), each with the seat to act."""
    out = []
    for i in range(count):
        mtype = ("showdown", "normal", "hardcore")[i % 3]
        setup = random_setup(cat, 500 + i, mtype, "greedy", "random")
        setup = setup.model_copy(update={"options": ["interview", "ooh_gotta_hurt"]})
        m = Match(setup, cat)
        dice = [Dice(500 + i, s) for s in (0, 1)]
        n = 0
        while (seat := m.actor()) is not None:
            if n % every == 0 or m.state.pending or m.state.interview is not None \
                    or m.state.sides[seat].injury_due:
                out.append((m.state.clone(), seat))
            m.play(choose(m.controller(seat), m.state, seat, dice[seat]))
            n += 1
    return out


@pytest.fixture(scope="module")
def many(cat):
    return positions(cat)


def kinds_of(state, seat) -> str:
    if state.sides[seat].injury_due:
        return "tapout"
    if state.interview is not None:
        return "interview"
    if state.pending:
        return "pending"
    return "turn"


def test_levels_are_listed():
    assert set(ALL) <= set(LEVELS)
    with pytest.raises(ValueError):
        choose("grandmaster", make_match().state, 0, Dice(1))


@pytest.mark.slow
@pytest.mark.parametrize("level", ALL)
def test_every_level_returns_a_legal_command(many, level):
    seen_kinds = set()
    for k, (state, seat) in enumerate(many):
        cmd = choose(level, state, seat, Dice(k, 9))
        assert cmd in legal_commands(state, seat), (level, cmd)
        decide(state, cmd)  # the rules accept it
        seen_kinds.add(kinds_of(state, seat))
    assert {"turn", "pending", "interview", "tapout"} <= seen_kinds


def counter_position(cat):
    """Seat 0 has played a move that seat 1 can counter from its hand."""
    m = make_match("normal", seed=4)
    s = m.state
    set_control(s, 0)
    set_position(s, 1, on_mat=False)
    s.sides[0].momentum = list(s.sides[0].caps)
    s.sides[1].momentum = list(s.sides[1].caps)
    page = give(s, 0, "haymaker")  # Arm Extended
    give(s, 1, "read_the_play")  # counters Arm Extended
    m.play(C.PlayPage(0, page))
    assert s.pending and actor(s) == 1
    return m


def tapout_position():
    """Seat 1 owes a tap-out: an injury from a Sneak Attack."""
    m = make_match("normal", (PLAIN_HEEL, PLAIN_FACE), seed=2)
    s = m.state
    set_control(s, 0)
    s.sides[0].crowd_points = 2
    m.play(C.SpendCrowd(0))
    assert s.sides[1].injury_due and actor(s) == 1
    return m


def interview_position():
    """The pre-match Interview: seat 0 chooses a Drama card (or none)."""
    m = make_match("showdown", options=("interview",), seed=5)
    assert m.state.interview == 0 and len(m.state.sides[0].drama) == 2
    return m


@pytest.mark.parametrize("level", ALL)
def test_special_choices(cat, level):
    m = counter_position(cat)
    opts = legal_commands(m.state, 1)
    assert any(type(c) is C.Counter for c in opts) and C.Allow(1) in opts
    assert choose(level, m.state, 1, Dice(1)) in opts

    m = tapout_position()
    opts = legal_commands(m.state, 1)
    assert opts and all(type(c) is C.TapOut for c in opts)
    assert choose(level, m.state, 1, Dice(2)) in opts

    m = interview_position()
    opts = legal_commands(m.state, 0)
    assert len(opts) == 3 and all(type(c) is C.PlayDrama for c in opts)
    assert choose(level, m.state, 0, Dice(3)) in opts


def test_normal_and_hard_take_the_counter():
    m = counter_position(None)
    for level in ("normal", "hard"):
        assert type(choose(level, m.state, 1, Dice(1))) is C.Counter, level


def test_tap_out_the_cheapest_move_card():
    m = tapout_position()
    side = m.state.sides[1]
    ranks = [m.cat.lib.move_cards[c].rank for c in side.move_cards]
    cmd = choose("normal", m.state, 1, Dice(1))
    assert ranks[cmd.card] == min(ranks)


def test_hard_respects_its_playout_budget(many):
    state, seat = next((s, st) for s, st in many if len(legal_commands(s, st)) >= 3)
    seen = view(state, seat)
    opts = legal_commands(seen, seat)
    for budget in (1, 7, 40):
        srch = hard.search(seen, seat, opts, Dice(1), playouts=budget)
        assert srch.playouts == budget == sum(srch.count)
    # without a clock and without a budget: PLAYOUTS, exactly
    assert hard.search(seen, seat, opts, Dice(1)).playouts == hard.PLAYOUTS
    # a clock that never moves can't keep it searching past its cap
    srch = hard.search(seen, seat, opts, Dice(1), clock=lambda: 0.0, playouts=30)
    assert srch.playouts == 30
    # a clock past its deadline stops it after one round (every command tried once)
    ticks = iter(range(0, 10_000))
    srch = hard.search(seen, seat, opts, Dice(1), clock=lambda: float(next(ticks)), budget=0.5)
    assert srch.rounds == 1 and srch.playouts == len(opts)
    assert hard.MAX_PLAYOUTS >= hard.PLAYOUTS


def test_hard_with_a_clock_uses_the_entry_point(many):
    state, seat = next((s, st) for s, st in many if len(legal_commands(s, st)) >= 2)
    ticks = iter(range(0, 10_000))
    cmd = choose("hard", state, seat, Dice(4), clock=lambda: next(ticks) * 0.01)
    assert cmd in legal_commands(state, seat)


@pytest.mark.slow
def test_levels_repeat_themselves(many):
    for k, (state, seat) in enumerate(many[::5]):
        for level in ("easy", "normal", "hard"):
            assert choose(level, state, seat, Dice(k)) == choose(level, state, seat, Dice(k))


def test_evaluation_reads_the_ending(cat):
    m = make_match("showdown")
    s = m.state
    s.over = Outcome(0, "pinfall", s.turn)
    assert evaluate(s, 0) == WIN and evaluate(s, 1) == -WIN


def test_the_ai_climbs_back_in_before_its_last_count(cat):
    m = make_match("showdown")
    s = m.state
    set_control(s, 0)
    limit = s.rules.count_out_after
    set_position(s, 0, at_ringside=True, ringside_turns=limit)
    set_position(s, 1, at_ringside=True, ringside_turns=0)
    # in control outside on the last count: anything but climbing back in loses by count-out
    for level in ("easy", "normal", "hard"):
        cmd = choose(level, s, 0, Dice(1))
        assert type(cmd) is C.ReturnToRing, level


def test_personas_from_the_superstars(cat):
    lib = cat.lib
    s = make_match("showdown", ("kestrel_ortiz", "nadia_vise")).state
    flyer, heel = persona_of(s, 0), persona_of(s, 1)
    assert lib.superstars["kestrel_ortiz"].style == "high-flyer"
    assert flyer.likes["high_risk"] > 0 and flyer.likes["comeback"] > 0
    assert heel.likes["hold"] > 0 and heel.likes["sneak"] > 0 and heel.likes["weapon"] > 0
    assert heel.warnings_fear < flyer.warnings_fear
    dive = give(s, 0, "top_rope_crossbody")
    assert "high_risk" in command_features(s, 0, C.PlayPage(0, dive))
    assert style_bonus(s, 0, C.PlayPage(0, dive), flyer) > 0
    # a nudge, never a handicap: far below one point of HP in the evaluation
    assert max(max(p.likes.values()) for p in (flyer, heel)) < 5


def test_determinize_keeps_what_the_seat_sees(many):
    state, seat = many[10]
    seen = view(state, seat)
    w = determinize(seen, seat, Dice(3))
    foe = 1 - seat
    assert sorted(w.sides[foe].hand + w.sides[foe].playbook) == \
        sorted(seen.sides[foe].hand + seen.sides[foe].playbook)
    assert len(w.sides[foe].hand) == len(seen.sides[foe].hand)
    assert w.sides[seat].hand == seen.sides[seat].hand
    assert sorted(w.sides[seat].playbook) == sorted(seen.sides[seat].playbook)


def test_easy_slips_now_and_then(many):
    turns = [(s, st) for s, st in many if kinds_of(s, st) == "turn"
             and sum(type(c) is C.PlayPage for c in legal_commands(s, st)) >= 2]
    differ = meant = 0
    for k, (state, seat) in enumerate(turns):
        seen = view(state, seat)
        opts = legal_commands(seen, seat)
        pick = easy.ranked(seen, seat, opts)[0]
        if type(pick) is not C.PlayPage:
            continue  # a Pass or a Pin is never slipped
        meant += 1
        differ += slip(seen, opts, pick, Dice(k), easy.HABITS) != pick
    assert meant >= 10 and 0 < differ < meant / 2


@pytest.mark.slow
def test_normal_beats_random_in_seeded_matches(cat):
    score = 0.0
    for i in range(20):
        levels = ("normal", "random") if i % 2 == 0 else ("random", "normal")
        m = Match(random_setup(cat, 900 + i, "showdown", *levels), cat)
        dice = [Dice(900 + i, 1000 + s) for s in (0, 1)]
        while (seat := m.actor()) is not None:
            m.play(choose(levels[seat], m.state, seat, dice[seat]))
        w = m.state.over.winner
        score += 0.5 if w is None else float(levels[w] == "normal")
    assert score >= 15, score


@pytest.mark.slow
def test_tournament_shape_with_a_fake_clock(cat, monkeypatch):
    monkeypatch.setattr(hard, "PLAYOUTS", 8)
    ticks = iter(range(0, 10**9))
    fake = lambda: next(ticks) * 0.05  # noqa: E731 - 50 ms pass at every reading
    out = run_tournament(cat, 6, 7, fake, workers=1)
    assert set(out["pairs"]) == {"easy>random", "brawler>easy", "normal>brawler",
                                 "normal>heuristic", "hard>normal", "hard>heuristic"}
    assert [t["pair"] for t in out["targets"]] == list(out["pairs"])
    for lat in out["latency_ms"].values():
        assert lat["p50"] <= lat["p95"] <= lat["max"] and lat["decisions"] > 0
    assert out["games_per_pair"] == 6
    for key, d in out["pairs"].items():
        assert d["wins"] + d["losses"] + d["draws"] == 6
        assert d["score"] == round((d["wins"] + d["draws"] / 2) / 6, 3)
        assert d["low"] <= d["score"] <= d["high"]
        assert set(d["by_type"]) == {"normal", "hardcore", "showdown"}  # the types in turn


def test_tournament_seats_swap_and_repeat(cat, monkeypatch):
    monkeypatch.setattr(hard, "PLAYOUTS", 8)
    clock = lambda: 0.0  # noqa: E731
    a = play_match(cat, "easy", "random", 3, 0, clock)
    b = play_match(cat, "easy", "random", 3, 0, clock)
    assert a["score"] == b["score"] and a["turns"] == b["turns"]
    assert pairs() == [("easy", "random"), ("normal", "random"), ("hard", "random"),
                       ("normal", "easy"), ("hard", "easy"), ("hard", "normal")]


def test_tournament_plays_each_deal_from_both_seats(cat):
    clock = lambda: 0.0  # noqa: E731
    first, second, third = (play_match(cat, "easy", "random", 5, i, clock) for i in range(3))
    assert first["deal"] == second["deal"] != third["deal"]
    assert first["levels"] == ("easy", "random") and second["levels"] == ("random", "easy")
    assert (first["match_type"], third["match_type"]) == ("normal", "hardcore")


def test_tournament_gives_hard_no_clock(cat, monkeypatch):
    """The tournament's Hard plays the window's fixed budget: a clock that says every search
    is over at once changes nothing."""
    monkeypatch.setattr(hard, "PLAYOUTS", 6)
    ticks = iter(range(0, 10**9))
    a = play_match(cat, "hard", "brawler", 4, 1, lambda: 0.0)
    b = play_match(cat, "hard", "brawler", 4, 1, lambda: next(ticks) * 10.0)
    assert (a["score"], a["turns"], a["how"]) == (b["score"], b["turns"], b["how"])


def test_tournament_pairs_and_budgets_are_checked():
    assert parse_pair("hard@100:heuristic") == ("hard@100", "heuristic")
    for bad in ("hard", "hard:", "foo:random", "easy@5:random", "hard@0:random", "hard@x:easy"):
        with pytest.raises(ValueError):
            parse_pair(bad)


def test_score_interval():
    assert interval([1.0] * 10)[0] == 1.0 and interval([1.0] * 10)[1] < 1.0
    score, low, high = interval([1.0, 0.0, 0.5, 1.0] * 25)
    assert score == 0.625 and 0.52 < low < score < high < 0.72


def test_percentiles():
    p = percentiles([float(x) for x in range(1, 101)])
    assert (p["p50"], p["p95"], p["max"], p["decisions"]) == (50.0, 95.0, 100.0, 100)
    assert percentiles([])["decisions"] == 0


def test_the_heel_and_face_use_their_crowd_points(cat):
    for stars in ((PLAIN_HEEL, PLAIN_FACE), (PLAIN_FACE, PLAIN_HEEL)):
        m = make_match("showdown", stars, seed=8)
        s = m.state
        set_control(s, 0)
        s.sides[0].crowd_points = 2
        s.sides[0].hp = s.sides[0].max_hp // 2
        opts = legal_commands(s, 0)
        assert C.SpendCrowd(0) in opts
        assert choose("normal", s, 0, Dice(1)) in opts


class SteppingClock:
    """A fake clock (picklable, so it can go to the worker processes): each reading is later."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_tournament_on_two_workers(cat, monkeypatch):
    monkeypatch.setattr(hard, "PLAYOUTS", 8)
    out = run_tournament(cat, 1, 11, SteppingClock(0.1), workers=2,
                         pairs_to_play=[("hard@8", "brawler"), ("heuristic", "random")])
    assert len(out["pairs"]) == 2 and out["games_per_pair"] == 1
    assert all(d["wins"] + d["losses"] + d["draws"] == 1 for d in out["pairs"].values())
    assert out["latency_ms"]["hard@8"]["decisions"] > 0


def test_tournament_custom_playbooks_are_legal_and_the_ai_picks_their_leadoff(cat):
    """--playbooks custom: each seat plays its Superstar's playbook with pages swapped, naming
    no leadoff pages, so the AI seat chooses its own opening hand (issue 30, item 5)."""
    from collections import Counter

    from game.lab.tournament import custom_playbook, with_custom_playbooks
    from game.library.playbook import problems, starter_pages
    from game.match.setup import random_setup
    lib = cat.lib
    book = custom_playbook(cat, "ada_quill", 5)
    assert problems(book.pages, lib) == [] and book.leadoff == []
    assert book == custom_playbook(cat, "ada_quill", 5)  # the same for a seed
    starter = Counter(starter_pages(lib, lib.superstars["ada_quill"].playbook))
    assert 0 < sum((starter - Counter(book.pages)).values()) <= 10
    setup = with_custom_playbooks(random_setup(cat, 9, "normal", "greedy", "normal"), cat)
    m = Match(setup, cat)
    assert all(seat.custom is not None for seat in setup.seats)
    assert all(len(side.leadoff) > 0 for side in m.state.sides)  # the AI chose them
    r = play_match(cat, "heuristic", "brawler", 3, 0, lambda: 0.0, custom=True)
    assert r["score"] in (0.0, 0.5, 1.0)


def test_hard_and_normal_answer_a_pending_page_at_a_glance(cat):
    """The window asks an AI defender in the frame the move is played: Hard and Normal answer
    as the policy does, in one step, with no search (AI edition 2)."""
    from game.ai import Chooser, policy
    from game.match.seat_view import view
    m = make_match("normal", seed=4)
    for _ in range(200):
        seat = m.actor()
        if m.state.pending is not None and len(legal_commands(m.state, seat)) > 1:
            break
        m.play(choose("heuristic", m.state, seat, Dice(1)))
    else:
        raise AssertionError("no pending page with a choice")
    seen = view(m.state, seat)
    want = policy.choose(seen, seat, legal_commands(seen, seat))
    for level in ("normal", "hard"):
        ch = Chooser(level, m.state, seat, Dice(2))
        assert ch.step() and ch.result == want


def test_edition_3s_easy_forgets_half_its_counters_edition_2s_four_in_five():
    from game.ai import stepwise
    assert stepwise.EDITIONS[3]["easy"] is not stepwise.EDITIONS[2]["easy"]
    forgot = {easy.HABITS: 0, easy.HABITS3: 0}
    n = 400
    for k in range(n):
        for h in forgot:  # a counter meant, the same dice for both: forgotten below the share
            seen = type("Seen", (), {})()
            pick = C.Counter(0, 1)
            forgot[h] += slip(seen, [pick, C.Allow(0)], pick, Dice(k), h) != pick
    assert forgot[easy.HABITS3] < forgot[easy.HABITS]
    assert abs(forgot[easy.HABITS] / n - 0.80) < 0.07 and abs(forgot[easy.HABITS3] / n - 0.50) < 0.07
