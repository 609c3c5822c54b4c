"""Referees in a Showdown (rules edition 6): none bends the seed's numbers, each matters its own way.

ADV-19's example must read exactly as the seed writes it under every Referee: a Low Blow Kick
(here Belt Boot, 3 warnings) gives no chance of a DQ; a second makes 6 warnings and a 30% chance.
No Referee adds a pin term either. What sets them apart: how long a distraction keeps them away
(or whether one works at all), and whether the crowd backs a fouled Superstar or a Finisher.
"""
from __future__ import annotations

import pytest

from conftest import (PLAIN_FACE, PLAIN_HEEL, catalog, connect, decide_with_seed, find_seed, give,
                      of, one, plain_match, prepare_move, set_momentum)
from game.match import commands as C
from game.match import events as E
from game.library.card_text import describe_referee
from game.match.chances import pin_terms

REFEREES = sorted(catalog().referees)


def showdown_under(referee: str | None, edition: int | None = None, seat: int = 1):
    """A Showdown, heel in seat 0 and in control, with this Referee in play on seat's side."""
    m = plain_match("showdown", stars=(PLAIN_HEEL, PLAIN_FACE), edition=edition)
    m.state.referee = None if referee is None else (seat, referee)
    return m


def rules_of(referee: str):
    return catalog().lib.pages[referee].referee


@pytest.mark.parametrize("referee", REFEREES)
def test_adv_19_the_seeds_example_under_every_referee(referee):
    """3 warnings: no chance at all (no roll); 3 more: 6 warnings and exactly 30%, won or lost on
    the roll (both sides of the line found by seed)."""
    m = showdown_under(referee)
    first = one(connect(m, 0, "belt_boot"), E.WarningsGiven)
    assert (first.count, first.total, first.chance, first.roll, first.dq) == (3, 3, 0, 0, False)
    s = m.state
    s.referee = (1, referee)  # the same Referee for the second kick
    cmd = C.PlayPage(0, prepare_move(s, 0, "belt_boot"))
    for want in (True, False):
        _, evs = find_seed(s, cmd, lambda evs: one(evs, E.WarningsGiven).dq == want)
        second = one(evs, E.WarningsGiven)
        assert (second.count, second.total, second.chance) == (3, 6, 30)
        assert (second.roll <= 30) == want
        assert bool(of(evs, E.MatchEnded)) == want


@pytest.mark.parametrize("referee", REFEREES)
def test_no_referee_adds_a_pin_term(referee):
    """Every pin term is the same whoever is in play (the seed's formula, nothing more)."""
    m = showdown_under(None)
    s = m.state
    s.sides[1].on_mat = True
    s.sides[1].hp = 3
    plain = pin_terms(s, 0)
    s.referee = (1, referee)
    assert pin_terms(s, 0) == plain
    assert "bonuses" not in dict(plain)


def test_edition_5_referees_keep_their_numbers():
    """A save of edition 5 is re-decided as it was played: Rookie Reyes's 2 extra warnings make
    the seed's first Low Blow a 25% roll, Quinn Quickhand's count +10."""
    m = showdown_under("ref_rookie_reyes", edition=5)
    w = one(connect(m, 0, "belt_boot"), E.WarningsGiven)
    assert (w.total, w.chance) == (5, 25)
    m = showdown_under("ref_quinn_quickhand", edition=5)
    assert dict(pin_terms(m.state, 0))["bonuses"] == 10


def distraction(referee: str | None, edition: int | None = None):
    """The events of a distraction page (Manager on the Apron) played under this Referee."""
    m = showdown_under(referee, edition)
    s = m.state
    set_momentum(s, 0, "max")
    inst = give(s, 0, "manager_apron")
    return s.turn, m.play(C.PlayPage(0, inst)), m.state


@pytest.mark.parametrize("referee", REFEREES)
def test_a_distraction_keeps_each_referee_away_for_their_own_turns(referee):
    """0: nothing fools them (they stay in play, watching); else away to turn + their number, and
    the Referee special leaves play (ADV-2 brings a new one once they are back)."""
    away = rules_of(referee).distracted_for
    turn, evs, s = distraction(referee)
    if away == 0:
        assert not of(evs, E.RefDistracted) and s.referee == (1, referee)
        assert not s.ref_distracted()
    elif away == 1:  # quick to come back (edition 16): away as long as anyone, then back himself
        assert one(evs, E.RefDistracted) == E.RefDistracted(0, turn + 2, True)
        assert s.ref_distracted() and s.referee == (1, referee)
        _, evs, s = distraction(referee, 15)  # edition 15: back as this turn ends, replaced
        assert one(evs, E.RefDistracted).until == turn + 1 and not s.ref_distracted()
    else:
        assert one(evs, E.RefDistracted).until == turn + away
        assert s.ref_distracted() and s.referee is None


def test_the_standard_distraction_is_to_the_end_of_the_next_turn():
    """With no Referee special in play, and under edition 5 whoever is in play: 2 turns."""
    for referee, edition in ((None, None), ("ref_brenda_book", 5), ("ref_larry_lax", 5)):
        turn, evs, _ = distraction(referee, edition)
        assert one(evs, E.RefDistracted).until == turn + 2


def test_the_referees_differ_from_each_other():
    """Each Referee's traits differ from the standard referee's, and at least four kinds exist."""
    kinds = set()
    for referee in REFEREES:
        r = rules_of(referee)
        traits = (r.distracted_for, r.crowd_on_foul, r.crowd_on_finisher, r.weapons_legal)
        assert traits != (2, False, False, False), referee
        kinds.add(traits)
    assert len(kinds) >= 7


@pytest.mark.parametrize("referee", REFEREES)
def test_crowd_backs_the_fouled_superstar_under_some_referees(referee):
    """A warning call under a Referee with crowd_on_foul gives the foe one Crowd Support."""
    m = showdown_under(referee)
    evs = connect(m, 0, "belt_boot")
    calls = [e for e in of(evs, E.CrowdSupportGiven) if "foul" in e.reason]
    if rules_of(referee).crowd_on_foul:
        assert [e.seat for e in calls] == [1]
    else:
        assert calls == []


@pytest.mark.parametrize("referee", REFEREES)
def test_crowd_backs_a_finisher_under_some_referees(referee):
    """A Finisher connecting under a Referee with crowd_on_finisher gives its user Crowd Support."""
    m = showdown_under(referee)
    m.state.sides[1].on_mat = False
    evs = connect(m, 0, "final_exam")
    calls = [e for e in of(evs, E.CrowdSupportGiven) if "Finisher" in e.reason]
    if rules_of(referee).crowd_on_finisher:
        assert [e.seat for e in calls] == [0]
    else:
        assert calls == []


def test_no_referee_trait_outside_edition_6():
    """Edition 5: no crowd call and no distraction length of a Referee's own."""
    m = showdown_under("ref_rookie_reyes", edition=5)
    evs = connect(m, 0, "final_exam")
    assert not [e for e in of(evs, E.CrowdSupportGiven) if "Finisher" in e.reason]


@pytest.mark.parametrize("referee", REFEREES)
def test_the_referees_side_changes_nothing(referee):
    """ADV-2's 'random player's side' only says where the card lies: the same fouls, pins and
    distractions come out with the Referee on either side (docs/DECISIONS.md)."""
    outs = []
    for seat in (0, 1):
        m = showdown_under(referee, seat=seat)
        s = m.state
        cmd = C.PlayPage(0, prepare_move(s, 0, "belt_boot"))
        s.sides[0].warnings = 3
        evs = decide_with_seed(s, cmd, 7)
        outs.append(([e for e in evs if not isinstance(e, E.RefereeEntered)], pin_terms(s, 0)))
    assert outs[0] == outs[1]


@pytest.mark.parametrize("referee", REFEREES)
def test_a_referees_text_says_what_they_do(referee):
    """The card's rules lines name the seed's DQ numbers and each trait the Referee has."""
    r = rules_of(referee)
    text = ". ".join(describe_referee(r))
    assert "5 warnings, 5% per warning" in text
    assert ("Can't be distracted" in text) == (r.distracted_for == 0)
    assert ("Each foul warned gives the foe Crowd Support" in text) == r.crowd_on_foul
    assert ("A Finisher gives its user Crowd Support" in text) == r.crowd_on_finisher
    assert ("Weapons legal" in text) == r.weapons_legal
