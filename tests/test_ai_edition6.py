"""AI edition 6 (issue 30): the Normal AI does not press Pin at long odds on a foe above 0 HP (a
failed press hands the foe control; session 57's play-tester punished presses at 9-30%).
Edition 5's Normal (game/ai/normal5.py, 'normal/5') is kept, frozen, for its saves
(tests/saves_ai5)."""
from __future__ import annotations

import shutil
from pathlib import Path

from conftest import plain_match, set_control, set_hp, set_momentum

from game.ai import AI_EDITION, check_ai_moves, choose, hard4, normal5, normal6
from game.ai.stepwise import EDITIONS
from game.match import commands as C
from game.match.chances import final_chance, pin_terms
from game.match.dice import Dice
from game.match.legal import legal_commands
from game.match.seat_view import view
from game.store import verify_match
from game.store.match_file import read_save, rebuild_save

EDITION5_SAVES = Path(__file__).parent / "saves_ai5"


def test_edition_6_is_kept_beside_edition_5():
    assert AI_EDITION >= 6 and {1, 2, 3, 4, 5, 6} <= set(EDITIONS)
    assert EDITIONS[6]["normal"] is normal6.thinking
    assert EDITIONS[5]["normal"] is normal5.thinking and EDITIONS[6]["hard"] is hard4.thinking
    for name in ("random", "easy", "greedy", "hard", "brawler", "heuristic"):
        assert EDITIONS[6][name] is EDITIONS[5][name], name  # only Normal changed
    assert normal6.PIN_FLOOR == 25


def pin_at(chance_wanted: int, kind: str = "normal"):
    """Seat 0 in control with the Pin button open at exactly `chance_wanted` percent on a foe
    above 0 HP (found by the foe's HP, the moves so far and the momentum)."""
    m = plain_match(kind)
    s = m.state
    set_control(s, 0)
    for hp in range(s.sides[1].max_hp - 1, 0, -1):
        set_hp(s, 1, hp)
        for moves in range(0, 30):
            s.moves_elapsed = moves
            for mine in range(0, 10):
                set_momentum(s, 0, [mine, 0, 0, 0, 0, 0])
                set_momentum(s, 1, [0, 0, 0, 0, 0, 0])
                if final_chance(pin_terms(s, 0)) == chance_wanted:
                    return m
    raise AssertionError(chance_wanted)


def test_no_press_below_the_floor_on_a_foe_above_0_hp():
    """At 24% Press Pin is left out of Normal's options; at 25% it is weighed as before."""
    below, at = pin_at(normal6.PIN_FLOOR - 1), pin_at(normal6.PIN_FLOOR)
    for m, kept in ((below, False), (at, True)):
        seen = view(m.state, 0)
        opts = legal_commands(seen, 0)
        assert C.PressPin(0) in opts
        assert (C.PressPin(0) in normal6.long_odds(seen, 0, opts)) is kept
        assert len(normal6.long_odds(seen, 0, opts)) == len(opts) - (not kept)
    for n in range(12):  # and it never presses there
        assert choose("normal", below.state, 0, Dice(n, 5)) != C.PressPin(0)


def test_a_beaten_foe_is_pressed_at_any_odds():
    """On a foe at 0 HP the floor does not hold (every press is another try: edition 8)."""
    m = plain_match("normal")
    set_control(m.state, 0)
    set_hp(m.state, 1, 0)
    seen = view(m.state, 0)
    opts = legal_commands(seen, 0)
    assert C.PressPin(0) in opts and normal6.long_odds(seen, 0, opts) == opts


def test_an_edition_5_save_still_verifies_and_edition_6_plays_otherwise(cat, tmp_path):
    """A Hardcore match played against the Normal of AI edition 5 (written by that code, before
    edition 6) still verifies, every AI command derived again by the frozen edition-5 Normal
    ('normal/5'); under edition 6's Normal the same log is refused where edition 5 pressed Pin
    at long odds."""
    path = tmp_path / "edition5-normal.json"
    shutil.copy(EDITION5_SAVES / path.name, path)
    out = verify_match(path, cat)
    assert out["ok"], out["error"]
    assert out["ai_moves"] == "checked" and out["ai_checked"]
    match = rebuild_save(read_save(path), cat)
    assert match.setup.ai.edition == 5 and AI_EDITION >= 6
    match.setup = match.setup.model_copy(
        update={"ai": match.setup.ai.model_copy(update={"edition": 6})})
    got = check_ai_moves(match)
    assert got["ai_moves"] == "refused"
    assert "but the save has PressPin" in got["refused"]
