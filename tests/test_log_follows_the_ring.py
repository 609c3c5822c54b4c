"""The match log tells what the ring has shown, never ahead of it: a pin's result is logged
once the referee's count has run, not while it says two (session 40: the log read 'wins by
pinfall' under a count at two)."""
from __future__ import annotations

from scene_helpers import frame, human_table

from game.match import commands as C


def _pin_lines(scene, since: int) -> list:
    return [ln.text for ln in scene.logview.lines[since:] if "Pin attempt" in ln.text]


def test_a_pins_line_waits_for_the_count_and_then_is_logged():
    scene = human_table((1280, 720), 9)
    app = scene.test_app
    since = len(scene.logview.lines)
    assert scene.send(C.PressPin(0))
    count = [c for c in scene.presenter.cues if c.kind == "ref"]
    assert count and not _pin_lines(scene, since)  # the count has not begun
    last_beat = count[-1].data["beats"][-1][0]
    while scene.presenter.now < last_beat - 0.05:
        frame(app, 0.05, draw=False)
        assert not _pin_lines(scene, since), scene.presenter.now  # no result before the count
    for _ in range(200):
        frame(app, 0.05, draw=False)
        if _pin_lines(scene, since):
            break
    assert len(_pin_lines(scene, since)) == 1


def test_skipping_the_show_logs_everything_at_once():
    scene = human_table((1280, 720), 9)
    app = scene.test_app
    since = len(scene.logview.lines)
    assert scene.send(C.PressPin(0))
    assert not _pin_lines(scene, since)
    scene.presenter.finish(quiet=True)  # Space, or a click on the ring
    frame(app, 0.0, draw=False)
    assert _pin_lines(scene, since) and not scene.log_due



def test_the_top_bar_and_the_prompt_keep_the_finish_until_the_ring_shows_it():
    from scenes.app import App, Settings
    from scenes.match import facts as F
    from scene_helpers import setup_of
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(9, ("greedy", "greedy")))
    for _ in range(20000):  # each show skipped until the command that ends the match
        if scene.state.over is not None:
            break
        scene.presenter.finish(quiet=True)
        frame(app, 0.05)  # drawn: the table tells what it shows
    assert scene.state.over is not None and scene.presenter.showing
    seen = 0
    while scene.presenter.showing:
        words, _ = scene.prompt()
        assert "over" not in words and "tap out" not in words, words
        assert F.top_facts(scene.model)["control_words"] != "Match over"
        assert "INJURED" not in (scene.panel_data(0), scene.panel_data(1)).__repr__()
        frame(app, 0.05)
        seen += 1
    assert seen > 10, scene.state.over  # the finish took a while to show
    assert F.top_facts(scene.model)["control_words"] == "Match over"
    assert "over" in scene.prompt()[0]


def test_a_kick_out_is_not_told_by_the_top_bar_before_the_count():
    from scenes.match import facts as F
    scene = human_table((1280, 720), 9)
    app = scene.test_app
    frame(app, 0.05)
    before = F.top_facts(scene.model)["control_words"]
    assert scene.send(C.PressPin(0))
    assert scene.state.control == 1 and before.endswith(scene.model.short(0))  # kicked out
    while scene.presenter.showing:
        assert F.top_facts(scene.model)["control_words"] == before
        assert scene.prompt()[0].startswith("Watch the ring")
        assert scene.model.told["badge0"] == "TO ACT"  # the panels' gold tag stays too
        frame(app, 0.05)
    frame(app, 0.05)
    assert F.top_facts(scene.model)["control_words"] == f"Control: {scene.model.short(1)}"
