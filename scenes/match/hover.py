"""What the pointer is over on the match table (a hand card, a Move card, a button, a referee or
event chip, a log line, the spotlight) and the tooltips drawn for it; `card_at` tells the zoom
(right-click or Z) which card is under a point."""
from __future__ import annotations

import pygame

from game.bonuses import tapped_note
from game.card_text import keyword_help, page_keywords
from sprites.hud import shadow
from sprites.panel import panel_spots

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W
from scenes.match.inspector import explainable
from scenes.match.hand import HandFocus


def tooltip_beside(surface: pygame.Surface, card: pygame.Rect, lines, scale: float,
                   width: int) -> pygame.Rect:
    """A tooltip beside a lifted card (right of it, else left), level with its top, so it never
    covers the card's name."""
    img = FX.tooltip(tuple(lines), scale, width)
    rect = img.get_rect(topleft=(card.right + round(8 * scale), card.top))
    if rect.right > surface.get_width() - 6:
        rect.topright = (card.left - round(8 * scale), card.top)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(img, rect)
    return rect


def keyword_box(surface: pygame.Surface, card: pygame.Rect, words: list, scale: float) -> None:
    """A card's keywords explained, one or two lines each, above the lifted card (or beside
    it), so hovering a card explains its tags, move type and kind."""
    lines = [(keyword_help(w), W.MUTED) for w in words if keyword_help(w)]
    if not lines:
        return
    img = FX.tooltip(tuple(lines), scale * 0.9, round(360 * scale))
    rect = img.get_rect(bottomleft=(card.left, card.top - round(6 * scale)))
    if rect.top < round(50 * scale):
        rect.topright = (card.left - round(8 * scale), card.top)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(img, rect)


def _keywords_under(surface: pygame.Surface, card: pygame.Rect, words: list,
                    scale: float) -> None:
    """A card's keywords explained under a zoomed card (Referees and Events on the table)."""
    lines = [(keyword_help(w), W.MUTED) for w in words if keyword_help(w)]
    if lines:
        img = FX.tooltip(tuple(lines), scale * 0.9, max(card.w, round(300 * scale)))
        rect = img.get_rect(midtop=(card.centerx, card.bottom + round(8 * scale)))
        rect.clamp_ip(surface.get_rect().inflate(-8, -8))
        surface.blit(img, rect)


class HoverMixin:
    """Hover tracking and tooltips of a MatchScene."""

    def update_hover(self) -> None:
        """What the mouse is over: a hand card, a Move card, a button, a chip, a log line."""
        if self.L is None:
            return
        pos = self.mouse
        self.hover = None
        self.logview.hover = None
        if not self.hand_visible():
            return
        if self.tap_choice_active():
            for key_, rect in self.choice_rects:
                if rect.collidepoint(pos):
                    self.hover = ("choice", key_)
            return
        for name, b in self.buttons.items():
            if b.visible and b.rect.collidepoint(pos):
                self.hover = ("button", name)
                return
        for slot in reversed(self.slots):
            if slot.rect.collidepoint(pos):
                self.hover = ("hand", slot.index)
                return
        for seat, i, rect in self.move_rects:
            if rect.collidepoint(pos):
                self.hover = ("move", seat, i)
                return
        for kind, obj, rect in self.chip_rects + self.far_rects:
            if rect.collidepoint(pos):
                self.hover = ("chip", kind, obj)
                return
        for seat in (0, 1):
            panel = self.panel_rect(seat)
            if panel.collidepoint(pos):
                for rect, word in panel_spots(self.panel_data(seat), panel.size, self.L.s):
                    if rect.move(panel.topleft).collidepoint(pos):
                        self.hover = ("keyword", word, rect.move(panel.topleft).topright)
                        return
        box = self.log_box()
        if box.collidepoint(pos):
            i = self.logview.line_at((pos[0] - box.x, pos[1] - box.y))
            if i is not None and explainable(self.logview.lines[i]):
                self.hover = ("log", i)
                self.logview.hover = i
            return
        if self.presenter.spot and self.spot_rect().collidepoint(pos):
            self.hover = ("spot",)

    def card_at(self, pos) -> tuple | None:
        """The card under a point (None: the focused one) as (kind, card), for the zoom."""
        if not self.hand_visible():
            return None
        if pos is None:
            focus = self.focus.current(self.focusables())
            if isinstance(focus, HandFocus) and focus.index < len(self.slots):
                return ("page", self.state.info(self.slots[focus.index].page).card)
            pos = self.mouse
        face_up = self.hand_face_up(self.near())
        slot = self.slot_at(pos)
        if slot is not None and face_up:
            return ("page", self.state.info(slot.page).card)
        for seat, i, rect in self.move_rects:
            if rect.collidepoint(pos):
                card = self.cat.lib.move_cards.get(self.state.sides[seat].move_cards[i])
                return ("move_card", card) if card is not None else None
        for kind, obj, rect in self.chip_rects + self.far_rects:
            if rect.collidepoint(pos):
                return ("page", obj)
        if self.tap_choice_active():
            mode = self.choice_mode()
            for key_, rect in self.choice_rects:
                if rect.collidepoint(pos):
                    if mode == "tapout":
                        side = self.state.sides[self.tapout_due()]
                        card = self.cat.lib.move_cards.get(side.move_cards[key_])
                        return ("move_card", card) if card else None
                    card = self.cat.lib.drama.get(key_) if key_ else None
                    return ("drama", card) if card else None
        spot = self.presenter.spot
        if spot is not None and self.spot_rect().collidepoint(pos):
            return ("drama" if spot.kind == "drama" else "page", spot.card)
        prev = self.presenter.previous
        if prev is not None and self.L.stage.collidepoint(pos) and \
                pos[0] < self.spot_rect().left:
            return ("drama" if prev.kind == "drama" else "page", prev.card)
        box = self.log_box()
        if box.collidepoint(pos):
            i = self.logview.line_at((pos[0] - box.x, pos[1] - box.y))
            if i is not None:
                return self.card_of_line(self.logview.lines[i])
        return None

    def card_of_line(self, line) -> tuple | None:
        """The page a log line is about (its event's page), if any."""
        ev = getattr(line, "event", None)
        if ev is None:
            return None
        page = getattr(ev, "page", None)
        if isinstance(page, int):
            try:
                return ("page", self.state.info(page).card)
            except (IndexError, KeyError):
                return None
        if isinstance(page, str) and page in self.cat.lib.pages:
            return ("page", self.cat.lib.pages[page])
        card = getattr(ev, "card", None)
        if type(ev).__name__ == "MoveCardTapped" and isinstance(card, int):
            mid = self.state.sides[ev.seat].move_cards[card]
            mc = self.cat.lib.move_cards.get(mid)
            return ("move_card", mc) if mc else None
        return None

    def hover_key(self) -> tuple:
        """What the hover tooltips show (part of the frame key)."""
        if self.hover is None:
            return ()
        kind = self.hover[0]
        if kind in ("button", "spot"):
            return (self.hover, self.mouse if kind == "spot" else None)
        if kind in ("move", "chip"):
            return (self.hover[:2] + (getattr(self.hover[2], "id", self.hover[2]),),
                    self.mouse[1] if kind == "move" else self.mouse[0])
        return (self.hover,)

    def draw_hover(self, surface: pygame.Surface) -> None:
        """Tooltips and enlarged cards for what the pointer (or the focus) is on."""
        L = self.L
        s = L.s
        t = s * self.text_scale
        hover = self.hover
        if hover is None:
            focus = self.focus.current(self.focusables())
            if focus is not None and focus is self.buttons.get("pin") and focus.visible:
                hover = ("button", "pin")  # the keyboard reaches the pin preview too
            else:
                return
        kind = hover[0]
        if kind == "button":
            name = hover[1]
            lines = self.button_tip(name)
            if lines:
                FX.place_tooltip(surface, self.buttons[name].rect.topleft, lines, t, 300)
            return
        if kind == "hand":
            i = hover[1]
            if i >= len(self.slots):
                return
            slot = self.slots[i]
            rect = self.draw_lifted(surface, slot)
            if self.hand_face_up(self.near()):
                keyword_box(surface, rect, page_keywords(self.state.info(slot.page).card), t)
            if slot.reason and self.acting_human() == self.near():
                tooltip_beside(surface, rect, [("Can't play this now", (255, 140, 130)),
                                               (slot.reason, W.INK)], t, 300)
            elif slot.counter:
                tooltip_beside(surface, rect, [("Counter!", W.COUNTER),
                                               ("Click to counter the move.", W.INK)], t, 260)
            elif slot.danger and self.acting_human() == self.near():
                tooltip_beside(surface, rect, [
                    ("Count-out!", (255, 120, 110)), (slot.danger, W.INK),
                    ("Return to Ring (T) first to stay in the match.", W.MUTED)], t, 300)
            return
        if kind == "move":
            seat, i = hover[1], hover[2]
            side = self.state.sides[seat]
            card = self.cat.lib.move_cards.get(side.move_cards[i])
            if card is None:
                return
            zw = round(190 * s)
            face = self.face(card, zw, "move_card", wait=False)
            r = face.get_rect()
            r.left = self.panel_rect(seat).right + round(14 * s)
            r.centery = self.mouse[1]
            r.clamp_ip(surface.get_rect().inflate(-10, -10))
            surface.blit(shadow(face, ("zoom", card.id, zw), 140), r.move(5, 7))
            surface.blit(face, r)
            if side.tapped[i]:
                W.draw_text(surface, tapped_note(self.state, seat, i), round(18 * s),
                            (255, 120, 110),
                            True, True, midtop=(r.centerx, r.bottom + round(4 * s)))
            return
        if kind == "chip":
            card = hover[2]
            zw = round(180 * s)
            face = self.face(card, zw, wait=False)
            r = face.get_rect()
            r.top = L.top.bottom + round(6 * s)
            if self.mouse[1] < L.far_hand.bottom:  # a revealed far-hand card: show it below
                r.top = L.far_hand.bottom + round(4 * s)
            r.right = min(surface.get_width() - 10, self.mouse[0] + zw // 2)
            surface.blit(shadow(face, ("zoomc", card.id, zw), 140), r.move(5, 7))
            surface.blit(face, r)
            _keywords_under(surface, r, page_keywords(card), t)
            return
        if kind == "keyword":
            words = keyword_help(hover[1])
            if words:
                title_, _, rest = words.partition(": ")
                FX.place_tooltip(surface, hover[2], [(title_, W.ACCENT), (rest or words, W.INK)],
                                 t, 320)
            return
        if kind == "log":
            box = self.log_box()
            FX.place_tooltip(surface, (box.x - round(250 * s), self.mouse[1] + round(30 * s)),
                             [("Why?", W.ACCENT), ("Click to see the terms, the roll and the "
                                                   "result.", W.INK)], t, 250)
            return
        if kind == "spot" and self.presenter.spot is not None:
            spot = self.presenter.spot
            r = self.spot_rect()
            lines = [(spot.caption, W.ACCENT)]
            if self.state.pending and self.state.info(self.state.pending[1]).card is spot.card:
                lines.append(("Waiting for an answer: counter or let it through.", W.INK))
            lines.append(("Right-click or hold Z to zoom.", W.MUTED))
            FX.place_tooltip(surface, (r.right, r.top + round(40 * s)), lines, t, 280)
