"""Long commands show a progress line on stderr only when it is a terminal (done / total, rate,
time left), --quiet turns it off, and the JSON on stdout is byte-identical either way."""
from __future__ import annotations

import contextlib
import io

import pytest

import main


class Terminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def _run(argv: list[str], stderr, monkeypatch) -> str:
    monkeypatch.setattr(main.sys, "stderr", stderr)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main.main(argv) == 0
    return out.getvalue()


COMMANDS = [
    ["simulate", "--games", str(main.SIMULATE_PROGRESS_FROM), "--p1", "random", "--p2", "random",
     "--json"],
    ["balance", "--games", "3", "--match-type", "normal", "--level", "random", "--workers", "1",
     "--json"],
    ["season", "--players", "2", "--weeks", "2", "--level", "random", "--json"],
]


@pytest.mark.parametrize("argv", COMMANDS, ids=lambda a: a[0])
def test_progress_on_a_terminal_only_and_the_json_is_the_same(argv, monkeypatch):
    plain = io.StringIO()
    quiet_tty = Terminal()
    tty = Terminal()
    without = _run(argv, plain, monkeypatch)
    quiet = _run(argv + ["--quiet"], quiet_tty, monkeypatch)
    shown = _run(argv, tty, monkeypatch)
    assert without == quiet
    assert [line for line in shown.splitlines() if "tournament" not in line] == \
        [line for line in without.splitlines() if "tournament" not in line]
    assert plain.getvalue() == "" and quiet_tty.getvalue() == ""
    words = tty.getvalue()
    assert words.startswith("\r" + argv[0]) and words.endswith("\n")
    last = words.rstrip("\n").split("\r")[-1]
    assert "(100%)" in last, last


def test_the_tournament_json_keeps_its_keys_with_progress(monkeypatch):
    import json
    argv = ["tournament", "--games", "1", "--workers", "1", "--json"]
    tty = Terminal()
    shown = json.loads(_run(argv, tty, monkeypatch))
    plain = json.loads(_run(argv, io.StringIO(), monkeypatch))
    # Hard searches within a time budget, so its results may differ run to run: compare shape
    assert shown.keys() == plain.keys() and shown["win_rate"].keys() == plain["win_rate"].keys()
    assert "tournament: " in tty.getvalue() and "(100%)" in tty.getvalue()


def test_few_simulated_games_show_no_line(monkeypatch):
    tty = Terminal()
    _run(["simulate", "--games", "3", "--p1", "random", "--p2", "random", "--json"], tty,
         monkeypatch)
    assert tty.getvalue() == ""


def test_the_line_reads_done_total_rate_and_time_left():
    now = [100.0]
    tty = Terminal()
    line = main.Progress("balance", stream=tty, clock=lambda: now[0], every=1.0)
    line(0, 300)
    now[0] = 110.0
    line(100, 300)  # 10 per second: 20 s to go
    now[0] = 110.5
    line(101, 300)  # too soon to redraw
    now[0] = 250.0
    line(300, 300)
    frames = tty.getvalue().split("\r")[1:]
    assert frames[0].strip() == "balance: 0/300 (0%)"
    assert frames[1].strip() == "balance: 100/300 (33%), 10.0/s, 20 s left"
    assert frames[2] == "balance: 300/300 (100%), 2.0/s, took 2 min 30 s\n"
    assert len(frames) == 3
    assert main._duration(3725) == "1 h 02 min"
