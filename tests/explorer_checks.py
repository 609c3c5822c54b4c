"""What the explorer checks in the save folder while it plays (issue 25, item 2).

- A finished match in the folder is never replaced by an older or shorter copy.
- Every save in the folder still verifies (re-decided command by command, as
  `ringside replay FILE --verify` does).
- Continue never offers a finished match, a copy of a match that went on (a log that is a
  prefix of another save's), or anything written from the replay viewer.
"""
from __future__ import annotations

from pathlib import Path


def _log_key(data) -> tuple:
    return tuple(repr(cmd) for cmd, _ in data.log)


class Ledger:
    """The saves seen so far in one folder, and the checks on them."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.finished: dict[str, int] = {}  # file name -> entries when first seen finished
        self.verified: dict[str, tuple] = {}  # file name -> (size, mtime) verified last

    def check(self) -> None:
        """Every check once over the folder as it is now (AssertionError names the file)."""
        from game import store
        from game.library import Catalog, load_library
        from game.tutorial import is_tutorial
        if not self.folder.is_dir():
            return
        cat = _catalog(Catalog, load_library)
        logs: dict[str, tuple] = {}
        for path in sorted(self.folder.glob("*.json")):
            stat = path.stat()
            if self.verified.get(path.name) != (stat.st_size, stat.st_mtime_ns):
                result = store.verify(path, cat)
                assert result["ok"], f"{path.name} no longer verifies: {result['error']}"
                self.verified[path.name] = (stat.st_size, stat.st_mtime_ns)
            if store.save_kind(path) != "match":
                continue
            data = store.read_save(path)
            logs[path.name] = (data.setup, _log_key(data))
            over = any(type(ev).__name__ == "MatchEnded" for _, evs in data.log for ev in evs)
            seen = self.finished.get(path.name)
            if seen is not None and is_tutorial(data.setup):  # its one file, written over when
                seen = None  # the tutorial starts again (DECISIONS: the tutorial is a lesson)
            if seen is not None:
                assert over and len(data.log) >= seen, (
                    f"the finished match {path.name} ({seen} entries) was replaced by "
                    f"{'an unfinished' if not over else 'a shorter'} copy ({len(data.log)})")
            if over:
                self.finished[path.name] = max(seen or 0, len(data.log))
        self.check_continue(logs)

    def check_continue(self, logs: dict) -> None:
        """Continue offers something still being played that no other save went on from."""
        from scenes.menus.menu import continue_target
        row = continue_target()
        if row is None or row.kind != "match":
            if row is not None:
                assert not row.over, f"Continue offers the finished season {row.path.name}"
            return
        assert not row.over, f"Continue offers the finished match {row.path.name}"
        mine = logs.get(row.path.name)
        if mine is None or "-from-" in row.path.name:  # a play-on the player asked for
            return
        for name, (setup, log) in logs.items():
            if name != row.path.name and "-from-" not in name and setup == mine[0] and len(log) > len(mine[1]) \
                    and log[:len(mine[1])] == mine[1]:
                raise AssertionError(f"Continue offers {row.path.name}, a copy of {name} "
                                     "that went on")


_CAT = []


def _catalog(Catalog, load_library):
    if not _CAT:
        _CAT.append(Catalog(load_library()))
    return _CAT[0]
