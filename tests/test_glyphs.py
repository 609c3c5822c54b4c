"""Every string the game can show has a glyph for each of its characters in the bundled font
(no empty boxes): UI labels in the source, card names and texts, keyword help, log lines."""
from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pytest.importorskip("pygame")

from game.library.card_text import card_texts, keyword_help  # noqa: E402
from game.library.catalog import Catalog  # noqa: E402
from game.library import load_library  # noqa: E402
from game.match import Match  # noqa: E402
from game.lab.simulate import play_out, random_setup  # noqa: E402
from game.library.words import MOMENTUM, MOVE_TYPES, SPECIAL_KINDS, STATUSES, TAGS  # noqa: E402
from scenes.match import log_text  # noqa: E402
from sprites.fonts import missing_glyphs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def _source_strings() -> list[tuple[str, str]]:
    """Every string literal in the code that draws or words what players see."""
    out = []
    for folder in ("scenes", "sprites", "game"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    out.append((f"{path.relative_to(ROOT)}:{node.lineno}", node.value))
    return out


def test_the_check_sees_a_missing_glyph():
    assert missing_glyphs("a \u2192 b") == {"\u2192"}
    assert not missing_glyphs("Pin \u00b7 95% \u2014 kick-out \u2026")


@pytest.mark.slow
def test_every_ui_string_has_its_glyphs():
    bad = [(where, sorted(missing_glyphs(text))) for where, text in _source_strings()
           if missing_glyphs(text)]  # docstrings too: simpler than telling them apart
    assert not bad, bad[:10]


@pytest.mark.slow
def test_every_card_string_has_its_glyphs():
    lib = load_library()
    texts = list(card_texts(lib).values())
    for table in (lib.pages, lib.move_cards, lib.drama, lib.superstars):
        for card in table.values():
            texts += [card.name, getattr(card, "text", "")]
    for word in (*MOMENTUM, *TAGS, *MOVE_TYPES, *STATUSES, *SPECIAL_KINDS):
        texts.append(keyword_help(word))
    bad = {t: missing_glyphs(t) for t in texts if missing_glyphs(t)}
    assert not bad


@pytest.mark.parametrize("match_type", ["normal", "hardcore", "showdown"])
def test_every_log_line_has_its_glyphs(match_type):
    cat = Catalog(load_library())
    m = Match(random_setup(cat, 5, match_type, "greedy", "greedy"), cat)
    play_out(m, 5)
    lines = log_text.log_lines(m) + [log_text.outcome_text(m.state)]
    bad = {line: missing_glyphs(line) for line in lines if missing_glyphs(line)}
    assert not bad
