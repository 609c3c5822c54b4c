"""Rules edition 15 (INJ-2): a Move card tapped out before the bell, for a Drama card's injury
(the pre-match Interview, or one carried in from a season), gives nothing at the bell: its extra
HP, starting momentum or Crowd Points are taken back. A card tapped out later keeps what it gave
at the bell (docs/DECISIONS.md). Session 68's rules audit: half the Interview's tap-outs cost
the injured Superstar nothing."""
from __future__ import annotations

from conftest import PLAIN_HEEL, catalog, make_match, of, set_control

from game.match import Match, MatchSetup, SeatSetup
from game.match import commands as C
from game.match import events as E
from game.match.bonuses import given_at_the_bell, tapped_note
from game.match.state import EDITION, MOMENTUM

KN, AT, ST = (MOMENTUM.index(k) for k in ("knowledge", "attitude", "strength"))


def test_this_is_edition_15_or_later():
    assert EDITION >= 15


def _injured_in_the_interview(victim: str, edition: int | None = None, cards=None):
    """A match whose seat 1 (victim) owes a tap-out for an Injured Angle played by seat 0 in
    the pre-match Interview."""
    m = make_match("normal", stars=(PLAIN_HEEL if victim != PLAIN_HEEL else "mack_doyle",
                                    victim), options=("interview",), edition=edition,
                   move_cards=(None, cards))
    m.state.sides[0].drama = ("doctors_note",)
    m.play(C.PlayDrama(0, "doctors_note"))
    assert m.state.sides[1].injury_due == 1
    return m


def _tap(m, card_id: str, k: int = 0):
    side = m.state.sides[1]
    i = [j for j, c in enumerate(side.move_cards) if c == card_id and not side.tapped[j]][k]
    m.play(C.TapOut(1, i))
    return i, of(m.log[-1].events, E.BellBonusWithdrawn)


def test_extra_hp_tapped_out_in_the_interview_is_taken_back():
    m = _injured_in_the_interview("brick_hollander")
    assert (m.state.sides[1].hp, m.state.sides[1].max_hp) == (43, 43)
    i = m.state.sides[1].move_cards.index("iron_frame")
    assert not given_at_the_bell(m.state, 1, i)  # (the chooser says nothing "stays")
    i, taken = _tap(m, "iron_frame")
    assert taken == [E.BellBonusWithdrawn(1, i, 6, (0,) * 6, 0)]
    assert (m.state.sides[1].hp, m.state.sides[1].max_hp) == (37, 37)
    assert "never given" in tapped_note(m.state, 1, i)


def test_edition_14_keeps_what_the_card_gave_at_the_bell():
    m = _injured_in_the_interview("brick_hollander", edition=14)
    i = m.state.sides[1].move_cards.index("iron_frame")
    assert given_at_the_bell(m.state, 1, i)
    assert _tap(m, "iron_frame")[1] == []
    assert (m.state.sides[1].hp, m.state.sides[1].max_hp) == (43, 43)


def test_starting_crowd_points_and_momentum_are_taken_back():
    m = _injured_in_the_interview(PLAIN_HEEL)  # Lucius: Spotlight Hog, 2 Crowd Points
    crowd = m.state.sides[1].crowd_points
    i, taken = _tap(m, "spotlight_hog")
    assert taken == [E.BellBonusWithdrawn(1, i, 0, (0,) * 6, 2)]
    assert m.state.sides[1].crowd_points == crowd - 2
    m = _injured_in_the_interview("brick_hollander")  # Pure Strength: +2 Strength, 3 + 2 = 5
    assert m.state.sides[1].momentum[ST] == 5
    _tap(m, "pure_strength")
    assert m.state.sides[1].momentum[ST] == 3


def test_only_the_momentum_the_card_added_within_the_cap_is_taken_back():
    """Kestrel: Knowledge 2, cap 6. Two Homework Done (+2 each) make 6: one tapped gave 2.
    Three make 8, cut to 6: one tapped gave nothing (the other two still reach the cap)."""
    two = _injured_in_the_interview("kestrel_ortiz", cards=["homework_done"] * 2)
    assert two.state.sides[1].momentum[KN] == 6
    assert _tap(two, "homework_done")[1][0].momentum[KN] == 2
    assert two.state.sides[1].momentum[KN] == 4
    three = _injured_in_the_interview("kestrel_ortiz", cards=["homework_done"] * 3)
    assert three.state.sides[1].momentum[KN] == 6
    assert _tap(three, "homework_done")[1] == []
    assert three.state.sides[1].momentum[KN] == 6


def test_a_drama_card_carried_in_from_a_season_injures_before_the_bell_too():
    cat = catalog()
    m = Match(MatchSetup(seed=3, match_type="normal", seats=[
        SeatSetup(superstar="mack_doyle", controller="human", carried=["doctors_note"]),
        SeatSetup(superstar="brick_hollander", controller="human")]), cat)
    assert m.state.sides[1].injury_due == 1
    _, taken = _tap(m, "iron_frame")
    assert taken[0].hp == 6 and m.state.sides[1].max_hp == 37


def test_a_card_tapped_out_after_the_bell_keeps_what_it_gave():
    """Lucius's Antagonist ability spends 2 Crowd Points on a Sneak Attack in the match: Brick
    taps out Iron Frame and keeps its 6 HP (what it gave at the bell stays)."""
    m = make_match("normal", stars=(PLAIN_HEEL, "brick_hollander"), move_cards=([], None))
    set_control(m.state, 0)
    m.state.sides[0].crowd_points = 2
    m.play(C.SpendCrowd(0))
    assert m.state.sides[1].injury_due == 1
    i = m.state.sides[1].move_cards.index("iron_frame")
    assert given_at_the_bell(m.state, 1, i)
    assert _tap(m, "iron_frame")[1] == []
    assert m.state.sides[1].max_hp == 43
    assert "stays" in tapped_note(m.state, 1, i)
