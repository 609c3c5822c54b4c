"""Rules edition 12 (INJ-11), and edition 11 as it was: turning a weapon undoes only the injury
its own last hit caused. A second Folding Chair that missed its injury roll, turned, used to
hand back the Move card the first chair's injury had tapped out."""
from __future__ import annotations

import pytest

from conftest import find_seed, one, plain_match, prepare_move
from game.match import commands as C
from game.match import events as E
from game.match.editions import turns_the_hits_injury
from game.match.state import EDITION, rules_for
from scenes.match.log_text import event_line

ADA_CARDS = ["textbook_technique", "iron_frame", "bomb_specialist"]


def test_this_is_edition_12_or_later():
    assert EDITION >= 12
    assert turns_the_hits_injury(rules_for("normal", edition=12))
    assert not turns_the_hits_injury(rules_for("normal", edition=11))


def _chair(m, injures: bool) -> int:
    """Seat 0 hits seat 1 with a Folding Chair whose injury roll hits or misses (no DQ:
    Hardcore); a hit's tap-out takes the first untapped Move card. The chair's instance."""
    s = m.state
    inst = prepare_move(s, 0, "folding_chair")  # (the first chair again, from the discard)
    cmd = C.PlayPage(0, inst)
    seed, _ = find_seed(s, cmd, lambda evs: one(evs, E.InjuryRolled).injured == injures)
    s.seed = seed
    evs = m.play(cmd)
    if any(isinstance(e, E.InjuryTaken) for e in evs):
        m.play(C.TapOut(1, s.sides[1].tapped.index(False)))
    return inst


def _two_chairs(edition: int | None):
    """Chair 1 injures seat 1 (Move card 0 tapped out); chair 2 misses; seat 1 turns chair 2."""
    m = plain_match("hardcore", move_cards=([], ADA_CARDS), edition=edition)
    _chair(m, True)
    assert m.state.sides[1].tapped == [True, False, False]
    _chair(m, False)
    s = m.state
    evs = m.play(C.PlayPage(1, prepare_move(s, 1, "turn_the_tables")))
    return m, one(evs, E.WeaponTurned)


def test_a_turned_hit_that_caused_no_injury_undoes_none():
    m, turned = _two_chairs(None)
    assert turned.card == -1 and not turned.cancelled_due
    assert m.state.sides[1].tapped == [True, False, False]  # chair 1's injury stands
    assert event_line(turned, m.state) == \
        "Folding Chair found another target; it had caused Lucius Glamour no injury."


def test_edition_11_undid_an_earlier_chairs_injury():
    m, turned = _two_chairs(11)
    assert turned.card == 0 and m.state.sides[1].tapped == [False, False, False]


@pytest.mark.parametrize("edition", [None, 11])
def test_a_turned_hit_undoes_its_own_injury(edition):
    m = plain_match("hardcore", move_cards=([], ADA_CARDS), edition=edition)
    _chair(m, True)
    s = m.state
    assert s.sides[1].last_weapon[2] == 0  # the Move card its injury tapped out
    evs = m.play(C.PlayPage(1, prepare_move(s, 1, "turn_the_tables")))
    assert one(evs, E.WeaponTurned).card == 0 and not s.sides[1].injured()
    assert "Textbook Technique is back in play" in event_line(one(evs, E.WeaponTurned), s)


def test_an_injury_the_hit_could_not_add_is_not_its_own():
    """Already injured (standard rules), the chair's injury is ignored: turning it leaves the
    first injury, whatever its cause."""
    m = plain_match("hardcore", move_cards=([], ADA_CARDS))
    _chair(m, True)  # injured by a first chair, card 0
    s = m.state
    cmd = C.PlayPage(0, prepare_move(s, 0, "folding_chair"))
    seed, _ = find_seed(s, cmd, lambda evs: one(evs, E.InjuryRolled).injured)
    s.seed = seed
    evs = m.play(cmd)
    assert one(evs, E.InjuryIgnored).reason == "already injured"
    assert s.sides[1].last_weapon[2] is None
    evs = m.play(C.PlayPage(1, prepare_move(s, 1, "turn_the_tables")))
    assert one(evs, E.WeaponTurned).card == -1 and s.sides[1].tapped[0]
