"""The saves being checked in the background: the first visit of a session (every save read,
and after an update every save re-decided once) reads each save in a worker thread while the
menu, the Load list and the Career screen stay responsive and say "Checking saves 37 of 200";
each shows its saves as soon as the check is done. One check runs per folder and projection
(the list's rows, the career's facts); a later visit finds every row read and lists at once."""
from __future__ import annotations

import threading
from pathlib import Path

from game import store

_RUNNING: dict[str, "SaveCheck"] = {}
_LOCK = threading.Lock()


class SaveCheck:
    """The verdicts of some saves of a folder, decided one by one in a worker thread."""

    def __init__(self, paths: list[Path], cat, for_: str = "list") -> None:
        self.total = len(paths)
        self.count = 0
        self.finished = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(paths, cat, for_), daemon=True,
                                       name="ringside-save-check")
        self.thread.start()

    def _run(self, paths: list[Path], cat, for_: str) -> None:
        """Read every save (a failure only leaves the rest to the screen, which reads them
        itself)."""
        try:
            store.check_saves(paths, cat, self._progress, for_)
        except Exception:  # the list decides what is left; never crash the worker loudly
            pass
        finally:
            self.finished.set()

    def _progress(self, done: int, total: int) -> None:
        """Hear how many are decided."""
        self.count = done

    @property
    def done(self) -> bool:
        """True once every save is decided."""
        return self.finished.is_set()

    def words(self) -> str:
        """What the screens say while it runs ('Checking saves 37 of 200')."""
        return f"Checking saves {min(self.count + 1, self.total)} of {self.total}"

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until it is done (tests, and leaving the game); True when done."""
        return self.finished.wait(timeout)


def start_check(folder: Path | str | None, cat, for_: str = "list") -> SaveCheck | None:
    """The check running for the folder, or a new one for the saves this session has not read
    (for the list, or for the career: "history"); None when every one is read (the caller
    lists at once)."""
    try:
        folder = Path(folder) if folder is not None else store.save_folder()
    except Exception:  # no save folder: the list says why
        return None
    key = f"{for_}|{folder}"
    with _LOCK:
        running = _RUNNING.get(key)
        if running is not None and not running.done:
            return running
        paths = store.saves_to_check(folder, cat, for_)
        if not paths:
            return None
        check = _RUNNING[key] = SaveCheck(paths, cat, for_)
        return check


def wait_all(timeout: float | None = None) -> None:
    """Wait for every check running (tests)."""
    with _LOCK:
        checks = list(_RUNNING.values())
    for check in checks:
        check.wait(timeout)
