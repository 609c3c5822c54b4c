"""AI edition 7 (issue 30): the Normal AI finishes a beaten foe in every match type, as it did
in a Showdown (session 60's play-tester lay at 0 HP for thirteen turns of a Normal match while
Normal played momentum pages with the Pin button open at 95%). Edition 6's Normal
(game/ai/normal6.py, 'normal/6') is kept, frozen, for its saves (tests/saves_ai6)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import plain_match, set_control, set_hp

from game.ai import AI_EDITION, check_ai_moves, normal5, normal6, normal7
from game.ai.stepwise import EDITIONS
from game.match import commands as C
from game.match.legal import legal_commands
from game.match.seat_view import view
from game.store import verify_match
from game.store.match_file import read_save, rebuild_save

EDITION6_SAVES = Path(__file__).parent / "saves_ai6"


def test_edition_7_and_edition_6_are_kept():
    assert AI_EDITION >= 7 and {1, 2, 3, 4, 5, 6, 7} <= set(EDITIONS)
    assert EDITIONS[7]["normal"] is normal7.thinking
    assert EDITIONS[6]["normal"] is normal6.thinking
    for name in ("random", "easy", "greedy", "hard", "brawler", "heuristic"):
        assert EDITIONS[7][name] is EDITIONS[6][name], name  # only Normal changed


@pytest.mark.parametrize("kind", ["normal", "hardcore", "showdown"])
def test_over_a_beaten_foe_only_what_can_finish_is_weighed(kind):
    """Over a foe at 0 HP in the ring with the Pin button open: Press Pin and the moves that can
    end it (a Finisher, a page that pins), in every match type (edition 6: a Showdown only);
    a foe above 0 HP, or the button closed, leaves the options as they were."""
    m = plain_match(kind)
    s = m.state
    set_control(s, 0)
    set_hp(s, 1, 0)
    s.sides[1].on_mat = True
    seen = view(s, 0)
    opts = legal_commands(seen, 0)
    kept = normal7.finishing(seen, 0, opts)
    assert C.PressPin(0) in opts and kept[0] == C.PressPin(0)
    assert all(type(c) is C.PlayPage for c in kept[1:]) and C.Pass(0) not in kept
    assert (normal5.finishing(seen, 0, opts) == kept) == (kind == "showdown")
    set_hp(s, 1, 1)
    seen = view(s, 0)
    opts = legal_commands(seen, 0)
    assert normal7.finishing(seen, 0, opts) == opts


def test_an_edition_6_save_still_verifies_and_edition_7_presses_the_pin(cat, tmp_path):
    """The play-tester's Normal match against edition 6's Normal (written by that code) still
    verifies, every AI command derived again by the frozen edition-6 Normal ('normal/6');
    under edition 7 the same log is refused where edition 6 let the beaten foe stand."""
    path = tmp_path / "edition6-normal.json"
    shutil.copy(EDITION6_SAVES / path.name, path)
    out = verify_match(path, cat)
    assert out["ok"], out["error"]
    assert out["ai_moves"] == "checked" and out["ai_checked"]
    match = rebuild_save(read_save(path), cat)
    assert match.setup.ai.edition == 6 and match.setup.match_type == "normal"
    match.setup = match.setup.model_copy(
        update={"ai": match.setup.ai.model_copy(update={"edition": 7})})
    got = check_ai_moves(match)
    assert got["ai_moves"] == "refused"
    assert "PressPin" in got["refused"], got["refused"]
