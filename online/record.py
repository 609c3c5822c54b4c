"""What each side keeps of an online match beside the host's save: who played whom, how it
ended, who left it unfinished, and (for the guest) its own view's log, in the save folder's
online/ folder (never a match save, so the load lists never mistake it for one)."""
from __future__ import annotations

import json
import re
from pathlib import Path

from game.store import replace_file

from game.store.online_file import FORMAT, VERSION  # the format the career reads


def host_name(save_dir: Path | None, match_type: str, seed: int) -> str:
    """The host's name for a new match's save and record: online-<type>-<seed>, or -2, -3...
    beside a save or record of that name (a second match hosted on one seed replaced the first,
    with no backup: session 65's save attack)."""
    from game.store import free_name
    stem = f"online-{match_type}-{seed}"
    if save_dir is None:
        return stem
    try:
        return free_name(save_dir, stem, "host another", also=(Path(save_dir) / "online",))
    except Exception:  # no save folder: the write will say why
        return stem


def record_path(save_dir: Path, name: str) -> Path:
    """Where a match's online record goes (a name of the letters a save's name may hold, or
    ValueError: never a path out of the folder)."""
    if not _SAFE.fullmatch(name):
        raise ValueError(f"not a record's name: {name!r}")
    return Path(save_dir) / "online" / f"{name}.json"


_SAFE = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}")


def guest_record_path(save_dir: Path, mirror) -> Path:
    """Where the guest's record of this match goes: online-guest-<token>, chosen once a match
    (a rejoin writes on in it), the next free name beside an older record of that token (a host
    that sent one token twice replaced the first match's record: session 68's save attack)."""
    if mirror.record_name is None:
        from game.store import SaveError, free_name
        try:
            mirror.record_name = free_name(Path(save_dir) / "online",
                                           f"online-guest-{mirror.token}", "join another")
        except SaveError as exc:  # (a folder that cannot be searched: as a failed write)
            raise OSError(str(exc)) from None
    return record_path(save_dir, mirror.record_name)


def write_record(path: Path, role: str, facts: dict) -> Path:
    """Write (or rewrite, as the match goes) one online record: role is 'host' or 'guest'."""
    from datetime import datetime, timezone
    saved_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
    doc = {"format": FORMAT, "version": VERSION, "role": role, "saved_at": saved_at, **facts}
    replace_file(Path(path), json.dumps(doc, indent=1, sort_keys=True).encode("utf-8"))
    return Path(path)


def host_facts(session, setup, saved, connections: int = 1, guest: str | None = None) -> dict:
    """The host's record of a match: who played whom, how it ended, who left it unfinished
    (guest: the friend's name, if the session has not heard it yet)."""
    from game.store import host_seal, seal
    match = session.match
    out = match.state.over if match is not None else None
    stars = [s.superstar for s in setup.seats]
    guest = session.guest_name if guest is None else guest
    return {"save": str(saved) if saved is not None else None, "guest": guest,
            "seal": seal(*host_seal(Path(saved).stem, setup.seed, stars, session.guest,
                                    session.left, guest)) if saved is not None else None,
            "guest_seat": session.guest, "superstars": stars,
            "match_type": setup.match_type, "winner": out.winner if out else None,
            "how": out.how if out else None,
            "turns": match.state.turn if match is not None else 0,
            "unfinished": match is None or not match.over, "left": session.left,
            "refused": session.notes[-50:], "connections": connections}


def guest_facts(mirror, i_left: bool = False) -> dict:
    """The guest's record: its own view of the match (the host's save is the full one);
    i_left: the guest left it."""
    from game.net import encode_entries
    w, state = mirror.welcome, mirror.state
    out = state.over if state is not None else None
    left = mirror.ended.left if mirror.ended is not None else None
    if i_left and (mirror.ended is None or mirror.state is None or mirror.state.over is None):
        left = w.seat
    if left is None and mirror.ended is None and mirror.cut is not None and \
            mirror.cut.startswith("the host"):
        left = 1 - w.seat  # the host went away and never came back
    return {"host": w.host, "seat": w.seat, "superstars": list(w.superstars),
            "match_type": w.match_type, "turns": state.turn if state is not None else 0,
            "winner": out.winner if out else None, "how": out.how if out else None,
            "unfinished": mirror.ended is None or out is None, "left": left,
            "log": encode_entries(mirror.entries)}


def online_records(save_dir: Path) -> list[dict]:
    """Every sound online record in a save folder (game.store reads them for the career)."""
    from game.store import online_records as read
    return read(save_dir)
