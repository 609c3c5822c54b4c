"""This installation's own key, kept in the config folder (never the save folder).

The verdicts kept beside the saves (game/store/verdicts.py) are keyed with it, so a verdict file
copied in with a folder of saves, or written by hand, holds no verdict this game trusts: its
saves are re-decided. (A forged "verified" entry for an edited save made the career count a
result that never happened: session 63's save attack.) Without a config folder to keep it in,
the key lasts the session: verdicts are then re-decided once per run.
"""
from __future__ import annotations

import hashlib
import hmac
import os
from pathlib import Path

from .durable import create_file, read_regular, replace_file

KEY_FILE = "verdicts.key"
KEY_BYTES = 32
_KEY: list[bytes] = []


def config_folder() -> Path:
    """The folder settings and this key live in (RINGSIDE_CONFIG_DIR overrides it)."""
    override = os.environ.get("RINGSIDE_CONFIG_DIR")
    if override:
        return Path(override).expanduser()
    import platformdirs
    return Path(platformdirs.user_config_dir("Ringside", appauthor=False))


def verdict_key() -> bytes:
    """The key, read once (made the first time: random bytes, written exclusively)."""
    if _KEY:
        return _KEY[0]
    path = config_folder() / KEY_FILE
    key = _read(path)
    if key is None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            create_file(path, os.urandom(KEY_BYTES))
        except FileExistsError:  # a key file of the wrong size (cut short, edited): a new
            try:  # one, or every run would check every save again (the review)
                if _read(path) is None:
                    replace_file(path, os.urandom(KEY_BYTES))
            except OSError:
                pass
        except OSError:
            pass
        key = _read(path) or os.urandom(KEY_BYTES)
    _KEY.append(key)
    return key


def seal(*parts) -> str:
    """This installation's seal over a few facts (a host's record of its own save: a record
    written by hand made a match against the AI an online win, session 68's save attack)."""
    data = "\x1f".join(map(str, parts)).encode("utf-8", "surrogatepass")  # (any name: a
    # file's not UTF-8, a guest's lone surrogate, never an error)
    return hmac.new(verdict_key(), data, hashlib.sha256).hexdigest()


def sealed(mark, *parts) -> bool:
    """Whether `mark` is this installation's seal over these facts."""
    return type(mark) is str and hmac.compare_digest(mark, seal(*parts))


def _read(path: Path) -> bytes | None:
    try:
        key = read_regular(path, KEY_BYTES)
    except OSError:
        return None
    return key if len(key) == KEY_BYTES else None


def forget() -> None:
    """Read the key again next time (tests that change the config folder)."""
    _KEY.clear()
