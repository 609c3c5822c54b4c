"""The wrestler panel: name, persona, HP bar, momentum with caps, position, warnings, crowd,
points, statuses and the body-part diagram. Drawn from plain values and cached."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.library import MOMENTUM, style_words, title

from sprites import palette as pal
from sprites.body import body_diagram
from sprites.cache import Lru
from sprites.fonts import ellipsize, font
from sprites.icons import momentum_pip

_panels = Lru(32)
BODY = (26, 29, 40)  # the panel's body, under its HP bar
_words = Lru(256)  # the words panels write, rendered
_bands = Lru(8)  # the seat-coloured bands across their tops
_spots = Lru(32)  # the same keys: where each momentum cell and chip is

STATUS_COLOURS = {
    "stunned": (236, 196, 60), "busted_open": (210, 40, 60), "exhausted": (120, 132, 160),
    "fired_up": (250, 120, 40), "injured_arm": (200, 60, 170), "injured_back": (200, 60, 170),
    "injured_head": (200, 60, 170), "injured_leg": (200, 60, 170),
}


@dataclass(frozen=True)
class PanelData:
    """Everything a wrestler panel shows (hashable, so rendered panels can be cached)."""
    name: str
    persona: str
    style: str
    controller: str
    seat_colour: tuple
    corner: str
    hp: int
    max_hp: int
    momentum: tuple
    caps: tuple
    warnings: int
    crowd: int
    points: int
    on_mat: bool
    at_ringside: bool
    ringside_turns: int
    count_out_after: int
    statuses: tuple
    body: tuple  # ((part, damage), ...)
    hand: int
    playbook: int
    discard: int
    rank: int = 0
    tier: str = ""
    badge: str = ""  # e.g. "TO ACT": drawn in gold at the right of the subtitle line
    held: bool = False  # caught in the hold the ring shows (it had them down under STANDING)
    chip_text: float = 1.0  # Settings' text size for the chips (smaller again where they crowd)


def _render(words: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """Words rendered in a panel's font (cached: most repeat from one panel to the next)."""
    key = (words, int(size), tuple(colour), bold)
    hit = _words.get(key)
    if hit is None:
        hit = font(size, bold).render(words, True, colour)
        _words.put(key, hit)
    return hit


def _band(w: int, h: int, top: tuple, radius: int) -> pygame.Surface:
    """The seat-coloured band across a panel's top, its top corners cut round (cached)."""
    key = (w, h, top, radius)
    hit = _bands.get(key)
    if hit is None:
        hit = pygame.Surface((w, h), pygame.SRCALPHA)
        for y in range(h):
            pygame.draw.line(hit, pal.mix(top, BODY, y / h), (0, y), (w, y))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h + radius),
                         border_top_left_radius=radius, border_top_right_radius=radius)
        hit.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        _bands.put(key, hit)
    return hit


def _text(s: pygame.Surface, words: str, size: int, colour, bold: bool = False,
          **anchor) -> pygame.Rect:
    label = _render(words, size, colour, bold)
    rect = label.get_rect(**anchor)
    s.blit(label, rect)
    return rect


def corner_radius(scale: float) -> int:
    """A panel's rounded corners (the only pixels of it not opaque)."""
    return max(6, round(10 * scale))


def _rounded(s: pygame.Surface, rect: pygame.Rect, colour, radius: int, width: int = 0) -> None:
    pygame.draw.rect(s, colour, rect, width, border_radius=radius)


def spaced(words: str, size: int) -> str:
    """A chip's words with their spaces doubled at a small size (the font's 2 px space read
    'TOACT' and 'INJUREDHEAD' on a small window: session 59's play-test)."""
    return words.replace(" ", "  ") if size < 14 else words


def _chip(s: pygame.Surface, x: int, y: int, words: str, size: int, fill, ink=None) -> int:
    """A rounded label; returns its width."""
    label = _render(spaced(words, size), size, ink or pal.ink_on(fill), True)
    h = label.get_height() + 4
    rect = pygame.Rect(x, y, label.get_width() + h * 0.7, h)
    _rounded(s, rect, fill, h // 2)
    _rounded(s, rect, pal.shade(fill, 1.3), h // 2, 1)
    s.blit(label, label.get_rect(center=rect.center))
    return rect.w


def chip_width(words: str, size: int) -> int:
    """Width a chip would take."""
    f = font(size, True)
    return int(f.size(spaced(words, size))[0] + (f.get_height() + 4) * 0.7)


def hp_colour(frac: float) -> tuple[int, int, int]:
    """Green when healthy, amber at half, red when nearly out."""
    if frac > 0.5:
        return pal.mix((236, 190, 60), (80, 200, 110), (frac - 0.5) * 2)
    return pal.mix((220, 50, 50), (236, 190, 60), max(0.0, frac) * 2)


OUTLINE_LEAST = 17  # text size from which the HP numbers are outlined (smaller: the plate only)
HP_LEAST = 15  # the HP numbers' least text size


def hp_ticks(rect: pygame.Rect, max_hp: int, numbers: pygame.Rect) -> list[int]:
    """Where the bar's ticks go (every 10 HP), none through the numbers (a tick read '13 / 29'
    as '1|3 / 29': session 61's play-test)."""
    xs = (rect.x + round(rect.w * k / max_hp) for k in range(10, max_hp, 10))
    return [x for x in xs if not numbers.left - 3 <= x <= numbers.right + 3]


def hp_bar(s: pygame.Surface, rect: pygame.Rect, hp: int, max_hp: int, size: int) -> None:
    """An HP bar with ticks every 10 HP and the numbers on it."""
    frac = hp / max(1, max_hp)
    r = rect.h // 2
    _rounded(s, rect, (16, 18, 26), r)
    fill = rect.copy()
    fill.w = max(0, round(rect.w * frac))
    if fill.w > 0:
        c = hp_colour(frac)
        _rounded(s, fill, c, r)
        shine = fill.copy()
        shine.h = max(1, fill.h // 3)
        shine.y += 2
        shine.x += 3
        shine.w = max(0, shine.w - 6)
        if shine.w > 0:
            _rounded(s, shine, pal.shade(c, 1.25), shine.h // 2)
    words = f"{hp} / {max_hp}"
    size = max(HP_LEAST, size)  # (at 14 the typeface's 8 read as 5 or 6, "18 / 33" as "16": s72)
    label = _render(words, size, pal.TEXT, True)
    dark = _render(words, size, (0, 0, 0), True)
    lr = label.get_rect(center=rect.center)
    plate = lr.inflate(max(6, lr.h // 2), 0).clip(rect.inflate(-2, -2))  # (the fill's end
    for x in hp_ticks(rect, max_hp, plate if plate.w > 0 else lr):  # (a tick just past the
        pygame.draw.line(s, (0, 0, 0), (x, rect.y + 2), (x, rect.bottom - 3), 1)  # plate:
    _rounded(s, rect, (90, 96, 120), r, 1)  # "33|", session 72)
    if plate.w > 0:  # behind a digit read '16 / 36' as '1б / 36': session 63's play-test)
        shade = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (10, 12, 18, 225), shade.get_rect(),  # (at 150 the fill's
                         border_radius=max(2, plate.h // 2))  # end still read '1|8 / 40': s65)
        s.blit(shade, plate)
    if size >= OUTLINE_LEAST:  # (an outline in a small 8's loops read it as 5 or 6: s72)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):  # (diagonals drew the slash twice:
            # "30 // 30", session 62's play-test)
            s.blit(dark, lr.move(dx, dy))
    s.blit(label, lr)


def _momentum(s: pygame.Surface, area: pygame.Rect, data: PanelData, scale: float,
              spots: list | None = None) -> int:
    """Six momentum cells in two rows of three; returns the bottom."""
    cols = 3
    cell_w = area.w // cols
    cell_h = round(24 * scale)
    pip = round(20 * scale)
    size = round(21 * scale)
    for i, kind in enumerate(MOMENTUM):
        cx = area.x + (i % cols) * cell_w
        cy = area.y + (i // cols) * cell_h
        s.blit(momentum_pip(kind, pip), (cx, cy + (cell_h - pip) // 2))
        if spots is not None:
            spots.append((pygame.Rect(cx, cy, cell_w, cell_h), kind))
        value, cap = data.momentum[i], data.caps[i]
        colour = pal.TEXT if value else pal.TEXT_MUTED
        if value >= cap:
            colour = pal.TEXT_ACCENT
        r = _text(s, str(value), size, colour, True,
                  midleft=(cx + pip + round(5 * scale), cy + cell_h // 2))
        _text(s, f"/{cap}", round(size * 0.8), pal.TEXT_MUTED, False,
              bottomleft=(r.right + 1, r.bottom - max(1, round(scale))))
        # a thin bar under the numbers: how full this kind is
        bar = pygame.Rect(cx + pip + round(5 * scale), cy + cell_h - round(4 * scale),
                          cell_w - pip - round(14 * scale), max(2, round(2 * scale)))
        pygame.draw.rect(s, (16, 18, 26), bar)
        bar.w = round(bar.w * min(1.0, value / max(1, cap)))
        if bar.w:
            pygame.draw.rect(s, pal.MOMENTUM[kind], bar)
    return area.y + 2 * cell_h


def panel_subtitle(data: PanelData, fits=None) -> str:
    """The line under the name: corner (in words, not only colour), style, who plays, Tier;
    where it does not fit (fits(words) -> bool), without the Tier (the Signature Moves row
    names it), then with the style's first word ('Human \u00b7 M...' lost the Tier to the TO ACT
    badge, and with it how they play: session 52's play-test)."""
    corner = data.corner.replace(" corner", "") if data.corner else ""
    tier = (data.tier,) if data.tier else ()
    style = style_words(data.style)
    subs = [(corner, style, data.controller) + tier, (corner, style, data.controller),
            (corner, style.split(" ")[0], data.controller)]
    lines = [" \u00b7 ".join(x for x in sub if x) for sub in subs]
    return next((line for line in lines if fits is None or fits(line)), lines[-1])


def wrestler_panel(data: PanelData, size: tuple[int, int], scale: float = 1.0) -> pygame.Surface:
    """The panel surface for one Superstar, cached by its values and size."""
    key = (data, tuple(size), round(scale, 3))
    hit = _panels.get(key)
    if hit is not None:
        return hit
    w, h = int(size[0]), int(size[1])
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = corner_radius(scale)
    pad = round(10 * scale)
    # body and seat-coloured band
    _rounded(s, s.get_rect(), BODY, radius)
    band = pygame.Rect(0, 0, w, round(46 * scale))
    s.blit(_band(w, band.h, pal.mix(BODY, data.seat_colour, 0.55), radius), (0, 0))
    pygame.draw.rect(s, data.seat_colour, (0, radius, round(5 * scale), h - 2 * radius))
    # persona chip and name
    persona = "FACE" if data.persona == "protagonist" else "HEEL"
    p_fill = (52, 150, 92) if persona == "FACE" else (170, 48, 64)
    chip_size = round(17 * scale)
    cw = chip_width(persona, chip_size)
    _chip(s, w - pad - cw, round(7 * scale), persona, chip_size, p_fill, pal.TEXT)
    name_size = round(28 * scale)
    name_w = w - 2 * pad - cw - round(8 * scale)
    f = font(name_size, True)
    while f.size(data.name)[0] > name_w and name_size > 16:
        name_size -= 1
        f = font(name_size, True)
    _text(s, ellipsize(data.name, f, name_w), name_size, pal.TEXT, True,
          topleft=(pad + round(2 * scale), round(5 * scale)))
    sf = font(round(18 * scale))
    sub_w = w - 2 * pad
    spots: list = []
    if data.badge:
        bsize = round(15 * scale)
        bw = chip_width(data.badge, bsize)
        _chip(s, w - pad - bw, round(27 * scale), data.badge, bsize, pal.GOLD, pal.TEXT_DARK)
        sub_w -= bw + round(6 * scale)  # (its hover says what it means: 'TAP OUT' went
        spots.append((pygame.Rect(w - pad - bw, round(27 * scale), bw, bsize + 4),  # unsaid,
                      data.badge))  # session 64's play-test)
    sub = panel_subtitle(data, lambda words: sf.size(words)[0] <= sub_w)
    _text(s, ellipsize(sub, sf, sub_w), round(18 * scale), pal.TEXT_MUTED,
          topleft=(pad + round(2 * scale), round(28 * scale)))
    # body diagram on the right
    body_w = round(64 * scale)
    body_h = h - band.h - round(30 * scale)
    injured = tuple(st.replace("injured_", "") for st in data.statuses if st.startswith("injured_"))
    fig = body_diagram(dict(data.body), (body_w, body_h), injured)
    fig_x = w - pad - body_w
    s.blit(fig, (fig_x, band.h + round(6 * scale)))
    _text(s, "BODY", round(15 * scale), pal.TEXT_MUTED, True,
          midtop=(fig_x + body_w // 2, band.h + round(8 * scale) + body_h))
    # HP bar
    left = pad + round(4 * scale)
    inner_w = fig_x - left - round(10 * scale)
    y = band.h + round(6 * scale)
    _text(s, "HP", round(19 * scale), pal.TEXT_MUTED, True, midleft=(left, y + round(9 * scale)))
    bar = hp_bar_rect((w, h), scale)
    hp_bar(s, bar, data.hp, data.max_hp, round(18 * scale))
    y = bar.bottom + round(6 * scale)
    y = _momentum(s, pygame.Rect(left, y, inner_w, 0), data, scale, spots) + round(5 * scale)
    # chips: position, warnings, crowd, points, statuses
    size = round(16 * scale * data.chip_text)
    chips: list[tuple[str, tuple]] = []
    chips.append(("IN A HOLD", (132, 84, 188)) if data.held else
                 ("ON THE MAT", (196, 120, 40)) if data.on_mat else ("STANDING", (58, 110, 80)))
    keys = ["in_a_hold" if data.held else "on_mat" if data.on_mat else "standing",
            "ringside" if data.at_ringside else "in_the_ring", "warnings", "crowd", "points",
            *data.statuses]
    if data.at_ringside:
        if data.ringside_turns > data.count_out_after:
            chips.append(("COUNTED OUT", (200, 60, 50)))
        else:  # the count so far, of the count that puts them out, as the referee calls it
            # ('RINGSIDE 2/2' under his '2... one more and you're out' read as a contradiction:
            # session 55's play-test)
            last = data.ringside_turns == data.count_out_after
            chips.append((f"RINGSIDE {data.ringside_turns}/{data.count_out_after + 1}",
                          (200, 70, 50) if last else (176, 116, 62)))
    else:
        chips.append(("IN THE RING", (60, 90, 140)))
    chips.append((f"WARN {data.warnings}", (190, 150, 40) if data.warnings else (70, 74, 92)))
    chips.append((f"CROWD {data.crowd}", (214, 164, 44) if data.crowd else (70, 74, 92)))
    chips.append((f"PTS {data.points}", (88, 96, 124)))
    for st in data.statuses:
        chips.append((title(st).upper(), STATUS_COLOURS.get(st, (140, 90, 200))))
    placed, size = chip_layout(list(zip(chips, keys)), len(data.statuses), size,
                               pygame.Rect(left, y, fig_x - round(6 * scale) - left,
                                           h - round(24 * scale) - y), scale)
    for x, cy, words, fill, keyword, ch in placed:
        spots.append((pygame.Rect(x, cy, chip_width(words, size), ch), keyword))
        _chip(s, x, cy, words, size, fill, pal.TEXT)
    # footer: hand / playbook / discard
    foot = f"Hand {data.hand}  \u00b7  Playbook {data.playbook}  \u00b7  Discard {data.discard}"
    _text(s, foot, round(16 * scale), pal.TEXT_MUTED, False,
          bottomleft=(left, h - round(6 * scale)))
    _rounded(s, s.get_rect(), pal.shade(data.seat_colour, 0.7), radius, max(1, round(scale)))
    _panels.put(key, s)
    _spots.put(key, spots)
    return s


def hp_bar_rect(size: tuple[int, int], scale: float) -> pygame.Rect:
    """Where a panel of this size has its HP bar."""
    w = int(size[0])
    pad = round(10 * scale)
    left = pad + round(4 * scale)
    fig_x = w - pad - round(64 * scale)
    inner_w = fig_x - left - round(10 * scale)
    y = round(46 * scale) + round(6 * scale)
    return pygame.Rect(left + round(28 * scale), y, inner_w - round(28 * scale), round(18 * scale))


def hp_patch(size: tuple[int, int], scale: float) -> pygame.Rect:
    """The part of a panel that only its HP bar draws on: the bar's columns, from under the
    seat's band down to the momentum cells (all else there is the body's plain fill)."""
    bar = hp_bar_rect(size, scale)
    top = round(46 * scale)
    return pygame.Rect(bar.x, top, bar.w, bar.bottom + round(6 * scale) - top)


def with_hp(panel: pygame.Surface, was: int, data: PanelData, size: tuple[int, int],
            scale: float = 1.0) -> pygame.Surface | None:
    """The panel of `data` made from `panel`, the one drawn for the same values but an HP of
    `was`: a copy with its bar drawn again (the same pixels as wrestler_panel, ~a quarter of
    the work). None when either HP's words would reach beyond the patch repainted."""
    if not hp_fits((was, data.hp), data.max_hp, size, scale):
        return None
    out = panel.copy()
    paint_hp(out, (0, 0), data, size, scale)
    return out


def hp_fits(hps, max_hp: int, size: tuple[int, int], scale: float) -> bool:
    """Whether the HP bar's words for each of these HPs stay inside the patch repainted."""
    bar = hp_bar_rect(size, scale)
    patch = hp_patch(size, scale)
    f = font(round(18 * scale), True)
    for hp in hps:  # (a font's size of words is the size it renders them)
        lr = pygame.Rect((0, 0), f.size(f"{hp} / {max_hp}"))
        lr.center = bar.center
        if not patch.contains(lr.inflate(2, 2)):
            return False
    return True


def paint_hp(surface: pygame.Surface, topleft: tuple[int, int], data: PanelData,
             size: tuple[int, int], scale: float) -> None:
    """Repaint the HP bar of a panel of this size drawn at `topleft` on `surface` (the patch
    only its bar draws on): the panel of the same values at another HP becomes this one's."""
    surface.fill(BODY, hp_patch(size, scale).move(topleft))
    hp_bar(surface, hp_bar_rect(size, scale).move(topleft), data.hp, data.max_hp,
           round(18 * scale))


def _rows(chips: list, size: int, area: pygame.Rect, scale: float) -> list | None:
    """The chips laid out in rows within `area` [(x, y, words, fill, keyword, height)], or None
    when they do not all fit."""
    row_h = font(size, True).get_height() + round(7 * scale)
    x, y = area.x, area.y
    out = []
    for (words, fill), keyword in chips:
        cw = chip_width(words, size)
        if x + cw > area.right and x > area.x:
            x = area.x
            y += row_h
        if y + row_h > area.bottom or cw > area.w:
            return None
        out.append((x, y, words, fill, keyword, row_h - round(4 * scale)))
        x += cw + round(5 * scale)
    return out


def short_status(words: str) -> str:
    """A status chip's words in fewer letters: 'INJURED ARM' -> 'INJ. ARM'."""
    return words.replace("INJURED ", "INJ. ").replace("BUSTED OPEN", "BUSTED")


def chip_layout(chips: list, statuses: int, size: int, area: pygame.Rect,
                scale: float) -> tuple[list, int]:
    """Every chip placed (chips: [((words, fill), keyword)], the last `statuses` of them the
    statuses), and the chip size used: smaller chips when they do not fit; at the smallest size
    the statuses in fewer letters ('INJ. ARM'), then without IN THE RING (the ring shows that),
    and only then the statuses that still do not fit folded into one '+N' chip whose keyword
    names them all ('exhausted+injured_head'), so no status is ever silently left out ('+1'
    hid a second injury: session 58's play-test)."""
    smallest = max(9, round(12 * scale))
    for sz in range(size, smallest - 1, -1):
        placed = _rows(chips, sz, area, scale)
        if placed is not None:
            return placed, sz
    base = len(chips) - statuses
    chips = chips[:base] + [((short_status(w), f), k) for (w, f), k in chips[base:]]
    for drop in ((), ("in_the_ring",)):
        kept = [c for c in chips if c[1] not in drop]
        placed = _rows(kept, smallest, area, scale)
        if placed is not None:
            return placed, smallest
    chips = kept
    base = len(chips) - statuses
    for shown in range(statuses - 1, -1, -1):
        hidden = [k for _, k in chips[base + shown:]]
        more = ((f"+{len(hidden)}", (140, 90, 200)), "+".join(hidden))
        placed = _rows(chips[:base + shown] + [more], smallest, area, scale)
        if placed is not None:
            return placed, smallest
    return [], smallest  # not even the position fits: a panel too small to read


def panel_spots(data: PanelData, size: tuple[int, int], scale: float = 1.0) -> list:
    """(rect in the panel, keyword) for each momentum cell and chip of the drawn panel."""
    key = (data, tuple(size), round(scale, 3))
    if _spots.get(key) is None:
        _panels.clear()  # drawn again, its spots noted with it
        wrestler_panel(data, size, scale)
    return _spots.get(key) or []
