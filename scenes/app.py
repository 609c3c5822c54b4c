"""The App: the window, the clock, sounds, toasts, settings, the scene stack and the main loop.

run_game() is the entry point main.py calls. Audio is optional: with no audio device (or a mixer
that fails to start in any way) the game runs silently. Settings are read from the settings file
at start (a damaged file gives defaults and a toast) and applied live by apply_settings().

Frames in which nothing on screen would change are not drawn again: every visible scene may
give a frame_key(); when all keys are the same as last frame's (and no toast is fading), the
window keeps last frame's picture and the frame costs about as much as an empty loop.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout clean (--json output)
# Windows: sharp pixels on scaled screens, window sizes in logical pixels (as on macOS). SDL reads
# these hints from the environment; other systems ignore them.
os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
os.environ.setdefault("SDL_WINDOWS_DPI_SCALING", "1")
# Linux: the window's class (taskbars, docks and `xdotool search --class` named it "main.py",
# after the script: session 71's play-test); SDL 2 reads the first, newer SDL the second.
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Ringside")
os.environ.setdefault("SDL_APP_NAME", "Ringside")

import pygame  # noqa: E402

from sprites.fonts import start as start_fonts  # noqa: E402
from scenes.ui.prefs import AI_SPEEDS, Settings, load_settings, save_settings  # noqa: E402
from scenes.routes import is_scene, scene_class  # noqa: E402
from scenes.idle_collect import between_frames, collect_due  # noqa: E402
from scenes.window import (MIN_SIZE, fits, fitted, on_the_desktop, open_window,  # noqa: E402,F401
                           to_pixels)  # (MIN_SIZE, to_pixels: the App's own words too)
from scenes.ui.stack import SceneStack  # noqa: E402
from scenes.ui.gamepad import LAST as LAST_INPUT, Gamepads  # noqa: E402
from scenes.ui.widgets import BG, Toasts, ui_scale  # noqa: E402

GAMEPAD_EVENTS = (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED,
                  pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                  pygame.CONTROLLERAXISMOTION)

__all__ = ["App", "Settings", "Sounds", "run_game", "headless_env", "AI_DELAY", "CUE_SCALE",
           "AI_SPEEDS", "DEFAULT_SIZE", "MIN_SIZE", "FPS"]

DEFAULT_SIZE = (1280, 720)
FPS = 60
GRACE = 5.0  # seconds a SIGTERM gives the scenes to save before the game exits regardless

# Seconds between AI actions, and how long animation cues hold input, per AI speed.
AI_DELAY = {"slow": 1.5, "normal": 0.75, "fast": 0.12}
CUE_SCALE = {"slow": 1.25, "normal": 1.0, "fast": 0.35}


class Sounds:
    """The sound cues from the installed sounds package's .wav files; every call is a no-op
    without an audio device."""

    def __init__(self, folder: Path | None = None, volume: float = 0.7) -> None:
        self.ok = False
        self.bank: dict[str, object] = {}
        self.volume = volume
        self.played: list[str] = []  # names played, newest last (kept short; tests read it)
        self.problem = ""
        self.hum = 0.0  # the crowd ambience's level now (0..1 of the volume; 0: not playing)
        self.hum_channel = None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            pygame.mixer.set_num_channels(16)
            pygame.mixer.set_reserved(1)  # channel 0 is the crowd's hum alone
            self.hum_channel = pygame.mixer.Channel(0)
            self.ok = True
        except Exception as exc:  # no device, no driver, no mixer module: play silently
            self.ok = False
            self.problem = f"{type(exc).__name__}: {exc}"
            return
        if folder is None:
            import sounds
            folder = sounds.folder()
        for name in self.cue_names():
            path = folder / f"{name}.wav"
            if not path.is_file():
                continue
            try:
                snd = pygame.mixer.Sound(str(path))
                snd.set_volume(volume)
                self.bank[name] = snd
            except Exception:
                continue

    @staticmethod
    def cue_names() -> tuple[str, ...]:
        """The names of the sound cues (sounds.CUES)."""
        from sounds import CUES
        return tuple(CUES)

    def set_volume(self, volume: float) -> None:
        """Change the volume of every cue (0 is silent)."""
        self.volume = max(0.0, min(1.0, float(volume)))
        for snd in self.bank.values():
            try:
                snd.set_volume(self.volume)
            except Exception:
                pass
        self.ambience(self.hum)

    def ambience(self, level: float) -> None:
        """The crowd's hum (the looped ambience cue) at `level` (0..1) of the volume; 0 stops it."""
        from sounds import AMBIENCE
        self.hum = max(0.0, min(1.0, float(level)))
        snd, channel = self.bank.get(AMBIENCE), self.hum_channel
        if snd is None or channel is None:
            return
        try:
            if self.hum <= 0.0 or self.volume <= 0.0:
                channel.stop()
                return
            snd.set_volume(1.0)  # the channel's volume is the hum's
            if not channel.get_busy():
                channel.play(snd, loops=-1)
            channel.set_volume(self.hum * self.volume)
        except Exception:
            pass

    def play(self, name: str) -> None:
        """Play a cue if it exists, audio works and the volume is up."""
        self.played.append(name)
        del self.played[:-50]
        snd = self.bank.get(name)
        if snd is None or self.volume <= 0:
            return
        try:
            snd.play()
        except Exception:
            pass


class App:
    """The game window and its loop."""

    def __init__(self, size: tuple[int, int] | None = DEFAULT_SIZE, cat=None,
                 settings: Settings | None = None) -> None:
        if cat is None:  # the cards first: without them no window opens at all
            from game.library import Catalog, load_library
            cat = Catalog(load_library())
        problem = None
        if settings is None:
            settings, problem = load_settings()
        self.settings = settings
        self.persist_settings = True
        start_fonts()  # (before pygame.init: the fonts' glyph cache is set as freetype starts)
        pygame.init()
        self.fullscreen = False
        if size is None:
            size = settings.window_size()
            self.fullscreen = size is None
        self.window = open_window(fitted(size or DEFAULT_SIZE), self.fullscreen)
        self.screen = self.window.get_surface()
        self.size = self.screen.get_size()
        self.clock = pygame.time.Clock()
        self.sounds = Sounds(volume=settings.volume)
        self.toasts = Toasts()
        self.background: list = []  # fn(dt) each frame whoever is on top (an online line)
        self.gamepads = Gamepads()  # controllers: their presses are the keyboard's keys
        self.gamepads.start()
        LAST_INPUT.pad = False  # a new window starts with the keys' names
        self.stack = SceneStack(self.size)
        self.running = True
        self.frame = 0
        self.drawn = 0  # frames actually drawn (the others were unchanged)
        self._last_key = None
        self.redraw_all = True  # the window's picture can't be trusted: scenes draw it whole
        self.autosave = True  # save matches after every action (the demo turns it off)
        self.trial = None  # [path, frames shown] of a save being opened (scenes/trial.py)
        self.exit_watchdog = False  # the game window: a scene that hangs on quit can't hold it
        self.terminating = False  # a SIGTERM came; a second one exits at once
        self.watchdogs: list = []  # timers that end the game if quitting hangs
        self.cat = cat
        if problem:
            self.toast(f"Settings: {problem}; using the defaults.", "error", 6.0)

    # ---- window ------------------------------------------------------------------------------

    @property
    def density(self) -> float:
        """Screen pixels per logical pixel (2.0 on a Retina or 200% screen, else 1.0)."""
        logical = self.window.size[0]
        return self.screen.get_width() / logical if logical > 0 else 1.0

    def flip(self) -> None:
        """Show the frame drawn on the screen surface."""
        self.window.flip()

    @property
    def scale(self) -> float:
        """UI scale against the 1280x720 design size."""
        return ui_scale(self.size)

    @property
    def text_scale(self) -> float:
        """How much bigger the player wants text (1.0 normal, 1.2 large)."""
        return self.settings.text_scale

    def resize(self, size: tuple[int, int] | None = None) -> None:
        """Take a new window size (logical pixels; None: the size the window has now) and lay
        every scene out again."""
        if size is None and not self.fullscreen and not fits(tuple(self.window.size)):
            size = tuple(self.window.size)  # (a window manager ignoring the minimum: 800x480)
        if size is not None and not self.fullscreen:
            w, h = max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))
            if tuple(self.window.size) != (w, h):
                try:
                    self.window.size = (w, h)
                except (pygame.error, ValueError):
                    pass
        self.screen = self.window.get_surface()  # a resized window has a new surface
        self.size = self.screen.get_size()
        self.invalidate()
        self.stack.layout(self.size)

    def apply_window(self) -> None:
        """Switch to the window size (or fullscreen) in the settings."""
        size = self.settings.window_size()
        full = size is None
        if full == self.fullscreen and (full or tuple(self.window.size) == size):
            return
        try:
            if full:
                self.window.set_fullscreen(desktop=True)
            else:
                if self.fullscreen:
                    self.window.set_windowed()
                size = fitted(size)  # (1280x720 chosen on a 1000x600 screen opened off it)
                self.window.size = size
                if not on_the_desktop(tuple(self.window.position), size):
                    self.window.position = pygame.WINDOWPOS_CENTERED  # not half off the screen
        except pygame.error as exc:
            self.toast(f"Can't change the window: {exc}", "error")
            return
        self.fullscreen = full
        self.resize()

    def window_words(self) -> str | None:
        """The window's size in words when it is none of the settings' sizes (the player
        dragged its edge), else None."""
        if self.fullscreen or tuple(self.size) == self.settings.window_size():
            return None
        return f"{self.size[0]} \u00d7 {self.size[1]}"

    def apply_settings(self, window: bool = True) -> None:
        """Apply the settings now: volume, window, and every scene that depends on them."""
        self.sounds.set_volume(self.settings.volume)
        if window:
            self.apply_window()
        self.invalidate()
        for scene in self.stack.scenes:
            hook = getattr(scene, "settings_changed", None)
            if hook is not None:
                hook()
        self.stack.layout(self.size)

    def save_settings(self) -> bool:
        """Write the settings file; a problem becomes a toast. True when saved."""
        if not self.persist_settings:
            return True
        problem = save_settings(self.settings)
        if problem:
            self.toast(f"Settings: {problem}", "error", 5.0)
            return False
        return True

    def toast(self, text: str, kind: str = "info", ttl: float = 3.5, key: str = "") -> None:
        """Show a short message over everything (a newer one of the same key replaces it)."""
        self.toasts.add(text, kind, ttl, key)

    # ---- helpers for card faces ----------------------------------------------------------------

    def start_face_helper(self) -> bool:
        """Draw card faces ahead of need in a helper process (False: drawn in quiet frames)."""
        from sprites.face_store import STORE
        return STORE.start_helper()

    # ---- the loop ----------------------------------------------------------------------------

    def process(self, event: pygame.event.Event) -> None:
        """Route one event: quit, resize, the card zoom, or to the top scene."""
        if event.type == pygame.QUIT:
            if self.trial is not None:  # the game still answers: the save opened fine
                from scenes.trial import end
                end(self)
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
            return
        if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED,
                          pygame.WINDOWDISPLAYCHANGED):
            self.resize()
            return
        if LAST_INPUT.note(event):  # the controller (or the keyboard and mouse) took over
            self.invalidate()  # the glyphs or the keys' names: draw again
        if event.type in GAMEPAD_EVENTS:
            self.gamepad_event(event)
            return
        event = to_pixels(event, self.density)
        if self.zoom(event) or self.help(event):
            return
        self.stack.handle(event)

    def gamepad_event(self, event: pygame.event.Event) -> None:
        """A controller event: its keys go to the scenes; a plug or unplug is told in a toast,
        and unplugging the controller in use mid-match pauses the match (nothing is lost)."""
        was_in_use = LAST_INPUT.pad or self.gamepads.used
        for key_event in self.gamepads.keys_for(event):
            self.process(key_event)
        for words in self.gamepads.notices:
            self.toast(words, "info", 3.0)
        self.gamepads.notices.clear()
        if event.type == pygame.CONTROLLERDEVICEREMOVED and was_in_use:
            top = self.stack.top
            if top is not None and is_scene(top, "match") and not self.gamepads.pads \
                    and not getattr(top.model, "finished", False):
                top.pause()

    # ---- navigation: scenes open each other by name (scenes/routes.py) ------------------------

    def make(self, name: str, *args, **kwargs):
        """A new scene of this name, built for this app."""
        return scene_class(name)(self, *args, **kwargs)

    def push(self, name: str, *args, **kwargs):
        """Open the named scene on top of this one (an overlay or a screen to come back from)."""
        return self.stack.push(self.make(name, *args, **kwargs))

    def replace(self, name: str, *args, **kwargs):
        """Swap the top scene for the named one."""
        return self.stack.replace(self.make(name, *args, **kwargs))

    def pop(self):
        """Close the top scene; the one below is the top again."""
        return self.stack.pop()

    def reset(self, name: str, *args, **kwargs):
        """Clear the stack and start again from the named scene."""
        return self.stack.reset(self.make(name, *args, **kwargs))

    def zoom(self, event: pygame.event.Event) -> bool:
        """Right-click or Z over a card: show it big (True when the event was used)."""
        top = self.stack.top
        if top is None or is_scene(top, "zoom"):
            return False
        finder = getattr(top, "card_at", None)
        if finder is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3:
            hit, held = finder(event.pos), "mouse"
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_z and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            hit, held = finder(None), "z"
        else:
            return False
        if not hit or hit[1] is None:
            return False
        self.push("zoom", hit[0], hit[1], held)
        return True

    def help(self, event: pygame.event.Event) -> bool:
        """F1 (or ? when nobody is typing): the keys of the screen and the glossary."""
        if event.type != pygame.KEYDOWN:
            return False
        from scenes.learn.help import wants_help
        top = self.stack.top
        if top is None or not wants_help(event, top) or is_scene(top, "help"):
            return False
        self.push("help")
        return True

    def step(self, dt: float) -> None:
        """One frame: events, update, draw, flip."""
        for event in pygame.event.get():
            self.process(event)
            if not self.running:
                return
        self.update(dt)
        self.render()
        self.flip()
        self.after_frame()
        collect_due()  # (only while the loop runs: scenes.idle_collect)
        self.frame += 1
        if self.trial is not None:
            from scenes.trial import frame
            frame(self)

    def after_frame(self) -> None:
        """Work that waits till the frame is shown (the AI's thinking): the top scene's."""
        top = self.stack.top
        if top is not None and hasattr(top, "after_frame"):
            top.after_frame()

    def update(self, dt: float) -> None:
        """Advance the top scene and the toasts."""
        self.toasts.update(dt)
        for fn in list(self.background):
            fn(dt)
        self.stack.update(dt)
        if not self.stack.scenes:
            self.running = False

    def frame_key(self):
        """What the screen would show (None: unknown, so draw)."""
        if self.toasts.items:
            return None
        keys = []
        for scene in self.stack.visible():
            fk = getattr(scene, "frame_key", None)
            key = fk() if fk is not None else None
            if key is None:
                return None
            keys.append((id(scene), key))
        return (self.size, tuple(keys)) if keys else None

    def invalidate(self) -> None:
        """Draw the next frame again, every pixel of it (scenes that put back only what
        changed since their last frame draw it whole)."""
        self._last_key = None
        self.redraw_all = True

    def render(self) -> bool:
        """Draw the visible scenes and the toasts onto the window (unless nothing changed since
        the last frame drawn). True when drawn."""
        key = self.frame_key()
        if key is not None and key == self._last_key and self.screen.get_size() == self.size:
            return False
        visible = self.stack.visible()
        if not (visible and getattr(visible[0], "opaque", False)):
            self.screen.fill(BG)  # a scene that paints every pixel needs no clearing first
        self.stack.draw(self.screen)
        top = self.stack.top
        self.toasts.draw(self.screen, self.scale, *(
            (top.toast_top(), top.toast_bottom(), top.toast_width(),
             top.toast_least()) if top is not None else ()))
        self._last_key = key
        self.redraw_all = False
        self.drawn += 1
        return True

    def quit(self) -> None:
        """Stop the loop; scenes get a chance to save first (in the game window, a scene that
        takes longer than GRACE seconds no longer holds the game open)."""
        if self.exit_watchdog:
            import threading
            watchdog = threading.Timer(GRACE, os._exit, (0,))
            watchdog.daemon = True
            watchdog.start()
            self.watchdogs.append(watchdog)
        for scene in [*reversed(self.stack.scenes), *self.background]:  # (a save still
            hook = getattr(scene, "on_quit", None)  # being tried has its last try: review)
            if hook is not None:
                try:
                    hook()
                except Exception as exc:  # never let a save problem block closing the window
                    print(f"ringside: {exc}", file=sys.stderr)
        self.running = False
        try:
            from sprites.face_store import STORE
            STORE.stop_helper()
        except Exception:
            pass

    def run(self, first=None) -> None:
        """Run until the window closes (from the given scene, or what is open, or the menu)."""
        if first is not None:
            self.stack.push(first)
        elif self.stack.top is None:
            self.push("menu")
        with between_frames():  # garbage collected after a flip, never mid-frame
            while self.running:
                self.step(min(0.1, self.clock.tick(FPS) / 1000.0))


def open_first_screens(app: App) -> None:
    """The menu, and over it at first launch the tutorial offer (pushed after the menu, so it shows)."""
    app.push("menu")
    if not app.settings.tutorial_offered:
        app.push("tutorial_offer")


def sweep_leftovers() -> None:
    """Remove the temporary files killed writes left in the save, online record, playbook and
    settings folders (an hour old or more)."""
    from game.library import playbook_dir
    from game.store import save_folder, sweep_stale_temps
    from scenes.ui.prefs import config_dir
    now = time.time()
    for folder in (lambda: save_folder(), lambda: save_folder() / "online",
                   lambda: playbook_dir(create=False), config_dir):
        try:
            sweep_stale_temps(folder(), now)
        except Exception:  # a folder that can't be read has nothing to sweep
            continue


def run_game(size: tuple[int, int] | None = None) -> int:
    """Open the window at the menu and play until it is closed. Returns an exit code."""
    from game.library import CardError, CardsMissing
    try:
        app = App(size)
    except CardsMissing as exc:
        print(f"ringside: {exc}", file=sys.stderr)
        return 2
    except CardError as exc:
        print(f"ringside: the card files have a mistake: {exc}", file=sys.stderr)
        return 2
    except pygame.error as exc:
        print(f"ringside: cannot open a window: {exc}", file=sys.stderr)
        return 1
    sweep_leftovers()
    app.start_face_helper()
    app.exit_watchdog = True  # closing the window always ends the game
    open_first_screens(app)
    _end_on_sigterm(app)
    from scenes.trial import leftover
    note = leftover()
    if note:
        app.toast(note, "error", 8.0)
    code = 0
    try:
        app.run()
    except KeyboardInterrupt:
        app.quit()
    except Exception as exc:  # the game broke: log it, save what we can, say so kindly
        from scenes.crash import handle_crash
        code = handle_crash(app, exc)
    finally:
        try:
            from sprites.face_store import STORE
            STORE.stop_helper()
        except Exception:
            pass
        pygame.quit()
        for watchdog in app.watchdogs:  # the game ended in time
            watchdog.cancel()
    return code


def _end_on_sigterm(app) -> None:
    """SIGTERM ends the game whatever it is doing: scenes may save, then the loop stops; a game
    that does not stop within GRACE seconds (or a second SIGTERM) exits at once."""
    import signal
    import threading

    def stop(signum, frame):
        if app.terminating:
            os._exit(128 + signum)
        app.terminating = True
        killer = threading.Timer(GRACE, os._exit, (128 + signum,))
        killer.daemon = True
        killer.start()
        app.watchdogs.append(killer)
        try:
            from scenes.trial import stopped
            stopped(app)
            app.quit()
        except BaseException:
            pass
        raise SystemExit(128 + signum)

    try:
        signal.signal(signal.SIGTERM, stop)
    except (ValueError, OSError, AttributeError):  # not the main thread, or no SIGTERM here
        pass


def headless_env() -> None:
    """Use SDL's dummy video and audio drivers unless the caller chose others."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
