"""AI edition 11: Normal's and Hard's searches weigh a weapon at its exact DQ odds
(game/ai/weapon_odds.py); everything else is edition 10's, and a match played against edition
10 is derived again by edition 10's AI."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.ai import AI_EDITION, check_ai_moves
from game.ai import ismcts, weapon_odds
from game.ai.decisions import ai_command, decision_dice
from game.ai.stepwise import BUDGETED, EDITIONS
from game.match import Match
from game.match import commands as C
from game.match.legal import legal_commands
from game.match.seat_view import view
from game.store import verify
from game.store.match_file import read_save, rebuild_save

SAVES = Path(__file__).parent / "saves_ai10"


def test_edition_11_is_the_current_ai_and_changes_only_normal_and_hard():
    assert AI_EDITION == 11 and set(range(1, 12)) <= set(EDITIONS)
    assert EDITIONS[10] is EDITIONS[9] and BUDGETED[10] is BUDGETED[9]
    changed = {k for k in EDITIONS[11] if EDITIONS[11][k] is not EDITIONS[10][k]}
    assert changed == {"normal", "hard"} and BUDGETED[11] is EDITIONS[11]["hard"]


def _before_the_swing(cat):
    """The edition-10 save, played to just before its Normal swung Trash Can Lid (20% DQ) at a
    foe at 8 of 33 HP with the Pin open at 53%."""
    path = SAVES / "edition10-normal.json"
    saved = rebuild_save(read_save(path), cat)
    match = Match(saved.setup, cat)
    for entry in saved.log[1:37]:
        match.play(entry.command)
    return saved, match


def test_an_edition_10_save_still_verifies_and_edition_11_would_have_pinned(cat, tmp_path):
    """Written by edition 10's code: it verifies, every AI command derived again by edition 10;
    claimed for edition 11 it is refused where edition 10 swung the weapon and 11 pins."""
    path = tmp_path / "edition10-normal.json"
    shutil.copy(SAVES / path.name, path)
    out = verify(path, cat)
    assert out["ok"], out["error"]
    saved, match = _before_the_swing(cat)
    assert saved.setup.ai.edition == 10
    swing = saved.log[37].command
    assert type(swing) is C.PlayPage and match.state.info(swing.page).name == "Trash Can Lid"
    assert ai_command("normal/10", match.state, 1, match.setup.seed) == swing
    assert ai_command("normal", match.state, 1, match.setup.seed) == C.PressPin(1)
    saved.setup = saved.setup.model_copy(
        update={"ai": saved.setup.ai.model_copy(update={"edition": 11})})
    got = check_ai_moves(saved)
    assert got["ai_moves"] == "refused"  # (first where edition 10 passed after its counter)
    assert got["refused"].startswith("log entry 16: ") and \
        "plays PlayPage page=72 there, but the save has Pass" in got["refused"]


def test_normal_never_passes_right_after_its_own_counter_while_a_page_can_be_played(cat):
    """Edition 10's Normal countered (log entry 15) and passed at once (16), a page it could
    play in hand: the counter took control, so edition 11 plays on as on its first command in
    control; where no page can be played, the Pass stays."""
    from game.ai.normal11 import after_its_counter
    saved = rebuild_save(read_save(SAVES / "edition10-normal.json"), cat)
    match = Match(saved.setup, cat)
    for entry in saved.log[1:16]:
        match.play(entry.command)
    st = match.state
    assert type(saved.log[15].command) is C.Counter and saved.log[15].command.seat == 1
    assert saved.log[16].command == C.Pass(1)
    seen = view(st, 1)
    assert after_its_counter(seen, 1) and not after_its_counter(seen, 0)
    assert any(type(c) is C.PlayPage for c in legal_commands(st, 1))
    assert ai_command("normal/10", st, 1, match.setup.seed) == C.Pass(1)
    assert type(ai_command("normal", st, 1, match.setup.seed)) is C.PlayPage


def test_the_weapons_value_counts_its_dq_roll_at_its_exact_odds(cat):
    """The weapon's mean is (1 - q) times what its worlds came to where it was not thrown out
    (a lost match counted 0), q its DQ chance (20%) times how often it landed; the other
    commands' means are edition 3's."""
    _, match = _before_the_swing(cat)
    st, seat = match.state, 1
    seen = view(st, seat)
    options = legal_commands(st, seat)
    dice = decision_dice(match.setup.seed, seat, st.actions)
    every = len(options)  # (every command at the root, the weapon among them)
    srch = weapon_odds.Search(seen, seat, options, dice, every, 6, 1)
    for _ in ismcts.searching(srch, None, 30 * every):
        pass
    (i, chance), = srch.dq.items()
    assert chance == pytest.approx(0.2) and srch.landed[i] > 0
    node = srch.roots[i]
    kept = node.visits - srch.thrown[i]
    assert srch.mean(i) == pytest.approx(
        (1 - 0.2 * srch.landed[i] / node.visits) * node.total / kept)
    dice = decision_dice(match.setup.seed, seat, st.actions)  # (the same dice afresh)
    plain = ismcts.Search(seen, seat, options, dice, every, 6, 1)
    for _ in ismcts.searching(plain, None, 30 * every):
        pass
    for j in srch.alive:  # the same worlds: the other commands come to the same
        if j != i:
            assert srch.mean(j) == pytest.approx(plain.mean(j))

