"""Verdicts: whether a save verifies, decided once per version of the file and remembered.

The Load list and the career count only saves that verify (every command re-decided, as opening
and `replay --verify` do). Re-deciding 200 saves on every visit would be slow, so each verdict is
kept in a hidden file in the save folder (`.ringside-verdicts`), keyed by

    HMAC-sha256 of the file's bytes : the game version : the newest rules edition : the cards

and holding the verdict, its one-line reason and the file's name (a file's older versions are
dropped when a new one is decided, so the cache holds about one verdict per save). A file that changes by a single byte has a new
hash and is verified again; a new game version, rules edition or card data verifies everything
again (a newer game may refuse what an older one let through). The cache is read with a size
bound and never trusted to crash anything: a damaged or foreign cache is just rebuilt. It holds
no save data, only verdicts. The hash is keyed with this installation's own key, kept in the
config folder (game/store/secret.py): an entry written without it (a cache copied in with a
folder of saves, or forged by hand for an edited save the career then counted: session 63) is
no verdict, and its save is re-decided. Opening always re-decides. When the game writes a
save it has just decided every command of, it records that new version as verified
(record_written, written out with the next listing), so an honest save never pays a re-verify.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import threading
from pathlib import Path

from .durable import MAX_BYTES, read_regular, replace_file
from .secret import verdict_key
from .version import game_version

CACHE_NAME = ".ringside-verdicts"  # hidden, and no .json: never listed as a save
FORMAT = "ringside-verdicts"
MAX_VERDICTS = 5000
MAX_CACHE_BYTES = 4 * 1024 * 1024
MAX_REASON = 400
UNCHECKED = "its AI seats' moves can't be checked"
_LOCK = threading.Lock()
_KEPT: dict[str, dict[str, list]] = {}  # folder -> {key: [ok, reason, file name]}, as on disk
_DIRTY: set[str] = set()
_CATALOG = []


def default_catalog():
    """The game's own cards (loaded once), for callers that list saves without a catalog."""
    if not _CATALOG:
        from ..library import load_library
        from ..library.catalog import Catalog
        _CATALOG.append(Catalog(load_library()))
    return _CATALOG[0]


def _edition() -> int:
    from ..match.rules import EDITION
    return EDITION


CHECKS = 3  # what a verdict checks: a new number when a check is added, so a file judged
# before it is judged again (2: a save naming a newer AI edition is refused; one judged sound
# before kept opening: session 65's review; 3: a season's own playbooks are checked, s69)


def key_of(data: bytes, cards: str) -> str:
    """The cache key of one version of a file under this game, its rules, its checks and its
    cards, keyed with this installation's own key (game/store/secret.py): an entry written
    without it is no verdict."""
    mac = hmac.new(verdict_key(), data, hashlib.sha256).hexdigest()
    return f"{mac}:{game_version()}:{_edition()}:{CHECKS}:{cards}"


def _load(folder: Path) -> dict[str, list]:
    """The folder's kept verdicts (empty when there is no cache or it can't be used)."""
    name = str(folder)
    if name in _KEPT:
        return _KEPT[name]
    kept: dict[str, list] = {}
    try:
        doc = json.loads(read_regular(folder / CACHE_NAME, MAX_CACHE_BYTES))
        if type(doc) is dict and doc.get("format") == FORMAT and type(doc.get("verdicts")) is dict:
            for k, v in doc["verdicts"].items():
                if type(k) is str and len(k) < 200 and type(v) is list and len(v) == 3 \
                        and type(v[0]) is bool and type(v[1]) is str and type(v[2]) is str:
                    kept[k] = [v[0], v[1][:MAX_REASON], v[2][:200]]
    except (OSError, ValueError, RecursionError):
        kept = {}
    _KEPT[name] = kept
    return kept


def _remember(path: Path, key: str, ok: bool, reason: str) -> None:
    """Keep a verdict for this version of the file, in place of its older versions'."""
    folder = path.parent
    kept = _load(folder)
    for old in [k for k, v in kept.items() if v[2] == path.name]:
        del kept[old]
    kept[key] = [ok, reason[:MAX_REASON], path.name]
    while len(kept) > MAX_VERDICTS:
        kept.pop(next(iter(kept)))
    _DIRTY.add(str(folder))


def flush(folder: Path | str) -> None:
    """Write the folder's verdicts if any changed (quietly: a cache that can't be written is
    only slower next time)."""
    folder = Path(folder)
    with _LOCK:
        if str(folder) not in _DIRTY:
            return
        _DIRTY.discard(str(folder))
        doc = {"format": FORMAT, "verdicts": dict(_load(folder))}
    try:
        replace_file(folder / CACHE_NAME, json.dumps(doc, separators=(",", ":")).encode("utf-8"))
    except (OSError, ValueError):
        pass


def _decide(path: Path, cat) -> tuple[bool, str]:
    """Verify the save now: (ok, reason)."""
    from .verifier import verify
    try:
        report = verify(path, cat)
    except Exception as exc:  # a save file must never crash the game
        return False, f"{path.name} cannot be checked ({type(exc).__name__})."
    if report["ok"] and report.get("ai_checked") is False:  # opens, but counts nowhere
        return True, f"{path.name} is not counted: {report.get('ai_reason') or UNCHECKED}."
    if report["ok"]:
        return True, ""
    return False, " ".join(str(report["error"] or "it does not verify").split())


def verdict(path: Path | str, cat=None) -> tuple[bool, str]:
    """Whether the save verifies, and if not why (one line): from the kept verdicts when this
    version of the file was decided before, else re-decided now and kept (call flush after).
    A save that verifies but whose AI seats' moves can't be derived again (made before AI moves
    were recorded, or by another edition of the AI) is (True, why it is not counted): it opens
    and replays, and the career leaves it out."""
    path = Path(path)
    cat = cat if cat is not None else default_catalog()
    try:
        data = read_regular(path, MAX_BYTES)
    except OSError as exc:
        return False, f"Cannot read {path.name}: {exc.strerror or exc}"
    key = key_of(data, cat.digest)
    with _LOCK:
        hit = _load(path.parent).get(key)
    if hit is not None:
        return hit[0], hit[1]
    ok, reason = _decide(path, cat)
    try:
        same = read_regular(path, MAX_BYTES) == data  # the file did not change meanwhile
    except OSError:
        same = False
    if same:
        with _LOCK:
            _remember(path, key, ok, reason)
    return ok, reason


def record_written(path: Path | str, data: bytes, cards: str) -> None:
    """The game wrote these bytes after deciding every command in them: remember them as
    verified (only the verdict, never the save; in memory until the next listing of the folder
    writes the cache, so an autosave costs no second write)."""
    path = Path(path)
    with _LOCK:
        _remember(path, key_of(data, cards), True, "")


def forget() -> None:
    """Drop the verdicts held in memory (tests; the files on disk are read again)."""
    with _LOCK:
        _KEPT.clear()
        _DIRTY.clear()
