"""Rules edition 16: in Normal and Hardcore no pin or submission counts against a Superstar who
has not yet held control in the match, unless they are beaten (0 HP). A match could end on turns
3-8 before its loser made a decision (8 of 300 between careful players; a newcomer lost twice so,
session 68). A Showdown keeps the seed's numbers exactly."""
from __future__ import annotations

from conftest import make_match, of, prepare_move, set_control, set_hp, set_momentum

from game.match import commands as C
from game.match import events as E
from game.match.chances import NO_TURN_YET, final_chance, pin_terms, submission_terms
from game.match.legal import check, legal_commands, pin_blocker
from game.match.pin_line import pin_reason
from game.match.state import EDITION


def test_edition_16_is_kept():
    assert EDITION >= 16


def _fresh(match_type: str = "normal", edition: int | None = None):
    """A match at the bell: the coin toss's winner in control, the other seat (`foe`) has not
    yet held control; returns (match, winner, foe)."""
    m = make_match(match_type, edition=edition, fresh=True)
    winner = m.state.control
    return m, winner, 1 - winner


def _worn(m, winner: int, foe: int, hp: int) -> None:
    """The foe at hp of 40, the winner far ahead on momentum (so only HP and the new rule
    decide), the foe down on the mat."""
    set_hp(m.state, foe, hp, 40)
    set_momentum(m.state, winner, "max")
    set_momentum(m.state, foe, [0] * 6)
    m.state.sides[foe].on_mat = True
    m.state.moves_elapsed = 10


def test_the_coin_toss_winner_has_held_control_and_the_other_has_not():
    m, winner, foe = _fresh()
    assert m.state.sides[winner].held_control
    assert not m.state.sides[foe].held_control


def test_no_pin_counts_before_the_foe_has_had_a_turn_down_to_1_hp():
    m, winner, foe = _fresh()
    _worn(m, winner, foe, 1)
    terms = pin_terms(m.state, winner)
    assert dict(terms)[NO_TURN_YET] == -sum(v for n, v in terms if n != NO_TURN_YET)
    assert final_chance(terms) == 0
    assert check(m.state, C.PressPin(winner)) is not None
    assert C.PressPin(winner) not in legal_commands(m.state, winner)
    assert pin_blocker(m.state, winner, short=True) == "foe's turn first"
    assert pin_reason(m.state, winner, short=True) == "foe's turn first"
    assert "hasn't had a turn yet" in pin_reason(m.state, winner)


def test_a_beaten_foe_at_0_hp_can_be_pinned_before_their_first_turn():
    m, winner, foe = _fresh()
    _worn(m, winner, foe, 0)
    terms = pin_terms(m.state, winner)
    assert NO_TURN_YET not in dict(terms)
    assert final_chance(terms) > 0
    assert check(m.state, C.PressPin(winner)) is None


def test_once_the_foe_has_held_control_the_pin_counts_again():
    m, winner, foe = _fresh()
    m.play(C.Pass(winner))  # control goes to the foe: their first turn
    assert m.state.control == foe and m.state.sides[foe].held_control
    m.play(C.Pass(foe))
    assert m.state.control == winner
    _worn(m, winner, foe, 1)
    terms = pin_terms(m.state, winner)
    assert NO_TURN_YET not in dict(terms) and final_chance(terms) > 0
    assert check(m.state, C.PressPin(winner)) is None


def test_hardcore_too_and_not_a_showdown():
    m, winner, foe = _fresh("hardcore")
    _worn(m, winner, foe, 1)
    assert final_chance(pin_terms(m.state, winner)) == 0
    m, winner, foe = _fresh("showdown")
    _worn(m, winner, foe, 1)
    assert NO_TURN_YET not in dict(pin_terms(m.state, winner))
    assert final_chance(pin_terms(m.state, winner)) > 0


def test_edition_15_pins_a_foe_who_never_held_control():
    m, winner, foe = _fresh(edition=15)
    _worn(m, winner, foe, 1)
    assert NO_TURN_YET not in dict(pin_terms(m.state, winner))
    assert final_chance(pin_terms(m.state, winner)) > 0
    assert check(m.state, C.PressPin(winner)) is None


def test_no_submission_counts_before_the_foe_has_had_a_turn():
    m, winner, foe = _fresh()
    _worn(m, winner, foe, 1)
    m.state.sides[foe].body["arm"] = 20
    terms = submission_terms(m.state, winner, "arm", 5)
    assert dict(terms)[NO_TURN_YET] < 0 and final_chance(terms) == 0
    m, winner, foe = _fresh(edition=15)
    _worn(m, winner, foe, 1)
    m.state.sides[foe].body["arm"] = 20
    assert final_chance(submission_terms(m.state, winner, "arm", 5)) > 0


def test_no_term_when_the_chance_is_already_0():
    """A foe at half their HP or more: the base holds the pin down and is the reason told."""
    m, winner, foe = _fresh()
    set_hp(m.state, foe, 20, 40)
    assert NO_TURN_YET not in dict(pin_terms(m.state, winner))


def test_a_pinning_page_on_a_foe_not_yet_in_does_its_damage_and_its_pin_has_no_chance():
    m, winner, foe = _fresh()
    _worn(m, winner, foe, 2)
    m.state.sides[foe].on_mat = False
    page = prepare_move(m.state, winner, "pocket_cradle")
    m.play(C.PlayPage(winner, page))
    if m.state.pending is not None:
        m.play(C.Allow(foe))
    events = [ev for entry in m.log for ev in entry.events]
    pins = of(events, E.PinAttempted)
    assert pins and pins[-1].chance == 0 and not pins[-1].success
    assert NO_TURN_YET in dict(pins[-1].terms)
    assert m.state.over is None
    assert m.state.sides[foe].hp == 1  # Pocket Cradle's 1 damage landed


def test_the_log_says_why_the_pin_had_no_chance():
    from scenes.match import pin_words as PW
    ev = E.PinAttempted(0, "move", 0, (("base (HP)", 20), (NO_TURN_YET, -20)), 0, 50, False)
    assert PW.zero_words(ev, "Ada Quill") == "Ada Quill hasn't had a turn yet"
    assert PW.no_chance(ev.terms, victim="Ada Quill") == "no chance: Ada Quill hasn't had a turn yet"
    kicked = E.PinAttempted(0, "move", 0, (("base (HP)", -100),), 0, 50, False)
    assert PW.zero_words(kicked, "Ada Quill") == "no chance"


def test_set_control_alone_does_not_count_as_holding_it():
    """The rules mark a Superstar in when ControlChanged is applied, not when a test arranges
    control; make_match's default marks both in (a match in progress)."""
    m, winner, foe = _fresh()
    set_control(m.state, foe)
    assert not m.state.sides[foe].held_control
    assert all(s.held_control for s in make_match("normal").state.sides)


# ---- a page that draws grows the hand (the turn's refill made a draw worth nothing) ----------

def _played(m, seat: int, page_id: str):
    """The seat plays page_id from a hand as full as it was (a page of it back on the book)."""
    from conftest import give
    side = m.state.sides[seat]
    side.playbook.insert(0, side.hand.pop())
    inst = give(m.state, seat, page_id)
    return m.play(C.PlayPage(seat, inst))


def test_a_page_that_draws_1_makes_the_hand_hold_8_for_the_match():
    from game.match.state import HAND_SIZE
    m = make_match("normal")
    seat = m.state.control
    events = _played(m, seat, "sign_in_stands")  # Crowd Support, draw 1
    assert of(events, E.HandGrown) == [E.HandGrown(seat, 1)]
    assert m.state.sides[seat].hand_bonus == 1
    assert len(m.state.sides[seat].hand) == HAND_SIZE + 1
    m.play(C.Pass(seat))  # the foe's turn, then the refill keeps 8 for the drawer
    assert len(m.state.sides[seat].hand) == HAND_SIZE + 1
    assert len(m.state.sides[1 - seat].hand) == HAND_SIZE


def test_draws_grow_a_hand_to_9_at_most():
    m = make_match("normal")
    seat = m.state.control
    _played(m, seat, "scout_the_tape")  # draw 2
    assert m.state.sides[seat].hand_bonus == 2
    events = _played(m, seat, "sign_in_stands")
    assert of(events, E.HandGrown) == [] and m.state.sides[seat].hand_bonus == 2
    assert len(m.state.sides[seat].hand) == 9


def test_a_draw_under_edition_15_grows_nothing():
    m = make_match("normal", edition=15)
    seat = m.state.control
    events = _played(m, seat, "sign_in_stands")
    assert of(events, E.HandGrown) == [] and len(m.state.sides[seat].hand) == 7


def test_contract_signing_grows_the_hand_at_the_bell():
    m = make_match("normal", options=("interview",), fresh=True)
    interviewer = m.state.interview
    m.state.sides[interviewer].drama = ("contract_signing",)
    events = m.play(C.PlayDrama(interviewer, "contract_signing"))
    assert E.HandGrown(interviewer, 1) in events
    assert m.state.sides[interviewer].hand_bonus == 1


# ---- distractions --------------------------------------------------------------------------

def _distracted_turns(m) -> int:
    n = 0
    while m.state.ref_distracted():
        n += 1
        m.play(C.Pass(m.state.control))
    return n


def test_an_automatic_distraction_covers_the_turn_after_it_entered_only():
    """Lights Out and the like enter as a turn ends: 'until the end of next turn' is one turn
    of play, as the same page played from a hand gives (edition 15 gave two)."""
    from conftest import plain_match
    for edition, want in ((None, 1), (15, 2)):
        for seed in range(400):
            m = plain_match("showdown", seed=seed, edition=edition)
            s = m.state
            if not s.auto_event_turns:
                continue
            s.turn = s.auto_event_turns[0] - 1
            s.referee = None
            if of(m.play(C.Pass(0)), E.RefDistracted):
                assert _distracted_turns(m) == want, (edition, seed)
                break
        else:
            raise AssertionError("no seed brought a distracting Event")


def test_a_referee_quick_to_come_back_is_away_a_turn_then_back_himself():
    from conftest import plain_match
    for ref, turns, stays in (("ref_molasses_moe", 1, True), ("ref_hasty_hal", 1, True),
                              ("ref_larry_lax", 2, False)):
        m = plain_match("showdown", seed=3)
        m.state.referee = (0, ref)
        events = _played(m, 0, "lights_out")
        away = of(events, E.RefDistracted)
        assert away and away[0].stays is stays, ref
        assert _distracted_turns(m) == turns, ref
        assert (m.state.referee == (0, ref)) is stays, ref
    m = plain_match("showdown", seed=3, edition=15)
    m.state.referee = (0, "ref_molasses_moe")
    _played(m, 0, "lights_out")
    assert _distracted_turns(m) == 0 and m.state.referee != (0, "ref_molasses_moe")


# ---- a beaten Superstar healed in control gets up --------------------------------------------

def test_a_beaten_superstar_healed_in_control_stands():
    for edition, down in ((None, False), (15, True)):
        m = make_match("normal", stars=("ada_quill", "lucius_glamour"), edition=edition)
        set_control(m.state, 0)
        set_hp(m.state, 0, 0)
        m.state.sides[0].on_mat = True
        m.state.sides[0].crowd_points = 2
        events = m.play(C.SpendCrowd(0))  # Ada is a Protagonist: the Comeback heals 6
        assert of(events, E.Healed) and m.state.sides[0].hp == 6
        assert m.state.sides[0].on_mat is down, edition


# ---- from the second audit of edition 16 ------------------------------------------------------

def test_a_hand_never_holds_more_than_9():
    """A second Scout the Tape (draw 2) at a bonus of 2 made a hand of 10; an automatic Event
    that draws between turns, 11."""
    m = make_match("normal")
    seat = m.state.control
    _played(m, seat, "scout_the_tape")
    assert len(m.state.sides[seat].hand) == 9
    events = _played(m, seat, "scout_the_tape")
    assert of(events, E.HandGrown) == []
    assert len(m.state.sides[seat].hand) == 9
    m.play(C.Pass(seat))
    m.play(C.Pass(1 - seat))
    assert len(m.state.sides[seat].hand) == 9


def test_an_automatic_distraction_never_cuts_a_longer_one_short():
    """Larry Lax away to T+3; a distracting Event entering as turn T ends kept him 1 turn."""
    from conftest import plain_match
    for seed in range(400):
        m = plain_match("showdown", seed=seed)
        s = m.state
        if not s.auto_event_turns:
            continue
        s.turn = s.auto_event_turns[0] - 1
        s.referee = (0, "ref_larry_lax")
        set_momentum(s, 0, "max")
        evs = _played(m, 0, "manager_apron")
        if len(of(evs, E.RefDistracted)) == 2:  # the page's, then the Event's
            assert m.state.ref_distracted_until == s.auto_event_turns[0] - 1 + 3
            return
    raise AssertionError("no seed brought a distracting Event at that turn's end")


def test_the_ai_reads_no_pin_from_a_pinning_page_before_the_foes_first_turn():
    from game.ai.policy3 import pin_after
    m, winner, foe = _fresh()
    _worn(m, winner, foe, 9)
    m.state.sides[foe].on_mat = False
    info = m.state.cat.info["pocket_cradle"]
    assert pin_after(m.state, winner, info, info.damage, anywhere=True) == 0.0
    m.state.sides[foe].held_control = True
    assert pin_after(m.state, winner, info, info.damage, anywhere=True) > 0
