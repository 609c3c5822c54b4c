"""What the pointer is over on the match table (a hand card, a Move card, a button, a referee or
event chip, a panel's keyword, a log line, the spotlight) and the tooltips and enlarged cards
drawn for it. Each function is given what it looks at or draws."""
from __future__ import annotations

import pygame

from sprites.hud import shadow
from sprites.panel import panel_spots

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W


def find_hover(pos, *, buttons: dict, slots: list, move_rects: list, chips: list,
               panels: list, s: float, log_box: pygame.Rect, log_line_at, spot) -> tuple:
    """(hover, hovered log line) under a point: ("button", name), ("hand", index),
    ("move", seat, i), ("chip", kind, card), ("keyword", word, anchor), ("log", i),
    ("spot",) or None. panels: [(rect, data)] (data() gives its PanelData); log_line_at(x, y) gives an explainable
    line's index or None; spot: the spotlit card's rect or None."""
    for name, b in buttons.items():
        if b.visible and b.rect.collidepoint(pos):
            return ("button", name), None
    for slot in reversed(slots):
        if slot.rect.collidepoint(pos):
            return ("hand", slot.index), None
    for seat, i, rect in move_rects:
        if rect.collidepoint(pos):
            return ("move", seat, i), None
    for kind, obj, rect in chips:
        if rect.collidepoint(pos):
            return ("chip", kind, obj), None
    for panel, data in panels:
        if panel.collidepoint(pos):
            for rect, word in panel_spots(data(), panel.size, s):
                if rect.move(panel.topleft).collidepoint(pos):
                    return ("keyword", word, rect.move(panel.topleft).topright), None
    if log_box.collidepoint(pos):
        i = log_line_at(pos[0] - log_box.x, pos[1] - log_box.y)
        return (("log", i), i) if i is not None else (None, None)
    if spot is not None and spot.collidepoint(pos):
        return ("spot",), None
    return None, None


def hover_key(hover, mouse) -> tuple:
    """What the hover tooltips show (part of the frame key)."""
    if hover is None:
        return ()
    kind = hover[0]
    if kind in ("button", "spot"):
        return (hover, mouse if kind == "spot" else None)
    if kind in ("move", "chip"):
        return (hover[:2] + (getattr(hover[2], "id", hover[2]),),
                mouse[1] if kind == "move" else mouse[0])
    return (hover,)


def also_in_play(names: tuple) -> tuple:
    """The tooltip of the top bar's '+N' chip: the cards in play it stands for."""
    return (("Also in play", W.INK),) + tuple((name, W.MUTED) for name in names)


def listed(words: list) -> tuple:
    """A tooltip of a heading and its list (a side's Run-In cards)."""
    return ((words[0], W.INK),) + tuple((w, W.MUTED) for w in words[1:])


def tooltip_beside(surface: pygame.Surface, card: pygame.Rect, lines, scale: float,
                   width: int, floor: int | None = None,
                   within: pygame.Rect | None = None, draw: bool = True) -> pygame.Rect:
    """A tooltip beside a lifted card (right of it, else on the side with more room), level with
    its top, so it never covers the card's name; no higher than `floor` (the ring's foot) and
    narrower to stay within `within` (the hand's column: beside a card in the middle it
    covered Let it through: session 54)."""
    gap = round(8 * scale)
    area = within or surface.get_rect()
    right, left = area.right - card.right - gap, card.left - gap - area.left
    if within is not None:
        width = max(TIP_LEAST, min(width, int(max(right, left) / scale)))
    img = FX.tooltip(tuple(lines), scale, width)
    top = card.top if floor is None else max(card.top, floor)
    rect = img.get_rect(topleft=(card.right + gap, top))
    if rect.right > min(area.right, surface.get_width() - 6) and left > right:
        rect.topright = (card.left - gap, top)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    if draw:  # (else only where it would go)
        surface.blit(img, rect)
    return rect


TIP_LEAST = 170  # the narrowest a tooltip beside a lifted card wraps to, design px
KEYWORDS_W = (240, 360)  # the keyword box's narrowest and widest, design px


def keyword_box(surface: pygame.Surface, card: pygame.Rect, helps: list, scale: float,
                under: pygame.Rect | None = None, within: pygame.Rect | None = None,
                draw: bool = True) -> pygame.Rect | None:
    """A card's keywords explained (helps: one text each) beside the lifted card, on the side
    with more room within `within` (the hand's row), under the tooltip beside it if there is
    one (under; on the other side if it has room): over the other hand cards, not the ring (above the card it covered the ring's
    lower left: session 48's play-test; no higher than its top since the hand's row reaches
    the ring's foot, session 54). Returns where it went."""
    lines = [(h, W.MUTED) for h in helps]
    if not lines:
        return None
    within = within or surface.get_rect()
    gap = round(8 * scale)
    right, left = within.right - card.right - gap, card.left - gap - within.left
    other = None if under is None else (left if under.left >= card.centerx else right)
    if other is not None and other >= TIP_LEAST * scale:  # the other side from the tooltip
        img = FX.tooltip(tuple(lines), scale * 0.9, min(KEYWORDS_W[1], int(other / scale)))
        top = max(card.top, within.top)  # (under it, the box ran off the hand's column
        rect = img.get_rect(topleft=(card.right + gap, top))  # over the buttons: session 54)
        if other == left:
            rect.topright = (card.left - gap, top)
        rect.clamp_ip(surface.get_rect().inflate(-8, -8))
        if draw:
            surface.blit(img, rect)
        return rect
    least, most = (round(w * scale) for w in KEYWORDS_W)
    img = FX.tooltip(tuple(lines), scale * 0.9, max(least, min(most, max(right, left))))
    top = card.top if under is None else under.bottom + round(6 * scale)
    top = max(top, within.top)
    rect = img.get_rect(topleft=(card.right + gap, top))
    if right < rect.w and left > right:
        rect.topright = (card.left - gap, top)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    if draw:
        surface.blit(img, rect)
    return rect


def keywords_under(surface: pygame.Surface, card: pygame.Rect, helps: list,
                   scale: float) -> None:
    """A card's keywords explained under a zoomed card (Referees and Events on the table)."""
    lines = [(h, W.MUTED) for h in helps]
    if lines:
        img = FX.tooltip(tuple(lines), scale * 0.9, max(card.w, round(300 * scale)))
        rect = img.get_rect(midtop=(card.centerx, card.bottom + round(8 * scale)))
        rect.clamp_ip(surface.get_rect().inflate(-8, -8))
        surface.blit(img, rect)


def hand_tips(surface: pygame.Surface, rect: pygame.Rect, slot, helps: list, mine: bool,
              t: float, within: pygame.Rect | None = None, floor: int | None = None) -> None:
    """Over a lifted hand card: its keywords, and why it can't be played, that it counters, or
    the count-out it brings (mine: the acting human is the one at the screen); none of them
    higher than `floor` (the ring's foot)."""
    lines = tip_lines(slot, mine)
    if not lines:
        keyword_box(surface, rect, helps, t, None, within)
        return
    tip = tooltip_beside(surface, rect, lines, t, 300, floor, within, draw=False)
    box = keyword_box(surface, rect, helps, t, tip, within, draw=False)
    if box is not None and (box.colliderect(tip) or  # no room for both, or both on one side:
                            (box.centerx > rect.centerx) == (tip.centerx > rect.centerx)):
        lines += [(h, W.MUTED) for h in helps]  # one box (the keywords covered the end of the
        tooltip_beside(surface, rect, lines, t, 300, floor, within)  # tip: session 59; two
        return  # boxes of two widths, stacked, read as two tooltips that don't line up: s66)
    tooltip_beside(surface, rect, lines, t, 300, floor, within)
    keyword_box(surface, rect, helps, t, tip, within)


def tip_lines(slot, mine: bool) -> list:
    """The tooltip of a lifted hand card: why it can't be played, that it counters, the
    count-out it brings, or its note; [] for none."""
    if slot.reason and mine:
        return [("Can't play this now", (255, 140, 130)), (slot.reason, W.INK)]
    if slot.counter:  # (why: from underneath went unsaid: session 57)
        return [("Counter!", W.COUNTER), (slot.counter, W.INK),
                (f"Click it or press {slot.index + 1} to counter the move.", W.MUTED)]  # (the
        # keys went unsaid to one playing by keyboard: session 73's play-test)
    if slot.danger and mine:
        return [("Count-out!", (255, 120, 110)), (slot.danger, W.INK),
                ("Return to Ring (T) first to stay in the match (a second press plays it "
                 "anyway).", W.MUTED)]
    if slot.note and mine:  # (the end of a string, a gain the caps cut: session 58)
        return [(slot.note[0], W.ACCENT), (slot.note[1], W.INK)]
    return []


def move_zoom(surface: pygame.Surface, face: pygame.Surface, card_id, beside: pygame.Rect,
              mouse_y: int, note: str | None, s: float) -> None:
    """A signature Move card shown big beside its panel; a tapped-out one says why."""
    r = face.get_rect()
    r.left = beside.right + round(14 * s)
    r.centery = mouse_y
    r.clamp_ip(surface.get_rect().inflate(-10, -10))
    surface.blit(shadow(face, ("zoom", card_id, face.get_width()), 140), r.move(5, 7))
    surface.blit(face, r)
    if note:
        W.draw_text(surface, note, round(18 * s), (255, 120, 110), True, True,
                    midtop=(r.centerx, r.bottom + round(4 * s)))


def chip_zoom(surface: pygame.Surface, L, face: pygame.Surface, card_id, mouse,
              helps: list, t: float) -> None:
    """A referee, Event or revealed card shown big under the top bar, its keywords under it."""
    s = L.s
    zw = face.get_width()
    r = face.get_rect()
    r.top = L.top.bottom + round(6 * s)
    if mouse[1] < L.far_hand.bottom:  # a revealed far-hand card: show it below
        r.top = L.far_hand.bottom + round(4 * s)
    r.right = min(surface.get_width() - 10, mouse[0] + zw // 2)
    surface.blit(shadow(face, ("zoomc", card_id, zw), 140), r.move(5, 7))
    surface.blit(face, r)
    keywords_under(surface, r, helps, t)


def keyword_tip(surface: pygame.Surface, anchor, words: str, t: float) -> None:
    """A panel keyword explained."""
    if words:
        title_, _, rest = words.partition(": ")
        FX.place_tooltip(surface, anchor, [(title_, W.ACCENT), (rest or words, W.INK)], t, 320)


def log_tip(surface: pygame.Surface, box: pygame.Rect, mouse_y: int, s: float,
            t: float) -> None:
    """The tooltip of a log line that can be explained: click it for the terms and the roll.
    It stands in the log's own column, under the line (over it near the foot), never over the
    line itself (left of the log it covered the ring and the referee: session 62)."""
    img = FX.tooltip((("Why?", W.ACCENT), ("Click to see the terms, the roll and the "
                                            "result.", W.INK)), t, 250)
    rect = img.get_rect(topright=(box.right - round(8 * s), mouse_y + round(16 * s)))
    if rect.bottom > box.bottom:
        rect.bottomright = (box.right - round(8 * s), mouse_y - round(16 * s))
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(img, rect)


def spot_tip(surface: pygame.Surface, rect: pygame.Rect, caption: str, waiting: bool,
             s: float, t: float) -> None:
    """The spotlit card's caption (and that it waits for an answer)."""
    lines = [(caption, W.ACCENT)]
    if waiting:
        lines.append(("Waiting for an answer: counter or let it through.", W.INK))
    lines.append(("Right-click or hold Z to zoom.", W.MUTED))
    FX.place_tooltip(surface, (rect.right, rect.top + round(40 * s)), lines, t, 280)
