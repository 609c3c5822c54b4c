"""Every card's rules text is made from its data and names each of its numbers (issue 16)."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.library.card_text import (card_texts, drama_rules, keyword_help, move_card_rules, page_rules,
                            short_bonus)
from game.library import load_library
from game.library.words import MOMENTUM, MOVE_TYPES, SPECIAL_KINDS, STATUSES, TAGS

ROOT = Path(__file__).resolve().parent.parent
LIB = load_library()


def _numbers(obj) -> set[int]:
    """Every rules number in a card's effect, bonus, weapon or referee data (defaults left out
    for a referee: the text names what differs)."""
    out: set[int] = set()
    if isinstance(obj, dict):
        for key, value in obj.items():
            if key in ("id", "name", "text"):
                continue
            out |= _numbers(value)
    elif isinstance(obj, list):
        for value in obj:
            out |= _numbers(value)
    elif isinstance(obj, int) and not isinstance(obj, bool):
        out.add(obj)
    return out


def _card_numbers(cid: str) -> set[int]:
    if cid in LIB.pages:
        page = LIB.pages[cid].model_dump(mode="json")
        nums = _numbers(page["effects"]) | _numbers(page["gain"])
        if page["weapon"]:
            nums |= _numbers(page["weapon"])
        # A Referee's numbers are no longer printed (rules edition 6: its rate, extra warnings
        # and pin count are editions 5 and older's only); tests/test_referees.py reads its text.
        if page["kind"] == "move" and page["damage"]:
            nums.add(page["damage"])
        return nums
    if cid in LIB.move_cards:
        return _numbers(LIB.move_cards[cid].bonus.model_dump(mode="json"))
    if cid in LIB.drama:
        return {LIB.drama[cid].amount} - {0}
    return _numbers(LIB.superstars[cid].ability.bonus.model_dump(mode="json"))


def test_cards_json_text_gives_every_card_its_rules():
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "cards", "--json", "--text"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    texts = json.loads(out.stdout)["texts"]
    every = set(LIB.pages) | set(LIB.move_cards) | set(LIB.drama) | set(LIB.superstars)
    assert set(texts) == every
    checked = 0
    for cid, text in texts.items():
        nums = _card_numbers(cid)
        for n in nums:
            assert re.search(rf"(?<!\d){n}(?!\d)", text), f"{cid}: {n} missing in {text!r}"
        if nums:
            checked += 1
        assert text.strip(), f"{cid} has no rules text"
    assert checked > 200


def test_without_text_flag_no_texts():
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "cards", "--json"],
                         capture_output=True, text=True, timeout=60)
    assert "texts" not in json.loads(out.stdout)


@pytest.mark.parametrize("cid, words", [
    ("second_wind", ["Regain 4 HP"]),
    ("sucker_punch", ["3 damage", "head", "1 warning"]),
    ("broadcast_delay", ["ditches 2"]),
])
def test_examples_from_the_issue(cid, words):
    text = card_texts(LIB)[cid]
    for w in words:
        assert w in text, text


def test_face_text_leaves_out_only_what_the_face_shows():
    sucker = LIB.pages["sucker_punch"]
    assert "3 damage" not in page_rules(sucker, face=True)  # shown big on the art
    assert "1 warning" in page_rules(sucker, face=True)
    assert "Regain 4 HP" in page_rules(LIB.pages["second_wind"], face=True)


def test_move_cards_and_drama_in_words():
    assert move_card_rules(LIB.move_cards["aerial_artistry"]) == \
        "+2 damage to High Risk moves (a counter that connects too)."
    assert short_bonus(LIB.move_cards["aerial_artistry"].bonus) == "+2 dmg High Risk"
    assert drama_rules(LIB.drama["hype_package"]) == "+2 Attitude momentum at the bell."
    assert "Injured" in drama_rules(LIB.drama["parking_lot_ambush"])


def test_flavour_is_not_rules_twice():
    """Drama flavour no longer repeats the rules the face now prints."""
    for card in LIB.drama.values():
        assert not re.search(r"\d", card.text), card.id


@pytest.mark.parametrize("word", [*MOMENTUM, *TAGS, *MOVE_TYPES, *STATUSES, *SPECIAL_KINDS])
def test_every_keyword_has_help(word):
    help_text = keyword_help(word)
    assert help_text and len(help_text) < 200


def test_page_flavour_does_not_restate_the_rules():
    """Statuses, 'Playable at ringside' and the like are in the rules text now, not flavour."""
    for page in LIB.pages.values():
        if page.special == "referee":
            continue  # a Referee's text is their character (issue 13 keeps those files)
        assert not page.text.startswith("Playable at ringside"), page.id
        assert "The foe is" not in page.text and "The foe has" not in page.text, page.id
