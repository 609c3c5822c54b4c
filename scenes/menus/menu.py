"""The main menu: exhibition setup, a quick match against the AI, watching two AIs, a season,
continuing the newest save, the load screen, replays and settings, quitting."""
from __future__ import annotations

import math
import random

import pygame

from game import store
from game.match import random_setup
from sprites import palette as pal
from sprites.card_face import card_back, page_face
from sprites.hud import background, ring_mat, shadow, turned

from scenes.ui import widgets as W
from scenes.ui.pad_glyphs import draw_hint_or_keys
from scenes.match.log_text import turn_shown
from scenes.ui.base import Scene
from scenes.ui.save_check import start_check

SHOWCASE = ("falcons_descent", "folding_chair", "thunder_cutter", "crowd_chant")


def version_words() -> str:
    """The version shown in the title screen's corner and in Settings, e.g. "Ringside 0.1.0"."""
    return f"Ringside {store.game_version()}"


def random_seed() -> int:
    """A fresh seed for a match."""
    return random.SystemRandom().randrange(1, 2**31)


def _played_by_a_person(row) -> bool:
    """True when someone at the screen played in this saved match (not a watched AI game)."""
    return store.played_by_a_person(row.path)


def pick_continue(rows: list, played=_played_by_a_person):
    """What Continue opens from rows newest first: the newest thing still being played (a
    season in progress, or a match in progress someone plays), else the newest match still in
    progress at all (a watched AI game). Never a finished match or season (those are in Load),
    nor an online match: a friend's seat can't be continued at one screen."""
    ok = [r for r in rows if r.ok and not r.over and not store.hosted(r.path)]
    hit = next((r for r in ok if r.kind == "season" or (r.kind == "match" and played(r))), None)
    return hit if hit is not None else (ok[0] if ok else None)


def is_tutorial_save(row) -> bool:
    """True for the tutorial's own autosave (Continue then says it resumes the tutorial)."""
    from scenes.menus.load import _is_tutorial
    return row.kind == "match" and _is_tutorial(row.path, row.info)


def continue_target(lib=None, cat=None):
    """The save Continue opens (None when there is none or no folder; only a save that
    verifies)."""
    from scenes.menus.load import scan_saves
    try:
        return pick_continue(scan_saves(None, lib, cat))
    except Exception:
        return None


def moved(event: pygame.event.Event) -> bool:
    """True for a pointer that really moved: the window's opening sends a motion of its own
    (rel 0, 0, off the buttons), which took Continue's lead from every launch with a save
    (session 76's play-test)."""
    return event.type == pygame.MOUSEMOTION and tuple(getattr(event, "rel", (1, 1))) != (0, 0)


class MenuScene(Scene):
    """Title screen."""

    def __init__(self, app, after_match: bool = False) -> None:
        super().__init__(app)
        self.check = start_check(None, app.cat)  # saves with no verdict yet: decided meanwhile
        self.newest = continue_target(app.cat.lib, app.cat) if self.check is None else None
        self.continue_btn = W.Button("Continue", self.continue_newest,
                                     sub=self.continue_words(), primary=False)
        self.continue_btn.visible = self.newest is not None or self.check is not None
        self.continue_btn.enabled = self.check is None
        self.continue_btn.highlight = W.GOOD
        self.replay_btn = W.Button("Replay", self.replay, sub="watch a match again")
        self.settings_btn = W.Button("Settings", self.settings, sub="speed, sound")
        # the first three keep their places (keyboard order: Exhibition, Quick, Watch, ...)
        self.exhibition_btn = W.Button("Exhibition Match", self.exhibition,
                                       sub="choose Superstars and rules")
        self.buttons = [
            self.exhibition_btn,
            W.Button("Quick Match vs AI", self.quick, sub="random Superstars, Normal match"),
            W.Button("Watch AI vs AI", self.watch, sub="two AIs \u00b7 + and - set the pace"),
            W.Button("Season", self.season, sub="two to four wrestlers, weekly shows, a Pay-Per-View"),
            W.Button("Play Online", self.online, sub="host or join a friend's match"),
            W.Button("Learn to Play", self.learn, sub="a guided match, the rules, the glossary"),
            self.continue_btn,
            W.Button("Playbooks", self.playbooks, sub="build your own from every card"),
            W.Button("Load", self.load, sub="saved matches and seasons"),
            W.Button("Cards", self.cards, sub="browse every card"),
            W.Button("Career", self.career, sub="your history"),
            self.replay_btn,
            self.settings_btn,
            W.Button("Quit", self.quit, sub="close the game"),
        ]
        self.column = self.buttons[:8]
        self.row = self.buttons[8:]
        self.focus = W.Focus()
        # Continue, when there is something to continue, is where Enter goes
        self.focus.index = self.buttons.index(self.continue_btn) if self.newest is not None \
            and not after_match else 0
        self.time = 0.0
        # back from a finished match, Enter plays another: an older unfinished save stays
        # one press of Continue away, but is not where Enter goes (session 75)
        self.touched = after_match
        self.lead()
        self.showcase = self._showcase()
        # Quit asks first: Esc and Enter are habits, and the title is one key from the desktop
        self.asking = False
        self.quit_yes = W.Button("Quit", self.app.quit, hotkey="Y", danger=True)
        self.quit_no = W.Button("Stay", self.stay, hotkey="N", primary=True)
        self.quit_focus = 1  # the confirm's focused answer (a controller's A presses it)

    def continue_words(self) -> str:
        """What Continue would open (while the saves are checked, how far that is)."""
        if self.check is not None:
            return self.check.words()
        row = self.newest
        if row is None:
            return ""
        if row.kind == "season":
            where = row.detail.split(" \u00b7 ")[1] if " \u00b7 " in row.detail else "season"
            return f"Season \u00b7 {where}"
        turn = turn_shown(row.info.get("turn", 0), bool(row.info.get("over")),
                          how=row.info.get("how"))
        if is_tutorial_save(row):
            return f"the tutorial \u00b7 turn {turn}"
        names = row.title.split(" vs ")
        short = " vs ".join(n.split()[-1] for n in names) if len(row.title) > 26 else row.title
        return f"{short} \u00b7 turn {turn}"

    def _showcase(self) -> list:
        pages = self.app.cat.lib.pages
        chosen = [pages[p] for p in SHOWCASE if p in pages]
        if len(chosen) < 4:
            moves = sorted((p for p in pages.values() if p.kind == "move"),
                           key=lambda p: (-p.damage, p.id))
            chosen += [p for p in moves if p not in chosen][:4 - len(chosen)]
        return chosen[:4]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        w, h = size
        count = len(self.column)  # Continue or not: the buttons above it keep their places
        # (Continue shrank every button as it came, and a click meant for Season opened Play
        # Online: session 72's play-test)
        bw, bh = round(360 * s), round((54 if count <= 5 else 46 if count == 6 else
                                        40 if count == 7 else 34) * s)
        gap = round((10 if count <= 7 else 8) * s)  # (with Continue the row below touched the
        # keys' hint at 1280x720: session 66's play-tests)
        x = round(w * 0.08)
        y = round(h * 0.27) + round(64 * s)
        for b in self.column:
            if not b.visible:
                continue
            b.rect = pygame.Rect(x, y, bw, bh)
            b.size = round(24 * s)
            y += bh + gap
        shown = [b for b in self.row if b.visible]
        row_w = bw if len(shown) <= 3 else round(480 * s)
        gap = gap if len(shown) <= 5 else round(6 * s)
        rw = (row_w - gap * (len(shown) - 1)) // max(1, len(shown))
        y += round(8 * s)
        for i, b in enumerate(shown):
            b.rect = pygame.Rect(x + i * (rw + gap), y, rw, round(50 * s))
            b.size = round((21 if len(shown) <= 5 else 18) * s)
            b.sub = ""
        box = self.confirm_box()
        bw2, bh2 = round(150 * s), round(50 * s)
        self.quit_yes.rect = pygame.Rect(box.centerx - bw2 - round(8 * s),
                                         box.bottom - bh2 - round(18 * s), bw2, bh2)
        self.quit_no.rect = pygame.Rect(box.centerx + round(8 * s), self.quit_yes.rect.top,
                                        bw2, bh2)
        for b in (self.quit_yes, self.quit_no):
            b.size = round(22 * s)

    def confirm_box(self) -> pygame.Rect:
        """Where the Quit? confirm is drawn."""
        s = W.ui_scale(self.size)
        box = pygame.Rect(0, 0, round(420 * s), round(170 * s))
        box.center = (self.size[0] // 2, self.size[1] // 2)
        return box

    # ---- actions ---------------------------------------------------------------------------

    def exhibition(self) -> None:
        """Open the exhibition setup: choose the Superstars, playbooks and rules."""
        self.app.replace("setup")

    def quick(self) -> None:
        """Start a Normal match at once: you against the Normal AI, random Superstars."""
        self.app.replace("match", random_setup(self.app.cat, random_seed(), "normal", "human",
                                               "normal"))

    def watch(self) -> None:
        """Start a Normal match between two Normal AIs at the AI speed of Settings, so the show
        can be followed (+ and - change the pace while watching)."""
        setup = random_setup(self.app.cat, random_seed(), "normal", "normal", "normal")
        self.app.replace("match", setup)

    def season(self) -> None:
        """Open the season setup (2-4 wrestlers, weekly shows, a Pay-Per-View)."""
        self.app.replace("season_setup")

    def online(self) -> None:
        """Open Play Online: host a match for a friend, or join one."""
        self.app.replace("online")

    def learn(self) -> None:
        """Open Learn to Play: the tutorial, How to play and the glossary."""
        self.app.replace("learn")

    def continue_newest(self) -> None:
        """Open the newest save that can be loaded."""
        from scenes.menus.load import open_save
        row = self.newest or continue_target(self.app.cat.lib, self.app.cat)
        if row is None:
            self.app.toast("There is no save to continue.", "info")
            return
        err = open_save(self.app, row)
        if err is not None:
            self.app.toast(f"Can't continue: {err}", "error", 6.0)
            self.newest = None
            self.continue_btn.visible = False
            self.focus.index = 0
            self.layout(self.size)

    def playbooks(self) -> None:
        """Open the playbook builder."""
        self.app.replace("builder")

    def cards(self) -> None:
        """Open the card browser: every card of the library, searchable."""
        self.app.replace("cards")

    def load(self) -> None:
        """Open the load screen: saved matches and seasons."""
        self.app.replace("load")

    def career(self) -> None:
        """Open the career screen: what the saved matches add up to."""
        self.app.replace("career")

    def replay(self) -> None:
        """Open the load screen in replay mode, to watch a saved match again."""
        self.app.replace("load", mode="replay")

    def settings(self) -> None:
        """Open the settings over the menu (a toast if they can't be shown)."""
        try:
            self.app.push("settings")
        except Exception as exc:  # a missing or broken settings screen must not end the game
            self.app.toast(f"Settings aren't available: {exc}", "error")

    def quit(self) -> None:
        """Ask whether to close the game (a small confirm over the title)."""
        self.asking = True
        self.quit_focus = 1  # Stay
        self.layout(self.size)

    def stay(self) -> None:
        """Keep playing: the confirm goes away."""
        self.asking = False

    # ---- frame -----------------------------------------------------------------------------

    def handle_confirm(self, event: pygame.event.Event) -> None:
        """Quit? Y quits, N or Esc stays, Enter (or a pad's A) presses the focused answer
        (Stay, lit, at first: Enter quit under a lit Stay, and Esc then Enter closed the game:
        session 75's play-test); a click answers too."""
        for b in (self.quit_yes, self.quit_no):
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            pair = (self.quit_yes, self.quit_no)
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.quit_focus = 1 - self.quit_focus  # a controller moves between the two
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                pair[self.quit_focus].activate()  # the focused one (Stay at first)
            elif event.key == pygame.K_y:
                self.app.quit()
            elif event.key in (pygame.K_n, pygame.K_ESCAPE):
                self.stay()

    def handle(self, event: pygame.event.Event) -> None:
        """The Quit? confirm while it is up; else buttons first, arrows and Tab move the focus,
        Enter opens it, Esc asks to quit."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) or moved(event) \
                or self.pointed_at(event) is not None:
            self.touched = True  # the player moved: a Continue that appears later takes no focus
        if self.asking:
            self.handle_confirm(event)
            return
        for b in self.buttons:
            if b.visible and b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            shift = bool(event.mod & pygame.KMOD_SHIFT)
            arrow = event.key != pygame.K_TAB  # the arrows stop at the ends; Tab goes round
            if event.key in (pygame.K_DOWN, pygame.K_RIGHT) or \
                    (event.key == pygame.K_TAB and not shift):
                self.focus.cycle(self.buttons, wrap=not arrow)
            elif event.key in (pygame.K_UP, pygame.K_LEFT, pygame.K_TAB):
                self.focus.cycle(self.buttons, True, wrap=not arrow)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                item = self.focus.current(self.buttons)
                if item is not None and item.visible:
                    item.activate()
            elif event.key == pygame.K_ESCAPE:
                self.quit()
        at = self.pointed_at(event)
        if at is not None:
            self.focus.index = at
        self.lead()

    def pointed_at(self, event: pygame.event.Event) -> int | None:
        """The button a pointer's motion is over (its index), or None."""
        if event.type != pygame.MOUSEMOTION:
            return None
        return next((i for i, b in enumerate(self.buttons)
                     if b.visible and b.rect.collidepoint(event.pos)), None)

    def update(self, dt: float) -> None:
        """Run the clock that bobs the showcase cards on the ring; Continue says how far the
        check of the saves is, and names its save once that is done."""
        self.time += dt
        if self.check is None:
            return
        if self.check.done:
            self.check = None
            self.newest = continue_target(self.app.cat.lib, self.app.cat)
            self.continue_btn.visible = self.newest is not None
            self.continue_btn.enabled = True
            self.lead()
            self.layout(self.size)
            if self.newest is not None and not self.touched:  # where Enter goes, as on arrival
                self.focus.index = self.buttons.index(self.continue_btn)
        self.continue_btn.sub = self.continue_words()

    def lead(self) -> None:
        """One button leads in gold: Continue while there is something to continue, else
        Exhibition Match (both lit, the gold one and the focused one, read as two choices at
        once: session 65's play-test); once the player moves the focus, the gold goes with it
        (session 72: the outline on one button and the gold on another)."""
        focus = self.focus.current(self.buttons) if self.touched else None
        if focus is not None and focus.visible:
            for b in self.buttons:
                b.primary = b is focus
            return
        for b in self.buttons:
            b.primary = False
        self.continue_btn.primary = self.continue_btn.visible
        self.exhibition_btn.primary = not self.continue_btn.visible

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        surface.blit(background((w, h)), (0, 0))
        # the ring on the right, with cards tossed on it
        ring = pygame.Rect(0, 0, round(min(w * 0.46, h * 0.86)), round(min(w * 0.46, h * 0.86)))
        ring.center = (round(w * 0.70), round(h * 0.54))
        surface.blit(ring_mat(ring.size, s), ring)
        cw = round(150 * s)
        spots = ((-0.28, -0.18, 14), (0.02, -0.24, -4), (0.28, -0.12, -15), (-0.06, 0.16, 7))
        for i, card in enumerate(self.showcase):
            dx, dy, angle = spots[i % len(spots)]
            bob = math.sin(self.time * 1.4 + i * 1.7) * 4 * s
            face = page_face(card, cw)
            img = turned(face, angle, ("menu", card.id, cw))
            r = img.get_rect(center=(ring.centerx + dx * ring.w, ring.centery + dy * ring.h + bob))
            surface.blit(shadow(img, ("menu_s", card.id, cw, angle), 130),
                         r.move(round(6 * s), round(9 * s)))
            surface.blit(img, r)
        back = turned(card_back(cw), -22, ("menu_back", cw))
        r = back.get_rect(center=(ring.centerx + 0.3 * ring.w, ring.centery + 0.3 * ring.h))
        surface.blit(shadow(back, ("menu_back_s", cw), 130), r.move(round(6 * s), round(9 * s)))
        surface.blit(back, r)
        # title
        x = round(w * 0.08)
        W.draw_text(surface, "RINGSIDE", round(120 * s), W.ACCENT, True, True,
                    bottomleft=(x - round(4 * s), round(h * 0.27)))
        W.draw_text(surface, "a wrestling card game", round(30 * s), pal.TEXT, True, True,
                    topleft=(x, round(h * 0.27) + round(4 * s)))
        pygame.draw.line(surface, W.SEAT_COLOURS[0], (x, round(h * 0.27) + round(44 * s)),
                         (x + round(170 * s), round(h * 0.27) + round(44 * s)), max(2, round(4 * s)))
        pygame.draw.line(surface, W.SEAT_COLOURS[1],
                         (x + round(190 * s), round(h * 0.27) + round(44 * s)),
                         (x + round(360 * s), round(h * 0.27) + round(44 * s)), max(2, round(4 * s)))
        focus = self.focus.current(self.buttons)
        for b in self.buttons:
            if b.visible:
                b.draw(surface, focused=b is focus)
        hint = "Mouse or keyboard: arrows or Tab to choose, Enter to confirm, Esc to quit"
        draw_hint_or_keys(surface, hint, (("Up/Down", "choose"), ("A", "confirm"),
                                          ("B", "quit"), ("Back", "help")),
                          round(18 * s), W.MUTED, bottomleft=(x, h - round(20 * s)))
        W.draw_text(surface, version_words(), round(16 * s), W.MUTED,
                    bottomright=(w - round(14 * s), h - round(12 * s)))
        if self.asking:
            self.draw_confirm(surface, s)

    def draw_confirm(self, surface: pygame.Surface, s: float) -> None:
        """The small Quit? box over the dimmed title."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        box = self.confirm_box()
        pygame.draw.rect(surface, (28, 32, 48), box, border_radius=round(12 * s))
        pygame.draw.rect(surface, W.ACCENT, box, max(1, round(2 * s)), border_radius=round(12 * s))
        W.draw_text(surface, "Quit Ringside?", round(30 * s), pal.TEXT, True,
                    midtop=(box.centerx, box.top + round(20 * s)))
        W.draw_text(surface, "Your saves are kept.", round(18 * s), W.MUTED,
                    midtop=(box.centerx, box.top + round(60 * s)))
        self.quit_no.primary = self.quit_focus == 1  # (the gold fill is the lit answer: Stay
        self.quit_yes.draw(surface, focused=self.quit_focus == 0)  # kept it with Quit lit, s75)
        self.quit_no.draw(surface, focused=self.quit_focus == 1)
