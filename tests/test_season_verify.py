"""Season saves are verified like match saves: every reported result is re-derived from its
match on load; replay --verify checks a whole season; the window and `season --seed S` play
the AI matches with one seed rule."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.store.codec import SaveError  # noqa: E402
from game.errors import IllegalCommand  # noqa: E402
from game.match import Match  # noqa: E402
from game.store import verify  # noqa: E402
from game.store.match_file import checksum  # noqa: E402
from game.season import commands as C  # noqa: E402
from game.season import Season, play_ai_season, season_summary  # noqa: E402
from game.store.season_file import load_season, save_season  # noqa: E402
from game.season.state import SeasonPlayer, SeasonSetup  # noqa: E402
from game.lab.simulate import play_out  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
STARS = ("kestrel_ortiz", "mack_doyle", "ada_quill")


def cli_setup(cat, seed: int, players: int = 3, weeks: int = 2) -> SeasonSetup:
    """The setup `main.py season --seed S --players P --weeks W` builds."""
    from game.match.dice import Dice
    picks = Dice(seed, 4242).shuffled(sorted(cat.lib.superstars))[:players]
    return SeasonSetup(seed=seed, weeks=weeks,
                       players=[SeasonPlayer(superstar=n, controller="greedy") for n in picks])


@pytest.fixture(scope="module")
def season_file(cat, tmp_path_factory) -> Path:
    season = play_ai_season(Season(cli_setup(cat, 7), cat))
    path = save_season(season, tmp_path_factory.mktemp("season") / "season-7.json")
    return path


def _edit(path: Path, change, to: Path) -> Path:
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    doc["checksum"] = checksum(doc)
    to.write_text(json.dumps(doc), encoding="utf-8")
    return to


def _reports(doc) -> list:
    return [e["command"] for e in doc["log"] if e["command"]["type"] == "ReportMatch"]


def _winner_flipped(doc):
    r = next(r for r in _reports(doc) if r["winner"] is not None)
    r["winner"] = 1 - r["winner"]


def _draw_claimed(doc):
    r = next(r for r in _reports(doc) if r["winner"] is not None)
    r["winner"] = None


def _points_raised(doc):
    _reports(doc)[0]["points"][0] += 30


def _how_changed(doc):
    r = _reports(doc)[0]
    r["how"] = "submission" if r["how"] != "submission" else "pinfall"


def _injury_removed(doc):
    for r in _reports(doc):
        for side in r["tapped"]:
            if True in side:
                side[side.index(True)] = False
                return
    r = _reports(doc)[0]
    r["tapped"][0][0] = True  # or one added


def _match_dropped(doc):
    doc["matches"].pop()


def _match_added(doc):
    doc["matches"].append(doc["matches"][0])


def _match_cut_short(doc):
    doc["matches"][0]["log"] = doc["matches"][0]["log"][:5]


def _match_command_edited(doc):
    cmd = doc["matches"][0]["log"][3]
    cmd["seat"] = 1 - cmd["seat"]  # a command of the wrong seat


def _matches_swapped(doc):
    doc["matches"][0], doc["matches"][1] = doc["matches"][1], doc["matches"][0]


def _match_edition_changed(doc):
    doc["matches"][0]["rules"] = 99


def _provision_changed(doc):
    doc["setup"]["provision"] = 1 if doc["setup"]["provision"] != 1 else 2


def _old_version(doc):
    doc["version"] = 1
    doc.pop("matches")


FORGERIES = [_winner_flipped, _draw_claimed, _points_raised, _how_changed, _injury_removed,
             _match_dropped, _match_added, _match_cut_short, _match_command_edited,
             _matches_swapped, _match_edition_changed, _old_version]


def test_a_season_save_round_trips_and_verifies(cat, season_file):
    again = load_season(season_file, cat)
    assert len(again.matches) == len(again.state.results) > 2
    assert again.last_result == len(again.state.results) - 1  # (the hub's 'last match' button
    # was gone after Continue: session 69's play-test)
    report = verify(season_file, cat)
    assert report["ok"] and report["kind"] == "season" and report["over"]
    assert report["matches"] == len(again.matches) and report["champion"]


@pytest.mark.parametrize("forge", FORGERIES, ids=lambda f: f.__name__.strip("_"))
def test_a_forged_season_is_refused_and_left_alone(cat, season_file, tmp_path, forge):
    path = _edit(season_file, forge, tmp_path / "season-7.json")
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_season(path, cat)
    assert "season-7.json" in str(err.value)
    report = verify(path, cat)
    assert not report["ok"] and report["error"]
    assert path.read_bytes() == before


def _feud_lost_by_ten_or_less(cat):
    """A two-wrestler season whose Pay-Per-View feud was won by 1-10 points, and the margin."""
    for seed in range(1, 60):
        season = play_ai_season(Season(cli_setup(cat, seed, 2, 3), cat))
        for r in season.state.ppv_results:
            if r["feud"] and r["winner"] is not None:
                winner = r["players"].index(r["winner"])
                margin = r["points"][winner] - r["points"][1 - winner]
                if 0 < margin < 10:  # so provision margin + 1 is still a provision
                    return season, margin
    raise AssertionError("no Pay-Per-View feud won by 1-10 points in these seeds")


def test_a_provision_edit_that_the_log_contradicts_is_refused(cat, tmp_path):
    """The feud provision is a setup option: a PPV feud won by 1-10 points shows which provision
    was in force (the loser injured at N+ or not), so changing it is refused."""
    season, margin = _feud_lost_by_ten_or_less(cat)
    injured = margin >= season.setup.provision
    other = margin + 1 if injured else margin  # the loser's fate flips under this provision
    path = save_season(season, tmp_path / "season.json")
    assert load_season(path, cat).state.ppv_results == season.state.ppv_results
    forged = _edit(path, lambda d: d["setup"].update(provision=other), tmp_path / "forged.json")
    with pytest.raises(SaveError, match="log entry .* does not match the rules"):
        load_season(forged, cat)


def test_only_the_booked_and_finished_match_can_be_reported(cat):
    season = Season(cli_setup(cat, 5), cat)
    me = season.state.active
    season.play(C.GiveInterview(me, ""))
    opponent = next(c.opponent for c in season.legal(me) if getattr(c, "opponent", None))
    season.play(C.Book(me, opponent))
    while season.state.phase == "runins":
        season.play(C.RunIn(season.state.booking.ask[0], None))
    booked = season.booked_setup()
    other = booked.model_copy(update={"seed": booked.seed + 1})
    with pytest.raises(IllegalCommand, match="booked"):
        season.report(play_out(Match(other, cat), 1))
    with pytest.raises(IllegalCommand, match="not over"):
        season.report(Match(booked, cat))
    season.play_ai_match()
    assert len(season.matches) == 1


def test_a_result_given_without_its_match_can_never_be_saved(cat, tmp_path):
    season = Season(cli_setup(cat, 5), cat)
    me = season.state.active
    season.play(C.GiveInterview(me, ""))
    opponent = next(c.opponent for c in season.legal(me) if getattr(c, "opponent", None))
    season.play(C.Book(me, opponent))
    while season.state.phase == "runins":
        season.play(C.RunIn(season.state.booking.ask[0], None))
    tapped = tuple(tuple(season.state.players[p].tapped) for p in (me, opponent))
    season.play(C.ReportMatch(me, 0, "pinfall", (99, 0), tapped))  # the rules alone allow it
    with pytest.raises(SaveError, match="without its match"):
        save_season(season, tmp_path / "season-5.json")
    assert not (tmp_path / "season-5.json").exists()


@pytest.mark.slow
def test_replay_verify_accepts_a_season_save(season_file, tmp_path):
    def run(*args):
        return subprocess.run([sys.executable, "main.py", "replay", *args], cwd=ROOT,
                              capture_output=True, text=True, timeout=120)
    done = run(str(season_file), "--verify")
    assert done.returncode == 0 and done.stdout.startswith("OK: season of 3 wrestlers"), \
        done.stderr
    done = run(str(season_file), "--verify", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["kind"] == "season"
    forged = _edit(season_file, _winner_flipped, tmp_path / "forged.json")
    done = run(str(forged), "--verify")
    assert done.returncode == 1 and "result its match did not have" in done.stderr


@pytest.mark.parametrize("seed, players, weeks, level, ooh", [
    (9, 3, 2, "greedy", False),
    pytest.param(7, 4, 3, "easy", True, marks=pytest.mark.slow),
])
def test_the_window_and_the_command_line_play_the_same_season(cat, tmp_path, monkeypatch, seed,
                                                              players, weeks, level, ooh):
    """The hub, driven headless with AI seats, and `season --json` drive the same Season: the
    same summary, the same season log (every command and event) and the same matches."""
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path / "config"))
    from game.season import ai_season_setup
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    setup = ai_season_setup(cat.lib, seed, players, weeks, level, ooh)
    hub = app.reset("season", Season(setup, cat))
    for i in range(8000):
        app.update(0.2)
        if i % 25 == 0:
            app.render()
        if is_scene(app.stack.top, "champion"):
            break
    assert is_scene(app.stack.top, "champion"), "the hub never crowned a champion"
    app.stack.scenes.clear()
    window = hub.season
    args = ["--seed", str(seed), "--players", str(players), "--weeks", str(weeks),
            "--level", level] + (["--ooh-gotta-hurt"] if ooh else [])
    done = subprocess.run([sys.executable, "main.py", "season", *args, "--json"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    from game.season import season_rules_fired
    assert printed.pop("rules_fired") == season_rules_fired(window)  # added by the command line
    assert printed == season_summary(window)
    headless = play_ai_season(Season(setup, cat))
    assert window.log == headless.log
    assert window.matches == headless.matches


def test_a_season_is_re_decided_under_the_edition_it_was_started_under(cat, tmp_path):
    from game.season.rules import edition_of
    from game.match.state import EDITION
    old = play_ai_season(Season(cli_setup(cat, 1), cat, edition=4))
    path = save_season(old, tmp_path / "season-1.json")
    assert json.loads(path.read_text())["rules"] == 4
    again = load_season(path, cat)
    assert edition_of(again.state) == 4 and season_summary(again) == season_summary(old)
    assert verify(path, cat)["ok"]
    for claimed, words in ((EDITION, "does not match the rules"), (EDITION + 1, "newer rules"),
                           (0, "never existed")):
        forged = _edit(path, lambda d: d.update(rules=claimed), tmp_path / "forged.json")
        with pytest.raises(SaveError, match=words):
            load_season(forged, cat)


EDITION7_SEASONS = Path(__file__).parent / "saves_ed7"


@pytest.mark.parametrize("name", ["season-ed7-mid.json", "season-ed7-done.json"])
def test_an_edition_7_season_saved_before_edition_8_still_verifies_and_opens(cat, name):
    """Seasons written by the game at rules edition 7 (before a season's start recorded who plays
    each wrestler) re-decide as they were written: a season in progress and a finished one."""
    path = EDITION7_SEASONS / name
    assert json.loads(path.read_text())["rules"] == 7
    result = verify(path, cat)
    assert result["ok"], result
    season = load_season(path, cat)
    assert season.state is not None
