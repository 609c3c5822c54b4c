"""The hovered (or keyboard-focused) hand card drawn lifted over the table with its tips; while
it covers their places at the foot of the stage, the commentary strip and the prompt stand in the
far hand's row above the ring (strip_over_far_hand), so the ring shows whole."""
from __future__ import annotations

import pygame

from scenes.match import facts as F
from scenes.match import hand as HV
from scenes.match import hover as HOV
from scenes.match import prompt_line as PL
from scenes.match import ring_view as RV
from scenes.ui import widgets as W


PUT_DOWN = "Esc puts the card down: the whole hand shows."


def strip_over_far_hand(L) -> int:
    """Where the commentary strip's foot stands while a lifted card covers its place: in the
    far hand's row above the ring, the prompt under it (over the top of the ring's picture they
    hid the name tags, the referee's head and the spot's caption: session 56's play-tests)."""
    return L.far_hand.y + RV.strip_rect(L).h


class LiftedCard:
    """The table's lifted hand card (a mixin of the table's drawing half)."""

    def lifted_index(self) -> int | None:
        """The hand slot drawn lifted now: the hovered one, else the keyboard's, else None."""
        hover = self.hover
        if hover is None:
            focus = self.focus.current(self.focusables())
            if isinstance(focus, HV.HandFocus) and focus.visible:
                return focus.index if focus.index < len(self.slots) else None
            return None
        if hover[0] == "hand" and hover[1] < len(self.slots):
            return hover[1]
        return None

    def lifted_now(self) -> pygame.Rect | None:
        """Where the lifted hand card is drawn now (None: none is)."""
        i = self.lifted_index() if self.L is not None and self.model.hand_visible() else None
        return None if i is None else self.lifted_rect(self.slots[i])

    def prompt_moved(self) -> bool:
        """True while a lifted hand card covers the prompt's place (it stands above the card)."""
        rect = self.lifted_now()
        return rect is not None and PL.covered(self.L, self.prompt(), self.text_scale, rect)

    def strip_moved(self) -> bool:
        """True while a lifted hand card covers the commentary strip (it stands above it)."""
        rect = self.lifted_now()
        return rect is not None and bool(self.presenter.said) and \
            RV.strip_rect(self.L).colliderect(rect)

    def draw_lifted(self, surface: pygame.Surface, index: int) -> None:
        """The lifted card, its keywords and tips, and the prompt above it if it covers it."""
        L = self.L
        t = L.s * self.text_scale
        slot = self.slots[index]
        seat = self.model.near()
        face_up = self.model.hand_face_up(seat)
        card = F.page_card(self.model, slot.page)
        focus = self.focus.current(self.focusables())
        focused = isinstance(focus, HV.HandFocus) and focus.index == slot.index
        rect = HV.draw_hand_card(surface, L, slot, card, face_up, self.hand_acting(seat),
                                 True, focused, self.face, self.drawn_hand, self.size[1])
        acting = face_up and self.hand_acting(seat)  # a move's counter risk after its needs
        risk = F.counter_preview(self.model, seat, slot.page) if acting else []
        helps = F.keywords(card, self.state.rules, risk) if face_up else []  # its needs first
        if acting:  # a page that pins: its chance now
            helps = F.pin_preview(self.model, seat, slot.page) + \
                F.pin_lapse(self.model, seat, slot.page) + \
                F.pin_shift(self.model, seat, slot.page) + helps
        if focused and self.hover is None:  # lifted by the keyboard, it hid the cards beside
            helps = helps + [PUT_DOWN]  # it with no way to read them (two players: s. 74, 75)
        HOV.hand_tips(surface, rect, slot, helps, self.model.acting_human() == seat, t,
                      L.hand, RV.ring_area(L).bottom)
        prompt = self.prompt()
        moved = PL.covered(L, prompt, self.text_scale, rect)
        if moved or self.strip_moved():  # the far hand's row cleared for them (its cards'
            surface.fill(W.BG, L.far_hand)  # edges showed round the prompt's pill)
        if moved:
            PL.draw_prompt(surface, L, prompt, self.text_scale, rect)
        if self.strip_moved():  # the commentary up over the far hand (the card hid it at
            RV.draw_strip(surface, L, list(self.presenter.said[-2:]), self.text_scale,
                          strip_over_far_hand(L))  # 1920x1080: session 54's play-test; over
            # the floor, above the card, it hid those at ringside: session 55's)
