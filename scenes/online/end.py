"""The end of an online match: who won and how (or who left it unfinished), where the host's
save and each side's online record are, and the way back to the menu or the lobby."""
from __future__ import annotations

import pygame

import online
from game.library import MATCH_TYPE_NAMES
from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.match.log_text import short_name


def host_record(folder, play, saved, name: str):
    """Write the host's online record beside its save `name` (None when there is no save
    folder)."""
    if folder is None or play.match is None:
        return None
    setup = play.match.setup
    from online.record import host_facts
    try:
        return online.write_record(online.record_path(folder, name), "host",
                                   host_facts(play.session, setup, saved))
    except OSError:
        return None


def guest_record(folder, play):
    """Write the guest's online record of its view (None when there is no save folder)."""
    mirror = play.mirror
    if folder is None or mirror.welcome is None:
        return None
    from online.record import guest_facts
    try:
        return online.write_record(online.guest_record_path(folder, mirror),
                                   "guest", guest_facts(mirror, play.i_left))
    except (OSError, ValueError):  # (ValueError: a name no file may have)
        return None


class OnlineEndScene(Scene):
    """How the online match ended, and where it was kept."""

    def __init__(self, app, source, mine: int, why: str | None, save, record,
                 friend: str) -> None:
        super().__init__(app)
        self.source, self.mine, self.why, self.friend = source, mine, why, friend
        self.save, self.record = save, record
        self.again_btn = W.Button("Host again" if mine == online.HOST_SEAT else "Join again",
                                  self.again, hotkey="R", primary=True,
                                  sub="back to the lobby: a new match")
        self.menu_btn = W.Button("Menu", lambda: app.reset("menu"), hotkey="M",
                                 sub="back to the title")
        self.items = [self.again_btn, self.menu_btn]
        self.focus = W.Focus()
        self.focus.index = 0
        self.s = 1.0

    def again(self) -> None:
        """Back to the lobby, every choice kept in the settings."""
        self.app.reset("online_host" if self.mine == online.HOST_SEAT else "online_join")

    def headline(self) -> tuple[str, tuple]:
        """The big line and its colour."""
        state = self.source.state
        out = state.over if state is not None else None
        if self.why is not None or out is None:
            return "Match unfinished", W.MUTED
        if out.winner is None:
            return "A draw", W.ACCENT
        return ("You win!", W.GOOD) if out.winner == self.mine else (f"{self.friend} wins",
                                                                     W.DANGER)

    def lines(self) -> list[str]:
        """What happened, in a few lines."""
        state = self.source.state
        lib = self.app.cat.lib
        names = [short_name(lib.superstars[s.superstar].name) if s.superstar in lib.superstars
                 else s.superstar for s in state.sides]
        kind = MATCH_TYPE_NAMES.get(state.rules.match_type if hasattr(state.rules, "match_type")
                                    else "", "")
        out = state.over
        words = [f"{names[self.mine]} (you) vs {names[1 - self.mine]} ({self.friend})"
                 + (f", {kind} match" if kind else "")]
        if self.why is not None:
            words.append(f"{self.why}: the match stays unfinished after {state.turn} turns, and "
                         "your career records who left it.")
        elif out is not None:
            how = out.how.replace("_", " ") if out.how else "the turn limit"
            winner = "nobody" if out.winner is None else names[out.winner]
            words.append(f"Won by {winner} by {how} in turn {state.turn}." if out.winner is not None
                         else f"A draw at turn {state.turn}.")
        if self.save is not None:
            words.append(f"The match is saved as {self.save.name} (Load and Replay open it).")
        if self.record is not None:
            words.append(f"Your online record: online/{self.record.name} (the Career counts it).")
        return words

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.s = W.ui_scale(size)
        bw, bh = round(300 * s), round(60 * s)
        for i, b in enumerate(self.items):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (size[0] // 2 + (i * 2 - 1) * (bw // 2 + round(12 * s)),
                             size[1] - round(150 * s))
            b.size = round(24 * s)

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.items:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_m, pygame.K_ESCAPE):
                self.menu_btn.activate()
            elif event.key == pygame.K_r:
                self.again_btn.activate()
            else:
                self.focus.key(event, self.items)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "ONLINE MATCH", round(22 * s), W.MUTED, True,
                    midtop=(w // 2, round(70 * s)))
        words, colour = self.headline()
        W.draw_text(surface, words, round(64 * s), colour, True, True,
                    midtop=(w // 2, round(110 * s)))
        y = round(220 * s)
        for line in self.lines():
            for part in W.wrap_lines(line, round(22 * s), w - round(160 * s)):
                W.draw_text(surface, part, round(22 * s), W.INK, midtop=(w // 2, y))
                y += W.line_height(round(22 * s)) + round(4 * s)
            y += round(8 * s)
        focus = self.focus.current(self.items)
        for b in self.items:
            b.draw(surface, focused=b is focus)
