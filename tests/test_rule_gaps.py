"""Rules a broken engine could get wrong while every other test passes (issue 27, item 3).

Each test here kills a mutant in tools/mutate_rules.py (`-k gap`): the three ADV-11 rolls drawn
once for all; the damage change gated on damage with bonuses; the ADV-10 ditch always the first
page; a countered move put back unshuffled; a season discard that always takes card 0; Rank
counting only three Move cards.
"""
from __future__ import annotations

from collections import Counter

from conftest import (catalog, decide_with_seed, find_seed, give, of, one, plain_match,
                      prepare_move, set_hand, set_momentum, set_statuses)
from game.match import commands as C
from game.match import events as E
from game.match.tiers import rank, tier
from test_season import choose_tapout, finish_turn, new_season, sneak_attack
from game.season import commands as SC


# ---- ADV-11: three rolls, each on its own ---------------------------------------------------

def auto_cmd():
    m = plain_match("showdown")
    s = m.state
    return s, C.PlayPage(0, prepare_move(s, 0, "spinning_backhand"))  # base 5


def effects(evs) -> tuple:
    """(to ringside, to the mat, damage changed) as the events show them."""
    out = any(isinstance(e, E.WentToRingside) and e.seat == 1 for e in evs)
    down = any(isinstance(e, E.WentDown) and e.seat == 1 for e in evs)
    return out, down, one(evs, E.MoveConnected).damage != 5


def test_adv_11_each_automatic_effect_can_happen_without_the_others():
    """With one roll for all three, 'to ringside' (4) would always bring 'to the mat' (10) and a
    damage change (40): each is found alone, and the three recorded rolls differ."""
    s, cmd = auto_cmd()
    for want in ((True, False, False), (False, True, False), (False, False, True)):
        find_seed(s, cmd, lambda evs: effects(evs) == want)
    different = 0
    for seed in range(50):
        rolls = [r[2] for r in one(decide_with_seed(s, cmd, seed), E.AutoEffects).rolls]
        different += len(set(rolls)) > 1
    assert different >= 45


# ---- ADV-11: base damage, not damage with bonuses -------------------------------------------

def test_adv_11_a_base_4_move_with_a_damage_bonus_never_changes_damage():
    """Haymaker's base is 4: with Complete Package (+1 to every move) it does 5, yet the seed's
    'base damage of 5 or more' is not met, so there is no damage-change roll."""
    m = plain_match("showdown", move_cards=(["complete_package"], []))
    s = m.state
    cmd = C.PlayPage(0, prepare_move(s, 0, "haymaker"))
    assert catalog().info["haymaker"].damage == 4
    for seed in range(200):
        evs = decide_with_seed(s, cmd, seed)
        assert [r[0] for r in one(evs, E.AutoEffects).rolls] == ["to ringside", "to the mat"]
        hit = one(evs, E.MoveConnected)
        assert dict(hit.terms).get("bonuses") == 1 and hit.damage == 5


# ---- ADV-10: a random page ---------------------------------------------------------------------

def test_adv_10_the_ditched_page_is_any_page_of_the_hand():
    """Over many ditches every page of a four-page hand is the one ditched at some point."""
    m = plain_match("showdown")
    s = m.state
    set_statuses(s, 0, ["injured_arm"])
    inst = prepare_move(s, 0, "jab_flurry")  # arm extended
    rest = set_hand(s, 0, ["haymaker", "spinning_backhand", "belt_boot", "wristlock_twist"])
    s.sides[0].hand.append(inst)
    set_momentum(s, 0, "max")
    seen = Counter()
    for seed in range(300):
        for ev in of(decide_with_seed(s, C.PlayPage(0, inst), seed), E.PageDitched):
            seen[rest.index(ev.page)] += 1
    assert set(seen) == {0, 1, 2, 3}, seen


# ---- ADV-4: shuffled, not put back ------------------------------------------------------------

def test_adv_4_a_countered_move_lands_anywhere_in_its_owners_playbook():
    """The countered page goes into a shuffle of the whole playbook: across seeds it lands at
    many places (top and bottom included) and the other pages move too."""
    m = plain_match("showdown")
    s = m.state
    move = give(s, 0, "jab_flurry")
    set_momentum(s, 0, "max")
    counter = set_hand(s, 1, ["forearm_shield"])[0]
    set_momentum(s, 1, "max")
    m.play(C.PlayPage(0, move))
    before = list(m.state.sides[0].playbook)
    places, moved_others = set(), 0
    for seed in range(80):
        shuffled = one(decide_with_seed(m.state, C.Counter(1, counter), seed), E.PlaybookShuffled)
        order = list(shuffled.order)
        assert sorted(order) == sorted(before + [move])
        places.add(order.index(move))
        moved_others += [p for p in order if p != move] != before
    assert len(places) >= 20 and {0, len(before)} & places
    assert moved_others >= 75


# ---- INJ-4: the card discarded is the one chosen ----------------------------------------------

def test_inj_4_discarding_the_second_tapped_card_keeps_the_first():
    """The discard takes the card named, not card 0: tapped card 1 goes, card 0 stays."""
    season = new_season(catalog())
    s = season.state
    sneak_attack(season, 0, 1)
    choose_tapout(season, 1, 1)
    finish_turn(season, opponent=2)
    cards = list(s.players[1].move_cards)
    assert s.active == 1 and s.players[1].tapped[1]
    season.play(SC.DiscardMove(1, 1))
    assert s.players[1].move_cards == [cards[0]] + cards[2:]
    assert s.players[1].tapped == [False] * (len(cards) - 1)
    assert cards[1] in s.move_deck and cards[0] not in s.move_deck


# ---- Rank: every Move card ------------------------------------------------------------------

def test_rank_counts_every_move_card_of_a_superstar_with_five():
    """Rank is the sum over all Move cards in play, four or five of them too."""
    lib = catalog().lib
    cards = sorted(lib.move_cards)[:5]
    values = [lib.move_cards[c].rank for c in cards]
    assert all(v > 0 for v in values)
    for n in (4, 5):
        assert rank(lib, cards[:n]) == sum(values[:n])
    assert rank(lib, cards) > rank(lib, cards[:3])
    assert tier(rank(lib, cards)) == tier(sum(values))


# ---- the three-Events-per-match limit (a quick test: ADV-3's own is slow) ------------------

def test_a_third_event_from_hand_is_allowed_and_a_fourth_refused():
    """Exactly three Events may be played from a hand in a match (any match type)."""
    from conftest import assert_illegal, assert_legal
    cat = catalog()
    events = sorted(cat.events)
    for played, legal in ((2, True), (3, False)):
        m = plain_match("normal")
        s = m.state
        s.events_played = played
        inst = give(s, 0, events[0], fresh=True)
        set_momentum(s, 0, "max")
        if legal:
            assert_legal(s, C.PlayPage(0, inst))
        else:
            assert "Three Events" in assert_illegal(s, C.PlayPage(0, inst))
