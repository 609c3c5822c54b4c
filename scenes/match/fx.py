"""Views of the moving parts of the match table, drawn every frame over the cached static layer:
the control glow, damage numbers, banners, flashes, shaking and sliding panels and the screen
shake, all read from the presenter's cues. Reduced motion turns off everything that moves
(shakes, slides, pulses, the tap-out turn); fades and numbers stay."""
from __future__ import annotations

import math

import pygame

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W
from scenes.match import ring_view as RV
from scenes.match.presenter import GOLD, GREEN, RED
from sprites.fonts import font

COMMON_DAMAGE = 16  # damage numbers made in the loading moment, -1 to this

PANEL_FX = ("shake", "flash", "slide")
PULSE_LEVELS = 6
PULSE_SPEED = 3.0  # radians a second


def live_panels(presenter) -> frozenset:
    """Seats whose panel moves or flashes now (drawn per frame, not in the static layer)."""
    live = set()
    for kind in PANEL_FX:
        for cue in presenter.active(kind):
            if cue.seat in (0, 1):
                live.add(cue.seat)
    return frozenset(live)


def pulse_level(time: float, reduced_motion: bool) -> int:
    """The control glow's brightness step (fixed with reduced motion)."""
    if reduced_motion:
        return PULSE_LEVELS - 1
    x = 0.5 + 0.5 * math.sin(time * PULSE_SPEED)
    return min(PULSE_LEVELS - 1, int(x * PULSE_LEVELS))


SLIDE = 46  # how far a panel slides out (design pixels) when its Superstar goes outside


def panel_offset(presenter, seat: int, s: float, rng, reduced_motion: bool) -> tuple[int, int]:
    """Where a panel is pushed to by its shake or slide cues."""
    if reduced_motion:
        return (0, 0)
    now = presenter.now
    dx = dy = 0
    for cue in presenter.active("shake"):
        if cue.seat == seat:
            k = (1 - cue.progress(now)) * cue.data.get("strength", 5) * s
            dx += round(rng.uniform(-k, k))
            dy += round(rng.uniform(-k, k))
    for cue in presenter.active("slide"):
        if cue.seat == seat:
            p = cue.progress(now)
            dx += round(math.sin(p * math.pi) * SLIDE * s)
    return (dx, dy)


def panel_reach(presenter, seat: int, r: pygame.Rect, s: float,
                reduced_motion: bool) -> pygame.Rect:
    """All that panel_offset may push `r` (a panel's rect, or its glow's) to this frame: its
    shakes either way and its slide, without drawing their dice."""
    if reduced_motion:
        return r
    k = math.ceil(sum(c.data.get("strength", 5) for c in presenter.active("shake")
                      if c.seat == seat) * s) + 1
    slid = any(c.seat == seat for c in presenter.active("slide"))
    return r.union(r.move(round(SLIDE * s) if slid else 0, 0)).inflate(2 * k, 2 * k)


def screen_offset(presenter, s: float, rng, reduced_motion: bool) -> tuple[int, int]:
    """The whole table's shake (a finisher), nothing with reduced motion."""
    if reduced_motion:
        return (0, 0)
    for cue in presenter.active("screen"):
        k = (1 - cue.progress(presenter.now)) * cue.data.get("strength", 8) * s
        return (round(rng.uniform(-k, k)), round(rng.uniform(-k, k)))
    return (0, 0)


def animating(presenter, landed: bool, hp_shown, hps) -> bool:
    """True while something on the table moves this frame."""
    if any(c.started and c.kind not in ("sound", "spot", "stamp", "part")
           for c in presenter.cues):
        return True
    if not landed:
        return True
    return any(abs(shown - hp) > 0.01 for shown, hp in zip(hp_shown, hps))


def glow_rect(rect: pygame.Rect, s: float) -> pygame.Rect:
    """What the control glow around a panel at `rect` covers."""
    width = max(2, round(3 * s))
    return rect.inflate(12 * width, 12 * width)


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, seat: int, s: float,
              level: int) -> None:
    """The glow around the panel of the Superstar in control."""
    width = max(2, round(3 * s))
    layer = FX.glow_layer(rect.size, W.SEAT_COLOURS[seat], width, round(10 * s), level,
                          PULSE_LEVELS)
    x0, y0 = rect.x - 4 * width, rect.y - 4 * width
    for area in glow_bands(layer.get_size(), width):  # its middle is clear: only the frame
        surface.blit(layer, (x0 + area.x, y0 + area.y), area)


def warm_glows(L) -> None:
    """The control glow at every pulse level, around either panel in either seat's colour,
    drawn in the loading moment (cached): each level's first frame took 0.5 ms at 1080p."""
    s = L.s
    width = max(2, round(3 * s))
    for size in {tuple(L.near_panel.size), tuple(L.far_panel.size)}:
        for seat in (0, 1):
            for level in range(PULSE_LEVELS):
                FX.glow_layer(size, W.SEAT_COLOURS[seat], width, round(10 * s), level,
                              PULSE_LEVELS)


def warm_popup_fonts(L, text_scale: float) -> None:
    """The fonts of the numbers and words that pop over the figures (draw_popups), made in the
    loading moment: a font's first use took 0.3 ms in the frame of a match's first popup."""
    from sprites.fonts import font
    for px in (POP_BIG, POP_SMALL):
        font(round(px * L.s * text_scale), True).get_height()


def common_popups() -> list:
    """The words most often popped over a figure (words, colour, big), as the presenter pops
    them: every damage number a move usually deals and the usual words."""
    return [(f"-{n}", RED, True) for n in range(1, COMMON_DAMAGE + 1)] + [
        ("DOWN!", (236, 160, 70), False), ("UP", GREEN, False), ("+1 CROWD", GOLD, False),
        ("CONTROL", GOLD, False), ("HURT!", RED, False),
        ("BACK IN", GREEN, False), ("FINISHER?", GOLD, False)]


def warm_popups(L, text_scale: float) -> None:
    """The usual popups' pills made in the loading moment, as draw_popups makes them:
    rendered in the frame a popup first shows, one took 0.8-1 ms at 1080p."""
    for words, colour, big in common_popups():
        for seat in (0, 1):
            FX.pill(words, round((POP_BIG if big else POP_SMALL) * L.s * text_scale), colour,
                    L.s, W.SEAT_COLOURS[seat])


def glow_bands(size: tuple[int, int], width: int) -> tuple:
    """The four strips of a glow layer that hold all its pixels (top, bottom, left, right):
    blitting them instead of the whole layer skips the clear middle."""
    w, h = size
    band = min(4 * width + width // 2 + 4, w // 2, h // 2)
    return (pygame.Rect(0, 0, w, band), pygame.Rect(0, h - band, w, band),
            pygame.Rect(0, band, band, h - 2 * band), pygame.Rect(w - band, band, band,
                                                                h - 2 * band))


def draw_flashes(surface: pygame.Surface, presenter, seat: int, rect: pygame.Rect,
                 s: float) -> None:
    """The flash cues over a seat's panel."""
    now = presenter.now
    for cue in presenter.active("flash"):
        if cue.seat == seat:
            FX.blit_tint(surface, rect, cue.colour, int(150 * (1 - cue.progress(now))),
                         round(10 * s))


def draw_popups(surface: pygame.Surface, presenter, heads: dict, area: pygame.Rect, s: float,
                text_scale: float, reduced_motion: bool, tags: tuple = (),
                avoid: tuple = ()) -> list:
    """Damage numbers and short words rising over a Superstar's head in the ring (heads: seat
    -> where their figure's head is; area: the ring's; tags: the name tags' rects, which they
    stay under and step off; avoid: rects they step aside from, the referee and his words), on
    a dark pill; the rects drawn (the referee's words are drawn over them: drawing.draw_fx)."""
    now = presenter.now
    pills = []
    for cue in presenter.active("float"):
        if cue.seat in heads:
            big = cue.data.get("big")
            img = FX.pill(cue.text, round((POP_BIG if big else POP_SMALL) * s * text_scale),
                          cue.colour, s, W.SEAT_COLOURS[cue.seat])  # (edged in their colour,
            # as their shadow's ring: whose it is, in a pile of two)
            room = (area.w // 2 - round(8 * s) - 2) / img.get_width()  # (its half, however
            pills.append((cue, img, min(1.0, room), room))  # big it pops in: it was cut off)
    f = font(max(8, round(POP_BIG * s * text_scale)), True)
    row = f.get_height() + max(1, f.get_height() // 16) + round(6 * s)  # (a damage number's
    # pill's height, FX.pill: the line, its shadow and the pill's edge)
    drawn = []
    for seat in (0, 1):
        mine = sorted((pill for pill in pills if pill[0].seat == seat),
                      key=lambda pill: pill[0].at)  # (oldest first: the stable sort keeps
        # the order of ones that start together)
        if not mine:
            continue
        sized = []
        for cue, img, fit, room in mine:
            p = cue.progress(now)
            pop = 1.0 if reduced_motion else \
                min(1.0, POP_FROM + (1 - POP_FROM) * 6 * min(p, 1 - p))  # (it grows in and
            # shrinks out, so the others slide up and down for it: popping in at 1.3 times its
            # size it had pushed them up at a stroke and covered them)
            sized.append((cue, FX.zoomed(img, min(pop * fit, room), ("pill", cue.text,
                          cue.colour, cue.data.get("big"), seat)), 0.0 if reduced_motion else p))
        sizes = [(img.get_size(), p) for _, img, p in sized]
        placed = None
        own = getattr(heads, "own", {}).get(seat)
        if own is not None:  # one on the mat under the other: over their own body, off the
            # other's, if that is near (over the pile a held one's '-5' sat on the top rope,
            # read as the holder's: session 54's play-test)
            placed = _stepped(own, sized, stack_centres(own, area, seat, s, sizes, tags, row),
                              heads, area, seat, s, avoid, tags, row, strict=True)
        if placed is None:
            placed = _stepped(heads[seat], sized, stack_centres(heads[seat], area, seat, s,
                                                                sizes, tags, row),
                              heads, area, seat, s, avoid, tags, row)
        for (cue, img, p), at in zip(sized, placed):
            FX.blit_faded(surface, img, at, int(255 * min(1.0, (1 - p) * 4)))  # (round ends; a
            # fade over its last 40% was grey on the crowd for half a second: session 50)
            drawn.append(at)
    return drawn


BODY_STEP = 2  # how far (rows of damage numbers) a popup steps to keep off a body


def _stepped(head, sized, centres, heads, area, seat, s, avoid, tags, row, strict=False):
    """A seat's popups (sized, standing at centres over `head`) stepped off the referee, the
    tags and, where they can, the bodies (on the floor: both; strict, one on the mat under the
    other: the other's, else None): a body is stepped off only nearby (BODY_STEP rows),
    rather on it than far from whose they are (over the other across the ring they read as
    the other's: session 54's play-test); never on a face."""
    never, bodies = (face_box(head, s),), ()
    if getattr(heads, "outside", ()) or strict:  # off both figures and their faces
        never += tuple(face_box(top, s) for top in heads.tops.values())
        bodies = tuple(b for k, b in heads.bodies.items() if not strict or k != seat)
    rects = [img.get_rect(center=c) for c, (_, img, _) in zip(centres, sized)]
    placed = aside(rects, half(area, seat, s), tuple(avoid) + tuple(tags) + bodies, area, s,
                   never)
    far = bodies and max(abs(a.centerx - b.centerx) + abs(a.centery - b.centery)
                         for a, b in zip(placed, rects)) > BODY_STEP * row
    if strict and (far or any(r.collidelist(list(bodies)) != -1 for r in placed)):
        return None
    if far:
        placed = aside(rects, half(area, seat, s), tuple(avoid) + tuple(tags), area, s, never)
    return placed


POP_BIG, POP_SMALL = 34, 20  # a popup's words, design px: a damage number, the rest
TAGS_BAND = 32  # the top of the ring's area where the name tags stand (ring_view), design px
HEAD_HALF = 9  # about half a figure's head across, design px (a popup beside it clears it)
RISE = 26  # how far a popup rises over its life, design px
POP_FROM = 0.3  # a popup grows from 0.3 of its size over the first sixth of its life and
# shrinks back over the last


def stack_centres(head: tuple, area: pygame.Rect, seat: int, s: float, pills: list,
                  tags: tuple = (), row: int = 0) -> list:
    """Where a Superstar's popups stand (pills: each one's size as drawn and how far through
    it is, oldest first; row: a damage number's height): rising from over their head, the
    newest nearest it and the older ones pushed up above it, never on one another (a '-10'
    popping in sat on 'DOWN!': session 49's play-test), lower where they would reach the name
    tags, inside the ring's half on their side (the two never meet; they floated over a
    panel's stats: session 45's play-test). Where two rows do not fit over the head (a tall one
    at the back of a short ring) they rise beside it instead, all of them, so a stack does not
    jump from one place to the other as its popups come and go."""
    gap = round(4 * s)
    lo, hi = half(area, seat, s)
    band = area.y + round(TAGS_BAND * s)
    beside = head[1] - gap - band < 2 * row + gap
    base = head[1] + round(2 * HEAD_HALF * s) if beside else head[1] - gap  # (the newest's
    # bottom: at the chin beside the head, over the head otherwise)
    xs, bands = [], []
    for (w, h), _ in pills:
        x = min(max(head[0], lo + w // 2), hi - (w + 1) // 2)
        if beside:  # outward first, or as far aside as its half lets a wide one go (it sat
            # on a giant's head at 1280x720)
            clear = (w + 1) // 2 + round(HEAD_HALF * s) + gap
            ways = [min(max(head[0] + way * clear, lo + w // 2), hi - (w + 1) // 2)
                    for way in ((-1, 1) if seat == 0 else (1, -1))]
            x = max(ways, key=lambda bx: min(abs(bx - head[0]), clear))  # (the first of equals)
        xs.append(x)
        bands.append(max([band] + [t.bottom + gap for t in tags if t.left < x + w // 2 and
                                   t.right > x - w // 2]))  # (under a tag stepped down for
        # the referee's words: '-3' sat on 'Professor Ada Quill': session 47's play-test)
    tops = [0] * len(pills)
    floor = None  # the top of the one below, newest first
    for i in range(len(pills) - 1, -1, -1):
        (w, h), p = pills[i]
        top = base - h - round(RISE * s * p)
        tops[i] = top if floor is None else min(top, floor - gap - h)
        floor = tops[i]
    ceiling = None  # the bottom of the one above, oldest first
    for i, ((w, h), _) in enumerate(pills):
        tops[i] = min(max(tops[i], bands[i] if ceiling is None else ceiling + gap),
                      area.bottom - h)
        ceiling = tops[i] + h
    return [(x, top + h // 2) for x, top, ((w, h), _) in zip(xs, tops, pills)]


def face_box(head: tuple, s: float) -> pygame.Rect:
    """A figure's head under the top of it at `head`: a popup stepping off the referee never
    steps onto it ('+1 ST +2 AT' sat on a giant's face beside the referee in his corner:
    session 53's play-test)."""
    box = pygame.Rect(0, 0, round(2.4 * HEAD_HALF * s), round(2.6 * HEAD_HALF * s))
    box.midtop = (head[0], head[1])
    return box


def aside(rects: list, span: tuple, avoid: tuple, area: pygame.Rect, s: float,
          never: tuple = ()) -> list:
    """A seat's popups (rects, oldest first) each moved as little as it takes off the rects
    they avoid: sideways within their half (span: left, right), else up over them or down
    under them inside the ring's area, never onto another popup; one with no clear place stays
    where it was ('CONTROL' sat on the referee under his count, '-4' under his 'Do you quit?':
    session 50's play-test), unless it is on one of the `never` rects (the figure's face):
    then it goes to the nearest place clear of those and of the other popups."""
    out = [r.copy() for r in rects]
    gap = round(4 * s)
    top = area.y + round(TAGS_BAND * s)
    for i in range(len(out) - 1, -1, -1):  # (the newest, nearest the head, first)
        r = out[i]
        if r.collidelist(list(avoid) + list(never)) == -1:
            continue
        others = [o for j, o in enumerate(out) if j != i]
        lo, hi = span[0] + r.w // 2, span[1] - (r.w + 1) // 2
        every = list(avoid) + list(never)
        ways = [(min(max(x, lo), hi), r.centery) for a in every for x in
                (a.left - gap - (r.w + 1) // 2, a.right + gap + r.w // 2)]
        ways += [(r.centerx, y) for a in every + others for y in (
            a.top - gap - (r.h + 1) // 2, a.bottom + gap + r.h // 2)]  # (or over or under
        # another popup that stepped aside: three wide ones beside a giant at 1280x720)
        ways.sort(key=lambda c: abs(c[0] - r.centerx) + abs(c[1] - r.centery))
        for clear in ([*others, *every], [*others, *never] if r.collidelist(never) != -1
                      else None):
            if clear is None:
                break
            moved = next((m for m in (r.move(x - r.centerx, y - r.centery) for x, y in ways)
                          if m.top >= top and m.bottom <= area.bottom and
                          m.collidelist(clear) == -1), None)
            if moved is not None:
                out[i] = moved
                break
    return out


def half(area: pygame.Rect, seat: int, s: float) -> tuple:
    """(left, right) of a seat's half of the ring, where its popups stay (12 design px apart:
    the two seats' popups had touched in the middle at a count-out: session 50's play-test)."""
    gap = round(6 * s)
    return (area.x + gap, area.centerx - gap) if seat == 0 else \
        (area.centerx + gap, area.right - gap)


def banner_rect(L) -> pygame.Rect:
    """Where a banner goes: just above the ring, over the foe's hand backs, so every wrestler
    and the referee stay in sight (session 42's play-test: a banner across the crowd hid the
    heads of the figures at the back)."""
    s = L.s
    ring = RV.ring_area(L)
    rect = pygame.Rect(0, 0, ring.w, round(84 * s))  # (a big banner's too: the foe's hand
    # backs hidden whole under it, none peeking over its edge)
    rect.midbottom = (ring.centerx, ring.y)
    return rect


def banner_band(L) -> pygame.Rect:
    """The band under a banner's words: from the ring's left edge across the whole row of the
    foe's hand backs and its label (none of it left peeking out beside the band)."""
    from scenes.match.table import spot_rect
    rect = banner_rect(L)
    right = L.stage.right - round(6 * L.s)
    spot = spot_rect(L)  # (its caption above it): the band stops short of a spot card it
    if spot.top - round(24 * L.s) < rect.bottom and spot.bottom > rect.top:  # would cover
        right = min(right, spot.left - round(4 * L.s))  # (the pin's placard lost its header
    return pygame.Rect(rect.x, rect.y, right - rect.x, rect.h)  # at 1000x600: session 64)


def banner_size(L, big: bool) -> int:
    """The banner words' size."""
    return round((74 if big else 52) * L.s)


def draw_banners(surface: pygame.Surface, L, presenter, reduced_motion: bool) -> None:
    """The newest banner across the top of the ring (FIGHT!, FINISHER!, the pin count...): a
    band, big words sliding in, a line under them; all pieces cached."""
    cues = presenter.active("banner")
    if not cues:
        return
    band, pieces, alpha = banner_pieces(L, cues[-1], presenter.now, reduced_motion)
    surface.blit(FX.band(band.w, band.h, cues[-1].colour), band)
    clip = surface.get_clip()
    surface.set_clip(band.clip(clip))  # (sliding in, the words never leave the band: they ran
    # over the panel beside the ring, session 44's play-test)
    for img, r in pieces:
        FX.blit_faded(surface, img, r, alpha)
    surface.set_clip(clip)


BANNER_SLIDE = 70  # how far (design px) a banner's words slide in from, room allowing
WORDS_FROM = 0.35  # how opaque a banner's words are in its first frame (its band is whole)


def banner_pieces(L, cue, now: float, reduced_motion: bool) -> tuple:
    """A banner's band (whole for its whole life: nothing in the ring shows through it), its
    words and the line under them where they are at `now` ([(image, rect)]) and their alpha.
    The words slide in from the side of the band with more room, never further than keeps
    them whole inside it (a winner's long name slid in cut at the band's edge: session 50's
    play-test)."""
    s = L.s
    p = cue.progress(now)
    alpha = int(255 * max(0.0, min(1.0, WORDS_FROM + p * 8, (1 - p) * 8)))  # a short fade:
    # readable (from WORDS_FROM: at 0 the whole band stood empty a frame, session 52)
    rect = banner_rect(L)
    width, height = rect.size
    band = banner_band(L)
    words = FX.banner_words(cue.text, banner_size(L, cue.data.get("big", False)), cue.colour,
                            width - 20)
    sub = cue.data.get("sub", "")
    sub_img = W.text_surface(sub, round(20 * s), W.INK, True, True) if sub else None
    if sub_img is not None and sub_img.get_width() > width - 20:
        sub_img = FX.zoomed(sub_img, (width - 20) / sub_img.get_width(), ("sub", sub))
    bh = words.get_height() + (sub_img.get_height() - round(4 * s) if sub_img else 0)
    top = rect.y + (height - bh) // 2
    slide = 0.0 if reduced_motion else (1 - min(1.0, p * 7)) ** 2
    out = [(words, words.get_rect(midtop=(rect.centerx, top)))]
    if sub_img is not None:
        out.append((sub_img, sub_img.get_rect(
            midtop=(rect.centerx, top + words.get_height() - round(4 * s)))))
    inner = band.inflate(-2 * round(4 * s), 0)
    placed = []
    for n, (img, r) in enumerate(out):  # (the words from one side, the line from the other)
        left, right = max(0, r.left - inner.left), max(0, inner.right - r.right)
        way = (-1 if left >= right else 1) * (1 if n == 0 else -1)
        room = left if way < 0 else right
        if room < 8 * s:  # (no room on that side: from the other)
            way, room = -way, (right if way < 0 else left)
        placed.append((img, r.move(round(way * min(BANNER_SLIDE * s, room) * slide), 0)))
    return band, placed, alpha


def warm_banner(L, banner: tuple) -> None:
    """Draw one banner's words ahead of need (words, big, colour)."""
    words, big, colour = banner
    FX.banner_words(words, banner_size(L, big), colour, banner_rect(L).w - 20)
