"""Replays: 200 seeded random-vs-random matches saved, loaded and restored to the same state."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.match.apply import apply_in_place  # noqa: E402
from game.library.catalog import Catalog  # noqa: E402
from game.library import load_library  # noqa: E402
from game.match import Match  # noqa: E402
from game.store import verify  # noqa: E402
from game.store.match_file import load_save, restore, save_match  # noqa: E402
from game.match import new_state  # noqa: E402
from game.lab.simulate import play_out, random_setup  # noqa: E402

MATCH_TYPES = ("normal", "hardcore", "showdown")


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return Catalog(load_library())


def final_fields(state) -> dict:
    """Every field of the state a player could notice."""
    sides = []
    for x in state.sides:
        sides.append({
            "hp": x.hp, "max_hp": x.max_hp, "momentum": list(x.momentum), "hand": list(x.hand),
            "playbook": list(x.playbook), "discard": list(x.discard), "points": x.points,
            "statuses": list(x.statuses), "body": dict(x.body), "tapped": list(x.tapped),
            "warnings": x.warnings, "crowd_points": x.crowd_points, "on_mat": x.on_mat,
            "at_ringside": x.at_ringside, "ringside_turns": x.ringside_turns,
            "failed_pins": x.failed_pins, "injuries": x.injuries, "injury_due": x.injury_due,
            "last_move": x.last_move, "moved_to_ringside": x.moved_to_ringside,
        })
    over = state.over
    return {"sides": sides, "turn": state.turn, "control": state.control,
            "actions": state.actions, "pending": state.pending, "referee": state.referee,
            "events_in_play": list(state.events_in_play), "moves_elapsed": state.moves_elapsed,
            "over": (over.winner, over.how, over.turn) if over else None}


@pytest.mark.parametrize("seed", range(200))
def test_save_load_restore_same_state(cat, tmp_path, seed):
    match_type = MATCH_TYPES[seed % 3]
    match = play_out(Match(random_setup(cat, seed, match_type, "random", "random"), cat), seed)
    assert match.over
    path = save_match(match, tmp_path, f"m{seed}")

    setup, log = load_save(path)
    assert setup == match.setup
    assert log == [(e.command, e.events) for e in match.log]

    # folding the recorded events alone gives the same state ...
    folded = new_state(setup, cat)
    for _, events in log:
        for ev in events:
            apply_in_place(folded, ev)
    want = final_fields(match.state)
    assert final_fields(folded) == want

    # ... and so does restoring, which re-decides every command
    again = restore(path, cat)
    assert final_fields(again.state) == want
    assert again.over and len(again.log) == len(match.log)


def test_verify_summary(cat, tmp_path):
    match = play_out(Match(random_setup(cat, 4, "showdown", "greedy", "random"), cat), 4)
    path = save_match(match, tmp_path, "v")
    result = verify(path, cat)
    assert result["ok"] is True and result["error"] is None
    assert result["entries"] == len(match.log)
    assert result["events"] == sum(len(e.events) for e in match.log)
    assert result["winner"] == match.state.over.winner
    assert result["how"] == match.state.over.how
    assert result["turns"] == match.state.turn
    assert result["points"] == [s.points for s in match.state.sides]
    json.dumps(result)

    path.write_bytes(path.read_bytes()[:-10])
    bad = verify(path, cat)
    assert bad["ok"] is False and "damaged" in bad["error"]
