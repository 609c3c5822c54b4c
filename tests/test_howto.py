"""How to play and docs/RULES.md say the same thing: one source (RULE_LINES), checked rule id by
rule id; every page's pictures name real cards."""
from __future__ import annotations

import re
from pathlib import Path

from game.library import load_library
from game.tutorial.howto import MARK_END, MARK_START, PAGES, RULE_LINES, rules_markdown

RULES_MD = Path(__file__).resolve().parent.parent / "docs" / "RULES.md"


def _doc() -> str:
    return RULES_MD.read_text(encoding="utf-8")


def test_rules_md_holds_the_rule_lines_exactly():
    doc = _doc()
    assert rules_markdown() in doc, "docs/RULES.md's rule lines differ from RULE_LINES"


def test_every_rule_id_reads_the_same_in_both():
    doc = _doc()
    section = doc[doc.index(MARK_START):doc.index(MARK_END)]
    written = dict(re.findall(r"^\| ((?:INJ|ADV|PB)-\d+) \| (.+) \|$", section, re.M))
    assert written == RULE_LINES


def test_the_rule_lines_cover_every_rule_id_of_the_rules_table():
    doc = _doc()
    table = doc[doc.index("## Rule ids"):]
    ids = set(re.findall(r"^\| ((?:INJ|ADV|PB)-\d+) \|", table, re.M))
    assert ids == set(RULE_LINES)


def test_every_rule_is_on_a_how_to_play_page():
    stated = {rid for page in PAGES for rid in page.rules}
    assert stated == set(RULE_LINES)


def test_pictures_name_real_cards():
    lib = load_library()
    for page in PAGES:
        for pic in page.pictures:
            kind = pic[0]
            if kind == "page":
                assert pic[1] in lib.pages, (page.id, pic)
            elif kind in ("move_card", "tapped"):
                assert pic[1] in lib.move_cards, (page.id, pic)
            elif kind == "drama":
                assert pic[1] in lib.drama, (page.id, pic)
            else:
                assert kind in ("back", "body", "hp"), (page.id, pic)


def test_pages_cover_match_types_season_and_the_ai_levels():
    ids = {page.id for page in PAGES}
    assert {"match_types", "season", "ai"} <= ids
    ai = next(p for p in PAGES if p.id == "ai")
    words = " ".join(ai.text)
    assert all(level in words for level in ("Easy", "Normal", "Hard"))


def test_every_page_is_paragraphs_not_letters():
    """A one-paragraph page once lost its tuple's comma and showed one letter a line."""
    for page in PAGES:
        assert isinstance(page.text, tuple) and all(len(t) > 20 for t in page.text), page.id
