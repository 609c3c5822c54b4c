"""The match log names the Superstar in a seat, and tells a mirror match's two corners apart."""
from __future__ import annotations

import scene_helpers  # noqa: F401  (dummy drivers, temporary folders)

from game.library.catalog import Catalog
from game.library import load_library
from game.match import Match
from scenes.match.log_text import star
from scene_helpers import setup_of


def _state(stars):
    return Match(setup_of(3, stars=stars), Catalog(load_library())).state


def test_a_mirror_match_names_each_corner():
    state = _state(("mack_doyle", "mack_doyle"))
    assert star(state, 0) != star(state, 1)
    assert star(state, 0).endswith("(Red)") and star(state, 1).endswith("(Blue)")


def test_two_superstars_are_named_plainly():
    state = _state(("kestrel_ortiz", "mack_doyle"))
    assert "(" not in star(state, 0) + star(state, 1)
    assert star(state, None) == "Nobody"


def test_the_crowd_line_for_a_repeat_names_whose_repeat_it_was():
    """Play-test, session 39: 'The crowd rallies behind Mack Doyle (same move type twice)' right
    after the other Superstar's move read as a reward for that move."""
    from game.match import events as E
    from scenes.match.log_text import REPEAT, _crowd
    state = _state(("kestrel_ortiz", "mack_doyle"))
    line = _crowd(E.CrowdSupportGiven(1, REPEAT), state)
    assert line.text.index("Kestrel Ortiz") < line.text.index("Mack Doyle")
    assert "same move type" in line.text and line.seat == 1
