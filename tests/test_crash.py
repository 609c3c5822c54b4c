"""A crash writes a log, tries an emergency save and ends with a friendly message."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game.store.match_file import restore  # noqa: E402
from game.match import MatchSetup, SeatSetup  # noqa: E402


def test_a_crash_logs_saves_and_explains(cat, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("RINGSIDE_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("RINGSIDE_PLAYBOOK_DIR", str(tmp_path / "playbooks"))
    from scenes import app as app_module
    from scenes.match.scene import MatchScene

    def broken_run(self, first=None):
        setup = MatchSetup(seed=77, seats=[SeatSetup(superstar="ada_quill", controller="human"),
                                           SeatSetup(superstar="scrap_malone")])
        self.stack.push(MatchScene(self, setup))
        raise RuntimeError("a bug in a scene")

    monkeypatch.setattr(app_module.App, "run", broken_run)
    assert app_module.run_game((1280, 720)) == 1
    logs = list((tmp_path / "logs").glob("crash-*.log"))
    assert logs and "a bug in a scene" in logs[0].read_text()
    saved = tmp_path / "saves" / "current-77.json"  # its own autosave file, no second copy
    assert restore(saved, cat).setup.seed == 77
    err = capsys.readouterr().err
    assert "Sorry" in err and "current-77.json" in err and "Traceback" not in err
