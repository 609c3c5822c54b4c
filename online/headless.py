"""`ringside host` and `ringside join` without a window: an AI plays each end's seat."""
from __future__ import annotations

import asyncio
import secrets
import sys
from pathlib import Path

from game.ai import ai_command, level_of
from game.match import CustomPlaybook, legal_commands
from game.net import GuestMirror
from game.store import default_save_dir, game_version, save_match

from . import limits
from .guest import GuestRunner
from .host import HostRunner
from .record import (guest_facts, guest_record_path, host_facts, host_name, record_path,
                     write_record)
from .seats import HOST_SEAT, HostChoice, online_match


class Unknown(ValueError):
    """A --superstar or --playbook that names nothing; str() says so."""


def chosen(cat, superstar: str | None, playbook: str | None):
    """(superstar id, CustomPlaybook or None) from the command line's names (Unknown if a name
    names nothing): a Superstar by id or name, a saved playbook by name ('starter': the
    Superstar's own), whose Superstar it brings when none was named."""
    from game.library import find_playbook
    lib = cat.lib
    star = None
    if superstar is not None:
        want = superstar.strip().lower()
        star = next((k for k, c in lib.superstars.items()
                     if want in (k.lower(), c.name.lower()) or
                     want.replace(" ", "_").replace("-", "_") == k.lower()), None)
        if star is None:
            raise Unknown(f"no Superstar is called {superstar!r} (ids: "
                          + ", ".join(sorted(lib.superstars)) + ")")
    custom = None
    if playbook is not None and playbook.strip().lower() != "starter":
        doc = find_playbook(playbook, lib)
        if doc is None:
            raise Unknown(f"no saved playbook that can be played is called {playbook!r} "
                          "(ringside playbook list)")
        custom = CustomPlaybook(name=doc.name, pages=list(doc.pages), leadoff=list(doc.leadoff))
        star = star or doc.superstar or None
    return star, custom


def _say(line: str) -> None:
    """A progress line on stderr (stdout is the JSON's)."""
    print(f"ringside: {line}", file=sys.stderr, flush=True)


def ai_chooser(level: str, seed: int):
    """choose(state, seat, tries): the AI's command from its own dice for this seed (as the
    window and play_out decide, so a host's save verifies its AI seat's moves), or after a
    refusal the next legal one."""
    def pick(state, seat: int, tries: int = 0):
        if tries == 0:
            return ai_command(level, state, seat, seed)
        legal = legal_commands(state, seat)
        return legal[(tries - 1) % len(legal)]
    return pick


def run_host(cat, port: int, level: str, match_type: str, seed: int | None, bind: str,
             clock: float, rejoin_wait: float, save_dir: Path | None, name: str,
             saved_at: str, sent=None, superstar: str | None = None,
             playbook: str | None = None) -> dict:
    """Host one match with an AI on the host's seat; the host's JSON result. The match is made
    when the guest says hello (its own Superstar and playbook, if it chose them)."""
    from game.net import join_code
    seed = secrets.randbelow(2**62) if seed is None else seed
    star, custom = chosen(cat, superstar, playbook)
    choice = HostChoice(seed, match_type, star, custom, controller=level)
    folder = Path(save_dir) if save_dir is not None else default_save_dir()
    save_name = host_name(folder, match_type, seed)
    picks: list = []

    def build(hello):
        match = online_match(cat, choice, hello)
        picks.append(ai_chooser(level_of(match.setup, level), seed))
        _say(f"{hello.name} joined: {match.setup.seats[0].superstar} vs "
             f"{match.setup.seats[1].superstar} ({match_type})")
        try:  # (the record from the bell: a host killed mid-match left a save that the career
            write_record(record_path(folder, save_name), "host", host_facts(  # read as the
                runner.session, match.setup, folder / f"{save_name}.json",  # guest's loss to
                guest=hello.name))  # an AI: session 67's save attack)
        except OSError:
            pass
        return match

    def save(m):
        return save_match(m, folder, save_name, saved_at, backups=0)

    runner = HostRunner(None, HOST_SEAT, lambda state: picks[-1](state, HOST_SEAT), save,
                        name=name, game=game_version(), clock=clock, rejoin_wait=rejoin_wait,
                        say=_say, sent=sent, cat=cat, build=build)

    def listening(actual: int) -> None:
        code = join_code(bind, actual) if bind not in ("0.0.0.0", "") else None
        _say(f"listening on {bind}:{actual}" + (f", join code {code}" if code else "")
             + f"; waiting for a guest ({match_type})")

    result = asyncio.run(runner.run(bind, port, listening))
    session = runner.session
    match = runner.match
    setup = match.setup
    write_record(record_path(folder, save_name), "host",
                 host_facts(session, setup, result["save"], runner.connections))
    return result


def run_join(cat, address: str, port: int, level: str, name: str, save_dir: Path | None,
             drop_after: int | None = None, rejoin_wait: float = limits.REJOIN_WAIT,
             superstar: str | None = None, playbook: str | None = None) -> dict:
    """Join a host's match with an AI on the guest's seat (its own Superstar and playbook, if
    chosen); the guest's JSON result."""
    from game.net import wire_playbook
    star, custom = chosen(cat, superstar, playbook)
    mirror = GuestMirror(cat, name, game_version(), superstar=star,
                         playbook=wire_playbook(custom))
    folder = Path(save_dir) if save_dir is not None else default_save_dir()

    def record(m) -> None:
        write_record(guest_record_path(folder, m), "guest", guest_facts(m))

    runner = GuestRunner(mirror, address, port, ai_chooser(level, secrets.randbelow(2**62)),
                         rejoin_wait=rejoin_wait,
                         drop_after=drop_after, say=_say, record=record)
    result = asyncio.run(runner.run())
    if mirror.cut:
        _say(f"the match ended early: {mirror.cut}")
    return result
