"""Results: who won and how, points per side, turns, a squash, a few numbers; Rematch or Menu."""
from __future__ import annotations

import pygame

from game.match import match_stats, points_meaning, squash
from sprites import palette as pal
from sprites.body import body_diagram
from sprites.card_face import move_card_face
from sprites.hud import background
from sprites.tapped import tapped as tapped_face

from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.match.log_text import HOW_WORDS, short_name, turn_shown


class ResultsScene(Scene):
    """After the bell."""

    def __init__(self, app, setup, match, speed: str | None = None) -> None:
        super().__init__(app)
        self.speed = speed
        self.setup = setup
        self.match = match
        self.stats = match_stats(match)
        self.rematch_btn = W.Button("Rematch", self.rematch, hotkey="R", primary=True,
                                    sub="same Superstars, new seed")
        self.menu_btn = W.Button("Menu", self.menu, hotkey="M", sub="back to the title",
                                 pad="B")
        self.reveal_btn = W.Button("Reveal hands", self.reveal, hotkey="H",
                                   sub="both hands and playbooks")
        self.items = [self.rematch_btn, self.reveal_btn, self.menu_btn]
        self.season_hub = None  # the season hub this match belongs to, found on enter()
        self.card_rects: list = []  # (MoveCard, rect) as last drawn, for the zoom
        self.focus = W.Focus()
        self.focus.index = 0
        self.time = 0.0
        self.mouse = (-1000, -1000)  # where the pointer was last (Z zooms the card under it)

    # ---- facts -----------------------------------------------------------------------------

    def names(self) -> list[str]:
        """The two Superstars' names, by seat."""
        lib = self.match.cat.lib
        return [lib.superstars[side.superstar].name for side in self.match.state.sides]

    def headline(self) -> tuple[str, str]:
        """The big line and the line under it: who won, how and on which turn."""
        st = self.match.state
        over = st.over
        if over is None:
            return "NO CONTEST", "The match did not finish."
        turn = turn_shown(st.turn, True, how=over.how)  # the turn the log says it ended on
        if over.winner is None:
            why = "Double count-out" if over.how == "countout" else "Time-limit draw"
            return "DRAW", f"{why} on turn {turn}"
        name = short_name(self.names()[over.winner]).upper()
        how = HOW_WORDS.get(over.how, over.how)
        return f"{name} WINS", f"by {how} on turn {turn}"

    def points_label(self) -> str:
        """What the big number on each side is: 'POINTS (1 per 8% of the foe's HP taken)'."""
        return f"POINTS ({points_meaning(self.match.state.rules.edition)})"

    def squash(self) -> bool:
        """True when the winner won by more than 10 points (a Squash)."""
        return squash(self.match.state)

    # ---- a season's match --------------------------------------------------------------------

    def find_season_hub(self):
        """The season hub below this screen that sent this match to the table, or None."""
        scenes = self.app.stack.scenes if self.app is not None else []
        for scene in reversed(scenes):
            if scene is self:
                continue
            owns = getattr(scene, "owns_match", None)
            if owns is not None and owns(self.match):
                return scene
        return None

    def enter(self) -> None:
        hub = self.find_season_hub()
        if hub is not self.season_hub:
            self.season_hub = hub
            if hub is not None:  # a season match: no rematch, back to the season instead
                self.rematch_btn.label = "Back to the Season"
                self.rematch_btn.sub = "the result goes into the standings"
                self.rematch_btn.hotkey = "Enter"
                self.rematch_btn.on_click = self.back_to_season
                self.menu_btn.sub = "the season is saved"

    def back_to_season(self) -> None:
        """Return to the season hub, which records the result."""
        while self.app.stack.top is not None and self.app.stack.top is not self.season_hub:
            self.app.stack.pop()

    # ---- actions ---------------------------------------------------------------------------

    def rematch(self) -> None:
        """Play again: the same setup, or back to the season hub."""
        if self.season_hub is not None:
            self.back_to_season()
            return
        from scenes.menus.menu import random_seed
        setup = self.setup.model_copy(update={"seed": random_seed()})
        self.app.replace("match", setup, speed=self.speed)

    def reveal(self) -> None:
        """Show every page of both seats, face up."""
        self.app.push("reveal", self.match)

    def menu(self) -> None:
        """Back to the menu (or through the season hub, which saves first)."""
        if self.season_hub is not None:  # back to the hub, which records and saves, then out
            hub = self.season_hub
            self.back_to_season()
            hub.to_menu()
            return
        self.app.replace("menu")

    def toast_top(self) -> int | None:
        """Toasts go low, above the buttons, clear of the headline."""
        return round(8 * self.s)

    # ---- frame -----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        self.s = s
        bw, bh = round(250 * s), round(60 * s)
        gap = round(24 * s)
        y = h - round(40 * s) - bh
        left = w // 2 - (3 * bw + 2 * gap) // 2
        for i, b in enumerate(self.items):
            b.rect = pygame.Rect(left + i * (bw + gap), y, bw, bh)
        for b in self.items:
            b.size = round(26 * s)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        for b in self.items:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_r:
                self.rematch()
            elif k == pygame.K_h:
                self.reveal()
            elif k in (pygame.K_m, pygame.K_ESCAPE):
                self.menu()
            else:
                self.focus.key(event, self.items, across=True, down=False)

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        surface.blit(background((w, h)), (0, 0))
        st = self.match.state
        over = st.over
        title_text, sub = self.headline()
        colour = W.SEAT_COLOURS[over.winner] if over and over.winner is not None else W.ACCENT
        pop = 1.0 + 0.15 * max(0.0, 1 - self.time * 3)
        big = W.text_surface(title_text, round(84 * s), pal.shade(colour, 1.25), True, True)
        if pop > 1.0:  # the pop: the words drawn once, scaled (a new size each frame was slow)
            big = pygame.transform.scale(big, (round(big.get_width() * pop),
                                               round(big.get_height() * pop)))
        if big.get_width() > w - 40:
            big = pygame.transform.smoothscale(
                big, (w - 40, round(big.get_height() * (w - 40) / big.get_width())))
        surface.blit(big, big.get_rect(midtop=(w // 2, round(40 * s))))
        W.draw_text(surface, sub, round(28 * s), W.INK, True, True,
                    midtop=(w // 2, round(40 * s) + big.get_height()))
        y = round(40 * s) + big.get_height() + round(44 * s)
        if self.squash():
            loser = 1 - over.winner
            margin = st.sides[over.winner].points - st.sides[loser].points
            words = f"SQUASH!  {short_name(self.names()[loser])} lost by {margin} points"
            tw = W.text_width(words, round(24 * s), True) + round(40 * s)
            r = pygame.Rect(0, y, tw, round(38 * s))
            r.centerx = w // 2
            pygame.draw.rect(surface, (150, 30, 40), r, border_radius=r.h // 2)
            pygame.draw.rect(surface, (255, 120, 110), r, 2, border_radius=r.h // 2)
            W.draw_text(surface, words, round(24 * s), W.INK, True, center=r.center)
            y = r.bottom + round(16 * s)
        else:
            y += round(10 * s)
        self.draw_sides(surface, y, s)
        focus = self.focus.current(self.items)
        for b in self.items:
            b.draw(surface, focused=b is focus)

    def card_at(self, pos):
        """The signature Move card under a point (None: under the pointer), for the zoom."""
        pos = self.mouse if pos is None else pos
        for card, r in reversed(self.card_rects):
            if r.collidepoint(pos):
                return ("move_card", card)
        return None

    def draw_sides(self, surface: pygame.Surface, y: int, s: float) -> None:
        """Each side's panel: points, damage, injuries and Move cards."""
        self.card_rects = []
        w, h = surface.get_size()
        st = self.match.state
        names = self.names()
        over = st.over
        cw = round(440 * s)
        gap = round(40 * s)
        bottom = self.rematch_btn.rect.top - round(24 * s)
        total = max(1, sum(side.points for side in st.sides))
        for seat in (0, 1):
            side = st.sides[seat]
            x = w // 2 - gap // 2 - cw if seat == 0 else w // 2 + gap // 2
            card = pygame.Rect(x, y, cw, bottom - y)
            winner = over is not None and over.winner == seat
            edge = W.ACCENT if winner else pal.shade(W.SEAT_COLOURS[seat], 0.8)
            W.draw_panel(surface, card, (32, 35, 48), (20, 22, 31), round(14 * s), edge,
                         3 if winner else 1)
            band = pygame.Rect(card.x, card.y, card.w, round(46 * s))
            pygame.draw.rect(surface, pal.shade(W.SEAT_COLOURS[seat], 0.55), band,
                             border_top_left_radius=round(14 * s),
                             border_top_right_radius=round(14 * s))
            W.draw_text(surface, names[seat], round(28 * s), W.INK, True, True,
                        max_w=card.w - round(120 * s),
                        midleft=(card.x + round(16 * s), band.centery))
            tag = "WINNER" if winner else ("DRAW" if over and over.winner is None else "")
            if tag:
                W.draw_text(surface, tag, round(20 * s), W.ACCENT, True,
                            midright=(card.right - round(16 * s), band.centery))
            inner_x = card.x + round(20 * s)
            yy = band.bottom + round(10 * s)
            W.draw_text(surface, str(side.points), round(72 * s), W.INK, True, True,
                        topleft=(inner_x, yy))
            W.draw_text(surface, self.points_label(), round(17 * s), W.MUTED, True,
                        topleft=(inner_x + round(110 * s), yy + round(14 * s)))
            bar = pygame.Rect(inner_x + round(110 * s), yy + round(38 * s),
                              card.w - round(150 * s), round(12 * s))
            pygame.draw.rect(surface, (16, 18, 26), bar, border_radius=bar.h // 2)
            fill = bar.copy()
            fill.w = round(bar.w * side.points / total)
            if fill.w:
                pygame.draw.rect(surface, W.SEAT_COLOURS[seat], fill, border_radius=bar.h // 2)
            yy += round(76 * s)
            d = self.stats[seat]
            rows = [("HP left", f"{side.hp} / {side.max_hp}"),
                    ("Moves connected", str(d["moves"])),
                    ("Biggest hit", f"{d['biggest']} ({d['biggest_name']})" if d["biggest"]
                     else "\u2014"),
                    ("Counters", str(d["counters"])),
                    ("Pin attempts", str(d["pins"])),
                    ("Injuries (Move cards tapped)", str(d["injuries"]))]
            lh = round(27 * s)
            value_right = card.x + round(card.w * 0.70)
            rows_top = yy
            for label, value in rows:
                if yy + lh > card.bottom - round(8 * s):
                    break
                W.draw_text(surface, label, round(19 * s), W.MUTED, False,
                            midleft=(inner_x, yy + lh // 2))
                W.draw_text(surface, value, round(19 * s), W.INK, True,
                            max_w=value_right - inner_x - round(150 * s),
                            midright=(value_right, yy + lh // 2))
                yy += lh
            # the body at the end of the match
            bw = round(card.w * 0.2)
            bh = min(round(bw * 1.9), yy - rows_top)
            injured = tuple(x.replace("injured_", "") for x in side.statuses
                            if x.startswith("injured_"))
            fig = body_diagram(dict(side.body), (bw, bh - round(18 * s)), injured)
            fx = card.right - round(card.w * 0.15) - bw // 2
            surface.blit(fig, (fx, rows_top))
            W.draw_label(surface, "BODY", round(15 * s), W.MUTED,
                         midtop=(fx + bw // 2, rows_top + bh - round(14 * s)))
            # the signature Move cards, tapped ones turned
            yy += round(10 * s)
            room = card.bottom - round(14 * s) - yy - round(22 * s)
            if room > 30:
                W.draw_label(surface, "SIGNATURE MOVES", round(15 * s), W.MUTED,
                             topleft=(inner_x, yy))
                yy += round(22 * s)
                lib = self.match.cat.lib
                n = max(1, len(side.move_cards))
                mw = max(20, min(round(room / 1.4), (card.w - round(40 * s)) // n - round(24 * s)))
                x = inner_x
                for i, mid in enumerate(side.move_cards):
                    mc = lib.move_cards.get(mid)
                    if mc is None:
                        continue
                    face = move_card_face(mc, mw)
                    if side.tapped[i]:
                        face = tapped_face(face, 90, key=("mc", mid, mw))
                    r = face.get_rect(midleft=(x, yy + round(mw * 0.7)))
                    surface.blit(face, r)
                    self.card_rects.append((mc, r))
                    x = r.right + round(10 * s)
        W.draw_text(surface, f"Seed {self.setup.seed} \u00b7 {st.rules.match_type.title()} "
                    f"match \u00b7 turn limit {st.rules.turn_limit}", round(17 * s), W.MUTED,
                    midbottom=(w // 2, self.rematch_btn.rect.top - round(6 * s)))
