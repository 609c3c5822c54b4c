"""Playbook files: the shared JSON format, checked with pydantic, and their folder.

    {"format": "ringside-playbook", "version": 2, "name": "...", "superstar": id or null,
     "pages": [40 page ids], "leadoff": [up to 5 of those page ids]}

Version 2 adds "leadoff", the pages every match opens with (PB-6); a version 1 file (no leadoff)
is still read, as a playbook that names no leadoff pages, and saved again as version 2.

A file is only ever read and checked here; a damaged or illegal one is refused with its reasons
and left as it is.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .cards import Library
from .cards import LEADOFF_MAX
from .playbook import leadoff_problems, problems, superstar_problems
from ..store.durable import create_file, read_regular, replace_file

_UNSEEN = (r"\x00-\x1f\x7f-\x9f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e"
           r"\u2060-\u206f\u3164\ufeff\uffa0")  # control characters, the marks that turn text
# right to left and the ones that show nothing (a name could pass for another's, or for none)
_NAME = rf"^[^{_UNSEEN}]*[^\s{_UNSEEN}][^{_UNSEEN}]*$"

FORMAT = "ringside-playbook"
VERSION = 2
VERSIONS = (1, 2)  # every version this game reads (1: before leadoff pages)
MAX_FILE_BYTES = 100_000
SUFFIX = ".json"


class PlaybookFile(BaseModel):
    """One playbook file as it is written to disk."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    format: Literal["ringside-playbook"]
    version: Literal[VERSIONS]  # type: ignore[valid-type]
    name: str = Field(min_length=1, max_length=40,  # no control character anywhere (one
                      pattern=_NAME)  # passed as the name's non-space: session 63)
    superstar: str | None = Field(default=None, max_length=60)
    pages: list[str] = Field(max_length=400)
    leadoff: list[str] = Field(default_factory=list, max_length=LEADOFF_MAX,
                               description="up to 5 of the pages: the opening hand of every match")

    @field_validator("version", mode="before")
    @classmethod
    def _a_whole_number(cls, value):
        """true and 2.0 passed as versions 1 and 2 (a save refuses them: session 67)."""
        if type(value) is not int:
            raise ValueError("the version must be a whole number, 1 or 2")
        return value


class PlaybookError(Exception):
    """A playbook file refused, with every reason."""

    def __init__(self, reasons: list[str]) -> None:
        super().__init__("; ".join(reasons))
        self.reasons = reasons


@dataclass(frozen=True)
class Stored:
    """One file in the playbook folder: its path, and the playbook or why it was refused."""
    path: Path
    playbook: PlaybookFile | None
    problems: tuple[str, ...]


def make(name: str, superstar: str | None, pages: list[str],
         leadoff: list[str] | None = None) -> PlaybookFile:
    """A playbook file's contents from the builder's pages and leadoff pages."""
    return PlaybookFile(format=FORMAT, version=VERSION, name=name.strip(), superstar=superstar,
                        pages=list(pages), leadoff=list(leadoff or []))


def all_problems(doc: PlaybookFile, lib: Library) -> list[str]:
    """Every construction rule the file's playbook breaks (PB-1..PB-6), in words."""
    return superstar_problems(doc.superstar, lib) + problems(doc.pages, lib) + \
        leadoff_problems(doc.pages, doc.leadoff, lib)


def _schema_reasons(err: ValidationError) -> list[str]:
    """Each pydantic error as one line naming its field."""
    out = []
    for e in err.errors():
        loc = ".".join(str(p) for p in e["loc"]) or "(file)"
        msg = e["msg"].removeprefix("Value error, ") if e["type"] != "string_pattern_mismatch" \
            else "not only spaces, and no control characters or unseen marks"
        out.append(f"field '{loc}': {msg}")
    return out


class _TwiceNamed(ValueError):
    """A key written twice in one object (JSON keeps the last without a word)."""


def _once(pairs: list) -> dict:
    """A JSON object whose every key is written once."""
    out: dict = {}
    for key, value in pairs:
        if key in out:
            raise _TwiceNamed(str(key)[:40])
        out[key] = value
    return out


def parse(text: str, lib: Library) -> PlaybookFile:
    """Check a playbook file's text: the format first, then the construction rules."""
    try:
        data = json.loads(text, object_pairs_hook=_once)
    except _TwiceNamed as exc:
        raise PlaybookError([f"the key {str(exc)!r} is written twice"]) from None
    except json.JSONDecodeError as exc:
        raise PlaybookError([f"not valid JSON (line {exc.lineno}: {exc.msg})"]) from None
    except ValueError:  # (a number of thousands of digits: session 65's save attack)
        raise PlaybookError(["not valid JSON: a number in it is far too long"]) from None
    except RecursionError:
        raise PlaybookError(["not a playbook: its JSON is nested too deeply"]) from None
    if isinstance(data, dict) and data.get("format") not in (None, FORMAT):
        raise PlaybookError([f"not a Ringside playbook (format {data.get('format')!r})"])
    if isinstance(data, dict) and isinstance(data.get("version"), int) \
            and data["version"] > VERSION:
        raise PlaybookError([f"made by a newer Ringside (version {data['version']}); "
                             "update the game to use it"])
    try:
        doc = PlaybookFile.model_validate(data, strict=True)
    except ValidationError as exc:
        raise PlaybookError(_schema_reasons(exc)) from None
    if doc.version == 1 and isinstance(data, dict) and "leadoff" in data:
        raise PlaybookError(["field 'leadoff': a version 1 playbook has no leadoff pages "
                             "(leadoff pages came with version 2)"])
    reasons = all_problems(doc, lib)
    if reasons:
        raise PlaybookError(reasons)
    return doc


def read_playbook(path: Path | str, lib: Library) -> PlaybookFile:
    """Read and check one playbook file (never changed, whatever it holds)."""
    path = Path(path)
    try:
        text = read_regular(path, MAX_FILE_BYTES).decode("utf-8-sig")  # (a BOM, as Notepad
        # writes one: fine)
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise PlaybookError([f"cannot be read ({reason})"]) from None
    return parse(text, lib)


def to_text(doc: PlaybookFile) -> str:
    """The file's text, keys in the documented order, always as today's version."""
    data = doc.model_dump(mode="json")
    data["version"] = VERSION
    return json.dumps(data, indent=2) + "\n"


def playbook_dir(create: bool = True) -> Path:
    """The folder saved playbooks live in (created if missing and asked to);
    RINGSIDE_PLAYBOOK_DIR overrides it."""
    override = os.environ.get("RINGSIDE_PLAYBOOK_DIR")
    if override:
        folder = Path(override).expanduser()
    else:
        import platformdirs
        folder = Path(platformdirs.user_data_dir("Ringside", appauthor=False)) / "playbooks"
    if not create:
        return folder
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PlaybookError([f"cannot create the playbook folder {folder}: "
                             f"{exc.strerror or exc}"]) from None
    return folder


def file_stem(name: str) -> str:
    """A safe file name for a playbook name: letters, digits and dashes; a name with no Latin
    letter or digit gets its own (playbook-<hash>: every one was 'playbook', so only one such
    playbook could be saved: session 63)."""
    stem = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40]
    if stem:
        return stem
    return "playbook-" + hashlib.sha256(name.strip().encode("utf-8")).hexdigest()[:10]


def _write(path: Path, doc: PlaybookFile) -> Path:
    """Write through a temporary file, so a crash never leaves half a playbook."""
    try:
        replace_file(path, to_text(doc).encode("utf-8"))
    except OSError as exc:
        raise PlaybookError([f"cannot write {path}: {exc.strerror or exc}"]) from None
    return path


def save_playbook(doc: PlaybookFile, lib: Library, folder: Path | None = None) -> Path:
    """Save a legal playbook under its name: a playbook of the same name is replaced; a file
    holding another playbook (or one that can't be read) is never written over."""
    reasons = all_problems(doc, lib)
    if reasons:
        raise PlaybookError(reasons)
    folder = folder or playbook_dir()
    path = folder / (file_stem(doc.name) + SUFFIX)
    if path.exists() or path.is_symlink():
        try:
            held = read_playbook(path, lib).name
        except PlaybookError:
            held = None
        if held != doc.name:
            what = f"the playbook '{held}'" if held else "a file that is not a playbook"
            raise PlaybookError([f"{path.name} in the playbook folder already holds {what}: "
                                 "choose another name"])
    return _write(path, doc)


def _free_path(folder: Path, stem: str) -> Path:
    """A file name in the folder no file has yet."""
    path = folder / (stem + SUFFIX)
    n = 2
    while path.exists() or path.is_symlink():  # (a dangling link named it: session 67)
        path = folder / f"{stem}-{n}{SUFFIX}"
        n += 1
    return path


def import_playbook(source: Path | str, lib: Library, folder: Path | None = None) -> Path:
    """Copy a shared playbook file into the folder, after checking it; never overwrites one,
    and refuses a second playbook of a name already saved (names that differ only in case,
    spaces or punctuation, such as "Big-Men" and "Big Men", are one name, as when saving)."""
    doc = read_playbook(source, lib)
    folder = folder or playbook_dir()
    for stored in stored_playbooks(lib, folder):
        if stored.playbook is not None and \
                file_stem(stored.playbook.name) == file_stem(doc.name):
            same = (stored.playbook.pages, stored.playbook.superstar, stored.playbook.leadoff) \
                == (doc.pages, doc.superstar, doc.leadoff)
            raise PlaybookError([f"a playbook named '{stored.playbook.name}' is already saved "
                                 f"({stored.path.name})" +
                                 (": it is the same playbook" if same else
                                  ": rename one of them first")])
    return _create(_free_path(folder, file_stem(doc.name)), doc)


def export_playbook(doc: PlaybookFile, dest: Path | str) -> Path:
    """Write a playbook to a file to share (a folder gets a file named after the playbook)."""
    dest = Path(dest).expanduser()
    if dest.is_dir():
        dest = dest / (file_stem(doc.name) + SUFFIX)
    return _create(dest, doc)


def _create(path: Path, doc: PlaybookFile) -> Path:
    """Write a new file, never over one that is there (a clear error if the name is taken)."""
    try:
        create_file(path, to_text(doc).encode("utf-8"))
    except FileExistsError:
        raise PlaybookError([f"{path} already exists: choose another name or remove it"]) \
            from None
    except OSError as exc:
        raise PlaybookError([f"cannot write {path}: {exc.strerror or exc}"]) from None
    return path


def stored_playbooks(lib: Library, folder: Path | None = None) -> list[Stored]:
    """Every file in the playbook folder, legal or not, sorted by playbook name."""
    folder = folder or playbook_dir(create=False)
    out = []
    if not folder.is_dir():
        return out
    for path in sorted(folder.glob("*" + SUFFIX)):
        try:
            out.append(Stored(path, read_playbook(path, lib), ()))
        except PlaybookError as exc:
            out.append(Stored(path, None, tuple(exc.reasons)))
    return sorted(out, key=lambda s: ((s.playbook.name.lower() if s.playbook else "~"), s.path.name))


def delete_playbook(name: str, lib: Library, folder: Path | None = None) -> bool:
    """Remove the saved playbook of this name (only a file that holds it); True if one went."""
    for stored in stored_playbooks(lib, folder):
        if stored.playbook is not None and stored.playbook.name == name:
            try:
                stored.path.unlink()
            except OSError as exc:
                raise PlaybookError([f"cannot delete {stored.path}: {exc.strerror or exc}"]) \
                    from None
            return True
    return False


def legal_playbooks(lib: Library, folder: Path | None = None) -> list[PlaybookFile]:
    """The saved playbooks that can be played, by name."""
    return [s.playbook for s in stored_playbooks(lib, folder) if s.playbook is not None]


def find_playbook(name: str, lib: Library, folder: Path | None = None) -> PlaybookFile | None:
    """A saved legal playbook by its name, or None."""
    for doc in legal_playbooks(lib, folder):
        if doc.name == name:
            return doc
    return None
