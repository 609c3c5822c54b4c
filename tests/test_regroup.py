"""A Pass with a dead hand regroups it: the hand goes under the playbook and a fresh one is drawn."""
from __future__ import annotations

from conftest import make_match, set_control

from game.match import commands as C
from game.match import events as E
from game.match.legal import dead_hand, where_blocker
from game.match.state import HAND_SIZE


def deal(state, seat, pages):
    """Put these pages in the seat's hand, the rest of the hand into the playbook."""
    side = state.sides[seat]
    side.playbook = [p for p in side.playbook + side.hand if p not in pages]
    side.hand = list(pages)


def pages_where(state, seat, test, count):
    side = state.sides[seat]
    found = [p for p in side.playbook + side.hand if test(state.info(p))]
    assert len(found) >= count, "the playbook lacks the pages this test needs"
    return found[:count]


def defensive(info):
    return info.kind == "move" and "defensive" in info.tags


def test_a_pass_with_only_defensive_pages_regroups_the_hand():
    m = make_match("showdown")
    s = m.state
    set_control(s, 0)
    dead = pages_where(s, 0, defensive, 2)
    deal(s, 0, dead)
    top = s.sides[0].playbook[:2]
    assert dead_hand(s, 0)
    events = m.play(C.Pass(0))
    regroup = [e for e in events if isinstance(e, E.HandRegrouped)]
    assert regroup and regroup[0].pages == tuple(dead)
    side = s.sides[0]
    assert side.playbook[-2:] == dead              # under the playbook, in hand order
    assert side.hand == top + side.hand[2:] and len(side.hand) == HAND_SIZE  # a fresh full hand
    assert s.control == 1


def test_a_hand_that_is_only_short_of_momentum_is_kept():
    m = make_match("showdown")
    s = m.state
    set_control(s, 0)
    move = pages_where(s, 0, lambda i: i.kind == "move" and not defensive(i)
                       and where_blocker(s, 0, i) is None and sum(i.cost) > 0
                       and not any(e.do == "pin" for e in i.effects), 1)  # no roll-up pin
    deal(s, 0, move)
    s.sides[0].momentum = [0] * len(s.sides[0].momentum)
    assert C.PlayPage(0, move[0]) not in m.legal(0)    # can't pay for it now
    assert not dead_hand(s, 0)                         # but it could be played with momentum
    events = m.play(C.Pass(0))
    assert not any(isinstance(e, E.HandRegrouped) for e in events)
    assert s.sides[0].hand[0] == move[0]      # kept (the hand is topped up at the end of the turn)
