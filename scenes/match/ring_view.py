"""The ring view: the arena in the static layer, and each frame the crowd's reactions, the
referee, both Superstars (placed by scenes.match.show from what the panels show and the
presenter's cues), the front ropes over them, the referee's counts and the commentary strip.
Draws what it is given; nothing here changes the match."""
from __future__ import annotations

import math

import pygame

from sprites import figure as FIG
from sprites import ring as RING

from scenes.match import event_acts as EA
from scenes.match import name_tags as NT
from scenes.match.name_tags import _bar_h, bar_colour, clear_of, name_tag  # noqa: F401
from scenes.match import show as SH
from scenes.ui import widgets as W

CROWD_MOODS = ("cheer", "boo", "pop")
HURRIES = SH.AT_THE_HEAD + ("count-out",)  # what the referee hurries to, and says there


RING_SHAPE = (1.2, 1.8)  # the ring's area, width over height, at its tallest and widest (a
# 1000x1080 window stretched the ring into a tall trapezoid under a huge crowd, a 1920x700 one
# spread the name tags apart across a wide strip: session 47's play-test)


def ring_area(L) -> pygame.Rect:
    """The part of the stage the ring and crowd fill (the played card stands to its right),
    kept within RING_SHAPE: on a tall stage it stands at the foot, on the commentary strip; on
    a wide one, in the middle."""
    s = L.s
    st = L.stage
    col = spot_col_w(L)
    bottom = strip_rect(L).top - round(4 * s)
    r = pygame.Rect(st.x + round(6 * s), st.y + round(4 * s),
                    st.w - col - round(16 * s), bottom - st.y - round(4 * s))
    tallest, widest = RING_SHAPE
    if r.w < r.h * tallest:
        r = pygame.Rect(r.x, r.bottom - round(r.w / tallest), r.w, round(r.w / tallest))
    elif r.w > r.h * widest:
        r = pygame.Rect(r.centerx - round(r.h * widest) // 2, r.y, round(r.h * widest), r.h)
    return r


def spot_col_w(L) -> int:
    """The width of the played card's column beside the ring."""
    return L.spot_w + round(12 * L.s)


def strip_rect(L) -> pygame.Rect:
    """The commentary strip under the ring, above the prompt line."""
    s = L.s
    st = L.stage
    h = round(42 * s)
    return pygame.Rect(st.x + round(6 * s), st.bottom - round(44 * s) - h, st.w - round(12 * s),
                       h)


def draw_arena(surface: pygame.Surface, L, heat: int, offset: tuple = (0, 0)) -> None:
    """The still arena and a calm crowd (the static layer's part), moved by offset."""
    area = ring_area(L).move(*offset)
    surface.blit(RING.arena(area.size, L.s), area)
    g = RING.ring_geom(area)
    surface.blit(RING.crowd(g.crowd.size, L.s, heat, 0, ""), g.crowd)


def warm_crowd(L, look: tuple) -> None:
    """Draw one of the crowd's looks (heat, frame, mood) ahead of need."""
    g = RING.ring_geom(ring_area(L))
    RING.crowd(g.crowd.size, L.s, *look)


def crowd_mood(presenter) -> tuple[str, float] | None:
    """The crowd reaction playing now (mood, 0..1 through it), if any."""
    for cue in reversed(presenter.active("crowd")):
        return cue.data.get("mood", "cheer"), cue.progress(presenter.now)
    return None


def heads(L, figures: list, origin: tuple = (0, 0)) -> dict:
    """Where each Superstar's popups would rise from at rest: over the head of their figure
    where its state puts it (seat -> (x, y) on the window; a figure on the mat, over its
    body). The show itself uses heads_of, the figures as drawn this frame."""
    g = RING.ring_geom(ring_area(L).move(*origin))
    out = {}
    for fig in figures:
        x, y = SH.spot_of(fig)
        px, py = g.at(x, y)
        h = figure_height(g, y, fig)
        out[fig.seat] = (px, round(py - h * (fig.build.height if fig.stance != "down" else 0.3)))
    return out


class Heads(dict):
    """seat -> where their popups rise from (heads_of), with each figure's head top as drawn
    (tops), its body (bodies) and the seats on the floor (outside): at ringside the popups
    step off both figures (fx.draw_popups)."""
    tops: dict = {}
    bodies: dict = {}
    outside: frozenset = frozenset()
    own: dict = {}  # seat -> (x, y) over their own body, for one on the mat under the other


def heads_of(plan: list) -> dict:
    """Where each Superstar's popups rise from this frame, from the figures as drawn (seat ->
    (x, y)): over their head, or over a body on the mat; over the whole pile when someone is
    on or over them there (a dive, a cover, a stomp, a hold on the mat: the number sat on the
    two at an impact, on a stomper's chest, on a holder's head), and beside the referee when
    he is down at their head. The pieces of show_plan; a seat with no figure drawn is left
    out."""
    figs = {p.head[0]: p for p in plan if p.head is not None}
    ref = next((p.rect for p in plan if p.key[0] == "ref" and p.key[3] == "crouch"), None)
    # (only down at a head: popups that dodged him on his way there jumped about: session 47)
    at = None if ref is None or not figs else \
        min(figs, key=lambda seat: abs(figs[seat].head[1] - ref.centerx))  # (at whose head)
    out = Heads()
    out.own = {}
    out.tops = {seat: piece.head[1:3] for seat, piece in figs.items()}
    out.bodies = {seat: piece.rect.inflate(-piece.rect.w // 5, -piece.rect.h // 10)
                  for seat, piece in figs.items()}
    out.outside = frozenset(seat for seat, piece in figs.items() if piece.head[4])
    for seat, piece in figs.items():
        _, x, y, lying, outside = piece.head
        other = figs.get(1 - seat)
        if other is not None and lying and other.head[4] == outside:  # (one in the ring over
            # one on the floor is not on them: '-8' rose a hundred px over the one hit there)
            o, r = other.rect, piece.rect
            if min(o.right, r.right) - max(o.left, r.left) > min(o.w, r.w) // 4:  # over them
                out.own[seat] = (x, y)  # (tried first: fx.draw_popups)
                y = min(y, other.head[2])
        if seat == at and abs(x - ref.centerx) < ref.w and ref.bottom >= piece.rect.centery:
            x = ref.centerx + _dodge(ref, other, plan) * ref.w  # off the referee down at
            # their head (the hold's numbers sat on him: session 46), on his side away from
            # the other one (over the pile they sat on the holder's head: session 47)
        out[seat] = (x, y)
    return out


def referee_rects(plan: list, standing: bool = True, way: tuple | None = None) -> tuple:
    """Where the referee stands (the middle of his drawing, which is three bodies wide), or
    on his way the whole of it to where he goes (way: that place on the window; popups
    stepping aside from him as he moved jumped about, session 45's play-test, and left alone
    sat on him, session 51's), and his words, for popups to step aside from."""
    out = []
    for piece in plan:
        if piece.key[0] == "ref" and (standing or way is not None):
            body = piece.rect.inflate(-piece.rect.w // 2, 0)
            out.append(body if standing else body.union(body.move(
                way[0] - piece.rect.centerx, way[1] - piece.rect.bottom)))
        elif piece.key[0] == "says":
            out.append(piece.rect)
    return tuple(out)


def window_at(L, origin: tuple, x: float, y: float) -> tuple:
    """Where a place on the mat (x, y) is on the window."""
    return RING.ring_geom(ring_area(L).move(*origin)).at(x, y)


def _dodge(ref: pygame.Rect, other, plan: list) -> int:
    """Which way (-1 left, 1 right) a Superstar's popups go round the referee down at their
    head (ref: his drawing's rect, about three of his bodies wide): away from the other
    Superstar, unless the edge of the ring's area is too near that way."""
    away = 1 if other is None or other.rect.centerx <= ref.centerx else -1
    area = next((pygame.Rect(p.key[1]) for p in plan if p.key[0] == "front"), None)
    if area is not None:  # (the ring's area: its front piece's key)
        room = area.right - ref.centerx if away > 0 else ref.centerx - area.left
        if room < ref.w * 6 // 5:  # (a pill kept inside the area there would sit on him)
            return -away
    return away


def figure_height(g, y: float, fig) -> int:
    """A figure's drawn height at depth y (quantised so the cache stays small)."""
    return max(12, round(g.fig_h * g.scale(y) / 2) * 2)


class Piece:
    """One thing the show draws this frame: what it is and where (key), the rect it covers and
    how to draw it (paint(surface)). A piece whose key is the same as last frame's drew the
    same pixels there."""

    __slots__ = ("key", "rect", "paint", "head")

    def __init__(self, key, rect: pygame.Rect, paint, head=None) -> None:
        self.key = key
        self.rect = rect
        self.paint = paint
        self.head = head  # a figure's: (seat, x, y, lying, outside) where its popups rise


def draw_show(surface: pygame.Surface, L, presenter, figures: list, referee, heat: int,
              origin: tuple, reduced_motion: bool, ringside_count: dict, winner,
              plan: list | None = None, clips: list | None = None) -> None:
    """The crowd's reaction, the referee, both figures, the front ropes and the counts (plan:
    the pieces show_plan gave for this frame; clips: draw only inside these rects, which do
    not overlap, each on a window where the layer was put back)."""
    if plan is None:
        plan = show_plan(surface.get_rect(), L, presenter, figures, referee, heat, origin,
                         reduced_motion, ringside_count, winner)
    if clips is None:
        for piece in plan:
            piece.paint(surface)
        return
    for clip in clips:
        inside = [piece for piece in plan if piece.rect.colliderect(clip)]
        if inside:
            surface.set_clip(clip)
            for piece in inside:
                piece.paint(surface)
    surface.set_clip(None)


def moved(last: list | None, plan: list) -> list:
    """Where the show's picture changed since the last frame's pieces: the rects of the pieces
    that came, went or changed (a piece at another place in the order counts as changed)."""
    if last is None:
        return [piece.rect for piece in plan]
    out = []
    for i in range(max(len(last), len(plan))):
        a = last[i] if i < len(last) else None
        b = plan[i] if i < len(plan) else None
        if a is not None and b is not None and a.key == b.key:
            continue
        out += [piece.rect for piece in (a, b) if piece is not None]
    return out


def in_the_way(placed: list) -> list:
    """The figures in the ring the referee walks round: (x, y, down, build width)."""
    return [(p.x, p.y, SH.lying(p), p.figure.build.width) for p in placed if p.y <= 1.0]


def show_plan(screen: pygame.Rect, L, presenter, figures: list, referee, heat: int,
              origin: tuple, reduced_motion: bool, ringside_count: dict, winner,
              walk=None, vigour: dict | None = None) -> list:
    """The pieces of the show this frame, in drawing order (screen: the window's rect, which a
    speech bubble stays inside; walk: (x, y, hurry) -> where the referee is on his way there;
    vigour: seat -> HP as a share of their most, as the panels show it, for the name tags'
    bars)."""
    s = L.s
    area = ring_area(L).move(*origin)
    g = RING.ring_geom(area)
    out: list = []
    mood = crowd_mood(presenter)
    if mood is not None:
        frame = 0 if reduced_motion else 1 + int(presenter.now * 8) % 2
        frame = frame if frame < 2 else 0
        look = (min(SH.HEAT_LEVELS - 1, heat + 1), frame, mood[0])
        out.append(Piece(("crowd", tuple(g.crowd)) + look, pygame.Rect(g.crowd),
                         lambda surf: _draw_crowd(surf, g, area, s, look)))
    cues = [c for c in presenter.cues if c.kind == "limb"] if reduced_motion else presenter.cues
    placed = SH.stage(figures, cues, presenter.now, winner, getattr(presenter, "holding", None),
                      not reduced_motion)
    ref_seat = None
    ref = referee
    for cue in presenter.active("ref"):
        ref = SH.Referee(referee.name, referee.shirt, cue.data.get("doing", "watching"),
                         referee.distracted)
        ref_seat = cue.seat
    if ref.doing in ("watching", "distracted") and ringside_count:  # (distracted, his '?'
        # between his calls read as a count that came and went: session 51's play-test)
        seat = counted_seat(ringside_count)
        ref = SH.Referee(ref.name, ref.shirt, "count-out", ref.distracted)
        ref_seat = seat
    if winner is not None and ref.doing in ("watching", "distracted"):  # (distracted, his '?'
        ref = SH.Referee(ref.name, ref.shirt, "raising", False)  # came back after his count-
        # out's last call, before the winner's banner: session 54's play-test)
        ref_seat = winner
    rx, ry, rface, rpose = SH.referee_spot(ref, placed, ref_seat)
    rtilt, there = 0.0, (rx, ry)
    if walk is not None:  # (a count hurries: from his corner to the far ropes he called
        rx, ry = walk(rx, ry, ref.doing in HURRIES + ("warning",),  # "1..." on the way; he
                      in_the_way(placed))  # warned from beside the other one: session 51)
    if ref.doing == "raising":  # the two hands go up once he is there, meeting
        placed = SH.hand_raised(placed, ref_seat, rx, (rx, ry) == there)
        rpose = rpose if (rx, ry) == there else ""
    if ref.doing == "counting" and not reduced_motion and (rx, ry) == there:  # there: his
        beats = next((c.data.get("beats", ()) for c in presenter.active("ref")), ())  # hand
        rpose, rtilt = SH.slap(presenter.now, beats, rface)  # slaps the mat at each count
    acts = presenter.active("arena")
    placed = placed + _run_ins(acts, placed, presenter.now, reduced_motion)
    inside = [p for p in placed if p.y <= 1.0]
    outside = [p for p in placed if p.y > 1.0]
    edges, under = pile_looks(presenter, reduced_motion)
    ref_drawn = False
    for p in inside:
        if not ref_drawn and ry <= p.y:
            out.append(_ref_piece(g, ref, rx, ry, rface, rpose, rtilt))
            ref_drawn = True
        out += _figure_pieces(g, p, presenter.now, edges, p.figure.seat in under)
    if not ref_drawn:
        out.append(_ref_piece(g, ref, rx, ry, rface, rpose, rtilt))
    out += _pyros(g, acts, placed, presenter.now, reduced_motion)
    out.append(Piece(("front", tuple(area)), RING.front_rect(g, s),
                     lambda surf: RING.draw_front(surf, g, (0, 0), s)))
    for p in outside:
        out += _figure_pieces(g, p, presenter.now, edges, p.figure.seat in under)
    words = _ref_words(presenter, ref) \
        if ref.doing not in HURRIES + ("distracted",) or (rx, ry) == there else ""  # (a
    # count or a question once he is there: he asked 'Do you quit?' from across the ring,
    # session 46; his '?' too: a name tag blinked out as he passed with it, session 50)
    tags = {p.figure.seat: _name_tag_piece(g, p, s, (vigour or {}).get(p.figure.seat))
            for p in placed if p.figure.seat in (0, 1)}  # (a run-in's masked stranger:
    # nameless; the banner names the Event)
    says = None
    if words:
        px, py = g.at(rx, ry)
        img = W.text_surface(words, round(17 * s), (20, 20, 26), True)
        tip = (px, py - figure_height(g, ry, None))
        room = pygame.Rect(area.x, screen.y, area.w, screen.h).clip(screen)  # (the ring's
        # width: 'Hollander taps! Ring the bell!' ran onto the spotlit card's name: session 50)
        body = clear_of(RING.bubble_rect(img, tip, s, room), tip, [t.rect for t in
                                                                    tags.values()], room, s)
        rect = RING.speech_rect(img, tip, s, room, body)
        says = Piece(("says", words, tip, tuple(rect), tuple(body)), rect,
                     lambda surf: RING.speech(surf, img, tip, s, room, body))
    out += [EA.dark_piece(area, c.progress(presenter.now), reduced_motion, Piece)
            for c in acts if c.data.get("look") == "dark"][-1:]  # (the lights out: the
    # name tags and the referee's words still read over it)
    # the name tags (also under a banner, which stands above the ring and is drawn after
    # them: they went when it showed, just when a viewer needs them: session 45's play-test),
    # always in their corners: his words make room for them (clear_of), and one he or his
    # words still cover is faded there, his words over it (one that stepped aside, or down to
    # the ring's foot, read as tags jumping about: session 51's play-test)
    ref_body = [_ref_body(q.rect) for q in out if q.key[0] == "ref"]
    for p in placed:
        tag = tags.get(p.figure.seat)
        if tag is None:
            continue
        if (says is not None and tag.rect.colliderect(body)) or any(
                _area(tag.rect.clip(r)) > TAG_COVERED * _area(tag.rect) for r in ref_body):
            tag = _name_tag_piece(g, p, s, (vigour or {}).get(p.figure.seat), True)
        out.append(tag)
    return out + ([says] if says is not None else [])


def _run_ins(acts: list, placed: list, now: float, reduced_motion: bool) -> list:
    """The masked stranger of a run-in playing now, where they are (none with reduced
    motion: the foe's hurt shows alone)."""
    if reduced_motion:
        return []
    by_seat = {p.figure.seat: p for p in placed}
    out = []
    for cue in acts:
        if cue.data.get("look") == "run-in" and cue.seat in by_seat:
            who = EA.stranger_at(by_seat[cue.seat], cue.progress(now))
            out += [who] if who is not None else []
        elif cue.data.get("look") == "manager":  # (and the manager on the apron)
            who = EA.manager_at(cue.progress(now))
            out += [who] if who is not None else []
    return out


def _pyros(g, acts: list, placed: list, now: float, reduced_motion: bool) -> list:
    """The pyro going off beside the Superstar it catches (with reduced motion, held at its
    height)."""
    by_seat = {p.figure.seat: p for p in placed}
    return [EA.pyro_piece(g, by_seat[c.seat], figure_height(g, by_seat[c.seat].y, None),
                          0.35 if reduced_motion else c.progress(now), Piece)
            for c in acts if c.data.get("look") == "pyro" and c.seat in by_seat]


def _draw_crowd(surface, g, area, s: float, look: tuple) -> None:
    """The crowd reacting: its band of the arena, and the fans in this look over it."""
    surface.blit(RING.arena(area.size, s), g.crowd, pygame.Rect((0, 0), g.crowd.size))
    surface.blit(RING.crowd(g.crowd.size, s, *look), g.crowd)


def body_box(g, p) -> pygame.Rect:
    """Where a placed figure's body is on the window: its trunk and limbs, standing (a build's
    shoulders wide, its height tall) or lying (its height long), lifted as high as it is in
    the air or up on the ropes."""
    x, y = g.at(p.x, p.y)
    h = figure_height(g, p.y, p.figure)
    H = h * p.figure.build.height
    lying = abs(math.sin(math.radians(p.tilt)))
    w = H * SH.BODY * p.figure.build.width
    size = (w + (H - w) * lying, H + (H * 0.3 - H) * lying)
    r = pygame.Rect(0, 0, round(size[0]), round(size[1]))
    r.center = (x, round(y - lift(g, p, h) - _centre_up(H, p.tilt)))
    return r


def lift(g, p, h: int) -> int:
    """How far above its spot a placed figure is drawn: up in the air, and on the ropes."""
    return round(p.up * h + (SH.ROPE_UP * h if p.high else 0))


def _centre_up(H: float, tilt: float) -> float:
    """How high a figure's middle is over the mat: half its drawing standing (its boots on the
    mat), a little lying (its back on the mat), between as it turns."""
    c = abs(math.cos(math.radians(tilt)))
    return H * (0.14 + (0.56 - 0.14) * c)


PILES = ("pin", "hold")  # the motions that lay one body on or against the other
PILE_EDGES = {seat: tuple(round(c + (255 - c) * 0.45) for c in colour)
              for seat, colour in enumerate(W.SEAT_COLOURS)}  # each one's outline in a pile:
# their corner's colour, light (two dark outlines in a roll-up read as a ball of two
# costumes at 1280x720: session 50's play-test)


def pile_looks(presenter, reduced_motion: bool) -> tuple[dict, set]:
    """(seat -> outline colour, the seats shaded under) while a pin or a hold lays one body on
    the other."""
    piles = [c for c in presenter.active("motion") if c.data.get("motion") in PILES]
    edges = PILE_EDGES if not reduced_motion and piles else {}
    return edges, ({1 - piles[-1].seat} if edges else set())  # (pinned or held: shaded)


def drawn_as(p, h: float, now: float) -> tuple:
    """(figure, tilt, sway) a placed figure of height `h` is drawn with at `now`: its hurt limb
    flashing, a dazed one wobbling."""
    flash = p.flash if p.flash and int(now * 10) % 2 == 0 else ""
    fig = p.figure
    if flash:  # the hurt limb flashes bright red, however hurt it was (a head at 16 too)
        fig = SH.replace(fig, hurt=tuple((part, FIG.FLASHING if part == flash else lvl)
                                         for part, lvl in fig.hurt))
    tilt, sway = p.tilt, 0
    if fig.stunned and fig.stance != "down":  # dazed: the figure wobbles on its feet
        tilt += 11 * math.sin(now * 5.0)
        sway = round(h * 0.04 * math.sin(now * 2.5))
    return fig, tilt, sway


def _figure_pieces(g, p, now: float, edges: dict | None = None, under: bool = False) -> list:
    """One figure at its place: its shadow, the figure (a hurt limb flashing, outlined in its
    `edges` colour if given, shaded when `under` the other in a pile) and the weapon in its
    hands."""
    x, y = g.at(p.x, p.y)
    h = figure_height(g, p.y, p.figure)
    shadow = pygame.Rect(0, 0, round(h * 0.55), max(3, round(h * 0.1)))
    shadow.center = (x, y)
    fig, tilt, sway = drawn_as(p, h, now)
    img = FIG.posed(fig, h, p.pose, p.facing, tilt, prop=p.prop,
                    edge=(edges or {}).get(p.figure.seat, FIG.OUTLINE), under=under)
    H = h * fig.build.height
    r = img.get_rect(center=(x + sway, round(y - lift(g, p, h) - _centre_up(H, p.tilt))))
    seat = p.figure.seat  # a ring of the seat's colour round the shadow: the figure is the
    colour = W.SEAT_COLOURS[seat] if seat in (0, 1) else (90, 90, 100)  # panel's and the
    ring = shadow.inflate(round(h * 0.12), round(h * 0.05))  # banners' Superstar

    def floor(surf) -> None:
        pygame.draw.ellipse(surf, (8, 10, 18), shadow)
        pygame.draw.ellipse(surf, colour, ring, max(2, round(h * 0.03)))
    top = pygame.math.Vector2(0, -0.44 * H).rotate(p.tilt)  # the top of the head (the
    # drawing's middle 0.56 of its height up), or of a body lying across the mat (a dazed
    # one's wobble left out: their popups hold still)
    lying = abs(math.sin(math.radians(p.tilt))) > 0.7
    head = (seat, round(r.centerx - sway + top.x * (0.5 if lying else 1.0)),
            round(min(r.centery + top.y, r.centery - 0.12 * H)), lying, p.y > 1.0)
    out = [Piece(("shadow", tuple(ring), seat), ring, floor),
           Piece(("figure", id(img), tuple(r)), r, lambda surf: surf.blit(img, r), head)]
    if fig.stunned:  # stars circling the head
        head = pygame.math.Vector2(0, -0.34 * H).rotate(tilt)  # (the drawing's middle at 0.56)
        at = (round(r.centerx + head.x), round(r.centery + head.y))  # (whole pixels: the
        # key below is then the picture; a fraction moved the stars under the same key)
        phase = round(now * 12) / 12  # (a new picture twelve times a second)
        box = FIG.dazed(pygame.Surface((1, 1)), at, h, phase).inflate(4, 4)
        out.append(Piece(("dazed", phase, at, h, tuple(box)), box,
                         lambda surf: FIG.dazed(surf, at, h, phase)))
    return out


def _ref_piece(g, ref, x: float, y: float, facing: int, pose: str, tilt: float = 0.0) -> Piece:
    """The referee in their shirt (leaning `tilt` degrees; toward the side ropes when
    distracted)."""
    fig = SH.Figure(9, ref.name, "technician", "protagonist", (20, 20, 24), "ring", "standing",
                    False, False, ())
    px, py = g.at(x, y)
    h = round(figure_height(g, y, fig) * 0.92)
    argues = ref.distracted and ref.doing in ("distracted", "count-out")  # (leaning out)
    img = FIG.posed(fig, h, pose, facing, 12 if argues else tilt, ref.shirt)
    r = img.get_rect(midbottom=(px, py))  # (his feet on the mat, leaning or not)
    return Piece(("ref", ref, h, pose, facing, tilt, tuple(r)), r,
                 lambda surf: surf.blit(img, r))


TAG_COVERED = 0.15  # the share of a name tag the referee must cover for it to fade (his head
# or a hand at its edge faded it while he watched from his corner)


def _ref_body(drawn: pygame.Rect) -> pygame.Rect:
    """The referee's body on his drawing: its middle half, below the room over his head."""
    body = drawn.inflate(-drawn.w // 2, 0)
    body.top += round(0.12 * drawn.h)
    return body


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def bubble_body(says: Piece) -> pygame.Rect:
    """The body of the referee's speech bubble (its piece's rect takes in the tail too)."""
    return pygame.Rect(says.key[4])


def _name_tag_piece(g, p, s: float, vigour: float | None = None,
                    faded: bool = False) -> Piece:
    """A Superstar's name tag in their corner (scenes.match.name_tags.tag_piece)."""
    return NT.tag_piece(g, p, s, vigour, faded, Piece)


def counted_seat(ringside_count: dict) -> int:
    """The Superstar outside whom the referee counts: the one nearest the count-out (seat ->
    (count, limit)); the first seat on a tie."""
    return max(sorted(ringside_count), key=lambda seat: ringside_count[seat][0])


def _ref_words(presenter, ref) -> str:
    """What the referee says aloud: the pin count, the count-out, a warning, the winner."""
    words = ""
    if ref.doing in SH.AT_THE_HEAD:
        for cue in presenter.active("ref"):
            words = cue.data.get("say", "")
            beats = cue.data.get("beats", ())
            done = [w for t, w in beats if presenter.now >= t]
            if done:
                words = done[-1]
    elif ref.doing == "count-out":
        # the number only as the count rises (the presenter's call, '2… of 3!'); between
        # counts nothing (only the one in control at a turn's start is counted: a number left
        # up read as stuck, and 'Get back in!' stood ten seconds: session 46's play-test)
        words = next((c.data["say"] for c in presenter.active("ref") if c.data.get("say")), "")
    elif ref.doing == "warning":  # (a DQ's call says so)
        words = next((c.data["say"] for c in presenter.active("ref") if c.data.get("say")),
                     "That's a warning!")
    elif ref.doing == "distracted":
        words = "?"
    return words  # (the referee's name is on the top bar's chip, never over the figures)


STRIP_SMALLEST = 13  # the commentary strip's smallest type at 1280x720 (longer lines end in ...)


def draw_strip(surface: pygame.Surface, L, lines: list, text_scale: float,
               bottom: int | None = None) -> None:
    """The commentary strip: the newest one or two lines, each with its speaker (its foot at
    `bottom` when a lifted hand card covers its place)."""
    s = L.s
    r = strip_rect(L)
    if bottom is not None:
        r.bottom = bottom
    W.shade_rect(surface, r, (8, 10, 18), 190 if bottom is None else 252, round(8 * s))
    size = round(15 * s * text_scale)
    y = r.y + round(4 * s)
    step = round(18 * s * text_scale)  # two lines where they fit, else the newest (at larger
    fit = max(1, min(2, (r.bottom - y) // max(1, step)))  # text the second ran under the
    for speaker, words in lines[-fit:]:  # prompt: session 75's play-test)
        room = r.w - W.text_width(f"{speaker}:", size, True) - round(26 * s)  # (the speaker
        who = W.text_surface(f"{speaker}:", W.fit_size(words, size, round(STRIP_SMALLEST * s),
                                                        False, room), W.ACCENT, True)  # no
        surface.blit(who, (r.x + round(10 * s), y))  # bigger than the words: session 76)
        W.draw_fit_text(surface, words, size, round(STRIP_SMALLEST * s), W.INK, False,
                        max_w=r.w - who.get_width() - round(26 * s),
                        topleft=(r.x + round(16 * s) + who.get_width(), y))
        y += step
