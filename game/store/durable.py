"""Files written crash-safe without ever costing a backup.

write_document() writes the new bytes to a new temporary file beside the target (opened
exclusively, never through a symlink, named for the process and the write) and fsyncs it; keeps
the old file as a durable backup (a hard link, else a fsynced copy) under another temporary name
and fsyncs the folder; only then rotates the backups (name.1 .. name.3, renames only) and renames
the new file into place. Every failure says truthfully what was kept.
"""
from __future__ import annotations

import os
import re
import stat
import threading
from itertools import count
from pathlib import Path

from .checksum import document_bytes
from .codec import SaveError

MAX_BYTES = 20 * 1024 * 1024
BACKUPS = 3


_TEMP_NUMBERS = count()
_TEMP_LOCK = threading.Lock()
_EXCLUSIVE = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) |
              getattr(os, "O_BINARY", 0))


def _temp_name(folder: Path, stem: str) -> Path:
    """A fresh temporary name beside the target: .<stem>.<pid>-<n>-<nonce>.tmp."""
    with _TEMP_LOCK:
        n = next(_TEMP_NUMBERS)
    return folder / f".{stem}.{os.getpid()}-{n}-{os.urandom(4).hex()}.tmp"


def _open_temp(folder: Path, stem: str) -> tuple[int, Path]:
    """A new temporary file beside the target, opened exclusively (never an existing file, never
    through a symlink): its descriptor and path."""
    for _ in range(100):
        path = _temp_name(folder, stem)
        try:
            return os.open(path, _EXCLUSIVE, 0o644), path
        except FileExistsError:
            continue
    raise OSError("no free temporary file name")


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte and fsync (the caller closes fd)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if not written:
            raise OSError("nothing was written")
        view = view[written:]
    os.fsync(fd)


def _write_temp(folder: Path, stem: str, data: bytes) -> Path:
    """The bytes in a new exclusive temporary file, fsynced; removed again on failure."""
    fd, path = _open_temp(folder, stem)
    try:
        try:
            _write_all(fd, data)
        finally:
            os.close(fd)
    except BaseException:
        _unlink_quietly(path)
        raise
    return path


def _fsync_folder(folder: Path) -> None:
    """Make a rename durable; not every system can open a folder, which is fine."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _unlink_quietly(path: Path | None) -> None:
    if path is None:
        return
    try:
        path.unlink()
    except OSError:
        pass


def _backup_temp(target: Path) -> Path | None:
    """A durable copy of the current file under a new temporary name (None: no current file).

    A hard link costs no disk space (the old bytes stay where they are when the new file is
    renamed over the name); where links are not possible, the bytes are copied and fsynced.
    """
    if not os.path.lexists(target) or target.is_symlink() or not target.is_file():
        return None
    path = _temp_name(target.parent, target.name + ".1")
    try:
        os.link(target, path, follow_symlinks=False)
    except OSError:
        with open(target, "rb") as f:
            old = f.read(MAX_BYTES + 1)
        return _write_temp(target.parent, target.name + ".1", old)
    return path


def _rotate_in(target: Path, backup: Path, keep: int) -> None:
    """name.json.2 -> .3, .1 -> .2, the new backup -> .1 (only renames: nothing is lost but the
    oldest, and only once its replacement is on disk)."""
    for n in range(keep - 1, 0, -1):
        older = target.with_name(f"{target.name}.{n}")
        try:
            _replace(older, target.with_name(f"{target.name}.{n + 1}"))
        except FileNotFoundError:
            pass
    _replace(backup, target.with_name(f"{target.name}.1"))
    _unlink_quietly(backup)  # a rename between two links to one file leaves both names


def _keep_backup(target: Path, backup: Path, keep: int) -> bool:
    """After a failed rotation, put the new backup into a free slot (best effort): True if it
    found one."""
    for n in range(1, keep + 1):
        slot = target.with_name(f"{target.name}.{n}")
        if not os.path.lexists(slot):
            try:
                _replace(backup, slot)
                _unlink_quietly(backup)
                return True
            except OSError:
                return False
    return False


_TEMP_PATTERN = re.compile(r"^\..+\.\d+-\d+-[0-9a-f]{8}\.tmp$")
STALE_AFTER = 3600  # seconds: a temporary file this old belongs to a write that was killed
RETRIES = 5  # a file briefly held by another program (a virus scanner) is tried again


def sweep_stale_temps(folder: Path, now: float, older_than: float = STALE_AFTER) -> int:
    """Remove the temporary files a killed write left in the folder (only names this module
    makes, last changed over `older_than` seconds before `now`); how many went. Never fails."""
    gone = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        try:
            if _TEMP_PATTERN.match(entry.name) and entry.is_file(follow_symlinks=False) \
                    and entry.stat(follow_symlinks=False).st_mtime < now - older_than:
                os.unlink(entry.path)
                gone += 1
        except OSError:
            continue
    return gone


def _replace(src: Path, dst: Path) -> None:
    """os.replace, tried again a few times while another program holds the file (Windows
    refuses with PermissionError while a scanner has it open), as pip does."""
    for attempt in range(RETRIES):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == RETRIES - 1:
                raise
            threading.Event().wait(0.05 * (attempt + 1))


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes: OSError for anything else (a
    folder, a FIFO or a device is never read, so nothing can hang; a larger file is refused
    before it is read)."""
    fd = _open_regular(path)
    try:
        if os.fstat(fd).st_size > limit:
            raise OSError(f"{Path(path).name} is larger than {limit} bytes")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise OSError(f"{Path(path).name} is larger than {limit} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_head(path: Path | str, size: int) -> bytes:
    """The first bytes of a regular file: OSError for a folder, a FIFO or a device (a FIFO named
    x.json hung the career and `replay`: session 63's save attack)."""
    fd = _open_regular(path)
    try:
        return os.read(fd, size)
    finally:
        os.close(fd)


def _open_regular(path: Path | str) -> int:
    """A descriptor of a regular file opened for reading without blocking (OSError for a
    folder, a FIFO or a device, which are never read)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(f"{Path(path).name} is not a regular file")
    return fd


def create_file(target: Path, data: bytes) -> None:
    """Write a new file crash-safe, never over an existing one (FileExistsError if the name is
    taken): a new exclusive temporary file, fsynced, then linked to the name."""
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(folder, target.name, data)
    try:
        try:
            os.link(tmp, target)
        except FileExistsError:
            raise
        except OSError:  # no hard links here: create the name exclusively and write it
            fd = os.open(target, _EXCLUSIVE, 0o644)
            try:
                _write_all(fd, data)
            finally:
                os.close(fd)
    finally:
        _unlink_quietly(tmp)
    _fsync_folder(folder)


def replace_file(target: Path, data: bytes) -> None:
    """Put these bytes in place of the file crash-safe, with no backup (settings, playbooks):
    a new exclusive temporary file, fsynced, renamed over the name, the folder fsynced; a
    failure (OSError) leaves the old file as it was."""
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(folder, target.name, data)
    try:
        _replace(tmp, target)
        tmp = None
    finally:
        _unlink_quietly(tmp)
    _fsync_folder(folder)


def write_document(target: Path, doc: dict, backups: int = BACKUPS) -> bytes:
    """Write a JSON document crash-safe: new file first, then a durable backup of the old one,
    then renames only (backups rotated, new file into place), then fsync the folder; the bytes
    written."""
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"Cannot create the save folder {folder}: {exc.strerror or exc}") from None
    data = document_bytes(doc)
    if len(data) > MAX_BYTES:
        raise SaveError(f"Too long to save ({len(data)} bytes).")
    try:
        tmp = _write_temp(folder, target.name, data)
    except OSError as exc:
        kept = ("The previous save and its backups are untouched." if os.path.exists(target)
                else "Nothing was saved there before.")
        raise SaveError(f"Could not save to {target}: {exc.strerror or exc}. {kept}") from None
    backup = None
    try:
        try:
            backup = _backup_temp(target) if backups > 0 else None
            if backup is not None:
                _fsync_folder(folder)  # the new backup is on disk before any old one goes
        except OSError as exc:
            raise SaveError(f"Could not save to {target}: could not back up the previous save "
                            f"({exc.strerror or exc}). The previous save and its backups are "
                            "untouched.") from None
        rotated = False
        try:
            if backup is not None:
                _rotate_in(target, backup, backups)
                backup, rotated = None, True
            _replace(tmp, target)
            tmp = None
            _OURS[os.path.abspath(target)] = file_mark(target)
        except OSError as exc:
            kept = rotated or (backup is not None and _keep_backup(target, backup, backups))
            if kept:
                backup = None
            raise SaveError(f"Could not save to {target}: {exc.strerror or exc}. The previous "
                            "save is still in place" +
                            (", with a backup of it." if kept else ".")) from None
    finally:
        _unlink_quietly(tmp)
        _unlink_quietly(backup)
    _fsync_folder(folder)
    return data


def file_mark(path: Path | str) -> tuple | None:
    """What tells one write of a file from the next (every write renames a new file in: a new
    inode, size and time), or None when nothing is there (or it can't be looked at)."""
    try:
        st = os.stat(path, follow_symlinks=False)
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns


_OURS: dict[str, tuple | None] = {}  # each file this process wrote: its mark after the write


def written_elsewhere(path: Path | str, mark: tuple | None) -> bool:
    """True when the file is neither as `mark` saw it nor as this process last wrote it: another
    process (a second window on the same save) wrote it since."""
    now = file_mark(path)
    return now != mark and now != _OURS.get(os.path.abspath(path))
