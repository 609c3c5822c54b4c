"""Play on from here: a new match that continues a saved one from any entry of its log.

The fork keeps the setup (so the seed, and with it every die still to come: each command's dice
are drawn from the seed and the number of actions so far) and the first n entries of the log,
each re-decided under the save's edition of the rules. Its save is an ordinary save whose log
begins with the original's entries, so it verifies like any other; the original is never touched.
A play-on that hands a seat to a person is that person's match from the bell (who plays a seat is
recorded at the bell, edition 7): the same commands, decided again for the new seats.
"""
from __future__ import annotations

from pathlib import Path

from ..library.catalog import Catalog
from .codec import SaveError
from .durable import write_document
from .match_file import SUFFIX, encode_match, free_name, read_save, rebuild, rebuild_commands

__all__ = ["fork_match", "fork_save", "fork_target", "fork_name", "play_on_match"]


def _check_n(n: int, length: int, name: str) -> None:
    """SaveError unless 0 <= n <= length."""
    if type(n) is not int or not 0 <= n <= length:
        raise SaveError(f"Can't play on from entry {n} of {name}: its log has {length} "
                        f"entries, so the entry must be 0 to {length}.")


def fork_match(match, n: int, controllers: list[str] | None = None):
    """A new Match made of the first n entries of this match's log, re-decided; controllers
    (one per seat) may change who plays, so a watched match can be played on by a person."""
    _check_n(n, len(match.log), "this match")
    from ..ai.decisions import cut_at
    setup = cut_at(match.setup, n)  # (its play-ons within the entries kept)
    edition = match.state.rules.edition
    if controllers is not None and list(controllers) != [s.controller for s in setup.seats]:
        from ..ai.decisions import played_on
        # The record keeps who played the first n entries (still checked against the AI that
        # made them); the bell records the new seats, so the first n commands are decided afresh.
        setup = played_on(setup, n, controllers)
        return rebuild_commands(setup, [e.command for e in match.log[:n]], match.cat,
                                "the match played on", edition)
    log = [(e.command, e.events) for e in match.log[:n]]
    return rebuild(setup, log, match.cat, "the match played on", edition=edition)


def play_on_match(match, n: int, controllers: list[str] | None = None):
    """fork_match, with the bell rung (same dice) when it forks before the bell, so the new
    match can be played at once."""
    from ..match.commands import StartMatch
    fork = fork_match(match, n, controllers)
    if not fork.log:
        fork.play(StartMatch(0))
    return fork


def fork_name(folder: Path | str, stem: str, at) -> str:
    """A new save name for a match played on from `at` of the save `stem` (an entry, or the
    words of the turn the player was told: 'turn-8'), taken by no file in the folder:
    stem-from-at, then stem-from-at-2, ..."""
    return free_name(folder, f"{stem}-from-{at}", "play on again")


def fork_target(out: Path | str) -> Path:
    """Where a fork is written: the path given, ending in .json (SaveError if it exists)."""
    out = Path(out).expanduser()
    if out.suffix != SUFFIX:
        out = out.with_name(out.name + SUFFIX)
    if out.exists() or out.is_symlink():
        raise SaveError(f"{out} already exists; the fork is written to a new file only "
                        "(choose another name).")
    if not out.parent.is_dir():
        raise SaveError(f"There is no folder {out.parent} to write the fork into.")
    return out


def fork_save(path: Path | str, n: int, out: Path | str, cat: Catalog,
              saved_at: str = "") -> dict:
    """Write a new save at out whose log is the first n entries of the save at path (re-decided).
    {file, out, entries, of, over}; SaveError for a bad entry, a damaged save or a taken name."""
    path = Path(path).expanduser()
    data = read_save(path)
    _check_n(n, len(data.log), path.name)
    target = fork_target(out)
    from ..ai.decisions import cut_at
    match = rebuild(cut_at(data.setup, n), data.log[:n], cat, path.name, data.cards,
                    data.edition)
    write_document(target, encode_match(match, saved_at), 0)
    return {"file": str(path), "out": str(target), "entries": n, "of": len(data.log),
            "over": match.state.over is not None}
