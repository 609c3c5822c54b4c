"""Pieces the card browser and the playbook builder share: a text field, the search-and-filter
bar, and a scrolling grid of page faces."""
from __future__ import annotations

from typing import Callable

import pygame

from game.library import (COST_TOP, MOMENTUM, MOVE_TYPES, TAGS, CardFilter, DramaCard, MoveCard,
                          drama_rules, find, find_cards, move_card_rules, page_rules, title)
from sprites import palette as pal
from sprites.card_face import RATIO, drama_face, move_card_face, page_face

from scenes.ui import widgets as W

KINDS = [(None, "Any kind"), ("move", "Moves"), ("momentum", "Momentum pages"),
         ("special", "Specials"), ("move_card", "Signature Move cards"), ("drama", "Drama cards")]
PAGE_KINDS = KINDS[:4]
MOVE_TYPE_CHOICES = [(None, "Any move type")] + [(t, title(t)) for t in MOVE_TYPES]
TAG_CHOICES = [(None, "Any tag")] + [(t, title(t)) for t in TAGS]
MOMENTUM_CHOICES = [(None, "Any momentum")] + [(k, title(k)) for k in MOMENTUM]
COST_CHOICES = [(None, "Any cost")] + [(c, f"Cost {c}" + ("+" if c == COST_TOP else ""))
                                      for c in range(COST_TOP + 1)]


def face_of(card, width: int) -> pygame.Surface:
    """The face of a page, a signature Move card or a Drama card."""
    if isinstance(card, MoveCard):
        return move_card_face(card, width)
    if isinstance(card, DramaCard):
        return drama_face(card, width)
    return page_face(card, width)


class FilterBar:
    """The search field and the five filters (kind, move type, tag, momentum, cost)."""

    def __init__(self, on_change: Callable[[], None], pages_only: bool = False) -> None:
        self.search = W.TextField(placeholder="Search name or text  ( / )", on_change=lambda v: on_change(),
                                tooltip="Every word must appear in the card's name or text.")
        self.kind = W.Choice(PAGE_KINDS if pages_only else KINDS, 0, lambda v: on_change(), tooltip="Moves, momentum pages "
                             "or specials")
        self.move_type = W.Choice(MOVE_TYPE_CHOICES, 0, lambda v: on_change(),
                                  tooltip="Only moves of this move type")
        self.tag = W.Choice(TAG_CHOICES, 0, lambda v: on_change(), tooltip="Only moves with this tag")
        self.momentum = W.Choice(MOMENTUM_CHOICES, 0, lambda v: on_change(),
                                 tooltip="Pages that cost or give this momentum")
        self.cost = W.Choice(COST_CHOICES, 0, lambda v: on_change(),
                             tooltip="Total momentum cost")

    def widgets(self) -> list:
        """The search field and the five filters, in Tab order."""
        return [self.search, self.kind, self.move_type, self.tag, self.momentum, self.cost]

    def value(self, playable: bool = False) -> CardFilter:
        """The CardFilter the bar shows."""
        return CardFilter(words=self.search.value, kind=self.kind.value,
                          move_type=self.move_type.value, tag=self.tag.value,
                          momentum=self.momentum.value, cost=self.cost.value, playable=playable)

    def layout(self, area: pygame.Rect, s: float) -> int:
        """Two rows in the area (search, kind, cost / move type, tag, momentum); returns the
        bottom."""
        gap = round(8 * s)
        fh = round(36 * s)
        third = (area.w - 2 * gap) // 3
        self.search.rect = pygame.Rect(area.x, area.y, third, fh)
        self.kind.rect = pygame.Rect(area.x + third + gap, area.y, third, fh)
        self.cost.rect = pygame.Rect(area.x + 2 * (third + gap), area.y, third, fh)
        y = area.y + fh + gap
        for i, wdg in enumerate((self.move_type, self.tag, self.momentum)):
            wdg.rect = pygame.Rect(area.x + i * (third + gap), y, third, fh)
        for wdg in self.widgets():
            wdg.size = round(18 * s)
        return y + fh


class CardGrid(W.Widget):
    """A scrolling grid of page faces: the mouse wheel or PageUp/PageDown scroll, the arrows
    move the selection; a click calls on_pick(page, button)."""

    def __init__(self, on_pick: Callable | None = None, badge: Callable | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.pages: list = []
        self.card_w = 140
        self.gap = 10
        self.scroll = 0
        self.selected = 0
        self.hover: int | None = None
        self.inside = False
        self.on_pick = on_pick
        self.badge = badge  # page -> short text drawn on the face (copies in the playbook)
        self.visible = True
        self.tooltip = ""

    # ---- geometry --------------------------------------------------------------------------

    @property
    def cols(self) -> int:
        """How many cards fit side by side in the grid's width."""
        return max(1, (self.rect.w + self.gap) // (self.card_w + self.gap))

    @property
    def row_h(self) -> int:
        """The height of one row of cards, gap included."""
        return round(self.card_w * RATIO) + self.gap

    def fit(self, rows: int, widest: int) -> None:
        """Cards as large as `rows` rows allow in the height, at most `widest` wide."""
        self.card_w = max(60, min(widest, int((self.rect.h / rows - self.gap) / RATIO)))

    def rows_shown(self) -> int:
        """How many rows of cards fit in the grid's height (at least one)."""
        return max(1, (self.rect.h + self.gap) // self.row_h)

    def max_scroll(self) -> int:
        """The furthest the grid scrolls, in rows (0 when every card fits)."""
        rows = (len(self.pages) + self.cols - 1) // self.cols
        return max(0, rows - self.rows_shown())

    def cell(self, i: int) -> pygame.Rect:
        """Where card i is drawn on the screen, at the current scroll (rows centred)."""
        row, col = divmod(i, self.cols)
        left = self.rect.x + (self.rect.w - (self.cols * (self.card_w + self.gap) - self.gap)) // 2
        return pygame.Rect(left + col * (self.card_w + self.gap),
                           self.rect.y + (row - self.scroll) * self.row_h,
                           self.card_w, round(self.card_w * RATIO))

    def index_at(self, pos) -> int | None:
        """The card under a point on the screen (only cards in view), or None."""
        if not self.rect.collidepoint(pos):
            return None
        for i in self.shown():
            if self.cell(i).collidepoint(pos):
                return i
        return None

    def shown(self) -> range:
        """The indexes of the cards in view at the current scroll."""
        first = self.scroll * self.cols
        return range(first, min(len(self.pages), first + self.rows_shown() * self.cols))

    # ---- state -----------------------------------------------------------------------------

    def set_pages(self, pages: list) -> None:
        """Show these cards instead, keeping the selected one when it is still among them."""
        keep = self.current()
        self.pages = pages
        self.selected = pages.index(keep) if keep in pages else 0
        self.scroll = min(self.scroll, self.max_scroll())
        self.show_selected()

    def current(self):
        """The selected page, or None."""
        return self.pages[self.selected] if 0 <= self.selected < len(self.pages) else None

    def show_selected(self) -> None:
        """Scroll just enough for the selected card to be in view."""
        row = self.selected // self.cols
        if row < self.scroll:
            self.scroll = row
        elif row >= self.scroll + self.rows_shown():
            self.scroll = row - self.rows_shown() + 1
        self.scroll = max(0, min(self.scroll, self.max_scroll()))

    def move(self, d: int) -> None:
        """Move the selection d cards on (negative: back), stopping at the ends."""
        if self.pages:
            self.selected = max(0, min(len(self.pages) - 1, self.selected + d))
            self.show_selected()
        self.hover = None  # the keys lead now: the pointer's card is not the one meant

    def key(self, k: int) -> bool:
        """Arrow keys, PageUp/PageDown, Home and End move the selection."""
        steps = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -self.cols,
                 pygame.K_DOWN: self.cols,
                 pygame.K_PAGEUP: -self.cols * self.rows_shown(),
                 pygame.K_PAGEDOWN: self.cols * self.rows_shown(),
                 pygame.K_HOME: -len(self.pages), pygame.K_END: len(self.pages)}
        if k not in steps:
            return False
        self.move(steps[k])
        return True

    def activate(self) -> None:
        """Enter: pick the selected card as a left click would."""
        if self.on_pick and self.current() is not None:
            self.on_pick(self.current(), 1)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.index_at(event.pos)
            self.inside = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL and self.inside:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            i = self.index_at(event.pos)
            if i is None:
                return False
            self.selected = i
            if self.on_pick:
                self.on_pick(self.pages[i], event.button)
            return True
        return False

    # ---- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        old = surface.get_clip()
        surface.set_clip(self.rect.inflate(8, 8))
        for i in self.shown():
            page = self.pages[i]
            r = self.cell(i)
            surface.blit(face_of(page, self.card_w), r)
            if self.badge:
                words = self.badge(page)
                if words:
                    tag = W.text_surface(words, max(14, self.card_w // 7), pal.TEXT_DARK, True)
                    box = tag.get_rect().inflate(12, 4)
                    box.bottomright = (r.right - 4, r.bottom - 4)
                    pygame.draw.rect(surface, W.ACCENT, box, border_radius=box.h // 2)
                    surface.blit(tag, tag.get_rect(center=box.center))
            if i == self.selected:
                pygame.draw.rect(surface, W.ACCENT if focused else (200, 200, 220),
                                 r.inflate(6, 6), 3 if focused else 2, border_radius=10)
            elif i == self.hover:
                pygame.draw.rect(surface, (150, 156, 180), r.inflate(4, 4), 1, border_radius=9)
        surface.set_clip(old)
        if not self.pages:
            W.draw_text(surface, "No card matches: clear the search or a filter.", 20, W.MUTED,
                        center=self.rect.center)
        if self.max_scroll():
            bar = pygame.Rect(self.rect.right + 4, self.rect.y, 5, self.rect.h)
            pygame.draw.rect(surface, (40, 44, 58), bar, border_radius=3)
            rows = self.max_scroll() + self.rows_shown()
            knob_h = max(20, bar.h * self.rows_shown() // rows)
            y = bar.y + (bar.h - knob_h) * self.scroll // max(1, self.max_scroll())
            pygame.draw.rect(surface, W.ACCENT, (bar.x, y, bar.w, knob_h), border_radius=3)


def pages_for(lib, bar: FilterBar, playable: bool = False) -> list:
    """The library pages the filter bar asks for."""
    return find(lib, bar.value(playable))


def cards_for(lib, bar: FilterBar) -> list:
    """Every library card the filter bar asks for: pages, signature Move cards, Drama cards."""
    return find_cards(lib, bar.value())


def page_lines(page) -> list[tuple[str, tuple]]:
    """A page described in lines for a detail panel: kind, cost, numbers and rules text."""
    bits = []
    if isinstance(page, MoveCard):
        bits.append((f"Signature Move card \u00b7 rank {page.rank}", W.INK))
        bits.append((move_card_rules(page), W.ACCENT))
        if page.text:
            bits.append((page.text, W.MUTED))
        return bits
    if isinstance(page, DramaCard):
        bits.append(("Drama card \u00b7 played in an Interview", W.INK))
        bits.append((drama_rules(page), W.ACCENT))
        if page.text:
            bits.append((page.text, W.MUTED))
        return bits
    if page.kind == "move":
        bits.append((f"Move \u00b7 {title(page.move_type)}", W.INK))
        if page.tags:
            bits.append(("Tags: " + ", ".join(title(t) for t in page.tags), W.MUTED))
    elif page.kind == "momentum":
        bits.append(("Momentum page", W.INK))
    else:
        bits.append((f"Special \u00b7 {title(page.special)}", W.INK))
    cost = ", ".join(f"{n} {title(k)}" for k, n in page.cost.items()) or "free"
    bits.append((f"Cost: {cost}", W.MUTED))
    rules = page_rules(page)
    if rules:
        bits.append((rules, W.ACCENT))
    if page.text:
        bits.append((page.text, W.MUTED))
    if page.special == "referee":
        bits.append(("Referees enter play by themselves: never in a playbook.", (240, 130, 140)))
    return bits
