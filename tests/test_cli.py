"""main.py from the outside: exit codes, JSON shapes, one-line errors and never a traceback."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import AI_EDITION

ROOT = Path(__file__).resolve().parent.parent
MAIN = ROOT / "main.py"

# Design brief section 4: what the library must ship at least.
MINIMUMS = {"superstars": 8, "pages": 120, "move_cards": 20, "drama": 10, "referees": 6,
            "events": 8, "weapons": 6}


def run(*args: str, cwd: Path | None = None, timeout: int = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(MAIN), *args], capture_output=True, text=True,
                          cwd=cwd, timeout=timeout)


@pytest.fixture(scope="module")
def saves(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("saves")
    out = run("simulate", "--games", "2", "--seed", "7", "--match-type", "showdown",
              "--p1", "random", "--save-dir", str(folder), "--json")
    assert out.returncode == 0, out.stderr
    return folder


def test_simulate_json(tmp_path):
    out = run("simulate", "--games", "3", "--json", cwd=tmp_path)  # from another folder
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert len(data["games"]) == 3
    for game in data["games"]:
        assert {"seed", "winner", "how", "turns", "points", "squash", "superstars"} <= set(game)
        assert game["winner"] in (0, 1, None) and len(game["superstars"]) == 2
    totals = data["totals"]
    assert set(totals["wins"]) == {"p1", "p2", "draws"} and sum(totals["wins"].values()) == 3
    assert sum(totals["by_how"].values()) == 3
    assert totals["avg_turns"] == pytest.approx(sum(g["turns"] for g in data["games"]) / 3,
                                                abs=0.01)
    assert [g["seed"] for g in data["games"]] == [1, 2, 3]


@pytest.mark.slow
def test_simulate_is_repeatable():
    args = ("simulate", "--games", "2", "--seed", "40", "--match-type", "hardcore",
            "--p1", "random", "--p2", "easy", "--json")
    assert json.loads(run(*args).stdout) == json.loads(run(*args).stdout)


@pytest.mark.slow
def test_simulate_table():
    out = run("simulate", "--games", "2")
    assert out.returncode == 0 and "wins:" in out.stdout


@pytest.mark.parametrize("args", [
    ["simulate", "--bogus"], ["simulate", "--games", "0"], ["simulate", "--games", "x"],
    ["simulate", "--match-type", "cage"], ["simulate", "--p1", "godlike"],
    ["simulate", "--seed", "-1"], ["frobnicate"], ["replay"], ["cards", "--yaml"],
    ["demo", "--frames", "-5"],
])
def test_bad_options_exit_2(args):
    out = run(*args)
    assert out.returncode == 2
    assert "usage:" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.slow
def test_replay_good_file(saves):
    files = sorted(saves.glob("*.json"))
    assert len(files) == 2
    out = run("replay", str(files[0]), "--verify")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("OK:")
    out = run("replay", str(files[1]), "--verify", "--json")
    assert out.returncode == 0
    data = json.loads(out.stdout)
    assert data["ok"] is True and data["entries"] > 0 and data["error"] is None
    out = run("replay", str(files[1]))  # without --verify: the log is listed too
    assert out.returncode == 0 and len(out.stdout.splitlines()) > 3


@pytest.mark.parametrize("damage", ["cut", "flip", "foreign", "newer", "missing", "binary"])
def test_replay_bad_file(saves, tmp_path, damage):
    raw = sorted(saves.glob("*.json"))[0].read_bytes()
    bad = tmp_path / "bad.json"
    if damage == "cut":
        bad.write_bytes(raw[: len(raw) // 2])
    elif damage == "flip":
        at = raw.index(b'"turn":') + 7
        bad.write_bytes(raw[:at] + (b"9" if raw[at:at + 1] != b"9" else b"8") + raw[at + 1:])
    elif damage == "foreign":
        bad.write_text('{"name": "left-pad", "version": "1.3.0"}')
    elif damage == "newer":
        from_doc = json.loads(raw)
        from_doc["version"] = 99
        bad.write_text(json.dumps(from_doc))
    elif damage == "binary":
        bad.write_bytes(bytes(range(256)) * 10)
    out = run("replay", str(bad), "--verify")
    assert out.returncode == 1
    assert "Traceback" not in out.stderr and "Traceback" not in out.stdout
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ringside:")
    if damage == "newer":
        assert "newer version of Ringside" in lines[0]


def test_cards_json_meets_design_minimums():
    out = run("cards", "--json")
    assert out.returncode == 0, out.stderr
    counts = json.loads(out.stdout)
    for key, least in MINIMUMS.items():
        assert counts[key] >= least, key


@pytest.mark.slow
def test_bench_json():
    out = run("bench", "--matches", "20", "--json", timeout=240)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["matches"]["matches_per_second"] > 0 and data["matches"]["ratio"] > 0
    assert data["replay"]["events_per_second"] > 0 and data["replay"]["ratio"] > 0
    s = data["save_load"]
    assert s["turns"] >= 60 and s["save_ms"] > 0 and s["load_verify_ms"] > 0
    assert s["save_ratio"] > 0 and s["load_verify_ratio"] > 0
    listed = data["list_saves"]
    assert listed["saves"] == 200 and listed["first_visit_ms"] > 0
    # speed is reported, never asserted: a busy machine is slower, the ratios say how much
    assert listed["target_ms"] == 100 and type(listed["meets_target"]) is bool
    assert listed["first_visit_ratio"] > 0 and listed["later_visit_ratio"] > 0
    codec = data["codec"]
    assert codec["events"] >= 250 and codec["encode_decode_ms"] > 0 and codec["ratio"] > 0
    ai = data["ai"]
    for level, target in (("normal", 30.0), ("hard", 300.0)):
        middle, tail = ai[level]["p50_ms"], ai[level]["p95_ms"]  # an order, not a time limit
        assert 0 < middle <= tail and ai[level]["p95_ratio"] > 0
        assert ai[level]["target_p95_ms"] == target and type(ai[level]["meets_target"]) is bool
    assert ai["baseline_ms"] > 0 and ai["verify_hard_match_ai"] == "checked"
    online = data["online"]  # a guest's command to its new view, over loopback
    assert online["commands"] > 10 and online["median_ms"] > 0 and online["ratio"] > 0
    assert online["p95_ms"] >= online["median_ms"] and online["view_bytes"] > 1000


def test_help():
    out = run("--help")
    assert out.returncode == 0 and "simulate" in out.stdout


def test_season_json_has_standings_feuds_ppv_injuries_and_shows():
    proc = run("season", "--players", "3", "--weeks", "3", "--seed", "4", "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    for key in ("standings", "feuds", "ppv", "injuries", "enjoy_the_show", "champion"):
        assert key in out
    assert len(out["standings"]) == 3
    assert out["champion"] == out["standings"][0]["superstar"]
    from game.match.tiers import tier
    for row in out["standings"]:
        assert row["tier"] == tier(row["rank"])  # each Superstar's Tier beside their Rank


def test_season_bad_player_count_is_a_usage_error():
    proc = run("season", "--players", "9")
    assert proc.returncode == 2 and "players" in proc.stderr


@pytest.mark.slow
def test_tournament_json_has_win_rates_and_latency():
    proc = run("tournament", "--games", "2", "--seed", "2", "--workers", "1", "--json",
               "--pair", "hard@10:heuristic", "--pair", "easy:random", timeout=300)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out["pairs"]) == {"hard@10>heuristic", "easy>random"}
    for r in out["pairs"].values():
        assert 0.0 <= r["low"] <= r["score"] <= r["high"] <= 1.0 and r["games"] == 2
    assert [t["pair"] for t in out["targets"]] == ["easy>random"]
    assert set(out["latency_ms"]) == {"hard@10", "heuristic", "easy", "random"}


def test_tournament_plays_custom_playbooks_and_season_deals_and_older_editions():
    proc = run("tournament", "--games", "2", "--seed", "3", "--workers", "1", "--json",
               "--pair", "easy:normal/1", "--playbooks", "custom", "--season", timeout=300)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["playbooks"] == "custom" and out["deals"] == "season"
    assert out["pairs"]["easy>normal/1"]["games"] == 2
    assert out["budgets"]["ai_edition"] == AI_EDITION


def test_tournament_refuses_an_unknown_ai_edition():
    proc = run("tournament", "--pair", f"normal/{AI_EDITION + 1}:random")
    assert proc.returncode == 2 and f"unknown AI level 'normal/{AI_EDITION + 1}'" in proc.stderr


def test_tournament_refuses_an_unknown_level():
    proc = run("tournament", "--pair", "clever:random")
    assert proc.returncode == 2 and "unknown AI level 'clever'" in proc.stderr
