"""The replay cursor (game.replay): a saved match seen at any point of its log. The state at
entry N is the state a fresh match reaches after the first N commands; stepping, seeking and
the turn marks hold at the ends; nothing can be played; a damaged file gives its reason."""
from __future__ import annotations

import pytest

from game.store.codec import SaveError
from game.errors import IllegalCommand
from game.match import Match, last_turn
from game.match import ReplayCursor, fork
from game.store import open_replay
from game.store.match_file import save_match
from game.lab.simulate import play_out, random_setup


@pytest.fixture(scope="module")
def saved(cat, tmp_path_factory):
    match = play_out(Match(random_setup(cat, 30, "showdown", "greedy", "greedy"), cat), 30)  # edition 9: 40 entries
    path = save_match(match, tmp_path_factory.mktemp("cursor"), "cursor-30")
    return path, match


def test_the_state_at_entry_n_is_the_match_after_n_commands(cat, saved):
    path, match = saved
    cursor = open_replay(path, cat)
    assert cursor.length == len(match.log) > 30 and cursor.index == 0
    check = Match(match.setup, cat, start=False)
    for n, entry in enumerate(match.log):
        assert cursor.state_at(n) == check.state, n  # dataclass equality: every field
        check.play(entry.command)
    assert cursor.state_at(cursor.length).over == match.state.over
    assert cursor.state_at(10_000) is cursor.states[-1] and cursor.state_at(-5) is cursor.states[0]


def test_stepping_and_seeking(cat, saved):
    _, match = saved
    cursor = ReplayCursor(match)
    assert cursor.at_start and cursor.last_entry() is None and cursor.log == []
    assert cursor.forward() is match.log[0] and cursor.index == 1
    assert cursor.last_entry() is match.log[0] and cursor.log == match.log[:1]
    assert cursor.seek(12) == 12 and cursor.state is cursor.states[12]
    assert cursor.back() == 11
    assert cursor.seek(10_000) == cursor.length and cursor.at_end
    assert cursor.forward() is None and cursor.index == cursor.length  # no further
    assert cursor.over and cursor.actor() is None
    assert cursor.seek(-3) == 0 and cursor.back() == 0


def test_turns_shown_and_the_marks_of_every_tenth_turn(cat, saved):
    _, match = saved
    cursor = ReplayCursor(match)
    assert cursor.turn_at(0) == 1
    over = match.state.over
    assert cursor.turn_at(cursor.length) == min(match.state.rules.turn_limit,
                                                last_turn(match.state.turn, over.how))
    marks = cursor.turn_marks()
    assert marks and all(cursor.states[i].turn % 10 == 0 for i in marks)
    assert all(cursor.states[i - 1].turn != cursor.states[i].turn for i in marks)
    assert len(marks) == match.state.turn // 10


def test_nothing_can_be_played_and_nobody_acts_for_the_table(cat, saved):
    _, match = saved
    cursor = ReplayCursor(match)
    cursor.seek(5)
    assert cursor.legal(0) == [] and cursor.legal(1) == []
    with pytest.raises(IllegalCommand, match="This is a replay"):
        cursor.play(match.log[5].command)
    assert cursor.controller(0) == match.setup.seats[0].controller


def test_a_damaged_file_gives_its_reason(cat, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(SaveError) as err:
        open_replay(bad, cat)
    assert "bad.json" in str(err.value)


def test_a_fork_is_a_live_match_from_the_point_shown(cat, saved):
    _, match = saved
    cursor = ReplayCursor(match)
    cursor.seek(20)
    live = cursor.fork()
    assert len(live.log) == 20 and live.state == cursor.state
    assert [e.events for e in live.log] == [e.events for e in match.log[:20]]
    seat = live.actor()
    live.play(live.legal(seat)[0])  # it plays on; the saved match is untouched
    assert len(live.log) == 21 and len(cursor.entries) == len(match.log)


def test_fork_keeps_the_first_entries_of_a_match(cat, saved):
    _, match = saved
    back = fork(match, len(match.log) - 2)
    assert [e.command for e in back.log] == [e.command for e in match.log[:-2]]
    assert back.state == ReplayCursor(match).state_at(len(match.log) - 2)
    assert len(fork(match, 10_000).log) == len(match.log) and fork(match, -1).log == []
