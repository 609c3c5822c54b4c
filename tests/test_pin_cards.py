"""Pin-chance Move cards (session 40): Quick Cover and Veteran's Cover add their amount to every
pin, and their `beaten` part more on a foe at 0 HP, in every match type; the pin's terms, the
inspector's sources and the card text agree."""
from __future__ import annotations

import pytest

from conftest import catalog, make_match, set_hp
from game.library.card_text import move_card_rules, short_bonus
from game.library.cards import PinBonus
from game.match.bonuses import bonus_sources, pin_bonus
from game.match.chances import pin_terms

COVERS = ("quick_cover", "veterans_cover")


def _bonuses(terms) -> int:
    return sum(v for n, v in terms if n == "bonuses")


@pytest.mark.parametrize("card", COVERS)
@pytest.mark.parametrize("match_type", ["normal", "hardcore", "showdown"])
@pytest.mark.parametrize("hp, beaten", [(20, False), (1, False), (0, True)])
def test_a_cover_adds_its_amount_and_more_on_a_beaten_foe(card, match_type, hp, beaten):
    bonus = catalog().lib.move_cards[card].bonus
    m = make_match(match_type, move_cards=([card], []))
    set_hp(m.state, 1, hp, 20)
    want = bonus.amount + (bonus.beaten if beaten else 0)
    assert pin_bonus(m.state, 0) == want
    assert _bonuses(pin_terms(m.state, 0)) == want
    assert sum(v for _, v in bonus_sources(m.state, 0, "pin_bonus")) == want


def test_the_covers_numbers():
    lib = catalog().lib
    assert (lib.move_cards["quick_cover"].bonus.amount,
            lib.move_cards["quick_cover"].bonus.beaten) == (10, 15)
    assert (lib.move_cards["veterans_cover"].bonus.amount,
            lib.move_cards["veterans_cover"].bonus.beaten) == (15, 15)


def test_a_tapped_cover_gives_nothing_even_on_a_beaten_foe():
    m = make_match("showdown", move_cards=(["veterans_cover"], []), tapped=([True], None))
    set_hp(m.state, 1, 0, 20)
    assert pin_bonus(m.state, 0) == 0 and _bonuses(pin_terms(m.state, 0)) == 0


def test_a_pin_bonus_without_a_beaten_part_is_its_amount():
    assert PinBonus(kind="pin_bonus", amount=5).beaten == 0


def test_the_card_text_says_both_parts():
    lib = catalog().lib
    card = lib.move_cards["quick_cover"]
    assert card.text == "+10% pin chance, +15% more on a foe at 0 HP."
    assert "0 HP" in short_bonus(card.bonus)
    assert move_card_rules(card) == card.text
