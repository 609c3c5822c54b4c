"""Pieces of a frame made faster (issue 31's frame target at 1080p): each faster way draws the
picture the plain way draws, pixel for pixel (the plain way is kept beside it for this)."""
from __future__ import annotations

import random

import pygame
import scene_helpers  # noqa: F401  (dummy SDL drivers)

from scenes.ui import draw as D


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and \
        bool(a.get_flags() & pygame.SRCALPHA) == bool(b.get_flags() & pygame.SRCALPHA) and \
        pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_a_rounded_gradient_cut_at_its_corners_is_the_one_drawn_whole():
    pygame.init()
    rng = random.Random(31)
    cases = [((880, 700), (32, 35, 48), (20, 22, 31), 21, (238, 190, 60), 3),  # results, 1080p
             ((880, 700), (32, 35, 48), (20, 22, 31), 21, (176, 51, 51), 1),
             ((430, 900), (24, 27, 38), (18, 20, 29), 15, (70, 76, 98), 1),
             ((40, 40), (1, 2, 3), (200, 100, 0), 18, None, 1),  # corners too big: drawn whole
             ((300, 1), (9, 9, 9), (1, 1, 1), 4, None, 1), ((50, 30), (5, 5, 5), (6, 6, 6), 0,
                                                             (1, 1, 1), 1)]
    for _ in range(200):
        cases.append(((rng.randint(1, 320), rng.randint(1, 320)),
                      tuple(rng.randint(0, 255) for _ in range(3)),
                      tuple(rng.randint(0, 255) for _ in range(3)), rng.randint(0, 40),
                      None if rng.random() < 0.3 else tuple(rng.randint(0, 255) for _ in range(3)),
                      rng.randint(1, 3)))
    for case in cases:
        assert same(D._gradient_round(*case), D._gradient_round_whole(*case)), case


def test_a_font_remembers_the_sizes_it_measured_and_they_are_what_it_measures():
    from sprites import fonts as FO
    for size, bold in ((21, False), (34, True), (9, False)):
        f = FO.font(size, bold)
        words = ["no chance yet: HP half or more,", "Pin", "a", "\u00b7 R3", "Leaping Cross!"]
        for w in words:
            assert f.size(w) == f._ft.get_rect(w).size
            assert f.size(w) == f._ft.get_rect(w).size and w in f._sizes  # remembered
        assert f.size("") == (0, f.get_height())


def test_the_hands_card_backs_are_drawn_in_the_tables_loading_moment(monkeypatch):
    from scene_helpers import setup_of

    from scenes.app import App, Settings
    from sprites import card_face as CF
    app = App((1920, 1080), settings=Settings())
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    scene.layout(app.size)
    drawn = []
    monkeypatch.setattr(CF, "_draw_back", lambda card, width: drawn.append(width))
    for n in range(1, 13):  # a back at every size a hand of n pages takes: already drawn
        CF.card_back(scene.L.hand_card_w(n))
    CF.card_back(scene.L.back_w)
    assert drawn == []
    app.stack.scenes.clear()


def _results_layer(app, m, pieces: int | None):
    """The results screen's layer once whole: after `pieces` of warm_results (None: none)."""
    from scene_helpers import frame

    from scenes.match import results as RS
    RS._prebuilt.clear()
    made = None
    if pieces is not None:
        warm = RS.warm_results(app, m.setup, m)
        for _ in range(pieces):
            next(warm, None)
        made = RS._prebuilt.get("layer")
        made = made.layer if made is not None else None
    scene = app.reset("results", m.setup, m)
    frame(app)
    adopted = made is not None and scene.layer is made
    done_first = scene.steps_done
    for _ in range(len(scene.steps()) + 40):
        frame(app, 1 / 30)
    assert scene.steps_done == len(scene.steps()) and not scene.waiting
    out = pygame.image.tobytes(scene.layer, "RGB")
    app.stack.scenes.clear()
    return out, adopted if made is not None else None, done_first


def test_the_results_layer_drawn_after_the_bell_is_the_one_the_screen_draws():
    """warm_results draws the results screen's still layer a step a piece while the table
    waits; the screen takes it as far as it got: the same picture it draws itself, frame by
    frame of the steps left."""
    from game.match import Match
    from game.lab.simulate import play_out, random_setup

    from scenes.app import App, Settings
    for size in ((1280, 720), (1920, 1080)):
        app = App(size, settings=Settings())
        m = play_out(Match(random_setup(app.cat, 4, "normal", "greedy", "greedy"), app.cat), 4)
        whole, adopted, _ = _results_layer(app, m, None)
        assert adopted is None
        seen = []
        for pieces in range(2, 20):
            layer, adopted, first = _results_layer(app, m, pieces)
            assert layer == whole, (size, pieces)
            assert adopted in (None, True), (size, pieces)  # begun: taken
            seen.append(adopted)
        assert seen[0] is None and seen[-1] is True
        steps = len(app.make("results", m.setup, m).steps())
        assert first == steps  # all of it drawn ahead: the first frame only blits


def test_a_label_placed_from_letters_rendered_once_is_the_label_rendered_afresh():
    from scenes.ui import draw as D
    pygame.init()
    words = ["SIGNATURE MOVES \u00b7 RANK 2 \u00b7 3 \u00b7 1 TAPPED OUT", "MATCH LOG", "BODY"]
    fresh = []
    for w in words:
        D._text_cache.clear()
        D._glyph_cache.clear()
        fresh.append(pygame.image.tobytes(D.label_surface(w, 22, (200, 90, 90)), "RGBA"))
    D._text_cache.clear()  # (the letters are kept, the labels not)
    for w in words:
        D.label_surface(w, 22, (200, 90, 90))
    D._text_cache.clear()
    assert [pygame.image.tobytes(D.label_surface(w, 22, (200, 90, 90)), "RGBA")
            for w in words] == fresh


def test_the_tables_loading_moment_makes_the_glow_and_the_logs_fonts(monkeypatch):
    from scene_helpers import setup_of

    from scenes.app import App, Settings
    from scenes.match import fx as FXV
    from scenes.ui import fx_cache as FX
    from scenes.ui import widgets as W
    from sprites import fonts as FO
    app = App((1920, 1080), settings=Settings())
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    scene.layout(app.size)
    made = []
    monkeypatch.setattr(pygame, "Surface", lambda *a, **k: made.append(a))
    monkeypatch.setattr(FO, "CardFont", lambda *a, **k: made.append(a))
    L, s = scene.L, scene.L.s
    for rect in (L.near_panel, L.far_panel):
        for seat in (0, 1):
            for level in range(FXV.PULSE_LEVELS):
                FX.glow_layer(rect.size, W.SEAT_COLOURS[seat], max(2, round(3 * s)),
                              round(10 * s), level, FXV.PULSE_LEVELS)
    scene.logview.warm_look(L.s * scene.text_scale)  # (all of it already made)
    assert made == []
    monkeypatch.undo()
    app.stack.scenes.clear()


def test_a_results_layer_drawn_before_the_match_went_on_is_not_taken():
    """After the bell a squashed loser still taps out a Move card: a layer drawn before that
    shows the wrong numbers, so the screen draws its own (and the table begins again)."""
    from game.match import Match
    from game.lab.simulate import play_out, random_setup
    from scene_helpers import frame

    from scenes.app import App, Settings
    from scenes.match import results as RS
    app = App((1280, 720), settings=Settings())
    m = play_out(Match(random_setup(app.cat, 4, "normal", "greedy", "greedy"), app.cat), 4)
    whole, _, _ = _results_layer(app, m, None)
    for _ in RS.warm_results(app, m.setup, m):
        pass
    made = RS._prebuilt["layer"]
    made.drawn_at -= 1  # as if drawn one command before the match's last
    scene = app.reset("results", m.setup, m)
    frame(app)
    assert scene.layer is not None and "layer" not in RS._prebuilt and made.layer is None
    for _ in range(len(scene.steps()) + 40):
        frame(app, 1 / 30)
    assert pygame.image.tobytes(scene.layer, "RGB") == whole
    app.stack.scenes.clear()


def test_the_bells_banners_are_drawn_in_the_tables_loading_moment(monkeypatch):
    from scene_helpers import setup_of

    from scenes.app import App, Settings
    from scenes.match import fx as FXV
    from scenes.ui import fx_cache as FX
    from scenes.ui import widgets as W
    app = App((1920, 1080), settings=Settings())
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    scene.layout(app.size)
    ends = scene.presenter.end_banners()
    assert [w for w, _, _ in ends] == [f"{scene.presenter.name(0).upper()} WINS!",
                                      f"{scene.presenter.name(1).upper()} WINS!", "DRAW!"]
    rendered = []
    monkeypatch.setattr(W, "text_surface", lambda *a, **k: rendered.append(a))
    for words, colour, big in ends:  # as draw_banners asks for them
        FX.banner_words(words, FXV.banner_size(scene.L, big), colour,
                        FXV.banner_rect(scene.L).w - 20)
    assert rendered == []
    monkeypatch.undo()
    app.stack.scenes.clear()


def test_freetype_starts_with_room_for_the_games_glyphs_and_draws_the_same():
    """A bigger glyph cache than freetype's 64 makes measuring and rendering faster; the
    letters are the same pixels."""
    import pygame.freetype

    from sprites import fonts as FO
    words = ["no chance yet: HP half or more, foe +3 momentum", "KESTREL ORTIZ WINS!", "\u00b7 R3"]

    def drawn():
        FO._font.cache_clear()
        return [(FO.font(n, b).size(w), pygame.image.tobytes(FO.font(n, b).render(w), "RGBA"))
                for n in (15, 21, 34) for b in (False, True) for w in words]
    pygame.freetype.quit()
    pygame.freetype.init()  # freetype's own cache
    small = drawn()
    pygame.freetype.quit()
    FO.start()
    assert pygame.freetype.get_cache_size() == FO.GLYPH_CACHE
    assert drawn() == small


def _panel_datas(rng, n: int) -> list:
    """Wrestler panels' data as a match shows them, with their values varied."""
    import dataclasses

    from sprites.panel import PanelData
    names = ["Kestrel Ortiz", "Mack \u201cThe Mountain\u201d Doyle", "Vi", "A Name Far Too Long "
             "For Any Panel To Hold"]
    out = []
    for _ in range(n):
        max_hp = rng.choice((5, 30, 45, 60, 99, 100, 120, 250))
        out.append(PanelData(
            name=rng.choice(names), persona=rng.choice(("protagonist", "antagonist")),
            style=rng.choice(("brawler", "high_flyer", "technician")),
            controller=rng.choice(("You", "AI (Normal)", "")),
            seat_colour=rng.choice(((220, 70, 60), (60, 120, 220))),
            corner=rng.choice(("red corner", "blue corner", "")), hp=rng.randint(0, max_hp),
            max_hp=max_hp, momentum=tuple(rng.randint(0, 9) for _ in range(6)),
            caps=tuple(rng.randint(1, 9) for _ in range(6)), warnings=rng.randint(0, 3),
            crowd=rng.randint(0, 5), points=rng.randint(0, 40), on_mat=rng.random() < 0.3,
            at_ringside=rng.random() < 0.2, ringside_turns=rng.randint(0, 3),
            count_out_after=2, statuses=tuple(rng.sample(
                ["stunned", "busted_open", "exhausted", "fired_up", "injured_leg"],
                rng.randint(0, 3))),
            body=(("head", rng.randint(0, 9)), ("arm", rng.randint(0, 9))),
            hand=rng.randint(0, 9), playbook=rng.randint(0, 40), discard=rng.randint(0, 40),
            rank=rng.randint(0, 3), tier=rng.choice(("", "Tier 2")),
            badge=rng.choice(("", "TO ACT"))))
    return [(d, dataclasses.replace(d, hp=rng.randint(0, d.max_hp))) for d in out]


def test_a_panel_with_only_its_hp_changed_is_the_panel_drawn_whole():
    from sprites import panel as P
    pygame.init()
    pygame.display.set_mode((8, 8))
    rng = random.Random(40)
    sizes = [((330, 200), 1.0), ((495, 300), 1.5), ((440, 267), 1.333), ((264, 160), 0.8),
             ((660, 400), 2.0)]
    made = 0
    for was, now in _panel_datas(rng, 60):
        size, scale = rng.choice(sizes)
        old = P.wrestler_panel(was, size, scale)
        quick = P.with_hp(old, was.hp, now, size, scale)
        P._panels.clear()  # (drawn afresh below, not taken from the cache)
        if quick is not None:
            made += 1
            assert same(quick, P.wrestler_panel(now, size, scale)), (was, now, size)
        assert same(old, P.wrestler_panel(was, size, scale))  # the old one is left as it was
    assert made >= 50  # nearly every panel's HP is repainted, not drawn whole


def test_the_store_makes_a_panel_whose_hp_changed_from_the_one_shown(monkeypatch):
    from sprites import panel as P
    from sprites.face_store import FaceStore, window_face
    pygame.init()
    pygame.display.set_mode((8, 8))
    store = FaceStore()
    rng = random.Random(41)
    for was, now in _panel_datas(rng, 12):
        size, scale = (495, 300), 1.5
        shown = store.panel(was, size, scale)
        whole = P.wrestler_panel(now, size, scale)
        P._panels.clear()
        # as the helper's answer it is its bytes in the window's format: the same either way
        data = bytearray(pygame.image.tobytes(shown, "BGRA"))
        key = next(k for k, v in store.faces._items.items() if v is shown)
        store.faces.put(key, window_face(data, shown.get_size()))
        store.hp_panels.clear()
        assert store.panel(was, size, scale) is store.faces.get(key)
        drawn = []
        monkeypatch.setattr(P, "wrestler_panel", lambda *a: drawn.append(a))
        quick = store.panel(now, size, scale)
        monkeypatch.undo()
        assert drawn == []  # its bar drawn again, not the whole panel
        assert same(quick, whole)


def _log_drawn_whole(log, size, scale, colours) -> pygame.Surface:
    """The log's visible rows drawn straight onto one clear surface (the plain way)."""
    from scenes.ui import widgets as W
    w, h = size
    base = max(10, round(19 * scale))
    bullet = max(3, round(4 * scale))
    indent = bullet * 2 + round(6 * scale)
    rows = log.rows(w - indent - round(4 * scale), base)
    lh = W.line_height(base)
    end = len(rows) - log.scroll
    start = max(0, end - max(1, h // lh))
    while 0 < start < end - 1 and not rows[start][6]:  # whole lines only at the top
        start += 1
    top = h - (end - start) * lh
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    for i in range(start, end):
        log._draw_row(out, rows[i], top + (i - start) * lh, w, lh, base, bullet, indent, colours)
    return out


def test_the_logs_rows_made_ahead_are_the_rows_drawn_in_place():
    import time

    from scenes.match.log_panel import LogPanel
    from scenes.match.log_text import LogLine
    from scenes.ui import widgets as W
    pygame.init()
    pygame.display.set_mode((8, 8))
    rng = random.Random(42)
    words = ["Kestrel Ortiz", "plays", "Leaping Cross Body", "for 7 damage", "\u2014", "the crowd",
             "roars!", "Mack Doyle", "counters with", "a Suplex", "(Rank 2)", "pins: 1... 2..."]
    for size, scale in (((465, 618), 1.5), ((310, 412), 1.0), ((560, 740), 1.8),
                        ((262, 300), 0.78)):  # (1000x600's: session 65's review)
        log = LogPanel(explainable=lambda line: line.tone != "turn" and len(line.text) % 3 == 0)
        for n in range(60):
            tone = rng.choice(("normal", "normal", "muted", "big", "end", "turn"))
            text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 14)))
            log.add(LogLine(f"Turn {n}" if tone == "turn" else text, rng.choice((0, 1, None)),
                            tone))
            if rng.random() < 0.6:  # spare time: the new rows made ahead (or not)
                log.warm(rng.choice((0.0, 1.0)), time.perf_counter)
            if rng.random() < 0.15:
                log.hover = rng.randrange(len(log.lines))
            elif rng.random() < 0.1:
                log.hover = None
            drawn = log.render(size, scale, W.SEAT_COLOURS)
            assert same(drawn, _log_drawn_whole(log, size, scale, W.SEAT_COLOURS)), (size, n)


def test_the_usual_popups_are_made_in_the_tables_loading_moment(monkeypatch):
    from scene_helpers import setup_of

    from scenes.app import App, Settings
    from scenes.match import fx as FXV
    from scenes.match.presenter import GREEN, RED
    from scenes.ui import widgets as W
    app = App((1920, 1080), settings=Settings())
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    scene.layout(app.size)
    p = scene.presenter
    p.finish()  # (the entrance's show over)
    for seat, (words, colour, big) in enumerate([("-7", RED, True), ("-16", RED, True),
                                                 ("BACK IN", GREEN, False)]):
        p.popup(seat % 2, words, colour, big=big)
    p.update(0.05)
    rendered = []
    monkeypatch.setattr(W, "text_surface", lambda *a, **k: rendered.append(a))
    shot = pygame.Surface(app.size)
    from scenes.match import ring_view as RV
    FXV.draw_popups(shot, p, RV.heads(scene.L, scene.show_figures()), RV.ring_area(scene.L),
                    scene.L.s, scene.text_scale, True)  # (reduced motion: the pills as they are)
    assert rendered == [] and len(p.active("float")) == 3
    monkeypatch.undo()
    app.stack.scenes.clear()


def test_a_panel_drawn_from_remembered_words_and_bands_is_the_panel_drawn_afresh():
    from sprites import panel as P
    pygame.init()
    pygame.display.set_mode((8, 8))
    rng = random.Random(43)
    for was, now in _panel_datas(rng, 20):
        size, scale = rng.choice([((330, 200), 1.0), ((495, 300), 1.5), ((264, 160), 0.8)])
        P._panels.clear()
        P._words.clear()
        P._bands.clear()
        fresh = P.wrestler_panel(now, size, scale)
        P.wrestler_panel(was, size, scale)  # (its words and band remembered)
        P._panels.clear()
        assert same(P.wrestler_panel(now, size, scale), fresh)


def test_a_counting_hp_bar_is_painted_over_the_panel_shown_and_looks_the_same(monkeypatch):
    """The HP bar counting down after a hit drew a new panel at every HP (a copy of the whole
    panel and its bar: 0.6-1.6 ms a step in a 1080p frame). The panel shown before stays, and
    only its bar is painted again where the panel is drawn: the window shows the same pixels
    as the whole panel at that HP, and no panel is drawn or copied (with_hp)."""
    from sprites import panel as P
    from sprites.face_store import FaceStore
    from scenes.match import table as TV
    pygame.init()
    pygame.display.set_mode((8, 8))
    rng = random.Random(43)
    painted = 0
    for was, now in _panel_datas(rng, 16):
        size, scale = rng.choice([((495, 300), 1.5), ((330, 200), 1.0)])
        store = FaceStore()
        monkeypatch.setattr(TV, "STORE", store)
        store.panel(was, size, scale)  # the panel shown (drawn here: no helper)
        made = []
        monkeypatch.setattr(P, "wrestler_panel", lambda *a: made.append(a))
        monkeypatch.setattr(P, "with_hp", lambda *a: made.append(a))  # (its copy)
        rect = pygame.Rect((13, 7), size)
        quick = pygame.Surface((size[0] + 40, size[1] + 40))
        quick.fill((30, 40, 50))
        surf, waiting = TV.blit_panel(quick, rect, now, scale, None)
        monkeypatch.undo()
        if not P.hp_fits((was.hp, now.hp), now.max_hp, size, scale):
            continue
        painted += was.hp != now.hp
        assert made == [] and not waiting
        whole = pygame.Surface(quick.get_size())
        whole.fill((30, 40, 50))
        whole.blit(FX_panel_shadow(size, scale), rect.move(round(3 * scale), round(4 * scale)))
        whole.blit(P.wrestler_panel(now, size, scale), rect)
        assert same(quick, whole), (was.hp, now.hp, size)
    assert painted >= 10


def FX_panel_shadow(size, scale):
    from scenes.ui import fx_cache as FX
    return FX.panel_shadow(size, round(10 * scale))


def test_words_faded_in_keep_their_clear_background_afterwards():
    """Session 43: a banner's words were blitted faded as they came in, then their alpha was
    set to None, which turns a per-pixel alpha's blending off: from then on the words drew a
    black box behind them on the band. A faded blit leaves the surface as it was."""
    from scenes.ui import fx_cache as FX
    from scenes.ui import widgets as W
    pygame.init()
    pygame.display.set_mode((8, 8))
    words = W.text_surface("FINISHER!", 40, (240, 110, 100), True, True)
    corner = (words.get_width() - 1, words.get_height() - 1)  # no glyph there
    for alpha in (90, 255, 255):
        under = pygame.Surface((words.get_width() + 4, words.get_height() + 4))
        under.fill((50, 60, 70))
        FX.blit_faded(under, words, (0, 0), alpha)
        assert under.get_at(corner)[:3] == (50, 60, 70), alpha
    from pathlib import Path  # (the popups' pills did the same to their round ends)
    root = Path(__file__).resolve().parent.parent
    for path in list((root / "scenes").rglob("*.py")) + list((root / "sprites").rglob("*.py")):
        assert "set_alpha(None)" not in path.read_text(), path
