"""One version string, pyproject's: `--version`, the title screen and Settings, every crash log
and every save carry it, and a save from a newer game is refused naming that game's version."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from scene_helpers import frame  # noqa: F401 (sets the dummy SDL drivers first)

from game import store
from game.store import version as V
from game.store.codec import SaveError
from game.store.match_file import checksum, load_save, peek_save, save_match
from game.store.season_file import load_season, save_season
from game.lab.simulate import play_out, random_setup
from game.match import Match

ROOT = Path(__file__).resolve().parent.parent


def pyproject_version() -> str:
    """The version pyproject.toml gives, read here without the game's help."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def test_the_game_version_is_pyprojects():
    assert store.game_version() == pyproject_version() != V.UNKNOWN


@pytest.mark.parametrize("command", [["main.py"], ["-m", "main"]])
def test_dash_dash_version_prints_it(command):
    out = subprocess.run([sys.executable, *command, "--version"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout == f"Ringside {pyproject_version()}\n" and out.stderr == ""


def test_the_installed_command_agrees():
    script = Path(sys.executable).with_name("ringside" + (".exe" if os.name == "nt" else ""))
    if not script.is_file():
        pytest.skip("no ringside script beside this Python (not an installed environment)")
    out = subprocess.run([str(script), "--version"], cwd=ROOT.parent, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"Ringside {pyproject_version()}"


def test_a_build_file_comes_first_then_pyproject(tmp_path, monkeypatch):
    monkeypatch.setattr(V, "_HERE", tmp_path)
    V.game_version.cache_clear()
    try:
        assert V.game_version() == pyproject_version()  # no build file: the repo's pyproject
        (tmp_path / V.BUILT_FILE).write_text("7.8.9\n", encoding="utf-8")
        V.game_version.cache_clear()
        assert V.game_version() == "7.8.9"
    finally:
        V.game_version.cache_clear()


def test_someone_elses_pyproject_is_not_ours(tmp_path):
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "other"\nversion = "9.9"\n', encoding="utf-8")
    assert V.version_from_pyproject(other) is None
    other.write_text("not toml = = =", encoding="utf-8")
    assert V.version_from_pyproject(other) is None
    assert V.version_from_pyproject(tmp_path / "missing.toml") is None


@pytest.mark.parametrize("a, b, newer", [("0.2.0", "0.1.0", True), ("0.1.0", "0.1.0", False),
                                         ("1.0", "1.0.0", False), ("0.10.0", "0.9.9", True),
                                         ("1.2.0rc1", "1.1.5", True), ("junk", "0.1.0", False),
                                         ("0.1.0", "0.1.1", False)])
def test_is_newer(a, b, newer):
    assert V.is_newer(a, b) is newer


@pytest.fixture(scope="module")
def finished(cat):
    return play_out(Match(random_setup(cat, 5, "normal", "random", "random"), cat), 5)


def _rewrite(path: Path, change) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")


def test_a_match_save_carries_the_version_and_old_saves_still_load(finished, tmp_path):
    path = save_match(finished, tmp_path, "bout")
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["game_version"] == pyproject_version() and doc["version"] == 2
    _rewrite(path, lambda d: d.pop("game_version"))  # as saves made before the key
    assert load_save(path)[0] == finished.setup and peek_save(path)["over"]


def test_a_save_from_a_newer_format_names_the_game_that_made_it(finished, tmp_path):
    path = save_match(finished, tmp_path, "bout")
    _rewrite(path, lambda d: d.update(version=3, game_version="9.1.0"))
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_save(path)
    words = err.value.message
    assert "newer version of Ringside" in words and "Ringside 9.1.0" in words
    assert f"Ringside {pyproject_version()}" in words and path.read_bytes() == before


def test_a_save_from_a_newer_game_with_new_fields_says_so(finished, tmp_path):
    path = save_match(finished, tmp_path, "bout")
    _rewrite(path, lambda d: d.update(game_version="9.1.0", new_thing=[1]))
    for read in (load_save, peek_save):
        with pytest.raises(SaveError) as err:
            read(path)
        assert "made by Ringside 9.1.0, newer than this one" in err.value.message
    _rewrite(path, lambda d: d.update(game_version="0.0.1"))  # an older game: just damaged
    with pytest.raises(SaveError) as err:
        load_save(path)
    assert "newer" not in err.value.message


def test_a_season_save_carries_the_version_and_names_a_newer_game(cat, tmp_path):
    from game.season import Season, ai_season_setup
    season = Season(ai_season_setup(cat.lib, 3, 2, 2, "random", False), cat)
    path = save_season(season, tmp_path / "season.json")
    assert json.loads(path.read_text())["game_version"] == pyproject_version()
    assert load_season(path, cat).setup == season.setup
    _rewrite(path, lambda d: d.update(game_version="42.0", rules=999))
    with pytest.raises(SaveError) as err:
        load_season(path, cat)
    assert "made by Ringside 42.0, newer than this one" in err.value.message


def test_a_crash_log_names_the_version(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_LOG_DIR", str(tmp_path))
    from scenes.crash import write_crash_log
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        log = write_crash_log(exc)
    first = log.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith(f"Ringside {pyproject_version()} crashed at ")


def _drawn_words(app, monkeypatch) -> list[str]:
    from scenes.ui import widgets as W
    seen: list[str] = []
    real = W.draw_text

    def spy(surface, words, *args, **kwargs):
        seen.append(words)
        return real(surface, words, *args, **kwargs)
    monkeypatch.setattr(W, "draw_text", spy)
    app.stack.top.draw(app.screen)
    return seen


def test_the_title_screen_and_settings_show_the_version(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    from scenes.app import App
    from scenes.ui.prefs import Settings
    app = App((1280, 720), settings=Settings())
    app.reset("menu")
    assert f"Ringside {pyproject_version()}" in _drawn_words(app, monkeypatch)
    app.reset("settings")
    assert f"Ringside {pyproject_version()}" in _drawn_words(app, monkeypatch)
