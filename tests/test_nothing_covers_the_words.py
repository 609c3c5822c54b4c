"""Session 42's outside play-test: a damage stamp ('7 TO THE HEAD') over the rules text of the
card beside the ring, the 'Pace: slow' toast over the face-down hand above the ring, and popups
('DOWN!', 'RINGSIDE', 'INJURED BACK') stacked over a Superstar's name and subtitle."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import frame, setup_of

from scenes.app import App
from scenes.match import fx as MFX
from scenes.match import ring_view as RV
from scenes.match import table as TV
from scenes.match.layout import table_layout
from scenes.ui import fx_cache as FX
from sprites import ring as RING

SIZES = [(1280, 720), (1920, 1080)]


class _Floats:
    """A presenter as draw_popups reads it: its cues, at `now`."""

    def __init__(self, cues=(), now: float = 0.0):
        self.cues, self.now = list(cues), now

    def active(self, kind):
        return [c for c in self.cues if c.kind == kind]


@pytest.mark.parametrize("size", SIZES)
def test_the_damage_stamp_lies_under_the_card_not_over_its_rules(size):
    L = table_layout(size)
    card = TV.spot_rect(L)
    for words in ("7 TO THE HEAD", "12 TO THE BACK", "COUNTERED", "NO DAMAGE", "WEAPON SHOT"):
        img = TV.stamp_surface(words, (240, 80, 70), L.s, round(24 * L.s))
        r = img.get_rect(center=TV.stamp_centre(L))
        assert r.top >= card.bottom - round(4 * L.s), (words, r, card)  # (its tilted corner)
        assert r.bottom <= RV.strip_rect(L).top and r.left >= TV.stamp_left(L)


@pytest.mark.parametrize("size", SIZES)
def test_a_toast_covers_neither_hand_nor_the_ring(size):
    app = App(size)
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    frame(app, 1 / 30)
    L = scene.L
    top = scene.toast_top()
    h = round(44 * app.scale)  # a one-line toast and a little more
    toast = pygame.Rect(0, top, L.hand.w, h)
    # (session 54: the band above the cards went to the ring; a toast stands over the stage's
    # foot, where the prompt speaks, under the ring and above the cards)
    assert toast.top >= RV.ring_area(L).bottom and toast.top >= L.far_hand.bottom
    card_h = round(L.hand_card_w(7) * 1.4)
    assert toast.bottom <= L.hand.bottom - card_h - round(4 * L.s)  # above the cards
    assert scene.toast_bottom() <= min(slot.rect.top for slot in scene.slots)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_popups_rise_over_the_figures_inside_their_half_of_the_ring(size, text_size):
    """Session 45's play-test: '-14', '-5', 'RINGSIDE' floated over a panel's stats and HP bar
    for a second (and, session 42, over its name and chips). Popups now rise over the
    Superstar in the ring: inside the ring's area, under the name tags, each seat's in its own
    half (the two never meet), a stack of them one above the other, whether the figure stands,
    lies or is out on the floor."""
    from scenes.app import Settings
    from scenes.match import show as SH
    from scenes.match.cues import Cue
    app = App(size, settings=Settings(text_size=text_size))
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    frame(app, 1 / 30)
    L, s = scene.L, scene.L.s
    area = RV.ring_area(L)
    tags = [RV._name_tag_piece(RING.ring_geom(area), SH.stage([f], [], 0.0)[0], s).rect
            for f in scene.show_figures()]
    words = [("-17", True), ("DOWN!", False), ("HURT: CARD TAPPED", False),
             ("REGROUPS: A FRESH HAND", False), ("+12 MOMENTUM", False)]

    Show = _Floats()
    for stance in ({}, {"stance": "down"}, {"place": "ringside"}):
        figs = [SH.replace(f, **stance) for f in scene.show_figures()]
        heads = RV.heads(L, figs)
        for count in range(1, 5):
            Show.cues = [Cue("float", 0.0, 1.0, seat, w, (240, 80, 70), {"big": big})
                         for seat in (0, 1) for w, big in words[:count]]
            for p in (0.0, 0.5, 1.0):
                Show.now = p
                out = pygame.Surface(app.size)
                drawn = MFX.draw_popups(out, Show, heads, area, s, scene.text_scale, True)
                assert len(drawn) == 2 * count
                for r in drawn:
                    assert area.contains(r), (stance, count, p, r, area)
                    assert r.collidelist(tags) == -1, (stance, count, p, r)
                left, right = drawn[:count], drawn[count:]
                assert all(r.right <= area.centerx for r in left)
                assert all(r.left >= area.centerx for r in right)
                for side in (left, right):
                    for i, r in enumerate(side):
                        assert r.collidelist(side[i + 1:]) == -1, (stance, count, p, side)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("style", ["giant", "brawler", "high-flyer"])
def test_a_popup_never_sits_on_a_head(size, style):
    """Session 45's notes: at 1280x720 a giant's head reaches the band under the name tags,
    where the popups stop rising, so '-5' sat on the head. With no room over the head the
    popups rise beside it, in the seat's own half; with room they stay over it."""
    from scenes.match import show as SH
    from scenes.match.cues import Cue
    L = table_layout(size)
    s = L.s
    area = RV.ring_area(L)
    g = RING.ring_geom(area)

    Show = _Floats()
    for seat in (0, 1):
        fig = SH.Figure(seat, "Tall", style, "protagonist", (200, 60, 60), "ring", "standing",
                        False, False, ())
        heads = RV.heads(L, [fig])
        x, y = SH.spot_of(fig)
        big_h = RV.figure_height(g, y, fig) * fig.build.height
        hx, hy = heads[seat]
        r = round(big_h * 0.075)
        head = pygame.Rect(hx - r, hy, 2 * r, 2 * r)
        for count in (1, 2, 3):
            Show.cues = [Cue("float", 0.0, 1.0, seat, w, (240, 80, 70), {"big": w[0] == "-"})
                         for w in ("-5", "+2 AG +1 SK", "DOWN!")[:count]]
            for p in (0.0, 0.4, 0.9):
                Show.now = p
                drawn = MFX.draw_popups(pygame.Surface(size), Show, heads, area, s, 1.0,
                                        False)
                lo, hi = MFX.half(area, seat, s)
                assert drawn and all(lo <= d.left and d.right <= hi for d in drawn)
                if count == 1:
                    assert head.collidelist(drawn) == -1, (style, seat, p, head, drawn)
                for d in drawn:  # in a stack, only a word too wide for the room beside the
                    # head may reach its middle, and then as far aside as its half lets it go
                    if d.collidepoint(head.center):
                        assert d.left <= lo + 1 or d.right >= hi - 1, (style, seat, p, d)


@pytest.mark.parametrize("size", SIZES)
def test_toasts_never_bury_the_hand(size, monkeypatch):
    """Session 45's play-test: four refusals in a row ('Not enough momentum...', 'doesn't
    counter In Close moves' twice, 'Answer the move first') stacked over the whole hand. The
    newest that fit above the cards show; the older wait unseen; the newest always shows."""
    from scenes.ui import draw as D
    app = App(size)
    scene = app.reset("match", setup_of(3, ("human", "normal")))
    for _ in range(300):
        frame(app, 1 / 30)
        if scene.slots:
            break
    assert scene.slots
    cards_top = min(slot.rect.top for slot in scene.slots)
    drawn = []
    real = D.draw_panel

    def spy(surface, rect, *a, **k):
        if surface.get_size() == rect.size and rect.topleft == (0, 0):
            drawn.append(surface.get_size())
        return real(surface, rect, *a, **k)
    monkeypatch.setattr(D, "draw_panel", spy)
    words = ["This pin can't succeed now: they have half their HP or more. Press Pin again to "
             "try anyway.",
             "Not enough momentum: Duck Under costs 1 Agility.",
             "Rust Belt Driver doesn't counter In Close moves.",
             "Crushing Boot doesn't counter In Close moves.",
             "Answer the move first: counter it or let it through."]
    for w in words:
        app.toast(w, "error")
    top = scene.toast_top()
    bottom = scene.toast_bottom()
    assert top is not None and bottom is not None and bottom <= cards_top
    app.toasts.draw(app.screen, app.scale, top, bottom, scene.toast_width())
    assert 1 <= len(drawn) < len(words)
    assert all(w <= scene.toast_width() <= scene.L.hand.w for w, _ in drawn)  # the middle
    # column's width: off the panels' badges and the buttons (session 45's second play-test)
    h = sum(hh for _, hh in drawn) + round(6 * app.scale) * (len(drawn) - 1)
    assert top + h <= cards_top
    app.toasts.items[:] = app.toasts.items[-1:]  # one alone always shows
    drawn.clear()
    app.toasts.draw(app.screen, app.scale, top, top + 1)
    assert len(drawn) == 1


def test_the_referees_words_are_drawn_over_the_popups(monkeypatch):
    """Session 45's second and third play-tests: 'CONTROL' cut off the referee's 'KICK-OUT!',
    'BACK IN' covered 'Get back in!'. His words are drawn over any popup (moving the popups
    aside made them jump as he walked in: the third play-test). Session 50's: '-4' hid half
    under 'Do you quit?'; once he stands and speaks, popups step aside from his words."""
    from scenes.app import App
    from scenes.match.cues import Cue
    app = App((1280, 720))
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    frame(app, 1 / 30)
    p = scene.presenter
    p.finish()
    seat = 0
    p.cues.append(Cue("ref", p.now, 6.0, seat, data={"doing": "warning"}))
    for words in ("CONTROL", "+2 AG +1 SK", "WARNING x2", "-12"):
        p.cues.append(Cue("float", p.now, 6.0, seat, words, (248, 206, 96), {"big": False}))
    for c in p.cues:
        c.started = True
    for _ in range(120):  # he walks over from where he watches
        frame(app, 1 / 30)
        if scene._ref_at is not None and not scene.ref_walking:
            break
    out = pygame.Surface(app.size)
    plan = scene.show_plan(out, (0, 0))
    says = next(piece for piece in plan if piece.key[0] == "says")
    monkeypatch.setattr(RV, "heads_of", lambda plan: {seat: says.rect.midbottom})  # (they
    # rise off him now: session 46; here, where his words are)
    scene.draw_fx(out, (0, 0), plan)
    assert says.rect.collidelist([r for r in scene.fx_drawn if r != says.rect]) == -1  # (the
    # popups rising where his words are step aside: session 50's play-test)
    bubble = pygame.Surface(app.size)
    bubble.blit(out, (0, 0))
    says.paint(bubble)
    r = says.rect.clip(out.get_rect())
    assert pygame.image.tobytes(out.subsurface(r), "RGB") == \
        pygame.image.tobytes(bubble.subsurface(r), "RGB")  # nothing over his words
    app.stack.scenes.clear()


@pytest.mark.parametrize("size", SIZES)
def test_the_far_hands_label_ends_inside_the_band_a_banner_covers(size):
    """Session 45's second play-test: with a long name ('Professor Ada Quill's hand: 7') a
    banner over the ring covered the far hand's label but for ': 7' peeking out at its right.
    The label ends (with an ellipsis) where the banner's band does."""
    from scenes.match import hand as HV
    L = table_layout(size)
    band = MFX.banner_band(L)
    out = pygame.Surface(size)
    out.fill((255, 0, 255))
    HV.draw_far_hand(out, L, 9, None, "Professor Ada Quill \"The Long Name\"'s hand: 9", 1.2,
                     None)
    right = pygame.Rect(band.right, L.far_hand.y, size[0] - band.right, L.far_hand.h)
    assert all(out.get_at((x, y))[:3] == (255, 0, 255)
               for x in range(right.x, right.right, 2) for y in range(right.y, right.bottom, 2)
               if not L.log.collidepoint(x, y))


def test_a_buttons_long_sub_ends_in_an_ellipsis_not_cut_off(monkeypatch):
    """Session 45's second play-test: the Pin button read 'no chance yet: foe +17 momentum,
    HP over a' (a third line dropped unmarked). Its second line holds the rest of the words
    and ends in an ellipsis."""
    from scenes.ui import draw as D
    from scenes.ui import widgets as W
    said = []
    real = W.draw_text

    def spy(surface, words, size, *a, max_w=None, **k):
        said.append((words, size, max_w))
        return real(surface, words, size, *a, max_w=max_w, **k)
    monkeypatch.setattr(W, "draw_text", spy)
    sub = ("no chance yet: foe +17 momentum, HP over a half of their starting HP, and the "
           "referee is looking the other way")
    b = W.Button("Pin", lambda: None, sub=sub)
    b.rect = pygame.Rect(0, 0, 160, 56)
    b.draw(pygame.Surface((200, 80)))
    label, first, second = said
    assert (first[0] + " " + second[0]).split() == sub.split()  # nothing dropped
    assert D.ellipsize_text(*second, False).endswith("...")  # ...and it says it goes on


def test_a_popup_is_edged_in_its_superstars_colour(monkeypatch):
    """Session 46's play-tests: in a pile of two (a hold on the mat, a cover) a popup read as
    the other one's. Each popup's edge is its Superstar's seat colour, as the ring round their
    shadow and their side of the table."""
    from scenes.match.cues import Cue
    from scenes.ui import widgets as W
    L = table_layout((1280, 720))
    area = RV.ring_area(L)
    edges = []
    real = FX.pill

    def spy(words, size, colour, s, edge=None):
        edges.append((words, edge))
        return real(words, size, colour, s, edge)
    monkeypatch.setattr(FX, "pill", spy)

    Show = _Floats([Cue("float", 0.0, 1.0, seat, "-4", (240, 80, 70), {"big": True})
                    for seat in (0, 1)], 0.5)
    heads = {0: (area.x + 120, area.y + 120), 1: (area.right - 120, area.y + 120)}
    MFX.draw_popups(pygame.Surface((1280, 720)), Show, heads, area, L.s, 1.0, False)
    assert edges == [("-4", W.SEAT_COLOURS[0]), ("-4", W.SEAT_COLOURS[1])]
    a, b = (pygame.image.tobytes(real("-4", 30, (240, 80, 70), 1.0, W.SEAT_COLOURS[s]), "RGBA")
            for s in (0, 1))
    assert a != b


@pytest.mark.parametrize("size", SIZES)
def test_a_long_popup_popping_in_stays_inside_its_half(size):
    """Session 46's third play-test: 'REGROUPS: A FRESH HAND' popping in (drawn 1.3 times
    its size at first) reached past the ring's edge and showed as 'GROUPS: A FRESH HAND'."""
    from scenes.match.cues import Cue
    L = table_layout(size)
    area = RV.ring_area(L)

    Show = _Floats([Cue("float", 0.0, 1.0, seat, "REGROUPS: A FRESH HAND", (248, 206, 96),
                        {"big": False}) for seat in (0, 1)])
    heads = {0: (area.x + 60, area.y + 150), 1: (area.right - 60, area.y + 150)}
    for text_scale in (1.0, 1.25):
        drawn = MFX.draw_popups(pygame.Surface(size), Show, heads, area, L.s, text_scale,
                                False)
        for seat, r in zip((0, 1), drawn):
            lo, hi = MFX.half(area, seat, L.s)
            assert lo <= r.left and r.right <= hi, (seat, r, lo, hi)
