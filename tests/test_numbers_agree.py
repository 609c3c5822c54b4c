"""Numbers agree and the table never invites a sure failure (issue 25, item 6): one turn number
on the results, the log, the replay and the season's headline; the results label says what the
points are; a 0% pin is not lit as if it were on, and says what holds it down."""
from __future__ import annotations

import scene_helpers  # noqa: F401  (dummy drivers, temporary folders)

import pytest

from game.library.catalog import Catalog
from game.library import load_library
from game.match import Match, events as E, final_chance, pin_terms
from game.match import ReplayCursor
from game.match.rules import END_OF_TURN_ENDS
from game.lab.simulate import play_out, random_setup
from scenes.app import App, Settings
from scenes.match import buttons as BV
from scenes.match.log_text import events_entries
from scenes.match.pin_words import why_zero
from scenes.match.results import ResultsScene
from scenes.season.text import match_headline
from scene_helpers import frame, setup_of, until_seat_zero_acts


@pytest.fixture(scope="module")
def cat():
    return Catalog(load_library())


@pytest.fixture(scope="module")
def app():
    return App((1280, 720), settings=Settings(ai_speed="fast"))


def _ended_by(cat, kinds) -> Match:
    """The first seeded AI match that ends one of these ways."""
    for seed in range(200):
        setup = random_setup(cat, seed, "normal", "greedy", "greedy")
        if "draw" in kinds:  # edition 7's pins leave few draws: a short turn limit makes one
            setup = setup.model_copy(update={"turn_limit": 12})
        m = Match(setup, cat)
        play_out(m, seed)
        if m.state.over.how in kinds:
            return m
    raise AssertionError(f"no seed under 200 ends by {kinds}")


def _log_turn(match) -> int:
    ended = next(ev for e in match.log for ev in e.events if type(ev) is E.MatchEnded)
    words = events_entries((ended,), match.state)[0].text
    return int(words.split("on turn ")[1].split(".")[0])


@pytest.mark.parametrize("kinds", [("pinfall", "submission"), tuple(END_OF_TURN_ENDS)])
def test_one_turn_number_on_results_log_replay_and_season(app, cat, kinds):
    m = _ended_by(cat, kinds)
    turn = _log_turn(m)
    if m.state.over.how in ("pinfall", "submission"):
        assert turn == m.state.turn + 1  # the turn being played when the pin counted
    results = ResultsScene(app, m.setup, m)
    assert results.headline()[1].endswith(f"on turn {turn}")
    assert "after" not in results.headline()[1]
    cursor = ReplayCursor(m)
    assert cursor.turn_at(cursor.length) == turn
    assert match_headline(["A", "B"], (0, 1), m).endswith(f"turn {turn}")


def test_results_label_says_points_are_shares_of_the_foes_hp(app, cat):
    m = _ended_by(cat, ("pinfall", "submission"))
    label = ResultsScene(app, m.setup, m).points_label()
    assert label == "POINTS (1 per 6% of the foe's HP in damage)"  # 8% in edition 7 alone
    assert "damage dealt" not in label


def human_turn(app, match_type="normal"):
    return until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                   match_type)))


def _pin_at(scene, total: int) -> None:
    """The foe at 0 HP with the pin's terms adding up to exactly `total` (momentum held down
    by the foe's, the elapsed moves fine-tuning the rest)."""
    s = scene.match.state
    me, foe = s.sides
    foe.hp = 0
    for side in s.sides:
        side.at_ringside = False
    foe.on_mat = True  # ADV-7: a Showdown pins a foe on the mat
    me.momentum = [0] * len(me.momentum)
    foe.momentum = list(foe.caps)
    s.moves_elapsed = 0
    low = sum(v for _, v in pin_terms(s, 0))
    assert low < total, "the foe's momentum should hold the pin below the total"
    s.moves_elapsed = 2 * (total - low)
    assert sum(v for _, v in pin_terms(s, 0)) == total
    scene.refresh()


def test_a_pin_at_one_percent_is_on(app):
    scene = human_turn(app, "showdown")  # the seed's formula can hold a pin at 0 HP down
    _pin_at(scene, 1)
    pin = scene.buttons["pin"]
    assert pin.primary and pin.label == "Pin 1%" and pin.sub.startswith("PIN IS ON \u00b7 ")
    words, tone = scene.model.prompt()
    assert "the pin is on" in words and tone == "good"


def test_a_pin_at_zero_percent_is_not_lit_and_says_what_holds_it_down(app):
    scene = human_turn(app, "showdown")
    _pin_at(scene, 0)
    s = scene.match.state
    assert final_chance(pin_terms(s, 0)) == 0
    pin = scene.buttons["pin"]
    assert not pin.primary and not pin.sub.startswith("PIN IS ON")
    assert pin.sub.startswith("no chance: ") and "momentum" in pin.sub and pin.label == "Pin"
    words, tone = scene.model.prompt()
    assert tone != "good" and "pin is on" not in words
    assert "can't succeed" in words and "momentum" in words and "holds it down" in words
    tip = [line for line, _ in BV.pin_tip(pin_terms(s, 0), 0, None)]
    assert any("momentum" in line and "holds it down" in line for line in tip)
    frame(app)


def test_why_zero_names_the_term_that_pulls_hardest():
    terms = (("base (HP)", 25), ("momentum", -30), ("turns", 3), ("no referee to count", -100))
    assert why_zero(terms) == "no referee to count: wait until a referee is back to count"
    assert why_zero(terms[:3]).startswith("momentum -30% holds it down")
    assert why_zero((("base (HP)", 0), ("turns", 0))) == "the terms add up to 0% or less"


def test_in_a_normal_match_a_foe_at_0_hp_is_pinnable_whatever_the_momentum(app):
    """Edition 7: at 0 HP the base is +60 and momentum counts at most -10 (docs/RULES.md)."""
    scene = human_turn(app)
    s = scene.match.state
    me, foe = s.sides
    foe.hp, s.moves_elapsed = 0, 0
    for side in s.sides:
        side.at_ringside = False
    me.momentum = [0] * len(me.momentum)
    foe.momentum = list(foe.caps)
    scene.refresh()
    assert final_chance(pin_terms(s, 0)) == 50
    pin = scene.buttons["pin"]
    assert pin.primary and (pin.label, pin.sub) == ("Pin 50%", "PIN IS ON \u00b7 foe at 0 HP")


def test_after_the_bell_the_pin_tip_tells_the_last_pin_as_the_log_did(app, cat):
    m = _ended_by(cat, ("pinfall",))
    last = [ev for e in m.log for ev in e.events if type(ev) is E.PinAttempted][-1]
    scene = app.reset("match", m.setup, m)
    frame(app)
    tip = [line for line, _ in scene.button_tip("pin")]
    assert tip[0] == "The match is over."
    assert f"at {last.chance}%," in tip[1] and "won the match" in tip[1]
    assert not any(line.startswith("Pin chance") for line in tip)  # no chance in a match that is over


def test_the_readme_says_the_hand_the_rules_deal():
    from pathlib import Path
    from game.match.state import HAND_SIZE
    words = {5: "five", 6: "six", 7: "seven", 8: "eight"}
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    assert f"a hand of {words[HAND_SIZE]}" in readme
