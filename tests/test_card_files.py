"""Damaged card files: each gets one clear CardError naming the file (item 8: nesting too)."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.library import CardError, load_file, load_library  # noqa: E402

DAMAGE = {
    "nested": "[" * 100_000 + "]" * 100_000,
    "nested_object": '{"superstars": ' + '{"a": ' * 50_000 + "1" + "}" * 50_001,
    "not_json": "{superstars: ",
    "not_text": b"\xff\xfe\x00",
    "wrong_shape": '{"superstars": 5}',
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_card_file_is_a_card_error(tmp_path, kind):
    path = tmp_path / "bad.json"
    data = DAMAGE[kind]
    path.write_bytes(data if isinstance(data, bytes) else data.encode())
    with pytest.raises(CardError) as err:
        load_file(path)
    assert "bad.json" in str(err.value)


def _cards_with(tmp_path, text: str) -> Path:
    folder = tmp_path / "cards"
    shutil.copytree(ROOT / "cards", folder)
    (folder / "zz_bad.json").write_text(text, encoding="utf-8")
    return folder


@pytest.mark.parametrize("kind", ["nested", "not_json"])
def test_deep_nesting_exits_like_any_damaged_card_file(tmp_path, kind):
    """The cards command fails the same way (one line, exit 1) for nesting as for bad JSON."""
    folder = _cards_with(tmp_path, DAMAGE[kind])
    with pytest.raises(CardError):
        load_library(folder)
    code = ("import sys, game.library as L; folder = sys.argv[1]; orig = L.load_library; "
            "L.load_library = lambda f=None: orig(folder); import main; "
            "sys.exit(main.main(['cards', '--json']))")
    done = subprocess.run([sys.executable, "-c", code, str(folder)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "zz_bad.json" in lines[0] and "unexpected" not in lines[0]
