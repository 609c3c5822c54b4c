"""Play-test, session 42: what the figures in the ring show. Every weapon card draws a weapon
in the attacker's hands (Steel Steps drew none); each Superstar is told apart at a glance by
more than the colour of their trunks; body damage shows where the body diagram has it (back
damage on the back, not the chest)."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.library import BODY_PARTS, Catalog, load_library
from game.match import Match, events as E
from scene_helpers import setup_of
from scenes.match import looks as LK
from scenes.match import show as SH
from scenes.match.presenter import Presenter
from sprites import body as BODY
from sprites import figure as FG
from sprites import props as PROPS

CAT = Catalog(load_library())
LIB = CAT.lib
WEAPONS = sorted(pid for pid, page in LIB.pages.items() if getattr(page, "special", None)
                 == "weapon")


def star_figure(sid: str, colour=None, **kw) -> SH.Figure:
    s = LIB.superstars[sid]
    facts = dict(name=s.name, style=s.style, persona=s.persona, hp=30, max_hp=40, statuses=(),
                 body=(), on_mat=False, at_ringside=False)
    facts.update(kw)
    return SH.figure_of(0, facts, tuple(colour or s.colour))


def changed(a: pygame.Surface, b: pygame.Surface) -> list[tuple[int, int]]:
    """The pixels that differ between two drawings of the same size."""
    assert a.get_size() == b.get_size()
    return [(x, y) for x in range(a.get_width()) for y in range(a.get_height())
            if a.get_at((x, y)) != b.get_at((x, y))]


# ---- weapons ---------------------------------------------------------------------------------

def test_the_catalogue_has_weapons_and_steel_steps_is_one():
    assert "steel_steps" in WEAPONS and len(WEAPONS) >= 5


@pytest.mark.parametrize("pid", WEAPONS)
def test_every_weapon_card_draws_a_weapon_in_the_hands(pid):
    kind = PROPS.prop_kind(pid)
    assert kind in PROPS.PROP_KINDS
    fig = star_figure("brick_hollander")
    bare = FG.wrestler(fig, 120)
    armed = FG.wrestler(fig, 120, "", None, pid)
    # the armed figure is drawn wider (room for the weapon), the body in the middle
    pad = (armed.get_width() - bare.get_width()) // 2
    plain = pygame.Surface(armed.get_size(), pygame.SRCALPHA)
    plain.blit(bare, (pad, 0))
    assert len(changed(plain, armed)) >= 120, (pid, kind)  # something the size of a fist or more


def test_steel_steps_are_steps_and_a_weapon_nobody_named_is_still_drawn():
    assert PROPS.prop_kind("steel_steps") == "steps"
    assert PROPS.prop_kind("folding_chair") == "chair"
    assert PROPS.prop_kind("mystery_object") == PROPS.CLUB
    assert PROPS.prop_kind("") == ""


def test_the_weapon_swing_carries_the_weapon_to_the_attackers_hands():
    m = Match(setup_of(4, ("normal", "normal")), CAT)
    st = m.state
    page = next(i for i, pid in enumerate(st.pages) if pid == "steel_steps") \
        if "steel_steps" in st.pages else None
    if page is None:  # the weapon is not in this match's playbooks: any weapon page will do
        page = next(i for i, pid in enumerate(st.pages) if CAT.info[pid].special == "weapon")
    pid = st.info(page).id
    p = Presenter()
    p.present([E.WeaponUsed(0, page, 30, 80, False)], st)
    swing = next(c for c in p.cues if c.kind == "motion")
    assert swing.data["motion"] == "weapon" and swing.data["prop"] == pid
    swing.started = True
    figs = [SH.figure_of(s, dict(name=n, style="brawler"), (90, 90, 90)) for s, n in
            ((0, "A"), (1, "B"))]
    at = swing.at + SH.IMPACT_AT["weapon"] * swing.dur
    shown = {q.figure.seat: q for q in SH.stage(figs, [swing], at)}
    assert shown[0].prop == pid and shown[1].prop == ""


# ---- looks -----------------------------------------------------------------------------------

def test_a_look_is_the_same_from_the_same_data():
    for sid in LIB.superstars:
        assert star_figure(sid).look == star_figure(sid).look
    a = LK.look_of("X", "giant", "protagonist", (1, 2, 3))
    assert a == LK.look_of("X", "giant", "protagonist", (1, 2, 3))


def test_every_pair_of_superstars_differs_in_two_visible_traits_besides_trunk_colour():
    """Scrap Malone, Ruud and Brick Hollander differed mainly by their trunks' colour."""
    for a, b in itertools.combinations(sorted(LIB.superstars), 2):
        diff = LK.differences(star_figure(a).look, star_figure(b).look)
        assert len(diff) >= 2, (a, b, diff)


def test_superstars_drawn_in_the_same_colour_still_look_different():
    """On the window too: the same trunks' colour for all, at the ring's size, and every pair
    of drawings differs by a good share of the figure."""
    size = 76
    drawn = {sid: FG.wrestler(star_figure(sid, colour=(120, 120, 120)), size)
             for sid in LIB.superstars}
    for a, b in itertools.combinations(sorted(drawn), 2):
        w = max(drawn[a].get_width(), drawn[b].get_width())
        h = max(drawn[a].get_height(), drawn[b].get_height())
        ca, cb = (pygame.Surface((w, h), pygame.SRCALPHA) for _ in range(2))
        ca.blit(drawn[a], drawn[a].get_rect(midbottom=(w // 2, h)))
        cb.blit(drawn[b], drawn[b].get_rect(midbottom=(w // 2, h)))
        assert len(changed(ca, cb)) >= 0.08 * size * size, (a, b)


# ---- body damage where the body diagram has it ------------------------------------------------

def _hurt(part: str, facing: int = 1) -> tuple[pygame.Surface, pygame.Surface, dict]:
    fresh = star_figure("ada_quill")
    hurt = star_figure("ada_quill", body=((part, 14),))
    assert dict(hurt.hurt)[part] == 3
    size = 200
    a = FG.posed(fresh, size, "", facing, 0)
    b = FG.posed(hurt, size, "", facing, 0)
    return a, b, FG.skeleton(fresh, size)


def _diagram_heights() -> dict:
    """Each part's middle in the body diagram, from the top (0) to the bottom (1)."""
    w, h = 100, 200
    shapes = BODY._shapes(w, h)
    out = {}
    for part, pieces in shapes.items():
        if part == "head":
            (_, cy), _ = pieces[0]
        else:
            ys = [p[1] for piece in pieces for p in piece]
            cy = sum(ys) / len(ys)
        out[part] = cy / h
    return out


def test_each_parts_damage_shows_on_that_part_of_the_figure():
    diagram = _diagram_heights()
    middles = {}
    for part in BODY_PARTS:
        a, b, sk = _hurt(part)
        px = changed(a, b)
        assert px, part
        top = sk["y"](1.0)
        middles[part] = (sum(y for _, y in px) / len(px) - top) / (sk["foot"] - top)
        if part == "head":
            hx, hy = sk["head"]
            assert all((x - hx) ** 2 + (y - hy) ** 2 <= (sk["head_r"] * 1.6) ** 2
                       for x, y in px), part
        if part == "leg":
            assert all(y >= sk["hip_y"] - 2 for _, y in px), part
        if part == "back":  # the rear half of the torso (the figure faces right): no chest
            assert all(x <= sk["cx"] + 1 for x, _ in px), "back damage on the chest"
            assert all(sk["shoulder_y"] - 2 <= y <= sk["hip_y"] + 2 for _, y in px)
        if part == "arm":
            assert all(sk["shoulder_y"] - sk["limb"] <= y <= sk["hip_y"] for _, y in px)
    # top to bottom as the diagram has them: the head, then arms and back, then the legs
    assert middles["head"] < min(middles["arm"], middles["back"]) < middles["leg"]
    assert diagram["head"] < min(diagram["arm"], diagram["back"]) < diagram["leg"]
    for part in BODY_PARTS:
        assert abs(middles[part] - diagram[part]) < 0.25, (part, middles[part], diagram[part])


def test_back_damage_stays_on_the_back_when_the_figure_faces_left():
    a, b, sk = _hurt("back", facing=-1)
    px = changed(a, b)
    mid = a.get_width() / 2
    assert px and all(x >= mid - 1 for x, _ in px)  # facing left, the back is on the right
