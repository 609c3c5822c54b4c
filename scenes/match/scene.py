"""The match table: a live match played on the table scene (scenes.match.board), the AI seats
playing at a followable pace, the match saved after every action.

Every rule change goes through the table model (scenes.match.model), which plays commands through
Match.play; drawing only reads. Illegal commands are never sent blind: a refused one shows its
reason in a toast and changes nothing. With two people at one screen, a curtain
(scenes.match.handoff) hides the table whenever the seat that must act changes, and a hand is
only ever drawn for the seat at the screen.

The parts, one job each:
    model     what is shown, what may be done (no pygame)   ai        AI seats, auto-counter
    board     the table scene: model, views, input           drawing   the table drawn
    table     top bar, panels, Move cards, ring, log         hand      the hand fans
    buttons   the action buttons                             choosers  tap-out and Interview
    fx        what moves each frame                          hover     tooltips and zoom
    render    the cached static layer                        layout    where things go
    facts     what the views are told (no pygame)            log_panel the clickable log
"""
from __future__ import annotations

import time

import pygame

from game.match import (Match, after_a_kick_out, fold_states, pin_bonus_lapses,
                        rises)
from game.ai import stamped
from game.match import events as E

from scenes.app import AI_DELAY, CUE_SCALE
from scenes.ui import widgets as W
from scenes.ui.base import ENTER_GRACE, MASH_GAP
from scenes.ui.gamepad import pad_in_use
from scenes.ui.prefs import default_counter_rules
from scenes.match import buttons as BV
from scenes.match import chip_keys as CK
from scenes.match import prompt_line as PL
from scenes.match import takeback as TB
from scenes.match.ai import Pace
from scenes.match.autosave import Autosaver, autosave_name, new_match_name
from scenes.match.board import TableScene
from scenes.match.count_warn import stale_warnings
from scenes.match.counter_focus import focus_a_counter
from scenes.match.facts import counting_on
from scenes.match.hand import ChoiceFocus, HandFocus, HandSlot
from scenes.match.layout import Layout
from scenes.match.log_text import LogLine, event_lines, turn_divider
from scenes.match.model import CONTROLLER_WORDS, TableModel
from scenes.match.presenter import SHOW_SCALE, Presenter
from scenes.match.refill import refilled
from scenes.match import results as RS  # imported with the table: the results come quickly
from scenes.match.table import scaled

__all__ = ["MatchScene", "HandSlot", "Layout", "HandFocus", "ChoiceFocus", "CONTROLLER_WORDS",
           "scaled", "NUMBER_KEYS", "END_PAUSE"]

NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{i}"): i - 1 for i in range(1, 10)})
COMMAND_KEYS = {*NUMBER_KEYS, *BV.KEYS, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_u}
PACES = ("slow", "normal", "fast")  # the AI speeds, slowest first
# Watching two AIs, the pause after each command's show (seconds): time to read the card beside
# the ring and the commentary (the play-test, session 42: 0.75 s was too quick to follow).
WATCH_DELAY = {"slow": 2.6, "normal": 1.6, "fast": 0.12}
PACE_KEYS = {pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1, pygame.K_MINUS: -1,
             pygame.K_KP_MINUS: -1}
END_PAUSE = 1.0  # seconds on the table after the last cue before the results
END_PAUSE_PERSON = 2.0  # at least this long when a person played (at a fast pace the table
# went after 0.35 s: the finish was missed while reading the log: session 47's play-test)
RESULTS_ROOM = 0.001  # a frame after the bell lighter than this makes a piece of the results
# (a piece takes up to 2 ms at 1080p: its frame stays under 3)


class MatchScene(TableScene):
    """One exhibition match being played.

    on_end: called with the finished Match instead of showing the results (the tutorial's);
    season: a season's match (a tap-out lasts into the next match).
    """

    model_class = TableModel  # an online table gives its own (scenes/online/model.py)

    def __init__(self, app, setup, match: Match | None = None, speed: str | None = None,
                 on_end=None, save_name: str | None = None, season: bool = False) -> None:
        self.app = app
        self.match = match if match is not None else Match(stamped(setup), app.cat)
        self.speed_override = speed  # e.g. "fast" when watching two AIs from the menu
        self.on_end = on_end
        self.results_ahead = None  # the results screen's pieces, made after the bell
        self.results_at = 0  # the match's log length they were begun at
        presenter = Presenter(app.sounds, self.cue_scale(), app.settings.reduced_motion)
        defaults = dict(app.settings.auto_counter or default_counter_rules())
        model = self.model_class(self.match, [self.match.controller(s) for s in (0, 1)],
                                 presenter, counter_rules=[defaults, defaults], pace=self.pace(),
                                 season=season)
        super().__init__(app, model, presenter)
        model.on_command.append(self.played)
        model.on_notice.append(self.toast)
        self.lifted_at: float | None = None  # when the curtain last lifted (its `time`)
        self.command_key_at: float | None = None  # when a key last asked for a command
        self.saved = False
        self.unsaved_asked = None  # the autosaver's count of saves when Save & Quit failed
        # (the next Save & Quit leaves anyway, unless a save has landed since)
        self.log_turn = -1
        self.divider = -1
        self.footing = None  # the state before the next command (who gets up taking control)
        name = save_name or (autosave_name(setup.seed) if match is not None else
                             new_match_name(setup.seed, app.autosave))  # (never over a save)
        self.autosaver = Autosaver(app, name, app.autosave)
        self.catch_up()

    def catch_up(self) -> None:
        """Log what the match has played so far; a match opened part-way (a save, a play-on)
        shows its table as it stands, not the cues of old commands (only a new bell plays)."""
        old = len(self.match.log) > 1
        sounds = self.presenter.sounds
        if old:
            self.presenter.sounds = None
        self.record_log(self.match)
        if old:
            self.presenter.finish()
            self.release_log()
            self.presenter.sounds = sounds

    def layout(self, size: tuple[int, int]) -> None:
        """Lay the table out; the results screen's letters are rendered too (a loading moment
        now, not a slow frame after the bell)."""
        super().layout(size)
        RS.warm_text(size)
        lib = self.cat.lib
        RS.warm_titles(size, [lib.superstars[side.superstar].name for side in self.state.sides])

    # ---- settings in force -----------------------------------------------------------------------

    @property
    def speed(self) -> str:
        """The AI speed in force: slow, normal or fast."""
        return self.speed_override or self.app.settings.ai_speed

    def cue_scale(self) -> float:
        """How long the show's cues last: the AI speed's scale times the show speed's (0: the
        show plays at once)."""
        show = SHOW_SCALE.get(getattr(self.app.settings, "show_speed", "full"), 1.0)
        return CUE_SCALE.get(self.speed, 1.0) * show

    def pace(self) -> Pace:
        """The table's pace at the chosen AI speed (the winner's moment stays a moment, even
        with an instant show)."""
        watching = all(self.match.controller(seat) != "human" for seat in (0, 1))
        delays = WATCH_DELAY if watching else AI_DELAY
        end = END_PAUSE * CUE_SCALE.get(self.speed, 1.0) * max(
            0.4, SHOW_SCALE.get(getattr(self.app.settings, "show_speed", "full"), 1.0))
        return Pace(ai_delay=delays.get(self.speed, delays["normal"]),
                    end_pause=end if watching else max(END_PAUSE_PERSON, end))

    def toast_top(self) -> int | None:
        """Toasts stand over the foot of the stage, just above the near hand's cards, where the
        prompt speaks (the band they had above the cards went to the ring in session 54): a
        notice such as the pace covers neither hand nor the ring (session 42)."""
        L = getattr(self, "L", None)
        if L is None:
            return None
        scale = getattr(self.app, "scale", L.s)
        toast_h = W.line_height(int(22 * scale), True) + int(18 * scale)  # one line
        return self.toast_bottom() - toast_h

    def toast_width(self) -> int | None:
        """Toasts stay in the middle column, off the panels and the buttons (a notice covered
        the TO ACT badge and the Pass button: session 45's play-test)."""
        L = getattr(self, "L", None)
        return None if L is None else L.hand.w - round(8 * L.s)

    def toast_least(self) -> tuple | None:
        """A toast over the prompt's pill covers it whole, as wide and reaching as high (the
        prompt's words showed at both ends of a shorter one, and above it at a larger text
        size: session 64's play-test and review)."""
        L = getattr(self, "L", None)  # (no toast, no prompt read: it runs at every render)
        words = self.prompt()[0] if L is not None and self.app.toasts.items else ""
        if not words:
            return None
        pill = PL.prompt_rect(L, words, self.text_scale)
        return pill.w + round(8 * L.s), self.toast_bottom() - pill.top + round(2 * L.s)

    def toast_bottom(self) -> int | None:
        """Toasts stop above the near hand's cards and their number badges (the newest that
        fit show); before the hand is laid out, above the hand's row (a toast on Continue
        covered the cards' tops: session 62's play-test)."""
        L = getattr(self, "L", None)
        if L is None:
            return None
        slots = getattr(self, "slots", None) or ()
        badges = 2 * round(11 * L.s) + 3  # (over each card's top left corner)
        return max(L.hand.top, min((slot.rect.top - badges for slot in slots),
                                   default=L.hand.top)) - round(4 * L.s)

    def change_pace(self, step: int) -> None:
        """Watching two AIs: + and - step the pace (slow, normal, fast) for this match."""
        i = max(0, min(len(PACES) - 1, PACES.index(self.speed) + step))
        self.speed_override = PACES[i]
        self.settings_changed()
        self.app.toast(f"Pace: {PACES[i]} (+ and - change it)", "info", key="pace")  # (the
        # last pace said stands alone: two stacked under the Pause box, session 77)

    def settings_changed(self) -> None:
        """The player changed a setting: re-read what depends on it."""
        self.presenter.speed = self.cue_scale()
        self.model.pace = self.pace()
        super().settings_changed()

    def send(self, cmd) -> bool:
        """Play a command through the table model; a refusal becomes a toast. True when played."""
        return self.model.play(cmd)

    # ---- the buttons -----------------------------------------------------------------------------

    def make_buttons(self) -> dict:
        """The match's buttons: the actions, pause, reveal, finish and take back."""
        return {**BV.make_buttons(lambda name: self.model.press(name), self.pause,
                                  self.reveal_hands, self.finish),
                "takeback": TB.button(lambda: TB.ask(self))}

    def button_order(self) -> list[list[str]]:
        """The buttons' rows (Take back added when it is offered)."""
        order = BV.button_order(self.model.waiting_at_end(), self.state.rules.has_ringside)
        return TB.with_button(order) if TB.offered(self) else order

    def refresh(self) -> None:
        """The table's refresh, and the keyboard's focus onto a counter when a move comes."""
        super().refresh()
        focus_a_counter(self)

    def refresh_buttons(self) -> None:
        if self.button_order() != self.button_plan:
            self.place_buttons()
        BV.show_facts(self.buttons, self.model.buttons, self.model.acting_human(),
                      self.model.waiting_at_end())
        if self.numbers_held():
            BV.hold_numbers(self.buttons)
        if self.buttons["takeback"].visible:
            TB.refresh(self)

    def button_tip(self, name: str) -> list:
        """A button's tooltip: what it does, and why not now."""
        b = self.buttons[name]
        if name == "takeback":
            return TB.tip(self)
        if name == "pin" and counting_on(self.model):  # (the tip told the count's outcome
            return [("Pin", W.ACCENT), ("The referee is counting\u2026", W.MUTED)]  # at its
        if name == "pin" and self.model.state.over is not None:  # "1": session 68)
            return BV.pin_tip_at_end(self.model.source.log, self.model.name)
        if name == "pin":
            seat = self.model.acting_human()
            seat = seat if seat is not None else self.model.near()
            terms = self.model.pin_terms(seat)
            said = self.model.buttons.pin_reason if self.model.buttons is not None else ""
            return BV.pin_tip(terms, self.model.pin_chance(seat), self.model.reasons.get("pin"),
                              said, after_a_kick_out(self.model.state.sides[seat]),
                              pin_bonus_lapses(self.model.state, seat))
        lines = BV.button_tip(name, b.label, self.model.buttons)
        seat = self.model.acting_human()
        if name == "pass" and seat is not None and self.model.buttons.foe_pin:  # (pinned at
            lines.append(BV.pass_pin_warning(self.model.buttons.foe_pin))  # 28% after a Pass
            # at 8 HP: s69; the chance once the Pass is made, as the button says: s73)
        return lines

    def focusables(self) -> list:
        """What Tab and the arrows move between: the chooser's options, or hand and buttons."""
        if (self.model.choice_mode() is not None):
            return [ChoiceFocus(self.model.choose, k) for k in self.model.choice_keys()]
        pick = lambda i: refilled(self, i, "Choose it") or self.model.click_hand(i)  # noqa: E731
        items: list = [HandFocus(pick, s.index) for s in self.slots]
        shown = [self.buttons[n] for n in (*BV.FOCUS_ORDER, "takeback") if self.buttons[n].visible]
        return items + sorted(shown, key=lambda b: (b.rect.y, b.rect.x))  # in reading order

    def focus_rects(self, items: list) -> list:
        """Where each focusable item is drawn (the D-pad's Up and Down go by it)."""
        choices = dict(self.choice_rects)
        slots = {s.index: s.rect for s in self.slots}
        out = []
        for item in items:
            if isinstance(item, ChoiceFocus):
                out.append(choices.get(item.key))
            elif isinstance(item, HandFocus):
                out.append(slots.get(item.index))
            else:
                out.append(getattr(item, "rect", None))
        return out

    # ---- what the match does ---------------------------------------------------------------------

    def played(self, cmd, events) -> None:
        """A command was played (by a person, an AI or an auto-counter rule)."""
        self.record(events)
        self.refresh()
        self.autosaver.save(self.match)

    def record_log(self, match) -> None:
        """Record every entry of a match's log, each read from the state before it (an online
        guest's view has no first state: its old entries say no one gets up)."""
        first = getattr(match, "first_state", None)
        states = None if first is None else fold_states(first, match.log)
        for i, entry in enumerate(match.log):
            self.record(entry.events, (None, self.state) if states is None else
                        (states[i], states[i + 1]))

    def record(self, events, around=None) -> None:
        """Feed a command's events to the presenter and the log (with a divider per turn); the
        states around the command (the last one recorded and now, unless given) say who gets up,
        and the booth speaks of the state after it (read from the final state, a match opened
        again said other lines than it had: session 61)."""
        before, after = (self.footing, self.state) if around is None else around
        self.presenter.present(events, after)
        limit = self.state.rules.turn_limit
        at = self.presenter.shown_at
        rose = rises(before, events, after)
        self.footing = self.state.clone()
        for i, ev in enumerate(events):
            line = event_lines(events, i, self.state, rose, before)
            if line and self.log_turn >= 0 and line[0].tone != "end" and \
                    self.log_turn != self.divider:
                self.divider = self.log_turn
                self.log_due.append((at[i], turn_divider(self.log_turn, limit)))
            self.log_due.extend((at[i], one) for one in line)
            if isinstance(ev, E.TurnEnded):  # (after its own line: the count at a turn's end
                self.log_turn = ev.turn  # goes under the turn it ends)
            elif isinstance(ev, E.MatchEnded):  # (a squash's injury after a count-out opened
                self.divider = self.log_turn  # a turn past the last: session 70)
        for j, (speaker, words) in enumerate(self.presenter.last_said):  # kept in the log
            self.log_due.append((at[len(events) + j],
                                 LogLine(f"{speaker}: \u201c{words}\u201d", None, "muted")))
        self.release_log()

    def rewind(self, match: Match) -> None:
        """Show this match from now on (a take-back: the same match with fewer commands): the
        log and the table as they were then, no cue replayed, saved as the match in progress."""
        self.match = match
        self.model.replace_source(match)
        self.logview.clear()
        self.log_due.clear()
        self.log_turn = self.divider = -1
        self.voice(self.presenter)  # the commentators start again: the log reads as a fresh one
        sounds, self.presenter.sounds = self.presenter.sounds, None
        self.record_log(match)
        self.presenter.finish()
        self.release_log()
        self.presenter.sounds = sounds
        self.saved = False
        self.refresh()
        self.autosaver.save(match)

    def after_frame(self) -> None:
        """Once the frame is shown: the AI's share of thinking, a command an AI decided (played
        now, the next frame only shows it: its playing took 1-1.5 ms of that frame at 1080p),
        then the table's work (scenes.match.after_flip)."""
        self.model.ai.think_owed()
        if self.model.ai.plan is not None and self.app is not None and \
                self.app.stack.top is self:
            self.step(0.0)
            self.refresh_seen()
        super().after_frame()

    def update(self, dt: float) -> None:
        self.autosaver.poll()
        started = time.perf_counter()
        super().update(dt)
        spent = time.perf_counter() - started  # its warming included: one piece a frame
        if self.state.over is not None and self.on_end is None and self.L is not None and \
                self.last_draw + spent < RESULTS_ROOM:
            # the pause after the bell: the results' pieces (begun again after a tap-out the
            # bell left owing, so the layer drawn ahead shows the match as it ended)
            if self.results_ahead is None or self.results_at != len(self.match.log):
                self.results_at = len(self.match.log)
                self.results_ahead = RS.warm_results(self.app, self.setup, self.match,
                                                     self.speed_override)
            next(self.results_ahead, None)

    def step(self, dt: float) -> None:
        """The match moves on: queued input, the AI, auto-counter, the curtain, the end."""
        todo = self.model.step(dt, time.perf_counter)
        for words in stale_warnings(self.model):
            self.app.toasts.drop(words)
        if todo == "finish" and not self.reading_the_log():
            self.finish()
        elif todo == "curtain" and self.app.stack.top is self:
            self.show_curtain()

    def reading_the_log(self) -> bool:
        """A person playing has the pointer on the match log: the results wait for them (one
        scrolling back through the last turns was taken there mid-scroll: session 47)."""
        L = getattr(self, "L", None)
        return L is not None and bool(self.model.humans()) and L.log.collidepoint(self.mouse)

    def handle(self, event: pygame.event.Event) -> None:
        """The table's input; a click or key (not Esc) within MASH_GAP of the curtain lifting
        is the lifting press's double, dropped (a double-click on the curtain answered the
        counter window, or played a page, for the player who had not yet seen the table:
        session 75's play-test)."""
        if self.lifted_at is not None and self.time - self.lifted_at < MASH_GAP and (
                event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or
                event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE):
            return
        super().handle(event)

    def take_screen(self, seat: int) -> None:
        """The player of `seat` confirmed they have the screen (the curtain lifts)."""
        self.model.take_screen(seat)
        self.hover = None
        self.mouse = (-1000, -1000)  # (where it was before the curtain: a card stood lifted
        self.focus.index = None  # under a pointer gone to the ring, session 64's play-test)
        if self.L is not None:
            self.refresh()
            self.plan_warmup()

    def show_curtain(self) -> None:
        """Hand the screen over: the curtain for the seat that must take it."""
        seat = self.model.curtain_seat()
        if seat is None:
            return
        self.drawn_hand = []
        self.hover = None
        self.app.push("handoff", self, seat)

    def finish(self) -> None:
        """The match is over: save it and show the results (or hand it to on_end)."""
        if self.model.finished:
            return
        self.model.finished = True
        if not self.saved:
            self.saved = True
            path = self.autosaver.save_now(self.match, quiet=True)
            if path is not None:  # (not its file's name: session 60)
                self.app.toast("Match saved: Load and Career list it.", "good", 3.0)
            elif self.autosaver.enabled:  # (a full disk: session 67's save attack)
                self.app.toast(f"This match is not saved: {self.autosaver.error} The game tries "
                               "again every few seconds while it runs.", "error", 10.0)
                self.autosaver.keep_trying(self.match)
        if self.on_end is not None:
            self.on_end(self.match)
            return
        self.app.replace("results", self.setup, self.match, self.speed_override)

    def leave(self) -> None:
        """The table goes: so do its first presses' warnings ("Two AIs are wrestling: you
        watch" stood over the menu after a watched match: session 77's play-test)."""
        super().leave()
        for _, words in self.model.warned_words if self.app is not None else ():
            self.app.toasts.drop(words)
        self.model.warned_words = []

    def on_quit(self) -> None:
        """The window is closing: save the match in progress."""
        if not self.saved and len(self.match.log) > 1:
            self.saved = True
            self.autosaver.save_now(self.match)

    def save_and_quit(self) -> None:
        """From the pause menu: save and go back to the menu. A save that fails keeps the
        match open once; asked again, it leaves, the game trying again while it runs."""
        if not self.saved:
            path = self.autosaver.save_now(self.match, quiet=True)
            if path is not None:
                self.saved = True
                self.app.toast("Match saved: Continue picks it up." if self.model.humans()
                               and self.match.state.over is None else "Match saved: Load "
                               "lists it.", "good", 3.0)  # (Continue opens a match someone
                # plays first: a watched one's promise was broken, s76; nor one past its bell,
                # a squash's tap-out still owed: session 77's play-test)
            elif self.autosaver.enabled and self.unsaved_asked != self.autosaver.saves:
                self.unsaved_asked = self.autosaver.saves  # (a save since: a new warning)
                self.app.toast(f"Not saved: {self.autosaver.error} The match stays open: free "
                               "some space, then Save & Quit again.", "error", 10.0)
                return
            elif self.autosaver.enabled:
                self.saved = True  # (the retry has it now, not the window's closing)
                self.app.toast(f"Still not saved: {self.autosaver.error} The game tries again "
                               "every few seconds while it runs.", "error", 10.0)
                self.autosaver.keep_trying(self.match)
        self.app.reset("menu")

    quit_to_menu = save_and_quit

    def pause(self) -> None:
        """The pause menu."""
        self.app.push("pause", self)

    def open_counter_rules(self) -> None:
        """The auto-counter panel of the seat at the screen (key A)."""
        seat = self.model.viewer if self.model.pass_and_play else (self.model.humans() or [None])[0]
        if self.model.curtain_due():  # (whose rules? the curtain hides who sits here: it said
            self.app.toast("Pass the laptop first: each player sets their own auto-counter "
                           "rules.", "info")  # they were for human seats: session 64)
            return
        if seat is None:
            self.app.toast("Auto-counter rules are for human seats.", "info")
            return
        self.app.push("counter_rules", self, seat)

    def reveal_hands(self) -> None:
        """After the match: both hands and playbooks, face up."""
        if self.state.over is None:
            self.app.toast("Hands are revealed when the match is over.", "info")
            return
        self.model.revealed = True
        self.app.push("reveal", self.match)

    # ---- keys ------------------------------------------------------------------------------------

    def mashed(self) -> bool:
        """A key asking for a command within MASH_GAP of the last one taken is a mash, dropped:
        keys pressed one after another through the show played a page, another and a Pass
        before the first had been seen (session 76's play-test). A key held down or pressed on
        and on still acts twice a second."""
        last = self.command_key_at
        if last is not None and self.time - last < MASH_GAP:
            return True
        self.command_key_at = self.time
        return False

    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        if k != pygame.K_k and getattr(self, "chip_focus", None) is not None:
            self.chip_focus = None  # any other key puts a chip's tooltip (K) away; Esc only that
            if k == pygame.K_ESCAPE:
                return
        if k == pygame.K_ESCAPE:  # a card's keyboard focus goes first (the pause opened over
            if self.focus.index is not None and not pad_in_use():  # it: session 60; a pad's
                self.focus.index = None  # Start always pauses)
                return
            self.pause()
            return
        if k == pygame.K_SPACE:  # skip the show playing now (quietly) to the table as it is
            self.presenter.finish(quiet=True)
            return
        if k in PACE_KEYS and not self.model.humans():  # watching two AIs: the pace is yours
            self.change_pace(PACE_KEYS[k])
            return
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.state.over is not None and \
                self.model.actor() is None and not self.model.waiting_at_end() and \
                not self.presenter.showing:  # (not while a tap-out is owed after the bell)
            self.finish()  # (the results waited for a pointer on the log, and Enter did
            return  # nothing: session 58's play-test)
        if not self.model.hand_visible():
            return
        if k == pygame.K_TAB:
            self.focus.cycle(self.focusables(), bool(event.mod & pygame.KMOD_SHIFT))
        elif k in COMMAND_KEYS and self.mashed():
            return
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            item = self.focus.current(self.focusables())
            if self.model.waiting_at_end() and (item is None or isinstance(item, HandFocus)):
                self.finish()  # (a card lifted by a key took the Results' Enter: session 61)
            elif item is not None and self.time >= ENTER_GRACE:  # (an Enter meant for the
                item.activate()  # results passed the rematch's first turn: session 73)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.cycle(self.focusables(), k == pygame.K_LEFT)
        elif k in (pygame.K_UP, pygame.K_DOWN):  # up and down the buttons' columns
            items = self.focusables()
            self.focus.move(items, self.focus_rects(items), 0, -1 if k == pygame.K_UP else 1)
        elif k == pygame.K_a:
            self.open_counter_rules()
        elif k == pygame.K_i:
            self.open_inspector()
        elif k == pygame.K_h and self.state.over is not None:
            self.reveal_hands()
        elif k == pygame.K_u:
            TB.ask(self)
        elif k == pygame.K_k:  # the panels' chips, one by one (session 73's keyboard player)
            CK.step(self)
        elif k in NUMBER_KEYS:
            i = NUMBER_KEYS[k]
            if self.model.choice_mode() is not None:
                self.model.choice_number(i)
            elif not refilled(self, i, f"Press {i + 1}"):
                self.model.click_hand(i)
        elif k in BV.KEYS:
            self.model.press(BV.KEYS[k])
