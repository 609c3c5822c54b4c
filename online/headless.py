"""`ringside host` and `ringside join` without a window: an AI plays each end's seat."""
from __future__ import annotations

import asyncio
import secrets
import sys
from pathlib import Path

from game.ai import ai_command, level_of, stamped
from game.match import Match, legal_commands, random_setup
from game.net import GuestMirror, encode_entries
from game.store import default_save_dir, game_version, save_match

from . import limits
from .guest import GuestRunner
from .host import HostRunner
from .record import record_path, write_record

HOST_SEAT = 0  # the host plays seat 0 (p1); the guest, seat 1 (p2)


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
             saved_at: str, sent=None) -> dict:
    """Host one match with an AI on the host's seat; the host's JSON result."""
    from game.net import join_code
    seed = secrets.randbelow(2**62) if seed is None else seed
    setup = stamped(random_setup(cat, seed, match_type, level, "human"))
    match = Match(setup, cat)
    folder = Path(save_dir) if save_dir is not None else default_save_dir()
    save_name = f"online-{match_type}-{seed}"
    pick = ai_chooser(level_of(setup, level), seed)

    def save(m):
        return save_match(m, folder, save_name, saved_at, backups=0)

    runner = HostRunner(match, HOST_SEAT, lambda state: pick(state, HOST_SEAT), save, name=name,
                        game=game_version(), clock=clock, rejoin_wait=rejoin_wait, say=_say,
                        sent=sent)

    def listening(actual: int) -> None:
        code = join_code(bind, actual) if bind not in ("0.0.0.0", "") else None
        _say(f"listening on {bind}:{actual}" + (f", join code {code}" if code else "")
             + f"; waiting for a guest ({match_type}, {setup.seats[0].superstar} vs "
               f"{setup.seats[1].superstar})")

    result = asyncio.run(runner.run(bind, port, listening))
    session = runner.session
    write_record(record_path(folder, save_name), "host", {
        "save": result["save"], "guest": session.guest_name, "guest_seat": session.guest,
        "superstars": [s.superstar for s in setup.seats], "match_type": match_type,
        "winner": result["winner"], "how": result["how"], "turns": result["turns"],
        "unfinished": not match.over, "left": session.left, "refused": session.notes[-50:],
        "connections": runner.connections})
    return result


def run_join(cat, address: str, port: int, level: str, name: str, save_dir: Path | None,
             drop_after: int | None = None, rejoin_wait: float = limits.REJOIN_WAIT) -> dict:
    """Join a host's match with an AI on the guest's seat; the guest's JSON result."""
    mirror = GuestMirror(cat, name, game_version())
    folder = Path(save_dir) if save_dir is not None else default_save_dir()

    def record(m) -> None:
        w = m.welcome
        state = m.state
        out = state.over if state is not None else None
        write_record(record_path(folder, f"online-guest-{m.token}"), "guest", {
            "host": w.host, "seat": w.seat, "superstars": list(w.superstars),
            "match_type": w.match_type, "turns": state.turn if state is not None else 0,
            "winner": out.winner if out else None, "how": out.how if out else None,
            "unfinished": m.ended is None or out is None,
            "left": m.ended.left if m.ended is not None else None,
            "log": encode_entries(m.entries)})

    runner = GuestRunner(mirror, address, port, ai_chooser(level, secrets.randbelow(2**62)),
                         rejoin_wait=rejoin_wait,
                         drop_after=drop_after, say=_say, record=record)
    result = asyncio.run(runner.run())
    if mirror.cut:
        _say(f"the match ended early: {mirror.cut}")
    return result
