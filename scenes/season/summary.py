"""The champion screen at the end of a season: the crowned winner, the final standings, the
Pay-Per-View results and the feuds; Menu or a new season."""
from __future__ import annotations

import math

import pygame

from sprites import palette as pal
from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.season.cards import draw_move_row, move_slot_width
from scenes.season.setup import player_colour
from scenes.season.text import (CONTROLLER_WORDS, player_names, record_words,
                          result_line, show_name)


def draw_crown(surface: pygame.Surface, centre: tuple[int, int], width: int,
               colour=(246, 200, 80)) -> pygame.Rect:
    """A five-pointed crown with jewels."""
    w = width
    h = round(w * 0.62)
    cx, cy = centre
    x0, y0 = cx - w // 2, cy - h // 2
    pts = [(x0, y0 + h), (x0, y0 + h * 0.28), (x0 + w * 0.2, y0 + h * 0.6),
           (x0 + w * 0.32, y0 + h * 0.05), (x0 + w * 0.5, y0 + h * 0.5),
           (x0 + w * 0.68, y0 + h * 0.05), (x0 + w * 0.8, y0 + h * 0.6),
           (x0 + w, y0 + h * 0.28), (x0 + w, y0 + h)]
    pygame.draw.polygon(surface, pal.shade(colour, 0.55), [(x + 3, y + 4) for x, y in pts])
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, pal.shade(colour, 1.3), pts, max(1, w // 40))
    band = pygame.Rect(x0, y0 + round(h * 0.74), w, round(h * 0.26))
    pygame.draw.rect(surface, pal.shade(colour, 0.8), band)
    for k, jewel in enumerate(((220, 60, 70), (70, 140, 236), (220, 60, 70))):
        jx = x0 + w * (0.25 + 0.25 * k)
        pygame.draw.circle(surface, jewel, (round(jx), band.centery), max(2, w // 18))
    for fx in (0.0, 0.32, 0.68, 1.0):
        top = pts[1] if fx == 0.0 else pts[3] if fx == 0.32 else pts[5] if fx == 0.68 else pts[7]
        pygame.draw.circle(surface, pal.shade(colour, 1.2), (round(top[0]), round(top[1])),
                           max(2, w // 22))
    return pygame.Rect(x0, y0, w, h)


_spots: dict = {}


def spotlight(size: tuple[int, int]) -> pygame.Surface:
    """A soft warm oval of light, brightest in the middle (cached by size)."""
    hit = _spots.get(size)
    if hit is None:
        small = pygame.Surface((64, 32), pygame.SRCALPHA)
        for y in range(32):
            for x in range(64):
                d = math.hypot((x - 31.5) / 32, (y - 15.5) / 16)
                a = max(0.0, 1.0 - d) ** 1.8
                small.set_at((x, y), (255, 206, 120, round(70 * a)))
        hit = pygame.transform.smoothscale(small, size)
        _spots.clear()
        _spots[size] = hit
    return hit


class ChampionScene(Scene):
    """The season is over."""

    def __init__(self, app, season, path=None) -> None:
        super().__init__(app)
        self.season = season
        self.season_file = path  # its save (a crash here saves it there, never over another)
        self.lib = season.cat.lib
        self.menu_btn = W.Button("Menu", self.menu, hotkey="Enter", primary=True,
                                 sub="back to the title")
        self.again_btn = W.Button("New Season", self.new_season, hotkey="N",
                                  sub="choose wrestlers again")
        self.watch_btn = W.Button("Watch the last match", self.watch_last, hotkey="W",
                                  sub="again, on the table")
        self.items = [self.menu_btn, self.again_btn]
        if self.last_match() is not None:
            self.items.append(self.watch_btn)
        self.focus = W.Focus()
        self.focus.index = 0
        self.time = 0.0
        self.s = 1.0
        self.app.sounds.play("crowd_cheer")

    # ---- facts -------------------------------------------------------------------------------

    def champion(self) -> int:
        """The crowned wrestler: the season's champion, or whoever tops the standings."""
        st = self.season.state
        if st.champion is not None:
            return st.champion
        return self.season.standings()[0]

    def order(self) -> list[int]:
        """The wrestlers in final standing order, first place first."""
        return self.season.standings()

    def last_match(self):
        """The season's last match, as the season kept it (None: no match was played)."""
        results = self.season.state.results
        return self.season.played.get(len(results) - 1) if results else None

    # ---- actions -----------------------------------------------------------------------------

    def watch_last(self) -> None:
        """The season's last match again, on the table (Esc there comes back here)."""
        match = self.last_match()
        if match is None:
            return
        rec = self.season.state.results[-1]
        names = player_names(self.lib, self.season.state, short=False)
        a, b = rec["players"]
        show = show_name(self.season.state, rec["week"])
        self.app.push("replay", match=match, title=f"{show} \u00b7 {names[a]} vs {names[b]}")

    def menu(self) -> None:
        """Back to the title menu (the stack is cleared)."""
        self.app.reset("menu")

    def new_season(self) -> None:
        """Open the season setup to choose wrestlers again."""
        self.app.reset("season_setup")

    # ---- frame -------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        self.s = s
        bw, bh = round(260 * s), round(60 * s)
        gap = round(24 * s)
        y = h - round(24 * s) - bh
        x = w // 2 - (len(self.items) * (bw + gap) - gap) // 2
        for b in self.items:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        for b in self.items:
            b.size = round(25 * s)

    def handle(self, event: pygame.event.Event) -> None:
        """M or Esc: the menu; N: a new season; W: the last match again; arrows and Enter work
        the buttons."""
        for b in self.items:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEMOTION:
            for i, b in enumerate(self.items):
                if b.rect.collidepoint(event.pos):
                    self.focus.index = i
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k in (pygame.K_m, pygame.K_ESCAPE):
            self.menu()
        elif k == pygame.K_n:
            self.new_season()
        elif k == pygame.K_w and self.watch_btn in self.items:
            self.watch_last()
        else:
            self.focus.key(event, self.items, across=True)

    def update(self, dt: float) -> None:
        """Run the clock that bobs the crown and pops the champion's name in."""
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.s
        surface.blit(background((w, h)), (0, 0))
        st = self.season.state
        champ = self.champion()
        full = player_names(self.lib, st, short=False)
        colour = player_colour(champ)
        # a spotlight on the champion
        glow = spotlight((round(820 * s), round(330 * s)))
        surface.blit(glow, glow.get_rect(center=(w // 2, round(150 * s))))
        bob = math.sin(self.time * 2.2) * 3 * s
        draw_crown(surface, (w // 2, round(58 * s + bob)), round(96 * s))
        W.draw_label(surface, "SEASON CHAMPION", round(18 * s), W.ACCENT,
                     midtop=(w // 2, round(96 * s)))
        pop = 1.0 + 0.12 * max(0.0, 1 - self.time * 3)
        big = W.text_surface(full[champ].upper(), round(62 * s * pop),
                             pal.shade(colour, 1.35), True, True)
        if big.get_width() > w - 60:
            big = pygame.transform.smoothscale(
                big, (w - 60, round(big.get_height() * (w - 60) / big.get_width())))
        surface.blit(big, big.get_rect(midtop=(w // 2, round(118 * s))))
        p = st.players[champ]
        rv, tr = self.season.rank(champ)
        W.draw_text(surface, f"{p.points} points \u00b7 {record_words(p)} (W-L-D) \u00b7 "
                    f"Rank {rv} {tr} \u00b7 {st.weeks} weeks", round(21 * s), W.INK, True, True,
                    midtop=(w // 2, round(118 * s) + big.get_height()))
        # the champion's Move cards
        card_w = round(62 * s)
        n = len(p.move_cards)
        row_w = n * move_slot_width(card_w)
        draw_move_row(surface, self.lib, p, w // 2 - row_w // 2, round(258 * s), card_w, s,
                      st.weeks)
        m = round(24 * s)
        top = round(318 * s)
        bottom = self.menu_btn.rect.top - round(16 * s)
        left = pygame.Rect(m, top, round(w * 0.58), bottom - top)
        right = pygame.Rect(left.right + round(16 * s), top, w - m - left.right - round(16 * s),
                            bottom - top)
        self.draw_standings(surface, left, full, champ)
        self.draw_ppv(surface, right)
        focus = self.focus.current(self.items)
        for b in self.items:
            b.draw(surface, focused=b is focus)

    def draw_standings(self, surface, box: pygame.Rect, names, champ: int) -> None:
        """The final standings: place, name, who played, points, W-L-D, Rank, tier, injuries."""
        s = self.s
        st = self.season.state
        W.draw_panel(surface, box, (32, 35, 48), (20, 22, 31), round(14 * s), W.PANEL_EDGE, 1)
        x = box.x + round(16 * s)
        W.draw_label(surface, "FINAL STANDINGS", round(15 * s), W.ACCENT,
                     topleft=(x, box.y + round(12 * s)))
        cols = (("PTS", 0.50), ("W-L-D", 0.60), ("RANK", 0.70), ("TIER", 0.82),
                ("HURT", 0.94))
        hy = box.y + round(42 * s)
        for label, fx in cols:
            W.draw_label(surface, label, round(12 * s), W.MUTED,
                         center=(box.x + round(box.w * fx), hy))
        order = self.order()
        row_h = min(round(52 * s), (box.bottom - hy - round(40 * s)) // max(1, len(order)))
        W.draw_text(surface, "HURT: the injuries each took this season (an injury taps out a "
                    "Move card till it heals)", round(14 * s), W.MUTED, False,  # (unexplained:
                    max_w=box.w - round(32 * s),  # session 73's play-test)
                    bottomleft=(x, box.bottom - round(10 * s)))
        y = hy + round(14 * s)
        for place, i in enumerate(order, start=1):
            p = st.players[i]
            row = pygame.Rect(box.x + round(8 * s), y, box.w - round(16 * s), row_h - round(4 * s))
            if i == champ:
                W.draw_panel(surface, row, pal.mix((34, 38, 52), (238, 194, 82), 0.18),
                             (26, 28, 38), round(8 * s), W.ACCENT, 1)
            pygame.draw.rect(surface, player_colour(i),
                             (row.x, row.y + round(6 * s), round(5 * s), row.h - round(12 * s)),
                             border_radius=2)
            W.draw_text(surface, f"{place}.", round(22 * s), W.ACCENT if place == 1 else W.MUTED,
                        True, midleft=(row.x + round(14 * s), row.centery))
            W.draw_text(surface, names[i], round(20 * s), W.INK, True,
                        max_w=round(box.w * 0.40) - round(60 * s),
                        midleft=(row.x + round(50 * s), row.centery - round(8 * s)))
            W.draw_text(surface, CONTROLLER_WORDS.get(self.season.controller(i), "AI"),
                        round(14 * s), W.MUTED, True,
                        midleft=(row.x + round(50 * s), row.centery + round(12 * s)))
            rv, tr = self.season.rank(i)
            values = (str(p.points), record_words(p), str(rv), tr, str(p.injuries))
            for (label, fx), words in zip(cols, values):
                W.draw_fit_text(surface, words, round(20 * s) if label != "TIER"
                                else round(16 * s), 10, W.ACCENT if label == "TIER" else W.INK,
                                True, max_w=round(box.w * 0.11),
                                center=(box.x + round(box.w * fx), row.centery))
            y += row_h

    def draw_ppv(self, surface, box: pygame.Rect) -> None:
        """The Pay-Per-View's results, then the season's feuds and which were settled."""
        s = self.s
        st = self.season.state
        names = player_names(self.lib, st)
        W.draw_panel(surface, box, (32, 35, 48), (20, 22, 31), round(14 * s), W.PANEL_EDGE, 1)
        x = box.x + round(16 * s)
        y = box.y + round(12 * s)
        W.draw_label(surface, "PAY-PER-VIEW", round(15 * s), (255, 120, 96), topleft=(x, y))
        y += round(28 * s)
        size = round(17 * s)
        lh = W.line_height(size)
        for rec in st.ppv_results or []:
            for k, line in enumerate(W.wrap_lines(result_line(names, rec), size,
                                                  box.w - round(44 * s))):
                if y + lh > box.bottom - round(70 * s):
                    break
                if k == 0:
                    who = rec["winner"] if rec["winner"] is not None else rec["players"][0]
                    pygame.draw.circle(surface, player_colour(who),
                                       (x + round(5 * s), y + lh // 2), max(3, round(4 * s)))
                W.draw_text(surface, line, size, W.INK, k == 0 and rec.get("feud", False),
                            topleft=(x + round(16 * s), y))
                y += lh
            y += round(4 * s)
        if not st.ppv_results:
            W.draw_text(surface, "No matches at the Pay-Per-View.", size, W.MUTED,
                        topleft=(x, y))
            y += lh
        y += round(8 * s)
        if y + round(40 * s) < box.bottom:
            W.draw_label(surface, "FEUDS", round(15 * s), W.MUTED, topleft=(x, y))
            y += round(24 * s)
            feuds = [f"{names[a]} vs {names[b]}" + (" \u2014 settled" if (a, b) in st.settled
                                                    else "") for a, b in st.feuds]
            for words in feuds or ["None this season."]:
                if y + lh > box.bottom - round(8 * s):
                    break
                W.draw_text(surface, words, size, W.INK if st.feuds else W.MUTED,
                            max_w=box.w - round(32 * s), topleft=(x, y))
                y += lh
