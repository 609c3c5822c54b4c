"""The player explorer: a seeded driver that feeds the real App what a player's hands do.

    explore(seed, frames, start="launch", folder=tmp) -> Report

Pointer moves and rests, left and right clicks, the wheel, every key the screens use, resizes
and window close, from the first launch on (a fresh save and config folder), restarting the App
after it quits. Clicks lean toward where widgets are (every visible Rect a scene holds: buttons,
hand cards, rows, the ring) so it reaches deep screens, not only random pixels. A start other
than "launch" first makes a deep state with the engine (saves in the folder) and opens it
through the real screens. Frames are fast: a fixed frame time, no sleeping, and a steady clock
(tests/steady_clock.py) whose tick the seed picks, from a fast machine's to a crawling one's: what
the AI and the table fit into a frame is the seed's, not the machine's load, so a run repeats.

Any exception raises ExplorerCrash naming the seed, the frame and the recent input trail.
Every few hundred frames and at the end the save folder is checked (tests/explorer_checks.py).
"""
from __future__ import annotations

import os
import random
import traceback
from collections import deque
from pathlib import Path

import pygame

DT = 1 / 30  # seconds per frame: fixed, never slept
CHECK_EVERY = 300  # frames between checks of the save folder
TRAIL = 40  # inputs remembered for the report
IDLE = 0.35  # the chance that a frame (not in a rest) has no input

KEYS = ([getattr(pygame, f"K_{i}") for i in range(10)] +
        [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz"] +
        [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN,
         pygame.K_LEFT, pygame.K_RIGHT, pygame.K_F1, pygame.K_SLASH, pygame.K_DELETE,
         pygame.K_BACKSPACE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
         pygame.K_SPACE, pygame.K_PLUS, pygame.K_MINUS, pygame.K_KP_ENTER])
# keys a player presses often on every screen
COMMON = [pygame.K_z, pygame.K_u, pygame.K_RETURN, pygame.K_TAB, pygame.K_1, pygame.K_2,
          pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_ESCAPE]
SIZES = [(960, 540), (1280, 720), (1600, 900), (1024, 768), (1920, 1080)]
TICKS = (0.0001, 0.0005, 0.002, 0.01)  # seconds a read of the clock takes, by seed


class ExplorerCrash(AssertionError):
    """The game raised: the seed, the frame and what the player did last."""


def _char(k: int, shift: bool) -> str:
    if k == pygame.K_SLASH:
        return "?" if shift else "/"
    name = pygame.key.name(k)
    if len(name) == 1:
        return name.upper() if shift else name
    return {"space": " ", "return": "\r"}.get(name, "")


def targets(app) -> list[pygame.Rect]:
    """Where the widgets of the visible scenes are: every visible Rect a scene holds (in its
    attributes, and in lists and dicts of them one level down)."""
    found: list[pygame.Rect] = []

    def take(obj) -> None:
        if isinstance(obj, pygame.Rect):
            if obj.w > 2 and obj.h > 2:
                found.append(obj)
            return
        rect = getattr(obj, "rect", None)
        if isinstance(rect, pygame.Rect) and getattr(obj, "visible", True) and rect.w > 2:
            found.append(rect)

    for scene in app.stack.visible()[-2:]:
        for value in list(vars(scene).values()):
            take(value)
            if isinstance(value, dict):
                value = list(value.values())
            if isinstance(value, (list, tuple)) and len(value) < 300:
                for item in value:
                    take(item)
                    if isinstance(item, tuple):
                        for sub in item:
                            take(sub)
    return found


class Player:
    """Seeded hands: one input (or a rest) per call."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.pos = (640, 360)
        self.rest = 0

    def spot(self, app) -> tuple[int, int]:
        w, h = app.size
        rects = targets(app)
        if rects and self.rng.random() < 0.85:
            r = self.rng.choice(rects)
            x = self.rng.randint(r.left, max(r.left, r.right - 1))
            y = self.rng.randint(r.top, max(r.top, r.bottom - 1))
            return max(0, min(w - 1, x)), max(0, min(h - 1, y))
        return self.rng.randrange(w), self.rng.randrange(h)

    def inputs(self, app) -> list[tuple[str, pygame.event.Event | None]]:
        """This frame's inputs, each with a word for the trail."""
        if self.rest > 0:
            self.rest -= 1
            return []
        if self.rng.random() < IDLE:  # the player reads the screen
            return []
        r = self.rng.random()
        if r < 0.18:  # move and rest on a widget (hover crashes live here)
            self.pos = self.spot(app)
            self.rest = self.rng.randint(5, 40)
            return [(f"rest {self.pos}", _motion(self.pos))]
        if r < 0.30:
            self.pos = self.spot(app)
            return [(f"move {self.pos}", _motion(self.pos))]
        if r < 0.62:
            self.pos = self.spot(app)
            button = 3 if self.rng.random() < 0.12 else 1
            return [(f"click {button} {self.pos}", _motion(self.pos)),
                    ("", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self.pos, button=button)),
                    ("", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.pos, button=button))]
        if r < 0.66:
            dy = self.rng.choice((-3, -1, 1, 3))
            return [(f"wheel {dy}", pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False,
                                                       precise_x=0.0, precise_y=float(dy)))]
        if r < 0.985:
            k = self.rng.choice(COMMON if self.rng.random() < 0.5 else KEYS)
            shift = self.rng.random() < 0.15
            mod = pygame.KMOD_SHIFT if shift else 0
            name = ("shift+" if shift else "") + pygame.key.name(k)
            return [(f"key {name}", pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod,
                                                       unicode=_char(k, shift), scancode=0)),
                    ("", pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="",
                                            scancode=0))]
        if r < 0.995:
            size = self.rng.choice(SIZES)
            return [(f"resize {size}", pygame.event.Event(pygame.VIDEORESIZE, size=size,
                                                         w=size[0], h=size[1]))]
        return [("close window", pygame.event.Event(pygame.QUIT))]


def _motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def new_app(size=(1280, 720)):
    """A game as run_game opens it (the menu, and the tutorial offer at first launch)."""
    from scenes.app import App, open_first_screens
    from scenes.trial import leftover
    app = App(size)
    open_first_screens(app)
    note = leftover()
    if note:
        app.toast(note, "error", 8.0)
    return app


DRAW_EVERY = 6  # a frame with no input is drawn one time in this many (a rest still shows
# its tooltips and hover zooms; the picture of a frame between is the same or nearly)


def one_frame(app, events, draw: bool = True) -> None:
    """One frame as App.step runs it, with these events instead of the window's."""
    pygame.event.clear()
    for event in events:
        app.process(event)
        if not app.running:
            return
    app.update(DT)
    if draw or events:
        app.render()
    app.after_frame()  # (the AI's share of thinking, once the frame is shown)
    app.frame += 1
    if app.trial is not None:
        from scenes.trial import frame
        frame(app)


class Report:
    """What an episode did."""

    def __init__(self) -> None:
        self.frames = 0
        self.launches = 0
        self.scenes: set[str] = set()


def explore(seed: int, frames: int, folder: Path, start: str = "launch",
            checks=None) -> Report:
    """Drive the game for this many frames from a start; ExplorerCrash on any exception."""
    from steady_clock import steady
    with steady(TICKS[seed % len(TICKS)]):
        return _explore(seed, frames, folder, start)


def _explore(seed: int, frames: int, folder: Path, start: str) -> Report:
    """explore() on the clock it set."""
    from explorer_checks import Ledger
    from explorer_starts import START
    folder = Path(folder)
    os.environ["RINGSIDE_SAVE_DIR"] = str(folder / "saves")
    os.environ["RINGSIDE_CONFIG_DIR"] = str(folder / "config")
    os.environ["RINGSIDE_LOG_DIR"] = str(folder / "logs")
    os.environ["RINGSIDE_PLAYBOOK_DIR"] = str(folder / "playbooks")
    from game.store import listing  # a fresh folder: nothing cached from the last one
    listing.forget()
    player = Player(seed)
    report = Report()
    trail: deque = deque(maxlen=TRAIL)
    ledger = Ledger(folder / "saves")
    app = None
    frame_no = 0
    try:
        app = new_app()
        report.launches += 1
        START[start](app, seed)
        trail.append(f"start {start}")
        while frame_no < frames:
            if not app.running:
                ledger.check()
                app = new_app(app.size)
                report.launches += 1
                trail.append("restart")
            events = []
            for word, event in player.inputs(app):
                if word:
                    trail.append(f"{frame_no}: {word}")
                events.append(event)
            one_frame(app, events, frame_no % DRAW_EVERY == 0)
            top = app.stack.top
            if top is not None:
                report.scenes.add(type(top).__name__)
            frame_no += 1
            if frame_no % CHECK_EVERY == 0:
                ledger.check()
        if app.running:
            app.quit()
        ledger.check()
    except ExplorerCrash:
        raise
    except Exception as exc:
        scene = type(app.stack.top).__name__ if app is not None and app.stack.top else "-"
        raise ExplorerCrash(
            f"seed {seed} (clock tick {TICKS[seed % len(TICKS)]}), start {start!r}, "
            f"frame {frame_no}, on {scene}: "
            f"{type(exc).__name__}: {exc}\n"
            + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)[-6:])
            + "recent input:\n  " + "\n  ".join(trail)) from exc
    report.frames = frame_no
    return report
