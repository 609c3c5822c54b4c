"""The App: the window, the clock, sounds, toasts, the scene stack and the main loop.

run_game() is the entry point main.py calls. Audio is optional: with no audio device the game
runs silently.
"""
from __future__ import annotations

import os
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

import pygame

from .stack import SceneStack
from .widgets import BG, Toasts, ui_scale

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 540)
FPS = 60
SOUND_DIR = Path(__file__).resolve().parent.parent / "sounds"

# Seconds between AI actions, and how long animation cues hold input, per AI speed.
AI_DELAY = {"slow": 1.5, "normal": 0.75, "fast": 0.12}
CUE_SCALE = {"slow": 1.25, "normal": 1.0, "fast": 0.35}
AI_SPEEDS = ("slow", "normal", "fast")


@dataclass
class Settings:
    """Choices that last for the session."""
    ai_speed: str = "normal"
    volume: float = 0.7


class Sounds:
    """The sound cues from sounds/*.wav; every call is a no-op without an audio device."""

    def __init__(self, folder: Path = SOUND_DIR, volume: float = 0.7) -> None:
        self.ok = False
        self.bank: dict[str, object] = {}
        self.volume = volume
        self.played: list[str] = []  # names played, newest last (kept short; tests read it)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            pygame.mixer.set_num_channels(16)
            self.ok = True
        except (pygame.error, NotImplementedError, OSError):
            self.ok = False
            return
        for name in self.cue_names():
            path = folder / f"{name}.wav"
            if not path.is_file():
                continue
            try:
                snd = pygame.mixer.Sound(str(path))
                snd.set_volume(volume)
                self.bank[name] = snd
            except (pygame.error, OSError):
                continue

    @staticmethod
    def cue_names() -> tuple[str, ...]:
        """The names of the sound cues (from sounds.CUES, else the files present)."""
        try:
            from sounds import CUES
            return tuple(CUES)
        except ImportError:
            return tuple(p.stem for p in SOUND_DIR.glob("*.wav"))

    def play(self, name: str) -> None:
        """Play a cue if it exists and audio works."""
        self.played.append(name)
        del self.played[:-50]
        snd = self.bank.get(name)
        if snd is None:
            return
        try:
            snd.play()
        except pygame.error:
            pass


class App:
    """The game window and its loop."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, cat=None,
                 settings: Settings | None = None) -> None:
        pygame.init()
        pygame.display.set_caption("Ringside")
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error, TypeError, ValueError):
            pass
        self.size = self.screen.get_size()
        self.clock = pygame.time.Clock()
        self.settings = settings or Settings()
        self.sounds = Sounds(volume=self.settings.volume)
        self.toasts = Toasts()
        self.stack = SceneStack(self.size)
        self.running = True
        self.frame = 0
        self.autosave = True  # save matches at their end and on quit (the demo turns it off)
        if cat is None:
            from game.catalog import Catalog
            from game.library import load_library
            cat = Catalog(load_library())
        self.cat = cat

    # ---- window ------------------------------------------------------------------------------

    @property
    def scale(self) -> float:
        """UI scale against the 1280x720 design size."""
        return ui_scale(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        """Take a new window size and lay every scene out again."""
        w, h = max(320, int(size[0])), max(200, int(size[1]))
        current = pygame.display.get_surface()
        if current is not None:
            self.screen = current  # the window may already have resized its surface
        if self.screen.get_size() != (w, h):
            try:
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            except pygame.error:
                pass
        self.size = self.screen.get_size()
        self.stack.layout(self.size)

    def toast(self, text: str, kind: str = "info", ttl: float = 3.5) -> None:
        """Show a short message over everything."""
        self.toasts.add(text, kind, ttl)

    # ---- the loop ----------------------------------------------------------------------------

    def process(self, event: pygame.event.Event) -> None:
        """Route one event: quit, resize, or to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
            return
        if event.type in (getattr(pygame, "WINDOWRESIZED", -1),
                          getattr(pygame, "WINDOWSIZECHANGED", -1)):
            if self.screen.get_size() != self.size:
                self.resize(self.screen.get_size())
            return
        self.stack.handle(event)

    def step(self, dt: float) -> None:
        """One frame: events, update, draw, flip."""
        for event in pygame.event.get():
            self.process(event)
            if not self.running:
                return
        self.update(dt)
        self.render()
        pygame.display.flip()
        self.frame += 1

    def update(self, dt: float) -> None:
        """Advance the top scene and the toasts."""
        self.toasts.update(dt)
        self.stack.update(dt)
        if not self.stack.scenes:
            self.running = False

    def render(self) -> None:
        """Draw the visible scenes and the toasts onto the window."""
        self.screen.fill(BG)
        self.stack.draw(self.screen)
        top = self.stack.top
        self.toasts.draw(self.screen, self.scale, top.toast_top() if top is not None else None)

    def quit(self) -> None:
        """Stop the loop; scenes get a chance to save first."""
        for scene in reversed(self.stack.scenes):
            hook = getattr(scene, "on_quit", None)
            if hook is not None:
                try:
                    hook()
                except Exception as exc:  # never let a save problem block closing the window
                    print(f"ringside: {exc}", file=sys.stderr)
        self.running = False

    def run(self, first=None) -> None:
        """Run until the window closes."""
        if first is None:
            from .menu import MenuScene
            first = MenuScene(self)
        self.stack.push(first)
        while self.running:
            dt = min(0.1, self.clock.tick(FPS) / 1000.0)
            self.step(dt)


def run_game(size: tuple[int, int] = DEFAULT_SIZE) -> int:
    """Open the window at the menu and play until it is closed. Returns an exit code."""
    try:
        from game.library import CardError
    except ImportError:  # pragma: no cover
        CardError = Exception  # type: ignore[misc,assignment]
    try:
        app = App(size)
    except CardError as exc:
        print(f"ringside: the card files have a mistake: {exc}", file=sys.stderr)
        return 2
    except pygame.error as exc:
        print(f"ringside: cannot open a window: {exc}", file=sys.stderr)
        return 1
    try:
        app.run()
    except KeyboardInterrupt:
        app.quit()
    finally:
        pygame.quit()
    return 0


def headless_env() -> None:
    """Use SDL's dummy video and audio drivers unless the caller chose others."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
