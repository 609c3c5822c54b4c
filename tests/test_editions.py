"""Every save is re-decided under the rules of its own edition; what changed between editions is
an explicit switch (game/match/editions.py), and a save relabelled to another edition is refused."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest
from conftest import make_match, set_control

from game.match import commands as C
from game.match import events as E
from game.store.codec import SaveError
from game.match.editions import OLDEST
from game.match import Match
from game.store import verify
from game.store.match_file import checksum, read_save, restore, save_match
from game.lab.simulate import play_out, random_setup
from game.match.state import EDITION, rules_for


def under(m, edition):
    m.state.rules = replace(m.state.rules, edition=edition)
    return m


# ---- the switches ------------------------------------------------------------------------------

@pytest.mark.parametrize("edition, counted", [(1, (0, 1)), (2, (0,)), (EDITION, (0,))])
def test_both_outside_the_count_follows_the_edition(edition, counted):
    m = under(make_match("hardcore"), edition)
    set_control(m.state, 0)
    events = m.play(C.MoveToRingside(0))
    assert [e.counted for e in events if isinstance(e, E.TurnEnded)] == [counted]


@pytest.mark.parametrize("edition, regroups", [(2, False), (3, True), (EDITION, True)])
def test_a_dead_hand_pass_regroups_from_edition_3(edition, regroups):
    m = under(make_match("showdown"), edition)
    s = m.state
    set_control(s, 0)
    side = s.sides[0]
    dead = [p for p in side.playbook + side.hand
            if s.info(p).kind == "move" and "defensive" in s.info(p).tags][:2]
    side.playbook = [p for p in side.playbook + side.hand if p not in dead]
    side.hand = list(dead)
    events = m.play(C.Pass(0))
    assert any(isinstance(e, E.HandRegrouped) for e in events) == regroups


@pytest.mark.parametrize("match_type, old, new", [("normal", 50, 80), ("hardcore", 50, 100),
                                                  ("showdown", 60, 60)])
def test_default_turn_limits_changed_in_edition_4(match_type, old, new):
    assert rules_for(match_type, None, 3).turn_limit == old
    assert rules_for(match_type, None, 4).turn_limit == new
    assert rules_for(match_type, None, EDITION).turn_limit == new
    assert rules_for(match_type, 33, 3).turn_limit == 33 == rules_for(match_type, 33, 4).turn_limit


# ---- saves of every edition ----------------------------------------------------------------------

def _played(cat, edition, seed, match_type="normal"):
    setup = random_setup(cat, seed, match_type, "random", "random")
    return play_out(Match(setup, cat, edition=edition), seed)


def _relabel(path, edition):
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["rules"] = edition
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")


@pytest.mark.parametrize("edition", range(OLDEST, EDITION + 1))
def test_a_save_of_every_edition_restores_under_its_rules_and_plays_on(cat, tmp_path, edition):
    full = _played(cat, edition, 3, "hardcore")
    part = Match(full.setup, cat, edition=edition)
    for entry in full.log[1:len(full.log) // 2]:
        part.play(entry.command)
    path = save_match(part, tmp_path, "ed")
    assert read_save(path).edition == edition
    again = restore(path, cat)
    assert again.state.rules.edition == edition
    for entry in full.log[len(full.log) // 2:]:  # the rest plays on under the same edition
        assert again.play(entry.command) == entry.events
    path = save_match(again, tmp_path, "ed")
    report = verify(path, cat)
    assert report["ok"] and report["rules"] == edition and report["over"]


def _find(cat, edition, match_type, wanted, seeds=range(60)):
    for seed in seeds:
        m = _played(cat, edition, seed, match_type)
        if wanted(m):
            return m
    raise AssertionError("no match found that depends on the edition")


def _has(kind, test=lambda ev: True):
    return lambda m: any(type(ev) is kind and test(ev) for e in m.log for ev in e.events)


@pytest.mark.parametrize("played, claimed, match_type, wanted", [
    (1, 2, "hardcore", _has(E.TurnEnded, lambda ev: ev.counted == (0, 1))),
    (3, 2, "showdown", _has(E.HandRegrouped)),
    (3, 4, "normal", lambda m: m.state.over.how == "draw" and m.state.turn == 50),
    (4, 3, "normal", lambda m: m.state.turn > 50),
    (5, 6, "showdown", _has(E.WarningsGiven,  # a Referee's own DQ rate or extra warnings
                            lambda ev: ev.chance != (5 * ev.total if ev.total >= 5 else 0)
                            or ev.count not in (1, 2, 3))),
    (6, 5, "showdown", _has(E.CrowdSupportGiven,  # a Referee's crowd call (edition 6)
                            lambda ev: "Finisher" in ev.reason or "foul" in ev.reason)),
])
def test_a_save_relabelled_to_another_edition_is_refused(cat, tmp_path, played, claimed,
                                                         match_type, wanted):
    m = _find(cat, played, match_type, wanted)
    path = save_match(m, tmp_path, "relabelled")
    assert restore(path, cat).state.rules.edition == played
    _relabel(path, claimed)
    before = path.read_bytes()
    with pytest.raises(SaveError, match="log entry .* does not match the rules"):
        restore(path, cat)
    assert path.read_bytes() == before


@pytest.mark.parametrize("claimed, words", [(EDITION + 1, "newer rules"), (0, "never existed"),
                                            (-3, "never existed")])
def test_an_edition_the_game_cannot_re_decide_is_refused(cat, tmp_path, claimed, words):
    path = save_match(_played(cat, EDITION, 1), tmp_path, "odd")
    _relabel(path, claimed)
    with pytest.raises(SaveError, match=words):
        restore(path, cat)
