"""Take-back on the match table: the button (key U) and, in pass-and-play, the screen where both
players agree. The engine decides (game.match: Match.take_back_refusal); the table only asks,
shows the reason when it is refused, and sends the TakeBack command that the save records.
"""
from __future__ import annotations

import pygame

from game.match import TakeBack

from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.base import Scene

ACTION_WORDS = {"play": "the page played", "counter": "the counter", "allow": "Let it through",
                "pass": "the Pass", "to_ringside": "To Ringside", "return": "Return to Ring",
                "crowd": "the Crowd ability", "tap_out": "the Move card tapped out",
                "drama": "the Interview", "pin": "the pin"}


def button(action) -> W.Button:
    """The table's Take back button."""
    return W.Button("Take back", action, hotkey="U", sub="your last command")


def with_button(order: list) -> list:
    """The button rows with Take back just before Pause."""
    return order[:-1] + [["takeback"]] + order[-1:]


def offered(scene) -> bool:
    """Is there a take-back button on this table (a person plays, the match is on)?"""
    return bool(scene.model.humans()) and scene.state.over is None


def owner(scene) -> int | None:
    """The seat whose command a take-back would undo: yours against the AI; in pass-and-play
    whoever gave the last command still in effect."""
    humans = scene.model.humans()
    if len(humans) == 1:
        return humans[0]
    return scene.match.take_back_owner()


def reason(scene) -> str | None:
    """Why the take-back can't be pressed now, or None (pass-and-play asks both players next)."""
    if not offered(scene):
        return "Take-backs are for matches a person plays."
    seat = owner(scene)
    if seat is None:
        return "There is no command of yours to take back."
    why = scene.match.take_back_refusal(seat, agreed=scene.model.pass_and_play)
    return None if why is None else why.text


def refresh(scene) -> None:
    """The button's state and the reason it gives."""
    btn = scene.buttons["takeback"]
    why = reason(scene)
    btn.enabled = why is None
    btn.tooltip = why or ""
    seat = owner(scene) if scene.model.pass_and_play else None  # (the attacked player read
    btn.sub = f"{scene.model.short(seat)}'s last" if seat is not None and seat != \
        scene.model.viewer else "your last command"  # 'your' over the attacker's: session 61)


def tip(scene) -> list:
    """The Take back button's tooltip: what it does, and why not now."""
    why = reason(scene)
    seat = owner(scene) if scene.model.pass_and_play else None
    whose = "your" if seat is None or seat == scene.model.viewer else \
        f"{scene.model.short(seat)}'s"  # (the button said another's: session 78's play-test)
    lines = [("Take back (U)", W.ACCENT),
             (f"Undo {whose} last command when it showed nothing new: no die rolled, no page "
              "drawn or shuffled, nothing of the other side's shown.", W.INK)]
    if scene.model.pass_and_play:
        lines.append(("In pass-and-play both players must agree on screen.", W.MUTED))
    if why:
        lines.append((why, (255, 140, 130)))
    return lines


def ask(scene) -> None:
    """The button or U: take back now against the AI; in pass-and-play, ask both players.
    While cues play it waits, and runs before the AI's next command."""
    def run():
        why = reason(scene)
        if why is not None:
            scene.app.toast(why, "info")
            return
        seat = owner(scene)
        if scene.model.pass_and_play:
            scene.app.push("takeback_agree", scene, seat)
            return
        take(scene, seat, agreed=False)
    scene.model.act(run)


def take(scene, seat: int, agreed: bool) -> None:
    """Send the take-back; the AI forgets what it was planning for the old position."""
    before = len(scene.match.log)
    scene.divider = scene.log_turn  # the take-back's line goes under the turn it undoes
    if not scene.send(TakeBack(seat, agreed)):
        return
    scene.model.replace_source(scene.match)  # the same match, standing where it stood
    scene.log_turn, scene.divider = scene.state.turn, -1  # the log goes on from that turn
    scene.refresh()
    entry = scene.match.log[before].events[0]
    scene.app.toast(f"Taken back: {ACTION_WORDS.get(entry.action, entry.action)}.", "good", 2.5)


class TakeBackAgreeScene(Scene):
    """Pass-and-play: both players say yes on screen before a take-back (nothing private shown)."""

    overlay = True

    def __init__(self, app, match_scene, seat: int) -> None:
        super().__init__(app)
        self.table = match_scene
        self.seat = seat
        self.agreed = [False, False]
        names = [match_scene.model.short(i) for i in (0, 1)]
        self.names = names
        self.seat_btns = [W.Button(names[i], lambda i=i: self.agree(i), hotkey=str(i + 1),
                                   sub="agrees") for i in (0, 1)]
        self.cancel_btn = W.Button("No take-back", self.cancel, hotkey="Esc", sub="play on")
        self.buttons = [*self.seat_btns, self.cancel_btn]
        self.focus = W.Focus()  # the arrows (a controller's D-pad) and Enter (A) work them too
        self.box = pygame.Rect(0, 0, 10, 10)
        self.s = 1.0

    def agree(self, i: int) -> None:
        """One player agrees to the take-back."""
        self.agreed[i] = True
        self.seat_btns[i].enabled = False
        self.seat_btns[i].sub = "agreed"
        if all(self.agreed):
            self.app.pop()
            take(self.table, self.seat, agreed=True)

    def cancel(self) -> None:
        """No take-back: back to the table."""
        self.app.pop()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.s = s = W.ui_scale(size)
        self.box = pygame.Rect(0, 0, round(760 * s), round(270 * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        bw, bh, gap = round(230 * s), round(58 * s), round(14 * s)
        y = self.box.bottom - round(24 * s) - bh
        x = self.box.centerx - (3 * bw + 2 * gap) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x + i * (bw + gap), y, bw, bh)
            b.size = round(19 * s)

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.enabled and b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            elif event.key in (pygame.K_1, pygame.K_2):
                self.agree(event.key - pygame.K_1)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
                               pygame.K_TAB):
                back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                    event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
                for _ in self.buttons:  # past the name that already agreed
                    self.focus.cycle(self.buttons, back)
                    if self.focus.current(self.buttons).enabled:
                        break
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                b = self.focus.current(self.buttons)
                if b is not None and b.enabled:
                    b.activate()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        surface.blit(background(surface.get_size()), (0, 0))  # no hand shows behind it
        W.draw_panel(surface, self.box, W.PANEL_TOP, W.PANEL_BOTTOM, round(14 * s),
                     W.ACCENT, 2)
        W.draw_text(surface, "Take back?", round(34 * s), W.ACCENT, True, True,
                    midtop=(self.box.centerx, self.box.y + round(18 * s)))
        words = (f"Take back {self.names[self.seat]}'s last command? It showed nothing new "
                 "(no die, no page drawn, nothing from a hand), so the match goes back to "
                 "just before it. The table stays hidden: both players press their name to "
                 "agree.")  # (whoever pressed U: it read '<owner> asks' when the other did)
        y = self.box.y + round(70 * s)
        for line in W.wrap_lines(words, round(19 * s), self.box.w - round(48 * s)):
            W.draw_text(surface, line, round(19 * s), W.INK, midtop=(self.box.centerx, y))
            y += W.line_height(round(19 * s))
        focus = self.focus.current(self.buttons)
        for b in self.buttons:
            b.draw(surface, focused=b is focus)
