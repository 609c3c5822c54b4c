"""Seed 002, the Showdown match type: one test per rule id ADV-1 .. ADV-20 (DESIGN.md section 3).

Turn numbering: state.turn counts the turns that have ENDED, so while state.turn == t the players
are in turn t + 1, and TurnEnded(turn=t) closes turn t. "After turn 20" therefore means: from
the moment state.turn reaches 20 (the 21st turn) onwards.
"""
from __future__ import annotations

import copy
import dataclasses
from collections import Counter
from fractions import Fraction

import pytest

from conftest import (PLAIN_FACE, PLAIN_HEEL, assert_illegal, assert_legal, catalog, connect,
                      decide_with_seed, find_seed, give, make_match, of, one,
                      plain_match, prepare_move, set_control, set_hand, set_hp, set_momentum,
                      set_position, set_statuses, term_total)
from game.match import commands as C
from game.match import events as E
from game.match.chances import CAP, DQ_LINE, STANDARD_REFEREE, final_chance, pin_terms
from game.match import Match
from game.match.rules import (AUTO_DAMAGE, AUTO_MAT, AUTO_RINGSIDE, AUTO_SHIFTS, BODY_THRESHOLD,
                        DITCH_CHANCE, EVENTS_AFTER_TURN, FINISHER_BONUS, decide)
from game.lab.simulate import play_out, random_setup
from game.match.apply import apply_in_place
from game.match import new_state
from game.match.state import rules_for
from game.library.words import MOVE_TYPES, STATUSES

# The seed's own table for ADV-10, written out here (not imported) so a wrong engine table fails.
SEED_INJURY_TYPES = {
    "injured_arm": {"arm_extended", "in_close", "mad_rush"},
    "injured_back": {"in_close", "back_to_foe", "victim_below"},
    "injured_head": {"standing_above", "behind_opponent", "head_down"},
    "injured_leg": {"leg_extended", "high_risk", "hit_or_miss"},
}


def neutral_referee(cat) -> str:
    """A Referee in the library that changes neither the count-out nor the DQ line."""
    for pid in cat.referees:
        r = cat.lib.pages[pid].referee
        if r.warnings_extra == 0 and r.dq_per_warning == 5:
            return pid
    raise AssertionError("no neutral referee in the library")


def pin_total(state, seat: int) -> int:
    return term_total(pin_terms(state, seat))


def pin_ready(match_type="normal", stars=(PLAIN_FACE, PLAIN_HEEL)) -> Match:
    """Seat 0 in control; both on their feet, no statuses, no last moves, equal momentum."""
    m = plain_match(match_type, stars)
    s = m.state
    for seat in (0, 1):
        set_momentum(s, seat, [0] * 6)
        set_statuses(s, seat, [])
        s.sides[seat].last_move = None
    s.moves_elapsed = 0
    s.referee = None
    return m


# ---- the seed's numbers ----------------------------------------------------------------------

def test_adv_seed_002_numbers_are_the_seeds():
    """Seed 002 is implemented rule for rule: these numbers come from the seed, not from tuning."""
    assert FINISHER_BONUS == 5  # ADV-5
    assert (AUTO_RINGSIDE, AUTO_MAT, AUTO_DAMAGE) == (4, 10, 40)  # ADV-11
    assert sorted(AUTO_SHIFTS) == [-2, -1, 1, 2]  # ADV-11
    assert DITCH_CHANCE == 50  # ADV-10
    assert BODY_THRESHOLD == 7  # ADV-9
    assert EVENTS_AFTER_TURN == 20  # ADV-3, ADV-6
    assert CAP == 95  # ADV-17
    assert (DQ_LINE, STANDARD_REFEREE.dq_per_warning) == (5, 5)  # ADV-19


# ---- ADV-1 ---------------------------------------------------------------------------------

def test_adv_1_showdown_won_by_pinfall_submission_or_dq(cat):
    """Simulated Showdowns end by pinfall, by submission and by disqualification, each with a
    winner and the event that decided it."""
    found: dict = {}
    for seed in range(3000):
        controllers = ("random", "random") if seed % 2 else ("greedy", "random")
        m = play_out(Match(random_setup(cat, seed, "showdown", *controllers), cat), seed)
        out = m.state.over
        assert out is not None
        if out.how in ("pinfall", "submission", "dq") and out.how not in found:
            found[out.how] = (seed, m)
        if len(found) == 3:
            break
    assert set(found) == {"pinfall", "submission", "dq"}, f"only found {sorted(found)}"
    for how, (seed, m) in found.items():
        events = [ev for entry in m.log for ev in entry.events]
        ended = one(events, E.MatchEnded)
        assert ended.winner in (0, 1) and ended.how == how
        if how == "pinfall":
            assert any(isinstance(e, E.PinAttempted) and e.success and e.seat == ended.winner
                       for e in events)
        elif how == "submission":
            assert any(isinstance(e, E.SubmissionAttempted) and e.success
                       and e.seat == ended.winner for e in events)
        else:
            assert any((isinstance(e, E.WarningsGiven) and e.dq and e.seat != ended.winner) or
                       (isinstance(e, E.WeaponUsed) and e.dq and e.seat != ended.winner)
                       for e in events)


# ---- ADV-2 ---------------------------------------------------------------------------------

def test_adv_2_referee_enters_when_none_in_play_and_cannot_be_played(cat):
    seats, refs = Counter(), Counter()
    for seed in range(60):
        m = plain_match("showdown", seed=seed)
        s = m.state
        assert s.referee is None and not s.ref_distracted()
        evs = m.play(C.Pass(0))
        entered = one(evs, E.RefereeEntered)
        # after the turn has ended
        assert evs.index(entered) > evs.index(one(evs, E.TurnEnded))
        assert entered.auto is True
        assert cat.lib.pages[entered.page].special == "referee"
        assert m.state.referee == (entered.seat, entered.page)
        seats[entered.seat] += 1
        refs[entered.page] += 1
        # a Referee in play: no second one at the end of the next turn
        evs = m.play(C.Pass(1))
        assert not of(evs, E.RefereeEntered)
    assert set(seats) == {0, 1}, "the Referee goes to a random side"
    assert len(refs) > 3, "the Referee is chosen at random"

    # the Ref distracted: nobody enters
    m = plain_match("showdown")
    m.state.ref_distracted_until = m.state.turn + 5
    assert not of(m.play(C.Pass(0)), E.RefereeEntered)

    # not a Showdown rule elsewhere
    for kind in ("normal", "hardcore"):
        m = plain_match(kind)
        assert not of(m.play(C.Pass(0)), E.RefereeEntered)

    # Referee specials can't be played from a hand, in any match type
    for kind in ("showdown", "normal", "hardcore"):
        m = plain_match(kind)
        for pid in cat.referees[:3]:
            inst = give(m.state, 0, pid, fresh=True)
            reason = assert_illegal(m.state, C.PlayPage(0, inst))
            assert "Referee" in reason


# ---- ADV-3 ---------------------------------------------------------------------------------

@pytest.mark.slow
def test_adv_3_automatic_events(cat):
    limit = rules_for("showdown").turn_limit
    lengths = Counter()
    for seed in range(300):
        m = make_match("showdown", seed=seed)
        turns = one(m.log[0].events, E.MatchStarted).auto_event_turns
        assert m.state.auto_event_turns == turns
        assert len(turns) <= 2 and len(set(turns)) == len(turns)
        assert all(EVENTS_AFTER_TURN < t < limit for t in turns), turns
        lengths[len(turns)] += 1
    assert set(lengths) == {0, 1, 2}, "0 to 2 automatic Events"
    for kind in ("normal", "hardcore"):
        assert make_match(kind).state.auto_event_turns == ()

    # over whole simulated Showdowns: only after turn 20, at most 2, never a repeated Event,
    # and never counted towards the three-per-match limit
    autos_seen = 0
    for seed in range(150):
        m = play_out(Match(random_setup(cat, seed, "showdown", "random", "random"), cat), seed)
        autos = []
        for entry in m.log:
            ended = of(entry.events, E.TurnEnded)
            for ev in of(entry.events, E.EventEntered):
                if ev.auto:
                    assert ended and ended[-1].turn > EVENTS_AFTER_TURN
                    assert ended[-1].turn in m.state.auto_event_turns
                    assert ev.instance == -1
                    autos.append(ev.page)
        assert len(autos) <= 2
        ids = [pid for _, pid, _, _ in m.state.events_in_play]
        assert len(ids) == len(set(ids)), "one copy of each Event per match"
        assert m.state.events_played == sum(1 for e in m.state.events_in_play if not e[2])
        autos_seen += len(autos)
    assert autos_seen > 0

    # forced: an automatic Event at the end of turn 21 enters, is not counted, and a third Event
    # from hand is still allowed; it never repeats an Event already in play
    m = plain_match("showdown")
    s = m.state
    s.referee = (0, neutral_referee(cat))
    s.turn = EVENTS_AFTER_TURN
    s.auto_event_turns = (EVENTS_AFTER_TURN + 1,)
    all_events = list(cat.events)
    keep = all_events[-1]
    s.events_in_play = [(0, pid, False, -2) for pid in all_events[:2]] + \
                       [(1, pid, True, -1) for pid in all_events[2:-1]]
    s.events_played = 2
    evs = m.play(C.Pass(0))
    auto = one(evs, E.EventEntered)
    assert auto.auto and auto.page == keep, "the only Event not yet in play"
    assert m.state.events_played == 2, "automatic Events don't count towards the limit"

    # nothing left to choose: no Event at all
    m = plain_match("showdown")
    s = m.state
    s.referee = (0, neutral_referee(cat))
    s.turn = EVENTS_AFTER_TURN
    s.auto_event_turns = (EVENTS_AFTER_TURN + 1,)
    s.events_in_play = [(1, pid, True, -1) for pid in all_events]
    assert not of(m.play(C.Pass(0)), E.EventEntered)

    # the limit of three counts only Events played from a hand
    m = plain_match("showdown")
    s = m.state
    s.events_in_play = [(1, pid, True, -1) for pid in all_events[:2]]
    s.events_played = 2
    third = give(s, 0, all_events[3], fresh=True)
    evs = assert_legal(s, C.PlayPage(0, third))
    m.play(C.PlayPage(0, third))
    assert m.state.events_played == 3
    set_control(m.state, 0)
    fourth = give(m.state, 0, all_events[4], fresh=True)
    assert "Three" in assert_illegal(m.state, C.PlayPage(0, fourth))


# ---- ADV-4 ---------------------------------------------------------------------------------

@pytest.mark.parametrize("match_type", ["showdown", "normal"])
def test_adv_4_countered_move_is_shuffled_into_its_owners_playbook(match_type):
    m = plain_match(match_type)
    s = m.state
    move = give(s, 0, "jab_flurry")
    set_momentum(s, 0, "max")
    counter = set_hand(s, 1, ["forearm_shield"])[0]
    set_momentum(s, 1, "max")
    m.play(C.PlayPage(0, move))
    assert m.state.pending == (0, move)
    evs = m.play(C.Counter(1, counter))
    one(evs, E.MoveCountered)
    attacker, defender = m.state.sides
    if match_type == "showdown":
        assert move in attacker.playbook and move not in attacker.discard
        assert move not in attacker.hand
    else:
        assert move in attacker.discard and move not in attacker.playbook
    assert counter in defender.discard


# ---- ADV-5 ---------------------------------------------------------------------------------

@pytest.mark.parametrize("match_type", ["showdown", "normal", "hardcore"])
def test_adv_5_finishers_do_plus_five_in_showdown_only(match_type, cat):
    for page in ("final_exam", "haymaker"):
        m = plain_match(match_type)
        ev = one(connect(m, 0, page), E.MoveConnected)
        info = cat.info[page]
        terms = dict(ev.terms)
        assert terms["base"] == info.damage
        if match_type == "showdown" and "finisher" in info.tags:
            assert terms.get("finisher") == FINISHER_BONUS
        else:
            assert "finisher" not in terms
        assert ev.damage == max(0, term_total(ev.terms))
        if match_type != "showdown":
            assert ev.damage == info.damage  # no bonuses on these Superstars, no auto effects


# ---- ADV-6 ---------------------------------------------------------------------------------

def test_adv_6_move_to_ringside_once_after_turn_20_in_showdown(cat):
    m = plain_match("showdown")
    s = m.state
    s.referee = (0, neutral_referee(cat))
    for turn in range(0, EVENTS_AFTER_TURN):  # turns 1..20
        s.turn = turn
        for seat in (0, 1):
            set_control(s, seat)
            assert_illegal(s, C.MoveToRingside(seat))
    s.turn = EVENTS_AFTER_TURN  # turn 21
    set_control(s, 0)
    assert_legal(s, C.MoveToRingside(0))
    evs = m.play(C.MoveToRingside(0))
    assert {(e.seat, e.source) for e in of(evs, E.WentToRingside)} == \
        {(0, "button"), (1, "taken outside")}
    assert m.state.sides[0].at_ringside and m.state.sides[1].at_ringside
    # back in the ring, later: seat 0 has used it, seat 1 still may, once
    s = m.state
    for seat in (0, 1):
        set_position(s, seat, at_ringside=False)
    s.turn = EVENTS_AFTER_TURN + 10
    set_control(s, 0)
    assert "already" in assert_illegal(s, C.MoveToRingside(0))
    set_control(s, 1)
    assert_legal(s, C.MoveToRingside(1))
    m.play(C.MoveToRingside(1))
    s = m.state
    for seat in (0, 1):
        set_position(s, seat, at_ringside=False)
    set_control(s, 1)
    assert_illegal(s, C.MoveToRingside(1))

    # compared with the other types: never in Normal, any time (and again) in Hardcore
    m = plain_match("normal")
    assert_illegal(m.state, C.MoveToRingside(0))
    m = plain_match("hardcore")
    assert_legal(m.state, C.MoveToRingside(0))


# ---- ADV-7 ---------------------------------------------------------------------------------

def test_adv_7_pin_only_in_the_ring_and_foe_on_mat_or_finisher(cat):
    m = pin_ready("showdown")
    s = m.state
    reason = assert_illegal(s, C.PressPin(0))  # foe standing, no Finisher
    assert reason
    set_position(s, 1, on_mat=True)
    assert_legal(s, C.PressPin(0))
    # at ringside: never, whoever is out there
    for out in (0, 1):
        set_position(s, out, at_ringside=True)
        assert_illegal(s, C.PressPin(0))
        set_position(s, out, at_ringside=False)
    # a Finisher connected this turn or last turn lets you pin a standing foe
    set_position(s, 1, on_mat=False)
    s.turn = 10
    fin = next(i for i, p in enumerate(s.pages) if p == "final_exam")
    for ago, allowed in ((0, True), (1, True), (2, False), (5, False)):
        s.sides[0].last_move = (s.turn - ago, fin, 10, ("drop", "finisher"))
        if allowed:
            assert_legal(s, C.PressPin(0))
        else:
            assert_illegal(s, C.PressPin(0))
    # a non-Finisher this turn does not
    s.sides[0].last_move = (s.turn, fin, 10, ("drop", "trademark"))
    assert_illegal(s, C.PressPin(0))
    # for real: connect a Finisher, foe still standing, and the button is there
    m = pin_ready("showdown")
    connect(m, 0, "final_exam")
    set_position(m.state, 1, on_mat=False, at_ringside=False)
    set_position(m.state, 0, at_ringside=False)
    set_control(m.state, 0)
    assert_legal(m.state, C.PressPin(0))
    # the other match types: a standing foe can be pinned, but never at ringside
    for kind in ("normal", "hardcore"):
        m = pin_ready(kind)
        assert_legal(m.state, C.PressPin(0))
        set_position(m.state, 1, at_ringside=True)
        assert_illegal(m.state, C.PressPin(0))


PIN_PAGES = sorted(pid for pid, info in catalog().info.items()
                   if any(e.do == "pin" for e in info.effects))


def test_adv_7_the_library_has_pages_that_pin():
    assert len(PIN_PAGES) >= 4, PIN_PAGES


@pytest.mark.parametrize("page", PIN_PAGES)
def test_adv_7_a_page_that_pins_obeys_adv_7_in_a_showdown(page, cat):
    """ADV-7 for every pin: a pinning page can't be played in a Showdown against a standing foe
    unless a Finisher connected this turn or last turn, nor outside the ring; the table shows
    why. In Normal and Hardcore it pins a standing foe as before."""
    m = pin_ready("showdown")
    s = m.state
    inst = prepare_move(s, 0, page)
    s.turn = 10
    s.sides[0].last_move = None
    reason = assert_illegal(s, C.PlayPage(0, inst))
    assert "pin" in reason and "Finisher" in reason
    fin = next(i for i, p in enumerate(s.pages) if p == "final_exam")
    for ago, allowed in ((0, True), (1, True), (2, False)):
        s.sides[0].last_move = (s.turn - ago, fin, 10, ("drop", "finisher"))
        if allowed:
            assert_legal(s, C.PlayPage(0, inst))
        else:
            assert_illegal(s, C.PlayPage(0, inst))
    s.sides[0].last_move = (s.turn, fin, 10, ("drop", "trademark"))  # not a Finisher
    assert_illegal(s, C.PlayPage(0, inst))
    # after a Finisher last turn the page connects and pins (its own connection doesn't undo it)
    s.sides[0].last_move = (s.turn - 1, fin, 10, ("drop", "finisher"))
    pin = one(decide(s, C.PlayPage(0, inst)), E.PinAttempted)
    assert pin.by == "move" and pin.cost == 0
    assert dict(pin.terms).get("finisher") == 20  # ADV-16 reads ADV-7's Finisher (edition 6)

    # the old rules (edition 4) let it pin a standing foe: an old save re-decides the same
    s.sides[0].last_move = None
    s.rules = dataclasses.replace(s.rules, edition=4)
    assert one(assert_legal(s, C.PlayPage(0, inst)), E.PinAttempted).by == "move"

    # the other match types: a standing foe can be pinned by the page
    for kind in ("normal", "hardcore"):
        m = pin_ready(kind)
        inst = prepare_move(m.state, 0, page)
        assert one(assert_legal(m.state, C.PlayPage(0, inst)), E.PinAttempted).by == "move"


def test_adv_7_a_pinning_special_needs_the_ring_and_a_foe_down(cat):
    """A special that pins (a card file may hold one) obeys ADV-7 too, and one that puts the foe
    down before pinning may be played on a standing foe."""
    from game.library import PageCard
    from game.library.catalog import Catalog
    lib = cat.lib
    extra = {
        "test_pin_special": PageCard(id="test_pin_special", name="Schoolboy", kind="special",
                                     special="gameplan", effects=[{"do": "pin"}]),
        "test_floor_then_pin": PageCard(id="test_floor_then_pin", name="Trip And Cover",
                                        kind="special", special="gameplan",
                                        effects=[{"do": "to_mat"}, {"do": "pin"}]),
    }
    lib2 = copy.copy(lib)
    lib2.pages = {**lib.pages, **extra}
    cat2 = Catalog(lib2)
    m = make_match("showdown", cat=cat2, move_cards=([], []))
    s = m.state
    set_control(s, 0)
    s.referee = None
    a = give(s, 0, "test_pin_special", fresh=True)
    b = give(s, 0, "test_floor_then_pin", fresh=True)
    assert "Finisher" in assert_illegal(s, C.PlayPage(0, a))
    assert one(assert_legal(s, C.PlayPage(0, b)), E.PinAttempted).by == "special"
    set_position(s, 1, on_mat=True)
    assert one(assert_legal(s, C.PlayPage(0, a)), E.PinAttempted).by == "special"
    set_position(s, 1, at_ringside=True)
    assert "ring" in assert_illegal(s, C.PlayPage(0, a))
    assert "ring" in assert_illegal(s, C.PlayPage(0, b))


@pytest.mark.slow
def test_adv_7_no_pin_of_a_standing_foe_without_a_finisher_in_simulated_showdowns(cat):
    """Seeds 7405 (normal AIs) and 7109 (random) once pinned a standing foe with a page. Over
    simulated Showdowns, refolded event by event: every pin, by button, move or special, comes in
    the ring against a foe on the mat or within a turn of a Finisher the pinner connected."""
    games = [(7405, "normal", "normal"), (7109, "random", "random")] + \
        [(seed, "random", "random") for seed in range(60)]
    pins = 0
    for seed, p1, p2 in games:
        m = play_out(Match(random_setup(cat, seed, "showdown", p1, p2), cat), seed)
        s = new_state(m.setup, cat)
        finisher_turn = [-10, -10]
        for entry in m.log:
            for ev in entry.events:
                if isinstance(ev, E.PinAttempted):
                    me, foe = s.sides[ev.seat], s.sides[1 - ev.seat]
                    assert not me.at_ringside and not foe.at_ringside
                    assert foe.on_mat or s.turn - finisher_turn[ev.seat] <= 1, (seed, ev)
                    pins += 1
                apply_in_place(s, ev)
                if isinstance(ev, E.MoveConnected) and "finisher" in ev.tags:
                    finisher_turn[ev.seat] = s.turn
    assert pins > 0


# ---- ADV-8 ---------------------------------------------------------------------------------

def turns_to_count_out(match_type: str, cat, referee: str | None = None) -> int:
    """How many counts the referee makes on a Superstar who stays outside, passing."""
    m = plain_match(match_type)
    s = m.state
    if referee is None and match_type == "showdown":
        referee = neutral_referee(cat)
    s.referee = (0, referee) if referee else None
    s.auto_event_turns = ()
    set_position(s, 0, at_ringside=True)
    counts = 0
    for _ in range(40):
        evs = m.play(C.Pass(m.state.control))
        counts += sum(0 in e.counted for e in evs if isinstance(e, E.TurnEnded))
        if m.state.over is not None:
            assert (m.state.over.how, m.state.over.winner) == ("countout", 1)
            return counts
    raise AssertionError("no count-out")


def test_adv_8_one_extra_turn_at_ringside_in_showdown(cat):
    normal = turns_to_count_out("normal", cat)
    hardcore = turns_to_count_out("hardcore", cat)
    showdown = turns_to_count_out("showdown", cat)
    assert normal == hardcore
    assert showdown == normal + 1
    assert rules_for("showdown").count_out_after == rules_for("normal").count_out_after + 1
    assert (normal, showdown) == (3, 4)  # counted out on the third count, in a Showdown the fourth


REFEREES = catalog().referees


@pytest.mark.parametrize("referee", REFEREES)
def test_adv_8_no_referee_moves_the_count_out(referee, cat):
    """ADV-8 holds whatever Referee is in play: a Showdown count-out comes exactly one count later
    than a Normal match's."""
    assert turns_to_count_out("showdown", cat, referee) == 4
    assert turns_to_count_out("normal", cat, referee) == 3


# ---- ADV-9 ---------------------------------------------------------------------------------

def test_adv_9_every_seven_damage_to_a_part_puts_its_injury_status_into_play():
    m = plain_match("showdown")
    s = m.state

    def arm_drag():
        set_position(m.state, 0, at_ringside=False)
        set_position(m.state, 1, at_ringside=False, on_mat=False)
        evs = connect(m, 0, "arm_drag")  # 2 damage to the arm, base below 5: no auto change
        assert one(evs, E.MoveConnected).damage == 2
        return [e for e in evs if isinstance(e, E.StatusAdded) and e.status == "injured_arm"]

    assert [arm_drag() for _ in range(3)] == [[], [], []]  # 6 damage: nothing yet
    added = arm_drag()  # 8 damage: past 7
    assert len(added) == 1 and added[0].seat == 1
    assert m.state.sides[1].statuses.count("injured_arm") == 1
    assert "injured_arm" not in m.state.sides[0].statuses
    # removed: it comes back at 14, not before
    set_statuses(m.state, 1, [])
    assert [arm_drag() for _ in range(2)] == [[], []]  # 10, 12
    assert len(arm_drag()) == 1  # 14
    # one copy: at 21 with the Status still in play nothing is added
    assert [arm_drag() for _ in range(4)] == [[], [], [], []]  # 16 .. 22
    assert m.state.sides[1].statuses.count("injured_arm") == 1
    assert m.state.sides[1].body["arm"] == 22

    # a big hit that crosses a threshold from below: 6 -> 11 puts it in play too
    m = plain_match("showdown")
    m.state.sides[1].body["arm"] = 6
    evs = connect(m, 0, "arm_drag")
    assert any(isinstance(e, E.StatusAdded) and e.status == "injured_arm" for e in evs)

    # Showdown only
    m = plain_match("normal")
    m.state.sides[1].body["arm"] = 6
    evs = connect(m, 0, "arm_drag")
    assert not of(evs, E.StatusAdded)


def test_adv_9_damage_from_specials_and_weapons_counts_towards_the_threshold():
    m = plain_match("showdown")
    s = m.state
    s.sides[1].body["arm"] = 6
    set_control(s, 0)
    set_momentum(s, 0, "max")
    inst = give(s, 0, "rope_snap")  # a Damage special: 2 damage to the arm
    evs = m.play(C.PlayPage(0, inst))
    assert one(evs, E.DamageDealt).part == "arm"
    assert m.state.sides[1].body["arm"] == 8
    assert "injured_arm" in m.state.sides[1].statuses


# ---- ADV-10 --------------------------------------------------------------------------------

def move_of_type(cat, move_type: str) -> str:
    """A plain move page of a move type: not Defensive, not a Hold, no pin or warnings."""
    for pid in sorted(cat.info):
        info = cat.info[pid]
        if info.kind != "move" or info.move_type != move_type:
            continue
        if info.tags & {"defensive", "hold"}:
            continue
        if any(e.do in ("pin", "warnings") for e in info.effects):
            continue
        return pid
    raise AssertionError(f"no plain {move_type} move")


def ditch_state(status="injured_arm", page="jab_flurry", match_type="showdown"):
    m = plain_match(match_type)
    s = m.state
    set_statuses(s, 0, [status])
    inst = prepare_move(s, 0, page)
    assert len(s.sides[0].hand) >= 2
    return s, C.PlayPage(0, inst)


def test_adv_10_injury_status_table_matches_the_seed(cat):
    for status, types in SEED_INJURY_TYPES.items():
        for move_type in MOVE_TYPES:
            page = move_of_type(cat, move_type)
            s, cmd = ditch_state(status, page)
            rolled = [e for e in decide(s, cmd) if isinstance(e, E.DitchRolled)]
            if move_type in types:
                assert len(rolled) == 1 and rolled[0].status == status and rolled[0].seat == 0, \
                    (status, move_type)
            else:
                assert rolled == [], (status, move_type)
    # no injury Status: no roll
    s, cmd = ditch_state(status="stunned")
    assert not of(decide(s, cmd), E.DitchRolled)


def test_adv_10_injured_arm_ditches_on_a_roll_of_50_or_less():
    s, cmd = ditch_state()
    hand_before = list(s.sides[0].hand)
    hand_before.remove(cmd.page)

    seed, evs = find_seed(s, cmd, lambda evs: any(isinstance(e, E.DitchRolled) and e.ditched
                                                  for e in evs))
    rolled = one(evs, E.DitchRolled)
    assert rolled.roll <= DITCH_CHANCE
    ditched = one(evs, E.PageDitched)
    assert ditched.seat == 0 and ditched.page in hand_before
    assert evs.index(ditched) == evs.index(rolled) + 1

    seed, evs = find_seed(s, cmd, lambda evs: any(isinstance(e, E.DitchRolled) and not e.ditched
                                                  for e in evs))
    assert one(evs, E.DitchRolled).roll > DITCH_CHANCE
    assert not of(evs, E.PageDitched)

    # the boundary, over many seeds: ditched exactly when roll <= 50
    for seed in range(300):
        evs = decide_with_seed(s, cmd, seed)
        rolled = one(evs, E.DitchRolled)
        assert rolled.ditched == (rolled.roll <= DITCH_CHANCE)
        assert bool(of(evs, E.PageDitched)) == rolled.ditched


def test_adv_10_ditch_rate_is_about_half():
    s, cmd = ditch_state()
    n = 2000
    hits = sum(one(decide_with_seed(s, cmd, seed), E.DitchRolled).ditched for seed in range(n))
    assert 0.40 * n <= hits <= 0.60 * n, hits / n


# ---- ADV-11 --------------------------------------------------------------------------------

def test_adv_11_automatic_effect_rates():
    """Fixed seeds, so this is deterministic; bounds are 5 standard deviations wide."""
    m = plain_match("showdown")
    s = m.state
    inst = prepare_move(s, 0, "spinning_backhand")  # 5 base damage, no effects of its own
    cmd = C.PlayPage(0, inst)
    n = 3000
    ringside = mat = changed = several = 0
    shifts = Counter()
    for seed in range(n):
        evs = decide_with_seed(s, cmd, seed)
        auto = one(evs, E.AutoEffects)
        assert [r[0] for r in auto.rolls] == ["to ringside", "to the mat", "damage change"]
        out = any(isinstance(e, E.WentToRingside) and e.seat == 1 for e in evs)
        down = any(isinstance(e, E.WentDown) and e.seat == 1 for e in evs)
        connected = one(evs, E.MoveConnected)
        shift = connected.damage - 5
        assert out == auto.rolls[0][3] and down == auto.rolls[1][3]
        assert (shift != 0) == auto.rolls[2][3]
        ringside += out
        mat += down
        changed += shift != 0
        several += (out + down + (shift != 0)) >= 2
        if shift:
            assert shift in (-2, -1, 1, 2)
            assert dict(connected.terms).get("automatic") == shift
            shifts[shift] += 1

    def near(count, pct):
        p = pct / 100
        sd = (p * (1 - p) / n) ** 0.5
        return abs(count / n - p) <= 5 * sd

    assert near(ringside, AUTO_RINGSIDE), ringside / n
    assert near(mat, AUTO_MAT), mat / n
    assert near(changed, AUTO_DAMAGE), changed / n
    assert set(shifts) == {-2, -1, 1, 2}
    assert all(abs(c / changed - 0.25) < 0.06 for c in shifts.values()), shifts
    assert several > 0, "several effects can happen on one move"


def test_adv_11_no_auto_effects_on_holds_defensive_moves_or_outside_showdown():
    # a Hold
    m = plain_match("showdown")
    evs = connect(m, 0, "wristlock_twist")
    assert of(evs, E.MoveConnected) and not of(evs, E.AutoEffects)
    # a Defensive counter connecting
    m = plain_match("showdown")
    s = m.state
    move = give(s, 0, "jab_flurry")
    set_momentum(s, 0, "max")
    counter = set_hand(s, 1, ["forearm_shield"])[0]
    set_momentum(s, 1, "max")
    m.play(C.PlayPage(0, move))
    for seed in range(50):
        evs = decide_with_seed(m.state, C.Counter(1, counter), seed)
        assert of(evs, E.MoveConnected) and not of(evs, E.AutoEffects)
    # not in the other match types
    for kind in ("normal", "hardcore"):
        m = plain_match(kind)
        assert not of(connect(m, 0, "spinning_backhand"), E.AutoEffects)


def test_adv_11_damage_change_only_for_base_damage_5_or_more(cat):
    m = plain_match("showdown")
    s = m.state
    inst = prepare_move(s, 0, "haymaker")  # base 4
    assert cat.info["haymaker"].damage == 4
    for seed in range(400):
        evs = decide_with_seed(s, C.PlayPage(0, inst), seed)
        auto = one(evs, E.AutoEffects)
        assert [r[0] for r in auto.rolls] == ["to ringside", "to the mat"]
        connected = one(evs, E.MoveConnected)
        assert "automatic" not in dict(connected.terms)
        assert connected.damage == 4


# ---- ADV-12 --------------------------------------------------------------------------------

def test_adv_12_showdown_lasts_60_turns_by_default(cat):
    assert rules_for("showdown").turn_limit == 60
    m = make_match("showdown")
    assert m.state.rules.turn_limit == 60
    assert make_match("showdown", turn_limit=30).state.rules.turn_limit == 30
    for last_turn, ends in ((58, False), (59, True)):
        m = plain_match("showdown")
        s = m.state
        s.referee = (0, neutral_referee(cat))
        s.auto_event_turns = ()
        s.turn = last_turn
        m.play(C.Pass(0))
        if ends:
            assert m.state.over is not None and m.state.over.how == "draw"
            assert m.state.over.winner is None and m.state.turn == 60
        else:
            assert m.state.over is None


# ---- ADV-13 --------------------------------------------------------------------------------

def expected_base(hp: int, start: int) -> int:
    """The seed's table, with exact fractions."""
    if Fraction(hp) >= Fraction(start, 2):
        return -100
    if Fraction(hp) >= Fraction(start, 4):
        return -25
    if Fraction(hp) >= Fraction(start, 10):
        return -10
    if hp > 0:
        return 0
    return 25


def base_term(state, seat: int) -> int:
    terms = pin_terms(state, seat)
    name, value = terms[0]
    assert "base" in name
    return value


def test_adv_13_base_pin_chance_by_hp():
    m = pin_ready("showdown")
    s = m.state
    # the boundaries at 60 starting HP
    for hp, want in ((60, -100), (30, -100), (29, -25), (15, -25), (14, -10), (6, -10),
                     (5, 0), (1, 0), (0, 25)):
        set_hp(s, 1, hp, max_hp=60)
        assert base_term(s, 0) == want, (hp, want)
    # every HP of every starting HP a Superstar can have (45..75 plus bonuses)
    for start in range(45, 90):
        for hp in range(0, start + 1):
            set_hp(s, 1, hp, max_hp=start)
            assert base_term(s, 0) == expected_base(hp, start), (hp, start)


# ---- ADV-14 --------------------------------------------------------------------------------

def test_adv_14_status_bonus():
    m = pin_ready("showdown")
    s = m.state
    set_position(s, 1, on_mat=True)
    base = pin_total(s, 0)
    cases = [(["stunned"], 5), (["busted_open"], 2), (["injured_arm"], 2),
             (["stunned", "busted_open", "injured_arm"], 9),
             (list(STATUSES), 5 + 2 * (len(STATUSES) - 1))]
    for statuses, bonus in cases:
        set_statuses(s, 1, statuses)
        assert pin_total(s, 0) - base == bonus, statuses
    # it is the pinned Superstar's Statuses that count, not the pinner's
    set_statuses(s, 1, [])
    set_statuses(s, 0, ["stunned", "busted_open"])
    assert pin_total(s, 0) == base


# ---- ADV-15 --------------------------------------------------------------------------------

def test_adv_15_momentum_bonus_twice_the_difference():
    m = pin_ready("showdown")
    s = m.state
    base = pin_total(s, 0)
    for mine, yours in (([2, 2, 2, 2, 2, 2], [1, 0, 0, 1, 0, 1]), ([0] * 6, [3, 0, 2, 0, 2, 0]),
                        ([1, 1, 0, 0, 0, 0], [0, 0, 0, 0, 1, 1])):
        set_momentum(s, 0, mine)
        set_momentum(s, 1, yours)
        assert pin_total(s, 0) - base == (sum(mine) - sum(yours)) * 2
    # negative when the pinner has less momentum: the term itself is recorded as -18
    set_momentum(s, 0, [0] * 6)
    set_momentum(s, 1, [3, 3, 3, 0, 0, 0])
    assert [v for n, v in pin_terms(s, 0) if "momentum" in n] == [-18]


# ---- ADV-16 --------------------------------------------------------------------------------

def last_move_bonus(m, seat=0) -> int:
    s = m.state
    with_move = pin_total(s, seat)
    keep = s.sides[seat].last_move
    s.sides[seat].last_move = None
    without = pin_total(s, seat)
    s.sides[seat].last_move = keep
    return with_move - without


def test_adv_16_last_move_bonus():
    # an Impact Trademark for 7 -> +14 (played for real, Normal: no automatic damage change)
    m = pin_ready("normal")
    ev = one(connect(m, 0, "dockhand_discus"), E.MoveConnected)
    assert ev.damage == 7 and {"impact", "trademark"} <= set(ev.tags)
    assert last_move_bonus(m) == 14
    # damage bonuses count: Mack Doyle's ability gives Arm Extended +1 -> 8 damage -> +15
    m = pin_ready("normal", stars=("mack_doyle", PLAIN_FACE))
    ev = one(connect(m, 0, "dockhand_discus"), E.MoveConnected)
    assert ev.damage == 8
    assert last_move_bonus(m) == 15
    # a Finisher: +20, Impact +2, Takedown +2, plus its damage
    m = pin_ready("normal")
    ev = one(connect(m, 0, "last_orders"), E.MoveConnected)
    assert {"impact", "takedown", "finisher"} <= set(ev.tags)
    assert last_move_bonus(m) == 20 + 2 + 2 + ev.damage
    # in a Showdown the damage includes the +5 for the Finisher
    m = pin_ready("showdown")
    ev = one(connect(m, 0, "last_orders"), E.MoveConnected)
    assert ev.damage == term_total(ev.terms) and dict(ev.terms)["finisher"] == FINISHER_BONUS
    assert last_move_bonus(m) == 20 + 2 + 2 + ev.damage
    # a plain move: only its damage
    m = pin_ready("normal")
    ev = one(connect(m, 0, "elbow_smash"), E.MoveConnected)
    assert ev.tags == () and last_move_bonus(m) == ev.damage == 3
    # this turn or last turn only
    s = m.state
    turn, page, dmg, tags = s.sides[0].last_move
    s.sides[0].last_move = (s.turn - 1, page, 7, ("impact", "trademark"))
    assert last_move_bonus(m) == 14
    s.sides[0].last_move = (s.turn - 2, page, 7, ("impact", "trademark"))
    assert last_move_bonus(m) == 0


# ---- ADV-17 --------------------------------------------------------------------------------

def test_adv_17_turn_bonus_cap_and_sure_failure():
    m = pin_ready("showdown")
    s = m.state
    set_position(s, 1, on_mat=True)
    base = pin_total(s, 0)
    for moves, bonus in ((0, 0), (1, 0), (2, 1), (3, 1), (41, 20)):
        s.moves_elapsed = moves
        assert pin_total(s, 0) - base == bonus
    assert final_chance((("a", 60), ("b", 60))) == CAP
    assert final_chance((("a", 95),)) == 95
    assert final_chance((("a", 40), ("b", -50))) == -10

    # above 95 -> 95: the button's pin fails on rolls above 95, whatever the seed
    set_hp(s, 1, 0)
    set_statuses(s, 1, ["stunned"])
    s.moves_elapsed = 400
    assert pin_total(s, 0) > CAP
    results = Counter()
    for seed in range(400):
        pin = one(decide_with_seed(s, C.PressPin(0), seed), E.PinAttempted)
        assert pin.chance == CAP
        assert pin.success == (pin.roll <= CAP)
        results[pin.success] += 1
    assert results[False] > 0 and results[True] > 0

    # <= 0 always fails, whatever the roll
    for hp, moves in ((60, 0), (3, 0)):  # -100 ... and exactly 0
        set_hp(s, 1, hp, max_hp=60)
        set_statuses(s, 1, [])
        s.moves_elapsed = moves
        assert final_chance(pin_terms(s, 0)) <= 0
        for seed in range(400):
            pin = one(decide_with_seed(s, C.PressPin(0), seed), E.PinAttempted)
            assert pin.chance <= 0 and not pin.success
    set_hp(s, 1, 3, max_hp=60)
    assert final_chance(pin_terms(s, 0)) == 0


# ---- ADV-18 --------------------------------------------------------------------------------

ATT = 5


def test_adv_18_failed_pin_button_costs_attitude():
    m = pin_ready("showdown", stars=(PLAIN_HEEL, PLAIN_FACE))
    s = m.state
    set_momentum(s, 0, {"attitude": 3})

    def press(expect_cost):
        set_control(m.state, 0)
        set_position(m.state, 1, on_mat=True)
        before = m.state.sides[0].momentum[ATT]
        evs = m.play(C.PressPin(0))
        pin = one(evs, E.PinAttempted)
        assert pin.by == "button" and not pin.success  # full HP: -100
        assert pin.cost == expect_cost
        assert m.state.sides[0].momentum[ATT] == before - expect_cost
        return evs

    press(0)
    assert m.state.sides[0].failed_pins == 1
    press(1)
    assert m.state.sides[0].failed_pins == 2
    assert m.state.sides[0].momentum[ATT] == 2  # 3 - 0 - 1
    # 1 Attitude left, the button costs 2: it can't be pressed
    set_control(m.state, 0)
    set_position(m.state, 1, on_mat=True)
    set_momentum(m.state, 0, {"attitude": 1})
    assert "Attitude" in assert_illegal(m.state, C.PressPin(0))
    set_momentum(m.state, 0, {"attitude": 2})
    press(2)
    assert m.state.sides[0].failed_pins == 3 and m.state.sides[0].momentum[ATT] == 0

    # a move's pin: no Attitude to pay, not counted, allowed although the button is not
    # (after a Finisher this turn, so ADV-7 lets the page pin a standing foe)
    set_position(m.state, 1, on_mat=False)
    fin = next(i for i, p in enumerate(m.state.pages) if p == "final_exam")
    m.state.sides[0].last_move = (m.state.turn, fin, 10, ("drop", "finisher"))
    evs = connect(m, 0, "pocket_cradle")
    pin = one(evs, E.PinAttempted)
    assert pin.by == "move" and pin.cost == 0 and not pin.success
    assert m.state.sides[0].failed_pins == 3
    assert m.state.sides[0].momentum[ATT] == 0


# ---- ADV-19 --------------------------------------------------------------------------------

@pytest.mark.parametrize("match_type", ["normal", "showdown"])
def test_adv_19_warnings_and_dq(match_type):
    per = STANDARD_REFEREE.dq_per_warning
    m = pin_ready(match_type, stars=(PLAIN_HEEL, PLAIN_FACE))
    warn = one(connect(m, 0, "belt_boot"), E.WarningsGiven)  # 3 warnings
    assert (warn.seat, warn.count, warn.total, warn.chance, warn.roll, warn.dq) == \
        (0, 3, 3, 0, 0, False)
    m.state.referee = None  # the standard referee for the second kick too
    s = m.state
    inst = prepare_move(s, 0, "belt_boot")
    cmd = C.PlayPage(0, inst)

    def warned(evs):
        return one(evs, E.WarningsGiven)

    seed, evs = find_seed(s, cmd, lambda evs: warned(evs).dq)
    w = warned(evs)
    assert (w.count, w.total, w.chance) == (3, 6, 6 * per) and w.roll <= 6 * per
    ended = one(evs, E.MatchEnded)
    assert (ended.winner, ended.how) == (1, "dq")
    seed, evs = find_seed(s, cmd, lambda evs: not warned(evs).dq)
    w = warned(evs)
    assert w.chance == 30 and w.roll > 30 and not of(evs, E.MatchEnded)

    # 4 warnings: no roll at all; 5: 25%
    for before, chance in ((1, 0), (2, 25)):
        s.sides[0].warnings = before
        for seed in range(100):
            w = warned(decide_with_seed(s, cmd, seed))
            assert w.total == before + 3 and w.chance == chance
            if chance == 0:
                assert w.roll == 0 and not w.dq
            else:
                assert w.dq == (w.roll <= chance)


@pytest.mark.parametrize("referee", REFEREES)
def test_adv_19_no_referee_disqualifies_below_five_warnings(referee, cat):
    """ADV-19 holds whatever Referee is in play: with 4 warnings or fewer there is no DQ roll; from
    5 the chance is 5% per warning times the total (rules edition 6: no Referee's own rate)."""
    for total, rolls in ((3, False), (4, False), (5, True), (6, True)):
        m = pin_ready("showdown", stars=(PLAIN_HEEL, PLAIN_FACE))
        s = m.state
        s.referee = (1, referee)
        before = total - 1  # sucker_punch gives 1 warning, under every Referee
        if before < 0:
            continue
        s.sides[0].warnings = before
        set_momentum(s, 0, "max")
        inst = give(s, 0, "sucker_punch")
        for seed in range(60):
            w = one(decide_with_seed(s, C.PlayPage(0, inst), seed), E.WarningsGiven)
            assert w.total == total
            if rolls:
                assert w.chance == min(100, 5 * total)
                assert w.dq == (w.chance > 0 and w.roll <= w.chance)
            else:
                assert (w.chance, w.roll, w.dq) == (0, 0, False), (referee, total)


# ---- ADV-20 --------------------------------------------------------------------------------

def crowd_for(evs, seat):
    return [e for e in evs if isinstance(e, E.CrowdSupportGiven) and e.seat == seat]


@pytest.mark.parametrize("match_type", ["showdown", "normal"])
def test_adv_20_same_move_type_twice_in_a_string_gives_crowd_support(match_type):
    m = plain_match(match_type)
    s = m.state
    set_control(s, 1)
    evs = m.play(C.Pass(1))  # control gained from a pass: a string at 0
    assert one(evs, E.ControlChanged).seat == 0
    assert m.state.string_count == 0

    def hit(page):
        set_position(m.state, 0, at_ringside=False)
        set_position(m.state, 1, at_ringside=False, on_mat=False)
        return connect(m, 0, page)

    # the seed's own example, a string of three, against a foe at full HP: punch (arm
    # extended), clothesline (mad rush), chop (arm extended): support after the chop
    foe = m.state.sides[1]
    assert foe.hp == foe.max_hp
    assert crowd_for(hit("jab_flurry"), 1) == [] and m.state.string_count == 1
    assert crowd_for(hit("running_lariat"), 1) == [] and m.state.string_count == 2
    evs = hit("ringing_chop")
    assert len(crowd_for(evs, 1)) == 1
    assert m.state.sides[1].crowd_points >= 1
    # (from edition 9 the third move of a string is where a foe with a fourth of their HP
    # fights back: the string of three is whole, then control goes over)
    assert m.state.control == 1 and m.state.string_seat == 1 and m.state.string_count == 0

    # a counter starts the counterer's string at 1, with the counter's move type
    m = plain_match(match_type)
    s = m.state
    move = give(s, 0, "push_kick")
    set_momentum(s, 0, "max")
    counter = set_hand(s, 1, ["catch_the_kick"])[0]  # Leg Extended counter, 1 damage
    set_momentum(s, 1, "max")
    m.play(C.PlayPage(0, move))
    evs = m.play(C.Counter(1, counter))
    assert m.state.string_seat == 1 and m.state.string_count == 1
    assert m.state.control == 1
    # the counterer's next Leg Extended move repeats the type within the string
    set_position(m.state, 0, on_mat=False, at_ringside=False)
    set_position(m.state, 1, at_ringside=False)
    m.state.sides[0].hp = (m.state.sides[0].max_hp - 1) // 4  # worn down: no fighting back
    evs = connect(m, 1, "shin_kick")
    assert len(crowd_for(evs, 0)) == 1 and m.state.string_count == 2

    # a string broken by a counter starts again: the same type is no repeat
    m = plain_match(match_type)
    hit_ = lambda page: (set_position(m.state, 1, on_mat=False, at_ringside=False),
                         set_position(m.state, 0, at_ringside=False), connect(m, 0, page))[-1]
    hit_("jab_flurry")
    s = m.state
    move = give(s, 0, "haymaker")
    set_momentum(s, 0, "max")
    counter = set_hand(s, 1, ["forearm_shield"])[0]
    set_momentum(s, 1, "max")
    m.play(C.PlayPage(0, move))
    m.play(C.Counter(1, counter))
    m.play(C.Pass(1))
    assert m.state.control == 0 and m.state.string_count == 0
    evs = hit_("jab_flurry")
    assert crowd_for(evs, 1) == [] and m.state.string_count == 1
