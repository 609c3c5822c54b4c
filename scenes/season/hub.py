"""The season hub: standings, signature Move cards (tapped-out ones turned 90 degrees), feuds,
the week and phase, a log of the season, and the choices of whoever must act.

People act through buttons and cards built from season.legal(player); AI wrestlers act on their
own after a short delay. A match with a person in it is played on the match table
(scenes.match.scene.MatchScene): the hub keeps the Match, and when it is on top again and the match is
over it reports the result to the season. AI-vs-AI matches are played headless and summed up in
a line that opens the match's key moments. Between two people a curtain hides the screen (Drama
hands are secret). The season is saved after every turn and when leaving.
"""
from __future__ import annotations

import math
from datetime import datetime, timezone
from pathlib import Path

import pygame

from game.errors import IllegalCommand
from game.season import commands as C
from game.season import events as E
from game.season.ai import choose as season_choose
from game.season.rules import TARGETED, crowd_blocker
from sprites import palette as pal
from sprites.card_face import drama_face, move_card_face
from sprites.hud import background, dimmed, shadow
from sprites.tapped import tapped as tapped_face

from scenes.ui import widgets as W
from scenes.app import AI_DELAY
from scenes.ui.base import Scene
from scenes.season.setup import player_colour
from scenes.season.text import (CONTROLLER_WORDS, PHASE_STEPS, SeasonNarrator, command_words,
                          crowd_ability_words, drama_season_effect, heal_words, key_moments,
                          match_headline, phase_words, player_names, rank_and_tier,
                          record_words, week_subtitle, week_title)

SEASON_PREFIX = "season-"
END_PAUSE = 1.6  # seconds on the hub after the Pay-Per-View before the champion screen
MIN_AI_DELAY = 0.1
SOUND_OF = {E.InjuryDue: "injury", E.MoveTapped: "tap_out", E.FeudStarted: "crowd_boo",
            E.MatchPlayed: "bell", E.ShowEnjoyed: "crowd_cheer", E.SeasonEnded: "crowd_cheer",
            E.MoveEarned: "card_draw"}


def season_path(season) -> Path:
    """Where a season is saved: season-<seed>.json in the save folder (SaveError if none)."""
    from game.save import default_save_dir
    return default_save_dir() / f"{SEASON_PREFIX}{season.setup.seed}.json"


def now_stamp() -> str:
    """The time for a save's saved_at."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def save_season_file(app, season) -> Path | None:
    """Save the season; a toast says if it failed (never raises). Returns the path."""
    if not getattr(app, "autosave", True):
        return None
    from game.codec import SaveError
    from game.season.save import save_season
    try:
        return save_season(season, season_path(season), saved_at=now_stamp())
    except SaveError as exc:
        app.toast(f"Couldn't save the season: {exc.message}", "error", 6.0)
    except Exception as exc:  # a save problem must never end the season
        app.toast(f"Couldn't save the season: {exc}", "error", 6.0)
    return None


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
                words = "out" if words.startswith("out") else f"heals t{player.heal_at[i] + 1}"
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

    def activate(self) -> None:
        if self.on_click is not None:
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
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
            W.draw_fit_text(surface, self.caption, round(14 * s), 10,
                            W.ACCENT if self.enabled else W.MUTED, True,
                            max_w=self.rect.w + round(20 * s),
                            midtop=(self.rect.centerx, self.rect.bottom + round(3 * s)))


class SeasonScene(Scene):
    """A season between shows: who leads, who is hurt, who is feuding, and who acts now."""

    def __init__(self, app, season) -> None:
        super().__init__(app)
        self.season = season
        self.lib = season.cat.lib
        self.s = 1.0
        self.narrator = SeasonNarrator(season.setup, self.lib)
        self.lines: list = []
        self.seen = 0
        self.catch_up(sound=False)
        self.details: dict[int, dict] = {}  # result index -> headline and key moments
        self.last_result: int | None = None
        self.match = None  # the Match being played on the table (a person is in it)
        self.match_pair: tuple | None = None
        self.match_index: int | None = None
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
        self.last_btn = W.Button("", self.open_last, size=16)

    # ---- facts -----------------------------------------------------------------------------

    @property
    def state(self):
        return self.season.state

    @property
    def speed(self) -> str:
        return getattr(self.app.settings, "ai_speed", "normal")

    def humans(self) -> list[int]:
        return [i for i, p in enumerate(self.season.setup.players) if p.controller == "human"]

    def is_human(self, player: int | None) -> bool:
        return player is not None and self.season.controller(player) == "human"

    def names(self) -> list[str]:
        return player_names(self.lib, self.state)

    def actor(self) -> int | None:
        return self.season.actor()

    def booked_pair(self) -> tuple | None:
        b = self.state.booking
        return None if b is None else (self.state.active, b.opponent)

    def match_due(self) -> bool:
        """The booked match is to be played now."""
        return self.state.phase == "match" and not self.state.tapout_due \
            and self.state.booking is not None

    def curtain(self) -> int | None:
        """The person the screen must be passed to before their choices show, or None."""
        if len(self.humans()) < 2 or self.detail is not None:
            return None
        if self.state.phase == "over" or self.match_due():
            return None
        a = self.actor()
        if a is None or not self.is_human(a) or self.viewer == a:
            return None
        return a

    def mode(self) -> str:
        """What the action panel shows now."""
        st = self.state
        if st.phase == "over":
            return "over"
        if self.stuck:
            return "stuck"
        a = self.actor()
        if a is None:
            return "wait"
        if self.match_due():
            pair = self.booked_pair()
            return "match_human" if any(self.is_human(p) for p in pair) else "match_ai"
        if not self.is_human(a):
            return "ai"
        if self.curtain() is not None:
            return "curtain"
        if st.tapout_due:
            return "tapout"
        return st.phase

    # ---- the season log -----------------------------------------------------------------------

    def catch_up(self, sound: bool = True) -> None:
        """Turn the season's new log entries into lines (and sound cues)."""
        log = self.season.log
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

    def send(self, cmd) -> bool:
        """Give a season command; a refused one shows its reason and changes nothing."""
        try:
            self.season.play(cmd)
        except IllegalCommand as exc:
            self.app.toast(exc.reason, "error")
            return False
        except Exception as exc:  # an engine problem must not crash the hub
            self.app.toast(f"That didn't work: {exc}", "error")
            return False
        if self.is_human(cmd.player):
            self.viewer = cmd.player
        self.target_for = None
        self.catch_up()
        if isinstance(cmd, C.EndTurn):
            self.save()
        self.refresh_actions()
        return True

    def save(self) -> Path | None:
        """Save the season now (after every turn and when leaving)."""
        return save_season_file(self.app, self.season)

    # ---- matches ------------------------------------------------------------------------------

    def play_ai_match(self) -> None:
        """An AI-vs-AI booked match, played headless and summed up."""
        pair = self.booked_pair()
        try:
            match = self.season.play_ai_match()  # the season's one seed rule, reported
        except Exception as exc:  # never freeze on an engine problem: say so
            self.stuck = f"The match could not be played: {exc}"
            self.app.toast(self.stuck, "error", 8.0)
            return
        self.report(match, pair, reported=True)

    def report(self, match, pair: tuple, reported: bool = False) -> None:
        """Feed a finished match into the season (unless already reported) and keep its
        summary."""
        index = len(self.state.results) - (1 if reported else 0)
        names = self.names()
        self.details[index] = {"headline": match_headline(names, pair, match),
                               "moments": key_moments(match), "pair": pair,
                               "type": match.state.rules.match_type,
                               "seats": [names[p] for p in pair]}
        try:
            if not reported:
                self.season.report(match)
        except Exception as exc:
            self.details.pop(index, None)
            self.stuck = f"The match result was refused: {exc}"
            self.app.toast(self.stuck, "error", 8.0)
            return
        self.last_result = index
        self.catch_up()

    def go_to_ring(self) -> None:
        """Play the booked match on the table (a person is in it)."""
        from game.match import Match

        if not self.match_due():
            return
        if self.match is None or self.match_pair != self.booked_pair():
            try:
                self.match = Match(self.season.booked_setup(), self.season.cat)
            except Exception as exc:
                self.app.toast(f"Can't start the match: {exc}", "error")
                return
            self.match_pair = self.booked_pair()
        # the season file keeps season matches: no separate match save for them
        if self.saved_autosave is None:
            self.saved_autosave = getattr(self.app, "autosave", True)
        self.app.autosave = False
        self.app.sounds.play("bell_single")
        self.app.push("match", self.match.setup, match=self.match)

    def restore_autosave(self) -> None:
        if self.saved_autosave is not None:
            self.app.autosave = self.saved_autosave
            self.saved_autosave = None

    def owns_match(self, match) -> bool:
        """True for the match this hub sent to the table (the results screen asks)."""
        return match is not None and match is self.match

    def collect_match(self) -> bool:
        """If the table match is over, report it; True when it was."""
        if self.match is None or not self.match.over or not self.match_due():
            return False
        match, pair = self.match, self.match_pair
        self.match = None
        self.match_pair = None
        self.report(match, pair)
        if len(self.humans()) >= 2:
            self.viewer = None
        self.save()
        return True

    # ---- life cycle ---------------------------------------------------------------------------

    def enter(self) -> None:
        self.restore_autosave()
        self.collect_match()
        self.actions_key = None

    def leave(self) -> None:
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
        """Save, then back to the title (saved first so the menu's Continue sees it)."""
        self.restore_autosave()
        self.collect_match()
        if self.save() is not None:
            self.app.toast("Season saved.", "good", 2.5)
        self.left_saved = True
        self.app.reset("menu")

    def lift_curtain(self) -> None:
        who = self.curtain()
        if who is not None:
            self.viewer = who
            self.refresh_actions()
            self.app.sounds.play("click")

    def open_detail(self, index: int) -> None:
        if index in self.details:
            self.detail = index
            self.app.sounds.play("click")
        else:
            self.app.toast("The key moments of this match weren't kept (it was played before "
                           "the season was loaded).", "info")

    def open_last(self) -> None:
        if self.last_result is not None:
            self.open_detail(self.last_result)

    def close_detail(self) -> None:
        self.detail = None

    # ---- the choices ----------------------------------------------------------------------------

    def pick_target(self, kind: str, card: str | None) -> None:
        self.target_for = (kind, card)
        self.refresh_actions()

    def build_actions(self) -> list:
        """The widgets of the action panel for what must happen now."""
        mode = self.mode()
        st = self.state
        lib = self.lib
        names = self.names()
        a = self.actor()
        out: list = []
        if mode == "curtain":
            return [self.curtain_btn]
        if mode == "match_human":
            pair = self.booked_pair()
            b = st.booking
            label = "Back to the ring" if self.match is not None else "Go to the ring"
            out.append(W.Button(label, self.go_to_ring, primary=True, hotkey="Enter",
                                sub=f"{names[pair[0]]} vs {names[pair[1]]} \u00b7 "
                                    f"{b.match_type.title()}" + (" feud match" if b.feud else "")))
            return out
        if a is None or not self.is_human(a):
            return out
        legal = self.season.legal(a)
        if mode == "tapout":
            me = st.players[a]
            for cmd in legal:
                mid = me.move_cards[cmd.card]
                card = lib.move_cards[mid]
                out.append(CardButton(lambda w, c=card: move_card_face(c, w),
                                      lambda c=cmd: self.send(c), caption="Tap out",
                                      tooltip=f"Tap out {card.name}", key=("mc", mid)))
            return out
        if self.target_for is not None:
            kind, card = self.target_for
            for cmd in legal:
                if kind == "drama" and isinstance(cmd, C.GiveInterview) and cmd.card == card \
                        and cmd.target is not None:
                    out.append(W.Button(names[cmd.target], lambda c=cmd: self.send(c),
                                        sub=self.target_sub(cmd.target)))
                elif kind == "crowd" and isinstance(cmd, C.UseCrowd) and cmd.target is not None:
                    out.append(W.Button(names[cmd.target], lambda c=cmd: self.send(c),
                                        sub=self.target_sub(cmd.target)))
            out.append(W.Button("Cancel", self.cancel_target, hotkey="Esc"))
            return out
        if mode == "drama":
            me = st.players[a]
            playable = {c.card for c in legal if isinstance(c, C.GiveInterview) and c.card}
            for i, cid in enumerate(me.drama):
                card = lib.drama[cid]
                targeted = card.effect in TARGETED
                if targeted:
                    act = (lambda c=cid: self.pick_target("drama", c))
                else:
                    act = (lambda c=cid: self.send(C.GiveInterview(a, c)))
                out.append(CardButton(lambda w, c=card: drama_face(c, w), act,
                                      caption=drama_season_effect(card, short=True),
                                      tooltip=f"{card.name}: {drama_season_effect(card)} "
                                              "(in the season)",
                                      enabled=cid in playable, key=("dr", cid, i)))
            out.append(W.Button("No Drama card", lambda: self.send(C.GiveInterview(a, "")),
                                sub="give the Interview empty-handed"))
            persona = me.persona
            crowd_cmds = [c for c in legal if isinstance(c, C.UseCrowd)]
            word = "Sneak Attack" if persona == "antagonist" else "Comeback"
            reason = crowd_blocker(st, C.UseCrowd(a, None if persona != "antagonist"
                                                  else next((i for i in range(len(st.players))
                                                             if i != a), None)))
            btn = W.Button(word, self.use_crowd, sub=f"2 Crowd Points \u00b7 have "
                                                     f"{me.crowd_points}",
                           tooltip=crowd_ability_words(persona) +
                           (f". {reason}" if reason and not crowd_cmds else ""))
            btn.enabled = bool(crowd_cmds)
            out.append(btn)
        elif mode == "event":
            for cmd in legal:
                if cmd.opponent is None:
                    out.append(W.Button("Enjoy the Show", lambda c=cmd: self.send(c),
                                        sub="sit out \u00b7 +1 Crowd Point"))
                else:
                    feud = st.feud_rival(a) == cmd.opponent
                    out.append(W.Button(f"Book {names[cmd.opponent]}",
                                        lambda c=cmd: self.send(c),
                                        primary=feud and st.ppv(),
                                        sub=("FEUD \u00b7 " if feud else "") +
                                        self.target_sub(cmd.opponent)))
        elif mode == "runins":
            for cmd in legal:
                out.append(W.Button(command_words(st, lib, cmd), lambda c=cmd: self.send(c),
                                    sub="your untapped Move bonuses join that side"
                                    if cmd.side is not None else "let them settle it"))
        elif mode == "jobber":
            out.append(W.Button("End turn", lambda: self.send(C.EndTurn(a)), primary=True,
                                hotkey="Enter", sub="injuries due now heal \u00b7 next wrestler"))
        for cmd in legal:
            if isinstance(cmd, C.DiscardMove):
                mid = st.players[a].move_cards[cmd.card]
                out.append(W.Button(f"Discard {lib.move_cards[mid].name}",
                                    lambda c=cmd: self.send(c), danger=True,
                                    sub="ends the injury \u00b7 card leaves play"))
        return out

    def target_sub(self, player: int) -> str:
        p = self.state.players[player]
        rv, tr = rank_and_tier(self.lib, p)
        hurt = " \u00b7 injured" if p.injured() else ""
        return f"{p.points} pts \u00b7 Rank {rv} {tr}{hurt}"

    def use_crowd(self) -> None:
        a = self.actor()
        if a is None:
            return
        legal = [c for c in self.season.legal(a) if isinstance(c, C.UseCrowd)]
        if not legal:
            me = self.state.players[a]
            probe = C.UseCrowd(a, None if me.persona != "antagonist" else
                               next(i for i in range(len(self.state.players)) if i != a))
            self.app.toast(crowd_blocker(self.state, probe) or "Not now.", "error")
            return
        if legal[0].target is None:
            self.send(legal[0])
        else:
            self.pick_target("crowd", None)

    def cancel_target(self) -> None:
        self.target_for = None
        self.refresh_actions()

    def refresh_actions(self) -> None:
        key = (len(self.season.log), self.actor(), self.target_for, self.mode(),
               self.match is not None, self.size)
        if key == self.actions_key:
            return
        self.actions_key = key
        self.actions = self.build_actions()
        # a fresh set of choices: focus only where Enter has one obvious meaning
        single = self.target_for is not None or self.mode() in ("curtain", "match_human",
                                                                "jobber")
        self.focus.index = 0 if self.actions and single else None
        self.place_actions()

    # ---- frame ------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
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
        delay = max(MIN_AI_DELAY, AI_DELAY.get(self.speed, 0.75) * 1.3)
        if mode == "match_ai":
            self.ai_timer += dt
            if self.ai_timer >= delay * 1.5:
                self.ai_timer = 0.0
                self.play_ai_match()
            return
        if mode == "ai":
            self.ai_timer += dt
            if self.ai_timer >= delay:
                self.ai_timer = 0.0
                self.ai_move(self.actor())
            return
        self.ai_timer = 0.0

    def ai_move(self, player: int) -> None:
        legal = self.season.legal(player)
        if not legal:
            self.stuck = "The AI has nothing it may do."
            return
        try:
            cmd = season_choose(self.state, player, legal)
        except Exception:  # an AI bug must not freeze the season
            cmd = legal[0]
        if not self.send(cmd):
            self.send(legal[0])

    def show_champion(self) -> None:
        self.ended = True
        self.save()
        self.app.replace("champion", self.season)

    # ---- input -------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        self.refresh_actions()
        if self.detail is not None:
            if self.close_btn.handle(event):
                return
            if event.type == pygame.KEYDOWN and event.key in (
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
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k == pygame.K_ESCAPE:
            if self.target_for is not None:
                self.cancel_target()
            else:
                self.to_menu()
        elif k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
            self.focus.cycle(self.actions, bool(event.mod & pygame.KMOD_SHIFT))
        elif k in (pygame.K_LEFT, pygame.K_UP):
            self.focus.cycle(self.actions, True)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            item = self.focus.current(self.actions)
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

    # ---- layout ------------------------------------------------------------------------------------

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
        self.close_btn.rect = pygame.Rect(0, 0, round(180 * s), round(46 * s))
        self.close_btn.rect.midbottom = (self.detail_rect.centerx,
                                         self.detail_rect.bottom - round(16 * s))
        self.close_btn.size = round(21 * s)
        self.actions_key = None
        self.place_actions()

    def place_actions(self) -> None:
        """Put the action widgets into the action panel: cards in a row on the left, buttons in
        a grid beside (or under) them."""
        s = self.s
        area = self.action_rect.inflate(-round(28 * s), 0)
        top = self.action_rect.y + round(64 * s)
        area = pygame.Rect(area.x, top, area.w, self.action_rect.bottom - top - round(8 * s))
        if self.mode() == "curtain":
            return
        cards = [a for a in self.actions if isinstance(a, CardButton)]
        buttons = [a for a in self.actions if isinstance(a, W.Button)]
        x = area.x
        if cards:
            cap = round(20 * s)
            cw = min(round(110 * s), int((area.h - cap - round(6 * s)) / 1.4))
            gap = round(22 * s)
            for i, c in enumerate(cards):
                c.rect = pygame.Rect(x + i * (cw + gap), area.y + round(4 * s), cw,
                                     round(cw * 1.4))
            x += len(cards) * (cw + gap) + round(8 * s)
        if not buttons:
            return
        room = pygame.Rect(x, area.y, area.right - x, area.h)
        bh = round(54 * s)
        gap = round(10 * s)
        rows_fit = max(1, (room.h + gap) // (bh + gap))
        cols = max(1, math.ceil(len(buttons) / rows_fit))
        if not cards:
            cols = min(len(buttons), 3) if len(buttons) > 1 else 1
            rows = math.ceil(len(buttons) / cols)
            if rows > rows_fit:
                cols = math.ceil(len(buttons) / rows_fit)
        bw = min(round(300 * s), (room.w - gap * (cols - 1)) // cols)
        rows = math.ceil(len(buttons) / cols)
        for i, b in enumerate(buttons):
            col, row = i // rows, i % rows
            if not cards:
                col, row = i % cols, i // cols
            b.rect = pygame.Rect(room.x + col * (bw + gap), room.y + row * (bh + gap), bw, bh)
            b.size = round(19 * s)

    # ---- drawing ------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(background(surface.get_size()), (0, 0))
        self.card_rects = []
        self.draw_header(surface)
        self.draw_table(surface)
        self.draw_actions(surface)
        self.draw_log(surface)
        if self.mode() == "curtain":
            self.draw_curtain(surface)
        elif self.detail is not None:
            self.draw_detail(surface)
        else:
            self.draw_hover(surface)

    def draw_header(self, surface: pygame.Surface) -> None:
        s = self.s
        st = self.state
        m = round(24 * s)
        ppv = st.ppv() and st.phase != "over"
        colour = (255, 120, 96) if ppv else W.ACCENT
        r = W.draw_text(surface, week_title(st).upper(), round(44 * s), colour, True, True,
                        topleft=(m, round(10 * s)))
        W.draw_text(surface, week_subtitle(st, self.season.setup), round(18 * s), W.MUTED,
                    topleft=(m + round(2 * s), r.bottom - round(2 * s)))
        # week pips: one per week, the Pay-Per-View a star
        x = r.right + round(24 * s)
        cy = r.centery
        pip = round(11 * s)
        for k in range(st.weeks):
            done = k < st.week or st.phase == "over"
            now = k == st.week and st.phase != "over"
            c = (255, 120, 96) if k == st.weeks - 1 else W.ACCENT
            centre = (x + pip, cy)
            if k == st.weeks - 1:
                from sprites.icons import star
                img = star(pip * 2 + 4, done or now)
                surface.blit(img, img.get_rect(center=centre))
            elif done or now:
                pygame.draw.circle(surface, c, centre, pip - (0 if now else 3))
            else:
                pygame.draw.circle(surface, (70, 76, 98), centre, pip - 3, 2)
            if now:
                pygame.draw.circle(surface, pal.TEXT, centre, pip + 3, 2)
            x += pip * 2 + round(8 * s)
        # feuds
        names = self.names()
        feuds = [(a, b) for a, b in st.feuds]
        fx = self.menu_btn.rect.x - round(20 * s)
        if feuds:
            for a, b in reversed(feuds):
                settled = (a, b) in st.settled
                words = f"{names[a]} vs {names[b]}"
                tag = "SETTLED" if settled else "FEUD"
                tw = W.text_width(words, round(16 * s), True)
                lw = W.label_surface(tag, round(12 * s)).get_width()
                chip = pygame.Rect(0, 0, tw + lw + round(28 * s), round(28 * s))
                chip.midright = (fx, round(42 * s))
                if chip.x < x + round(10 * s):
                    break
                fill = (70, 40, 48) if not settled else (44, 46, 56)
                edge = (226, 90, 90) if not settled else (90, 94, 110)
                pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
                pygame.draw.rect(surface, edge, chip, 1, border_radius=chip.h // 2)
                W.draw_label(surface, tag, round(12 * s), edge,
                             midleft=(chip.x + round(10 * s), chip.centery))
                W.draw_text(surface, words, round(16 * s), W.INK, True,
                            midright=(chip.right - round(10 * s), chip.centery))
                fx = chip.x - round(8 * s)
        self.menu_btn.draw(surface, focused=False)

    COLS = (("PTS", 62), ("W-L-D", 80), ("RANK", 58), ("TIER", 112), ("CROWD", 64),
            ("DRAMA", 64))

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.s
        st = self.state
        t = self.table
        lib = self.lib
        names = player_names(self.lib, st, short=False)
        from game.season.rules import standing_key
        order = sorted(range(len(st.players)), key=lambda i: standing_key(st, i), reverse=True)
        place = {p: k + 1 for k, p in enumerate(order)}
        head_h = round(28 * s)
        name_w = round(250 * s)
        x0 = t.x + round(52 * s)
        col_x = []
        x = x0 + name_w
        for label, cw in self.COLS:
            col_x.append((label, x, round(cw * s)))
            x += round(cw * s)
        moves_x = x + round(10 * s)
        W.draw_label(surface, "WRESTLER", round(13 * s), W.MUTED,
                     midleft=(x0, t.y + head_h // 2))
        for label, cx, cw in col_x:
            W.draw_label(surface, label, round(13 * s), W.MUTED,
                         center=(cx + cw // 2, t.y + head_h // 2))
        W.draw_label(surface, "SIGNATURE MOVE CARDS (TAPPED OUT = INJURED)", round(13 * s),
                     W.MUTED, midleft=(moves_x, t.y + head_h // 2))
        a = self.actor()
        card_w = max(24, min(round(64 * s), int((t.right - moves_x - round(8 * s)) /
                                                (5 * 1.4 + 5 * 0.13))))
        card_w = min(card_w, int((self.row_h - round(20 * s)) / 1.4))
        for i, p in enumerate(st.players):
            y = t.y + head_h + i * (self.row_h + self.row_gap)
            row = pygame.Rect(t.x, y, t.w, self.row_h)
            colour = player_colour(i)
            active = i == st.active and st.phase != "over"
            acting = i == a and st.phase != "over"
            top = pal.mix((34, 38, 52), colour, 0.16 if active else 0.05)
            W.draw_panel(surface, row, top, (22, 24, 34), round(10 * s),
                         W.ACCENT if acting else (pal.shade(colour, 0.7) if active
                                                  else W.PANEL_EDGE), 2 if acting else 1)
            pygame.draw.rect(surface, colour, (row.x, row.y, round(7 * s), row.h),
                             border_top_left_radius=round(10 * s),
                             border_bottom_left_radius=round(10 * s))
            W.draw_text(surface, f"#{place[i]}", round(24 * s),
                        W.ACCENT if place[i] == 1 else W.MUTED, True,
                        center=(t.x + round(31 * s), row.centery))
            ny = row.y + round(10 * s)
            W.draw_text(surface, names[i], round(23 * s), W.INK, True,
                        max_w=name_w - round(10 * s), topleft=(x0, ny))
            persona = "Face" if p.persona == "protagonist" else "Heel"
            who = CONTROLLER_WORDS.get(self.season.controller(i), "AI")
            W.draw_text(surface, f"{who} \u00b7 {persona}", round(15 * s), W.MUTED, True,
                        topleft=(x0, ny + round(27 * s)))
            # chips: to act, feud, injured
            cx = x0
            cy = row.bottom - round(24 * s)
            chips = []
            if acting:
                chips.append(("TO ACT", W.ACCENT, pal.TEXT_DARK))
            elif active:
                chips.append(("THEIR TURN", pal.shade(colour, 0.8), W.INK))
            rival = st.feud_rival(i)
            if rival is not None:
                chips.append((f"FEUD vs {self.names()[rival]}", (170, 50, 60), W.INK))
            if p.injured():
                chips.append((f"INJURED \u00d7{sum(p.tapped)}", (120, 40, 40), (255, 190, 180)))
            for words, fill, ink in chips:
                tw = W.text_width(words, round(13 * s), True) + round(14 * s)
                if cx + tw > x0 + name_w - round(6 * s):
                    break
                chip = pygame.Rect(cx, cy, tw, round(19 * s))
                pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
                W.draw_text(surface, words, round(13 * s), ink, True, center=chip.center)
                cx = chip.right + round(6 * s)
            rv, tr = rank_and_tier(lib, p)
            values = {"PTS": (str(p.points), round(30 * s), W.INK),
                      "W-L-D": (record_words(p), round(21 * s), W.INK),
                      "RANK": (str(rv), round(23 * s), W.INK),
                      "TIER": (tr, round(17 * s), W.ACCENT),
                      "CROWD": (str(p.crowd_points), round(23 * s), (250, 200, 90)),
                      "DRAMA": (f"{len(p.drama)}", round(21 * s), (236, 130, 190))}
            for label, cx2, cw in col_x:
                words, size, ink = values[label]
                W.draw_fit_text(surface, words, size, 10, ink, True, max_w=cw - round(6 * s),
                                center=(cx2 + cw // 2, row.centery))
            draw_move_row(surface, lib, p, moves_x, row.centery, card_w, s, st.weeks,
                          self.card_rects, i)

    def draw_actions(self, surface: pygame.Surface) -> None:
        s = self.s
        box = self.action_rect
        st = self.state
        names = self.names()
        mode = self.mode()
        a = self.actor()
        human = self.is_human(a) and mode not in ("curtain",)
        edge = W.ACCENT if human and mode not in ("over", "wait") else W.PANEL_EDGE
        W.draw_panel(surface, box, (32, 35, 48), (20, 22, 31), round(14 * s), edge,
                     2 if edge == W.ACCENT else 1)
        x = box.x + round(16 * s)
        ty = box.y + round(20 * s)
        # whose turn and the phase stepper
        if st.phase != "over":
            active = st.active
            r = W.draw_text(surface, f"{names[active]}'s turn", round(20 * s),
                            pal.shade(player_colour(active), 1.35), True, midleft=(x, ty))
            sx = r.right + round(18 * s)
            current = {"runins": "match", "between": "jobber"}.get(st.phase, st.phase)
            for k, (ph, label) in enumerate(PHASE_STEPS):
                on = ph == current
                size = round(14 * s)
                tw = W.text_width(label, size, True) + round(16 * s)
                chip = pygame.Rect(sx, ty - round(11 * s), tw, round(22 * s))
                if chip.right > box.right - round(10 * s):
                    break
                if on:
                    pygame.draw.rect(surface, W.ACCENT, chip, border_radius=chip.h // 2)
                else:
                    pygame.draw.rect(surface, (52, 56, 74), chip, 1, border_radius=chip.h // 2)
                W.draw_text(surface, label, size, pal.TEXT_DARK if on else W.MUTED, True,
                            center=chip.center)
                sx = chip.right + round(6 * s)
        area_top = box.y + round(40 * s)
        prompt = self.prompt(mode, a, names)
        focus = self.focus.current(self.actions)
        if mode in ("ai", "match_ai", "over", "wait", "stuck") or (mode != "curtain"
                                                                   and not self.actions):
            self.draw_waiting(surface, mode, a, names, prompt, area_top)
            return
        if prompt:
            W.draw_text(surface, prompt, round(19 * s), W.INK, True,
                        max_w=box.w - round(32 * s), midleft=(x, box.y + round(46 * s)))
        for wdg in self.actions:
            if isinstance(wdg, CardButton):
                wdg.draw(surface, focused=wdg is focus, s=s)
            else:
                wdg.draw(surface, focused=wdg is focus)
        low = max(w.rect.bottom + (round(22 * s) if isinstance(w, CardButton) else 0)
                  for w in self.actions)
        if low < box.bottom - round(30 * s):
            hint = "Click, or Tab / arrows and Enter \u00b7 hover a card to read it \u00b7 " \
                   "Esc: menu (saved)"
            W.draw_text(surface, hint, round(15 * s), W.MUTED, max_w=box.w - round(32 * s),
                        bottomleft=(x, box.bottom - round(10 * s)))

    def prompt(self, mode: str, a, names) -> str:
        st = self.state
        if a is None:
            return ""
        if self.target_for is not None:
            kind, card = self.target_for
            what = self.lib.drama[card].name if kind == "drama" else "Sneak Attack"
            return f"{what}: who is the target?"
        if mode == "tapout":
            cause = st.tapout_due[0][1] if st.tapout_due else ""
            return f"{names[a]} is injured ({cause}): choose a Move card to tap out."
        if mode == "drama":
            return f"{names[a]}'s Interview: play a Drama card, or none."
        if mode == "event":
            if st.ppv() and st.feud_rival(a) is not None:
                return "Pay-Per-View: your feud ends in the ring tonight."
            return "Book a match, or sit out and Enjoy the Show."
        if mode == "runins":
            pair = self.booked_pair()
            return f"{names[a]}: Run-In on {names[pair[0]]} vs {names[pair[1]]}?"
        if mode == "jobber":
            return "Jobber Security: wrap up the turn."
        if mode == "match_human":
            return "The match is set. Lace up!"
        return ""

    def draw_waiting(self, surface, mode, a, names, prompt, top) -> None:
        s = self.s
        box = self.action_rect
        x = box.x + round(20 * s)
        y = top + round(12 * s)
        dots = "." * (1 + int(self.time * 3) % 3)
        if mode == "over":
            champ = self.state.champion
            big = "The Pay-Per-View is over!"
            small = f"Crowning the champion: {names[champ]}" if champ is not None else ""
        elif mode == "stuck":
            big, small = "The season can't go on", self.stuck
        elif mode == "match_ai":
            pair = self.booked_pair()
            b = self.state.booking
            big = f"{names[pair[0]]} vs {names[pair[1]]}"
            small = f"{b.match_type.title()} match{' (feud)' if b.feud else ''} under way{dots}"
        elif a is not None:
            who = CONTROLLER_WORDS.get(self.season.controller(a), "AI")
            big = f"{names[a]} is thinking{dots}"
            small = f"{who} \u00b7 {phase_words(self.state.phase)}"
            if self.state.tapout_due:
                small = f"{who} \u00b7 choosing a Move card to tap out"
        else:
            big, small = "Waiting", ""
        colour = pal.shade(player_colour(a), 1.35) if a is not None and mode == "ai" else W.ACCENT
        W.draw_text(surface, big, round(30 * s), colour, True, True,
                    max_w=box.w - round(40 * s), topleft=(x, y))
        y += round(42 * s)
        if small:
            for line in W.wrap_lines(small, round(18 * s), box.w - round(40 * s))[:2]:
                W.draw_text(surface, line, round(18 * s), W.MUTED, True, topleft=(x, y))
                y += W.line_height(round(18 * s))
        # the newest line of the log, so people can follow what just happened
        recent = [ln for ln in self.lines if ln.tone not in ("turn", "muted")][-2:]
        y = max(y + round(8 * s), box.bottom - round(14 * s) - 2 * W.line_height(round(17 * s)))
        for ln in recent:
            if y + W.line_height(round(17 * s)) > box.bottom - round(6 * s):
                break
            ink = pal.TEXT_ACCENT if ln.tone in ("big", "match", "end") else W.INK
            W.draw_text(surface, "\u2022 " + ln.text, round(17 * s), ink, False,
                        max_w=box.w - round(40 * s), topleft=(x, y))
            y += W.line_height(round(17 * s))

    def draw_log(self, surface: pygame.Surface) -> None:
        s = self.s
        box = self.log_rect
        W.draw_panel(surface, box, (26, 29, 40), (18, 20, 28), round(14 * s), W.PANEL_EDGE, 1)
        W.draw_label(surface, "SEASON LOG", round(14 * s), W.MUTED,
                     topleft=(box.x + round(14 * s), box.y + round(10 * s)))
        W.draw_text(surface, "wheel to scroll \u00b7 click a result", round(13 * s), W.MUTED,
                    topright=(box.right - round(14 * s), box.y + round(9 * s)))
        bottom = box.bottom - round(8 * s)
        if self.last_result is not None:
            d = self.details[self.last_result]
            self.last_btn.label = "\u00bb " + d["headline"]
            self.last_btn.sub = "last match \u00b7 click (or L) for the key moments"
            self.last_btn.visible = True
            self.last_btn.draw(surface)
            bottom = self.last_btn.rect.y - round(6 * s)
        else:
            self.last_btn.visible = False
        inner = pygame.Rect(box.x + round(12 * s), box.y + round(32 * s), box.w - round(24 * s),
                            bottom - box.y - round(32 * s))
        size = round(16 * s)
        lh = W.line_height(size)
        rows = []
        colours = len(self.state.players)
        for ln in self.lines:
            if ln.tone == "turn":
                rows.append((ln.text, ln, True))
                continue
            bold = ln.tone in ("big", "match", "end")
            for k, text in enumerate(W.wrap_lines(ln.text, size, inner.w - round(18 * s), bold)):
                rows.append((text, ln, k == 0))
        visible = max(1, inner.h // lh)
        self.log_rows_visible = visible
        self.log_scroll = max(0, min(self.log_scroll, max(0, len(rows) - visible)))
        end = len(rows) - self.log_scroll
        start = max(0, end - visible)
        y = inner.bottom - (end - start) * lh
        self.result_rects = []
        clip = surface.get_clip()
        surface.set_clip(inner)
        for text, ln, first in rows[start:end]:
            if ln.tone == "turn":
                label = W.text_surface(text, round(14 * s), W.MUTED, True)
                r = label.get_rect(center=(inner.centerx, y + lh // 2))
                pygame.draw.line(surface, (62, 66, 84), (inner.x, r.centery),
                                 (r.x - round(8 * s), r.centery))
                pygame.draw.line(surface, (62, 66, 84), (r.right + round(8 * s), r.centery),
                                 (inner.right, r.centery))
                surface.blit(label, r)
                y += lh
                continue
            bold = ln.tone in ("big", "match", "end")
            ink = {"muted": W.MUTED, "big": pal.TEXT_ACCENT, "end": pal.TEXT_ACCENT,
                   "match": (255, 226, 150)}.get(ln.tone, W.INK)
            if ln.tone == "match":
                row = pygame.Rect(inner.x, y, inner.w, lh)
                if ln.result in self.details:
                    hot = row.collidepoint(self.mouse)
                    W.shade_rect(surface, row, W.ACCENT, 50 if hot else 22, round(4 * s))
                    self.result_rects.append((ln.result, row))
            if first and ln.player is not None and ln.player < colours:
                pygame.draw.circle(surface, player_colour(ln.player),
                                   (inner.x + round(6 * s), y + lh // 2), max(3, round(4 * s)))
            W.draw_text(surface, text, size if ln.tone != "muted" else round(15 * s), ink, bold,
                        midleft=(inner.x + round(16 * s), y + lh // 2))
            y += lh
        surface.set_clip(clip)
        if self.log_scroll:
            W.draw_text(surface, f"{self.log_scroll} newer lines below", round(13 * s), W.ACCENT,
                        True, bottomright=(inner.right, inner.bottom))

    def draw_curtain(self, surface: pygame.Surface) -> None:
        s = self.s
        who = self.curtain()
        names = player_names(self.lib, self.state, short=False)
        W.shade_rect(surface, surface.get_rect(), (6, 7, 12), 235)
        box = self.curtain_box
        colour = player_colour(who)
        W.draw_panel(surface, box, (38, 42, 58), (24, 27, 38), round(16 * s), colour, 3)
        W.draw_text(surface, "PASS THE SCREEN", round(18 * s), W.MUTED, True,
                    midtop=(box.centerx, box.y + round(24 * s)))
        W.draw_fit_text(surface, f"Pass to {names[who]}", round(46 * s), 18,
                        pal.shade(colour, 1.35), True, True, max_w=box.w - round(40 * s),
                        midtop=(box.centerx, box.y + round(54 * s)))
        W.draw_text(surface, "Drama hands are secret: only the wrestler to act should look.",
                    round(18 * s), W.INK, max_w=box.w - round(40 * s),
                    midtop=(box.centerx, box.y + round(122 * s)))
        self.curtain_btn.draw(surface, focused=True)

    def draw_detail(self, surface: pygame.Surface) -> None:
        s = self.s
        d = self.details.get(self.detail)
        if d is None:
            self.detail = None
            return
        W.shade_rect(surface, surface.get_rect(), (4, 5, 10), 190)
        size = round(18 * s)
        lh = W.line_height(size)
        width = self.detail_rect.w
        rows = sum(len(W.wrap_lines(text, size, width - round(72 * s)))
                   for text, _ in d["moments"])
        need = round(86 * s) + rows * lh + round(16 * s) + self.close_btn.rect.h + round(28 * s)
        box = self.detail_rect
        box.h = max(round(220 * s), min(surface.get_height() - round(40 * s), need))
        box.center = surface.get_rect().center
        self.close_btn.rect.midbottom = (box.centerx, box.bottom - round(16 * s))
        W.draw_panel(surface, box, (38, 42, 58), (24, 27, 38), round(16 * s), W.ACCENT, 2)
        x = box.x + round(24 * s)
        W.draw_label(surface, f"{d['type'].upper()} MATCH \u00b7 KEY MOMENTS", round(15 * s),
                     W.MUTED, topleft=(x, box.y + round(18 * s)))
        W.draw_fit_text(surface, d["headline"], round(26 * s), 14, W.ACCENT, True, True,
                        max_w=box.w - round(48 * s), topleft=(x, box.y + round(40 * s)))
        y = box.y + round(86 * s)
        limit = self.close_btn.rect.y - round(12 * s)
        pair = d["pair"]
        for text, seat in d["moments"]:
            lines = W.wrap_lines(text, size, box.w - round(72 * s))
            if y + lh * len(lines) > limit:
                W.draw_text(surface, "\u2026", size, W.MUTED, topleft=(x, y))
                break
            colour = player_colour(pair[seat]) if seat in (0, 1) else W.ACCENT
            pygame.draw.circle(surface, colour, (x + round(6 * s), y + lh // 2),
                               max(3, round(5 * s)))
            for line in lines:
                W.draw_text(surface, line, size, W.INK, False, topleft=(x + round(20 * s), y))
                y += lh
        self.close_btn.draw(surface, focused=True)

    def draw_hover(self, surface: pygame.Surface) -> None:
        s = self.s
        for _owner, _i, card, r in self.card_rects:
            if r.collidepoint(self.mouse):
                zw = round(190 * s)
                face = move_card_face(card, zw)
                zr = face.get_rect(midtop=(r.centerx, r.bottom + round(8 * s)))
                if zr.bottom > surface.get_height() - 10:
                    zr.midbottom = (r.centerx, r.top - round(8 * s))
                zr.clamp_ip(surface.get_rect().inflate(-10, -10))
                surface.blit(shadow(face, ("hub_zoom", card.id, zw), 140), zr.move(5, 7))
                surface.blit(face, zr)
                return
        for wdg in self.actions:
            if isinstance(wdg, CardButton) and wdg.rect.collidepoint(self.mouse):
                continue
            if getattr(wdg, "tooltip", "") and wdg.rect.collidepoint(self.mouse):
                W.draw_tooltip(surface, self.mouse, [(wdg.tooltip, W.INK)], s)
                return
        for wdg in self.actions:
            if isinstance(wdg, CardButton) and wdg.rect.collidepoint(self.mouse):
                card_id = wdg.key
                if card_id and card_id[0] in ("dr", "mc"):
                    zw = round(200 * s)
                    if card_id[0] == "dr":
                        card = self.lib.drama[card_id[1]]
                        face = drama_face(card, zw)
                    else:
                        card = self.lib.move_cards[card_id[1]]
                        face = move_card_face(card, zw)
                    zr = face.get_rect(midbottom=(wdg.rect.centerx, wdg.rect.top - round(10 * s)))
                    zr.clamp_ip(surface.get_rect().inflate(-10, -10))
                    surface.blit(shadow(face, ("hub_dz", card.id, zw), 140), zr.move(5, 7))
                    surface.blit(face, zr)
                return
