"""The hand fan at the bottom of the table: which pages can be played, where each is drawn, and
clicking or keying one. Only the seat at the screen (the viewer) ever has its hand drawn face up,
and nothing of a hand is drawn while the pass-and-play curtain is up."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import commands as C
from game.dangers import COUNTED_OUT, counted_out_by
from game.legal import check
from sprites import palette as pal
from sprites.card_face import card_back
from sprites.hud import fan_positions, turned

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W


@dataclass
class HandSlot:
    """A page in the shown hand: where it is drawn and whether it can be played now."""
    index: int
    page: int
    centre: tuple[int, int]
    angle: float
    rect: pygame.Rect
    reason: str | None  # why it can't be played now (None: it can)
    counter: bool  # a legal counter to the pending move
    danger: str | None = None  # what playing it would bring (a count-out), said before


class HandFocus:
    """A hand slot as a focusable item (Tab reaches it, Enter plays it)."""

    visible = True

    def __init__(self, scene, index: int) -> None:
        self.scene = scene
        self.index = index

    def activate(self) -> None:
        self.scene.click_hand(self.index)


class ChoiceFocus:
    """An item of the chooser (a Move card to tap out, a Drama card) as a focusable item."""

    visible = True

    def __init__(self, scene, key) -> None:
        self.scene = scene
        self.key = key

    def activate(self) -> None:
        self.scene.choose(self.key)


class HandMixin:
    """The shown hand of a MatchScene."""

    def hand_visible(self) -> bool:
        """False while the curtain hides the table (or a handover is due)."""
        return not self.curtain_due()

    def hand_slots(self, near: int, acting: int | None) -> list[HandSlot]:
        """The slots of the near seat's hand, each with why it can't be played now."""
        L = self.L
        st = self.state
        hand = self.shown_order(near)
        cw = L.hand_card_w(len(hand))
        ch = round(cw * 1.4)
        area = L.hand.copy()
        area.h -= round(4 * L.s)
        out = []
        tap_due = self.tapout_due()
        waiting = None
        for i, (cx, cy, angle) in enumerate(fan_positions(len(hand), area, cw, ch)):
            page = hand[i]
            rect = pygame.Rect(0, 0, cw, ch)
            rect.center = (cx, cy)
            counter = False
            if acting is None or acting != near:
                waiting = waiting or self.waiting_reason()
                reason = waiting
            elif tap_due == acting:
                reason = "Choose a Move card to tap out first."
            elif st.pending:
                reason = check(st, C.Counter(acting, page))
                counter = reason is None
            else:
                reason = check(st, C.PlayPage(acting, page))
            danger = None
            if reason is None and not st.pending and counted_out_by(st, acting,
                                                                    C.PlayPage(acting, page)):
                danger = f"Still outside after this: {COUNTED_OUT}."
            if reason is None:  # playable pages stand a little proud of the fan
                cy -= round(14 * L.s)
                rect.centery = cy
            out.append(HandSlot(i, page, (cx, cy), angle, rect, reason, counter, danger))
        return out

    def shown_order(self, seat: int) -> list[int]:
        """The seat's hand in the order it is shown and numbered: a page keeps its place (and
        its number key) while it stays in hand; a new page takes the place a played one left."""
        memory = self.__dict__.setdefault("_shown_hand", {})
        hand = list(self.state.sides[seat].hand)
        before = memory.get(seat, [])
        keep, seen = set(hand), set(before)
        order = [p if p in keep else None for p in before]
        new = [p for p in hand if p not in seen]
        for i, p in enumerate(order):
            if p is None and new:
                order[i] = new.pop(0)
        order = [p for p in order if p is not None] + new
        memory[seat] = order
        return list(order)

    def click_hand(self, index: int) -> None:
        """Play (or counter with) the shown hand's page at index (remembered by page, so a
        click made while cues play still means the same page when it runs)."""
        if not self.hand_visible():
            return
        shown = self.shown_order(self.near())
        page = shown[index] if 0 <= index < len(shown) else None

        def run():
            seat = self.acting_human()
            if seat is None or seat != self.near() or not self.hand_visible():
                self.app.toast(self.waiting_reason(), "info")
                return
            if self.tapout_due() == seat:
                self.app.toast("Choose a Move card to tap out first.", "error")
                return
            if page is None or page not in self.state.sides[seat].hand:
                return
            cmd = C.Counter(seat, page) if self.state.pending else C.PlayPage(seat, page)
            self.send(cmd)
        self.act(run)

    def slot_at(self, pos) -> HandSlot | None:
        """The hand slot under a point (the hovered one wins, then the topmost)."""
        if not self.hand_visible():
            return None
        if self.hover and self.hover[0] == "hand":
            i = self.hover[1]
            if i < len(self.slots) and self.lifted_rect(self.slots[i]).collidepoint(pos):
                return self.slots[i]
        for slot in reversed(self.slots):
            if slot.rect.collidepoint(pos):
                return slot
        return None

    def lifted_rect(self, slot: HandSlot) -> pygame.Rect:
        """Where the hovered card is drawn: bigger, upright, standing on the fan's baseline."""
        L = self.L
        w = L.lifted_w
        r = pygame.Rect(0, 0, w, round(w * 1.4))
        r.midbottom = (slot.rect.centerx, L.hand.bottom + round(2 * L.s))
        r.clamp_ip(pygame.Rect(L.hand.x, 0, L.hand.w, self.size[1]))
        return r

    # ---- drawing (into the static layer) ------------------------------------------------------

    def hand_face_up(self, seat: int) -> bool:
        """The hand of this seat may be shown face up now (to whoever is at the screen)."""
        if not self.hand_visible():
            return False
        return self.is_human(seat) or not self.humans() or self.revealed

    def draw_hand(self, surface: pygame.Surface, seat: int) -> None:
        L = self.L
        s = L.s
        self.drawn_hand = []
        if not self.hand_visible():
            return
        face_up = self.hand_face_up(seat)
        hovered = self.hover[1] if self.hover and self.hover[0] == "hand" else None
        focus = self.focus.current(self.focusables())
        focus_i = focus.index if isinstance(focus, HandFocus) else None
        acting = self.acting_human() == seat and self.tapout_due() is None
        label = f"{self.short(seat)}'s hand" if face_up else "Hand"
        W.draw_text(surface, label, self.ts(15), W.MUTED, True,
                    bottomleft=(L.hand.x, L.hand.y + round(12 * s)))
        for slot in self.slots:
            if slot.index == hovered:
                continue  # drawn lifted over everything by draw_lifted (it rises above the fan)
            self.draw_hand_card(surface, slot, face_up, acting, False, slot.index == focus_i)

    def draw_lifted(self, surface: pygame.Surface, slot: HandSlot) -> pygame.Rect:
        """The hovered hand card, big enough to read, over the stage; returns where it is."""
        seat = self.near()
        focus = self.focus.current(self.focusables())
        focused = isinstance(focus, HandFocus) and focus.index == slot.index
        acting = self.acting_human() == seat and self.tapout_due() is None
        self.draw_hand_card(surface, slot, self.hand_face_up(seat), acting, True, focused)
        return self.lifted_rect(slot)

    def draw_hand_card(self, surface: pygame.Surface, slot: HandSlot, face_up: bool,
                       acting: bool, lifted: bool, focused: bool) -> None:
        """One card of the fan: upright (turning every card would cost a redraw each time the
        hand changes), with a shadow, a glow when it can be played, dimmed when it can't."""
        L = self.L
        s = L.s
        card = self.state.info(slot.page).card
        width = L.lifted_w if lifted else slot.rect.w
        face = self.face(card, width) if face_up else card_back(width)
        shown = face is not None
        if face is None:  # still being drawn: its back for a frame or two
            face = card_back(width)
        if face_up and shown and slot.page not in self.drawn_hand:  # (the lifted card: every frame)
            self.drawn_hand.append(slot.page)
        rect = self.lifted_rect(slot) if lifted else face.get_rect(center=slot.centre)
        surface.blit(FX.card_shadow(face.get_size()), rect.move(round(4 * s), round(6 * s)))
        if acting and slot.reason is None:
            colour = W.COUNTER if slot.counter else W.ACCENT
            spread = max(6, round(12 * s))
            surface.blit(FX.card_glow(face.get_size(), colour, spread),
                         rect.move(-spread, -spread))
        surface.blit(face, rect)
        if acting and slot.reason is not None and shown and not lifted:
            FX.blit_tint(surface, rect, (8, 10, 18), 120, max(5, round(width * 0.07)))
        if focused:
            pygame.draw.rect(surface, W.ACCENT, rect.inflate(6, 6), 3, border_radius=round(10 * s))
        if face_up and acting:  # the number key badge
            br = round(11 * s)
            centre = (rect.x + br + round(2 * s), rect.y - br + round(6 * s)) if lifted else \
                (slot.rect.x + br + round(4 * s), slot.rect.y - br + round(8 * s))
            fill = W.COUNTER if slot.counter else (W.ACCENT if slot.reason is None
                                                   else (70, 74, 92))
            pygame.draw.circle(surface, (10, 12, 18), centre, br + 2)
            pygame.draw.circle(surface, fill, centre, br)
            W.draw_text(surface, str(slot.index + 1), round(18 * s), pal.TEXT_DARK, True,
                        center=(centre[0], centre[1] + 1))

    def draw_far_hand(self, surface: pygame.Surface, seat: int) -> None:
        """The other seat's hand: card backs and a count (face up once hands are revealed)."""
        L = self.L
        s = L.s
        side = self.state.sides[seat]
        n = len(side.hand)
        shown = self.revealed and self.hand_visible()
        cw = L.far_face_w if shown else L.back_w  # revealed: as big as the row, names clear
        back = card_back(cw)
        bh = back.get_height()
        step = round(cw * (1.04 if shown else 0.62))
        total = cw + step * max(0, n - 1)
        x0 = L.far_hand.centerx - total // 2
        y = L.far_hand.y + round(2 * s)
        self.far_rects = []
        for i in range(n):
            t = (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0
            img, tag = back, "back"
            card = None
            if self.revealed and self.hand_visible():
                card = self.state.info(side.hand[i]).card
                face = self.face(card, L.far_face_w)
                if face is not None:
                    img, tag = face, card.id
            if shown:  # upright and level: readable
                t = 0
            img = turned(img, t * 6, ("farhand", tag, img.get_width()))
            r = img.get_rect(center=(x0 + cw // 2 + i * step, y + bh // 2 + abs(t) * 3 * s))
            surface.blit(img, r)
            if card is not None:  # hovering a revealed card shows it big
                visible = r.copy()
                if i < n - 1:
                    visible.w = min(r.w, step)
                self.far_rects.append(("page", card, visible))
        W.draw_text(surface, f"{self.short(seat)}'s hand: {n}", self.ts(16), W.MUTED, True,
                    midleft=(x0 + total + round(12 * s), y + bh // 2))
