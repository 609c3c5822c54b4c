"""Session 51's ring (issue 31): what session 50's play-testers left."""
from __future__ import annotations

import pygame
import pytest
from ring_helpers import FakeCue, Shown, facts

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
