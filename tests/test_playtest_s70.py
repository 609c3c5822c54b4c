"""Session 70's newcomers: what they met, each a test of its own."""
from __future__ import annotations

from conftest import plain_match, set_control, set_hp, set_position

from game.match import ReplayCursor
from game.match import commands as C


def _counted_out_in_a_squash():
    """Seat 1 beaten at ringside, 17 points to 0, counted out by Passes: the squash's line
    comes after the bell."""
    m = plain_match("hardcore")
    s = m.state
    set_control(s, 0)
    set_hp(s, 1, 0)
    set_position(s, 1, at_ringside=True)
    s.sides[0].points = 17
    while s.over is None:
        m.play(C.Pass(0))
    assert s.over.how == "countout"
    return m


def _dividers(lines) -> list[str]:
    return [line.text for line in lines if line.tone == "turn"]


def test_no_turn_opens_in_the_replays_log_after_the_bell():
    """A squash's injury line after a count-out opened "Turn 4 / 100" under a match the bar
    said ended on turn 3 (session 70's newcomer: "Turn 51/100" beside "Turn 50")."""
    from scenes.match.replay import log_lines
    m = _counted_out_in_a_squash()
    lines = [line for entry in log_lines(ReplayCursor(m)) for line in entry]
    assert "squash" in lines[-1].text and lines[-2].tone == "end"
    assert _dividers(lines)[-1] == f"Turn {m.state.over.turn} / {m.state.rules.turn_limit}"


def test_no_turn_opens_in_the_tables_log_after_the_bell():
    from scene_helpers import setup_of
    from scenes.app import App, Settings
    m = _counted_out_in_a_squash()
    app = App((1280, 720), settings=Settings(ai_speed="fast", show_speed="instant"))
    app.autosave = False
    scene = app.reset("match", setup_of(1))
    scene.rewind(m)
    lines = list(scene.logview.lines) + [line for _, line in scene.log_due]
    assert any("squash" in line.text for line in lines)
    assert _dividers(lines)[-1] == f"Turn {m.state.over.turn} / {m.state.rules.turn_limit}"
    app.stack.scenes.clear()


def test_the_counter_risk_says_it_reads_the_foes_momentum():
    """The same move read 90%, then 35%, then 87%, then "No counter" as the foe spent and
    gained momentum, and the hover never said the foe's momentum counts."""
    from scene_helpers import human_table
    from scenes.match.facts import counter_preview
    sc = human_table((1280, 720), 3)
    st = sc.model.state
    page = next(p for p in st.sides[0].hand if counter_preview(sc.model, 0, p) and
                counter_preview(sc.model, 0, p)[0].startswith("Counter risk"))
    assert counter_preview(sc.model, 0, page)[0].endswith(
        "that could stop it with the momentum the foe has now.")
    sc.test_app.stack.scenes.clear()


def test_the_showdowns_endings_read_as_one_list():
    from game.tutorial.howto import RULE_LINES
    assert RULE_LINES["ADV-1"] == ("A Showdown is won by pinfall, submission, disqualification "
                                   "or count-out.")
