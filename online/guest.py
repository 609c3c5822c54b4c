"""The guest's end of an online match: join a host over websockets, keep game/net's mirror of
the guest's view, answer with the guest seat's commands, cut off a host that floods or falls
silent, and rejoin a dropped match with its token."""
from __future__ import annotations

import asyncio
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.net import HOST_MAX_BYTES, text

from . import limits

HOST_RATE, HOST_BURST = 500.0, 2000  # a host's AI may send a burst of updates in a blink


class Unreachable(Exception):
    """The host could not be reached at all; str() says so for the player."""


def uri_of(address: str, port: int) -> str:
    """The websocket address of a host."""
    return f"ws://[{address}]:{port}/" if ":" in address else f"ws://{address}:{port}/"


class GuestRunner:
    """One joined match: run() plays until the match ends, the host cuts the guest off, or the
    host does not come back; choose(state, seat, tries) picks the guest seat's command (in a
    worker thread; tries counts the host's refusals of this view)."""

    def __init__(self, mirror, address: str, port: int, choose,
                 rejoin_wait: float = limits.REJOIN_WAIT, silence: float = limits.HOST_SILENCE,
                 drop_after: int | None = None, say=None, record=None) -> None:
        self.mirror, self.uri, self.choose = mirror, uri_of(address, port), choose
        self.rejoin_wait, self.silence, self.drop_after = rejoin_wait, silence, drop_after
        self.say = say or (lambda line: None)
        self.record = record  # called with the mirror after every update (the guest's record)
        self.sent_commands = 0
        self.dropped = False
        self.connections = 0
        self.latencies: list[float] = []  # seconds from a command sent to the view it made
        self.clock = time.perf_counter
        self._asked_at = None

    def finished(self) -> bool:
        """True once the match ended or the guest was cut off."""
        return self.mirror.ended is not None or self.mirror.cut is not None

    async def run(self) -> dict:
        """Join, play, rejoin after drops; the result as the guest's JSON gives it."""
        lost_at = None
        while not self.finished():
            try:
                async with connect(self.uri, max_size=HOST_MAX_BYTES, compression=None,
                                   open_timeout=limits.HELLO_WAIT, proxy=None,
                                   ping_interval=limits.PING_EVERY,
                                   ping_timeout=limits.PING_EVERY, close_timeout=2,
                                   max_queue=64) as ws:
                    self.connections += 1
                    views = self.mirror.updates
                    try:
                        await self.talk(ws)
                    finally:
                        if self.mirror.updates > views:
                            lost_at = None  # the host took us back: a new wait if it drops
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError,
                    asyncio.TimeoutError) as exc:
                if self.mirror.welcome is None and self.connections == 0:
                    raise Unreachable(f"cannot reach the host at {self.uri}: "
                                      f"{exc.__class__.__name__}: {exc}"[:300]) from None
            if self.finished():
                break
            if self.mirror.welcome is None and self.connections:
                self.mirror.cut = "the host never welcomed this game (not a Ringside host?)"
                break
            lost_at = lost_at or time.monotonic()
            if time.monotonic() - lost_at > self.rejoin_wait:
                self.mirror.cut = "the host did not come back"
                break
            self.say("the connection dropped: rejoining")
            await asyncio.sleep(0.5)
        return self.result()

    async def send(self, ws, message) -> None:
        """Send one message to the host."""
        await ws.send(text(message))

    async def talk(self, ws) -> None:
        """One connection: hello, then answer the host until the match ends or it drops."""
        mirror = self.mirror
        bucket = limits.Bucket(time.monotonic, HOST_RATE, HOST_BURST)
        await self.send(ws, mirror.hello())
        answered, tries, refused = None, 0, mirror.refused
        views = mirror.updates  # this connection's first view comes after the ready check
        while not self.finished():
            if mirror.updates > views and mirror.my_turn() and answered != mirror.n:
                state, seat = mirror.state, mirror.seat
                cmd = await asyncio.to_thread(self.choose, state, seat, tries)
                self._asked_at = self.clock()
                await self.send(ws, mirror.play(cmd))
                answered = mirror.n
                self.sent_commands += 1
                if self.drop_after is not None and not self.dropped and \
                        self.sent_commands >= self.drop_after:
                    self.dropped = True  # a drill: drop the line, then rejoin
                    self.say("dropping the connection on purpose (--drop-after)")
                    await ws.close()
                    return
            try:
                raw = await asyncio.wait_for(ws.recv(), self.silence)
            except (TimeoutError, asyncio.TimeoutError):
                mirror.cut = f"the host said nothing for {self.silence:g} seconds (stalled)"
                return
            if not bucket.allow():
                mirror.cut = "the host sent too many messages too fast (a flood)"
                return
            n, paused = mirror.n, mirror.paused
            for reply in mirror.hear(raw):
                await self.send(ws, reply)
            if mirror.paused is not None and mirror.paused != paused:
                self.say(f"the host says: {mirror.paused}")
            if mirror.refused != refused:
                refused, tries, answered = mirror.refused, tries + 1, None
            if mirror.n != n:
                if self._asked_at is not None:
                    self.latencies.append(self.clock() - self._asked_at)
                    self._asked_at = None
                tries = 0
                if self.record is not None:
                    self.record(mirror)
        if mirror.ended is not None and self.record is not None:
            self.record(mirror)

    def result(self) -> dict:
        """{"winner", "how", "turns", "commands", "refused", "save": null} for the guest, from
        its own view (the host's Ended message agrees with it, or the match was left)."""
        mirror, state = self.mirror, self.mirror.state
        out = state.over if state is not None else None
        return {"winner": out.winner if out else None, "how": out.how if out else None,
                "turns": state.turn if state is not None else 0, "commands": mirror.n,
                "refused": mirror.refused, "save": None}
