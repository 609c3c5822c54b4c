"""Exhibition setup: two Superstars, who plays each seat, match type, turn limit, seed, the
"Ooh, That's Gotta Hurt!" option and the AI speed."""
from __future__ import annotations

import pygame
from pydantic import ValidationError

from game.library import (MATCH_TYPE_NAMES, MOMENTUM, bell_hp, hp_words, style_words,
                          title)
from game.match import DRAMA_DEALT, MatchSetup, SeatSetup, rules_for
from sprites import palette as pal
from sprites.card_face import move_card_face
from sprites.describe import describe_bonus
from sprites.hud import background, shadow
from sprites.icons import momentum_pip

from scenes.ui import widgets as W
from scenes.app import AI_SPEEDS
from scenes.ui.prefs import ExhibitionPrefs
from scenes.ui.base import Scene
from scenes.ui.form import handle_form
from scenes.menus.menu import random_seed
from scenes.match.model import CONTROLLER_WORDS
from scenes.menus.playbook_pick import custom_for, playbook_options, saved_playbooks

CONTROLLERS = list(CONTROLLER_WORDS.items())  # (in scenes.match.model's SEAT_ORDER)
LEVEL_TEXT = {
    "human": "A person plays this seat.",
    "random": "Plays any legal command at random: a sparring dummy.",
    "easy": "A timid beginner: passes until its momentum is nearly full, pins at long odds and forgets "
            "half its counters.",
    "greedy": "Takes whatever looks best this turn, without looking ahead.",
    "normal": "A club wrestler: tries its three best ideas in 18 possible hands and dice, a few "
              "turns on, before each decision, goes straight for the pin on a beaten foe, and "
              "now and then misses the moment to counter.",
    "hard": "Searches over a hundred possible hands and dice, two commands deep, for each "
            "decision; no habits, no slips.",
}
MATCH_TYPES = list(MATCH_TYPE_NAMES.items())
TYPE_TEXT = {
    "normal": "The classic match: win by pinfall, submission, DQ or count-out. No Move To "
              "Ringside button.",
    "hardcore": "Weapons are legal (no DQ risk for them) and either Superstar may take the "
                "fight to ringside at any time; warnings still risk a DQ.",
    "showdown": "The advanced match: random referees and events, body-part injuries, "
                "automatic effects, Finishers +5, a pin only on a foe down or after a "
                "Finisher.",
}
TURN_CHOICES = (20, 30, 40, 50, 60, 80, 100, 150)
OOH_TEXT = "Several injuries at once: an injured Superstar can be injured again."
INTERVIEW_TEXT = (f"Before the bell each Superstar is dealt {DRAMA_DEALT} Drama cards and may "
                  "play one of them.")


class Tile(W.Widget):
    """A Superstar to pick for a seat."""

    def __init__(self, scene: "SetupScene", seat: int, star_id: str) -> None:
        self.scene = scene
        self.seat = seat
        self.star_id = star_id
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.hover = False
        self.visible = True

    def activate(self) -> None:
        """Put this Superstar in the tile's seat (refused if the other corner has them)."""
        self.scene.pick(self.seat, self.star_id)

    def handle(self, event: pygame.event.Event) -> bool:
        """A left click on the tile picks its Superstar; hovering lights it."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The Superstar's name, Face or Heel and HP in their colour; TAKEN in the other corner."""
        s = self.scene.s
        card = self.scene.app.cat.lib.superstars[self.star_id]
        chosen = self.scene.picks[self.seat] == self.star_id
        taken = self.scene.picks[1 - self.seat] == self.star_id
        colour = tuple(card.colour)
        top = pal.mix((34, 38, 52), colour, 0.55 if chosen else 0.25)
        bottom = pal.mix((24, 27, 38), colour, 0.3 if chosen else 0.1)
        edge = W.ACCENT if chosen else (pal.shade(colour, 1.2) if self.hover else (70, 76, 98))
        W.draw_panel(surface, self.rect, top, bottom, round(8 * s), edge, 2 if chosen else 1)
        from scenes.match.log_text import short_name
        words = short_name(card.name)
        first, _, rest = words.partition(" ")
        ink = W.MUTED if taken else W.INK
        W.draw_text(surface, first, round(19 * s), ink, True, max_w=self.rect.w - 8,
                    midtop=(self.rect.centerx, self.rect.y + round(5 * s)))
        W.draw_text(surface, rest or " ", round(19 * s), ink, True, max_w=self.rect.w - 8,
                    midtop=(self.rect.centerx, self.rect.y + round(22 * s)))
        persona = "FACE" if card.persona == "protagonist" else "HEEL"
        if taken:  # TAKEN where Face or Heel and HP go: nothing drawn over the name
            W.shade_rect(surface, self.rect, (0, 0, 0), 140, round(8 * s))
            W.draw_text(surface, "TAKEN", round(14 * s), W.MUTED, True,
                        midbottom=(self.rect.centerx, self.rect.bottom - round(4 * s)))
        else:
            hp = bell_hp(self.scene.app.cat.lib, card)  # (at the bell: a bonus counted)
            W.draw_text(surface, f"{persona} \u00b7 {hp} HP", round(14 * s),
                        (130, 210, 150) if persona == "FACE" else (240, 130, 140), True,
                        midbottom=(self.rect.centerx, self.rect.bottom - round(4 * s)))
        if focused:
            pygame.draw.rect(surface, W.ACCENT, self.rect.inflate(6, 6), 2,
                             border_radius=round(10 * s))


class SetupScene(Scene):
    """Choose everything about an exhibition match, then start it."""

    heading = "Exhibition Match"
    subheading = "Pick two Superstars, who plays them, and the rules of the match."

    def __init__(self, app) -> None:
        super().__init__(app)
        lib = app.cat.lib
        self.stars = sorted(lib.superstars, key=lambda k: lib.superstars[k].name)
        prefs = app.settings.exhibition  # (kept across launches; each checked here)
        self.picks = list(prefs.picks)
        self.kept: list = [None, None]  # a seat's playbook that stays with the Superstar chosen
        if len(self.picks) != 2 or self.picks[0] == self.picks[1] or \
                any(p not in lib.superstars for p in self.picks):
            self.picks = [self.stars[0], self.stars[1]]
        self.s = 1.0
        controllers = (list(prefs.controllers) + ["human", "normal"][len(prefs.controllers):])
        self.controller_w = [
            W.Choice(CONTROLLERS, 0, lambda v, i=i: self.changed(), tooltip="Who plays this seat")
            for i in range(2)]
        for i in range(2):
            self.controller_w[i].set_value(controllers[i])
        self.star_w = [
            W.Choice([(k, lib.superstars[k].name) for k in self.stars], 0,
                     lambda v, i=i: self.pick(i, v),
                     allowed=lambda v, i=i: v != self.picks[1 - i]) for i in range(2)]
        for i in range(2):
            self.star_w[i].set_value(self.picks[i])
        self.books = saved_playbooks(lib)
        self.book_w = [
            W.Choice(playbook_options(self.books), 0, lambda v, i=i: self.book_picked(i, v),
                     tooltip="The Superstar's own starter playbook, or one you built "
                             "(Playbooks on the menu).") for i in range(2)]
        for i, name in enumerate(prefs.playbooks):
            self.book_w[i].set_value(name)
        self.tiles = [[Tile(self, i, k) for k in self.stars] for i in range(2)]
        self.type_w = W.Choice(MATCH_TYPES, 0, lambda v: self.type_changed())  # (its words
        # under it say what each type is; a tooltip covered them: session 59's play-test)
        self.type_w.set_value(prefs.match_type)
        self.turn_w = W.Choice(self.turn_options(), 0,
                               tooltip="When the last turn ends with no winner, it's a draw.")
        self.turn_w.set_value(prefs.turn_limit)
        self.seed_w = W.NumberField("", placeholder="random", max_len=15,
                                    tooltip="The same seed and choices replay the same dice.")
        self.seed_btn = W.Button("Dice", self.roll_seed, sub="new seed")
        self.ooh_w = W.Toggle("Ooh, That's Gotta Hurt!", prefs.ooh,
                              tooltip="Ooh, That's Gotta Hurt! " + OOH_TEXT)
        self.interview_w = W.Toggle("Pre-match Interview", prefs.interview,
                                    tooltip=INTERVIEW_TEXT)
        self.speed_w = W.Choice([(v, title(v)) for v in AI_SPEEDS], 1,
                                tooltip="How long the AI waits between actions.")
        self.speed_w.set_value(app.settings.ai_speed)
        self.back_btn = W.Button("Back", self.back, hotkey="Esc")
        self.start_btn = W.Button("Start Match", self.start, hotkey="Enter", primary=True)
        self.focus = W.Focus()
        self.hover_card = None
        self.mouse = (-1000, -1000)
        self.move_rects: list = []

    # ---- values ----------------------------------------------------------------------------

    def turn_options(self) -> list:
        """The turn limits offered: the match type's default first, then the fixed choices."""
        default = rules_for(self.type_w.value).turn_limit
        return [(None, f"Default ({default})")] + [(n, str(n)) for n in TURN_CHOICES]

    def type_changed(self) -> None:
        """A new match type: offer its default turn limit, keeping the chosen limit."""
        keep = self.turn_w.value
        self.turn_w.options = self.turn_options()
        self.turn_w.index = 0
        self.turn_w.set_value(keep)

    def changed(self) -> None:
        """Who plays a seat changed: nothing else depends on it (a hook, does nothing)."""
        pass

    def pick(self, seat: int, star_id: str) -> None:
        """Put a Superstar in a seat, unless they are already in the other corner."""
        if self.picks[1 - seat] == star_id:
            self.app.toast("That Superstar is already in the other corner.", "error")
            return
        self.picks[seat] = star_id
        self.star_w[seat].set_value(star_id)
        self.app.sounds.play("click")
        doc = self.books.get(self.book_w[seat].value) if self.book_w[seat].value else None
        if doc is not None and doc.superstar and doc.superstar != star_id:  # (a Strength
            self.book_w[seat].set_value(None)  # playbook stayed on a 0-Strength Superstar
            lib = self.app.cat.lib  # unsaid: session 61)
            built = lib.superstars[doc.superstar].name if doc.superstar in lib.superstars \
                else doc.superstar
            self.app.toast(f"{doc.name} was built for {built}: {lib.superstars[star_id].name} "
                           f"takes their own starter playbook (choose {doc.name} again to play "
                           "it with them).", "info", 5.0)  # (read as a rule against: s66)
            self.kept[seat] = doc.name  # chosen again, it stays with this Superstar (it
            # brought its own Superstar back, unlike the toast said: session 72's play-test)

    def book_picked(self, seat: int, name) -> None:
        """A saved playbook built for a Superstar brings that Superstar, if they are free."""
        doc = self.books.get(name) if name else None
        if doc is not None and doc.superstar and doc.superstar != self.picks[seat] \
                and doc.superstar != self.picks[1 - seat] and name != self.kept[seat]:
            self.pick(seat, doc.superstar)

    def roll_seed(self) -> None:
        """Fill the seed field with a fresh random seed."""
        self.seed_w.value = str(random_seed())

    def items(self) -> list:
        """Everything Tab reaches, in order (the AI speed only while a seat is an AI's: it
        stood there for two people, session 64's play-test)."""
        self.speed_w.visible = any(c.value != "human" for c in self.controller_w)
        items = [self.controller_w[0], self.star_w[0], self.book_w[0], self.type_w, self.turn_w,
                 self.seed_w, self.seed_btn, self.speed_w, self.ooh_w, self.interview_w,
                 self.controller_w[1], self.star_w[1], self.book_w[1], self.back_btn,
                 self.start_btn]  # (top to bottom as drawn: Tab went from the playbook back up
        # to 'Human' above the Superstar, session 66's play-test at 1000x600)
        return [w for w in items if w.visible]

    def build(self) -> MatchSetup:
        """The MatchSetup of the current choices (ValidationError if something is off)."""
        seed = int(self.seed_w.value) if self.seed_w.value else random_seed()
        options = ["ooh_gotta_hurt"] if self.ooh_w.value else []
        if self.interview_w.value:
            options.append("interview")
        return MatchSetup(seed=seed, match_type=self.type_w.value,
                          seats=[SeatSetup(superstar=self.picks[i],
                                           controller=self.controller_w[i].value,
                                           custom=custom_for(self.books, self.book_w[i].value))
                                 for i in (0, 1)],
                          turn_limit=self.turn_w.value, options=options)

    def remember(self) -> None:
        """Keep the choices for the next setup, and the AI speed in the settings."""
        self.app.settings.exhibition = ExhibitionPrefs(
            picks=list(self.picks), controllers=[c.value for c in self.controller_w],
            playbooks=[b.value for b in self.book_w], match_type=self.type_w.value,
            turn_limit=self.turn_w.value, ooh=self.ooh_w.value,
            interview=self.interview_w.value)
        self.app.settings.ai_speed = self.speed_w.value
        self.app.save_settings()  # (for the next launch too: the AI speed was kept only when
        # the Settings screen saved later)

    # ---- actions ---------------------------------------------------------------------------

    def start(self) -> None:
        """Start the match from the choices (a toast says why not, if it can't)."""
        try:
            setup = self.build()
        except (ValidationError, ValueError) as exc:
            msg = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
            self.app.toast(f"Can't start: {msg}", "error")
            return
        self.remember()
        try:
            scene = self.app.make("match", setup)
        except Exception as exc:  # a bad setup must not crash the game
            self.app.toast(f"Can't start the match: {exc}", "error")
            return
        self.app.sounds.play("bell_single")
        self.app.stack.replace(scene)

    def back(self) -> None:
        """Back to the main menu, remembering the choices."""
        self.remember()
        self.app.replace("menu")

    # ---- layout ----------------------------------------------------------------------------

    def toast_top(self) -> int | None:
        """Toasts stand over the names between Back and Start Match ('That Superstar is
        already in the other corner.' covered the subtitle under the title: session 58)."""
        r = self.back_btn.rect
        return r.top if r.h else None

    def toast_width(self) -> int | None:
        """Toasts keep between Back and Start Match."""
        gap = 2 * min(self.start_btn.rect.left - self.app.size[0] // 2,
                      self.app.size[0] // 2 - self.back_btn.rect.right) - round(16 * self.s)
        return gap if self.back_btn.rect.h and gap > 0 else None

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        self.s = s
        m = round(24 * s)
        top = round(92 * s)
        col_w = round(400 * s)
        mid_w = w - 2 * m - 2 * col_w - 2 * round(20 * s)
        self.cols = [pygame.Rect(m, top, col_w, h - top - round(92 * s)),
                     pygame.Rect(w - m - col_w, top, col_w, h - top - round(92 * s))]
        self.mid = pygame.Rect(m + col_w + round(20 * s), top, mid_w, h - top - round(92 * s))
        fh = round(42 * s)
        pad = round(16 * s)
        for i, col in enumerate(self.cols):
            y = col.y + round(44 * s)
            self.controller_w[i].rect = pygame.Rect(col.x + pad, y, col.w - 2 * pad, fh)
            y += fh + round(12 * s)
            tw = (col.w - 2 * pad - 3 * round(8 * s)) // 4
            th = round(64 * s)
            for k, tile in enumerate(self.tiles[i]):
                tile.rect = pygame.Rect(col.x + pad + (k % 4) * (tw + round(8 * s)),
                                        y + (k // 4) * (th + round(8 * s)), tw, th)
            rows = (len(self.tiles[i]) + 3) // 4
            y += rows * (th + round(8 * s)) + round(6 * s)
            self.star_w[i].rect = pygame.Rect(col.x + pad, y, col.w - 2 * pad, fh)
            y += fh + round(6 * s)
            self.book_w[i].rect = pygame.Rect(col.x + pad, y, col.w - 2 * pad, fh)
            self.detail_top = y + fh + round(10 * s)
            for wdg in (self.controller_w[i], self.star_w[i], self.book_w[i]):
                wdg.size = round(22 * s)
        x = self.mid.x + pad
        fw = self.mid.w - 2 * pad
        y = self.mid.y + round(70 * s)
        self.type_w.rect = pygame.Rect(x, y, fw, fh)
        self.type_text_y = y + fh + round(8 * s)
        y += fh + round(72 * s)
        self.turn_label_y = y
        self.turn_w.rect = pygame.Rect(x, y + round(24 * s), fw, fh)
        y += fh + round(24 * s) + round(18 * s)
        self.seed_label_y = y
        bw = round(96 * s)
        self.seed_w.rect = pygame.Rect(x, y + round(24 * s), fw - bw - round(8 * s), fh)
        self.seed_btn.rect = pygame.Rect(x + fw - bw, y + round(24 * s), bw, fh)
        y += fh + round(24 * s) + round(18 * s)
        self.speed_label_y = y
        self.speed_w.rect = pygame.Rect(x, y + round(24 * s), fw, fh)
        y += fh + round(24 * s) + round(22 * s)
        self.ooh_w.rect = pygame.Rect(x, y, fw, round(36 * s))
        self.ooh_text_y = y + round(38 * s)
        y += round(44 * s)
        self.interview_w.rect = pygame.Rect(x, y, fw, round(36 * s))
        self.interview_text_y = y + round(38 * s)
        for wdg in (self.type_w, self.turn_w, self.seed_w, self.speed_w, self.ooh_w,
                    self.interview_w):
            wdg.size = round(22 * s)
        self.seed_btn.size = round(20 * s)
        bh = round(56 * s)
        self.back_btn.rect = pygame.Rect(m, h - m - bh, round(200 * s), bh)
        self.start_btn.rect = pygame.Rect(w - m - round(300 * s), h - m - bh, round(300 * s), bh)
        self.back_btn.size = round(24 * s)
        self.start_btn.size = round(26 * s)

    # ---- input -----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """The form's keys and mouse (scenes/ui/form.py); the Superstar tiles take clicks too."""
        items = self.items()
        handle_form(self, event, items, items + self.tiles[0] + self.tiles[1])

    # ---- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, self.heading, round(50 * s), W.ACCENT, True, True,
                    topleft=(round(24 * s), round(18 * s)))
        W.draw_text(surface, self.subheading, round(20 * s), W.MUTED,
                    topleft=(round(26 * s), round(60 * s)))
        focus = self.focus.current(self.items())
        self.move_rects = []
        for i, col in enumerate(self.cols):
            self.draw_seat(surface, i, col, focus)
        self.draw_mid(surface, focus)
        self.back_btn.draw(surface, focused=focus is self.back_btn)
        self.start_btn.draw(surface, focused=focus is self.start_btn)
        self.draw_matchup(surface)
        self.draw_hover(surface)

    def draw_seat(self, surface: pygame.Surface, seat: int, col: pygame.Rect, focus) -> None:
        """One seat's column: who plays, the tiles, the playbook, ability, momentum, Move cards."""
        s = self.s
        lib = self.app.cat.lib
        colour = W.SEAT_COLOURS[seat]
        W.draw_panel(surface, col, (30, 33, 46), (20, 22, 31), round(14 * s),
                     pal.shade(colour, 0.8), 2)
        band = pygame.Rect(col.x, col.y, col.w, round(36 * s))
        pygame.draw.rect(surface, pal.shade(colour, 0.55), band,
                         border_top_left_radius=round(14 * s), border_top_right_radius=round(14 * s))
        W.draw_text(surface, f"{W.SEAT_CORNER[seat].upper()} \u00b7 SEAT {seat + 1}",
                    round(21 * s), W.INK, True, midleft=(col.x + round(16 * s), band.centery))
        self.controller_w[seat].draw(surface, focused=focus is self.controller_w[seat])
        for tile in self.tiles[seat]:
            tile.draw(surface)
        self.star_w[seat].draw(surface, focused=focus is self.star_w[seat])
        self.book_w[seat].draw(surface, focused=focus is self.book_w[seat])
        star = lib.superstars[self.picks[seat]]
        x = col.x + round(18 * s)
        y = self.book_w[seat].rect.bottom + round(10 * s)
        persona = "Face (Protagonist)" if star.persona == "protagonist" else "Heel (Antagonist)"
        line = f"{style_words(star.style)} \u00b7 {persona} \u00b7 {hp_words(lib, star)}"
        room = col.w - round(36 * s)  # (a smaller line before the persona goes: s71's newcomer)
        size = W.fit_size(line, round(19 * s), round(17 * s), True, room)
        if W.text_width(line, size, True) > room:  # (the HP's bonus cut at 1280x720: s58)
            line = line.replace(f" ({star.persona.title()})", "")
        W.draw_text(surface, line, size, W.INK, True, max_w=room, topleft=(x, y))
        y += round(24 * s)
        ability = f"{star.ability.name}: {star.ability.text or describe_bonus(star.ability.bonus)}"
        for line in W.wrap_lines(ability, round(18 * s), col.w - round(36 * s))[:2]:
            W.draw_text(surface, line, round(18 * s), W.ACCENT, False, topleft=(x, y))
            y += W.line_height(round(18 * s))
        y += round(4 * s)
        # momentum caps
        pip = round(20 * s)
        cell = (col.w - round(36 * s)) // 6
        for k, kind in enumerate(MOMENTUM):
            cx = x + k * cell
            surface.blit(momentum_pip(kind, pip), (cx, y))
            start = star.start_momentum.get(kind, 0)
            W.draw_text(surface, f"{start}/{star.momentum_caps[kind]}", round(17 * s), W.INK,
                        True, midleft=(cx + pip + round(4 * s), y + pip // 2))
        y += pip + round(8 * s)
        # signature Move cards
        mw = round(84 * s)
        n = len(star.move_cards)
        gap = round(8 * s)
        avail = col.bottom - round(12 * s) - y
        mw = min(mw, int(avail / 1.4), (col.w - round(36 * s) - gap * (n - 1)) // max(1, n))
        for k, mid in enumerate(star.move_cards):
            card = lib.move_cards.get(mid)
            if card is None or mw < 20:
                continue
            face = move_card_face(card, mw)
            r = face.get_rect(topleft=(x + k * (mw + gap), y))
            surface.blit(face, r)
            self.move_rects.append((card, r))

    def draw_matchup(self, surface: pygame.Surface) -> None:
        """'Brick Hollander  VS  Kestrel Ortiz' between the Back and Start buttons."""
        from scenes.match.log_text import short_name
        s = self.s
        lib = self.app.cat.lib
        cy = self.start_btn.rect.centery
        cx = surface.get_width() // 2
        size = round(26 * s)
        W.draw_text(surface, "VS", round(30 * s), W.ACCENT, True, True, center=(cx, cy))
        left = short_name(lib.superstars[self.picks[0]].name)
        right = short_name(lib.superstars[self.picks[1]].name)
        room = min(cx - self.back_btn.rect.right, self.start_btn.rect.left - cx) - round(60 * s)
        W.draw_text(surface, left, size, pal.shade(W.SEAT_COLOURS[0], 1.3), True, True,
                    max_w=room, midright=(cx - round(34 * s), cy))
        W.draw_text(surface, right, size, pal.shade(W.SEAT_COLOURS[1], 1.3), True, True,
                    max_w=room, midleft=(cx + round(34 * s), cy))

    def draw_mid(self, surface: pygame.Surface, focus) -> None:
        """The middle column: match type and its rules, turn limit, seed, AI speed, options."""
        s = self.s
        mid = self.mid
        W.draw_panel(surface, mid, (30, 33, 46), (20, 22, 31), round(14 * s), W.PANEL_EDGE, 1)
        x = mid.x + round(16 * s)
        W.draw_text(surface, "THE MATCH", round(21 * s), W.ACCENT, True,
                    midleft=(x, mid.y + round(20 * s)))
        label = round(17 * s)
        W.draw_text(surface, "Match type", label, W.MUTED, True,
                    bottomleft=(x, self.type_w.rect.y - round(3 * s)))
        self.type_w.draw(surface, focused=focus is self.type_w)
        y = self.type_text_y
        for line in W.wrap_lines(TYPE_TEXT[self.type_w.value], round(17 * s),
                                 mid.w - round(32 * s))[:4]:
            W.draw_text(surface, line, round(17 * s), W.INK, topleft=(x, y))
            y += W.line_height(round(17 * s))
        W.draw_text(surface, "Turn limit (then a draw)", label, W.MUTED, True,
                    topleft=(x, self.turn_label_y))
        self.turn_w.draw(surface, focused=focus is self.turn_w)
        if self.seed_w.visible:
            W.draw_text(surface, "Seed (empty = random)", label, W.MUTED, True,
                        topleft=(x, self.seed_label_y))
        self.seed_w.draw(surface, focused=focus is self.seed_w)
        self.seed_btn.draw(surface, focused=focus is self.seed_btn)
        if self.speed_w.visible:
            W.draw_text(surface, "AI speed", label, W.MUTED, True,
                        topleft=(x, self.speed_label_y))
        self.speed_w.draw(surface, focused=focus is self.speed_w)
        self.ooh_w.draw(surface, focused=focus is self.ooh_w)
        self.interview_w.draw(surface, focused=focus is self.interview_w)
        bottom = self.interview_w.rect.bottom
        if bottom + round(30 * s) < mid.bottom:
            W.draw_text(surface, "Hover an option for what it does.", round(15 * s), W.MUTED,
                        topleft=(x, bottom + round(8 * s)))

    def draw_hover(self, surface: pygame.Surface) -> None:
        """Under the pointer: a Move card large, or what the hovered option does."""
        for card, r in self.move_rects:
            if r.collidepoint(self.mouse):
                zw = round(190 * self.s)
                face = move_card_face(card, zw)
                zr = face.get_rect(midbottom=(r.centerx, r.top - round(6 * self.s)))
                zr.clamp_ip(surface.get_rect().inflate(-10, -10))
                surface.blit(shadow(face, ("setup_zoom", card.id, zw), 140), zr.move(5, 7))
                surface.blit(face, zr)
                return
        for wdg in self.controller_w:
            if wdg.rect.collidepoint(self.mouse):
                W.draw_tooltip(surface, self.mouse, [(LEVEL_TEXT[wdg.value], W.INK)], self.s,
                               under=wdg.rect)
                return
        for wdg in (self.ooh_w, self.interview_w, self.type_w, self.turn_w, self.seed_w,
                    self.speed_w, *self.book_w):
            if wdg.visible and wdg.rect.collidepoint(self.mouse) and wdg.tooltip:
                W.draw_tooltip(surface, self.mouse, [(wdg.tooltip, W.INK)], self.s,
                               under=wdg.rect)
                return
