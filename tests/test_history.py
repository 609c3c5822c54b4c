"""Career history: its totals agree with the saves (each save re-decided here, independently of
the projection), watched AI matches count and filter apart, copies of one match count once, a
later visit reads no file again, and `history --json` keeps its contract."""
from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.match import commands as C
from game.store import match_file as S
from game.store import listing as save_list
from game.ai import choose
from game.match.dice import Dice
from game.store.history import collect, history, page_names
from game.match import Match
from game.store import fork_save, verify_match
from game.store.match_file import read_save, save_match
from game.season import Season, play_ai_season
from game.store.season_file import load_season, save_season
from game.season.state import SeasonPlayer, SeasonSetup
from game.ai import ai_command, stamped
from game.lab.simulate import play_out, random_setup

MAIN = Path(__file__).resolve().parent.parent / "main.py"


def _stamp(i: int) -> str:
    return f"2026-11-{1 + i // 24:02d}T{i % 24:02d}:00:00+00:00"


@pytest.fixture(scope="module")
def folder(cat, tmp_path_factory):
    """Real saves: a person (played by the greedy AI) against each level and type, watched
    AI matches, an unfinished one, pass-and-play, a take-back, a copy, a fork, junk."""
    path = tmp_path_factory.mktemp("career")
    save_list.forget()
    i = 0
    for seed in range(1, 11):
        level = ("easy", "normal", "greedy", "random")[seed % 4]
        mt = ("normal", "hardcore", "showdown")[seed % 3]
        controllers = ("human", level) if seed % 2 else (level, "human")
        m = play_out(Match(stamped(random_setup(cat, seed, mt, *controllers)), cat), seed)
        save_match(m, path, f"mine-{seed}", _stamp(i))
        i += 1
    for seed in range(40, 46):
        m = play_out(Match(stamped(random_setup(cat, seed, "showdown", "random", "random")), cat), seed)
        save_match(m, path, f"sim-{seed}", _stamp(i))
        i += 1
    pp = play_out(Match(random_setup(cat, 60, "normal", "human", "human"), cat), 60)
    save_match(pp, path, "pass-and-play", _stamp(i))
    i += 1
    half = Match(stamped(random_setup(cat, 61, "normal", "human", "normal")), cat)
    dice = Dice(61, 1000)
    took = False
    while len(half.log) < 30 or not took:
        seat = half.actor()
        half.play(choose("greedy", half.state, 0, dice) if seat == 0 else
                  ai_command("normal", half.state, 1, 61))  # the AI seat plays the AI's moves
        if seat == 0 and half.take_back_refusal(0) is None:
            half.take_back(0)
            took = True
    save_match(half, path, "current-61", _stamp(i))
    i += 1
    # a copy: an older autosave of a match also saved in full (counted once, the longer)
    whole = play_out(Match(stamped(random_setup(cat, 70, "normal", "human", "easy")), cat), 70)
    early = Match(whole.setup, cat)
    for entry in whole.log[1:12]:
        early.play(entry.command)
    save_match(early, path, "current-70", _stamp(i))
    save_match(whole, path, "normal-70", _stamp(i + 1))
    i += 2
    fork_save(path / "normal-70.json", 12, path / "fork-70.json", cat, _stamp(i))
    i += 1
    season = Season(SeasonSetup(seed=3, weeks=2, players=[
        SeasonPlayer(superstar="kestrel_ortiz", controller="human"),
        SeasonPlayer(superstar="mack_doyle", controller="greedy")]), cat)
    save_season(play_ai_season(season), path / "season-3.json", _stamp(i))
    (path / "junk.json").write_text("{")
    yield path
    save_list.forget()


def _season_matches(p: Path, cat) -> list:
    """(name, check, controllers) of each match a season save reports, re-decided."""
    season = load_season(p, cat)
    out = []
    for cmd, events in season.log:
        for ev in events:
            if type(ev).__name__ == "MatchPlayed":
                players = list(ev.players)
                winner = None if ev.winner is None else players.index(ev.winner)
                check = {"over": True, "winner": winner,
                         "superstars": [season.setup.players[q].superstar for q in players]}
                controllers = [season.setup.players[q].controller for q in players]
                out.append((f"{p.stem} match {len(out) + 1:02d}", check, controllers))
    return out


def _expected(path: Path, cat) -> dict:
    """The totals, from every save re-decided (not from the projection)."""
    rows = []
    for p in sorted(path.glob("*.json")):
        if p.stem.startswith("season-"):
            saved_at = json.loads(p.read_text())["saved_at"]
            for name, check, controllers in _season_matches(p, cat):
                rows.append((name, check, controllers, saved_at))
            continue
        check = verify_match(p, cat)
        if not check["ok"] or p.stem in ("current-70", "fork-70"):  # junk; the copies
            continue
        data = read_save(p)
        rows.append((p.stem, check, [s.controller for s in data.setup.seats], data.saved_at))
    stars: dict = {}
    you = Counter()
    results = []
    for name, check, controllers, _ in sorted(rows, key=lambda r: (r[3], r[0])):
        for seat, star in enumerate(check["superstars"]):
            rec = stars.setdefault(star, {"wins": 0, "losses": 0, "draws": 0, "matches": 0})
            rec["matches"] += 1
            if check["over"]:
                key = "draws" if check["winner"] is None else \
                    ("wins" if check["winner"] == seat else "losses")
                rec[key] += 1
        if controllers.count("human") == 1 and check["over"]:
            seat = controllers.index("human")
            r = "D" if check["winner"] is None else ("W" if check["winner"] == seat else "L")
            results.append(r)
            you[r] += 1
    return {"stars": stars, "you": you, "results": results, "count": len(rows)}


def test_totals_agree_with_the_saves(folder, cat):
    got = history(folder)
    want = _expected(folder, cat)
    seasonal = want["count"] - 19
    assert seasonal >= 2 and got["sources"] == {"match": 19, "season": seasonal}
    assert got["matches"] == want["count"] and got["season_saves"] == 1
    assert got["superstars"] == want["stars"]
    you = got["you"]
    assert (you["wins"], you["losses"], you["draws"]) == \
        (want["you"]["W"], want["you"]["L"], want["you"]["D"])
    assert you["form"] == want["results"][-10:]
    best = run = 0
    for r in want["results"]:
        run = run + 1 if r == "W" else 0
        best = max(best, run)
    assert you["longest_win_streak"] == best
    assert got["copies"] == 2  # the early autosave and the fork not played on
    assert [d["name"] for d in got["damaged"]] == ["junk"]
    assert got["kinds"] == {"vs_ai": 12 + seasonal, "watched": 6, "pass_and_play": 1}
    assert got["endings"]["unfinished"] == 1
    assert got["takebacks"] >= 1
    assert sum(got["endings"].values()) == got["matches"]


def test_your_record_splits_by_superstar_level_and_type(folder):
    you = history(folder)["you"]
    for table in ("by_superstar", "by_level", "by_match_type"):
        assert sum(r["matches"] for r in you[table].values()) == you["matches"]
        assert sum(r["wins"] for r in you[table].values()) == you["wins"]
    assert set(you["by_level"]) == {"easy", "normal", "greedy", "random"}
    assert "human" not in you["by_level"]


def test_filters_split_the_folder(folder):
    every, mine, watched = (history(folder, f) for f in ("all", "mine", "watched"))
    assert mine["matches"] + watched["matches"] == every["matches"]
    assert set(watched["kinds"]) == {"watched"} and "watched" not in mine["kinds"]
    assert watched["you"]["matches"] == 0
    for star, rec in every["superstars"].items():
        parts = [f["superstars"].get(star, {"wins": 0})["wins"] for f in (mine, watched)]
        assert sum(parts) == rec["wins"]


def test_pages_and_injuries_come_from_what_stayed_in_effect(folder, cat):
    got = history(folder, "all", page_names(cat.lib))
    plays = Counter()
    for row in collect(folder)["rows"]:
        for seat in (0, 1):
            plays.update(row["pages"][seat])
    top = got["pages"]["most_played"]
    assert top and top[0]["plays"] == max(plays.values())
    assert top[0]["name"] == cat.lib.pages[top[0]["card"]].name
    for page in got["pages"]["most_winning"]:
        assert page["wins"] <= page["matches"]
    injuries = got["injuries"]
    assert injuries["total"] == sum(injuries["by_superstar"].values())
    assert injuries["total"] == sum(injuries["by_cause"].values())


def test_a_later_visit_reads_no_file_and_a_changed_one_is_read_again(folder, monkeypatch):
    history(folder)
    calls = {"n": 0}
    real = S._read_document

    def counting(*a, **k):
        calls["n"] += 1
        return real(*a, **k)
    monkeypatch.setattr(S, "_read_document", counting)
    history(folder)
    assert calls["n"] == 0
    target = folder / "sim-40.json"
    target.write_bytes(target.read_bytes())  # same bytes, a new version of the file
    history(folder)
    assert calls["n"] >= 1


@pytest.mark.slow
def test_history_json_contract(folder):
    done = subprocess.run([sys.executable, str(MAIN), "history", "--json", "--save-dir",
                           str(folder)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert isinstance(data["matches"], int) and data["matches"] > 19
    for rec in data["superstars"].values():
        assert {"wins", "losses", "draws"} <= set(rec)
    mine = subprocess.run([sys.executable, str(MAIN), "history", "--json", "--dir", str(folder),
                           "--filter", "watched"], capture_output=True, text=True, timeout=120)
    assert json.loads(mine.stdout)["matches"] == 6
    text = subprocess.run([sys.executable, str(MAIN), "history", "--save-dir", str(folder)],
                          capture_output=True, text=True, timeout=120)
    assert text.returncode == 0 and f"{data['matches']} matches" in text.stdout


def test_a_missing_folder_is_one_line(tmp_path):
    done = subprocess.run([sys.executable, str(MAIN), "history", "--save-dir",
                           str(tmp_path / "nowhere")], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 1 and done.stderr.count("\n") == 1
    assert "no save folder" in done.stderr


def test_the_take_back_is_counted_not_its_page(folder):
    row = next(r for r in collect(folder)["rows"] if r["name"] == "current-61")
    assert row["takebacks"] >= 1 and not row["over"]
    data = read_save(folder / "current-61.json")
    assert any(type(cmd) is C.TakeBack for cmd, _ in data.log)


def test_the_tutorial_is_no_career_match(tmp_path, cat):
    """A finished tutorial (a scripted foe seated as Easy) is set aside, not a win against Easy."""
    from game.tutorial import play_through
    match, _ = play_through(cat)
    assert match.over and match.state.over.winner == 0
    save_match(match, tmp_path, "current-tutorial")
    out = history(tmp_path)
    assert out["matches"] == 0 and out["superstars"] == {} and out["tutorials"] == 1


def test_average_length_counts_the_turn_a_match_ended_in(tmp_path, cat):
    """A pin ends the turn being played, so a match the table shows ending on turn N counts N
    (the re-decided save's turns counted, plus one for a pin, submission or DQ)."""
    from game.match import last_turn
    for seed in (1, 2, 3):
        match = play_out(Match(stamped(random_setup(cat, seed, "normal", "greedy", "greedy")), cat), seed)
        save_match(match, tmp_path, f"m{seed}")
    shown = []
    for p in sorted(tmp_path.glob("*.json")):
        check = verify_match(p, cat)
        assert check["over"]
        shown.append(last_turn(check["turns"], check["how"]))
    assert history(tmp_path)["avg_turns"] == round(sum(shown) / len(shown), 1)
