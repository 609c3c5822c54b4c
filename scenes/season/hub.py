"""The season hub: standings, signature Move cards (tapped-out ones turned 90 degrees), feuds,
the week and phase, a log of the season, and the choices of whoever must act.

The hub shows and asks; the Season (game.season) runs the season: what is due next, the AI's
decisions, booked AI matches and the results. People act through buttons and cards built from
season.legal(player); AI wrestlers act after a short delay. A match with a person in it is
played on the match table: the hub keeps that Match, and when it is on top again and the match
is over it hands it to the season. Between two people a curtain hides the screen (Drama hands
are secret). The season is saved after every turn and when leaving.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game import store
from game.match import events as match_events
from game.season import (FeudStarted, IllegalCommand, InjuryDue, MatchPlayed, MoveEarned,
                         MoveTapped, SeasonEnded, ShowEnjoyed, TurnEnded, UseCrowd)
from scenes.app import AI_DELAY
from scenes.season import actions as A
from scenes.season import board, panel
from scenes.season.saving import SeasonSaver
from scenes.season.text import (SeasonNarrator, key_moments, match_headline, player_names,
                                show_name)
from scenes.ui import widgets as W
from scenes.ui.base import Scene
from sprites.hud import background

END_PAUSE = 1.6  # seconds on the hub after the Pay-Per-View before the champion screen
MIN_AI_DELAY = 0.1
SOUND_OF = {InjuryDue: "injury", MoveTapped: "tap_out", FeudStarted: "crowd_boo",
            MatchPlayed: "bell", ShowEnjoyed: "crowd_cheer", SeasonEnded: "crowd_cheer",
            MoveEarned: "card_draw"}


class SeasonScene(Scene):
    """A season between shows: who leads, who is hurt, who is feuding, and who acts now."""

    def __init__(self, app, season, path: Path | None = None) -> None:
        super().__init__(app)
        self.season = season
        self.saver = SeasonSaver(app, season, path)
        self.lib = season.cat.lib
        self.s = 1.0
        self.narrator = SeasonNarrator(season.setup, self.lib)
        self.lines: list = []
        self.seen = 0
        self.catch_up(sound=False)
        self.told: dict[int, dict] = {}  # result index -> headline and key moments, once told
        # the Match being played on the table (a person is in it): the season keeps a match in
        # progress, so a season saved mid-match opens at the turn it was left
        self.match = season.match_in_progress()
        self.match_pair: tuple | None = season.booked_pair() if self.match else None
        self.resume = self.match is not None and season.match_has_people()
        self.saved_autosave: bool | None = None
        self.viewer: int | None = None  # the person whose choices were last on screen
        self.target_for: tuple | None = None  # ("drama", card) or ("crowd", None) -> pick target
        self.detail: int | None = None  # the result whose key moments are open
        self.ai_timer = 0.0
        self.end_timer = 0.0
        self.ended = False
        self.left_saved = False  # to_menu saved already; leave() needn't again
        self.stuck = ""
        self.time = 0.0
        self.mouse = (-1000, -1000)
        self.focus = W.Focus()
        self.actions: list = []
        self.actions_key = None
        self.card_rects: list = []
        self.result_rects: list = []
        self.log_scroll = 0
        self.log_rows_visible = 1
        self.menu_btn = W.Button("Menu", self.to_menu, hotkey="Esc", sub="season is saved")
        self.curtain_btn = W.Button("Show my choices", self.lift_curtain, hotkey="Enter",
                                    primary=True)
        self.close_btn = W.Button("Close", self.close_detail, hotkey="Esc")
        self.watch_btn = W.Button("Watch it", self.watch_detail, hotkey="W",
                                  tooltip="The whole match again on the table, both hands "
                                          "shown.")
        self.last_btn = W.Button("", self.open_last, size=16)

    # ---- facts (asked of the season) ------------------------------------------------------------

    @property
    def state(self):
        """The season's state now (standings, week, phase, feuds)."""
        return self.season.state

    @property
    def speed(self) -> str:
        """The AI speed from the settings ('slow', 'normal' or 'fast')."""
        return self.app.settings.ai_speed

    @property
    def last_result(self) -> int | None:
        """The newest result played since the season was opened."""
        return self.season.last_result

    def humans(self) -> list[int]:
        """The wrestlers people play."""
        return self.season.humans()

    def is_human(self, player: int | None) -> bool:
        """True when a person plays this wrestler."""
        return self.season.is_human(player)

    def names(self) -> list[str]:
        """Every wrestler's short name, by player index."""
        return player_names(self.lib, self.state)

    def actor(self) -> int | None:
        """The wrestler who must act now (None once the season is over)."""
        return self.season.actor()

    def booked_pair(self) -> tuple | None:
        """The two wrestlers of the booked match (the active one first), or None."""
        return self.season.booked_pair()

    def match_due(self) -> bool:
        """True when the booked match is to be played now."""
        return self.season.match_due()

    def curtain(self) -> int | None:
        """The person the screen must be passed to before their choices show, or None."""
        if len(self.humans()) < 2 or self.detail is not None:
            return None
        if self.season.due() in ("over", "match"):
            return None
        a = self.actor()
        if a is None or not self.is_human(a) or self.viewer == a:
            return None
        return a

    def mode(self) -> str:
        """What the action panel shows now: the season's due decision, or 'ai', 'match_ai',
        'match_human', 'curtain', 'stuck', 'wait'."""
        due = self.season.due()
        if due == "over":
            return "over"
        if self.stuck:
            return "stuck"
        a = self.actor()
        if a is None:
            return "wait"
        if due == "match":
            return "match_human" if self.season.match_has_people() else "match_ai"
        if not self.is_human(a):
            return "ai"
        if self.curtain() is not None:
            return "curtain"
        return due

    def detail_of(self, index: int | None) -> dict | None:
        """The headline and key moments of a result whose match the season kept, or None."""
        if index is None:
            return None
        if index not in self.told:
            match = self.season.played.get(index)
            if match is None or index >= len(self.state.results):
                return None
            pair = tuple(self.state.results[index]["players"])
            names = self.names()
            self.told[index] = {"headline": match_headline(names, pair, match),
                                "moments": key_moments(match), "pair": pair,
                                "type": match.state.rules.match_type,
                                "seats": [names[p] for p in pair]}
        return self.told[index]

    # ---- the season log and playing -------------------------------------------------------------

    def catch_up(self, sound: bool = True) -> None:
        """Turn the season's new log entries into lines (and sound cues)."""
        log = self.season.log
        if self.seen >= len(log):
            return
        while self.seen < len(log):
            _cmd, events = log[self.seen]
            self.lines.extend(self.narrator.feed(events))
            if sound:
                for ev in events:
                    cue = SOUND_OF.get(type(ev))
                    if cue:
                        self.app.sounds.play(cue)
            self.seen += 1
        self.log_scroll = 0

    def played(self, events) -> None:
        """After a season command: tell it, save at the end of a turn, fresh choices."""
        self.target_for = None
        self.catch_up()
        if any(isinstance(ev, TurnEnded) for ev in events):
            self.save()
        self.refresh_actions()

    def send(self, cmd) -> bool:
        """Give a person's season command; a refused one shows its reason and changes nothing."""
        try:
            events = self.season.play(cmd)
        except IllegalCommand as exc:
            self.app.toast(exc.reason, "error")
            return False
        except Exception as exc:  # an engine problem must not crash the hub
            self.app.toast(f"That didn't work: {exc}", "error")
            return False
        if self.is_human(cmd.player):
            self.viewer = cmd.player
        self.played(events)
        return True

    def ai_move(self) -> None:
        """The AI's decision for whoever must act (the season falls back if it fails)."""
        try:
            events = self.season.play_ai_turn()
        except Exception as exc:  # never freeze on an engine problem: say so
            self.stuck = getattr(exc, "reason", None) or f"The AI could not act: {exc}"
            return
        self.played(events)

    def save(self) -> Path | None:
        """Save the season now (after every turn and when leaving), with the match in progress
        (the table turns the app's autosave off while it plays a season match)."""
        on = self.saved_autosave if self.saved_autosave is not None else self.app.autosave
        return self.saver.save(on)

    @property
    def season_file(self) -> Path | None:
        """The file this season is saved in (None: not yet)."""
        return self.saver.path

    def match_moved(self, cmd, events) -> None:
        """A command was played in the season match on the table: at the end of each of its
        turns (and at its end) the season is saved with it, so a crash keeps the turn."""
        marks = (match_events.TurnEnded, match_events.MatchEnded)
        if self.match is not None and any(isinstance(ev, marks) for ev in events):
            self.save()

    # ---- matches --------------------------------------------------------------------------------

    def play_ai_match(self) -> None:
        """An AI-vs-AI booked match, played headless by the season and summed up."""
        try:
            self.season.play_ai_match()
        except Exception as exc:  # never freeze on an engine problem: say so
            self.stuck = f"The match could not be played: {exc}"
            self.app.toast(self.stuck, "error", 8.0)
            return
        self.catch_up()

    def go_to_ring(self) -> None:
        """Play the booked match on the table (a person is in it)."""
        if not self.match_due():
            return
        if self.match is None or self.match_pair != self.booked_pair():
            try:
                self.match = self.season.booked_match()
            except Exception as exc:
                self.app.toast(f"Can't start the match: {exc}", "error")
                return
            self.match_pair = self.booked_pair()
        # the season file keeps season matches: no separate match save for them
        if self.saved_autosave is None:
            self.saved_autosave = self.app.autosave
        self.app.autosave = False
        self.app.sounds.play("bell_single")
        table = self.app.push("match", self.match.setup, match=self.match, season=True)
        model = getattr(table, "model", None)  # (told it is a season's: its tap-out words
        if model is not None:  # were an exhibition's, session 64's play-test)
            model.on_command.append(self.match_moved)

    def resume_match(self) -> None:
        """A season opened mid-match goes straight back to the table, at the turn it was left."""
        self.resume = False
        if self.match is not None:
            turn = self.match.state.turn + 1
            self.app.toast(f"Back to the ring: the match goes on at turn {turn}.", "info", 3.0)
        self.go_to_ring()

    def restore_autosave(self) -> None:
        """Turn the App's match autosave back to how it was before a season match."""
        if self.saved_autosave is not None:
            self.app.autosave = self.saved_autosave
            self.saved_autosave = None

    def owns_match(self, match) -> bool:
        """True for the match this hub sent to the table (the results screen asks)."""
        return match is not None and match is self.match

    def collect_match(self) -> bool:
        """If the table match is over, hand it to the season; True when it was."""
        if self.match is None or not self.match.over or not self.match_due():
            return False
        match = self.match
        self.match = None
        self.match_pair = None
        self.resume = False  # (nothing left to go back to: the next match is booked afresh)
        try:
            self.season.report(match)
        except Exception as exc:  # never freeze on an engine problem: say so
            self.stuck = f"The match result was refused: {exc}"
            self.app.toast(self.stuck, "error", 8.0)
        self.catch_up()
        if len(self.humans()) >= 2:
            self.viewer = None
        self.save()
        return True

    # ---- life cycle -----------------------------------------------------------------------------

    def enter(self) -> None:
        """Back on top: collect a finished table match for the season, fresh choices."""
        self.restore_autosave()
        self.collect_match()
        self.actions_key = None

    def leave(self) -> None:
        """Leaving the hub: collect a finished table match, then save the season."""
        self.restore_autosave()
        self.collect_match()
        if self.left_saved:
            return
        if self.save() is not None and not self.ended:
            self.app.toast("Season saved.", "good", 2.5)

    def on_quit(self) -> None:
        """The window is closing: keep the season."""
        self.restore_autosave()
        self.collect_match()
        self.save()

    def to_menu(self) -> None:
        """Save, then back to the title (saved first so the menu's Continue sees it); a save
        that fails keeps the hub open once (its toast said why; a full disk: session 67)."""
        self.restore_autosave()
        self.collect_match()
        if self.save() is not None:
            self.app.toast("Season saved.", "good", 2.5)
        elif self.app.autosave and not self.saver.asked:
            self.saver.asked = True
            self.app.toast("The season stays open: free some space, then leave again (leave "
                           "again now and the game keeps trying while it runs).", "error", 10.0)
            return
        self.left_saved = True
        self.app.reset("menu")

    def lift_curtain(self) -> None:
        """The person the screen was passed to is here: show their choices."""
        who = self.curtain()
        if who is not None:
            self.viewer = who
            self.refresh_actions()
            self.app.sounds.play("click")

    def open_detail(self, index: int) -> None:
        """Open a result's key moments (a toast when the match wasn't kept)."""
        if self.detail_of(index) is not None:
            self.detail = index
            self.app.sounds.play("click")
        else:
            self.app.toast("The key moments of this match weren't kept.", "info")

    def open_last(self) -> None:
        """Open the key moments of the newest result (the L key)."""
        if self.last_result is not None:
            self.open_detail(self.last_result)

    def close_detail(self) -> None:
        """Close the key moments and return to the hub."""
        self.detail = None

    def watch_detail(self) -> None:
        """Replay the open result's match on the table (Esc there comes back here)."""
        d = self.detail_of(self.detail)
        match = self.season.played.get(self.detail) if d is not None else None
        if match is None:
            return
        show = show_name(self.state, self.state.results[self.detail]["week"])
        title = f"{show} \u00b7 {d['seats'][0]} vs {d['seats'][1]}"
        self.app.push("replay", match=match, title=title)

    # ---- the choices ----------------------------------------------------------------------------

    def pick_target(self, kind: str, card: str | None) -> None:
        """Ask for the wrestler a Drama card or the crowd ability is aimed at."""
        self.target_for = (kind, card)
        self.refresh_actions()

    def use_crowd(self) -> None:
        """Spend Crowd Points on the crowd ability (a target asked for if it needs one)."""
        a = self.actor()
        if a is None:
            return
        legal = [c for c in self.season.legal(a) if isinstance(c, UseCrowd)]
        if not legal:
            self.app.toast(self.season.crowd_blocker(a) or "Not now.", "error")
            return
        if legal[0].target is None:
            self.send(legal[0])
        else:
            self.pick_target("crowd", None)

    def cancel_target(self) -> None:
        """Drop the target being picked: back to the choices."""
        self.target_for = None
        self.refresh_actions()

    def refresh_actions(self) -> None:
        """Rebuild the action panel's buttons when what must be decided has changed."""
        key = (len(self.season.log), self.actor(), self.target_for, self.mode(),
               self.match is not None, self.size)
        if key == self.actions_key:
            return
        self.actions_key = key
        self.actions = A.build_actions(self)
        # a fresh set of choices: focus only where Enter has one obvious meaning
        single = self.target_for is not None or self.mode() in ("curtain", "match_human",
                                                                "jobber")
        self.focus.index = 0 if self.actions and single else None
        A.place_actions(self)

    # ---- frame ----------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Tell the season's new events, play AI turns and AI matches, then the champion."""
        self.time += dt
        self.catch_up()  # whoever played on the season, the log tells it
        self.refresh_actions()
        if self.detail is not None:
            return
        mode = self.mode()
        if mode == "over":
            if not self.ended:
                self.end_timer += dt
                if self.end_timer >= END_PAUSE * (0.3 if self.speed == "fast" else 1.0):
                    self.show_champion()
            return
        if self.resume and mode == "match_human" and self.app.stack.top is self:
            self.resume_match()
            return
        delay = max(MIN_AI_DELAY, AI_DELAY.get(self.speed, 0.75) * 1.3)
        if mode in ("match_ai", "ai"):
            self.ai_timer += dt
            if self.ai_timer >= (delay * 1.5 if mode == "match_ai" else delay):
                self.ai_timer = 0.0
                self.play_ai_match() if mode == "match_ai" else self.ai_move()
            return
        self.ai_timer = 0.0

    def show_champion(self) -> None:
        """The season is over: save it and open the champion screen."""
        self.ended = True
        self.save()
        self.app.replace("champion", self.season, path=self.season_file)

    # ---- input ----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """Key moments first; then Menu, the newest result, the choices, log rows and scroll."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        self.refresh_actions()
        if self.detail is not None:
            if self.close_btn.handle(event) or self.watch_btn.handle(event):
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_w:
                self.watch_detail()
            elif event.type == pygame.KEYDOWN and event.key in (
                    pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.close_detail()
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                    and not self.detail_rect.collidepoint(event.pos):
                self.close_detail()
            return
        if self.menu_btn.handle(event):
            return
        if self.last_result is not None and self.last_btn.handle(event):
            return
        for i, wdg in enumerate(list(self.actions)):
            if wdg.visible and wdg.handle(event):
                if event.type != pygame.MOUSEMOTION and i < len(self.actions):
                    self.focus.index = i
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.result_rects:
                if rect.collidepoint(event.pos):
                    self.open_detail(index)
                    return
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(self.mouse):
            self.log_scroll = max(0, self.log_scroll + event.y * 2)
            return
        if event.type == pygame.KEYDOWN:
            self.key(event)

    def focusables(self) -> list:
        """What Tab and the arrows go through: the choices, then the newest result's button."""
        extra = [self.last_btn] if self.last_result is not None and self.last_btn.visible else []
        return list(self.actions) + extra

    def key(self, event: pygame.event.Event) -> None:
        """Esc drops a target or leaves for the menu; Tab, arrows, Enter; PageUp/Down: the log."""
        k = event.key
        if k == pygame.K_ESCAPE:
            if self.target_for is not None:
                self.cancel_target()
            else:
                self.to_menu()
        elif k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
            self.focus.cycle(self.focusables(), bool(event.mod & pygame.KMOD_SHIFT))
        elif k in (pygame.K_LEFT, pygame.K_UP):
            self.focus.cycle(self.focusables(), True)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            item = self.focus.current(self.focusables())
            if item is None and len(self.actions) == 1:
                item = self.actions[0]
            if item is not None:
                if getattr(item, "enabled", True) or isinstance(item, W.Button):
                    item.activate()
        elif k == pygame.K_PAGEUP:
            self.log_scroll += self.log_rows_visible // 2
        elif k == pygame.K_PAGEDOWN:
            self.log_scroll = max(0, self.log_scroll - self.log_rows_visible // 2)
        elif k == pygame.K_l and self.last_result is not None:
            self.open_last()

    # ---- layout and drawing ---------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        self.s = s
        m = round(24 * s)
        self.header = pygame.Rect(0, 0, w, round(84 * s))
        n = len(self.state.players)
        self.row_h = max(round(84 * s), min(round(108 * s),
                                            (round(h * 0.55) - round(116 * s)) // max(1, n)))
        self.row_gap = round(4 * s)
        self.table = pygame.Rect(m, round(88 * s), w - 2 * m,
                                 round(28 * s) + n * (self.row_h + self.row_gap))
        bottom_top = self.table.bottom + round(10 * s)
        bottom = h - round(14 * s)
        log_w = round(440 * s)
        self.action_rect = pygame.Rect(m, bottom_top, w - 2 * m - log_w - round(16 * s),
                                       bottom - bottom_top)
        self.log_rect = pygame.Rect(self.action_rect.right + round(16 * s), bottom_top, log_w,
                                    bottom - bottom_top)
        self.menu_btn.rect = pygame.Rect(w - m - round(170 * s), round(16 * s), round(170 * s),
                                         round(52 * s))
        self.menu_btn.size = round(21 * s)
        self.last_btn.rect = pygame.Rect(self.log_rect.x + round(10 * s),
                                         self.log_rect.bottom - round(58 * s),
                                         self.log_rect.w - round(20 * s), round(48 * s))
        self.last_btn.size = round(17 * s)
        bw, bh = round(300 * s), round(58 * s)
        self.curtain_box = pygame.Rect(0, 0, round(640 * s), round(280 * s))
        self.curtain_box.center = (w // 2, h // 2)
        self.curtain_btn.rect = pygame.Rect(0, 0, bw, bh)
        self.curtain_btn.rect.midbottom = (w // 2, self.curtain_box.bottom - round(30 * s))
        self.curtain_btn.size = round(24 * s)
        self.detail_rect = pygame.Rect(0, 0, min(w - 2 * m, round(760 * s)),
                                       min(h - 2 * m, round(560 * s)))
        self.detail_rect.center = (w // 2, h // 2)
        for b in (self.close_btn, self.watch_btn):
            b.rect = pygame.Rect(0, 0, round(180 * s), round(46 * s))
            b.size = round(21 * s)
        panel.place_detail_buttons(self, self.detail_rect)
        self.actions_key = None
        A.place_actions(self)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(background(surface.get_size()), (0, 0))
        self.card_rects = []
        board.draw_header(self, surface)
        board.draw_table(self, surface)
        panel.draw_actions(self, surface)
        board.draw_log(self, surface)
        if self.mode() == "curtain":
            panel.draw_curtain(self, surface)
        elif self.detail is not None:
            panel.draw_detail(self, surface)
        else:
            panel.draw_hover(self, surface)
