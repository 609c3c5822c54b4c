"""A move's counter risk on its hover (session 59): the chance the foe's hand holds a page that
counters it, read only from what the seat sees (game.match.counter_risk)."""
from __future__ import annotations

from math import comb

import pytest


def _engine_counts(state, seat: int, move: int) -> int:
    """How many of the foe's unseen pages the engine would let counter the move, each tried in
    the foe's hand with the move pending (counter_blocker, the rule itself)."""
    from game.match import counter_blocker
    foe = state.sides[1 - seat]
    pool = foe.hand + foe.playbook
    n = 0
    for page in pool:
        t = state.clone()
        side = t.sides[1 - seat]
        side.hand, side.playbook = [page], [p for p in pool if p != page]
        t.pending = (seat, move)
        n += counter_blocker(t, 1 - seat, page) is None
    return n


@pytest.mark.parametrize("match_type,seed", [("normal", 1), ("hardcore", 2), ("showdown", 3),
                                             ("normal", 4)])
def test_the_risk_counts_the_pages_the_engine_lets_counter(match_type, seed):
    """For every page of seat 0's pool that is a move, the pages counted are exactly those the
    counter rule accepts, and the chance is a hand of the foe's size dealt from the pool."""
    from conftest import make_match
    from game.match import counter_risk
    st = make_match(match_type, seed=seed).state
    st.turn = 10  # (a uniform deal from turn 10 on)
    foe = st.sides[1]
    me = st.sides[0]
    seen = 0
    for hp in (foe.max_hp, foe.max_hp // 3):  # from underneath too: any Defensive page
        foe.hp = hp
        for move in me.hand + me.playbook:
            risk = counter_risk(st, 0, move)
            info = st.info(move)
            if not (info.is_move or info.special == "weapon") or "defensive" in info.tags:
                assert risk is None  # (a Defensive page is played only as a counter)
                continue
            seen += 1
            chance, could, unseen = risk
            assert could == _engine_counts(st, 0, move)
            assert unseen == len(foe.hand) + len(foe.playbook)
            k = len(foe.hand)
            assert chance == round(100 * (1 - comb(unseen - could, k) / comb(unseen, k)))
    assert seen


def _fisher_none(could: int, unseen: int, k: int, odds: float) -> float:
    """No counter in a hand of k from unseen, each counter `odds` times as likely, written out
    from the weights of every hand (small pools only)."""
    from itertools import combinations
    pool = [odds] * could + [1] * (unseen - could)
    total = none = 0.0
    for hand in combinations(range(unseen), k):
        weight = 1.0
        for i in hand:
            weight *= pool[i]
        total += weight
        none += weight * all(i >= could for i in hand)
    return none / total


@pytest.mark.parametrize("could,unseen,k", [(1, 2, 1), (2, 7, 3), (3, 9, 4), (0, 5, 2),
                                            (4, 6, 3), (5, 6, 3)])
def test_before_turn_ten_a_counter_is_twice_as_likely_in_the_hand(could, unseen, k):
    """Session 64: before turn 10 the told risk ran low (0.50 told, 0.65 held against the
    brawler; 0.53 and 0.74 against the heuristic: the foe's leadoff pages); a page that counters
    is taken as twice as likely to be in the hand as another then (LEADOFF_ODDS), a uniform deal
    from turn 10 on."""
    from game.match.dangers import LEADOFF_ODDS, none_held
    assert LEADOFF_ODDS == 2
    assert none_held(could, unseen, k, 2) == pytest.approx(_fisher_none(could, unseen, k, 2))
    assert none_held(could, unseen, k) == pytest.approx(comb(unseen - could, k) /
                                                        comb(unseen, k))


def test_the_leadoff_odds_hold_through_turn_nine_and_stop_at_ten():
    """The same table told at turn 9 and turn 10: the odds stop at exactly turn 10."""
    from conftest import make_match
    from game.match import counter_risk
    from game.match.dangers import none_held
    st = make_match("normal", seed=1).state
    foe = st.sides[1]
    move = next(p for p in st.sides[0].hand + st.sides[0].playbook
                if 0 < (counter_risk(st, 0, p) or (0, 0))[1] < 10)
    for turn, odds in ((9, 2), (10, 1)):
        st.turn = turn
        chance, could, unseen = counter_risk(st, 0, move)
        assert chance == round(100 * (1 - none_held(could, unseen, len(foe.hand), odds)))
    st.turn = 9
    early = counter_risk(st, 0, move)[0]
    st.turn = 10
    assert early > counter_risk(st, 0, move)[0]


def test_the_risk_moves_with_the_foes_momentum_stuns_and_hand():
    """A counter the foe can't pay for is no risk; a Stunned foe none; a foe whose whole pool
    is in hand, holding one counter, is a certain counter; an empty hand none."""
    from conftest import make_match
    from game.match import counter_risk
    st = make_match("normal", seed=1).state
    st.turn = 10  # (a uniform deal from turn 10 on)
    me, foe = st.sides
    move = next(p for p in me.hand + me.playbook if (counter_risk(st, 0, p) or (0, 0))[1])
    full = counter_risk(st, 0, move)
    foe.momentum = [0] * len(foe.momentum)
    assert counter_risk(st, 0, move)[1] <= full[1]
    foe.momentum = list(foe.caps)
    assert counter_risk(st, 0, move)[1] >= full[1]
    foe.statuses.append("stunned")
    assert counter_risk(st, 0, move) == (0, 0, full[2])
    foe.statuses.remove("stunned")
    pool = foe.hand + foe.playbook
    counters = [p for p in pool if _counts_alone(st, move, p)]
    others = [p for p in pool if p not in counters]
    assert counters and len(others) >= 2
    foe.hand, foe.playbook = [counters[0]] + others[:2], []
    assert counter_risk(st, 0, move) == (100, 1, 3)
    foe.hand, foe.playbook = [others[0]], [counters[0]]
    assert counter_risk(st, 0, move) == (50, 1, 2)
    foe.hand, foe.playbook = [], [counters[0]] + others
    assert counter_risk(st, 0, move)[0] == 0


def _counts_alone(st, move, page) -> bool:
    from game.match import counter_blocker
    t = st.clone()
    side = t.sides[1]
    side.hand = [page]
    t.pending = (0, move)
    return counter_blocker(t, 1, page) is None


def test_the_risk_reads_only_what_the_seat_sees():
    """The foe's hand and playbook swapped for another deal of the same pool, and the dice seed
    changed, tell the same risk (it is the view's: nothing hidden shows)."""
    from conftest import make_match
    from game.match import counter_risk, view
    st = make_match("hardcore", seed=5).state
    me, foe = st.sides
    moves = [p for p in me.hand + me.playbook if counter_risk(st, 0, p) is not None]
    before = [counter_risk(st, 0, p) for p in moves]
    pool = foe.hand + foe.playbook
    k = len(foe.hand)
    foe.hand, foe.playbook = pool[-k:], pool[:-k]
    st.seed += 17
    assert [counter_risk(st, 0, p) for p in moves] == before
    assert [counter_risk(view(st, 0), 0, p) for p in moves] == before


def test_a_moves_hover_tells_its_counter_risk(monkeypatch):
    """The lifted hand card of a move says its counter risk, after what it needs; a momentum
    page's says none."""
    import pygame
    from scene_helpers import frame, human_table
    from scenes.match import drawing
    from game.match import counter_risk
    sc = human_table((1280, 720), 3)
    seen = []
    real = drawing.HOV.hand_tips
    monkeypatch.setattr(drawing.HOV, "hand_tips",
                        lambda surface, rect, slot, helps, *a: (seen.append((slot.page, helps)),
                                                                real(surface, rect, slot, helps,
                                                                     *a)))
    st = sc.model.state
    told = {}
    for slot in list(sc.slots):
        seen.clear()
        sc.test_app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=slot.rect.center,
                                               rel=(0, 0), buttons=(0, 0, 0)))
        frame(sc.test_app)
        helps = next((h for page, h in reversed(seen) if page == slot.page), None)
        if helps is not None:
            told[slot.page] = [h for h in helps if h.startswith(("Counter risk", "No counter"))]
            needs = [i for i, h in enumerate(helps) if h.startswith("Needs ")]
            risk = [i for i, h in enumerate(helps) if h in told[slot.page]]
            assert not needs or not risk or needs[0] < risk[0]
    moves = [p for p in told if counter_risk(st, 0, p) is not None]
    assert moves and all(len(told[p]) == 1 for p in moves)
    assert all(f"about {counter_risk(st, 0, p)[0]}%" in told[p][0] for p in moves
               if told[p][0].startswith("Counter risk"))
    assert all(not told[p] for p in told if p not in moves)
    sc.test_app.stack.scenes.clear()


def test_the_risk_says_it_counts_the_leadoff_pages_before_turn_ten():
    """'Finishers at 25-41% risk kept getting countered' (session 60's play-test): before turn
    10 a hand still opens with its leadoff pages, every starter playbook's with a Defensive
    page, and the told risk ran low there (0.51 told, 0.65 held); the risk counts them then
    (session 64) and the hover says so then, and only then."""
    from scene_helpers import human_table
    from scenes.match.facts import EARLY_WORDS, counter_preview
    from game.library import load_library
    lib = load_library()
    assert all(any("defensive" in lib.pages[p].tags for p in pb.leadoff)
               for pb in lib.playbooks.values())
    sc = human_table((1280, 720), 3)
    st = sc.model.state
    page = next(p for p in st.sides[0].hand if counter_preview(sc.model, 0, p) and
                counter_preview(sc.model, 0, p)[0].startswith("Counter risk"))
    for turn, early in ((9, True), (10, False)):
        st.turn = turn
        lines = counter_preview(sc.model, 0, page)
        assert (lines[-1] == EARLY_WORDS) == early and lines[0].startswith("Counter risk")
    sc.test_app.stack.scenes.clear()


def test_a_regroup_ends_the_leadoff_odds_and_their_words():
    """Session 64's play-tester read "the foe's hand still holds their leadoff pages" right
    after the log said the foe regrouped (a fresh hand): once the foe has regrouped, the risk
    is a uniform deal and the hover says nothing of leadoff pages; the near seat's own regroup
    changes nothing."""
    from conftest import make_match
    from game.match import counter_risk, leadoff_held
    from game.match import events as E
    from game.match.dangers import none_held
    from scene_helpers import human_table
    from scenes.match.facts import EARLY_WORDS, counter_preview
    st = make_match("normal", seed=1).state

    class Entry:
        def __init__(self, *events):
            self.events = events
    mine = [Entry(E.HandRegrouped(0, ()))]
    theirs = [Entry(E.HandRegrouped(0, ())), Entry(E.HandRegrouped(1, ()))]
    assert leadoff_held(st, [], 1) and leadoff_held(st, mine, 1)
    assert not leadoff_held(st, theirs, 1)
    st.turn = 10
    assert not leadoff_held(st, [], 1)
    st.turn = 3
    move = next(p for p in st.sides[0].hand + st.sides[0].playbook
                if 0 < (counter_risk(st, 0, p) or (0, 0))[1] < 10)
    chance, could, unseen = counter_risk(st, 0, move, False)
    assert chance == round(100 * (1 - none_held(could, unseen, len(st.sides[1].hand))))
    assert chance < counter_risk(st, 0, move, True)[0] == counter_risk(st, 0, move)[0]
    sc = human_table((1280, 720), 3)
    page = next(p for p in sc.model.state.sides[0].hand if counter_preview(sc.model, 0, p) and
                counter_preview(sc.model, 0, p)[0].startswith("Counter risk"))
    assert counter_preview(sc.model, 0, page)[-1] == EARLY_WORDS
    sc.match.log.append(Entry(E.HandRegrouped(1, ())))
    sc.model.state.actions += 1  # (a new moment: the hover reads it again)
    assert EARLY_WORDS not in counter_preview(sc.model, 0, page)
    sc.test_app.stack.scenes.clear()


def test_a_defensive_page_tells_no_counter_risk():
    """"Played only to counter a move" stood over "Counter risk: about 66%" on a Defensive
    page's hover (session 64's play-tester): it has none to tell."""
    from conftest import make_match
    from game.match import counter_risk
    st = make_match("normal", seed=1).state
    pages = st.sides[0].hand + st.sides[0].playbook
    defensive = [p for p in pages if "defensive" in st.info(p).tags]
    assert defensive and all(counter_risk(st, 0, p) is None for p in defensive)
