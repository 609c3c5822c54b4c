"""Against the AI, a person's attack looks the same whether or not the AI could counter: the AI
answers a counter window in the frame the attack is played, so no frame shows the window (no
ANSWERING badge, no 'is thinking', no pause)."""
from __future__ import annotations

import pytest

from conftest import give, set_control, set_momentum
from game.match import commands as C
from scene_helpers import frame, setup_of
from scenes.app import App, Settings
from scenes.routes import is_scene


@pytest.fixture(scope="module")
def app():
    return App((1280, 720), settings=Settings(ai_speed="fast"))


def _attack(app, level: str, ai_holds_shield: bool):
    scene = app.reset("match", setup_of(13, ("human", level)))
    frame(app)
    while is_scene(app.stack.top, "handoff"):
        app.stack.pop()
    st = scene.state
    set_control(st, 0)
    set_momentum(st, 0, "max")
    set_momentum(st, 1, "max")
    attack = give(st, 0, "jab_flurry", fresh=True)
    if ai_holds_shield:
        give(st, 1, "forearm_shield", fresh=True)
    else:  # a hand with no answer to a strike
        st.sides[1].hand = [p for p in st.sides[1].hand
                            if scene.match.state.info(p).kind != "move"
                            and scene.match.state.info(p).special is None]
    scene.model.refresh()
    return scene, attack


@pytest.mark.parametrize("level", ["easy", "greedy", "normal", "hard"])
def test_the_ai_answers_in_the_frame_of_the_attack(app, level):
    for holds in (True, False):
        scene, attack = _attack(app, level, holds)
        before = len(scene.match.log)
        assert scene.send(C.PlayPage(0, attack))
        assert scene.state.pending is None, "a frame could show the counter window"
        answered = [e.command for e in scene.match.log[before + 1:]]
        if holds:
            assert answered and answered[0].seat == 1
            assert type(answered[0]) in (C.Counter, C.Allow)
        else:
            assert answered == []
        assert scene.model.badge(1) != "ANSWERING"
        frame(app)
