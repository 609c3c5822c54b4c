"""The choosers that cover the table when a human must pick: which signature Move card to tap out
for an injury, and which Drama card (if any) to play in the pre-match Interview."""
from __future__ import annotations

import pygame

from game import commands as C
from sprites import palette as pal
from sprites.hud import dimmed
from sprites.tapped import tapped as tapped_face

from scenes.ui import widgets as W
from scenes.match.hand import ChoiceFocus


class ChooserMixin:
    """Tap-out and Interview choosers of a MatchScene."""

    def interview_seat(self) -> int | None:
        """The seat giving its pre-match Interview, if any."""
        return getattr(self.state, "interview", None)

    def choice_mode(self) -> str | None:
        """'tapout' or 'interview' while the acting human must choose from a chooser."""
        seat = self.acting_human()
        if seat is None or not self.hand_visible():
            return None
        if self.tapout_due() == seat:
            if self.state.over is not None and self.presenter.busy:
                return None  # the winning moment (count, tap-out, bell) shows in full first
            return "tapout"
        if self.interview_seat() == seat and hasattr(C, "PlayDrama"):
            return "interview"
        return None

    def tap_choice_active(self) -> bool:
        """True while the chooser (tap-out or Interview) is up for the acting human."""
        return self.choice_mode() is not None

    def choice_keys(self) -> list:
        """What can be chosen now, in screen order."""
        mode = self.choice_mode()
        if mode == "tapout":
            side = self.state.sides[self.tapout_due()]
            return [i for i, t in enumerate(side.tapped) if not t]
        if mode == "interview":
            return list(getattr(self.state.sides[self.interview_seat()], "drama", ())) + [""]
        return []

    def choose(self, key) -> None:
        """The human picked an item of the chooser: a Move card to tap out, or a Drama card."""
        def run():
            seat = self.acting_human()
            mode = self.choice_mode()
            if seat is None or mode is None:
                return
            if mode == "tapout":
                self.send(C.TapOut(seat, key))
            else:
                self.send(C.PlayDrama(seat, key))
        self.act(run)

    def choose_tapout(self, card: int) -> None:
        """The human picked a Move card to tap out."""
        self.choose(card)

    def choice_number(self, i: int) -> None:
        """A number key while a chooser is up."""
        mode = self.choice_mode()
        if mode == "tapout":
            side = self.state.sides[self.tapout_due()]
            if i < len(side.move_cards) and not side.tapped[i]:
                self.choose(i)
        elif mode == "interview":
            keys = self.choice_keys()
            if i < len(keys):
                self.choose(keys[i])

    # ---- drawing (into the static layer) ------------------------------------------------------

    def draw_chooser(self, surface: pygame.Surface) -> None:
        mode = self.choice_mode()
        if mode == "tapout":
            self.draw_tapout(surface)
        elif mode == "interview":
            self.draw_interview(surface)
        else:
            self.choice_rects = []

    def draw_tapout(self, surface: pygame.Surface) -> None:
        s = self.L.s
        seat = self.tapout_due()
        side = self.state.sides[seat]
        W.shade_rect(surface, surface.get_rect(), (0, 0, 0), 170)
        n = len(side.move_cards)
        cw = min(round(170 * s), int((surface.get_width() - round(160 * s)) / max(1, n) -
                                       round(20 * s)))
        ch = round(cw * 1.4)
        gap = round(22 * s)
        total = n * cw + (n - 1) * gap
        box = pygame.Rect(0, 0, max(total + round(60 * s), round(620 * s)), ch + round(170 * s))
        box.center = surface.get_rect().center
        W.draw_panel(surface, box, (40, 30, 40), (26, 20, 28), round(14 * s), (226, 72, 72), 2)
        W.draw_text(surface, f"{self.name(seat)} is injured!", self.ts(36), (255, 120, 110),
                    True, True, max_w=box.w - round(30 * s),
                    midtop=(box.centerx, box.y + round(16 * s)))
        W.draw_text(surface, self.tapout_words(), self.ts(19), W.INK, False,
                    max_w=box.w - round(40 * s), midtop=(box.centerx, box.y + round(58 * s)))
        x = box.centerx - total // 2
        y = box.y + round(96 * s)
        self.choice_rects = []
        focus = self.focus.current(self.focusables())
        for i, mid in enumerate(side.move_cards):
            card = self.cat.lib.move_cards.get(mid)
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            if card is None:
                continue
            if side.tapped[i]:
                small = self.face(card, round(cw / 1.4), "move_card", wait=False)
                img = tapped_face(small, 90, key=("mc", mid, round(cw / 1.4)))
                img = dimmed(img, ("tapdim", mid, cw), 140)
                surface.blit(img, img.get_rect(center=r.center))
                W.draw_text(surface, "already tapped", round(16 * s), W.MUTED, True,
                            midtop=(r.centerx, r.bottom + round(6 * s)))
                continue
            hot = self.hover == ("choice", i) or (isinstance(focus, ChoiceFocus) and focus.key == i)
            rr = r.move(0, -round(10 * s)) if hot else r
            if hot:
                W.glow(surface, rr, (255, 120, 110), 3, round(10 * s))
            surface.blit(self.face(card, cw, "move_card", wait=False), rr)
            self.choice_rects.append((i, rr))
            W.draw_text(surface, f"{i + 1}", round(22 * s), W.ACCENT, True,
                        midtop=(r.centerx, r.bottom + round(6 * s)))

    def tapout_words(self) -> str:
        """What the tap-out means here: in a season the next match too; an exhibition has no
        next match, and after the bell only the results show it."""
        season = self.on_end is not None
        if self.state.over is not None:
            if season:
                return "Choose a signature Move card to tap out: its bonus is off in your next " \
                       "match."
            return "Squashed! Choose a signature Move card to tap out (it shows on the results)."
        return "Choose a signature Move card to tap out: its bonus is off for the rest of this " \
               "match" + (" and the next." if season else ".")

    def draw_interview(self, surface: pygame.Surface) -> None:
        """The pre-match Interview: play one of the dealt Drama cards, or none."""
        s = self.L.s
        seat = self.interview_seat()
        cards = [k for k in self.choice_keys() if k]
        lib = self.cat.lib
        W.shade_rect(surface, surface.get_rect(), (0, 0, 0), 170)
        n = max(1, len(cards))
        cw = min(round(170 * s), int((surface.get_width() - round(160 * s)) / n - round(20 * s)))
        ch = round(cw * 1.4)
        gap = round(22 * s)
        total = n * cw + (n - 1) * gap
        box = pygame.Rect(0, 0, max(total + round(60 * s), round(620 * s)), ch + round(220 * s))
        box.center = surface.get_rect().center
        W.draw_panel(surface, box, (40, 30, 48), (26, 20, 32), round(14 * s), pal.DRAMA, 2)
        W.draw_text(surface, f"{self.name(seat)}: the pre-match Interview", self.ts(34),
                    pal.shade(pal.DRAMA, 1.4), True, True, max_w=box.w - round(30 * s),
                    midtop=(box.centerx, box.y + round(16 * s)))
        W.draw_text(surface, "Play one Drama card before the bell, or say nothing.",
                    self.ts(19), W.INK, max_w=box.w - round(40 * s),
                    midtop=(box.centerx, box.y + round(58 * s)))
        x = box.centerx - total // 2
        y = box.y + round(96 * s)
        self.choice_rects = []
        focus = self.focus.current(self.focusables())
        for i, cid in enumerate(cards):
            card = lib.drama.get(cid)
            if card is None:
                continue
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            hot = self.hover == ("choice", cid) or (isinstance(focus, ChoiceFocus)
                                                     and focus.key == cid)
            rr = r.move(0, -round(10 * s)) if hot else r
            if hot:
                W.glow(surface, rr, pal.shade(pal.DRAMA, 1.3), 3, round(10 * s))
            surface.blit(self.face(card, cw, "drama", wait=False), rr)
            self.choice_rects.append((cid, rr))
            W.draw_text(surface, str(i + 1), round(22 * s), W.ACCENT, True,
                        midtop=(r.centerx, r.bottom + round(6 * s)))
        skip = pygame.Rect(0, 0, round(240 * s), round(44 * s))
        skip.midbottom = (box.centerx, box.bottom - round(14 * s))
        hot = self.hover == ("choice", "") or (isinstance(focus, ChoiceFocus) and focus.key == "")
        W.draw_panel(surface, skip, W.BUTTON_TOP, W.BUTTON_BOTTOM, round(10 * s),
                     W.ACCENT if hot else W.BUTTON_EDGE, 2 if hot else 1)
        W.draw_text(surface, f"No Drama ({len(cards) + 1})", round(22 * s), W.INK, True,
                    center=skip.center)
        self.choice_rects.append(("", skip))
