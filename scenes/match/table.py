"""Views of the still parts of the match table: the top bar, the wrestler panels, the signature Move
cards, the ring with the page in the spotlight, the prompt and the log. Each draws what it is given
(facts from the table model, the layout, a face getter) and returns where it drew what can be
pointed at; they are drawn into the cached static layer (scenes.match.render)."""
from __future__ import annotations

import math
import re

import pygame

from sprites import palette as pal
from sprites.cache import Lru
from sprites.face_store import STORE
from sprites.hud import background, shadow
from sprites.panel import PanelData, corner_radius, paint_hp, wrestler_panel
from sprites.tapped import tapped as tapped_face

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W
from scenes.match import ring_view as RV
from scenes.match.placard import placard_face
from scenes.match.prompt_line import draw_prompt

CHIP_FILL = {"ref": (150, 156, 170), "text": (200, 150, 40), "event": (38, 150, 160),
             "more": (110, 114, 130)}
MATCH_FILL = {"normal": (60, 96, 150), "hardcore": (170, 70, 40), "showdown": (130, 70, 170)}

_scaled = Lru(64)  # (a face's sizes growing into the spot: the placards' 24 kept warm)
_stamps = Lru(32)
_stage_bases = Lru(8)  # the ring's back at each heat, the log's back
_last_base: dict = {}  # (size, stage, scale) -> the ring's back last drawn (its spot column is
# the same at every heat: only the crowd in the ring's box changes)


def scaled(face: pygame.Surface, width: int, key) -> pygame.Surface:
    """A smooth-scaled copy of a face at another width (cached)."""
    hit = _scaled.get(key)
    if hit is None:
        h = round(face.get_height() * width / face.get_width())
        hit = pygame.transform.smoothscale(face, (width, h))
        _scaled.put(key, hit)
    return hit


def stamp_surface(words: str, colour: tuple, s: float, size: int, room: int = 0,
                  widest: int = 0) -> pygame.Surface:
    """The tilted result stamp on the spotlit card (cached); words after a newline are a
    smaller line or two under it (why the damage is not the card's number). room: the most
    height it may take, which a tall one keeps by wrapping its reason wider (up to `widest`)
    and tilting less (up to the card's foot, it covered its flavour text: session 49's
    play-test)."""
    key = (words, colour, round(s, 3), size, room, widest)
    hit = _stamps.get(key)
    if hit is None:
        words, _, why = words.partition("\n")
        wide = max(round(STAMP_WHY_W * s), W.text_width(words, size, True))
        small = max(STAMP_WHY_LEAST, round(size * STAMP_WHY))
        wrap_most = max(wide, widest - round(30 * s))
        layer = tilt = None
        for wrap, at in [(wide, small)] + [(wrap_most, px) for px in
                                           range(small, STAMP_WHY_LEAST - 1, -1)]:
            layer = stamp_layer(words, why, colour, s, size, wrap, at)
            tilt = next((a for a in STAMP_TILTS if fits(layer.get_size(), a, room, widest)),
                        None)
            if tilt is not None:
                break
        hit = pygame.transform.rotozoom(layer, tilt or 0, 1.0)
        _stamps.put(key, hit)
    return hit


def stamp_layer(words: str, why: str, colour: tuple, s: float, size: int, wrap: int,
                small: int) -> pygame.Surface:
    """The stamp before it is turned: its words, and the reason under them in `small` px
    words wrapped at `wrap` px."""
    lines = [re.sub(r"(\d) (?=[A-Z])", "\\1  ", line) for line in
             (W.wrap_lines(why, small, wrap, True) if why else [])]  # (a number's word a wider
    # space off: at 11-14 px '+2 BONUS' read '+2BONUS': session 50's play-test)
    tw = max([W.text_width(words, size, True)] +
             [W.text_width(line, small, True) for line in lines]) + round(24 * s)
    line_h = round(small * 1.15)
    top = round((36 if not lines else 30) * s)  # (the words' row: a little tighter over a reason)
    layer = pygame.Surface((tw, top + line_h * len(lines) + round(4 * s) * bool(lines)),
                           pygame.SRCALPHA)
    pygame.draw.rect(layer, (*pal.shade(colour, 0.35), 225), layer.get_rect(),
                     border_radius=round(6 * s))
    pygame.draw.rect(layer, colour, layer.get_rect(), max(2, round(3 * s)),
                     border_radius=round(6 * s))
    W.draw_text(layer, words, size, W.INK, True, True, center=(tw // 2, round(17 * s)))
    for i, line in enumerate(lines):
        W.draw_text(layer, line, small, STAMP_GOLD, True, True,
                    center=(tw // 2, top + line_h * i + line_h // 2))
    return layer


def fits(size: tuple, degrees: float, room: int, widest: int) -> bool:
    """A w x h surface turned by some degrees is at most `room` tall and `widest` wide (0:
    any)."""
    a = math.radians(degrees)
    w, h = size[0] * math.cos(a) + size[1] * math.sin(a), size[0] * math.sin(a) + \
        size[1] * math.cos(a)
    return (not room or math.ceil(h) <= room) and (not widest or math.ceil(w) <= widest)


STAMP_TILTS = (8, 6, 4, 2, 0)  # degrees the stamp may turn, most first
STAMP_WHY = 0.6  # the stamp's reason line, for its words' size
STAMP_WHY_LEAST = 11  # px: at 1280x720 it was 7 px and "+2 BONUS" ran together
STAMP_WHY_W = 160  # design px the reason wraps at under the stamp (two lines for the longest)
STAMP_GOLD = (248, 206, 96)


MOVE_ROW_MIN = 50  # narrowest Move card in a row (several tapped out): its words still fit


# ---- top bar ------------------------------------------------------------------------------------

def draw_top(surface: pygame.Surface, L, top: dict, label: str) -> list:
    """The top bar: RINGSIDE, the match type, `label`, the turn, the control chip and the chips of
    the referee and Events in play; returns the chips that show a card [(kind, card, rect)]
    and the '+N' of those left out [("more", their names, rect)]."""
    s = L.s
    bar = L.top
    W.shade_rect(surface, bar, (6, 7, 12), 200)
    pygame.draw.line(surface, (60, 66, 90), bar.bottomleft, bar.bottomright)
    x = round(14 * s)
    r = W.draw_text(surface, "RINGSIDE", round(26 * s), W.ACCENT, True, True,
                    midleft=(x, bar.centery))
    kind = top["match_type"].upper()
    fill = MATCH_FILL.get(top["match_type"], (80, 80, 100))
    chip = pygame.Rect(r.right + round(12 * s), 0, W.text_width(kind, round(18 * s), True)
                       + round(20 * s), round(24 * s))
    chip.centery = bar.centery
    pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
    W.draw_text(surface, kind, round(18 * s), W.INK, True, center=chip.center)
    turn_r = W.draw_text(surface, f"Turn {top['turn']} / {top['limit']}", round(28 * s), W.INK,
                         True, True, center=(L.stage.centerx, bar.centery))
    room = max(40, turn_r.left - chip.right - round(24 * s))  # (a season replay's ran over it)
    W.draw_text(surface, W.ellipsize_text(label, round(17 * s), room, False), round(17 * s),
                W.MUTED, midleft=(chip.right + round(10 * s), bar.centery))
    ctrl = top["control"]
    size = round(16 * s)
    chips = [(kind_, card, W.ellipsize_text(words, size, round(240 * s)))
             for kind_, card, words in top["chips"]]
    wanted = sum(W.text_width(words, size, True) + round(24 * s) for _, _, words in chips)
    start = turn_r.right + round(24 * s)
    room = bar.right - round(10 * s) - start - round(34 * s)
    if chips:  # the control chip gives way to the chips of the cards in play, down to a
        # name's room (a chip of a card in play cut to 'Secon...' at 1280x720: session 55)
        room = max(round(150 * s), min(room, L.log.right - wanted - round(4 * s) - start
                                       - round(34 * s)))
    words = top["control_words"]
    if W.text_width(words, round(19 * s), True) > room and words.startswith("Control: "):
        words = "Control: " + words.split()[-1]  # (a surname whole, not a name cut short)
    words = W.ellipsize_text(words, round(19 * s), max(40, room))
    tw = W.text_width(words, round(19 * s), True)
    cr = pygame.Rect(0, 0, tw + round(34 * s), round(26 * s))
    cr.midleft = (start, bar.centery)
    pygame.draw.rect(surface, (30, 33, 46), cr, border_radius=cr.h // 2)
    pygame.draw.rect(surface, W.SEAT_COLOURS[ctrl], cr, 2, border_radius=cr.h // 2)
    pygame.draw.circle(surface, W.SEAT_COLOURS[ctrl], (cr.x + round(13 * s), cr.centery),
                       round(5 * s))
    W.draw_text(surface, words, round(19 * s), W.INK, True,
                midleft=(cr.x + round(24 * s), cr.centery))
    x = L.log.right
    out = []
    width = lambda words: W.text_width(words, size, True) + round(24 * s)  # noqa: E731
    left_out = []  # chips left out: told as '+N' (the referee's and an Event's went unsaid
    while chips and sum(width(w) for _, _, w in chips) + (width(f"+{len(left_out)} more")
                                                           if left_out else 0) > \
            x - cr.right - round(10 * s):  # five in play at 1280x720: session 56's play-test)
        gone = chips.pop(1 if len(chips) > 1 and chips[0][0] == "ref" else 0)  # (ref kept)
        left_out.append(gone[2])
    more = [("more", tuple(left_out), f"+{len(left_out)} more")] if left_out else []  # ('+1'
    # alone went unread by two newcomers: session 66)
    for kind_, card, words in reversed(more + chips):  # (+N's hover names them: session 64)
        fill = CHIP_FILL[kind_]
        room = x - cr.right - round(10 * s)  # each chip as wide as its words, if there's room
        if room < round(40 * s):
            break
        words = W.ellipsize_text(words, size, room)
        cw = W.text_width(words, size, True) + round(18 * s)
        r = pygame.Rect(0, 0, cw, round(22 * s))
        r.midright = (x, bar.centery)
        if r.x < cr.right + round(10 * s):
            break
        pygame.draw.rect(surface, pal.shade(fill, 0.55), r, border_radius=r.h // 2)
        pygame.draw.rect(surface, fill, r, 1, border_radius=r.h // 2)
        W.draw_text(surface, words, size, W.INK, True, center=r.center)
        if card is not None:
            out.append((kind_, card, r))
        x = r.x - round(6 * s)
    return out


# ---- wrestler panels ----------------------------------------------------------------------------

def panel_data(seat: int, facts: dict) -> PanelData:
    """A panel's data: the model's facts and the seat's colour and corner."""
    return PanelData(seat_colour=W.SEAT_COLOURS[seat], corner=W.SEAT_CORNER[seat], **facts)


def blit_panel(surface: pygame.Surface, rect: pygame.Rect, data: PanelData, s: float,
               last: pygame.Surface | None) -> tuple[pygame.Surface, bool]:
    """A wrestler panel with its drop shadow. A changed panel is drawn by the helper process;
    until it is ready `last` (the one shown before) stands in. Returns (the surface shown,
    whether it is a stand-in)."""
    surf, repaint = STORE.panel_or_near(data, rect.size, s)
    waiting = surf is None
    if waiting:
        surf = last if last is not None and last.get_size() == rect.size else \
            wrestler_panel(data, rect.size, s)
    FX.blit_panel_shadow(surface, rect, (round(3 * s), round(4 * s)), round(10 * s),
                         corner_radius(s))
    surface.blit(surf, rect)
    if repaint:  # the HP bar counting: painted here, over the panel at the HP before
        paint_hp(surface, rect.topleft, data, rect.size, s)
    return surf, waiting


# ---- signature Move cards -----------------------------------------------------------------------

def move_angles(tapped, turning: dict) -> tuple:
    """Each Move card's turn: 90 when tapped out, in between while its tap-out turns
    (turning: card -> 0..1 of the turn)."""
    angles = []
    for i, t in enumerate(tapped):
        angle = 90.0 if t else 0.0
        if i in turning:
            angle = 90.0 * (1 - (1 - turning[i]) ** 3)
        angles.append(round(angle / 3) * 3)
    return tuple(angles)


def moves_label(rect: pygame.Rect, s: float, rank: tuple, injured: int, allies: int = 0) -> str:
    """The row's label, as long as fits (with the Move cards a season's Run-In lends: a tester
    looked for them, session 61; they are drawn after the row's own, run_in_row.py)."""
    rv, tv = rank
    rank_words = f"Rank {rv} \u00b7 {tv}" if tv else ""
    out = " \u00b7 ".join(x for x in (f"{injured} tapped out" if injured else "",
                                      f"+{allies} Run-In" if allies else "") if x)
    brief = out.replace("tapped out", "out")  # (beside a Run-In's count)
    rank_only = rank_words.split(" \u00b7 ")[0]  # (the tier is in the panel's subtitle: it
    choices = [" \u00b7 ".join(x for x in ("Signature moves", rank_words, out) if x),  # goes
               " \u00b7 ".join(x for x in ("Signature moves", rank_only, out) if x),  # first:
               " \u00b7 ".join(x for x in ("Signature moves", out) if x),  # session 58; the
               " \u00b7 ".join(x for x in ("Signature moves", brief) if x),  # the
               " \u00b7 ".join(x for x in ("Moves", out) if x)]  # rank before 'out': '1
    # TAPPED' over one row, '1 TAPPED OUT' over the other: session 60; 'out' beside a Run-In)
    for c in choices:
        if W.label_surface(c.upper(), round(15 * s)).get_width() <= rect.w:
            return c
    return choices[-1]


def seat_tint(colour) -> tuple:
    """A seat's colour lifted towards white, for words on the dark table."""
    return tuple(round(c + (255 - c) * 0.45) for c in colour)


def draw_moves(surface: pygame.Surface, L, rect: pygame.Rect, cards: list, angles: tuple,
               rank: tuple, label_top: bool, face, colour=None, allies: int = 0) -> list:
    """A seat's signature Move cards (cards: [(card, tapped)]) in a row with their label, in
    the seat's colour (colour) so the two rows that meet in the middle are told apart;
    returns [(index, rect)]. face(card, width, kind, wait) gives a card face."""
    s = L.s
    label_h = round(22 * s)
    tapped = [t for _, t in cards]
    words = moves_label(rect, s, rank, sum(1 for t in tapped if t), allies)
    ink = W.MUTED if colour is None else seat_tint(colour)
    if colour is not None:  # a faint wash of the seat's colour behind its row and label
        W.shade_rect(surface, rect.inflate(round(6 * s), round(2 * s)), colour, 26,
                     round(6 * s))
    if label_top:
        W.draw_label(surface, words.upper(), round(15 * s), ink,
                     topleft=(rect.x + round(2 * s), rect.y))
        row_y = rect.y + label_h
    else:
        W.draw_label(surface, words.upper(), round(15 * s), ink,
                     bottomleft=(rect.x + round(2 * s), rect.bottom))
        row_y = rect.y
    row_h = rect.h - label_h
    w = L.move_w
    # cells are laid out for the cards' final turns, so a card turning to tapped-out does
    # not resize (and redraw) the others frame by frame
    widths = [w * 1.4 if t else w for t in tapped]
    gap = round(6 * s)
    total = sum(widths) + gap * max(0, len(widths) - 1)
    scale = min(1.0, rect.w / total) if total else 1.0
    cw = max(MOVE_ROW_MIN, int(w * scale))  # no smaller: the face's words must still fit
    x = rect.x
    out = []
    for i, (card, is_tapped) in enumerate(cards):
        if card is None:
            continue
        img = face(card, cw, "move_card", True)
        if img is None:  # being drawn at this size: scale the usual one for now
            img = scaled(face(card, w, "move_card", False), cw, ("mc-scaled", card.id, cw))
        img = tapped_face(img, angles[i], key=("mc", card.id, cw))
        cell_w = round(widths[i] * scale)
        r = img.get_rect(center=(x + cell_w // 2, row_y + row_h // 2))
        surface.blit(shadow(img, ("mcs", card.id, cw, round(angles[i])), 100),
                     r.move(round(2 * s), round(3 * s)))
        surface.blit(img, r)
        if is_tapped and angles[i] >= 89:
            W.shade_rect(surface, r, (120, 0, 0), 60, round(4 * s))
        out.append((i, r))
        x += cell_w + gap
    return out


# ---- the ring -----------------------------------------------------------------------------------

def spot_rect(L) -> pygame.Rect:
    """Where the spotlit card stands: in its column beside the ring, under its caption."""
    s = L.s
    r = pygame.Rect(0, 0, L.spot_w, round(L.spot_w * 1.4))
    col = RV.ring_area(L)
    r.midtop = (col.right + (L.stage.right - col.right) // 2, L.stage.y + round(34 * s))
    return r


def spot_intro(presenter, reduced_motion: bool) -> float:
    """0..1 through the spotlit card's entrance (1: it has landed)."""
    spot = presenter.spot
    if spot is None or reduced_motion:
        return 1.0
    age = presenter.now - spot.since
    return min(1.0, age / (0.22 * max(0.3, presenter.speed)))


def spot_face(spot, width: int, face) -> pygame.Surface | None:
    """The face of a spotlit card: a page, or a Drama card (None while being drawn), or the
    placard of a command with no card."""
    if spot.card is None and getattr(spot, "placard", ()):
        return placard_face(spot.placard, width)
    img = face(spot.card, width, "drama" if spot.kind == "drama" else "page", True)
    return img if img is not None or spot.card is None else \
        placard_face(stand_in(spot.card), width)


def stand_in(card) -> tuple:
    """A card's placard while its face is being drawn (title, words, colour): its name and
    what it is (the spot stayed empty up to half a second on a busy machine: session 47's
    play-test)."""
    kind = getattr(card, "kind", "drama")
    if kind == "move":
        words = f"{card.damage} to the {card.target}" if card.target else "Move"
    else:
        words = {"momentum": "Momentum page", "special": "Special"}.get(kind, "Drama card")
    return card.name, words, (236, 210, 150)


def draw_stage(surface: pygame.Surface, L, presenter, landed: bool, prompt: tuple,
               text_scale: float, face, heat: int = 0, lines: tuple = ()) -> None:
    """The ring and its crowd (the figures are drawn over it each frame), the page in the
    spotlight once it has landed, the commentary strip and the prompt line (words, tone)."""
    draw_stage_back(surface, L, heat)
    draw_spot_column(surface, L, presenter, landed, text_scale, face)
    draw_words(surface, L, prompt, text_scale, lines)


def draw_stage_back(surface: pygame.Surface, L, heat: int) -> None:
    """The stage's still back at this heat (one blit; a clip keeps it to a part)."""
    surface.blit(stage_base(L, surface.get_size(), heat), L.stage)


def draw_spot_column(surface: pygame.Surface, L, presenter, landed: bool, text_scale: float,
                     face) -> None:
    """The page in the spotlight once it has landed, or that no page was played yet."""
    p = presenter
    if p.spot is not None:
        if landed:
            draw_spot(surface, L, p.spot, 1.0, text_scale, face)
    else:
        r = spot_rect(L)
        W.draw_text(surface, "No page played yet", round(15 * L.s), (120, 130, 160), True,
                    max_w=r.w, center=r.center)


def draw_words(surface: pygame.Surface, L, prompt: tuple, text_scale: float,
               lines: tuple = ()) -> None:
    """The commentary strip (its newest lines) and the prompt line under the ring."""
    if lines:
        RV.draw_strip(surface, L, list(lines), text_scale)
    draw_prompt(surface, L, prompt, text_scale)


def stage_base(L, size: tuple[int, int], heat: int) -> pygame.Surface:
    """The still back of the stage: the arena's background under it, its shade, the ring and
    a calm crowd at this heat, as one opaque picture (cached: a redrawn stage is one blit)."""
    stage = L.stage
    key = (tuple(size), tuple(stage), round(L.s, 3), heat)
    hit = _stage_bases.get(key)
    if hit is None:
        try:
            hit = pygame.Surface(stage.size).convert()
        except pygame.error:
            hit = pygame.Surface(stage.size)
        hit.blit(background(size), (0, 0), stage)
        W.shade_rect(hit, pygame.Rect((0, 0), stage.size), (6, 7, 12), 120, round(12 * L.s))
        RV.draw_arena(hit, L, heat, (-stage.x, -stage.y))
        _stage_bases.put(key, hit)
    _last_base[key[:3]] = hit
    return hit


def clear_spot_column(surface: pygame.Surface, L) -> None:
    """The spot's column beside the ring back to the stage's back (the card that was there and
    its caption go at once when the next one comes in: no two captions over each other)."""
    base = _last_base.get((surface.get_size(), tuple(L.stage), round(L.s, 3)))
    if base is None:
        return
    right, left, foot = RV.ring_area(L).right, stamp_left(L), RV.strip_rect(L).top
    top = spot_rect(L).bottom - round(4 * L.s)  # and the last stamp's reach over the ring's
    for r in (pygame.Rect(right, L.stage.y, L.stage.right - right, foot - L.stage.y),  # edge
              pygame.Rect(left, top, max(0, right - left), max(0, foot - top))):  # (s76: a
        surface.blit(base, r, r.move(-L.stage.x, -L.stage.y))  # sliver of '9 TO THE HEAD')


STAMP_HALF = 104  # half the widest stamp ("99 TO THE HEAD", turned: 172) and a margin, design
# pixels (96 before the spot's column narrowed for the ring in session 54)
SPOT_STEPS = 4  # the sizes a spotlit card grows through as it comes in


def spot_step(img: pygame.Surface, w: int) -> pygame.Surface:
    """The card's face at a width it grows through (each size scaled once per face)."""
    return scaled(img, w, ("spot", id(img), img.get_size(), w))


def draw_spot(surface: pygame.Surface, L, spot, k: float, text_scale: float, face) -> None:
    """The spotlit card, `k` of the way through its entrance (grows, rises, fades in)."""
    s = L.s
    if k < 1:  # over the column the layer may still show with the card before
        clear_spot_column(surface, L)
    img0 = spot_face(spot, L.spot_w, face)
    if img0 is None:
        return
    ease = 1 - (1 - k) ** 3
    base = spot_rect(L)
    grown = min(SPOT_STEPS, int(ease * SPOT_STEPS + 0.5)) / SPOT_STEPS  # a few sizes, cached
    w = max(10, round(L.spot_w * (0.8 + 0.2 * grown)))
    img = img0 if w == L.spot_w else spot_step(img0, w)
    r = img.get_rect(center=(base.centerx, base.centery + round((1 - ease) * 40 * s)))
    shade = FX.card_shadow(img0.get_size(), 130)
    was, shade_was = img.get_alpha(), shade.get_alpha()
    if k < 1:  # for these blits only: the face and the shadow are shared
        shade.set_alpha(int(255 * ease))
        img.set_alpha(int(255 * ease))
    surface.blit(shade, base.move(round(5 * s), round(7 * s)))
    shade.set_alpha(shade_was)  # (None would turn a per-pixel alpha's blending off)
    surface.blit(img, r)
    img.set_alpha(was)
    draw_caption(surface, L, spot.caption, spot.seat, text_scale,
                 (base.centerx, base.top - round(4 * s)))
    if spot.stamp and k >= 1:
        img = stamp_surface(spot.stamp, spot.stamp_colour, s, round(24 * s), stamp_room(L),
                            stamp_widest(L))
        r = stamp_rect(L, img)
        surface.blit(img, r)


def spot_over(surface: pygame.Surface, L, spot, k: float, text_scale: float, face,
              layer) -> None:
    """The spotlit card drawn over the table's layer each frame: through its entrance, and
    after it until the layer's spot column is drawn with it (a region's redraw can wait some
    frames on a busy machine: the column stood empty between two cards)."""
    if k < 1:
        draw_spot(surface, L, spot, k, text_scale, face)
    elif spot_behind(layer):
        clear_spot_column(surface, L)
        draw_spot(surface, L, spot, 1.0, text_scale, face)


def spot_behind(layer) -> bool:
    """The layer's spot column is not yet drawn as the spot stands now."""
    region = next((r for r in getattr(layer, "regions", ()) if r.name == "spot"), None)
    return region is not None and region.key != region.current()


def stamp_centre(L) -> tuple:
    """Where the result stamp goes: under the spotlit card, between it and the commentary
    strip, so the card's name, damage and rules stay readable (session 42's play-test found
    '7 TO THE HEAD' over the rules text)."""
    base = spot_rect(L)
    return base.centerx, (base.bottom + RV.strip_rect(L).top) // 2 - round(2 * L.s)


def stamp_rect(L, img: pygame.Surface) -> pygame.Rect:
    """Where a result stamp stands: under the spotlit card (its words stay readable), from its
    foot to the commentary strip."""
    r = img.get_rect(center=stamp_centre(L))
    r.right = min(r.right, L.stage.right - round(4 * L.s))  # (a wide one: inside the stage)
    r.x = max(r.x, stamp_left(L))  # (only a stamp far longer than any the show makes)
    r.bottom = min(r.bottom, RV.strip_rect(L).top - 1)
    r.top = max(r.top, spot_rect(L).bottom - round(4 * L.s))  # (a tall one tilts less)
    return r


def stamp_room(L) -> int:
    """How tall the result stamp may stand: from the spotlit card's foot (its corner a little
    over the card's edge) to the commentary strip."""
    return RV.strip_rect(L).top - 1 - (spot_rect(L).bottom - round(4 * L.s))


def stamp_widest(L) -> int:
    """How wide the result stamp may be: from how far left it may reach to the stage's edge."""
    return L.stage.right - round(4 * L.s) - stamp_left(L)


def stamp_left(L) -> int:
    """How far left the stamp on the spotlit card may reach (over the ring's edge): where the
    spot's column of the table's layer begins."""
    return spot_rect(L).centerx - round(STAMP_HALF * L.s)


def draw_caption(surface: pygame.Surface, L, caption: str, seat, text_scale: float,
                 midbottom: tuple) -> None:
    """The words over the spotlit card, in its Superstar's colour (a long name by its last
    words: 'Professor Ada Quill is hurt' was cut to '... is hu...': session 49's play-test)."""
    s = L.s
    colour = W.SEAT_COLOURS[seat] if seat in (0, 1) else W.ACCENT
    words = W.name_first_fit(caption, round(15 * s), True, RV.spot_col_w(L))  # (first names
    # go before the words shrink past reading: 'Profes sor Ada Quill counters!' at 1000x600)
    W.draw_fit_text(surface, words, round(19 * s * text_scale), round(12 * s), colour,
                    True, True, max_w=RV.spot_col_w(L), midbottom=midbottom)


def warm_placards(L) -> None:
    """Every placard's face at the spot's size and the sizes it grows through as it comes in
    (the loading moment: drawn and scaled in the frame a pin or a Pass came in, 1-2 ms at
    1080p)."""
    from scenes.match.placard import PLACARDS
    for title, words, colour, _ in PLACARDS.values():
        face = placard_face((title, words, colour), L.spot_w)
        for g in range(SPOT_STEPS):
            w = max(10, round(L.spot_w * (0.8 + 0.2 * g / SPOT_STEPS)))
            if w != L.spot_w:
                spot_step(face, w)


def warm_captions(L, names: list, text_scale: float) -> None:
    """Every caption a card in the spot may have this match, its words fitted and rendered
    (the loading moment: 1-2 ms each in the frame a card comes in at 1080p)."""
    from scenes.match.cues import captions
    from scenes.match.placard import PLACARDS
    scratch = pygame.Surface((1, 1))
    for seat, name in enumerate(names):
        for caption in captions(name).values():
            draw_caption(scratch, L, caption, seat, text_scale, (0, 0))
        for *_, caption in PLACARDS.values():  # a pin's, a Pass's... ("Kestrel Ortiz passes")
            draw_caption(scratch, L, caption.format(name=name), seat, text_scale, (0, 0))


# ---- the log ------------------------------------------------------------------------------------

def log_box(L) -> pygame.Rect:
    """Where the log's lines are drawn, inside its panel."""
    s = L.s
    head_h = round(30 * s)
    return pygame.Rect(L.log.x + round(10 * s), L.log.y + head_h + round(6 * s),
                       L.log.w - round(20 * s), L.log.h - head_h - round(12 * s))


def draw_log(surface: pygame.Surface, L, logview, text_scale: float) -> None:
    """The log panel and its lines."""
    surface.blit(log_back(L, surface.get_size()), L.log)
    logview.faded(surface, log_box(L), log_content(L, logview, text_scale))


def log_back(L, size: tuple[int, int]) -> pygame.Surface:
    """The log's still back: the table's background under it, its panel and heading, as one
    opaque picture (cached: a redrawn log is one plain blit and its lines)."""
    key = ("log", tuple(size), tuple(L.log), round(L.s, 3))
    hit = _stage_bases.get(key)
    if hit is None:
        s = L.s
        try:
            hit = pygame.Surface(L.log.size).convert()
        except pygame.error:
            hit = pygame.Surface(L.log.size)
        hit.blit(background(size), (0, 0), L.log)
        box = pygame.Rect((0, 0), L.log.size)
        W.draw_panel(hit, box, (24, 27, 38), (18, 20, 29), round(10 * s), W.PANEL_EDGE)
        head = pygame.Rect(0, 0, box.w, round(30 * s))
        W.draw_label(hit, "MATCH LOG", round(17 * s), W.MUTED,
                     midleft=(head.x + round(12 * s), head.centery))
        W.draw_text(hit, "click a marked line: why?", round(14 * s), (110, 116, 140),
                    midright=(head.right - round(12 * s), head.centery))
        pygame.draw.line(hit, (50, 55, 74), (head.x + 8, head.bottom),
                         (head.right - 8, head.bottom))
        _stage_bases.put(key, hit)
    return hit


def log_content(L, logview, text_scale: float) -> pygame.Surface:
    """The log's lines for its box (cached by the log until they change)."""
    return logview.render(log_box(L).size, L.s * text_scale, W.SEAT_COLOURS)
