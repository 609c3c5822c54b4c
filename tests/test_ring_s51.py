"""Session 51's ring (issue 31): what session 50's play-testers left."""
from __future__ import annotations

import pygame
import pytest
from ring_helpers import FakeCue, Shown, facts, uncovered

from scenes.match import ring_view as RV
from scenes.match import show as SH
from scenes.match.layout import table_layout

SIZES = [(1280, 720), (1920, 1080)]


def _plan(size, figs, cues, now, ref, count=None):
    """The show's pieces at `now`."""
    return RV.show_plan(pygame.Rect((0, 0), size), table_layout(size), Shown(cues, now), figs,
                        ref, 1, (0, 0), False, count or {}, None)


@pytest.mark.parametrize("size", SIZES)
def test_a_distracted_referee_counting_a_count_out_shows_only_his_count(size):
    """Session 50's play-test: a distracted referee's count-out alternated between his '?' and
    his call over his shoulder. While he counts one outside, his bubble says the count as it
    rises and nothing between the calls; he stays where he argues, arm up. His '?' is back
    once nobody is counted."""
    pygame.init()
    figs = [SH.figure_of(0, facts(at_ringside=True), (200, 60, 60)),
            SH.figure_of(1, facts(), (60, 60, 200))]
    ref = SH.referee_of(None, True)
    calls = [FakeCue("ref", 0, at, 1.3, {"doing": "count-out", "say": say})
             for at, say in ((0.0, "1... Hollander, get in!"), (2.0, "2... Hollander, get in!"))]
    said = []
    for n in range(80):
        plan = _plan(size, figs, calls, n / 20, ref, {0: (1 + (n >= 40), 3)})
        said.append(next((p.key[1] for p in plan if p.key[0] == "says"), ""))
        him = next(p for p in plan if p.key[0] == "ref")
        assert him.key[1].distracted and him.key[3] == "raised"
    assert "?" not in said
    assert set(said) == {"", "1... Hollander, get in!", "2... Hollander, get in!"}
    alone = _plan(size, [SH.figure_of(0, facts(), (200, 60, 60)), figs[1]], [], 0.5, ref)
    assert [p.key[1] for p in alone if p.key[0] == "says"] == ["?"]


@pytest.mark.parametrize("size", SIZES + [(1366, 768), (2560, 1080)])
def test_a_banner_sliding_in_is_never_cut_at_the_bands_edge(size):
    """Session 50's play-test: the winner's banner slid in cut at its edge. Its words (and the
    line under them) slide from the side of the band with room, never further than keeps them
    whole inside it, every frame; short words still slide their whole way."""
    from ring_helpers import CAT

    from scenes.match import fx as MFX
    from scenes.match.cues import Cue
    pygame.init()
    L = table_layout(size)
    longest = max((s.name for s in CAT.lib.superstars.values()), key=len)
    for words, sub, big in ((f"{longest.upper()} WINS!", "by pinfall", False),
                            ("FINISHER!", "", True), (longest.upper(), "the entrance " * 6, False),
                            ("FIGHT!", "", True)):
        cue = Cue("banner", 0.0, 2.0, None, words, (240, 200, 80), {"sub": sub, "big": big})
        moved = 0
        for n in range(40):
            band, pieces, _ = MFX.banner_pieces(L, cue, n / 200, False)
            for img, r in pieces:
                assert band.contains(r), (words, n, r, band)
            if n == 0:
                still = MFX.banner_pieces(L, cue, 1.0, False)[1][0][1]
                moved = abs(pieces[0][1].x - still.x)
        if words == "FIGHT!":
            assert moved == round(MFX.BANNER_SLIDE * L.s)


def test_every_pair_of_superstars_shows_two_clearly_different_colours():
    """Session 50's play-test: two brown brawlers in one match were hard to tell apart. When
    the two figures' colours are close (a mirror match, or Hollander's orange and Malone's
    rust), the second Superstar's costume takes the nearest colour that differs clearly; a
    pair already apart keeps its own."""
    from ring_helpers import CAT

    from scenes.match import looks as LK
    stars = list(CAT.lib.superstars.values())
    kept = 0
    for a in stars:
        for b in stars:
            mine = LK.apart(tuple(b.colour), tuple(a.colour))
            assert LK.colour_gap(mine, a.colour) >= LK.APART, (a.name, b.name, mine)
            kept += mine == tuple(b.colour)
            if LK.colour_gap(b.colour, a.colour) >= LK.APART:
                assert mine == tuple(b.colour)
    assert kept > len(stars) ** 2 // 2  # (most pairs are apart already)


def test_a_mirror_match_draws_its_two_figures_in_different_colours():
    """The rule is the ring's: in Doyle against Doyle the second figure's costume is another
    colour, and the figures are drawn so."""
    from scene_helpers import frame, setup_of

    from scenes.app import App
    from scenes.match import looks as LK
    app = App((1280, 720))
    scene = app.reset("match", setup_of(3, ("normal", "normal"),
                                        stars=("mack_doyle", "mack_doyle")))
    frame(app, 1 / 30)
    a, b = scene.show_figures()
    assert a.colour == (120, 110, 100) and LK.colour_gap(a.colour, b.colour) >= LK.APART


def _held(part: str, down: bool, styles=("powerhouse", "technician"), p=0.55, **data):
    """(holder, held) as staged `p` through a hold on `part` (the one held on the mat, or on
    their feet as it starts)."""
    figs = [SH.figure_of(0, facts(style=styles[0]), (200, 60, 60)),
            SH.figure_of(1, facts(style=styles[1], on_mat=down), (60, 60, 200))]
    cue = FakeCue("motion", 0, 0.0, 1.1, {"motion": "hold", "part": part, **data})
    placed = {q.figure.seat: q for q in SH.stage(figs, [cue], p * 1.1, bob=False)}
    return placed[0], placed[1]


@pytest.mark.parametrize("down", [True, False])
def test_a_hold_reads_as_a_hold_on_the_part_it_works(down):
    """Session 50's play-test: an ankle lock and an armbar read as two figures hugging (the
    holder chest to chest with a foe bent on one knee). The one held goes down, and the holder
    works the part the move targets: standing past their feet pulling a leg up (an ankle
    lock), seated at their side with their arm held up (an armbar), kneeling behind them sat
    up (a head hold), standing at their feet face down, legs lifted back (a crab on the back:
    astride them the two were one tangle, session 54's play-test)."""
    from scenes.match import holds as HO
    size = FIG_H = SH.FIG * SH.build_of("technician").height
    for part in ("leg", "arm", "head", "back"):
        holder, held = _held(part, down)
        hold = HO.hold_of(part)
        assert held.pose.startswith(hold.held_pose) and holder.pose == hold.pose
        head_way = 1 if held.tilt > 0 else -1  # (a body on the mat lies head that way)
        along = (holder.x - held.x) * head_way / FIG_H + HO.CENTRE  # (feet 0, head 1)
        if part == "head":  # sat up facing away, the holder behind their back
            assert held.tilt == 0 and held.facing == (1 if held.x > holder.x else -1)
            assert "kneel" in holder.pose and abs(holder.x - held.x) > 0.25 * size
            continue
        assert abs(held.tilt) == 90 and holder.tilt * holder.facing < 0  # (leaning back)
        face_up = held.facing == -head_way
        if part == "leg":
            assert face_up and along < 0.1 and holder.facing == head_way
        elif part == "arm":
            assert face_up and "sit" in holder.pose and 0.8 < along < 1.0  # (at their
            # shoulder since session 56, not their middle: tests/test_ring_s56.py)
            assert holder.y < held.y  # (behind them: their body over the holder's legs)
        else:
            assert not face_up and along < 0.1 and holder.facing == head_way


@pytest.mark.parametrize("size", SIZES)
def test_a_hold_shows_both_bodies(size):
    """Taken down under the holder, the one held is never a heap: at least four fifths of
    them shows (44% did under a powerhouse's hold), and at least a quarter of the holder,
    whoever holds whom; a holder smaller than the one held is drawn in front of them (behind
    a giant, a third of a high-flyer showed, a tangle: session 55's play-test), the one held
    then at least three fifths."""
    pygame.init()
    L = table_layout(size)
    for part in ("leg", "arm", "head", "back"):
        for styles in (("powerhouse", "high-flyer"), ("high-flyer", "giant"),
                       ("giant", "technician")):
            figs = [SH.figure_of(0, facts(style=styles[0]), (200, 60, 60)),
                    SH.figure_of(1, facts(style=styles[1]), (60, 60, 200))]
            cue = FakeCue("motion", 0, 0.0, 1.1, {"motion": "hold", "part": part})
            plan = RV.show_plan(pygame.Rect((0, 0), size), L, Shown([cue], 0.6), figs,
                                SH.referee_of(None, False), 1, (0, 0), False, {}, None)
            seen = uncovered(size, [p for p in plan if p.key[0] == "figure"])
            smaller = SH.build_of(styles[0]).height < SH.build_of(styles[1]).height
            assert seen[1] >= (0.6 if smaller else 0.8) and seen[0] >= 0.25, (part, styles,
                                                                              seen)
            assert not smaller or seen[0] > 0.99


def test_a_hold_comes_on_and_lets_go_and_the_one_held_still_taps():
    """The one held on their feet goes down as the holder reaches them and is back up as it
    lets go; one who quits slaps the mat with their free hand, in the hold's pose."""
    for part in ("leg", "arm", "head", "back"):
        holder, held = _held(part, False, p=0.02)
        assert held.tilt == 0 and held.pose == "" and holder.pose == ""
        holder, held = _held(part, False, p=1.0)
        assert abs(held.tilt) < 1 and holder.pose == ""
        poses = {_held(part, False, p=0.6 + n / 40, taps_at=0.5)[1].pose for n in range(8)}
        assert {q.split("+")[-1] for q in poses} == {"tap", "tap2"}, poses


def _pin_pieces(size, down: bool, styles: tuple, motion: str = "pin") -> list:
    """The two figures' pieces mid-count of a cover (or a roll-up: the foe on their feet)."""
    figs = [SH.figure_of(0, facts(style=styles[0]), (120, 110, 100)),
            SH.figure_of(1, facts(style=styles[1], on_mat=down), (150, 70, 40))]
    cue = FakeCue("motion", 0, 0.0, 2.75, {"motion": motion})
    plan = _plan(size, figs, [cue], 0.6 * 2.75, SH.referee_of(None, False))
    return [p for p in plan if p.key[0] == "figure"]


@pytest.mark.parametrize("size", SIZES)
def test_a_roll_up_shows_two_bodies_side_by_side(size):
    """Session 50's play-test: a roll-up at 1280x720 still read as a ball of two costumes.
    The one rolling up kneels beside the one rolled onto their shoulders, holding the legs
    rolled over toward them, not over them: the two drawings overlap by under a fifth of the
    smaller, their middles most of a figure apart; the one pinned still shows whole."""
    pygame.init()
    for styles in (("powerhouse", "high-flyer"), ("giant", "technician"),
                   ("high-flyer", "giant"), ("brawler", "brawler")):
        pieces = _pin_pieces(size, False, styles)
        masks = []
        for piece in pieces:
            alone = pygame.Surface(size, pygame.SRCALPHA)
            piece.paint(alone)
            masks.append(pygame.mask.from_surface(alone, 200))
        both = masks[0].overlap_area(masks[1], (0, 0))
        assert both < 0.2 * min(m.count() for m in masks), (styles, both)
        a, b = (piece.rect for piece in pieces)
        h = SH.FIG * RV.ring_area(table_layout(size)).w * 0.9
        assert abs(a.centerx - b.centerx) > 0.45 * h, (styles, a, b)
        assert uncovered(size, pieces)[1] > 0.99


def test_two_bodies_in_a_pin_or_a_hold_are_outlined_in_their_corners_colours():
    """In a pile (a cover, a roll-up, a hold) each figure's outline is its corner's colour,
    light, not the dark line two brown bodies shared; a strike keeps the dark line."""
    from sprites import figure as FIG
    pygame.init()
    size = (1280, 720)
    for motion, edged in (("pin", True), ("hold", True), ("strike", False)):
        for piece in _pin_pieces(size, False, ("brawler", "brawler"), motion):
            alone = pygame.Surface(size, pygame.SRCALPHA)
            piece.paint(alone)
            r = piece.rect
            seen = {tuple(alone.get_at((x, y)))[:3] for x in range(r.left, r.right)
                    for y in range(r.top, r.bottom) if alone.get_at((x, y))[3] == 255}
            pile = RV.PILE_EDGES[piece.head[0]]
            assert (pile in seen, FIG.OUTLINE in seen) == (edged, not edged), motion


@pytest.mark.parametrize("size", SIZES)
def test_a_placard_for_a_command_with_no_card_has_a_designed_face(size):
    """Session 50's play-test: the placards for a command with no card (PASS, PIN ATTEMPT)
    were plain frames in the spotlight. Each has its title on a band of its colour, its own
    icon drawn in code, the line saying what happened and NO CARD PLAYED at its foot; a card's
    stand-in while its face is drawn keeps no icon."""
    from scenes.match import placard as PL
    pygame.init()
    w = table_layout(size).spot_w
    icons = set()
    for title, words, colour, _ in PL.PLACARDS.values():
        face = PL.placard_face((title, words, colour), w)
        h = face.get_height()
        assert tuple(face.get_at((round(w * 0.05), round(h * 0.15))))[:3] == colour  # the band
        icon = face.subsurface(pygame.Rect(round(w * 0.25), round(h * 0.3), round(w * 0.5),
                                           round(h * 0.32))).copy()
        mine = sum(tuple(icon.get_at((x, y)))[:3] == colour for x in range(icon.get_width())
                   for y in range(icon.get_height()))
        assert mine > 0.08 * icon.get_width() * icon.get_height(), title
        icons.add(pygame.image.tobytes(icon, "RGBA"))
        for top, bottom, light in ((0.7, 0.79, 600), (0.86, 0.94, 400)):  # words, NO CARD
            assert any(sum(tuple(face.get_at((x, y)))[:3]) > light for x in range(w)
                       for y in range(round(h * top), round(h * bottom))), (title, top)
    assert len(icons) == len(PL.PLACARDS)  # (each command its own)
    stand_in = PL.placard_face(("Cross Armbar", "6 to the arm", (236, 210, 150)), w)
    assert not PL.icon_of("Cross Armbar") and stand_in.get_size() == face.get_size()


@pytest.mark.parametrize("size", SIZES)
def test_the_referee_asking_in_a_hold_kneels_clear_of_the_two(size):
    """He asks whether they quit from beside the head of the one held, clear of the holder
    (a giant seated at an armbar, or one standing astride a crab, had sat on him) and past a
    giant's longer body: at most a tenth of his drawing under either figure."""
    pygame.init()
    for part in ("leg", "arm", "head", "back"):
        for styles in (("powerhouse", "technician"), ("giant", "high-flyer"),
                       ("high-flyer", "giant")):
            figs = [SH.figure_of(0, facts(style=styles[0]), (200, 60, 60)),
                    SH.figure_of(1, facts(style=styles[1], on_mat=True), (60, 60, 200))]
            hold = FakeCue("motion", 0, 0.0, 1.1, {"motion": "hold", "part": part})
            ask = FakeCue("ref", 1, 0.0, 1.5, {"doing": "asking",
                                               "beats": ((0.0, "Do you quit?"),)})
            masks = {}
            for piece in _plan(size, figs, [hold, ask], 0.6, SH.referee_of(None, False)):
                if piece.key[0] in ("figure", "ref"):
                    alone = pygame.Surface(size, pygame.SRCALPHA)
                    piece.paint(alone)
                    masks[piece.key[0] if piece.head is None else piece.head[0]] = \
                        pygame.mask.from_surface(alone, 200)
            him = masks["ref"]
            for seat in (0, 1):
                assert him.overlap_area(masks[seat], (0, 0)) <= 0.1 * him.count(), \
                    (part, styles, seat)
