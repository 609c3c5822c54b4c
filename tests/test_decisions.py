"""Readings taken where the seeds are silent or loose (docs/DECISIONS.md, "Readings of the seeds"),
and the exact boundaries of ADV-11's automatic effects: one test per decision, each failing if the
engine took the other reading."""
from __future__ import annotations

import pytest

from conftest import (PLAIN_FACE, PLAIN_HEEL, connect, find_seed, give, make_match, of, one,
                      plain_match, prepare_move, set_control, set_hand, set_momentum,
                      set_position, set_statuses)
from game.match import commands as C
from game.match import events as E
from game.match.bonuses import damage_bonus, tapped_note
from game.match.chances import pin_terms
from game.match.rules import decide

# ---- ADV-11: the automatic effects at their exact lines, with forced dice -------------------

AUTO_LINES = {"to ringside": 4, "to the mat": 10, "damage change": 40}  # the seed's numbers


def auto_state(page="spinning_backhand"):
    m = plain_match("showdown")
    s = m.state
    inst = prepare_move(s, 0, page)  # base damage 5, no effects of its own
    return s, C.PlayPage(0, inst)


def roll_of(evs, name: str) -> int:
    return next(r[2] for r in one(evs, E.AutoEffects).rolls if r[0] == name)


@pytest.mark.parametrize("name", sorted(AUTO_LINES))
@pytest.mark.parametrize("over", [0, 1])
def test_adv_11_each_automatic_effect_happens_on_its_line_and_not_one_above(name, over):
    """A roll of exactly 4 / 10 / 40 gives the effect; 5 / 11 / 41 does not."""
    s, cmd = auto_state()
    line = AUTO_LINES[name]
    seed, evs = find_seed(s, cmd, lambda evs: roll_of(evs, name) == line + over,
                          seeds=range(20000))
    row = next(r for r in one(evs, E.AutoEffects).rolls if r[0] == name)
    assert row[1] == line, "the recorded chance is the seed's"
    happened = row[3]
    assert happened is (over == 0), (name, row)
    if name == "to ringside":
        assert bool([e for e in of(evs, E.WentToRingside) if e.seat == 1]) is happened
    elif name == "to the mat":
        assert bool([e for e in of(evs, E.WentDown) if e.seat == 1]) is happened
    else:
        shift = dict(one(evs, E.MoveConnected).terms).get("automatic", 0)
        assert (shift in (-2, -1, 1, 2)) is happened and (shift == 0) is (not happened)


@pytest.mark.parametrize("base,rolled", [(4, False), (5, True)])
def test_adv_11_the_damage_change_needs_base_damage_5(base, rolled, cat):
    page = "haymaker" if base == 4 else "spinning_backhand"
    assert cat.info[page].damage == base
    s, cmd = auto_state(page)
    names = [r[0] for r in one(decide(s, cmd), E.AutoEffects).rolls]
    assert ("damage change" in names) is rolled


# ---- count-outs while the referee is distracted -----------------------------------------------

@pytest.mark.parametrize("distracted", [False, True])
def test_the_count_goes_on_while_the_referee_is_distracted(distracted):
    """A distracted referee sees no foul and counts no pin, but the count-out goes on: a
    distraction can't be used to stay outside for ever."""
    m = plain_match("normal")
    s = m.state
    if distracted:
        s.ref_distracted_until = 999
    set_position(s, 0, at_ringside=True)
    counts = 0
    while m.state.over is None:
        evs = m.play(C.Pass(m.state.control))
        counts += sum(0 in e.counted for e in of(evs, E.TurnEnded))
    assert (m.state.over.how, m.state.over.winner, counts) == ("countout", 1, 3)


# ---- a Hold's own damage in its submission chance ---------------------------------------------

def test_a_holds_own_damage_counts_twice_in_its_submission_chance():
    """Once in the held body part's total (it is damage on that part now) and once as the hold's
    own damage, as a pin counts the last move's damage."""
    m = plain_match("normal")
    s = m.state
    s.sides[1].body["arm"] = 4
    evs = connect(m, 0, "wristlock_twist")
    hit = one(evs, E.MoveConnected)
    terms = dict(one(evs, E.SubmissionAttempted).terms)
    assert hit.part == "arm" and hit.damage > 0
    assert terms["arm damage"] == 4 + hit.damage
    assert terms["hold damage"] == hit.damage


# ---- the last-move pin bonuses: this turn or last turn ---------------------------------------

@pytest.mark.parametrize("ago,counts", [(0, True), (1, True), (2, False), (9, False)])
def test_last_move_bonuses_need_the_move_this_turn_or_last_turn(ago, counts):
    """Trademark, Impact, Takedown and damage read the pinner's last connected move only if it
    came this turn or last turn, like the Finisher's +20: an old move is no springboard."""
    m = plain_match("normal")
    s = m.state
    s.turn = 12
    s.sides[0].last_move = (12 - ago, 0, 7, ("impact", "takedown", "trademark"))
    names = {n: v for n, v in pin_terms(s, 0)}
    want = {"trademark": 5, "impact": 2, "takedown": 2, "move damage": 7}
    for name, value in want.items():
        assert names.get(name) == (value if counts else None), name


@pytest.mark.parametrize("edition, ago, plus_twenty", [
    (6, 0, True), (6, 1, True), (5, 0, False), (5, 1, False)])
def test_a_pinning_page_after_a_finisher_gets_its_plus_twenty(edition, ago, plus_twenty):
    """ADV-16 reads the +20 from the same Finisher ADV-7 accepts for the pin (rules edition 6): a
    pinning page played this turn or the turn after a Finisher pins with +20 and the page's own
    Trademark/Impact/Takedown/damage terms. Edition 5 read only the page (no +20)."""
    m = plain_match("showdown", edition=edition)
    s = m.state
    s.referee = None
    s.turn = 12
    fin = next(i for i, p in enumerate(s.pages) if p == "final_exam")
    s.sides[0].last_move = (12 - ago, fin, 15, ("drop", "finisher"))
    inst = prepare_move(s, 0, "pocket_cradle")
    pin = one(m.play(C.PlayPage(0, inst)), E.PinAttempted)
    terms = dict(pin.terms)
    assert terms.get("finisher") == (20 if plus_twenty else None)
    assert terms.get("move damage") == s.sides[0].last_move[2]  # the page's own damage


# ---- Showdown endings beyond the seed's three ---------------------------------------------------

def test_a_showdown_also_ends_by_count_out_and_by_the_turn_limit(cat):
    """The seed names pinfall, submission and DQ; ADV-8's count-out decides a Showdown too, and
    ADV-12's turn limit ends it as a draw."""
    m = plain_match("showdown")
    s = m.state
    s.referee = (0, "ref_quinn_quickhand")
    s.auto_event_turns = ()
    set_position(s, 0, at_ringside=True)
    while m.state.over is None:
        m.play(C.Pass(m.state.control))
    assert (m.state.over.how, m.state.over.winner) == ("countout", 1)
    m = plain_match("showdown")
    s = m.state
    s.referee = (0, "ref_quinn_quickhand")
    s.auto_event_turns = ()
    s.turn = 59
    m.play(C.Pass(0))
    assert (m.state.over.how, m.state.over.winner) == ("draw", None)


# ---- "moves that have elapsed" -----------------------------------------------------------------

@pytest.mark.parametrize("match_type", ["showdown", "normal"])
def test_moves_elapsed_counts_connected_moves_not_countered_ones(match_type):
    """ADV-17's turn bonus counts moves that connected: a countered move never happened, the
    counter that connected did."""
    m = plain_match(match_type)
    s = m.state
    move = give(s, 0, "jab_flurry")
    set_momentum(s, 0, "max")
    counter = set_hand(s, 1, ["forearm_shield"])[0]
    set_momentum(s, 1, "max")
    m.play(C.PlayPage(0, move))
    m.play(C.Counter(1, counter))
    assert m.state.moves_elapsed == 1
    set_position(m.state, 0, on_mat=False, at_ringside=False)
    set_position(m.state, 1, at_ringside=False)
    connect(m, 1, "jab_flurry")
    assert m.state.moves_elapsed == 2


# ---- each further repeat in a move string --------------------------------------------------------

def test_each_further_repeat_of_a_move_type_in_a_string_gives_crowd_support_again():
    """Punch, punch, punch: the second and the third each give the foe Crowd Support."""
    m = plain_match("normal")
    got = []
    for page in ("jab_flurry", "ringing_chop", "jab_flurry", "running_lariat"):
        set_position(m.state, 1, on_mat=False, at_ringside=False)
        set_position(m.state, 0, at_ringside=False)
        evs = connect(m, 0, page)
        got.append(len([e for e in of(evs, E.CrowdSupportGiven) if e.seat == 1]))
    assert got == [0, 1, 1, 0]


# ---- a stopped weapon in a Showdown ---------------------------------------------------------------

@pytest.mark.parametrize("match_type", ["showdown", "normal"])
def test_a_stopped_weapon_goes_back_into_the_playbook_in_a_showdown(match_type, cat):
    """ADV-4 reads "countered" as stopped by a page from hand, a weapon included: in a Showdown a
    stopped weapon is shuffled back into its owner's playbook, elsewhere it is discarded."""
    weapon = next(pid for pid in sorted(cat.info) if cat.info[pid].special == "weapon")
    m = plain_match(match_type)
    s = m.state
    set_control(s, 0)
    inst = give(s, 0, weapon)
    set_momentum(s, 0, "max")
    shield = set_hand(s, 1, ["forearm_shield"])[0]
    set_momentum(s, 1, "max")
    m.play(C.PlayPage(0, inst))
    evs = m.play(C.Counter(1, shield))
    assert not of(evs, E.WeaponUsed)
    side = m.state.sides[0]
    if match_type == "showdown":
        assert inst in side.playbook and inst not in side.discard
    else:
        assert inst in side.discard and inst not in side.playbook


# ---- the momentum term and the Pin button's cost ----------------------------------------------------

def test_the_momentum_term_is_read_before_the_pin_cost_is_paid():
    """The Pin button's Attitude is paid as part of the attempt: the momentum term is your total
    as you go for the pin."""
    m = plain_match("showdown", stars=(PLAIN_HEEL, PLAIN_FACE))
    s = m.state
    s.referee = None
    set_position(s, 1, on_mat=True)
    set_momentum(s, 0, {"attitude": 2, "strike": 3})
    set_momentum(s, 1, [0] * 6)
    set_statuses(s, 1, [])
    s.sides[0].failed_pins = 2
    pin = one(m.play(C.PressPin(0)), E.PinAttempted)
    assert pin.cost == 2
    assert dict(pin.terms)["momentum"] == (5 - 0) * 2
    assert m.state.sides[0].momentum[5] == 0


# ---- a Move card tapped out mid-match ---------------------------------------------------------------

@pytest.mark.parametrize("card,check", [
    ("iron_frame", lambda side: (side.max_hp, side.hp)),
    ("crowd_darling", lambda side: side.crowd_points),
    ("pure_strength", lambda side: side.momentum[2]),
])
def test_a_bonus_given_at_the_bell_stays_when_its_card_is_tapped_mid_match(card, check, cat):
    """Extra HP, starting momentum and starting Crowd Points were given at the bell: tapping the
    card out later takes nothing back; the table says so."""
    m = make_match("normal", stars=(PLAIN_HEEL, PLAIN_FACE), move_cards=([], [card]))
    set_control(m.state, 0)
    before = check(m.state.sides[1])
    m.state.sides[0].crowd_points = 2
    m.play(C.SpendCrowd(0))  # Sneak Attack
    m.play(C.TapOut(1, 0))
    side = m.state.sides[1]
    assert side.tapped == [True] and check(side) == before
    assert tapped_note(m.state, 1, 0) == "TAPPED OUT: bonus off (what it gave at the bell stays)"


def test_an_ongoing_bonus_stops_when_its_card_is_tapped_mid_match(cat):
    m = make_match("normal", stars=(PLAIN_HEEL, PLAIN_FACE), move_cards=([], ["heavy_hands"]))
    info = cat.info["jab_flurry"]
    assert damage_bonus(m.state, 1, info) == 1
    set_control(m.state, 0)
    m.state.sides[0].crowd_points = 2
    m.play(C.SpendCrowd(0))
    m.play(C.TapOut(1, 0))
    assert damage_bonus(m.state, 1, info) == 0
    assert tapped_note(m.state, 1, 0) == "TAPPED OUT: bonus off"
    # a card tapped before the match gave nothing at the bell: plain "bonus off"
    m = make_match("normal", stars=(PLAIN_HEEL, PLAIN_FACE), move_cards=([], ["iron_frame"]),
                   tapped=(None, [True]))
    assert m.state.sides[1].max_hp == cat.lib.superstars[PLAIN_FACE].hp
    assert tapped_note(m.state, 1, 0) == "TAPPED OUT: bonus off"


def test_adv_16_a_finisher_two_turns_before_a_pinning_page_gives_no_plus_twenty():
    """The +20's window is ADV-7's: a Finisher two turns before the page is too old."""
    from game.match.chances import last_move_terms
    page = (12, 3, 1, ("drop",))
    assert dict(last_move_terms(page, 12, (10, 1, 15, ("finisher",)))).get("finisher") is None
    assert dict(last_move_terms(page, 12, (11, 1, 15, ("finisher",))))["finisher"] == 20
    assert dict(last_move_terms(page, 12, (11, 1, 15, ("drop",)))).get("finisher") is None


# ---- issue 27: the Referee's side, Normal and Hardcore ------------------------------------------

def test_the_referees_side_only_says_where_the_card_lies(cat):
    """The same warning call, DQ chance, crowd call and pin terms with a Referee on either side."""
    outs = []
    for seat in (0, 1):
        m = plain_match("showdown", stars=(PLAIN_HEEL, PLAIN_FACE))
        s = m.state
        s.referee = (seat, "ref_rookie_reyes")
        s.sides[0].warnings = 3
        evs = connect(m, 0, "belt_boot")
        outs.append((one(evs, E.WarningsGiven), of(evs, E.CrowdSupportGiven),
                     pin_terms(m.state, 0)))
    assert outs[0] == outs[1]
    assert outs[0][0].chance == 30


def test_no_referee_is_ever_in_play_in_normal_or_hardcore(cat):
    """Referees only enter by ADV-2, a Showdown rule, and no playbook holds one."""
    from game.match import Match
    from game.lab.simulate import play_out, random_setup
    for kind in ("normal", "hardcore"):
        for seed in range(3):
            match = play_out(Match(random_setup(cat, seed, kind, "greedy", "greedy"), cat), seed)
            assert not [e for en in match.log for e in en.events if isinstance(e, E.RefereeEntered)]
    assert not any(p in cat.referees for b in cat.lib.playbooks.values() for p in b.pages)


def test_a_distraction_that_fails_leaves_the_referee_watching(cat):
    """Brenda Book can't be distracted: no RefDistracted, she stays, and a foul is still seen."""
    m = plain_match("showdown", stars=(PLAIN_HEEL, PLAIN_FACE))
    s = m.state
    s.referee = (1, "ref_brenda_book")
    set_momentum(s, 0, "max")
    evs = m.play(C.PlayPage(0, give(s, 0, "manager_apron")))
    assert not of(evs, E.RefDistracted) and m.state.referee == (1, "ref_brenda_book")
    set_control(m.state, 0)
    assert of(connect(m, 0, "belt_boot"), E.WarningsGiven)
