"""Drawing the show cheaply: the results screen's still layer is drawn a step a frame and then
kept (one picture, its Move cards from the face store), the ring's still back is one cached
picture per heat, a scene that covers the window is not cleared first, and the log draws only
its new rows (their words wrapped and rendered in spare time or a frame before)."""
from __future__ import annotations

import time

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
    app.invalidate()
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


def test_a_new_log_line_draws_only_its_rows_and_looks_the_same():
    """The log scrolls the rows it drew and adds only the new ones: every picture is the one a
    log drawn afresh gives, as lines come (one, or several at once), the reader scrolls back
    and down, and a line is hovered."""
    from scenes.match.inspector import explainable
    from scenes.match.log_panel import LogPanel
    from scenes.match.log_text import LogLine
    colours = ((200, 60, 60), (60, 60, 200))
    tones = ("normal", "muted", "big", "turn", "end")
    lines = [LogLine(f"line {i}: " + "a long line that wraps " * (i % 3), seat=i % 3 - 1
                     if i % 3 else None, tone=tones[i % 5]) for i in range(40)]
    class Counted(LogPanel):
        rows_drawn = 0

        def _draw_row(self, *args):
            Counted.rows_drawn += 1
            super()._draw_row(*args)
    kept = Counted(explainable)

    def same():
        fresh = LogPanel(explainable)
        fresh.set_lines(kept.lines)
        fresh.scroll, fresh.hover = kept.scroll, kept.hover
        a = kept.render((300, 400), 1.0, colours)
        b = fresh.render((300, 400), 1.0, colours)
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
        assert kept._placed == fresh._placed
    pygame.display.init()
    drawn = []
    for n, line in enumerate(lines):
        kept.add(line)
        if n % 7 == 3:  # two lines in one go
            continue
        same()
        drawn.append(n)
        if n == 25:
            kept.scroll_by(3)
            same()
            kept.scroll_by(-3)
            same()
        if n == 30:
            kept.hover = 29
            same()
    assert len(drawn) > 30
    before = Counted.rows_drawn
    kept.add(LogLine("one short line"))
    same()
    assert Counted.rows_drawn == before + 1  # the full log drew one row, not all of them


def test_wrapping_takes_as_many_words_as_fit():
    """Wrapping (found by a search over how many words fit) gives what adding words one by one
    gives: every line fits, and no line could have taken the next line's first word; a word
    wider than a line is broken into pieces that fit."""
    from sprites import fonts
    pygame.display.init()
    f = fonts.font(17)
    text = ("The referee counts one, two and Kestrel Ortiz kicks out at the last moment while "
            "the crowd roars Supercalifragilisticexpialidocious and the bell rings at last")
    for width in (60, 90, 150, 240, 400, 2000):
        lines = fonts.wrap(text, f, width)
        assert " ".join(lines).replace(" ", "") == text.replace(" ", "")
        assert all(f.size(line)[0] <= width for line in lines)
        for line, after in zip(lines, lines[1:]):
            if f.size(after.split()[0])[0] <= width:
                assert f.size(f"{line} {after.split()[0]}")[0] > width
    assert fonts.wrap(text, f, 2000) == [text]
    assert fonts.wrap("a\n\nb", f, 100) == ["a", "", "b"]


def test_the_log_fades_its_top_into_the_panel_as_before():
    """The top rows fade into what is behind them: the same picture (within rounding) as the
    rows' own alpha faded, and new rows' words are rendered in spare time before they are drawn."""
    from scenes.match.log_panel import LogPanel, _fade
    from scenes.match.log_text import LogLine
    from scenes.ui import draw as W
    pygame.display.init()
    panel = LogPanel()
    panel.set_lines([LogLine(f"line {i} of the log", seat=i % 2) for i in range(30)])
    content = panel.render((300, 400), 1.0, ((200, 60, 60), (60, 60, 200)))
    assert panel.fade_h > 0
    back = pygame.Surface((320, 420))
    for y in range(420):
        pygame.draw.line(back, (20 + y // 8, 30, 60 + y // 5), (0, y), (319, y))
    box = pygame.Rect(10, 10, 300, 400)
    new = back.copy()
    panel.faded(new, box, content)
    old = back.copy()
    img = content.copy()
    img.blit(_fade(300, panel.fade_h), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    old.blit(img, box)
    a, b = pygame.image.tobytes(new, "RGB"), pygame.image.tobytes(old, "RGB")
    assert max(abs(x - y) for x, y in zip(a, b)) <= 3
    assert a != pygame.image.tobytes(back, "RGB")
    panel.add(LogLine("a line nobody has seen drawn yet, with words of its own"))
    W._text_cache.clear()
    assert panel.warm(1.0, lambda: 0.0)
    words, index = panel._rows[-1][0], panel._rows[-1][1]
    assert index == 30 and words in "a line nobody has seen drawn yet, with words of its own"
    assert W._text_cache.get((words, panel._rows[-1][4], W.pal.TEXT, False, False)) is not None
    assert not panel.warm(1.0, lambda: 0.0)  # nothing left to do


def test_a_region_prepares_in_one_frame_and_is_drawn_in_the_next():
    """A region with work before its drawing (the log's new rows) does it in slices, one a
    frame, and is put on the layer once it is done and its drawing fits in the frame."""
    from scenes.match.render import StaticLayer
    pygame.display.init()
    calls = []
    shown = {"log": 1, "top": 1}
    rects = {n: pygame.Rect(0, 10 * i, 50, 10) for i, n in enumerate(
        ("hand", "buttons", "stage", "near", "far", "top", "farhand", "log"))}
    makers = {n: (lambda n=n: shown.get(n, 0), lambda surf, n=n: calls.append(("draw", n)))
              for n in rects}
    todo = [0]

    def prep(seconds):
        calls.append(("prep", "log"))
        todo[0] = max(0, todo[0] - 1)
        return todo[0] == 0
    makers["log"] += (prep,)
    layer = StaticLayer()
    layer.set_regions(rects, makers)
    layer.update((50, 80), 0.0, 0.0, (), None)  # a new layer: drawn whole at once
    assert ("draw", "log") in calls and not layer.stale
    calls.clear()
    log = next(r for r in layer.regions if r.name == "log")
    log.cost = 1.0  # as if drawing the log took a second
    shown["log"] = 2
    layer.update((50, 80), time.perf_counter(), 0.0, (), None)
    assert calls == [("prep", "log")] and layer.stale
    calls.clear()
    layer.update((50, 80), time.perf_counter(), 0.0, (), None)
    assert calls == [("draw", "log")] and not layer.stale
    calls.clear()
    log.cost = 0.0
    shown["log"], todo[0] = 3, 3  # work for three slices: three frames, drawn in the third
    for _ in range(3):
        layer.update((50, 80), time.perf_counter() + 60, 0.0, (), None)  # time to spare
    assert calls == [("prep", "log")] * 3 + [("draw", "log")] and not layer.stale


def test_the_spotlit_card_grows_through_a_few_cached_sizes_and_keeps_its_shadow():
    """A card coming into the spotlight is scaled once per size it grows through (not every
    frame), and its face and shadow look the same after it came in as before (the fade's
    alpha is put back, per-pixel blending kept)."""
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(3, ("human", "greedy")))
    frame(app)
    L = scene.L
    img0 = pygame.Surface((L.spot_w, round(L.spot_w * 1.4)), pygame.SRCALPHA)
    img0.fill((200, 40, 40, 255))
    pygame.draw.rect(img0, (0, 0, 0, 0), (0, 0, 8, 8))

    class Spot:
        card, seat, caption, stamp, stamp_colour, kind = None, 0, "A PAGE", None, None, "page"
    shade = TV.FX.card_shadow(img0.get_size(), 130)

    def landed():
        out = pygame.Surface(app.size)
        out.fill((40, 80, 120))
        TV.draw_spot(out, L, Spot, 1.0, 1.0, lambda *a: img0)
        return pygame.image.tobytes(out, "RGB")
    before = landed()
    sizes = set()
    for i in range(30):
        out = pygame.Surface(app.size)
        TV.draw_spot(out, L, Spot, i / 30, 1.0, lambda *a: img0)
        sizes |= {key[3] for key in TV._scaled._items if key[0] == "spot" and key[1] == id(img0)}
    assert 1 <= len(sizes) <= TV.SPOT_STEPS
    assert landed() == before
    assert img0.get_alpha() == 255 and shade.get_alpha() == 255
    app.stack.scenes.clear()


def test_putting_back_only_the_moving_zones_gives_the_frame_a_full_redraw_gives():
    """While the table is alone on the window, a frame puts the static layer back only where
    the moving parts were and are drawn (and where regions changed): each such frame of an AI
    match, with its moves, banners, floats, shakes and a panel sliding out as the fight goes
    outside, is the picture a whole redraw gives."""
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(5, ("normal", "normal"), "hardcore"))
    other = pygame.Surface(app.size)
    checked = 0
    kinds: set = set()
    for n in range(700):
        app.toasts.items.clear()
        app.update(1 / 60)
        state = scene.rng.getstate()
        before = scene.restored
        if not app.render() or scene.restored == before:
            continue
        after = scene.rng.getstate()
        scene.rng.setstate(state)
        other.blit(app.screen, (0, 0))
        other.fill((255, 0, 255), other.get_rect().inflate(-40, -40))  # anything left shows
        scene._restore = None
        scene.layer.update = lambda *args: None  # the same layer, drawn whole
        scene.draw(other)
        del scene.layer.update
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(other, "RGB"), n
        scene.rng.setstate(after)
        scene._restore = None  # the next frame draws whole again (this one drew elsewhere)
        checked += 1
        kinds |= {c.kind for c in scene.presenter.cues if c.started}
    assert checked > 100
    assert {"banner", "float", "motion", "shake", "slide", "walk"} <= kinds, kinds
    assert scene.presenter.motions  # moves were shown
    app.stack.scenes.clear()


def test_a_region_that_changes_every_frame_keeps_no_other_waiting():
    """Changed regions are drawn the longest waiting first: with room for one a frame, a region
    whose key changes every frame (a stand-in hoping for its face) takes turns with the log."""
    from scenes.match.render import StaticLayer
    pygame.display.init()
    calls = []
    shown = {"hand": 0, "log": 0}
    names = ("hand", "buttons", "stage", "near", "far", "top", "farhand", "log")
    rects = {n: pygame.Rect(0, 10 * i, 50, 10) for i, n in enumerate(names)}
    makers = {n: (lambda n=n: shown.get(n, 0), lambda surf, n=n: calls.append(n))
              for n in rects}
    layer = StaticLayer()
    layer.set_regions(rects, makers)
    layer.update((50, 80), 0.0, 0.0, (), None)
    for r in layer.regions:
        r.cost = 1.0  # no room for a second region in a frame
    calls.clear()
    shown["log"] = 1
    for n in range(1, 4):
        shown["hand"] = n  # the first region in the order changes every frame
        layer.update((50, 80), time.perf_counter(), 0.0, (), None)
    assert calls[:2] == ["hand", "log"] and "log" in calls


def test_a_table_that_draws_more_over_itself_is_drawn_whole():
    """The tutorial draws its lesson card, pointer and pulsing glow over the table: its frames
    put the whole layer back (only the plain table puts back its moving zones)."""
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("tutorial")
    for _ in range(240):
        app.toasts.items.clear()
        frame(app, 1 / 30)
    assert scene.restored == 0
    table = app.reset("match", setup_of(5, ("normal", "normal")))
    for _ in range(240):
        app.toasts.items.clear()
        frame(app, 1 / 30)
    assert table.restored > 0
    app.stack.scenes.clear()
