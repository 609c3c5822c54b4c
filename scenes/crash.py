"""When the game itself breaks: a crash log, an emergency save, and a friendly message."""
from __future__ import annotations

import os
import sys
import traceback
from datetime import datetime, timezone
from pathlib import Path

import pygame


def log_dir() -> Path:
    """The platformdirs log folder (RINGSIDE_LOG_DIR overrides it)."""
    override = os.environ.get("RINGSIDE_LOG_DIR")
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_log_dir("Ringside", appauthor=False))


def _version() -> str:
    """The game's version for the log ("unknown" if even that is broken)."""
    try:
        from game import store
        return store.game_version()
    except Exception:  # a crash log must be written whatever else is broken
        return "(version unknown)"


def write_crash_log(exc: BaseException) -> Path | None:
    """Write the traceback to a new crash log with a name of its own (never over another log,
    never through a symlink); None if even that is impossible."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    data = (f"Ringside {_version()} crashed at {stamp} UTC\n"
            f"Python {sys.version.split()[0]} on {sys.platform}\n\n{text}").encode(
                "utf-8", "backslashreplace")  # (a file name not UTF-8 in it: session 69)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        for n in range(1000):
            path = folder / (f"crash-{stamp}-{os.getpid()}" + (f"-{n}" if n else "") + ".log")
            try:
                fd = os.open(path, flags, 0o644)
            except FileExistsError:
                continue
            try:
                os.write(fd, data)
            finally:
                os.close(fd)
            return path
        return None
    except OSError:
        return None


def emergency_save(app) -> list[Path]:
    """Save every match being played and every season on the scene stack; what could be saved.

    A match is saved into its own autosave file (the one Continue and Load already offer), never
    as a second copy; a finished match, the results, the reveal and the replay viewer write
    nothing (what they show is saved already)."""
    saved: list[Path] = []
    from game import store
    scenes = list(getattr(getattr(app, "stack", None), "scenes", []))
    for scene in reversed(scenes):
        try:
            match = getattr(scene, "match", None)
            saver = getattr(scene, "autosaver", None)
            if saver is not None and match is not None and hasattr(match, "log") \
                    and not match.over:
                path = saver.save_now(match)
                if path is not None:
                    saved.append(path)
            season = getattr(scene, "season", None)
            saver = getattr(scene, "saver", None)
            if season is not None and hasattr(saver, "save"):  # (its own file, never over
                where = saver.save(True)  # another window's save of it: the review)
                if where is not None:
                    saved.append(where)
            elif season is not None and hasattr(season, "log"):
                where = getattr(scene, "season_file", None) or store.new_season_path(season)
                saved.append(store.write_season(season, where))  # (never over another
                # season of the same seed: a new one's own file)
        except Exception:  # an emergency save must never make things worse
            continue
    return saved + last_tries(app)


def last_tries(app) -> list[Path]:
    """A save still being tried (a full disk at the bell) has its last try: session 67's second
    save attack; what landed."""
    saved: list[Path] = []
    for waiting in list(getattr(app, "background", [])):
        try:
            hook = getattr(waiting, "on_quit", None)
            path = hook() if hook is not None else None
            if isinstance(path, Path):
                saved.append(path)
        except Exception:
            continue
    return saved


def crash_message(log: Path | None, saved: list[Path], note: str | None = None) -> list[str]:
    """The friendly words shown (and printed) after a crash."""
    lines = ["Sorry - Ringside ran into a problem and has to close."]
    if note:
        lines.append(note)
    if saved:
        lines.append("Your game was saved: " + ", ".join(p.name for p in saved) +
                     " (Load it from the menu).")
    elif not note:
        lines.append("There was no game in progress to save.")
    lines.append(f"A crash log was written to {log}." if log else "No crash log could be written.")
    return lines


def handle_crash(app, exc: BaseException) -> int:
    """Log, save what can be saved, tell the player kindly; the exit code."""
    log = write_crash_log(exc)
    from scenes.trial import crashed
    note = crashed(app)  # a save that crashed the game while opening: set aside, not re-saved
    saved = last_tries(app) if note else emergency_save(app)  # (a finished match waiting
    # for room still has its last try when another save crashed: session 68's save attack)
    lines = crash_message(log, saved, note)
    print("ringside: " + " ".join(lines), file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") != "dummy":
        show_message(lines, getattr(app, "window", None))
    return 1


def show_message(lines: list[str], window=None) -> None:
    """The message in the game's window until a key or a click (best effort)."""
    try:
        if window is None:
            return
        screen = window.get_surface()
        from scenes.ui.widgets import draw_text
        clock = pygame.time.Clock()
        while True:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    return
            screen.fill((14, 16, 26))
            w, h = screen.get_size()
            k = w / max(1, window.size[0])  # screen pixels per logical pixel (high-DPI)
            y = h // 2 - round(60 * k)
            for i, line in enumerate(lines + ["Press any key to close."]):
                draw_text(screen, line, round((30 if i == 0 else 20) * k), (235, 235, 240),
                          i == 0, max_w=w - round(80 * k), midtop=(w // 2, y))
                y += round((48 if i == 0 else 32) * k)
            window.flip()
            clock.tick(30)
    except Exception:
        return
