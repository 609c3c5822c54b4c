"""Shared set-up for the scene tests: dummy SDL drivers, temporary save and config folders, and a
few ways to drive the App headless (clicks, keys, frames)."""
from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("RINGSIDE_NO_FACE_HELPER", "1")
_TMP = Path(tempfile.mkdtemp(prefix="ringside-scene-tests-"))
atexit.register(shutil.rmtree, _TMP, True)
os.environ.setdefault("RINGSIDE_SAVE_DIR", str(_TMP / "saves"))
os.environ.setdefault("RINGSIDE_CONFIG_DIR", str(_TMP / "config"))
os.environ.setdefault("RINGSIDE_PLAYBOOK_DIR", str(_TMP / "playbooks"))

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.match import MatchSetup, SeatSetup  # noqa: E402
from scenes.ui.save_check import wait_all  # noqa: E402

DT = 0.1


def arrive(app) -> None:
    """The next player reaches the curtain: passing the laptop takes longer than the grace in
    which it takes no click or key (scenes/match/handoff.py); tests of that grace send their
    events straight to the curtain."""
    top = app.stack.top
    if getattr(top, "lifted_at", None) is not None:  # the table after a curtain: a press
        top.lifted_at = None  # comes later than the lifting press's double
    if getattr(top, "command_key_at", None) is not None:  # and later than a mash of keys
        top.command_key_at = None
    if hasattr(top, "too_soon"):
        from scenes.match.handoff import CURTAIN_GRACE
        from scenes.ui.base import MASH_GAP
        top.time = max(top.time, CURTAIN_GRACE + MASH_GAP)
        top.last_press = None


def click(app, pos, button: int = 1) -> None:
    """A click through the app's event routing (move, press, release)."""
    arrive(app)
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.process(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(app, k, mod=0, unicode="") -> None:
    arrive(app)
    app.process(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))


def key_up(app, k, mod=0) -> None:
    app.process(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def frame(app, dt: float = DT, draw: bool = True) -> None:
    wait_all()  # the saves' background check (scenes/ui/save_check.py) is done first
    app.update(dt)
    if draw:
        app.render()


def setup_of(seed: int, controllers=("human", "human"), match_type: str = "normal",
             stars=("kestrel_ortiz", "mack_doyle")) -> MatchSetup:
    return MatchSetup(seed=seed, match_type=match_type,
                      seats=[SeatSetup(superstar=stars[i], controller=controllers[i])
                             for i in (0, 1)])


def human_table(size, seed: int, match_type: str = "normal"):
    """A match table at a window size, a person (seat 0) against Greedy, run until the person
    acts; the scene, its App as scene.test_app."""
    from scenes.app import App, Settings
    app = App(size, settings=Settings(ai_speed="fast"))
    sc = app.reset("match", setup_of(seed, ("human", "greedy"), match_type))
    until_seat_zero_acts(app, sc)
    sc.test_app = app
    return sc


def until_seat_zero_acts(app, scene, limit: int = 400):
    """Run the table until seat 0 (the human) acts with nothing pending or due; the scene."""
    frame(app)
    for _ in range(limit):
        m = scene.match
        if m.actor() == 0 and not m.state.pending and scene.model.tapout_due() is None \
                and not scene.presenter.busy:
            scene.refresh()
            break
        if m.actor() == 0 and (m.state.pending or scene.model.tapout_due() == 0):
            scene.presenter.finish()
            scene.send(m.legal(0)[0])
        frame(app, draw=False)
    assert scene.match.actor() == 0
    return scene


def drawn_whole(scene, other, state) -> bytes:
    """The frame just drawn, drawn again whole onto `other` (the same layer, the show's dice
    from `state`), the scene left as the window goes on from its own last frame; its pixels."""
    import pygame
    after, kept = scene.rng.getstate(), scene._restore
    timings = (scene.last_draw, scene.draw_over)
    scene.rng.setstate(state)
    other.fill((255, 0, 255))
    scene._restore = None
    scene.layer.update = lambda *args: None  # the same layer, drawn whole
    scene.draw(other)
    del scene.layer.update
    scene.rng.setstate(after)
    scene._restore = kept
    scene.last_draw, scene.draw_over = timings
    return pygame.image.tobytes(other, "RGB")


def to_results(app, table, frames: int = 200):
    """Frames until the table's finished match shows its results, the person pressing Results
    once the table waits for it after the bell (session 59); the scene on top then."""
    from scenes.routes import is_scene
    for i in range(frames):
        frame(app, DT, draw=i % 10 == 0)
        if is_scene(app.stack.top, "results"):
            break
        if app.stack.top is table and table.model.waiting_at_end() and \
                not table.presenter.showing:
            click(app, table.buttons["results"].rect.center)
    return app.stack.top


def normal_table(seed: int, match_type: str, frames: int = 6000, to_the_bell: bool = True):
    """A table of Normal against Normal at 1280x720 (fast AI, instant shows, no autosave),
    played for `frames` frames or, to_the_bell, until the match is over and shown; the scene,
    its App as scene.test_app."""
    from game.match.setup import random_setup
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast", show_speed="instant"))
    app.autosave = False
    scene = app.reset("match", random_setup(app.cat, seed, match_type, "normal", "normal"))
    scene.test_app = app
    for _ in range(frames):
        frame(app, 1 / 30, draw=False)
        if to_the_bell and scene.state.over is not None and not scene.presenter.showing:
            break
    return scene
