"""Take-back against the AI: allowed only when the command revealed nothing (no die, no page
drawn or shuffled, nothing of the foe's shown), refused otherwise with a typed reason, never in
pass-and-play without both players agreeing, and recorded in the save so a replay shows it and
verification re-decides it."""
from __future__ import annotations

import json

import pytest
from conftest import snapshot

from game.match import commands as C
from game.match import events as E
from game.ai import choose
from game.store.checksum import checksum
from game.match.dice import Dice
from game.errors import IllegalCommand
from game.match.legal import legal_commands
from game.match import Match
from game.store import fork_save, verify_match
from game.match.rules import decide
from game.store.match_file import read_save, save_match
from game.lab.simulate import random_setup
from game.match.takeback import events_refusal, fold_states, in_effect, rolled

REASONS = {"no_person", "needs_agreement", "nothing", "not_yours", "over", "dice", "drew"}


def _drive(cat, seed, match_type, controllers=("human", "greedy"), take=True, limit=400):
    """Play a match (the person's seat chosen by the greedy AI); after each of the person's
    commands ask for a take-back, and where allowed take it and play the same command again.
    Returns the match and what was seen: {code: [(command, events)]}."""
    m = Match(random_setup(cat, seed, match_type, *controllers), cat)
    dice = [Dice(seed, 1000 + s) for s in (0, 1)]
    seen: dict = {}
    for _ in range(limit):
        seat = m.actor()
        if seat is None:
            break
        cmd = choose("greedy", m.state, seat, dice[seat])
        before = snapshot(m.state)
        legal_before = legal_commands(m.state, seat)
        events = m.play(cmd)
        why = m.take_back_refusal(seat)
        code = why.code if why else "ok"
        seen.setdefault(code, []).append((cmd, events))
        if why is None and take:
            took = m.take_back(seat)
            assert took == (E.TookBack(seat, len(m.log) - 2, events[0].action, False),)
            assert snapshot(m.state) == before  # the match stands where it stood
            assert legal_commands(m.state, seat) == legal_before
            assert m.play(cmd) == events  # the same dice: the command had used none
    return m, seen


@pytest.fixture(scope="module")
def played(cat):
    """A few matches of each type, a person against the normal AI, with every take-back taken."""
    out = []
    for seed in (1, 2, 3):
        for mt in ("normal", "hardcore", "showdown"):
            out.append(_drive(cat, seed, mt))
    return out


def test_refusals_name_what_the_command_revealed(played):
    codes = set()
    for _, seen in played:
        codes |= set(seen)
        for cmd, events in seen.get("dice", []):
            assert any(rolled(ev) for ev in events)
        for cmd, events in seen.get("drew", []):
            assert not any(rolled(ev) for ev in events)
            assert any(type(ev) in (E.PageDrawn, E.HandRegrouped) for ev in events)
        for cmd, events in seen.get("ok", []):
            assert not any(rolled(ev) or type(ev) in (E.PageDrawn, E.PlaybookShuffled)
                           for ev in events)
            assert cmd.seat == 0
    # the AI's own seat never takes back; what the person did is allowed or refused by a reason
    assert {"ok", "dice", "drew", "no_person"} <= codes


def test_a_take_back_is_offered_for_commands_that_showed_nothing(played):
    kinds = {type(cmd).__name__ for _, seen in played for cmd, _ in seen.get("ok", [])}
    assert kinds, "no take-back was possible in nine matches"
    assert kinds <= {"PlayPage", "Pass", "MoveToRingside", "ReturnToRing", "SpendCrowd",
                     "TapOut", "Allow", "PlayDrama"}


def test_no_dice_means_no_dice(cat):
    """What the classifier calls dice-free is decided the same under any other seed."""
    checked = 0
    for seed in range(1, 13):
        for mt in ("normal", "hardcore", "showdown"):
            m = Match(random_setup(cat, seed, mt, "random", "random"), cat)
            dice = [Dice(seed, 1000 + s) for s in (0, 1)]
            while m.actor() is not None:
                seat = m.actor()
                cmd = choose("random", m.state, seat, dice[seat])
                state = m.state.clone()
                events = m.play(cmd)
                if any(rolled(ev) for ev in events):
                    continue
                for other in (7, 123456):
                    alt = state.clone()
                    alt.seed = other
                    assert tuple(decide(alt, cmd)) == events, (mt, seed, cmd)
                checked += 1
    assert checked > 300


def test_each_reason_is_typed(cat):
    m = Match(random_setup(cat, 5, "normal", "human", "greedy"), cat)
    assert m.take_back_refusal(1).code == "no_person"
    while m.actor() == 1:  # the AI may hold control first
        m.play(choose("greedy", m.state, 1, Dice(5, 1001)))
    if len(m.log) == 1:
        assert m.take_back_refusal(0).code == "nothing"
    with pytest.raises(IllegalCommand, match="no command of yours|Your foe has acted"):
        m.play(C.TakeBack(0))
    # the foe acted last
    m2 = Match(random_setup(cat, 5, "normal", "human", "greedy"), cat)
    dice = [Dice(5, 1000 + s) for s in (0, 1)]
    while m2.log[-1].command.seat != 1 or type(m2.log[-1].command) is C.StartMatch:
        seat = m2.actor()
        m2.play(choose("greedy", m2.state, seat, dice[seat]))
    assert m2.state.over is None
    assert m2.take_back_refusal(0).code == "not_yours"
    assert m2.take_back_refusal(0).text == "Your foe has acted since your last command."
    # over
    done, _ = _drive(cat, 6, "normal", take=False)
    assert done.state.over is not None
    assert done.take_back_refusal(0).code == "over"
    # pass-and-play: both must agree
    pp = Match(random_setup(cat, 7, "normal", "human", "human"), cat)
    assert pp.take_back_refusal(0).code in ("needs_agreement",)
    assert pp.take_back_refusal(1).code in ("needs_agreement",)


def test_shown_and_drawn_foe_pages_refuse():
    hand = E.HandRegrouped(1, (3, 4))
    assert events_refusal((E.Acted(0, "pass"), hand), 0).code == "shown"
    assert events_refusal((E.Acted(0, "allow"), E.PageDrawn(1, 9)), 0).code == "drew"
    assert "foe" in events_refusal((E.Acted(0, "allow"), E.PageDrawn(1, 9)), 0).text
    assert events_refusal((E.Acted(0, "return"), E.ReturnedToRing(0)), 0) is None
    pin = E.PinAttempted(0, "button", 0, (), 20, 55, False)
    assert events_refusal((E.Acted(0, "pin"), pin), 0).code == "dice"


def test_pass_and_play_take_back_needs_agreement_and_records_it(cat, tmp_path):
    for seed in range(1, 40):
        m = Match(random_setup(cat, seed, "normal", "human", "human"), cat)
        dice = [Dice(seed, 1000 + s) for s in (0, 1)]
        while m.actor() is not None:
            seat = m.actor()
            m.play(choose("greedy", m.state, seat, dice[seat]))
            if m.take_back_refusal(seat, agreed=True) is None:
                assert m.take_back_refusal(seat).code == "needs_agreement"
                with pytest.raises(IllegalCommand, match="both players must agree"):
                    m.take_back(seat)
                events = m.take_back(seat, agreed=True)
                assert events[0].agreed is True
                path = save_match(m, tmp_path, "pp")
                assert verify_match(path, cat)["ok"]
                assert read_save(path).log[-1][0] == C.TakeBack(seat, True)
                return
    pytest.fail("no pass-and-play take-back in 39 matches")


def test_take_backs_are_saved_shown_in_replay_and_verified(cat, played, tmp_path):
    for m, seen in played:
        if "ok" not in seen:
            continue
        path = save_match(m, tmp_path, "tb")
        result = verify_match(path, cat)
        assert result["ok"], result["error"]
        data = read_save(path)
        marks = [i for i, (cmd, _) in enumerate(data.log) if type(cmd) is C.TakeBack]
        assert len(marks) == len(seen["ok"])
        live = in_effect(data.log)
        assert not set(marks) & set(live)
        assert len(m.entries_in_effect()) == len(m.log) - 2 * len(marks)
        for i in marks:  # the entry taken back stays in the log, out of effect
            assert data.log[i][1][0].entry not in live
        # a replay's states: after a take-back, the state before the entry it took back
        states = fold_states(m.first_state.clone(), m.log)
        assert snapshot(states[-1]) == snapshot(m.state)
        for i in marks:
            j = m.log[i].events[0].entry
            assert snapshot(states[i + 1]) == snapshot(states[j])
        # played on from just after the first take-back, the fork verifies too
        fork = fork_save(path, marks[0] + 1, tmp_path / "fork", cat)
        assert verify_match(fork["out"], cat)["ok"]
        return
    pytest.fail("no match had a take-back")


def _rewrite(path, change) -> None:
    doc = json.loads(path.read_text())
    change(doc)
    doc.pop("checksum")
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc))


def test_an_edited_take_back_is_refused(cat, played, tmp_path):
    m = next(m for m, seen in played if "ok" in seen)
    path = save_match(m, tmp_path, "edit")
    data = read_save(path)
    i = next(i for i, (cmd, _) in enumerate(data.log) if type(cmd) is C.TakeBack)

    def wrong_entry(doc):
        doc["log"][i]["events"][0]["entry"] -= 1
    _rewrite(path, wrong_entry)
    result = verify_match(path, cat)
    assert not result["ok"] and f"log entry {i} (TakeBack)" in result["error"]

    # a take-back slipped in after a command that drew a page is refused with the reason
    path2 = save_match(m, tmp_path, "edit2")
    doc = json.loads(path2.read_text())
    k = next(k for k, (cmd, evs) in enumerate(data.log)
             if type(cmd) is C.PlayPage and cmd.seat == 0
             and any(type(ev) is E.PageDrawn for ev in evs)
             and not any(rolled(ev) for ev in evs))
    seat = data.log[k][0].seat

    def slip_in(doc):
        doc["log"] = doc["log"][:k + 1] + [{
            "command": {"type": "TakeBack", "seat": seat, "agreed": False},
            "events": [{"type": "TookBack", "seat": seat, "entry": k, "action": "play",
                        "agreed": False}]}]
    _rewrite(path2, slip_in)
    result = verify_match(path2, cat)
    assert not result["ok"]
    assert f"log entry {k + 1} (TakeBack) breaks the rules" in result["error"]
    assert "drew a page" in result["error"]
    assert doc  # the file was only read


def test_the_rules_never_decide_or_offer_a_take_back(cat):
    m = Match(random_setup(cat, 3, "normal", "human", "normal"), cat)
    with pytest.raises(IllegalCommand):
        decide(m.state, C.TakeBack(0))
    for seat in (0, 1):
        assert not any(type(c) is C.TakeBack for c in legal_commands(m.state, seat))


def test_a_take_back_in_a_season_match_verifies_with_the_season(cat, tmp_path):
    from game.store import verify
    from game.season import Season
    from game.store.season_file import save_season
    from game.season.state import SeasonPlayer, SeasonSetup
    season = Season(SeasonSetup(seed=9, weeks=2, players=[
        SeasonPlayer(superstar="kestrel_ortiz", controller="human"),
        SeasonPlayer(superstar="mack_doyle", controller="greedy")]), cat)
    took = 0
    for _ in range(2000):
        if season.actor() is None:
            break
        if season.match_due():
            m = season.booked_match()
            dice = [Dice(m.setup.seed, 1000 + k) for k in (0, 1)]
            while m.actor() is not None:
                seat = m.actor()
                cmd = choose("greedy", m.state, seat, dice[seat])
                m.play(cmd)
                if m.controller(seat) == "human" and m.take_back_refusal(seat) is None:
                    m.take_back(seat)
                    m.play(cmd)
                    took += 1
            season.report(m)
            continue
        season.play_ai_turn()
    assert took and season.actor() is None
    result = verify(save_season(season, tmp_path / "season-9.json"), cat)
    assert result["ok"], result["error"]
