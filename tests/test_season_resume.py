"""A season match in progress is kept with the season (issue 25, item 3): saved at turn N, it
loads at turn N with the same state, so its dice are never rolled again; a Pay-Per-View lost
stays lost however the player leaves; a forged match in progress is refused with a clear message."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai import choose
from game.store.codec import SaveError
from game.match import Dice
from game.store import verify
from game.store.match_file import checksum
from game.season import Season
from game.store.season_file import load_season, save_season
from game.season.state import SeasonPlayer, SeasonSetup


def _season(cat, seed: int = 31) -> Season:
    return Season(SeasonSetup(seed=seed, weeks=2, players=[
        SeasonPlayer(superstar="kestrel_ortiz", controller="human"),
        SeasonPlayer(superstar="mack_doyle", controller="greedy")]), cat)


def _to_a_persons_match(season: Season, ppv: bool) -> None:
    """Play the AI's side of the season (a person's decisions as the AI would) up to a booked
    match with the person in it (in the Pay-Per-View week when `ppv`)."""
    for _ in range(2000):
        if season.match_due() and season.match_has_people() and season.state.ppv() == ppv:
            return
        season.advance()
    raise AssertionError("no match with the person in it was booked")


def _play(match, commands: int, seed: int = 5) -> None:
    """Play some commands of the match as greedy AIs would."""
    dice = [Dice(seed, 1000 + s) for s in (0, 1)]
    for _ in range(commands):
        seat = match.actor()
        if seat is None:
            return
        match.play(choose("greedy", match.state, seat, dice[seat]))


def _edit(path: Path, change) -> Path:
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    doc.pop("checksum")
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture()
def mid_match(cat, tmp_path):
    """A season saved at turn ~N of a booked match with the person in it."""
    season = _season(cat)
    _to_a_persons_match(season, ppv=False)
    match = season.booked_match()
    _play(match, 10)
    assert match.actor() is not None and match.state.turn > 3
    path = save_season(season, tmp_path / "season-31.json")
    return season, match, path


def test_a_match_left_at_turn_n_resumes_at_turn_n_with_the_same_state(cat, mid_match):
    season, match, path = mid_match
    again = load_season(path, cat)
    resumed = again.match_in_progress()
    assert resumed is not None and resumed is again.booked_match()
    assert resumed.state.turn == match.state.turn
    assert [e.command for e in resumed.log] == [e.command for e in match.log]
    assert resumed.state == match.state  # every hand, HP, momentum and the dice to come
    # the same next command gives the same events: the dice were not rolled again
    seat = match.actor()
    cmd = choose("greedy", match.state, seat, Dice(9, 1000 + seat))
    assert resumed.play(cmd) == match.play(cmd)


def test_replay_verify_tells_the_match_in_progress(cat, mid_match):
    _, match, path = mid_match
    report = verify(path, cat)
    assert report["ok"] and report["match_in_progress"] == {
        "commands": len(match.log), "turn": match.state.turn, "over": False}


def test_a_season_without_a_match_begun_keeps_none(cat, tmp_path):
    season = _season(cat)
    _to_a_persons_match(season, ppv=False)
    path = save_season(season, tmp_path / "season-31.json")
    assert json.loads(path.read_text())["in_progress"] is None
    again = load_season(path, cat)
    assert again.match_in_progress() is None
    assert again.booked_match().state.turn == 0  # the fresh match begins at the bell


def test_a_pay_per_view_lost_cannot_be_replayed_by_quitting(cat, tmp_path):
    season = _season(cat, 33)  # a seed whose Pay-Per-View the person loses (rules edition 8)
    _to_a_persons_match(season, ppv=True)
    match = season.booked_match()
    _play(match, 10_000)
    assert match.over and match.state.over.winner == 1  # the person (seat 0) lost it
    path = save_season(season, tmp_path / "season-52.json")  # quit before the result was taken
    again = load_season(path, cat)
    kept = again.match_in_progress()
    assert kept is not None and kept.over and kept.state == match.state
    assert again.booked_match() is kept  # no fresh match of the Pay-Per-View to play again
    again.report(kept)
    winner = match.state.over.winner
    result = again.state.results[-1]
    assert result["players"][0] == season.state.active
    assert result["winner"] == (None if winner is None else result["players"][winner]) == 1
    assert again.state.players[0].losses == season.state.players[0].losses + 1
    saved = save_season(again, tmp_path / "season-52.json")
    after = load_season(saved, cat)
    assert after.match_in_progress() is None and len(after.state.results) == \
        len(season.state.results) + 1
    assert not (after.match_due() and after.booked_setup() == match.setup)


def test_leaving_mid_pay_per_view_resumes_it_not_a_fresh_one(cat, tmp_path):
    season = _season(cat, 33)
    _to_a_persons_match(season, ppv=True)
    match = season.booked_match()
    _play(match, 30)
    path = save_season(season, tmp_path / "season-33.json")
    again = load_season(path, cat)
    assert again.booked_match().state.turn == match.state.turn > 0


def test_a_forged_match_in_progress_is_refused_with_a_clear_message(cat, mid_match):
    _, _, path = mid_match

    def wrong_seat(doc):
        cmd = doc["in_progress"]["log"][5]
        cmd["seat"] = 1 - cmd["seat"]

    _edit(path, wrong_seat)
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_season(path, cat)
    assert "the match in progress" in err.value.message
    assert "breaks the rules" in err.value.message
    assert path.read_bytes() == before  # the file is left as it is


def test_a_match_in_progress_when_none_is_booked_is_refused(cat, mid_match, tmp_path):
    _, _, path = mid_match
    season = _season(cat)
    other = save_season(season, tmp_path / "other.json")  # no match due: only the Interview
    current = json.loads(path.read_text())["in_progress"]
    _edit(other, lambda doc: doc.__setitem__("in_progress", current))
    with pytest.raises(SaveError, match="match in progress is not the match the season has "
                                        "booked"):
        load_season(other, cat)


def test_a_match_in_progress_without_the_bell_is_refused(cat, mid_match):
    _, _, path = mid_match
    _edit(path, lambda doc: doc["in_progress"]["log"].pop(0))
    with pytest.raises(SaveError, match="does not begin with the bell"):
        load_season(path, cat)
