"""Learn to Play: the tutorial (start, resume or restart), How to play and the glossary; the
first-launch offer of the tutorial; and the tutorial's closing screen."""
from __future__ import annotations

import random

import pygame

from game import tutorial as T
from game.match import random_setup
from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.base import ENTER_GRACE, Scene


def resume_tutorial(app) -> bool:
    """Open the saved tutorial match where it was left; False when there is none to resume."""
    match = T.saved_match(app.cat)
    if match is None or match.over:
        return False
    app.reset("tutorial", match)
    return True


class ButtonScreen(Scene):
    """A title, a few lines and a column of buttons (mouse, arrows, Tab, Enter, Esc)."""

    title = ""
    back = "menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: list[W.Button] = []
        self.lines: list[str] = []
        self.focus = W.Focus()
        self.focus.index = 0

    def shown(self) -> list[W.Button]:
        """The buttons on show (Resume the tutorial hides when there is none to resume)."""
        return [b for b in self.buttons if b.visible]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        w, h = size
        bw, bh, gap = round(420 * s), round(56 * s), round(12 * s)
        y = round(h * 0.30) + len(self.lines) * round(30 * s) + round(20 * s)
        for b in self.shown():
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (w // 2, y)
            b.size = round(23 * s)
            y += bh + gap

    def handle(self, event: pygame.event.Event) -> None:
        """The buttons by mouse, arrows, Tab and Enter; Esc leaves the screen."""
        for b in self.shown():
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.leave_screen()
            else:
                self.focus.key(event, self.shown())
        if event.type == pygame.MOUSEMOTION:
            for i, b in enumerate(self.shown()):
                if b.rect.collidepoint(event.pos):
                    self.focus.index = i

    def leave_screen(self) -> None:
        """Esc or Back: go to the screen named by back (the menu)."""
        self.app.replace(self.back)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, self.title, round(64 * s), W.ACCENT, True, True,
                    midbottom=(w // 2, round(h * 0.22)))
        y = round(h * 0.26)
        for line in self.lines:
            W.draw_text(surface, line, round(21 * s), W.INK, midtop=(w // 2, y),
                        max_w=w - round(80 * s))
            y += round(30 * s)
        focus = self.focus.current(self.shown())
        for b in self.shown():
            b.draw(surface, focused=b is focus)
        W.draw_text(surface, "F1 or ? anywhere: the keys of the screen and the glossary",
                    round(17 * s), W.MUTED, midbottom=(w // 2, h - round(18 * s)))


class LearnScene(ButtonScreen):
    """Learn to Play: the tutorial, How to play, the glossary."""

    title = "LEARN TO PLAY"
    hotkeys = (("Up / Down, Tab", "choose"), ("Enter", "open"), ("Esc", "back to the menu"))

    def __init__(self, app) -> None:
        super().__init__(app)
        saved = T.saved_match(app.cat)
        self.can_resume = saved is not None and not saved.over
        topics = ", ".join(lesson.title.lower() for lesson in T.LESSONS[:4])
        self.lines = [f"The tutorial: a guided Hardcore match, {len(T.LESSONS)} short lessons "
                      f"({topics}\u2026).",
                      "Then How to play has every rule on a page, and the glossary every word."]
        self.resume_btn = W.Button("Resume the tutorial", self.resume, primary=True,
                                   sub=self.resume_words(saved))
        self.start_btn = W.Button("Restart the tutorial" if self.can_resume else
                                  "Play the tutorial", self.start, primary=not self.can_resume,
                                  sub="from the bell, with Ruud Thorsen vs Lucius Glamour")
        self.resume_btn.visible = self.can_resume
        self.buttons = [self.resume_btn, self.start_btn,
                        W.Button("How to play", lambda: self.app.replace("howto", back="learn"),
                                 sub="the rules, page by page"),
                        W.Button("Glossary and keys", lambda: self.app.push("help"),
                                 sub="every word the table shows"),
                        W.Button("Back", self.leave_screen, hotkey="Esc", sub="the menu")]

    def resume_words(self, match) -> str:
        """How far the saved tutorial got, in lessons done; empty when none is saved."""
        if match is None:
            return ""
        done = len(T.replay(T.SETUP, self.app.cat, match.log).done)
        return f"{done} of {len(T.LESSONS)} lessons done"

    def resume(self) -> None:
        """Resume the saved tutorial match, or say there is none."""
        if not resume_tutorial(self.app):
            self.app.toast("There is no tutorial to resume.", "info")

    def start(self) -> None:
        """Start the tutorial match afresh, from the bell."""
        self.app.reset("tutorial")


class TutorialOfferScene(Scene):
    """First launch: the tutorial is offered over the menu, once."""

    overlay = True
    hotkeys = (("Enter", "play the tutorial"), ("Esc", "not now"))

    def __init__(self, app) -> None:
        super().__init__(app)
        self.yes = W.Button("Play the tutorial", self.accept, primary=True, hotkey="Enter",
                            sub="a guided first match, about 15 minutes")
        self.no = W.Button("Not now", self.decline, hotkey="Esc",
                           sub="it waits under Learn to Play")
        self.box = pygame.Rect(0, 0, 10, 10)
        self._mark()

    def _mark(self) -> None:
        self.app.settings.tutorial_offered = True
        self.app.save_settings()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        self.box = pygame.Rect(0, 0, round(560 * s), round(300 * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        for i, b in enumerate((self.yes, self.no)):
            b.rect = pygame.Rect(0, 0, round(400 * s), round(56 * s))
            b.rect.midtop = (self.box.centerx, self.box.y + round(150 * s) + i * round(68 * s))
            b.size = round(22 * s)

    def accept(self) -> None:
        """Play the tutorial now."""
        self.app.reset("tutorial")

    def decline(self) -> None:
        """Not now: back to the menu (the offer is not made again)."""
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        """Enter plays the tutorial, Esc says not now (or click either button)."""
        for b in (self.yes, self.no):
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.accept()
            elif event.key == pygame.K_ESCAPE:
                self.decline()

    def draw(self, surface: pygame.Surface) -> None:
        s = W.ui_scale(surface.get_size())
        W.shade_rect(surface, surface.get_rect(), (4, 5, 10), 170)
        W.draw_panel(surface, self.box, (38, 42, 58), (24, 27, 38), round(16 * s), W.ACCENT, 2)
        W.draw_text(surface, "New to Ringside?", round(40 * s), W.ACCENT, True, True,
                    midtop=(self.box.centerx, self.box.y + round(22 * s)))
        for i, line in enumerate(("Learn by playing: a guided match teaches momentum,",
                                  "counters, pins, ringside and injuries as they happen.")):
            W.draw_text(surface, line, round(19 * s), W.INK,
                        midtop=(self.box.centerx, self.box.y + round(78 * s) + i * round(26 * s)))
        self.yes.draw(surface)
        self.no.draw(surface)


class TutorialDoneScene(ButtonScreen):
    """The tutorial's end: what was learned and where to go next."""

    title = "TUTORIAL COMPLETE"
    hotkeys = (("Enter", "play the Easy AI"), ("Esc", "the menu"))

    def __init__(self, app, match=None, done=None) -> None:
        super().__init__(app)
        over = match.state.over if match is not None else None
        won = over is not None and over.winner == T.PLAYER
        done = list(done or [])
        if not won or len(done) < len(T.LESSONS):
            self.title = "TUTORIAL OVER"
        how = over.how if over is not None else ""
        self.lines = [(f"You won by {how}. " if won else "The match is over. ")
                      + f"Lessons done: {len(done)} of {len(T.LESSONS)}.",
                      " \u00b7 ".join(T.BY_ID[d].title for d in done[:6]),
                      " \u00b7 ".join(T.BY_ID[d].title for d in done[6:]),
                      "Next: a Normal match against the Easy AI. Vary your moves, counter when "
                      f"you can, and pin from about {T.PIN_ADVICE}%."]
        self.buttons = [W.Button("Play the Easy AI", self.play, primary=True,  # ("Normal
                                 hotkey="Enter", sub="a Normal match, you against it"),  # match
                        # vs Easy" read Normal as the AI's level: session 75's play-test)
                        W.Button("How to play", lambda: self.app.replace("howto", back="menu"),
                                 sub="every rule on a page"),
                        W.Button("Play the tutorial again", lambda: self.app.reset("tutorial"),
                                 sub="from the bell"),
                        W.Button("Menu", self.leave_screen, hotkey="Esc")]
        self.time = 0.0

    def handle(self, event: pygame.event.Event) -> None:
        """As any button screen, but Enter goes nowhere in the first second: an Enter meant for
        the table's 'Results (Enter)' started a match against Easy nobody asked for, which
        then stood under Continue (session 66's play-test; the results screen waits so too)."""
        if event.type == pygame.KEYDOWN and self.time < ENTER_GRACE and \
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.time += dt

    def play(self) -> None:
        """Start a Normal match against the Easy AI, on a fresh seed."""
        seed = random.SystemRandom().randrange(1, 2**31)
        self.app.replace("match", random_setup(self.app.cat, seed, "normal", "human", "easy"))
