"""Issue 28, point 2: the AI's moves are the AI's. Every AI decision draws its own dice from
the seed, the seat and the actions so far, the setup records the AI's edition and Hard's budget,
and verifying a save derives every AI seat's command again: a save whose AI played anything
else is refused; one that can't be checked still opens, flagged as not checked."""
from __future__ import annotations

import pytest

from game.ai import AI_EDITION, ai_command, check_ai_moves, decision_dice, stamped
from game.ai import hard4 as hard
from game.ai.decisions import controller_at
from game.match import Match, MatchSetup, SeatSetup, legal_commands, play_out
from game.match import commands as C
from game.store import fork_match, save_match, verify_match

STARS = ("kestrel_ortiz", "mack_doyle")


def setup_of(seed: int, foe: str, match_type: str = "normal", me: str = "human") -> MatchSetup:
    return MatchSetup(seed=seed, match_type=match_type,
                      seats=[SeatSetup(superstar=STARS[0], controller=me),
                             SeatSetup(superstar=STARS[1], controller=foe)])


def played(cat, seed: int, foe: str, **kw) -> Match:
    """A match of a person (played as Greedy) against this AI, to its end."""
    setup = stamped(setup_of(seed, foe, **kw))
    return play_out(Match(setup, cat), seed)


def forged(cat, honest: Match, at: int) -> Match:
    """The honest match with the AI seat's command at entry `at` swapped for another legal one
    (the rest played on by the AI from there): every command is legal and every event is the
    rules' own, only the AI's choice is not the AI's."""
    m = Match(honest.setup, cat, start=False)
    for entry in honest.log[:at]:
        m.play(entry.command)
    cmd = honest.log[at].command
    other = next(c for c in legal_commands(m.state, cmd.seat) if c != cmd)
    m.play(other)
    return play_out(m, honest.setup.seed)


def ai_entry(match: Match, seat: int = 1, start: int = 0) -> int:
    """The first entry from `start` where the AI seat chose among several commands."""
    m = Match(match.setup, match.cat, start=False)
    for i, entry in enumerate(match.log):
        cmd = entry.command
        if i >= start and type(cmd) is not C.StartMatch and cmd.seat == seat \
                and len(legal_commands(m.state, seat)) > 1:
            return i
        m.play(cmd)
    raise AssertionError("the AI never chose")


def test_a_decision_has_its_own_dice():
    a, b = decision_dice(7, 0, 12), decision_dice(7, 0, 12)
    assert a.below(10**9) == b.below(10**9)
    assert decision_dice(7, 0, 12).below(10**9) != decision_dice(7, 1, 12).below(10**9)
    assert decision_dice(7, 0, 12).below(10**9) != decision_dice(7, 0, 13).below(10**9)


def test_a_new_match_with_an_ai_seat_records_the_ai():
    s = stamped(setup_of(3, "normal"))
    assert s.ai.edition == AI_EDITION and s.ai.hard_playouts == hard.PLAYOUTS
    people = setup_of(3, "human")
    assert stamped(people).ai is None  # pass-and-play: no AI seat


@pytest.mark.parametrize("foe", ["easy", "normal"])
def test_an_honest_save_verifies_with_its_ai_moves_checked(cat, tmp_path, foe):
    m = played(cat, 21, foe)
    out = verify_match(save_match(m, tmp_path, "honest"), cat)
    assert out["ok"], out["error"]
    assert out["ai_moves"] == "checked" and out["ai_checked"]


@pytest.mark.parametrize("foe", ["easy", "normal"])
def test_a_save_with_an_ai_command_swapped_is_refused(cat, tmp_path, foe):
    honest = played(cat, 22, foe)
    at = ai_entry(honest, start=6)
    bad = forged(cat, honest, at)
    out = verify_match(save_match(bad, tmp_path, "forged"), cat)
    assert not out["ok"] and not out["ai_checked"] and out["ai_moves"] == "refused"
    assert f"log entry {at}: seat 2 is played by the AI ({foe})" in out["error"]


def test_hard_is_derived_again_at_its_recorded_budget(cat, tmp_path, monkeypatch):
    monkeypatch.setattr(hard, "PLAYOUTS", 6)
    honest = played(cat, 23, "hard", match_type="showdown")
    assert honest.setup.ai.hard_playouts == 6
    monkeypatch.setattr(hard, "PLAYOUTS", 300)  # a later game with another default budget
    assert check_ai_moves(honest)["ai_moves"] == "checked"
    bad = forged(cat, honest, ai_entry(honest, start=4))
    assert check_ai_moves(bad)["refused"]


def test_a_save_without_the_record_opens_but_is_not_checked(cat, tmp_path):
    old = setup_of(24, "easy")  # as saves were made before the record
    m = play_out(Match(old, cat), 24)
    out = verify_match(save_match(m, tmp_path, "older"), cat)
    assert out["ok"] and out["ai_moves"] == "unchecked" and not out["ai_checked"]
    assert "can't be checked" in out["ai_reason"]


def test_a_save_naming_a_newer_ai_is_refused(cat, tmp_path):
    """The save attack of session 65: a save naming an AI edition newer than this game's
    opened with its AI seats' moves unchecked (verify said OK): no game this one knows played
    it, so it is refused, as a save of newer rules is."""
    m = played(cat, 25, "easy")
    m.setup = m.setup.model_copy(update={"ai": m.setup.ai.model_copy(
        update={"edition": AI_EDITION + 1})})
    out = verify_match(save_match(m, tmp_path, "newer-ai"), cat)
    assert not out["ok"] and out["ai_moves"] == "refused"
    assert f"AI edition {AI_EDITION + 1}, newer than this game's ({AI_EDITION})" in out["error"]


def test_another_edition_of_the_ai_is_not_checked(cat):
    m = played(cat, 25, "easy")
    other = m.setup.model_copy(update={"ai": m.setup.ai.model_copy(
        update={"edition": AI_EDITION + 1})})
    m.setup = other
    got = check_ai_moves(m)
    assert got["ai_moves"] == "unchecked" and not got["ai_checked"]
    assert f"({AI_EDITION + 1}; this game's is {AI_EDITION})" in got["reason"]


def test_pass_and_play_has_no_ai_moves_to_check(cat):
    m = play_out(Match(setup_of(26, "human"), cat), 26)
    got = check_ai_moves(m)
    assert got["ai_moves"] == "no AI seats" and got["ai_checked"]


def test_a_play_on_keeps_who_played_the_first_entries(cat, tmp_path):
    watched = played(cat, 27, "easy", me="normal")
    n = len(watched.log) // 2
    fork = fork_match(watched, n, ["human", "human"])
    assert [controller_at(fork.setup, i, 1) for i in (0, n - 1, n)] == ["easy", "easy", "human"]
    out = verify_match(save_match(fork, tmp_path, "fork"), cat)
    assert out["ok"] and out["ai_moves"] == "checked"


def test_the_ai_command_falls_back_like_the_window(cat):
    m = Match(stamped(setup_of(28, "normal")), cat)
    seat = m.actor()
    cmd = ai_command("normal", m.state, seat, 28)
    assert cmd in legal_commands(m.state, seat)


def test_replay_verify_refuses_a_forged_ai_move_in_words(cat, tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    honest = played(cat, 29, "easy")
    bad = save_match(forged(cat, honest, ai_entry(honest, start=4)), tmp_path, "forged")
    good = save_match(honest, tmp_path, "honest")
    root = Path(__file__).resolve().parent.parent

    def replay(path):
        return subprocess.run([sys.executable, str(root / "main.py"), "replay", str(path),
                               "--verify"], capture_output=True, text=True, timeout=120)
    out = replay(bad)
    assert out.returncode == 1 and "is played by the AI (easy)" in out.stderr
    assert "so the save is refused" in out.stderr
    out = replay(good)
    assert out.returncode == 0 and "AI moves: every AI seat's command derived again" in out.stdout


def test_a_save_whose_ai_moves_cant_be_checked_opens_but_counts_nowhere(cat, tmp_path):
    """Issue 28, point 2: without the AI record a save could put any command in its AI seat's
    mouth, so it is listed and opens, but the career leaves it out (and says why)."""
    from game.store import list_saves
    from game.store.history import collect
    from game.store.verdicts import forget
    forget()
    save_match(play_out(Match(setup_of(24, "easy"), cat), 24), tmp_path, "older")
    save_match(played(cat, 24, "easy"), tmp_path, "honest")
    forget()  # decided afresh, as on a later start of the game
    got = collect(tmp_path, cat)
    assert [r["name"] for r in got["rows"]] == ["honest"]
    assert [r["name"] for r in got["refused"]] == ["older"]
    assert "can't be checked" in got["refused"][0]["error"]
    listed = {p.name: e for p, e in list_saves(tmp_path, cat)}
    assert listed["older.json"]["kind"] == "match" and not listed["older.json"].get("refused")


def test_a_save_the_game_writes_without_the_record_is_not_taken_as_checked(cat, tmp_path):
    """An older save played on and saved again is decided like any file, not remembered as
    verified because this game wrote it."""
    from game.store.history import collect
    from game.store.verdicts import forget
    forget()
    save_match(play_out(Match(setup_of(24, "easy"), cat), 24), tmp_path, "older")
    assert collect(tmp_path, cat)["rows"] == []


EDITION1_SAVES = __import__("pathlib").Path(__file__).parent / "saves_ai1"


@pytest.mark.parametrize("foe", ["easy", "normal", "hard"])
def test_an_edition_1_save_made_before_ai_edition_2_still_verifies(cat, tmp_path, foe):
    """Saves played against the AI of edition 1 (written by that code, before edition 2) still
    verify, every AI command derived again by the frozen edition-1 AI (issue 30)."""
    import shutil
    path = tmp_path / f"edition1-{foe}.json"
    shutil.copy(EDITION1_SAVES / path.name, path)
    out = verify_match(path, cat)
    assert out["ok"], out["error"]
    assert out["ai_moves"] == "checked" and out["ai_checked"]


EDITION2_SAVES = __import__("pathlib").Path(__file__).parent / "saves_ai2"


@pytest.mark.parametrize("foe", ["easy", "normal", "hard"])
def test_an_edition_2_save_made_before_ai_edition_3_still_verifies(cat, tmp_path, foe):
    """Saves played against the AI of edition 2 (written by that code, before edition 3's
    search) still verify, every AI command derived again by the frozen edition-2 AI."""
    import shutil
    path = tmp_path / f"edition2-{foe}.json"
    shutil.copy(EDITION2_SAVES / path.name, path)
    out = verify_match(path, cat)
    assert out["ok"], out["error"]
    assert out["ai_moves"] == "checked" and out["ai_checked"]


EDITION3_SAVES = __import__("pathlib").Path(__file__).parent / "saves_ai3"


@pytest.mark.parametrize("foe", ["easy", "normal", "hard"])
def test_an_edition_3_save_made_before_ai_edition_4_still_verifies(cat, tmp_path, foe):
    """Saves played against the AI of edition 3 (written by that code, before edition 4) still
    verify, every AI command derived again by the frozen edition-3 AI."""
    import shutil
    path = tmp_path / f"edition3-{foe}.json"
    shutil.copy(EDITION3_SAVES / path.name, path)
    out = verify_match(path, cat)
    assert out["ok"], out["error"]
    assert out["ai_moves"] == "checked" and out["ai_checked"]


EDITION4_SAVES = __import__("pathlib").Path(__file__).parent / "saves_ai4"


def test_an_edition_4_save_made_before_ai_edition_5_still_verifies(cat, tmp_path):
    """A Showdown played against the Normal of AI edition 4 (written by that code, before
    edition 5) still verifies, every AI command derived again by the frozen edition-4 Normal
    ('normal/4'); under edition 5's Normal the same log is refused where edition 4 passed over
    a beaten foe with the Pin button open (edition 5 presses)."""
    import shutil
    from game.store.match_file import read_save, rebuild_save
    path = tmp_path / "edition4-normal.json"
    shutil.copy(EDITION4_SAVES / path.name, path)
    out = verify_match(path, cat)
    assert out["ok"], out["error"]
    assert out["ai_moves"] == "checked" and out["ai_checked"]
    match = rebuild_save(read_save(path), cat)
    assert match.setup.ai.edition == 4 and AI_EDITION >= 5
    match.setup = match.setup.model_copy(
        update={"ai": match.setup.ai.model_copy(update={"edition": 5})})
    got = check_ai_moves(match)
    assert got["ai_moves"] == "refused"
    assert "plays PressPin there, but the save has Pass" in got["refused"]
