"""Session 66: what outside checks found (the saves attacked again, the rules audited again,
newcomers at the table)."""
from __future__ import annotations

import json
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

ESCAPES = "\x1b]0;owned\x07\x1b[2J\x1b[1;31mALL SAVES DELETED\x1b[0m\u202e"


def test_a_shared_files_escapes_reach_the_terminal_as_escapes(tmp_path, capsys):
    """A shared playbook whose key and Superstar were terminal escapes cleared the screen, set
    its title and printed 'ALL SAVES DELETED' in red through `playbook check` and `import`."""
    import main
    bad = tmp_path / "shared.json"
    bad.write_text(json.dumps({"format": "ringside-playbook", "version": 2, "name": "Shared",
                               "superstar": ESCAPES, "pages": ["velvet_curtain"] * 40,
                               ESCAPES: 1}), encoding="utf-8")
    assert main.main(["playbook", "check", str(bad)]) == 1
    out = capsys.readouterr()
    said = out.out + out.err
    assert "ALL SAVES DELETED" in said and "\\x1b]0;owned\\x07" in said and "\\u202e" in said
    assert not any(ch in said for ch in "\x1b\x07\u202e")
    assert main.main(["playbook", "check", str(bad), "--json"]) == 1
    assert "\x1b" not in capsys.readouterr().out


def test_printable_leaves_lines_tabs_and_words_alone():
    import io

    import main
    got = io.StringIO()
    main.Printable(got).write("a\tb\r\nNaïve – 日本\x1b[0m\x9b")
    assert got.getvalue() == "a\tb\r\nNaïve – 日本\\x1b[0m\\x9b"
