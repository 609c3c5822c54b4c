"""The season's cards: a wrestler's row of signature Move cards (tapped-out ones turned 90
degrees, with when they heal) and a card button for the action panel."""
from __future__ import annotations

import pygame

from scenes.season.text import heal_words
from scenes.ui import widgets as W
from sprites.card_face import move_card_face
from sprites.hud import dimmed, shadow
from sprites.tapped import tapped as tapped_face


def move_slot_width(card_w: int) -> int:
    """The room one Move card takes in a row (a turned card is 1.4 wider)."""
    return round(card_w * 1.4) + max(4, card_w // 8)


def draw_move_row(surface: pygame.Surface, lib, player, x: int, cy: int, card_w: int,
                  s: float, weeks: int | None = None, rects: list | None = None,
                  owner: int | None = None) -> int:
    """A wrestler's signature Move cards in a row centred on cy; tapped-out ones turned 90
    degrees, tinted, with when they heal under them. Returns the right edge."""
    slot = move_slot_width(card_w)
    for i, mid in enumerate(player.move_cards):
        card = lib.move_cards.get(mid)
        if card is None:
            continue
        face = move_card_face(card, card_w)
        tapped = bool(player.tapped[i])
        img = tapped_face(face, 90, key=("mc", mid, card_w)) if tapped else face
        centre = (x + slot // 2, cy - (round(8 * s) if tapped else 0))
        r = img.get_rect(center=centre)
        surface.blit(shadow(img, ("hub_mcs", mid, card_w, tapped), 100),
                     r.move(round(2 * s), round(3 * s)))
        surface.blit(img, r)
        if tapped:
            W.shade_rect(surface, r, (140, 0, 0), 60, round(4 * s))
            words = heal_words(player.heal_at[i], weeks) or "tapped out"
            size = round(13 * s)
            room = round(slot * 1.25)  # an upright neighbour leaves some room beside it
            if W.text_width(words, 9, True) > room and player.heal_at[i] >= 0:
                words = "out" if words.startswith("out") else "heals at PPV" if \
                    "Pay-Per-View" in words else f"heals wk {player.heal_at[i] + 1}"  # ('t4'
                # read as nothing: session 67's play-test)
            W.draw_fit_text(surface, words, size, 9, (255, 150, 140), True,
                            max_w=room, midtop=(r.centerx, r.bottom + round(2 * s)))
        if rects is not None:
            rects.append((owner, i, card, r))
        x += slot
    return x


class CardButton(W.Widget):
    """A card on the action panel (a Drama card to play, a Move card to tap out)."""

    def __init__(self, face_fn, on_click, *, caption: str = "", tooltip: str = "",
                 enabled: bool = True, key=None) -> None:
        self.face_fn = face_fn
        self.on_click = on_click
        self.caption = caption
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = True
        self.hover = False
        self.selected = False
        self.key = key
        self.rect = pygame.Rect(0, 0, 10, 14)
        self.caption_h = 0  # the caption's band under the card, as last drawn

    def hit_rect(self) -> pygame.Rect:
        """Where a pointer takes the card: its face and its caption (a click on 'Tap out'
        under a card did nothing: session 73's play-test)."""
        return self.rect.copy() if not self.caption else \
            pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h + self.caption_h)

    def activate(self) -> None:
        if self.on_click is not None:
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit_rect().collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.hit_rect().collidepoint(event.pos):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False, s: float = 1.0) -> None:
        face = self.face_fn(self.rect.w)
        r = self.rect
        lift = (self.hover or focused or self.selected) and self.enabled
        if lift:
            r = r.move(0, -round(8 * s))
            W.glow(surface, r, W.ACCENT if not self.selected else (255, 120, 110), 3,
                   round(8 * s))
        if not self.enabled:
            face = dimmed(face, ("cb_dim", self.key, self.rect.w), 150)
        surface.blit(shadow(face, ("cb_s", self.key, self.rect.w), 110),
                     r.move(round(3 * s), round(4 * s)))
        surface.blit(face, r)
        if focused:
            pygame.draw.rect(surface, W.ACCENT, r.inflate(6, 6), 2, border_radius=round(8 * s))
        if self.caption:
            self.caption_h = round(22 * s)
            W.draw_fit_text(surface, self.caption, round(14 * s), 10,
                            W.ACCENT if self.enabled else W.MUTED, True,
                            max_w=self.rect.w + round(20 * s),
                            midtop=(self.rect.centerx, self.rect.bottom + round(3 * s)))
