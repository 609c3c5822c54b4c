"""Drawing the show cheaply: the results screen's still layer is drawn a step a frame and then
kept (one picture, its Move cards from the face store), the ring's still back is one cached
picture per heat, and a scene that covers the window is not cleared first."""
from __future__ import annotations

import pygame
from scene_helpers import frame, setup_of

from game.match import Match
from game.lab.simulate import play_out, random_setup
from scenes.app import App, Settings
from scenes.match import table as TV


def finished(app, seed: int = 4):
    return play_out(Match(random_setup(app.cat, seed, "normal", "greedy", "greedy"), app.cat),
                    seed)


def test_the_results_layer_is_drawn_in_steps_then_kept():
    app = App((1280, 720), settings=Settings())
    m = finished(app)
    scene = app.reset("results", m.setup, m)
    steps = len(scene.steps())
    frame(app)
    assert 1 <= scene.steps_done <= steps and scene.builds == 1
    for _ in range(steps + 40):  # the rest of the steps, the faces, the headline's pop
        frame(app, 1 / 30)
    assert scene.steps_done == steps and not scene.waiting
    assert scene.builds <= 2  # once, and once more when every Move card's face was ready
    assert app.frame_key() is not None  # nothing moves: the frame is not drawn again
    drawn = app.drawn
    frame(app)
    assert app.drawn == drawn
    assert scene.card_rects and all(r.colliderect(pygame.Rect((0, 0), app.size))
                                    for _, r in scene.card_rects)
    app.stack.scenes.clear()


def test_the_stage_back_is_one_picture_per_heat():
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(3, ("human", "greedy")))
    frame(app)
    a = TV.stage_base(scene.L, app.size, 1)
    assert TV.stage_base(scene.L, app.size, 1) is a
    b = TV.stage_base(scene.L, app.size, 4)
    assert b is not a and b.get_size() == scene.L.stage.size
    app.stack.scenes.clear()


def test_a_scene_covering_the_window_is_not_cleared_first():
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(3, ("human", "greedy")))
    assert scene.opaque
    frame(app)
    before = pygame.image.tobytes(app.screen, "RGB")
    app.screen.fill((255, 0, 255))  # what a fill would hide
    app._last_key = None
    app.render()
    assert pygame.image.tobytes(app.screen, "RGB") == before  # every pixel drawn again
    app.stack.scenes.clear()


def test_the_control_glow_drawn_as_its_frame_is_the_same_picture():
    from scenes.match import fx as FXV
    from scenes.ui import fx_cache as FX
    from scenes.ui import widgets as W
    App((1280, 720), settings=Settings())
    for s, size in ((1.0, (330, 210)), (1.5, (495, 315)), (0.75, (250, 160))):
        width = max(2, round(3 * s))
        rect = pygame.Rect((40, 30), size)
        whole = pygame.Surface((700, 500))
        whole.fill((30, 40, 50))
        framed = whole.copy()
        layer = FX.glow_layer(rect.size, W.SEAT_COLOURS[0], width, round(10 * s), 3,
                              FXV.PULSE_LEVELS)
        whole.blit(layer, (rect.x - 4 * width, rect.y - 4 * width))
        FXV.draw_glow(framed, rect, 0, s, 3)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(framed, "RGB")
