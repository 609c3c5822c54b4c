"""Session 64: what outside checks found (a ditch under the hand's draw back to seven, ...)."""
from __future__ import annotations

from conftest import find_seed, of, plain_match, prepare_move, set_hand, set_momentum, \
    set_statuses
from game.match import commands as C
from game.match import events as E


def test_a_ditched_page_is_lost_but_the_hand_draws_back_to_seven():
    """The rules auditor: an injured arm's ditch (ADV-10) takes a page the Superstar was
    keeping; the turn's end draws the hand back up, so the cost is that page, not a place in
    the hand (the glossary's Ditch says so)."""
    from game.library.glossary import RULE_WORDS
    m = plain_match("showdown")
    s = m.state
    set_statuses(s, 0, ["injured_arm"])
    move = prepare_move(s, 0, "jab_flurry")  # arm extended
    kept = set_hand(s, 0, ["haymaker", "spinning_backhand", "belt_boot", "wristlock_twist",
                           "haymaker", "belt_boot"])
    s.sides[0].hand.append(move)
    set_momentum(s, 0, "max")
    top = list(s.sides[0].playbook[:2])
    seed, _ = find_seed(s, C.PlayPage(0, move), lambda evs: of(evs, E.PageDitched))
    s.seed = seed
    evs = m.play(C.PlayPage(0, move))
    ditched = of(evs, E.PageDitched)[0].page
    side = m.state.sides[0]
    assert ditched in kept and ditched in side.discard and ditched not in side.hand
    assert len(side.hand) == 7 and set(top) <= set(side.hand)
    assert "draws back up" in RULE_WORDS["ditch"][1]
