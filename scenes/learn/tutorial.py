"""The tutorial match: the real match table on the real rules, a lesson card over it pointing at
the table part each lesson is about, and a scripted foe (game.tutorial).

The table is the match scene itself, playing a GuidedMatch (game.tutorial): only the command the
lesson waits for goes through, anything else is refused with a reminder, as an illegal command
is. This scene adds the card, plays the foe's script at the AI's pace, and ends on the
tutorial's closing screen. The match is autosaved like any other: Save & Quit leaves it, Learn
to Play (or Continue) resumes it, and Restart starts over.
"""
from __future__ import annotations

import pygame

from game import tutorial as T
from game.match import Match
from sprites.panel import panel_spots

from scenes.ui.gamepad import pad_in_use
from scenes.learn import coach
from scenes.routes import scene_class
from scenes.ui import widgets as W

MOMENTUM_WORDS = T.parts.MOMENTUM_SPOTS
BUTTON_PARTS = {T.parts.PIN_BUTTON: "pin", T.parts.PASS_BUTTON: "pass",
                T.parts.ALLOW_BUTTON: "allow", T.parts.RINGSIDE_BUTTON: "ringside",
                T.parts.RETURN_BUTTON: "return"}


class TutorialScene(scene_class("match")):
    """The guided first match: the match table (its class looked up by name), with lessons."""

    def __init__(self, app, match: Match | None = None, speed: str | None = None) -> None:
        if getattr(app, "autosave", True):
            T.adopt_old_save(app.cat)
        guided = T.guide(app.cat, match)
        super().__init__(app, T.SETUP, match=guided, speed=speed, on_end=self._ended,
                         save_name=T.AUTOSAVE)
        self.course = guided.course
        self.lessons_seen = len(self.course.done)
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.script_timer = 0.0
        self.model.players[T.FOE] = None  # nobody of the table's: the script plays the foe
        # (it waits at the bell as every person's match does: going on by itself to its end
        # screen while the table said 'Results (Enter)', the Enter pressed for it started a
        # match against Easy nobody asked for: session 66's play-tests)
        self.model.counter_rules = [{}, {}]  # no auto-counter: the lesson says when

    # ---- what the lesson asks ---------------------------------------------------------------

    def ask(self) -> T.Ask:
        """What the tutorial asks now."""
        return self.match.ask()

    @property
    def note(self) -> str:
        """What the last lesson done showed."""
        return self.course.last_note(self.match.state.turn)

    # ---- the foe and the match's end ------------------------------------------------------------

    def drive_script(self, dt: float) -> None:
        """The scripted foe plays at the AI's pace."""
        if self.match.actor() != T.FOE or self.presenter.showing:
            self.script_timer = 0.0
            return
        self.script_timer += dt
        if self.script_timer < self.model.pace.ai_delay:
            return
        self.script_timer = 0.0
        try:
            cmd = self.match.foe_command()
        except ValueError:
            return
        self.send(cmd)

    def step(self, dt: float) -> None:
        """The table's step, then the scripted foe's turn when it is due."""
        super().step(dt)
        self.drive_script(dt)

    def _ended(self, match) -> None:
        self.app.replace("tutorial_done", match, list(self.course.done))

    def restart(self) -> None:
        """Start the tutorial again from the bell (the save is written over)."""
        self.saved = True  # nothing more to save of this one
        self.app.reset("tutorial")

    # ---- where the lesson points ----------------------------------------------------------------

    def table_part(self, name: str):
        """A part the table names (its model's rect_of), or None when it is not shown."""
        return self.model.rect_of(name)

    def part_rect(self, part: str, asked: T.Ask) -> pygame.Rect | None:
        """The rectangle of a named table part on the screen now: the table's own named parts
        where it has them (buttons, hand pages, the tap-out chooser, Move cards, log)."""
        L = self.L
        if L is None:
            return None
        if part in BUTTON_PARTS:
            return self.table_part(f"button:{BUTTON_PARTS[part]}")
        if part == T.parts.HAND:
            page = getattr(asked.command, "page", None)
            for slot in self.slots:
                if slot.page == page:
                    return self.table_part(f"hand:{slot.index}")
            return self.table_part("hand")
        if part == T.parts.MOVE_CARDS:
            if (self.model.choice_mode() is not None):
                return self.table_part(f"choice:{asked.command.card}")
            return self.table_part("near_moves")
        if part == T.parts.LOG:
            return self.table_part("log")
        near = part in (T.parts.MY_MOMENTUM, T.parts.COUNT)
        seat = T.PLAYER if near else T.FOE
        panel = self.panel_rect(seat)
        if part == T.parts.FOE_BODY:
            w = round(84 * L.s)
            return pygame.Rect(panel.right - w, panel.y + round(48 * L.s), w,
                               panel.h - round(54 * L.s))
        if part == T.parts.FOE_HP:
            return pygame.Rect(panel.x + round(8 * L.s), panel.y + round(50 * L.s),
                               panel.w - round(100 * L.s), round(26 * L.s))
        spots = panel_spots(self.panel_data(seat), panel.size, L.s)
        want = {T.parts.MY_MOMENTUM: set(MOMENTUM_WORDS), T.parts.COUNT: {"ringside"},
                T.parts.FOE_CROWD: {"crowd"},
                T.parts.FOE_STATUSES: set(self.state.sides[T.FOE].statuses)}.get(part, set())
        rects = [r.move(panel.topleft) for r, word in spots if word in want]
        if not rects and part == T.parts.FOE_STATUSES:
            rects = [r.move(panel.topleft) for r, word in spots if word not in MOMENTUM_WORDS]
        if not rects:
            return panel
        return rects[0].unionall(rects[1:])

    # ---- drawing ---------------------------------------------------------------------------------

    def card_words(self, asked: T.Ask) -> tuple[str, str, str]:
        """The card's heading, its note (what the last lesson showed) and its text."""
        total = len(T.LESSONS)
        if asked.kind == "end":
            return "Tutorial", "", asked.text
        if asked.kind == "lesson":
            heading = f"Lesson {asked.number + 1} of {total} \u00b7 {asked.title}"
        elif asked.kind == "bridge":
            heading = f"{asked.number} of {total} lessons done \u00b7 {asked.title}"
        elif asked.number == 0:
            heading = f"Tutorial \u00b7 {total} short lessons"
        else:
            heading = f"{asked.number} of {total} lessons done"
        note = self.note  # (named by its lesson: "Done:" under "Lesson 7" read as lesson 7's,
        done = f"Lesson {len(self.course.done)} done: {note}" if note else ""  # session 67)
        return heading, done, asked.text

    def layout_card(self, asked: T.Ask) -> list:
        """The card's lines and its rectangle (at the top of the ring)."""
        L = self.L
        s = L.s
        width = self.spot_rect().x - L.stage.x - round(14 * s)  # (over the whole stage it hid
        if width < L.stage.w * 0.55:  # the foe's page in the spotlight: session 74's play-test)
            width = L.stage.w - round(16 * s)
        heading, note, text = self.card_words(asked)
        lines = coach.card_lines(heading, note, text, width - round(24 * s), s, self.text_scale)
        h = min(L.stage.h - round(40 * s), coach.card_height(lines, s) + round(14 * s))
        self.card_rect = pygame.Rect(L.stage.x + round(8 * s), L.stage.y + round(4 * s), width, h)
        if (self.model.choice_mode() is not None):  # the chooser fills the ring: the card goes over the hand
            self.card_rect.bottom = self.size[1] - round(8 * s)
        elif self.state.over is not None:  # the bell: the card goes to the ring's foot, the
            from scenes.match.ring_view import strip_rect  # winner's raised hand in view (it
            self.card_rect.bottom = strip_rect(L).top - round(4 * s)  # hid it: session 76)
        return lines

    def update(self, dt: float) -> None:
        """The table's update; the crowd cheers each lesson done."""
        super().update(dt)
        if len(self.course.done) != self.lessons_seen:  # a lesson was done: the crowd cheers
            self.lessons_seen = len(self.course.done)
            self.app.sounds.play("crowd_cheer")

    def frame_key(self):
        """The table's key with the log, the lesson's note and the pointer's pulse."""
        key = super().frame_key()
        if key is None:
            return None
        return (key, len(self.match.log), self.note, int(self.time * 3) % 2)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.L is None or not self.model.hand_visible():
            return
        asked = self.ask()
        lines = self.layout_card(asked)
        coach.draw_card(surface, self.card_rect, lines, self.L.s,
                        "Back: keys and glossary \u00b7 Start: pause, restart or leave"
                        if pad_in_use() else
                        "F1: keys and glossary \u00b7 Esc: pause, restart or leave")
        if asked.command is not None:
            pulse = 1.0 if int(self.time * 3) % 2 else 0.4
            target = self.part_rect(asked.point_at, asked)
            page = getattr(asked.command, "page", None)
            if page is not None and asked.point_at != T.parts.HAND:  # the page to play glows too
                slot = self.part_rect(T.parts.HAND, asked)
                if slot is not None and slot != self.L.hand:
                    W.glow(surface, slot, coach.POINT, max(2, round(3 * self.L.s)),
                           round(8 * self.L.s), strength=pulse)
            tags = round(28 * self.L.s) if asked.point_at == T.parts.HAND else 0
            coach.draw_pointer(surface, self.card_rect, target, self.L.s, pulse, tags)
            if self.hovering() and (self.app is None or self.app.stack.top is self):
                self.draw_hover(surface)  # a lifted card and its tips over the glow (it
                # was drawn over them: session 67's play-test)

    def handle(self, event: pygame.event.Event) -> None:
        """The table's input, except that a click on the lesson card does nothing."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.card_rect.collidepoint(event.pos) and not self.presenter.busy:
            return  # the card sits over the ring: a click on it does nothing
        super().handle(event)


__all__ = ["TutorialScene"]
