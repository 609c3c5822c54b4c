"""The glossary covers every term the table can show, and its search finds them."""
from __future__ import annotations

import pytest

from game.library.card_text import TABLE_HELP, keyword_help
from game.library.glossary import entries, lookup, search
from game.library import load_library
from game.match.tiers import TIERS
from game.library.words import (BODY_PARTS, MATCH_TYPES, MOMENTUM, MOVE_TYPES, PERSONAS, SPECIAL_KINDS,
                        STATUSES, TAGS)


@pytest.fixture(scope="module")
def lib():
    return load_library()


@pytest.fixture(scope="module")
def items(lib):
    return entries(lib)


def _words(lib) -> list[str]:
    """Every term the table can show: the game's vocabulary and the cards it names."""
    words = [*MOMENTUM, *TAGS, *MOVE_TYPES, *STATUSES, *SPECIAL_KINDS, *BODY_PARTS, *PERSONAS,
             *MATCH_TYPES, *TABLE_HELP]
    words += [name for _, name in TIERS]
    words += [lib.pages[p].name for p in lib.specials_of("referee")]
    words += [lib.pages[p].name for p in lib.specials_of("event")]
    words += ["HP", "Pin", "Pass", "Counter", "Let It Through", "Move To Ringside",
              "Return To Ring", "Crowd Support", "Move string", "Rank", "Tier", "Injury",
              "Tap out", "Squash", "Count-out", "DQ", "Match points", "Submission",
              "Ditch", "Run-In", "Jobber Security", "Ooh, That's Gotta Hurt!"]  # (session 62)
    return words


def test_every_term_the_table_shows_has_an_entry(lib, items):
    missing = [w for w in _words(lib) if lookup(items, w) is None or not lookup(items, w).text]
    assert missing == []


def test_keywords_read_as_the_card_help_says(items):
    """One source: a keyword's entry is keyword_help's text, not a second definition."""
    for word in [*MOMENTUM, *TAGS, *STATUSES]:
        assert lookup(items, word).text in keyword_help(word)


def test_terms_are_unique_within_their_kind(items):
    keys = [(e.kind, e.term.lower()) for e in items]
    assert len(keys) == len(set(keys))


def test_search_puts_terms_that_start_with_the_query_first(items):
    found = search(items, "stun")
    assert found and found[0].term == "Stunned"
    assert search(items, "") == items
    assert search(items, "zzzz no such word") == []
    both = search(items, "pin chance")
    assert both and all("pin" in (e.term + e.text).lower() for e in both)


def test_referees_and_events_are_described_by_their_cards(lib, items):
    for pid in lib.specials_of("referee"):
        e = lookup(items, lib.pages[pid].name)
        assert e.kind == "Referee" and "DQ" in e.text
    for pid in lib.specials_of("event"):
        assert lookup(items, pid).kind == "Event"
