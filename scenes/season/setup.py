"""Season setup: 2-4 wrestlers (a Superstar each, played by a person or an AI), the number of
weeks, the weekly and Pay-Per-View match types, the feud provision, "Ooh, That's Gotta Hurt!"
and the seed. Start opens the season hub."""
from __future__ import annotations

import pygame
from pydantic import ValidationError

from game.season import (DEFAULT_PROVISION, DEFAULT_WEEKS, MAX_PLAYERS, MAX_PROVISION, MAX_WEEKS,
                         MIN_PLAYERS, MIN_PROVISION, MIN_WEEKS, SeasonPlayer, SeasonSetup,
                         rank_and_tier, starting_moves)
from game.library import MATCH_TYPE_NAMES, hp_words, style_words, title
from game.store import other_seasons
from sprites import palette as pal
from sprites.card_face import move_card_face
from sprites.describe import describe_bonus
from sprites.hud import background, shadow

from scenes.ui import widgets as W
from scenes.app import AI_SPEEDS
from scenes.ui.base import Scene
from scenes.ui.form import handle_form
from scenes.menus.menu import random_seed
from scenes.menus.playbook_pick import custom_for, playbook_options
from scenes.season.text import CONTROLLER_WORDS

# Wrestler colours: the two corners, then green and amber.
PLAYER_COLOURS = ((220, 64, 64), (64, 132, 236), (70, 178, 108), (222, 150, 48))
CONTROLLERS = [(k, v) for k, v in CONTROLLER_WORDS.items()]
MATCH_TYPES = list(MATCH_TYPE_NAMES.items())
WEEKS = [(n, f"{n} weeks" + (" (default)" if n == DEFAULT_WEEKS else ""))
         for n in range(MIN_WEEKS, MAX_WEEKS + 1)]
PROVISIONS = [(n, f"Lose by {n}+: injured") for n in range(MIN_PROVISION, MAX_PROVISION + 1)]
OOH_TEXT = "Several injuries at once: an injured wrestler can be injured again."
WEEKS_TEXT = "Every wrestler takes one turn a week; the last week is the Pay-Per-View."
PPV_TEXT = "Feuding wrestlers must meet at the Pay-Per-View in this kind of match."
PROVISION_TEXT = "The feud provision at the Pay-Per-View: the loser by this many points or " \
                 "more is injured."


def player_colour(i: int) -> tuple[int, int, int]:
    """The colour of wrestler i (0-3)."""
    return PLAYER_COLOURS[i % len(PLAYER_COLOURS)]


class Slot:
    """One wrestler's card in the setup: Superstar, controller, remove."""

    def __init__(self, scene: "SeasonSetupScene", index: int, star: str, controller: str,
                 book: str | None = None) -> None:
        self.scene = scene
        self.index = index
        self.star_w = W.Choice([(k, scene.lib.superstars[k].name) for k in scene.stars], 0,
                               lambda v: scene.changed(), tooltip="The Superstar of this wrestler",
                               allowed=lambda v: v not in scene.taken(self.index))
        self.star_w.set_value(star)
        self.controller_w = W.Choice(CONTROLLERS, 0, tooltip="Who plays this wrestler")
        self.controller_w.set_value(controller)
        self.book_w = W.Choice(playbook_options(scene.books), 0, self.book_picked,
                               tooltip="The Superstar's own starter playbook, or one you built "
                                       "(Playbooks on the menu).")
        self.book_w.set_value(book)
        self.remove_btn = W.Button("Remove", lambda: scene.remove(self.index),
                                   tooltip="Take this wrestler out of the season")
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.move_rects: list = []

    @property
    def star(self) -> str:
        """The Superstar chosen for this wrestler."""
        return self.star_w.value

    def book_picked(self, name) -> None:
        """A saved playbook built for a Superstar brings that Superstar, if they are free."""
        doc = self.scene.books.get(name) if name else None
        if doc is not None and doc.superstar and doc.superstar != self.star \
                and doc.superstar not in self.scene.taken(self.index):
            self.star_w.set_value(doc.superstar)
        self.scene.changed()


class SeasonSetupScene(Scene):
    """Choose the wrestlers and rules of a season, then start it."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.lib = app.cat.lib
        from scenes.menus.playbook_pick import saved_playbooks
        self.books = saved_playbooks(self.lib)
        self.stars = sorted(self.lib.superstars, key=lambda k: self.lib.superstars[k].name)
        prefs = getattr(app, "season_prefs", None) or {}
        self.s = 1.0
        self.slots: list[Slot] = []
        players = prefs.get("players") or [(self.stars[0], "human"), (self.stars[1], "normal"),
                                           (self.stars[2 % len(self.stars)], "normal")]  # (one
        # Easy among them read as a slip: session 75's play-test)
        for star, controller, *book in players[:4]:
            if star in self.lib.superstars and star not in [sl.star for sl in self.slots]:
                self.slots.append(Slot(self, len(self.slots), star, controller,
                                       book[0] if book else None))
        while len(self.slots) < MIN_PLAYERS:
            self.add(quiet=True)
        self.add_btn = W.Button("+ Add a wrestler", self.add, sub=f"up to {MAX_PLAYERS}",
                                tooltip=f"Add another wrestler ({MIN_PLAYERS} to {MAX_PLAYERS} "
                                        "in a season)")
        self.weeks_w = W.Choice(WEEKS, 2, tooltip=WEEKS_TEXT)
        self.weeks_w.set_value(prefs.get("weeks", DEFAULT_WEEKS))
        self.type_w = W.Choice(MATCH_TYPES, 0, tooltip="The match type of the weekly shows.")
        self.type_w.set_value(prefs.get("match_type", "normal"))
        self.ppv_w = W.Choice(MATCH_TYPES, 2, tooltip=PPV_TEXT)
        self.ppv_w.set_value(prefs.get("ppv_match_type", "showdown"))
        self.provision_w = W.Choice(PROVISIONS, 4, tooltip=PROVISION_TEXT)
        self.provision_w.set_value(prefs.get("provision", DEFAULT_PROVISION))
        self.seed_w = W.NumberField("", placeholder="random", max_len=15,
                                    tooltip="The same seed and choices give the same season.")
        self.seed_btn = W.Button("Dice", self.roll_seed, sub="new seed")
        self.speed_w = W.Choice([(v, title(v)) for v in AI_SPEEDS], 1,
                                tooltip="How long the AI waits between actions.")
        self.speed_w.set_value(app.settings.ai_speed)
        self.ooh_w = W.Toggle("Ooh, That's Gotta Hurt!", bool(prefs.get("ooh", False)),
                              tooltip="Ooh, That's Gotta Hurt! " + OOH_TEXT)
        self.back_btn = W.Button("Back", self.back, hotkey="Esc")
        self.start_btn = W.Button("Start Season", self.start, hotkey="Enter", primary=True)
        self.focus = W.Focus()
        self.mouse = (-1000, -1000)

    # ---- wrestlers ---------------------------------------------------------------------------

    def taken(self, index: int) -> set:
        """The Superstars the other wrestlers have."""
        return {sl.star for sl in self.slots if sl.index != index}

    def changed(self) -> None:
        """A wrestler's Superstar or playbook changed: a click to say so."""
        self.app.sounds.play("click")

    def add(self, quiet: bool = False) -> None:
        """Add a wrestler with the first free Superstar (an Easy AI), up to four."""
        if len(self.slots) >= MAX_PLAYERS:
            if not quiet:
                self.app.toast("A season has at most four wrestlers.", "error")
            return
        used = {sl.star for sl in self.slots}
        star = next(k for k in self.stars if k not in used)
        self.slots.append(Slot(self, len(self.slots), star, "normal" if self.slots else "human"))
        if not quiet:
            self.layout(self.size)
            self.app.sounds.play("click")

    def remove(self, index: int) -> None:
        """Take wrestler i out of the season (never below two); the rest move up."""
        if len(self.slots) <= MIN_PLAYERS:
            self.app.toast("A season needs at least two wrestlers.", "error")
            return
        del self.slots[index]
        for i, sl in enumerate(self.slots):
            sl.index = i
        self.focus.index = None
        self.layout(self.size)

    def roll_seed(self) -> None:
        """Fill the seed field with a fresh random seed."""
        self.seed_w.value = str(random_seed())

    # ---- the setup ---------------------------------------------------------------------------

    def build(self) -> SeasonSetup:
        """The SeasonSetup of the current choices (ValidationError/ValueError if off)."""
        stars = [sl.star for sl in self.slots]
        if len(set(stars)) != len(stars):
            raise ValueError("each wrestler needs a different Superstar")
        seed = int(self.seed_w.value) if self.seed_w.value else random_seed()
        return SeasonSetup(
            seed=seed, weeks=self.weeks_w.value, match_type=self.type_w.value,
            ppv_match_type=self.ppv_w.value, provision=self.provision_w.value,
            ooh_gotta_hurt=bool(self.ooh_w.value),
            players=[SeasonPlayer(superstar=sl.star, controller=sl.controller_w.value,
                                  custom=custom_for(self.books, sl.book_w.value))
                     for sl in self.slots])

    def remember(self) -> None:
        """Keep the choices for the next season setup, and the AI speed in the settings."""
        self.app.season_prefs = {
            "players": [(sl.star, sl.controller_w.value, sl.book_w.value) for sl in self.slots],
            "weeks": self.weeks_w.value, "match_type": self.type_w.value,
            "ppv_match_type": self.ppv_w.value, "provision": self.provision_w.value,
            "ooh": self.ooh_w.value}
        self.app.settings.ai_speed = self.speed_w.value

    def start(self) -> None:
        """Start the season: saved at once, then its hub (a toast says why not, if it can't)."""
        try:
            setup = self.build()
        except (ValidationError, ValueError) as exc:
            msg = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
            self.app.toast(f"Can't start: {msg}", "error")
            return
        self.remember()
        from game.season import Season
        try:
            season = Season(setup, self.app.cat)
            scene = self.app.make("season", season)
        except Exception as exc:  # a bad setup must not crash the game
            self.app.toast(f"Can't start the season: {exc}", "error")
            return
        path = scene.save()
        if path is not None and other_seasons(path):  # ('Start Season overwrote my saved
            self.app.toast("Your other seasons stay saved: Load opens them.", "info", 4.0)
        self.app.sounds.play("bell_single")  # season without asking': session 60)
        self.app.stack.replace(scene)

    def back(self) -> None:
        """Back to the main menu, remembering the choices."""
        self.remember()
        self.app.replace("menu")

    # ---- layout ------------------------------------------------------------------------------

    def items(self) -> list:
        """Everything Tab reaches, in order."""
        out: list = []
        for sl in self.slots:
            out += [sl.star_w, sl.book_w, sl.controller_w]
            if len(self.slots) > MIN_PLAYERS:
                out.append(sl.remove_btn)
        if len(self.slots) < MAX_PLAYERS:
            out.append(self.add_btn)
        out += [self.weeks_w, self.type_w, self.ppv_w, self.provision_w, self.seed_w,
                self.seed_btn, self.speed_w, self.ooh_w, self.back_btn, self.start_btn]
        return out

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        self.s = s
        m = round(24 * s)
        top = round(92 * s)
        bottom = h - round(92 * s)
        side_w = round(380 * s)
        gap = round(20 * s)
        self.left = pygame.Rect(m, top, w - 2 * m - side_w - gap, bottom - top)
        self.right = pygame.Rect(self.left.right + gap, top, side_w, bottom - top)
        cw = (self.left.w - gap) // 2
        ch = (self.left.h - gap) // 2
        fh = round(38 * s)
        pad = round(14 * s)
        cells = [pygame.Rect(self.left.x + (i % 2) * (cw + gap),
                             self.left.y + (i // 2) * (ch + gap), cw, ch)
                 for i in range(MAX_PLAYERS)]
        for i, sl in enumerate(self.slots):
            r = cells[i]
            sl.rect = r
            band = round(34 * s)
            sl.remove_btn.rect = pygame.Rect(r.right - round(92 * s), r.y + round(4 * s),
                                             round(84 * s), band - round(8 * s))
            sl.remove_btn.size = round(15 * s)
            sl.remove_btn.visible = len(self.slots) > MIN_PLAYERS
            y = r.y + band + round(10 * s)
            sl.star_w.rect = pygame.Rect(r.x + pad, y, r.w - 2 * pad, fh)
            y += fh + round(8 * s)
            sl.controller_w.rect = pygame.Rect(r.x + pad, y, r.w - 2 * pad, fh)
            y += fh + round(8 * s)
            sl.book_w.rect = pygame.Rect(r.x + pad, y, r.w - 2 * pad, fh)
            for wdg in (sl.star_w, sl.controller_w, sl.book_w):
                wdg.size = round(20 * s)
        self.cells = cells
        self.add_btn.visible = len(self.slots) < MAX_PLAYERS
        if len(self.slots) < MAX_PLAYERS:
            free = cells[len(self.slots)]
            self.add_btn.rect = pygame.Rect(0, 0, min(round(280 * s), free.w - round(40 * s)),
                                            round(72 * s))
            self.add_btn.rect.center = free.center
        self.add_btn.size = round(24 * s)
        x = self.right.x + round(16 * s)
        fw = self.right.w - round(32 * s)
        y = self.right.y + round(62 * s)
        self.labels = {}
        step = fh + round(32 * s)
        for key, wdg in (("Weeks (the last is the Pay-Per-View)", self.weeks_w),
                         ("Weekly match type", self.type_w),
                         ("Feud match at the Pay-Per-View", self.ppv_w),
                         ("Feud provision", self.provision_w)):
            self.labels[key] = y - round(3 * s)
            wdg.rect = pygame.Rect(x, y, fw, fh)
            wdg.size = round(20 * s)
            y += step
        self.labels["Seed (empty = random)"] = y - round(3 * s)
        bw = round(92 * s)
        self.seed_w.rect = pygame.Rect(x, y, fw - bw - round(8 * s), fh)
        self.seed_btn.rect = pygame.Rect(x + fw - bw, y, bw, fh)
        self.seed_w.size = round(20 * s)
        self.seed_btn.size = round(18 * s)
        y += step
        self.labels["AI speed"] = y - round(3 * s)
        self.speed_w.rect = pygame.Rect(x, y, fw, fh)
        self.speed_w.size = round(20 * s)
        y += fh + round(14 * s)
        self.ooh_w.rect = pygame.Rect(x, y, fw, round(34 * s))
        self.ooh_w.size = round(20 * s)
        self.ooh_text_y = self.ooh_w.rect.bottom + round(2 * s)
        bh = round(56 * s)
        self.back_btn.rect = pygame.Rect(m, h - m - bh, round(200 * s), bh)
        self.start_btn.rect = pygame.Rect(w - m - round(300 * s), h - m - bh, round(300 * s), bh)
        self.back_btn.size = round(24 * s)
        self.start_btn.size = round(26 * s)

    # ---- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """The form's keys and mouse (scenes/ui/form.py)."""
        items = self.items()
        handle_form(self, event, items, items)

    # ---- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "New Season", round(50 * s), W.ACCENT, True, True,
                    topleft=(round(24 * s), round(18 * s)))
        W.draw_text(surface, "Two to four wrestlers, weekly shows and a closing Pay-Per-View. "
                    "Most standing points after it is the champion.", round(20 * s), W.MUTED,
                    topleft=(round(26 * s), round(60 * s)))
        focus = self.focus.current(self.items())
        for sl in self.slots:
            self.draw_slot(surface, sl, focus)
        if self.add_btn.visible:
            free = self.cells[len(self.slots)]
            self.draw_empty(surface, free)
            self.add_btn.draw(surface, focused=focus is self.add_btn)
            for extra in self.cells[len(self.slots) + 1:]:
                self.draw_empty(surface, extra)
        self.draw_rules(surface, focus)
        self.back_btn.draw(surface, focused=focus is self.back_btn)
        self.start_btn.draw(surface, focused=focus is self.start_btn)
        self.draw_roster(surface)
        self.draw_hover(surface)

    def draw_empty(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A free place for a wrestler: an empty panel with a dashed edge."""
        s = self.s
        W.draw_panel(surface, rect, (24, 27, 38), (18, 20, 29), round(14 * s), None)
        dash = round(10 * s)
        colour = (60, 66, 86)
        r = rect.inflate(-2, -2)
        for x in range(r.x + dash, r.right - dash, dash * 2):
            pygame.draw.line(surface, colour, (x, r.y), (min(x + dash, r.right), r.y), 2)
            pygame.draw.line(surface, colour, (x, r.bottom), (min(x + dash, r.right), r.bottom), 2)
        for y in range(r.y + dash, r.bottom - dash, dash * 2):
            pygame.draw.line(surface, colour, (r.x, y), (r.x, min(y + dash, r.bottom)), 2)
            pygame.draw.line(surface, colour, (r.right, y), (r.right, min(y + dash, r.bottom)), 2)

    def draw_slot(self, surface: pygame.Surface, sl: Slot, focus) -> None:
        """One wrestler's card: choices, persona and HP, ability, Move cards, starting Rank."""
        s = self.s
        r = sl.rect
        colour = player_colour(sl.index)
        W.draw_panel(surface, r, (30, 33, 46), (20, 22, 31), round(14 * s),
                     pal.shade(colour, 0.8), 2)
        band = pygame.Rect(r.x, r.y, r.w, round(34 * s))
        pygame.draw.rect(surface, pal.shade(colour, 0.55), band,
                         border_top_left_radius=round(14 * s),
                         border_top_right_radius=round(14 * s))
        who = "HUMAN" if sl.controller_w.value == "human" else "AI"
        W.draw_text(surface, f"WRESTLER {sl.index + 1} \u00b7 {who}", round(19 * s), W.INK, True,
                    midleft=(r.x + round(14 * s), band.centery))
        if sl.remove_btn.visible:
            sl.remove_btn.draw(surface, focused=focus is sl.remove_btn)
        sl.star_w.draw(surface, focused=focus is sl.star_w)
        sl.controller_w.draw(surface, focused=focus is sl.controller_w)
        sl.book_w.draw(surface, focused=focus is sl.book_w)
        star = self.lib.superstars[sl.star]
        x = r.x + round(16 * s)
        y = sl.book_w.rect.bottom + round(8 * s)
        persona = "Face" if star.persona == "protagonist" else "Heel"
        ink = (130, 210, 150) if persona == "Face" else (240, 130, 140)
        W.draw_text(surface, f"{persona} \u00b7 {style_words(star.style)} \u00b7 "
                    f"{hp_words(self.lib, star)}",
                    round(17 * s), ink, True, max_w=r.w - round(32 * s), topleft=(x, y))
        y += round(22 * s)
        ability = f"{star.ability.name}: {star.ability.text or describe_bonus(star.ability.bonus)}"
        W.draw_text(surface, ability, round(16 * s), W.ACCENT, False, max_w=r.w - round(32 * s),
                    topleft=(x, y))
        y += round(22 * s)
        # the Move cards the wrestler starts the season with
        moves = starting_moves(self.lib, sl.star)
        n = max(1, len(moves))
        gap = round(8 * s)
        avail = r.bottom - round(10 * s) - y
        mw = min(round(70 * s), int(avail / 1.4), (r.w - round(32 * s) - gap * (n - 1)) // n)
        sl.move_rects = []
        rank_value, tier_name = rank_and_tier(self.lib, [m for m in moves
                                                        if m in self.lib.move_cards])
        if mw < 24:  # no room for the cards: their names and the Rank they make, in words
            names = ", ".join(self.lib.move_cards[m].name for m in moves
                              if m in self.lib.move_cards)
            words = f"Starts with {names} (each win earns another) \u00b7 Rank {rank_value} " \
                    f"{tier_name}"  # (Pure Strength missing read as its tap-out: session 61)
            size = round(15 * s)
            for line in W.wrap_lines(words, size, r.w - round(32 * s))[:2]:
                if y + W.line_height(size) > r.bottom - round(4 * s):
                    break
                W.draw_text(surface, line, size, W.MUTED, False, topleft=(x, y))
                y += W.line_height(size)
            return
        for k, mid in enumerate(moves):
            card = self.lib.move_cards.get(mid)
            if card is None:
                continue
            face = move_card_face(card, mw)
            fr = face.get_rect(topleft=(x + k * (mw + gap), y))
            surface.blit(face, fr)
            sl.move_rects.append((card, fr))
        tx = x + n * (mw + gap) + round(4 * s)
        if tx < r.right - round(60 * s):
            W.draw_label(surface, "STARTING RANK", round(13 * s), W.MUTED, topleft=(tx, y))
            num = W.draw_text(surface, str(rank_value), round(40 * s), W.INK, True, True,
                              topleft=(tx, y + round(16 * s)))
            at = (tx, y + round(58 * s))
            if at[1] + W.line_height(round(17 * s)) > r.bottom - round(4 * s):
                at = (num.right + round(10 * s), num.centery - W.line_height(round(17 * s)) // 2)
            W.draw_text(surface, tier_name, round(17 * s), W.ACCENT, True,  # (under the number
                        max_w=r.right - at[0] - round(10 * s), topleft=at)  # it stood below
            # the wrestler's box at 1000x600: session 63)

    def draw_rules(self, surface: pygame.Surface, focus) -> None:
        """The season's rules panel: weeks, match types, feud provision, seed, AI speed, Ooh."""
        s = self.s
        box = self.right
        W.draw_panel(surface, box, (30, 33, 46), (20, 22, 31), round(14 * s), W.PANEL_EDGE, 1)
        x = box.x + round(16 * s)
        W.draw_text(surface, "THE SEASON", round(21 * s), W.ACCENT, True,
                    midleft=(x, box.y + round(22 * s)))
        for words, y in self.labels.items():
            W.draw_text(surface, words, round(16 * s), W.MUTED, True, bottomleft=(x, y))
        for wdg in (self.weeks_w, self.type_w, self.ppv_w, self.provision_w, self.seed_w,
                    self.seed_btn, self.speed_w, self.ooh_w):
            wdg.draw(surface, focused=focus is wdg)
        y = self.ooh_text_y
        for line in W.wrap_lines(OOH_TEXT, round(15 * s), box.w - round(32 * s))[:2]:
            if y + W.line_height(round(15 * s)) > box.bottom - round(4 * s):
                break
            W.draw_text(surface, line, round(15 * s), W.MUTED, topleft=(x + round(4 * s), y))
            y += W.line_height(round(15 * s))

    def draw_roster(self, surface: pygame.Surface) -> None:
        """'Ada Quill · Lucius Glamour · Kestrel Ortiz' between the Back and Start buttons."""
        from scenes.match.log_text import short_name
        s = self.s
        cy = self.start_btn.rect.centery
        left = self.back_btn.rect.right + round(30 * s)
        right = self.start_btn.rect.left - round(30 * s)
        names = [(short_name(self.lib.superstars[sl.star].name), player_colour(sl.index))
                 for sl in self.slots]
        size = round(22 * s)
        sep = "  vs  "
        total = sum(W.text_width(n, size, True) for n, _ in names) + \
            W.text_width(sep, size, True) * (len(names) - 1)
        while total > right - left and size > 12:
            size -= 1
            total = sum(W.text_width(n, size, True) for n, _ in names) + \
                W.text_width(sep, size, True) * (len(names) - 1)
        x = (left + right) // 2 - total // 2
        for i, (name, colour) in enumerate(names):
            r = W.draw_text(surface, name, size, pal.shade(colour, 1.3), True, True,
                            midleft=(x, cy))
            x = r.right
            if i < len(names) - 1:
                r = W.draw_text(surface, sep, size, W.ACCENT, True, midleft=(x, cy))
                x = r.right

    def draw_hover(self, surface: pygame.Surface) -> None:
        """Under the pointer: a Move card large, or what the hovered option does."""
        for sl in self.slots:
            for card, r in sl.move_rects:
                if r.collidepoint(self.mouse):
                    zw = round(190 * self.s)
                    face = move_card_face(card, zw)
                    zr = face.get_rect(midbottom=(r.centerx, r.top - round(6 * self.s)))
                    zr.clamp_ip(surface.get_rect().inflate(-10, -10))
                    surface.blit(shadow(face, ("ss_zoom", card.id, zw), 140), zr.move(5, 7))
                    surface.blit(face, zr)
                    return
        for wdg in self.items():
            if getattr(wdg, "visible", True) and wdg.rect.collidepoint(self.mouse) \
                    and wdg.tooltip:
                W.draw_tooltip(surface, self.mouse, [(wdg.tooltip, W.INK)], self.s)
                return

