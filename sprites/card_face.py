"""Card faces drawn from card data: pages, card backs, signature Move cards and Drama cards."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.library import MOMENTUM, title

from sprites import palette as pal
from sprites import parts
from sprites.cache import Lru
from game.library import (attack_type, describe_bonus, describe_requires, describe_weapon,
                          drama_rules, faces, page_rules, short_bonus)
from sprites.fonts import ellipsize, fit_font, fits_words, font, note, wrap
from sprites.icons import move_type_icon, special_icon, star

if TYPE_CHECKING:
    from game.library import DramaCard, MoveCard, PageCard

RATIO = 1.4
NAME_MIN = 8  # smallest name size, for the smallest Move cards in their row
RIBBON_MIN = 8  # a ribbon's words shrink this far before they are abbreviated
TEXT_MIN = 9  # smallest rules text size a face falls back to before leaving flavour out
SHORT_BELOW = 110  # Move cards narrower than this print their bonus in short words
MINI_BELOW = 104  # pages and Drama cards narrower than this show name and art only (no text box)
STARS_LEAST = 6  # a Move card's rank stars smaller than this are left out
STARS_FROM = 58  # ...and on every Move card narrower than this, so a row of them agrees (at
# 50 wide, a short bonus left room for stars and a long one didn't: session 70's newcomer)
_faces = Lru(256)


# ---- metrics ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Metrics:
    """Sizes of a card's parts at one width."""
    w: int
    h: int
    border: int
    radius: int
    pad: int
    header: int
    strip: int
    pip: int
    art: int
    art_min: int
    name: tuple[int, int]
    badge: tuple[int, int]
    rules: tuple[int, int]


@lru_cache(maxsize=16)
def metrics(width: int) -> Metrics:
    """The part sizes of a card of the given width."""
    w = int(width)
    return Metrics(
        w=w, h=round(w * RATIO), border=max(3, round(w * 0.035)), radius=max(5, round(w * 0.07)),
        pad=max(2, round(w * 0.028)), header=round(w * 0.17), strip=round(w * 0.15),
        pip=max(10, round(w * 0.13)), art=round(w * 0.46), art_min=round(w * 0.34),
        name=(round(w * 0.155), max(12, round(w * 0.105))),
        badge=(max(12, round(w * 0.1)), max(11, round(w * 0.085))),
        rules=(max(14, round(w * 0.12)), max(12, round(w * 0.09))),
    )


# ---- frame --------------------------------------------------------------------------------

def _trim_colours(tags: list[str]) -> list[pal.Colour]:
    """Trim lines inside the frame: red and gold for a Finisher, gold for a Trademark."""
    if "finisher" in tags:
        return [pal.FINISHER_RED, pal.GOLD]
    if "trademark" in tags:
        return [pal.GOLD]
    return []


def _frame(m: Metrics, colour: pal.Colour, trims: list[pal.Colour]) -> tuple:
    """A rounded card in its frame colour; returns the surface and the body rect."""
    s = pygame.Surface((m.w, m.h), pygame.SRCALPHA)
    parts.panel(s, s.get_rect(), pal.shade(colour, 1.18), pal.shade(colour, 0.78), m.radius)
    pygame.draw.rect(s, pal.shade(colour, 0.45), s.get_rect(), 1, border_radius=m.radius)
    body = s.get_rect().inflate(-2 * m.border, -2 * m.border)
    r = max(2, m.radius - m.border)
    pygame.draw.rect(s, pal.CARD_BODY, body, border_radius=r)
    edge = body.inflate(2, 2)
    line = max(1, m.w // 100)
    for colour_i in trims:
        pygame.draw.rect(s, colour_i, edge, line, border_radius=r + 1)
        edge = edge.inflate(2 * line + 2, 2 * line + 2)
    return s, body


def _content(m: Metrics, body: pygame.Rect) -> pygame.Rect:
    """The area inside the body that parts are laid out in."""
    return body.inflate(-2 * m.pad, -2 * m.pad)


# ---- header and strip ---------------------------------------------------------------------

def _name_lines(name: str, width: int, m: Metrics) -> tuple:
    """The name's font and lines: one line if it fits, else two (three on a small card) lines
    broken between words, at the biggest size that does it; cut short only if nothing does."""
    most = 3 if m.w < 90 else 2
    biggest = max(m.name) if m.w >= 56 else m.name[1] - 2  # the tiniest leave room for rules
    for size in range(biggest, NAME_MIN - 1, -1):
        f = font(size)
        if f.size(name)[0] <= width:
            return f, [name]
        if size > m.name[1]:
            continue  # shrink to the usual smallest size on one line before wrapping
        lines = _wrap_name(name, f, width)
        if lines and len(lines) <= most:
            return f, lines
    f = font(NAME_MIN)
    return f, [ellipsize(name, f, width)]


def _wrap_name(name: str, f: Any, width: int) -> list[str]:
    """The name in lines no wider than width, broken after spaces or hyphens, never inside a
    word; [] when a word is too wide."""
    tokens = [t for t in re.split(r"(?<=-)|\s+", name) if t]
    if any(f.size(t)[0] > width for t in tokens):
        return []
    lines: list[str] = []
    for token in tokens:
        if lines:
            joined = lines[-1] + ("" if lines[-1].endswith("-") else " ") + token
            if f.size(joined)[0] <= width:
                lines[-1] = joined
                continue
        lines.append(token)
    return lines


def _header(s: pygame.Surface, m: Metrics, area: pygame.Rect, name: str,
            colour: pal.Colour) -> int:
    """The name plate at the top, taller for a two-line name; returns its bottom."""
    f, lines = _name_lines(name, area.w - 2 * m.pad, m)
    step = round(f.get_height() * 0.86)
    height = max(m.header, f.get_height() + step * (len(lines) - 1) + m.pad + 2)
    rect = pygame.Rect(area.x, area.y, area.w, height)
    parts.panel(s, rect, pal.shade(colour, 1.1), pal.shade(colour, 0.62),
                max(3, m.radius // 2), pal.shade(colour, 1.35))
    ink = pal.ink_on(pal.shade(colour, 0.86))
    y = rect.centery - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        parts.text(s, line, f, ink, ink == pal.TEXT, center=(rect.centerx, round(y + i * step)))
    return rect.bottom


def _strip(s: pygame.Surface, m: Metrics, top: int, area: pygame.Rect, cost: dict,
           label: str) -> int:
    """The cost pips on the left and a small kind label on the right; returns its bottom."""
    rect = pygame.Rect(area.x, top, area.w, m.strip)
    f = font(m.badge[1])
    label_w = f.size(label)[0] if label else 0
    if cost:
        row = parts.pips(cost, m.pip, rect.w - label_w - m.pad * 2)
        s.blit(row, row.get_rect(midleft=(rect.x + 1, rect.centery)))
    else:
        parts.text(s, "Free", font(m.badge[0]), pal.TEXT_MUTED, False,
                   midleft=(rect.x + 2, rect.centery))
    if label:
        parts.text(s, label, f, pal.TEXT_MUTED, False, midright=(rect.right - 1, rect.centery))
    return rect.bottom


# ---- art boxes ----------------------------------------------------------------------------

def _art_panel(s: pygame.Surface, m: Metrics, rect: pygame.Rect, colour: pal.Colour,
               medal: pal.Colour | None = None) -> None:
    """The dark tinted panel that holds a card's picture."""
    tint = 0.42 if sum(colour) < 560 else 0.28
    parts.panel(s, rect, pal.mix(pal.CARD_BODY, colour, tint), pal.mix(pal.CARD_BODY, colour, 0.1),
                max(3, m.radius // 2), medal or pal.mix(pal.CARD_BODY, colour, 0.6),
                max(1, m.w // 100) if medal else 1)


def _ribbon(s: pygame.Surface, m: Metrics, rect: pygame.Rect, words: str,
            ink: pal.Colour, fill: pal.Colour | None = None, top: bool = False) -> pygame.Rect:
    """A text ribbon across the bottom (or top) of an art box; returns its rect."""
    h = max(10, round(m.w * 0.105))
    band = pygame.Rect(rect.x + 1, rect.y + 1 if top else rect.bottom - h - 1, rect.w - 2, h)
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    shade.fill((*(fill or (0, 0, 0)), 255 if fill else 120))
    s.blit(shade, band)
    parts.fitted_text(s, words, band.inflate(-m.pad * 2, 0), round(h * 1.05),
                      min(m.badge[1], RIBBON_MIN), ink, fill is None)
    return band


def _caption(m: Metrics, under: str, width: int) -> pygame.Surface | None:
    """A big number's caption (a target), shrunk to width down to the ribbon's least size;
    None when even that is too wide."""
    size = m.badge[0]
    while size > RIBBON_MIN and font(size).size(under)[0] > width:
        size -= 1
    cap = parts.tight(under, font(size), pal.TEXT_ACCENT)
    return cap if cap.get_width() <= width else None


def _fitted_number(number: str, size: int, fit: pygame.Rect, colour: pal.Colour) -> Any:
    """The number at the biggest size to size that fits in fit (down to 10)."""
    num = parts.tight(number, font(size), colour)
    while size > 10 and (num.get_height() > fit.h or num.get_width() > fit.w):
        size -= 1
        num = parts.tight(number, font(size), colour)
    return num


def _big_number(s: pygame.Surface, m: Metrics, room: pygame.Rect, number: str,
                under: str, colour: pal.Colour) -> None:
    """A big number with a small caption under it, as big as fits in room; beside it where
    the room is too low for both (a hand of 9 at 1000x600)."""
    fit = room.inflate(-2 * m.pad, -2 * m.pad)
    cap = _caption(m, under, fit.w) if under else None
    if under and cap is None:
        note(f"overflows: '{under}'")
        cap = parts.tight(under, font(RIBBON_MIN), pal.TEXT_ACCENT)
    gap = max(1, m.pad // 2)
    cap_h = cap.get_height() + gap if cap else 0
    num = _fitted_number(number, round(m.w * 0.42), fit.inflate(0, -cap_h), colour)
    shadow = max(1, num.get_height() // 14)
    if cap and num.get_height() < 2 * cap.get_height() and num.get_height() + cap_h > fit.h:
        cap = parts.tight(under, font(RIBBON_MIN), pal.TEXT_ACCENT)
        gap = max(3, m.pad)  # (beside, a pixel's gap read "0HEAD": session 76's play-test)
        num = _fitted_number(number, round(m.w * 0.42), fit.inflate(-cap.get_width() - gap, 0),
                             colour)
        if num.get_width() + gap + cap.get_width() <= fit.w and num.get_height() <= room.h:
            x = room.centerx - (num.get_width() + gap + cap.get_width()) // 2
            spot = num.get_rect(midleft=(x, room.centery))
            parts.blit_shadowed(s, num, spot, shadow)
            parts.blit_shadowed(s, cap, cap.get_rect(bottomleft=(spot.right + gap,
                                                                 spot.bottom)), 1)
            return
    if num.get_height() + cap_h > room.h:
        note(f"overflows: '{number} {under}'")
    top = room.centery - (num.get_height() + cap_h) // 2
    parts.blit_shadowed(s, num, num.get_rect(midtop=(room.centerx, top)), shadow)
    if cap:
        parts.blit_shadowed(s, cap, cap.get_rect(midtop=(room.centerx, top + num.get_height()
                                                        + gap)), 1)


def _stands_in(m: Metrics, room: pygame.Rect, number: str, under: str) -> bool:
    """Whether a big number stands over its caption in room, half as tall again as it."""
    fit = room.inflate(-2 * m.pad, -2 * m.pad)
    cap = _caption(m, under, fit.w) if under else None
    if under and cap is None:
        return False
    cap_h = cap.get_height() + max(1, m.pad // 2) if cap else 0
    num = _fitted_number(number, round(m.w * 0.42), fit.inflate(0, -cap_h), pal.TEXT)
    return num.get_height() + cap_h <= fit.h and (
        cap is None or num.get_height() * 2 >= cap.get_height() * 3)


def _number_beside(s: pygame.Surface, m: Metrics, room: pygame.Rect, icon: Callable,
                   number: str, under: str, colour: pal.Colour) -> None:
    """An icon in the left half and a big number with its caption in the right; on a card too
    narrow for the caption in half the room, the number and caption take it all, no icon."""
    left, right = _halves(room)
    if not _stands_in(m, right, number, under):
        _big_number(s, m, room, number, under, colour)
        return
    pic = icon(max(8, min(room.h - 2 * m.pad, left.w - 2 * m.pad)))
    s.blit(pic, pic.get_rect(center=left.center))
    _big_number(s, m, right, number, under, colour)


def _halves(room: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The left and right halves of a rect."""
    half = room.w // 2
    return (pygame.Rect(room.x, room.y, half, room.h),
            pygame.Rect(room.x + half, room.y, room.w - half, room.h))


def _move_art(s: pygame.Surface, m: Metrics, rect: pygame.Rect, page: Any) -> None:
    """Move type icon, damage and target, with the move type named on a ribbon."""
    colour = pal.MOVE_TYPE.get(page.move_type, pal.TEXT_MUTED)
    trims = _trim_colours(page.tags)
    _art_panel(s, m, rect, colour, trims[0] if trims else None)
    guard = "defensive" in page.tags  # a counter says so on its ribbon, in blue (it read as
    kind = "Defensive" if guard else title(page.move_type)  # a weak move: session 67)
    if font(min(m.badge[1], RIBBON_MIN)).size(kind)[0] > rect.w - 2 - 2 * m.pad:  # whole where
        kind = "Def" if guard else kind.split()[0]  # it fits at the ribbon's least size ("Back"
    # beside a BACK target at 1000x600: s64), else its first word (or "Def"), uncut
    band = _ribbon(s, m, rect, kind, pal.shade(pal.TAG["defensive"] if guard else colour, 1.3))
    room = pygame.Rect(rect.x, rect.y, rect.w, band.top - rect.y)
    ink = pal.TEXT if page.damage else pal.TEXT_MUTED
    _number_beside(s, m, room, lambda size: move_type_icon(page.move_type, size),
                   str(page.damage), (page.target or "").upper(), ink)


def _gain_rows(gain: dict) -> list[dict]:
    """The gain split into one row, or two rows when it names more than three kinds."""
    kinds = [k for k in MOMENTUM if gain.get(k)]
    if len(kinds) <= 3:
        return [dict(gain)]
    half = (len(kinds) + 1) // 2
    return [{k: gain[k] for k in kinds[:half]}, {k: gain[k] for k in kinds[half:]}]


def _momentum_art(s: pygame.Surface, m: Metrics, rect: pygame.Rect, page: Any) -> None:
    """The momentum a page gains, as big pips in one or two rows."""
    _art_panel(s, m, rect, pal.PAGE_KIND["momentum"])
    band = _ribbon(s, m, rect, "GAIN", pal.shade(pal.PAGE_KIND["momentum"], 1.4))
    room = pygame.Rect(rect.x, rect.y, rect.w, band.top - rect.y).inflate(-2 * m.pad, -2 * m.pad)
    rows = _gain_rows(page.gain)
    gap = m.pad
    size = max(6, min((room.h - gap * (len(rows) - 1)) // len(rows), round(m.w * 0.26)))
    while size > m.pip and any(parts.pips(r, size, room.w).get_width() > room.w for r in rows):
        size -= 1
    surfaces = [parts.pips(r, size, room.w) for r in rows]
    y = room.centery - (size * len(rows) + gap * (len(rows) - 1)) // 2
    for row in surfaces:
        s.blit(row, row.get_rect(midtop=(room.centerx, y)))
        y += size + gap


def _special_damage(page: Any) -> Any:
    """The first damage effect of a special, if any."""
    return next((e for e in page.effects if getattr(e, "do", "") == "damage"), None)


def _special_caption(page: Any, m: Metrics, legal: bool = False) -> str:
    """The words on a special's bottom ribbon: weapon risk (just the DQ risk on a small face;
    none where weapons are legal) or status name."""
    if page.weapon is not None:
        if legal:
            injury = faces(page.weapon.injury)
            return "no DQ" + (f" \u00b7 injury on {injury}" if injury and m.w >= MINI_BELOW
                              else "")
        if m.w < MINI_BELOW:
            return f"DQ {page.weapon.dq_risk}%"
        return describe_weapon(page.weapon)
    if page.status:
        return title(page.status)
    return ""


def _special_art(s: pygame.Surface, m: Metrics, rect: pygame.Rect, page: Any,
                 legal: bool = False) -> None:
    """Special kind banner, emblem, and weapon damage or status name."""
    colour = pal.frame_colour("special", page.special)
    _art_panel(s, m, rect, colour)
    kind = title(page.special).upper() if m.w >= MINI_BELOW else SHORT_KIND.get(
        page.special, title(page.special).upper())
    top = _ribbon(s, m, rect, kind, pal.ink_on(colour), colour, top=True)
    caption = _special_caption(page, m, legal)
    bottom = _ribbon(s, m, rect, caption, pal.TEXT).top if caption else rect.bottom
    room = pygame.Rect(rect.x, top.bottom, rect.w, bottom - top.bottom)
    dmg = page.weapon or _special_damage(page)
    icon = special_icon(page.special, max(8, min(room.h - 2 * m.pad, rect.w // 2 - 2 * m.pad)))
    if dmg is None:
        s.blit(icon, icon.get_rect(center=room.center))
        return
    amount = getattr(dmg, "damage", None) or getattr(dmg, "amount", 0)
    _number_beside(s, m, room, lambda size: special_icon(page.special, size), str(amount),
                   str(getattr(dmg, "part", "")).upper(), pal.TEXT)


SHORT_KIND = {"crowd_support": "CROWD", "gameplan": "PLAN", "ringside": "OUTSIDE"}

_ART: dict[str, Callable] = {"move": _move_art, "momentum": _momentum_art, "special": _special_art}


# ---- rules text ---------------------------------------------------------------------------

COUNTER_INK = (140, 196, 255)
FLAVOUR_INK = (150, 146, 168)


def _paragraphs(page: Any) -> list[parts.Paragraph]:
    """The text box paragraphs of a page: where it can be played, counters, rules, flavour."""
    paras: list[parts.Paragraph] = [(describe_requires(page.requires, attack_type(page)),
                                     pal.TEXT_MUTED)]
    if page.counters:
        names = ", ".join(title(t) for t in page.counters)
        guard = f", any move at the {page.target}" if "defensive" in page.tags else ""
        kind = title(page.move_type)  # (the crowd's "same move type" after a counter
        lands = f" It lands as {'an' if kind[:1] in 'AEIOU' else 'a'} {kind} move." * (
            "defensive" in page.tags)  # surprised its player: session 74)
        paras.append((f"Counters: {names}{guard}.{lands}", COUNTER_INK))
    paras.append((page_rules(page, face=True), pal.TEXT))
    return [p for p in paras if p[0]]


def _flavour(text: str) -> list[parts.Paragraph]:
    """The flavour text paragraph, if the card has one."""
    return [(text.strip(), FLAVOUR_INK)] if text.strip() else []


def _text_box(s: pygame.Surface, m: Metrics, rect: pygame.Rect, paras: list, size: int) -> None:
    """The rules text panel."""
    if rect.h < 6:
        return
    parts.panel(s, rect, pal.TEXT_BOX, pal.shade(pal.TEXT_BOX, 0.85), max(3, m.radius // 2),
                pal.TEXT_BOX_EDGE)
    parts.blit_paragraphs(s, paras, rect.inflate(-2 * _text_pad(m), -m.pad), size)


def _text_pad(m: Metrics) -> int:
    """Room left and right of the rules text (next to none on the smallest Move cards)."""
    return m.pad if m.w >= 62 else 1


def _needed_text(m: Metrics, paras: list, width: int, size: int) -> int:
    """Height the paragraphs need at a text size (art shrinks only when it must); very tall
    when a word would not fit on a line."""
    if not all(fits_words(words, font(size), width) for words, _ in paras):
        return 10 * m.h
    return parts.layout_paragraphs(paras, width, size)[1] + m.pad + 2


# ---- page faces ---------------------------------------------------------------------------

def _kind_label(page: Any) -> str:
    """The small word at the right of the cost strip."""
    return "SPECIAL" if page.kind == "special" else page.kind.upper()


def _layout_body(s: pygame.Surface, m: Metrics, area: pygame.Rect, top: int, tags: list[str],
                 paras: list, art: Callable[[pygame.Rect], None],
                 flavour: list | None = None) -> None:
    """Lay out the art box, tag badges and text box from top down to the bottom of area: the
    rules always, the flavour text after them when there is room; the art shrinks first."""
    gap = max(2, m.pad)
    rows = parts.badge_rows(tags, area.w, *m.badge) if tags else []
    badge_h = sum(r[0].get_height() + max(2, r[0].get_height() // 5) for r in rows)
    free = area.bottom - top - badge_h - 2 * gap
    inner_w = area.w - 2 * _text_pad(m)
    choice = None
    for texts in ([*paras, *(flavour or [])], paras) if flavour else (paras,):
        if not texts:
            break
        for floor in (m.art_min, round(m.w * 0.24)):
            smallest = m.rules[1] if floor == m.art_min else TEXT_MIN - (m.w < 60)
            want = _needed_text(m, texts, inner_w, smallest)
            art_h = max(floor, min(m.art, free - want))
            box_h = free - art_h
            size = parts.fit_paragraphs(texts, inner_w, box_h - m.pad, m.rules[0], smallest)
            if size is not None:
                choice = (texts, art_h, size)
                break
        if choice:
            break
    if choice is None:
        texts = paras
        if texts:
            note(f"rules text does not fit: {texts[-1][0]!r}")
        choice = (texts, max(m.art_min, min(m.art, free)) if not texts else round(m.w * 0.24),
                  TEXT_MIN)
    texts, art_h, size = choice
    if not texts:
        art_h = max(m.art, free)
    art_rect = pygame.Rect(area.x, top, area.w, art_h)
    art(art_rect)
    y = art_rect.bottom + gap
    if rows:
        y += parts.blit_badges(s, rows, area.centerx, y)
    box = pygame.Rect(area.x, y, area.w, area.bottom - y)
    if texts:
        _text_box(s, m, box, texts, size)


def _warned_art(s: pygame.Surface, m: Metrics, rect: pygame.Rect, page: Any,
                art: Callable) -> None:
    """On a face too small for its rules: the warnings the page gives, as a red tag over the
    art ('You receive 2 warnings' went unseen on the hand's cards: session 60's play-test),
    the art below it (over the art's top, the tag covered a move's damage: session 65's
    review)."""
    count = sum(getattr(e, "count", 1) or 1 for e in getattr(page, "effects", ())
                if getattr(e, "do", "") == "warnings")
    if not count:
        art(s, m, rect, page)
        return
    words = parts.tight(f"WARN +{count}", font(max(RIBBON_MIN, m.badge[1])), pal.TEXT)
    tag = words.get_rect(midtop=(rect.centerx, rect.y + 1)).inflate(4, 2)
    art(s, m, pygame.Rect(rect.x, tag.bottom + 1, rect.w, rect.bottom - tag.bottom - 1), page)
    pygame.draw.rect(s, (170, 40, 40), tag, border_radius=3)
    s.blit(words, words.get_rect(center=tag.center))


def _draw_page(page: Any, width: int, legal: bool = False) -> pygame.Surface:
    """Render a page face (legal: a weapon where weapons are legal shows no DQ risk)."""
    m = metrics(width)
    colour = pal.frame_colour(page.kind, page.special)
    s, body = _frame(m, colour, _trim_colours(page.tags))
    area = _content(m, body)
    y = _header(s, m, area, page.name, colour)
    y = _strip(s, m, y + 1, area, dict(page.cost), _kind_label(page) if m.w >= MINI_BELOW else "")
    art = _ART.get(page.kind, _special_art)
    if legal and page.kind == "special":
        art = lambda s_, m_, r_, p_: _special_art(s_, m_, r_, p_, True)  # noqa: E731
    if m.w < MINI_BELOW:  # too small to read rules: name, cost and picture; hover for the rest
        _layout_body(s, m, area, y + 1, [], [], lambda r: _warned_art(s, m, r, page, art))
        return s
    tags = [t for t in page.tags if t != "defensive" or page.kind != "move"]  # (its ribbon
    _layout_body(s, m, area, y + 1, tags, _paragraphs(page),  # says it)
                 lambda r: art(s, m, r, page), _flavour(page.text))
    return s


def _cached(kind: str, card: Any, width: int, draw: Callable) -> pygame.Surface:
    """A face from the cache by (kind, id, width), redrawn if the card has changed."""
    key = (kind, getattr(card, "id", None), int(width))
    hit = _faces.get(key)
    if hit is not None and (hit[0] is card or hit[0] == card):
        return hit[1]
    face = draw(card, int(width))
    _faces.put(key, (card, face))
    return face


def page_face(page: "PageCard", width: int) -> pygame.Surface:
    """A page's face, width wide and 1.4 times as tall, cached by (id, width)."""
    return _cached("page", page, width, _draw_page)


def page_face_legal(page: "PageCard", width: int) -> pygame.Surface:
    """A page's face where weapons are legal (Hardcore): a weapon shows no DQ risk."""
    return _cached("page_legal", page, width, lambda p, w: _draw_page(p, w, True))


# ---- card back ----------------------------------------------------------------------------

def _ring_emblem(s: pygame.Surface, m: Metrics, centre: tuple[int, int]) -> None:
    """A little wrestling ring: mat, corner posts and three ropes."""
    w = round(m.w * 0.56)
    ring = pygame.Rect(0, 0, w, round(w * 0.62))
    ring.center = centre
    pygame.draw.rect(s, pal.shade(pal.CARD_BACK_LINE, 0.7), ring, border_radius=2)
    line = max(1, m.w // 80)
    for i in range(3):
        y = ring.top + round(ring.h * (0.18 + 0.2 * i))
        pygame.draw.line(s, pal.SILVER, (ring.left, y), (ring.right, y), line)
    for x in (ring.left, ring.right):
        pygame.draw.line(s, pal.GOLD, (x, ring.top - line * 2), (x, ring.bottom), line * 3)


def _draw_back(_: Any, width: int) -> pygame.Surface:
    """Render the card back."""
    m = metrics(width)
    s, body = _frame(m, pal.shade(pal.CARD_BACK, 1.25), [pal.GOLD])
    step = max(6, m.w // 10)
    inner = pygame.Surface(body.size, pygame.SRCALPHA)
    inner.fill(pal.CARD_BACK)
    for k in range(-body.h, body.w + body.h, step):
        pygame.draw.line(inner, pal.shade(pal.CARD_BACK, 1.08), (k, 0), (k + body.h, body.h))
        pygame.draw.line(inner, pal.shade(pal.CARD_BACK, 1.08), (k, 0), (k - body.h, body.h))
    s.blit(parts.rounded(inner, max(2, m.radius - m.border)), body.topleft)
    _ring_emblem(s, m, (body.centerx, body.centery - round(m.w * 0.12)))
    label = pygame.Rect(body.x, body.centery + round(m.w * 0.16), body.w, round(m.w * 0.2))
    parts.fitted_text(s, "RINGSIDE", label.inflate(-2 * m.pad, 0), round(m.w * 0.2),
                      10, pal.GOLD)
    return s


def card_back(width: int) -> pygame.Surface:
    """The back of a page, for hidden hands and the playbook pile."""
    return _cached("back", None, width, _draw_back)


# ---- signature Move cards -----------------------------------------------------------------

def _rank_art(s: pygame.Surface, m: Metrics, rect: pygame.Rect, rank: int) -> None:
    """Five stars, rank of them lit, with 'RANK n' under them."""
    _art_panel(s, m, rect, pal.MOVE_CARD)
    band = _ribbon(s, m, rect, f"RANK {rank}", pal.shade(pal.GOLD, 1.2))
    room = pygame.Rect(rect.x, rect.y, rect.w, band.top - rect.y)
    size = min(room.h - 2 * m.pad, (rect.w - 2 * m.pad) // 5)
    if size < STARS_LEAST or m.w < STARS_FROM:  # too low for stars: 'RANK 2' says it (drawn
        return  # over it they read 'RA…2' at 1000x600: session 65's play-test)
    x = room.centerx - size * 5 // 2
    for i in range(5):
        s.blit(star(size, i < rank), (x + i * size, room.centery - size // 2))


def _draw_move_card(card: Any, width: int) -> pygame.Surface:
    """Render a signature Move card."""
    m = metrics(width)
    s, body = _frame(m, pal.MOVE_CARD, [pal.GOLD])
    area = _content(m, body)
    y = _header(s, m, area, card.name, pal.MOVE_CARD)
    if m.w >= SHORT_BELOW:
        y = _label_strip(s, m, y + 1, area, "SIGNATURE MOVE")
    rules = describe_bonus(card.bonus) if m.w >= SHORT_BELOW else short_bonus(card.bonus)
    _layout_body(s, m, area, y + 1, [], [(rules, pal.TEXT_ACCENT)],
                 lambda r: _rank_art(s, m, r, card.rank))
    return s


def _label_strip(s: pygame.Surface, m: Metrics, top: int, area: pygame.Rect, label: str) -> int:
    """A strip with a centred small caps label; returns its bottom."""
    rect = pygame.Rect(area.x, top, area.w, m.strip)
    parts.fitted_text(s, label, rect, m.badge[0] + 2, m.badge[1], pal.TEXT_MUTED, False)
    return rect.bottom


def move_card_face(card: "MoveCard", width: int) -> pygame.Surface:
    """A signature Move card's face: rank as stars and its bonus in words."""
    return _cached("move_card", card, width, _draw_move_card)


# ---- Drama cards --------------------------------------------------------------------------

def _drama_art(s: pygame.Surface, m: Metrics, rect: pygame.Rect, card: Any) -> None:
    """The drama effect named on a banner, with its amount big when it has one."""
    _art_panel(s, m, rect, pal.DRAMA)
    words = title(card.effect).upper() if m.w >= MINI_BELOW else \
        DRAMA_SHORT.get(card.effect, title(card.effect).split()[0].upper())
    band = _ribbon(s, m, rect, words, pal.ink_on(pal.DRAMA), pal.DRAMA)
    room = pygame.Rect(rect.x, rect.y, rect.w, band.top - rect.y)
    if card.amount:
        _big_number(s, m, room, str(card.amount), "", pal.TEXT)
    else:
        parts.fitted_text(s, "!", room, round(m.w * 0.4), 10, pal.shade(pal.DRAMA, 1.4))


DRAMA_SHORT = {"backstage_brawl": "BRAWL", "sneak_attack": "SNEAK", "injured_angle": "ANGLE",
               "crowd_pleaser": "CROWD", "cheap_heat": "HEAT"}  # ribbons of small Drama cards


def _draw_drama(card: Any, width: int) -> pygame.Surface:
    """Render a Drama card."""
    m = metrics(width)
    s, body = _frame(m, pal.DRAMA, [])
    area = _content(m, body)
    y = _header(s, m, area, card.name, pal.DRAMA)
    y = _label_strip(s, m, y + 1, area, "DRAMA")
    rules = [(drama_rules(card), pal.TEXT)] if m.w >= MINI_BELOW else []
    _layout_body(s, m, area, y + 1, [], rules,
                 lambda r: _drama_art(s, m, r, card), _flavour(card.text) if rules else None)
    return s


def drama_face(card: "DramaCard", width: int) -> pygame.Surface:
    """A Drama card's face."""
    return _cached("drama", card, width, _draw_drama)


def clear_cache() -> None:
    """Forget every rendered face (e.g. after the card library reloads)."""
    _faces.clear()


def face_problems(kind: str, card: Any, width: int) -> list[str]:
    """Every text on this face that was cut short or broken mid-word (drawn afresh); [] when
    everything fits."""
    from sprites import fonts
    draw = {"page": _draw_page, "move_card": _draw_move_card, "drama": _draw_drama,
            "page_legal": lambda p, w: _draw_page(p, w, True)}[kind]
    fonts.PROBLEMS = []
    try:
        draw(card, int(width))
        return list(fonts.PROBLEMS)
    finally:
        fonts.PROBLEMS = None
