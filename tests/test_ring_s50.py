"""Session 50's ring (issue 31): what session 49's play-testers left."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from ring_helpers import Shown
from scene_helpers import frame, setup_of

from scenes.app import App
from scenes.match import fx as MFX
from scenes.match import ring_view as RV
from scenes.match import show as SH
from scenes.match.cues import Cue
from sprites import ring as RING

SIZES = [(1280, 720), (1920, 1080)]


class _Floats:
    """A presenter as draw_popups reads it: the cues playing at `now`."""

    def __init__(self, cues=()):
        self.cues, self.now = list(cues), 0.0

    def active(self, kind):
        return [c for c in self.cues if c.kind == kind and c.at <= self.now < c.at + c.dur]


def _ring(size):
    app = App(size)
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    frame(app, 1 / 30)
    return scene


STARTS = [  # (words, big, start, seconds): a blow's number and what came with it
    [("-10", True, 0.0, 1.3), ("DOWN!", False, 0.25, 1.2)],
    [("DOWN!", False, 0.0, 1.2), ("-10", True, 0.1, 1.3), ("INJURED HEAD", False, 0.3, 1.0)],
    [("CONTROL", False, 0.0, 0.9), ("-3", True, 0.1, 1.3), ("+2 MOMENTUM", False, 0.1, 1.2)],
    [("-7", True, 0.0, 0.9), ("-7", True, 0.3, 1.3), ("BACK IN", False, 0.6, 1.0)],
]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("stance", [{}, {"stance": "down"}, {"place": "ringside"}])
def test_popups_that_start_apart_never_cover_one_another(size, stance):
    """Session 49's play-test: 'DOWN!' sat on '-10'. A popup popped in at 1.3 times its size
    into a slot as tall as the others, and one starting later rose from where an older one
    already stood. Now the newest rises nearest the head, growing in, and pushes the older ones
    up; no two of a Superstar's popups ever overlap, through every 20th of a second."""
    scene = _ring(size)
    L = scene.L
    area = RV.ring_area(L)
    heads = RV.heads(L, [SH.replace(f, **stance) for f in scene.show_figures()])
    for start in STARTS:
        show = _Floats(Cue("float", at, dur, seat, w, (240, 80, 70), {"big": big})
                       for seat in (0, 1) for w, big, at, dur in start)
        for n in range(36):
            show.now = n / 20
            drawn = MFX.draw_popups(pygame.Surface(size), show, heads, area, L.s, 1.0, False)
            for i, r in enumerate(drawn):
                assert area.contains(r), (start, show.now, r)
                assert r.collidelist(drawn[i + 1:]) == -1, (start, show.now, drawn)


@pytest.mark.parametrize("size", SIZES)
def test_a_popup_grows_in_and_out_so_the_others_slide(size):
    """The older popup moves up for a new one over frames, never by more than a third of a
    pill in a 20th of a second (it was pushed a whole slot at a stroke), and the newest
    stands nearest the head."""
    scene = _ring(size)
    L = scene.L
    area = RV.ring_area(L)
    heads = RV.heads(L, [SH.replace(f, stance="down") for f in scene.show_figures()])
    show = _Floats([Cue("float", 0.0, 1.3, 0, "-10", (240, 80, 70), {"big": True}),
                    Cue("float", 0.3, 1.2, 0, "DOWN!", (240, 240, 240), {})])
    last = None
    for n in range(60):
        show.now = n / 20
        drawn = MFX.draw_popups(pygame.Surface(size), show, heads, area, L.s, 1.0, False)
        if len(drawn) == 2:
            assert drawn[1].centery > drawn[0].centery  # (the newer, lower)
        if last is not None and len(drawn) == len(last) == 2:
            assert abs(drawn[0].centery - last[0].centery) <= drawn[0].h // 3 + 1
        last = drawn


@pytest.mark.parametrize("size", SIZES)
def test_a_stack_beside_a_tall_head_stays_beside_it_as_popups_come_and_go(size):
    """With no room for two rows over a head (a giant at the back of a short ring), the
    popups rise beside it, one or three: they had jumped from beside the head to over it as
    the stack shrank."""
    L = _ring(size).L
    area = RV.ring_area(L)
    s = L.s
    head = (area.x + area.w // 4, area.y + round((MFX.TAGS_BAND + 30) * s))
    xs = set()
    for count in (1, 2, 3):
        show = _Floats([Cue("float", 0.0, 1.0, 0, w, (240, 80, 70), {"big": w[0] == "-"})
                        for w in ("-5", "DOWN!", "-3")[:count]])
        show.now = 0.5
        drawn = MFX.draw_popups(pygame.Surface(size), show, {0: head}, area, s, 1.0, True)
        assert all(r.right < head[0] or r.left > head[0] for r in drawn), (count, drawn)
        xs |= {r.right < head[0] for r in drawn}
    assert len(xs) == 1  # (always the same side)


REASONS = ["7 TO THE HEAD", "3 TO THE HEAD\nCARD 5 -2 SHOWDOWN ROLL",
           "12 TO THE BACK\nCARD 0 +7 FROM UNDERNEATH",
           "18 TO THE HEAD\nCARD 11 +5 FINISHER +3 BONUS",
           "18 TO THE HEAD\nCARD 11 +5 FINISHER +3 BONUS -1 SHOWDOWN ROLL"]


@pytest.mark.parametrize("size", SIZES + [(1366, 768), (1600, 900)])
def test_a_stamp_with_its_reason_stays_off_the_cards_flavour_text(size):
    """Session 49's play-test: a damage stamp with a reason under it ('CARD 5 -2 SHOWDOWN
    ROLL') was pushed up over the spotlit card's foot, onto its flavour text. It wraps its
    reason wider, in smaller words if it must, and tilts less, so it stands between the
    card's foot and the commentary strip, inside the stage."""
    from scenes.match import table as TV
    from scenes.match.layout import table_layout
    pygame.init()
    L = table_layout(size)
    card, strip = TV.spot_rect(L), RV.strip_rect(L)
    for words in REASONS:
        img = TV.stamp_surface(words, (240, 80, 70), L.s, round(24 * L.s), TV.stamp_room(L),
                               TV.stamp_widest(L))
        r = TV.stamp_rect(L, img)
        assert r.top >= card.bottom - round(4 * L.s), (words, r, card)
        assert r.bottom < strip.top and r.right <= L.stage.right, (words, r, strip, L.stage)
    tilted = TV.stamp_surface(REASONS[0], (240, 80, 70), L.s, round(24 * L.s), TV.stamp_room(L),
                              TV.stamp_widest(L))
    flat = TV.stamp_surface(REASONS[0], (240, 80, 70), L.s, round(24 * L.s))
    assert tilted.get_size() == flat.get_size()  # (one with room still turns its 8 degrees)


@pytest.mark.parametrize("distracted", [False, True])
def test_a_distracted_referee_counts_the_count_out_still_arguing(distracted):
    """Session 49's play-test: a distracted referee who counted a count-out (the rules count
    while he argues) walked to the ropes and called it like one who was not. He counts from
    where he argues, leaning out over the side ropes with his arm up, his call over his
    shoulder; one not distracted counts at the ropes nearest the one outside."""
    from ring_helpers import facts

    from scenes.match.layout import table_layout
    pygame.init()
    figs = [SH.figure_of(0, facts(at_ringside=True), (200, 60, 60)),
            SH.figure_of(1, facts(), (60, 60, 200))]
    ref = SH.referee_of(None, distracted)
    assert ref.doing == ("distracted" if distracted else "watching")
    call = Cue("ref", 0.0, 2.0, 0, data={"doing": "count-out", "say": "2... of 3!"})
    call.started = True
    size = (1280, 720)
    L = table_layout(size)
    plan = RV.show_plan(pygame.Rect((0, 0), size), L, Shown([call]), figs, ref, 1, (0, 0),
                        False, {0: (2, 3)}, None)
    keys = [p.key for p in plan if p.key[0] == "ref"]
    says = [p.key[1] for p in plan if p.key[0] == "says"]
    assert len(keys) == 1 and says == ["2... of 3!"]
    shown, pose, facing = keys[0][1], keys[0][3], keys[0][4]
    assert shown.doing == "count-out" and shown.distracted is distracted
    x, y, _, _ = SH.referee_spot(shown, SH.stage(figs, [], 0.0, bob=False), 0)
    if distracted:
        assert (x, y, facing, pose) == (SH.DISTRACTED[0], SH.DISTRACTED[1], 1, "raised")
    else:
        assert x == 0.1 and facing == -1 and pose == ""


def _visible(size, down: bool, styles: tuple) -> dict:
    """seat -> the share of their figure's drawing not covered by a figure drawn after it, in
    a cover (the foe on the mat) or a roll-up (the foe on their feet), mid-count."""
    from ring_helpers import FakeCue, facts, uncovered

    from scenes.match.layout import table_layout
    L = table_layout(size)
    figs = [SH.figure_of(0, facts(style=styles[0]), (200, 60, 60)),
            SH.figure_of(1, facts(style=styles[1], on_mat=down), (60, 60, 200))]
    cue = FakeCue("motion", 0, 0.0, 2.75, {"motion": "pin"})
    shown = Shown([cue], 0.6 * 2.75)
    plan = RV.show_plan(pygame.Rect((0, 0), size), L, shown, figs, SH.referee_of(None, False),
                        1, (0, 0), False, {}, None)
    return uncovered(size, [p for p in plan if p.key[0] == "figure"])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("down", [True, False])
def test_a_pin_reads_as_two_bodies(size, down):
    """Session 49's play-test: a roll-up's pin read as one shape (and a cover nearly so: the
    pinner, drawn over the foe and leaning 55 degrees, hid half of them or more). The pinner
    kneels at the hips of the one pinned and leans over their chest, in front of them (behind
    them, a giant pinned by a high-flyer read as lying on the pinner: session 55's play-test);
    one rolled up on their feet goes over onto their shoulders, knees tucked, beside the one
    rolling them up. In a cover the pinner shows whole, and at least 0.45 of the one pinned
    (their head and their legs either side of the pinner); in a roll-up the one rolled up shows
    whole and at least a third of the one rolling them up."""
    pygame.init()
    for styles in (("powerhouse", "high-flyer"), ("giant", "technician"), ("high-flyer", "giant")):
        seen = _visible(size, down, styles)
        if down:
            assert seen[0] > 0.99 and seen[1] > 0.45, (styles, seen)
        else:  # (side by side, the one rolled up whole)
            assert seen[1] > 0.99 and seen[0] > 0.35, (styles, seen)


@pytest.mark.parametrize("size", SIZES)
def test_popups_step_aside_from_the_referee_standing_and_speaking(size):
    """Session 50's play-test: at a count-out 'CONTROL' and '+12 MOMENTUM' sat on the
    referee's head under his count, and '-4' hid half under his 'Do you quit?'. Popups step
    sideways, within their half, off the middle of his drawing and his words (not while he
    walks: they jumped about as he passed, session 45's); the two seats' popups stand 12
    design px apart."""
    pygame.init()
    scene = _ring(size)
    L = scene.L
    area = RV.ring_area(L)
    s = L.s
    ref = pygame.Rect(0, 0, round(30 * s), round(80 * s))
    ref.midbottom = (area.centerx - round(60 * s), area.y + round(200 * s))
    words = pygame.Rect(0, 0, round(100 * s), round(26 * s))
    words.midbottom = (ref.centerx, ref.top - round(4 * s))
    heads = {0: (ref.centerx, ref.top + round(10 * s)), 1: (area.centerx + round(30 * s),
                                                             ref.top + round(10 * s))}
    show = _Floats([Cue("float", 0.0, 1.0, seat, w, (240, 80, 70), {"big": w[0] == "-"})
                    for seat in (0, 1) for w in ("-4", "CONTROL")])
    show.now = 0.5
    drawn = MFX.draw_popups(pygame.Surface(size), show, heads, area, s, 1.0, False, (),
                            (ref, words))
    assert len(drawn) == 4
    for r in drawn:
        assert r.collidelist([ref, words]) == -1, (r, ref, words)
    lefts, rights = drawn[:2], drawn[2:]
    assert min(r.left for r in rights) - max(r.right for r in lefts) >= round(12 * s)
    planned = [SimpleNamespace(key=("ref",), rect=ref), SimpleNamespace(key=("says",), rect=words)]
    assert RV.referee_rects(planned) == (ref.inflate(-ref.w // 2, 0), words)
    assert RV.referee_rects(planned, standing=False) == (words,)


def test_a_pin_at_no_chance_says_what_held_it_down_in_a_pins_words():
    """Session 50's play-test: a pin at no chance said 'too fresh to tap: no chance', a
    submission's word, whatever held it down."""
    from scenes.match import pin_words as PW
    assert PW.no_chance((("base (HP)", -50), ("momentum", 10))) == \
        "no chance: too fresh to be pinned"
    assert PW.no_chance((("base (HP)", 0), ("momentum", -30))) == "no chance: momentum too low"
    assert PW.no_chance((("base (HP)", 5),)) == "no chance"
    assert PW.no_chance((("base (HP)", -20), ("momentum", -4)), hold=True) == \
        "no chance: too fresh to give up"
    assert PW.no_chance((("base (HP)", 0), ("no referee to ask", -100)), hold=True) == \
        "no chance: no referee to ask"


@pytest.mark.parametrize("size", SIZES)
def test_the_referees_words_stay_within_the_rings_width(size):
    """Session 50's play-test: 'Hollander taps! Ring the bell!' ran out of the ring onto the
    spotlit card's name ('ammerlock Crank'). His bubble stays within the ring's width, as here
    from the side ropes where a distracted referee counts."""
    from ring_helpers import facts

    from scenes.match.layout import table_layout
    pygame.init()
    figs = [SH.figure_of(0, facts(at_ringside=True), (200, 60, 60)),
            SH.figure_of(1, facts(), (60, 60, 200))]
    call = Cue("ref", 0.0, 2.0, 0, data={"doing": "count-out",
                                         "say": "3... one more and you're out, Thorsen!"})
    call.started = True
    L = table_layout(size)
    plan = RV.show_plan(pygame.Rect((0, 0), size), L, Shown([call]), figs,
                        SH.referee_of(None, True), 1, (0, 0), False, {0: (3, 4)}, None)
    says = next(p for p in plan if p.key[0] == "says")
    area = RV.ring_area(L)
    assert area.left <= says.rect.left and says.rect.right <= area.right, (says.rect, area)


@pytest.mark.parametrize("style", ["giant", "powerhouse", "high-flyer"])
def test_the_referee_raising_a_giants_hand_is_not_hidden_behind_him(style):
    """Session 50's play-test: raising the hand of Ruud 'The Mountain' Thorsen, a giant, the
    referee stood behind his arm, so the hand never looked raised. He stands aside by the
    winner's build, clear of their body."""
    from ring_helpers import facts

    from scenes.match.layout import table_layout
    g = RING.ring_geom(RV.ring_area(table_layout((1280, 720))))
    for winner, x in ((0, 0.33), (1, 0.67)):
        won = SH.Placed(SH.figure_of(winner, facts(style=style), (200, 60, 60)), x, SH.STAND_Y,
                        0.0, 1, "raised")
        rx, ry, facing, pose = SH.referee_spot(SH.Referee("R", (9, 9, 9), "raising"), [won],
                                               winner)
        ref = SH.Placed(SH.Figure(9, "R", "technician", "protagonist", (0, 0, 0), "ring",
                                  "standing", False, False, ()), rx, ry, 0.0, facing, pose)
        mine, theirs = RV.body_box(g, ref), RV.body_box(g, won)
        gap = max(mine.left - theirs.right, theirs.left - mine.right)
        assert gap >= 4, (style, winner, mine, theirs)  # (a giant's arms reach past his body)


@pytest.mark.parametrize("size", SIZES)
def test_a_name_tag_stays_in_its_corner_and_his_words_make_room(size):
    """Session 50's play-test: a name tag blinked out for a while each time the referee's
    words came over it ('Doyle! That's a warning!' from near its corner) and as he passed
    with his '?'. Session 51's: one that went down to the ring's foot read as tags jumping.
    Both tags stay in their corners: his words go beside his head, off the tags, where they
    fit; a tag he or his words still cover is faded there (and his words drawn over it). His
    '?' shows once he stands where he argues."""
    from ring_helpers import facts

    from scenes.match.layout import table_layout
    pygame.init()
    L = table_layout(size)
    area = RV.ring_area(L)
    figs = [SH.figure_of(0, facts(name='Ruud "The Mountain" Thorsen'), (200, 60, 60)),
            SH.figure_of(1, facts(name="Professor Ada Quill"), (60, 60, 200))]
    corners = {}
    moved = 0
    for at in ((0.1, 0.05), (0.25, 0.1), (0.5, 0.1), (0.75, 0.1), (0.93, 0.12), (0.5, 0.4)):
        for warned in (0, 1):
            warn = Cue("ref", 0.0, 3.0, warned, data={"doing": "warning",
                                                      "say": "Thorsen! That's a warning!"})
            warn.started = True
            plan = RV.show_plan(pygame.Rect((0, 0), size), L, Shown([warn], 0.3), figs,
                                SH.referee_of(None, False), 1, (0, 0), False, {}, None,
                                lambda x, y, hurry, figures, at=at: at)
            tags = [p for p in plan if p.key[0] == "tag"]
            says = next(p for p in plan if p.key[0] == "says")
            him = next(p for p in plan if p.key[0] == "ref")
            assert len(tags) == 2 and plan.index(says) > max(plan.index(t) for t in tags)
            for tag in tags:
                corners.setdefault(tag.key[1], set()).add(tuple(tag.rect))
                over = tag.rect.clip(RV._ref_body(him.rect))
                covered = tag.rect.colliderect(RV.bubble_body(says)) or \
                    over.w * over.h > RV.TAG_COVERED * tag.rect.w * tag.rect.h
                assert area.contains(tag.rect) and tag.key[4] == covered, (at, warned)
            moved += says.rect.bottom > says.key[2][1] + 4  # (beside his head, not over it)
    assert all(len(places) == 1 for places in corners.values())  # (never moved)
    assert moved  # (his words went beside his head for the tags at least once)
    walking = RV.show_plan(pygame.Rect((0, 0), size), L, Shown([], 0.3), figs,
                           SH.referee_of(None, True), 1, (0, 0), False, {}, None,
                           lambda x, y, hurry, figures: (0.5, 0.2))
    assert not [p for p in walking if p.key[0] == "says"]  # (on his way: no '?')


def test_popups_over_one_down_on_the_floor_rise_from_them_not_the_one_in_the_ring():
    """Session 50's play-test: '-8' and 'DOWN!' over one knocked down on the floor rose over
    the ropes, a hundred px above him, from the head of the one standing in the ring behind
    (the pile's rule: one on another). Only one on the same side of the ropes is on them."""
    def piece(seat, rect, y, lying, outside):
        return SimpleNamespace(key=("figure",), rect=pygame.Rect(rect),
                               head=(seat, 500, y, lying, outside))
    standing = piece(0, (470, 150, 60, 110), 150, False, False)
    for outside, rises_from in ((True, 330), (False, 150)):  # (on the mat under them: a pile)
        lying = piece(1, (450, 320, 110, 30), 330, True, outside)
        assert RV.heads_of([standing, lying])[1] == (500, rises_from)
