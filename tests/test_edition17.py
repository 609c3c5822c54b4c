"""Rules edition 17: a Pass that regroups a dead hand while the playbook holds less than a full
hand first shuffles the discard pile in under the pages still there, so the fresh hand is fresh.
Session 70's newcomer passed with a playbook of 0 and a hand of 9 Defensive pages: the log said
"a fresh hand" and the same 9 pages came straight back."""
from __future__ import annotations

import pytest

from conftest import make_match, set_control

from game.match import commands as C
from game.match import events as E
from game.match.legal import dead_hand
from game.match.state import EDITION


def test_this_is_edition_17():
    assert EDITION == 17


def _dead(playbook_left: int, edition: int | None = None, discard: bool = True):
    """Seat 0 in control holding only Defensive pages (a dead hand), `playbook_left` pages still
    in the playbook, the rest of its pages in the discard pile (none when `discard` is False)."""
    m = make_match("normal", edition=edition)
    s = m.state
    set_control(s, 0)
    side = s.sides[0]
    pages = side.playbook + side.hand + side.discard
    dead = [p for p in pages if s.info(p).kind == "move" and "defensive" in s.info(p).tags][:7]
    rest = [p for p in pages if p not in dead]
    side.hand = dead
    side.playbook = rest[:playbook_left]
    side.discard = rest[playbook_left:] if discard else []
    assert len(dead) == 7 and dead_hand(s, 0)
    return m, dead


def test_a_playbook_of_none_deals_a_fresh_hand_from_the_discard_pile():
    m, dead = _dead(0)
    events = m.play(C.Pass(0))
    shuffled = [e for e in events if isinstance(e, E.PlaybookShuffled)]
    assert shuffled and shuffled[0].source == "discard"
    hand = m.state.sides[0].hand
    assert len(hand) == 7 and not set(hand) & set(dead)
    assert m.state.sides[0].playbook[-7:] == dead  # the old hand waits at the bottom, in order
    assert m.state.sides[0].discard == []


def test_edition_16_dealt_the_same_hand_back():
    m, dead = _dead(0, edition=16)
    events = m.play(C.Pass(0))
    assert not any(isinstance(e, E.PlaybookShuffled) for e in events)
    assert m.state.sides[0].hand == dead


@pytest.mark.parametrize("left, shuffles", [(6, True), (7, False)])
def test_the_discard_comes_in_only_under_a_playbook_short_of_a_full_hand(left, shuffles):
    m, dead = _dead(left)
    top = list(m.state.sides[0].playbook)
    events = m.play(C.Pass(0))
    assert any(isinstance(e, E.PlaybookShuffled) for e in events) == shuffles
    hand = m.state.sides[0].hand
    assert hand[:left] == top  # the pages still there come first
    assert not set(hand) & set(dead)
    assert m.state.sides[0].playbook[-7:] == dead


def test_with_no_discard_pile_nothing_is_shuffled():
    m, dead = _dead(0, discard=False)
    events = m.play(C.Pass(0))
    assert not any(isinstance(e, E.PlaybookShuffled) for e in events)
    assert m.state.sides[0].hand == dead  # (the whole playbook is that hand)
