"""Drawing the show cheaply: the results screen's still layer is drawn a step a frame and then
kept (one picture, its Move cards from the face store), the ring's still back is one cached
picture per heat, a scene that covers the window is not cleared first, and the log draws only
its new rows (their words wrapped and rendered in spare time or a frame before)."""
from __future__ import annotations

import time

import pygame
from scene_helpers import drawn_whole, frame, setup_of
from steady_clock import steady

from game.match import Match
from game.match.setup import AiRecord
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
            return super()._draw_row(*args)
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
    frame, and is put on the layer once it is done and its drawing fits in the frame (one that
    never fits waits PATIENCE frames for room, then is drawn)."""
    from scenes.match.render import PATIENCE, StaticLayer
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
    for _ in range(PATIENCE - 1):  # no frame has room for it: it waits, then is drawn anyway
        layer.update((50, 80), time.perf_counter(), 0.0, (), None)
        assert calls == [] and layer.stale
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
    setup = setup_of(2, ("normal", "normal"), "hardcore").model_copy(  # outside early under AI
        update={"ai": AiRecord(edition=8, hard_playouts=144)})  # edition 8
    scene = app.reset("match", setup)
    other = pygame.Surface(app.size)
    checked = 0
    kinds: set = set()
    for n in range(700):
        app.toasts.items.clear()
        thinking = scene.model.ai.chooser  # (timed by the clock, its thinking is finished here:
        while thinking is not None and not thinking.done:  # a busy machine's AI kept the fight
            thinking.step()  # in the ring for all 700 frames)
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
    from scenes.match.render import PATIENCE, StaticLayer
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
    for n in range(1, 4 + PATIENCE):
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


def _queue_show(p, tag: str) -> None:
    """A damage number, a banner with a sub line and a commentary line, queued to play in a
    moment (none started yet); every word carries the tag, so each one's rendering is seen."""
    from scenes.match.cues import Cue
    p.finish()
    p.cursor = p.now + 0.2
    p.popup(0, f"-7 {tag}", (250, 90, 90), big=True)
    p.banner(f"BANNER {tag}", (200, 200, 90), sub=f"a sub line {tag}")
    p.cues.append(Cue("say", p.now + 0.25, 0.0, None, f"The booth says {tag}",
                      data={"speaker": "Booth"}))


def _words_rendered(app, monkeypatch, frames: int) -> list:
    """The words rendered by the fonts while the table plays `frames` frames."""
    from sprites import fonts
    seen: list = []
    render = fonts.CardFont.render

    def counted(self, text, *a, **k):
        seen.append(text)
        return render(self, text, *a, **k)
    monkeypatch.setattr(fonts.CardFont, "render", counted)
    for _ in range(frames):
        frame(app)
    monkeypatch.setattr(fonts.CardFont, "render", render)
    return seen


def test_queued_cues_words_are_made_ahead_and_none_is_rendered_as_they_play(monkeypatch):
    """A cue queued before it plays has its words rendered ahead, into the caches the frame
    reads: once it plays no words of it are rendered (and without the making ahead they are)."""
    from scenes.match import after_flip
    from scenes.ui import draw as D
    from scenes.ui import fx_cache as FX
    tag = "made-ahead"
    for made_ahead in (False, True):
        for cache in (D._text_cache, D._fit_cache, FX._pills, FX._bands, FX._scaled):
            cache.clear()
        app = App((1280, 720), settings=Settings(ai_speed="fast"))
        scene = app.reset("match", setup_of(3, ("human", "greedy")))
        for _ in range(3):
            frame(app)
        scene.presenter.finish()
        frame(app)
        monkeypatch.setattr(after_flip, "AHEAD_ROOM", 1.0 if made_ahead else 0.0)  # every frame or none
        _queue_show(scene.presenter, tag)
        if made_ahead:
            assert scene.ahead.step(scene.L, scene.presenter, scene.text_scale, False, 1.0,
                                    time.perf_counter)
            while scene.ahead.step(scene.L, scene.presenter, scene.text_scale, False, 1.0,
                                   time.perf_counter):
                pass
            assert scene.ahead.next_cue(scene.presenter.cues) is None
        seen = _words_rendered(app, monkeypatch, 40)
        assert ("Booth", f"The booth says {tag}") in scene.presenter.said
        mine = [w for w in seen if tag in w]
        if made_ahead:
            assert mine == []  # the number, the banner, its sub line and the strip: all ready
        else:
            assert len(mine) >= 4  # drawn as they play
        app.stack.scenes.clear()


def test_pieces_made_ahead_draw_the_picture_made_on_the_spot():
    """The banner, damage number and commentary line drawn from pieces made ahead are the
    pictures drawing them with nothing made gives, frame by frame through their show."""
    from scenes.match import fx as FXV
    from scenes.match import ring_view as RV
    from scenes.match.ahead import Ahead
    from scenes.match.cues import Cue
    from scenes.ui import draw as D
    from scenes.ui import fx_cache as FX
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(3, ("human", "greedy")))
    frame(app)
    L = scene.L

    class Show:
        now = 0.0
        cues = [Cue("banner", 0.0, 1.0, None, "PIECES AHEAD!", (200, 200, 90),
                    {"sub": "a sub line made ahead", "big": True}),
                Cue("float", 0.0, 1.2, 0, "-9 AHEAD", (250, 90, 90), {"big": True}),
                Cue("say", 0.0, 0.0, None, "The booth, made ahead.", data={"speaker": "Booth"})]

        @classmethod
        def active(cls, kind):
            return [c for c in cls.cues if c.kind == kind and c.started]

    def show() -> list:
        shots = []
        for c in Show.cues:
            c.started = True
        for i in range(24):
            Show.now = i / 24
            out = pygame.Surface(app.size)
            out.fill((30, 40, 60))
            FXV.draw_banners(out, L, Show, False)
            FXV.draw_popups(out, Show, RV.heads(L, scene.show_figures()), RV.ring_area(L),
                            L.s, 1.0, False)
            RV.draw_strip(out, L, [("Booth", "The booth, made ahead.")], 1.0)
            shots.append(pygame.image.tobytes(out, "RGB"))
        return shots

    def clear() -> None:
        for cache in (D._text_cache, D._fit_cache, D._shade_cache, FX._pills, FX._bands,
                      FX._scaled):
            cache.clear()
    clear()
    on_the_spot = show()
    clear()
    for c in Show.cues:
        c.started = False
    ahead = Ahead()
    while ahead.step(L, Show, 1.0, False, 1.0, time.perf_counter):
        pass
    assert ahead.steps >= 3 + 1 + 3  # the banner's pieces, the pill and its pop, the line
    assert show() == on_the_spot
    app.stack.scenes.clear()


def test_ahead_makes_each_queued_cue_once_soonest_first():
    from scenes.match.ahead import Ahead
    from scenes.match.cues import Cue

    class P:
        cues = [Cue("banner", 2.0, 1.0, None, "LATER"), Cue("banner", 1.0, 1.0, None, "SOONER"),
                Cue("sound", 0.5, 0.0, None, "bell")]
    started = Cue("banner", 0.0, 1.0, None, "PLAYING", started=True)
    P.cues.append(started)
    ahead = Ahead()
    order = []
    for _ in range(4):
        cue = ahead.next_cue(P.cues)
        if cue is None:
            break
        order.append(cue.text)
        ahead.done[id(cue)] = cue
    assert order == ["bell", "SOONER", "LATER"]  # the playing one is never made ahead


def test_the_page_an_ai_will_play_has_its_spot_sizes_made_ahead(monkeypatch):
    """The spot sizes of the face `planned` gives are scaled ahead: the card's entrance then
    scales nothing, and looks the same."""
    from scenes.match.ahead import Ahead
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(3, ("human", "greedy")))
    frame(app)
    L = scene.L
    face = pygame.Surface((L.spot_w, round(L.spot_w * 1.4)), pygame.SRCALPHA)
    face.fill((30, 160, 90, 255))
    pygame.draw.circle(face, (250, 250, 250, 255), face.get_rect().center, L.spot_w // 3)

    class Spot:
        card, seat, caption, stamp, stamp_colour, kind = None, 0, "A PAGE", None, None, "page"

    def entrance() -> list:
        shots = []
        for i in range(12):
            out = pygame.Surface(app.size)
            TV.draw_spot(out, L, Spot, i / 12, 1.0, lambda *a: face)
            shots.append(pygame.image.tobytes(out, "RGB"))
        return shots
    unscaled = entrance()  # scaled as it comes in (cached from now on)
    TV._scaled.clear()

    class Quiet:
        cues: list = []
    ahead = Ahead()
    while ahead.step(L, Quiet, 1.0, False, 1.0, time.perf_counter, lambda: face):
        pass
    assert id(face) in ahead.spots
    scaled = []
    smooth = pygame.transform.smoothscale
    monkeypatch.setattr(pygame.transform, "smoothscale",
                        lambda *a, **k: scaled.append(a[1]) or smooth(*a, **k))
    assert entrance() == unscaled
    assert scaled == []  # every size it grew through was ready
    app.stack.scenes.clear()


def test_the_stage_redrawn_over_its_opaque_back_is_the_picture_a_full_background_gives():
    """The stage's regions (the ring, the spot's column, the words under them) put the
    background only where the stage's opaque back does not go: the same pixels as the
    background put under all of them."""
    from scenes.match.render import uncovered
    for size in ((1280, 720), (1920, 1080)):
        app = App(size, settings=Settings(ai_speed="fast"))
        scene = app.reset("match", setup_of(3, ("human", "greedy")))
        for _ in range(3):
            frame(app)
        layer = scene.layer
        for name in ("stage", "spot", "words"):
            stage = next(r for r in layer.regions if r.name == name)
            assert stage.cover_fn is not None
            inner = stage.rect.clip(scene.L.stage)
            parts = uncovered(stage.rect, stage.cover_fn())
            assert sum(r.w * r.h for r in parts) + inner.w * inner.h == \
                stage.rect.w * stage.rect.h
            layer.surface.fill((255, 0, 255))
            layer.draw_region(stage, size)
            covered = pygame.image.tobytes(layer.surface.subsurface(stage.rect), "RGB")
            cover, stage.cover_fn = stage.cover_fn, None
            layer.surface.fill((255, 0, 255))
            layer.draw_region(stage, size)
            stage.cover_fn = cover
            assert pygame.image.tobytes(layer.surface.subsurface(stage.rect), "RGB") == covered
        app.stack.scenes.clear()


def test_the_stage_cut_in_three_draws_the_picture_drawn_whole():
    """The ring, the spotlit card's column and the words under them, each drawn as its own
    region, tile the stage and give the picture the whole stage drawn at once gives (a page
    in the spotlight with its stamp, two lines of commentary, the prompt), at both sizes."""
    from sprites.hud import background
    for size in ((1280, 720), (1920, 1080)):
        app = App(size, settings=Settings(ai_speed="fast"))
        scene = app.reset("match", setup_of(5, ("normal", "normal")))
        for _ in range(400):  # until a page has landed in the spot and the booth has spoken
            frame(app, 1 / 30)
            p = scene.presenter
            if p.spot is not None and scene.spot_intro() >= 1 and len(p.said) >= 2:
                break
        assert scene.presenter.spot is not None and len(scene.presenter.said) >= 2
        layer = scene.layer
        parts = [next(r for r in layer.regions if r.name == n) for n in ("stage", "spot", "words")]
        whole = parts[0].rect.unionall([r.rect for r in parts[1:]])
        assert sum(r.rect.w * r.rect.h for r in parts) == whole.w * whole.h  # a tiling
        assert all(not a.rect.colliderect(b.rect) for a in parts for b in parts if a is not b)
        assert whole.contains(scene.L.stage)
        for r in parts:
            layer.draw_region(r, size)
        cut = pygame.image.tobytes(layer.surface.subsurface(whole), "RGB")
        once = pygame.Surface(size)
        once.blit(background(size), (0, 0))
        once.set_clip(whole)
        TV.draw_stage(once, scene.L, scene.presenter, True, scene.prompt(), scene.text_scale,
                      scene.face, scene.crowd_heat(), tuple(scene.presenter.said[-2:]))
        once.set_clip(None)
        assert pygame.image.tobytes(once.subsurface(whole), "RGB") == cut
        app.stack.scenes.clear()


def test_uncovered_parts_of_a_rect():
    from scenes.match.render import uncovered
    r = pygame.Rect(10, 10, 100, 50)
    assert uncovered(r, None) == [r]
    assert uncovered(r, pygame.Rect(200, 200, 5, 5)) == [r]
    assert uncovered(r, r) == []
    parts = uncovered(r, pygame.Rect(20, 15, 30, 20))
    assert sum(p.w * p.h for p in parts) == 100 * 50 - 30 * 20
    assert all(r.contains(p) for p in parts)
    assert not any(p.colliderect(pygame.Rect(20, 15, 30, 20)) for p in parts)


def test_the_results_layer_drawn_in_smaller_steps_is_the_picture_drawn_at_once():
    """Each side's panel is drawn in two steps (its top, then its numbers, body and Move
    cards): the layer is the picture drawing each side whole gives."""
    from scenes.match.results import ResultsScene
    from scenes.ui import widgets as W
    app = App((1280, 720), settings=Settings())
    m = finished(app)
    scene = app.reset("results", m.setup, m)
    for _ in range(len(scene.steps()) + 40):
        frame(app, 1 / 30)
    assert scene.steps_done == len(scene.steps()) and not scene.waiting
    stepped = pygame.image.tobytes(scene.layer, "RGB")
    whole = ResultsScene(app, m.setup, m)
    whole.steps = lambda: [whole.draw_head,
                           lambda surf, y, s: whole.draw_side(surf, y, s, 0),
                           lambda surf, y, s: whole.draw_side(surf, y, s, 1), whole.draw_foot]
    whole.layout(app.size)
    whole.build_step(app.size, W.ui_scale(app.size), 1.0)
    assert whole.steps_done == 4
    assert pygame.image.tobytes(whole.layer, "RGB") == stepped
    app.stack.scenes.clear()


def test_the_results_pieces_made_after_the_bell_leave_its_frames_nothing_to_render(monkeypatch):
    """warm_results renders every word of the results screen ahead (into the caches): its
    frames then render none, and its layer is the picture it draws without them."""
    from scenes.match import results as RS
    from scenes.ui import draw as D
    layers = {}
    for ahead in (False, True):
        for cache in (D._text_cache, D._fit_cache):
            cache.clear()
        app = App((1280, 720), settings=Settings())
        m = finished(app)
        if ahead:
            pieces = 0
            for _ in RS.warm_results(app, m.setup, m):
                pieces += 1
            assert pieces >= 6
        scene = app.reset("results", m.setup, m)
        seen = _words_rendered(app, monkeypatch, len(scene.steps()) + 40)
        assert scene.steps_done == len(scene.steps())
        if ahead:
            assert seen == []
        else:
            assert len(seen) > 10
        layers[ahead] = pygame.image.tobytes(scene.layer, "RGB")
        app.stack.scenes.clear()
    assert layers[True] == layers[False]


def test_frame_after_frame_of_partial_redraws_is_the_picture_a_full_redraw_gives():
    """Partial frames in a row (each putting the layer back only where the last frame's moving
    parts were, and where regions changed) never drift from the whole redraw: every frame of
    an AI match is compared, and none is drawn whole in between to reset the window."""
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(4, ("normal", "normal"), "hardcore"))
    other = pygame.Surface(app.size)
    checked = in_a_row = longest = 0
    kinds: set = set()
    for n in range(600):
        app.toasts.items.clear()
        app.update(1 / 60)
        state = scene.rng.getstate()
        before = scene.restored
        if not app.render():
            continue
        if scene.restored == before:
            in_a_row = 0
            continue
        in_a_row += 1
        longest = max(longest, in_a_row)
        assert pygame.image.tobytes(app.screen, "RGB") == drawn_whole(scene, other, state), n
        checked += 1
        kinds |= {c.kind for c in scene.presenter.cues if c.started}
    assert checked > 150 and longest > 20
    assert {"banner", "float", "motion", "shake"} <= kinds, kinds
    app.stack.scenes.clear()


def test_laying_out_a_table_freezes_what_survives_its_loading_moment():
    import gc
    gc.unfreeze()
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    frame(app)  # the first frame lays the table out: a loading moment
    assert gc.get_freeze_count() > 0  # a full collection mid-match walks only what came after
    assert scene.layer.regions


def test_the_buttons_new_words_are_made_before_the_frame_that_draws_them():
    from sprites import fonts
    app = App((1920, 1080), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(4, ("human", "normal")))
    frame(app)
    buttons = next(r for r in scene.layer.regions if r.name == "buttons")
    scene.buttons["pin"].sub = "a reason never seen before 12345"
    rendered = []
    real = fonts.CardFont.render
    try:
        fonts.CardFont.render = lambda self, text, *a, **k: rendered.append(text) or \
            real(self, text, *a, **k)
        steps = 1
        while not buttons.prep_fn(0.0):  # the prepare steps (a button each) render the
            steps += 1  # new words...
        assert steps == 1 + sum(1 for b in scene.buttons.values() if b.visible)
        assert "before 12345" in " ".join(rendered)  # (wrapped onto two lines)
        rendered.clear()
        buttons.draw_fn(pygame.Surface((1920, 1080)))  # ...so the frame that draws them only blits
        assert rendered == []
    finally:
        fonts.CardFont.render = real


def test_the_top_bars_new_words_are_made_before_the_frame_that_draws_them(monkeypatch):
    from sprites import fonts
    from scenes.match import facts as F
    app = App((1920, 1080), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(4, ("human", "normal")))
    frame(app)
    top = next(r for r in scene.layer.regions if r.name == "top")
    facts = dict(F.top_facts(scene.model), turn=987654)  # a turn never drawn before
    monkeypatch.setattr(F, "top_facts", lambda model: facts)
    rendered = []
    real = fonts.CardFont.render
    monkeypatch.setattr(fonts.CardFont, "render", lambda self, text, *a, **k:
                        rendered.append(text) or real(self, text, *a, **k))
    assert top.prep_fn(0.001)  # the prepare step renders the new words...
    assert any("987654" in words for words in rendered)
    rendered.clear()
    top.draw_fn(pygame.Surface((1920, 1080)))  # ...so the frame that draws them only blits
    assert rendered == []


def test_the_strips_new_line_is_made_before_the_frame_that_draws_it(monkeypatch):
    from sprites import fonts
    app = App((1920, 1080), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(4, ("human", "normal")))
    frame(app)
    words = next(r for r in scene.layer.regions if r.name == "words")
    scene.presenter.said.append(("Dusty Kane", "a line never said before 424242"))
    rendered = []
    real = fonts.CardFont.render
    monkeypatch.setattr(fonts.CardFont, "render", lambda self, text, *a, **k:
                        rendered.append(text) or real(self, text, *a, **k))
    while not words.prep_fn(0.0):  # the prepare steps (a line or the prompt each) render
        pass  # the new words...
    assert any("424242" in w for w in rendered)
    rendered.clear()
    words.draw_fn(pygame.Surface((1920, 1080)))  # ...so the frame that draws them only blits
    assert rendered == []


def test_apart_cuts_rects_into_ones_that_do_not_overlap_and_cover_the_same_pixels():
    from scenes.match.render import apart
    rng = __import__("random").Random(5)
    for _ in range(200):
        rects = [pygame.Rect(rng.randrange(60), rng.randrange(60), rng.randrange(1, 30),
                             rng.randrange(1, 30)) for _ in range(rng.randrange(1, 6))]
        parts = apart(rects)
        assert all(not a.colliderect(b) for i, a in enumerate(parts) for b in parts[i + 1:])
        want = {(x, y) for r in rects for x in range(r.left, r.right)
                for y in range(r.top, r.bottom)}
        got = [(x, y) for r in parts for x in range(r.left, r.right)
               for y in range(r.top, r.bottom)]
        assert len(got) == len(set(got)) and set(got) == want


def test_the_shows_pieces_that_moved_are_the_ones_put_back():
    """ring_view.moved: a piece the same as last frame's (what and where) is not put back; one
    that came, went or changed is, where it was and where it is."""
    from scenes.match import ring_view as RV
    a = RV.Piece(("figure", 1, (0, 0, 5, 5)), pygame.Rect(0, 0, 5, 5), None)
    b = RV.Piece(("figure", 2, (10, 0, 5, 5)), pygame.Rect(10, 0, 5, 5), None)
    b2 = RV.Piece(("figure", 2, (12, 0, 5, 5)), pygame.Rect(12, 0, 5, 5), None)
    c = RV.Piece(("says", "1...", (0, 20), (0, 20, 9, 9)), pygame.Rect(0, 20, 9, 9), None)
    assert RV.moved([a, b], [a, b]) == []
    assert RV.moved([a, b], [a, b2]) == [b.rect, b2.rect]
    assert RV.moved([a, b], [a, b, c]) == [c.rect]
    assert RV.moved([a, b, c], [a, b]) == [c.rect]
    assert RV.moved(None, [a]) == [a.rect]


def test_the_ring_put_back_only_where_the_show_changed_is_the_whole_redraw_at_1080p():
    """At 1920x1080, frame after frame of an AI match (moves, a finisher's shake, pin counts,
    the referee counting someone out) put back only where the show's pieces and the other
    moving parts changed: each is the picture the whole table drawn from scratch gives, and
    most put back less than half the ring. (On a steady clock: how far the AIs get in 900
    frames was the machine's load, and on a busy one no pin was counted.)"""
    with steady():
        _put_back_is_the_whole_redraw()


def _put_back_is_the_whole_redraw() -> None:
    """The test above, on the clock it set."""
    app = App((1920, 1080), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(2, ("normal", "normal"), "hardcore"))
    other = pygame.Surface(app.size)
    checked = small = 0
    kinds: set = set()
    doing: set = set()
    for n in range(900):
        app.toasts.items.clear()
        app.update(1 / 60)
        state = scene.rng.getstate()
        before = scene.restored
        if not app.render() or scene.restored == before:
            continue
        ring = scene.layer_rects["stage"]
        inside = sum(r.clip(ring).w * r.clip(ring).h for r in scene.put_back)
        small += inside < ring.w * ring.h // 2
        assert pygame.image.tobytes(app.screen, "RGB") == drawn_whole(scene, other, state), n
        checked += 1
        kinds |= {c.kind for c in scene.presenter.cues if c.started}
        doing |= {c.data.get("doing") for c in scene.presenter.active("ref")}
        if scene.ringside_count():
            doing.add("count-out")
    assert checked > 200 and small > checked // 2
    assert {"motion", "banner", "float", "climb"} <= kinds, kinds
    assert "counting" in doing or "count-out" in doing, doing
    app.stack.scenes.clear()


def test_the_spot_shows_a_placard_and_the_card_before_goes_as_the_next_comes_in():
    """Play-test, session 41: the spot kept the last card through a pin, a Pass or a Comeback,
    and two captions drew over each other while two cards crossed: a placard tells a command
    with no card, and the column is cleared of the card before as the next one comes in."""
    from scenes.match.cues import Spot
    from scenes.match.placard import placard_of
    from sprites.face_store import STORE
    app = App((1920, 1080), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(3, ("human", "greedy")))
    frame(app)
    L = scene.L
    card = app.cat.lib.pages[sorted(app.cat.lib.pages)[0]]

    def face(card, w, kind, wait):
        return STORE.get(kind, card, w)
    look, caption = placard_of("pass", "Ruud Thorsen")
    placard = Spot(None, 1, caption, 0.0, kind="placard", placard=look)
    bare = pygame.Surface(app.size)
    TV.draw_stage_back(bare, L, 0)
    clean = bare.copy()
    TV.draw_spot(clean, L, placard, 0.5, 1.0, face)
    crossed = bare.copy()
    TV.draw_spot(crossed, L, Spot(card, 0, "Kestrel Ortiz plays", 0.0), 1.0, 1.0, face)
    TV.draw_spot(crossed, L, placard, 0.5, 1.0, face)
    assert pygame.image.tobytes(crossed, "RGB") == pygame.image.tobytes(clean, "RGB")
    landed = bare.copy()
    TV.draw_spot_column(landed, L, type("P", (), {"spot": placard}), True, 1.0, face)
    r = TV.spot_rect(L)
    assert pygame.image.tobytes(landed.subsurface(r), "RGB") != \
        pygame.image.tobytes(bare.subsurface(r), "RGB")  # the placard, not a blank
    scene.presenter.spot = placard
    assert scene.card_at(r.center) is None  # no card to zoom
