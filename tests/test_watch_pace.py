"""Watching two AIs: a pace a watcher can follow (the play-test, session 42: at 0.75 s after
each command's show, a Hardcore match went 55 turns in 95 seconds)."""
from __future__ import annotations

from scene_helpers import setup_of

from scenes.app import AI_DELAY, App, Settings
from scenes.match.scene import WATCH_DELAY


def _pace(controllers, speed="normal"):
    app = App((1280, 720), settings=Settings(ai_speed=speed))
    return app.reset("match", setup_of(3, controllers)).model.pace


def test_two_ais_pause_longer_after_each_command_than_an_ai_facing_a_person():
    """At every speed but fast the watched table waits longer after a command's show."""
    for speed in ("slow", "normal"):
        assert _pace(("normal", "normal"), speed).ai_delay == WATCH_DELAY[speed]
        assert _pace(("human", "normal"), speed).ai_delay == AI_DELAY[speed]
    assert WATCH_DELAY["normal"] >= 1.5 and WATCH_DELAY["slow"] > WATCH_DELAY["normal"]
    assert _pace(("normal", "normal"), "fast").ai_delay == WATCH_DELAY["fast"]


def test_the_pace_keys_step_the_watched_pace():
    """+ and - while watching change the pause to the next pace's."""
    app = App((1280, 720), settings=Settings(ai_speed="normal"))
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    scene.change_pace(-1)
    assert scene.model.pace.ai_delay == WATCH_DELAY["slow"]
    scene.change_pace(+1)
    assert scene.model.pace.ai_delay == WATCH_DELAY["normal"]


def test_the_last_pace_said_stands_alone():
    """+ then - while paused stacked 'Pace: fast' and 'Pace: normal' under the Pause box
    (session 77's play-test): the last pace said replaces the one before."""
    app = App((1280, 720), settings=Settings(ai_speed="normal"))
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    scene.change_pace(+1)
    scene.change_pace(-1)
    said = [t.text for t in app.toasts.items if t.text.startswith("Pace:")]
    assert said == ["Pace: normal (+ and - change it)"]
