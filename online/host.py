"""The host's end of an online match: serve one guest over websockets, play the host's own seat,
re-check the guest's commands (game/net's HostSession), save as the match goes, wait for a dropped
guest to rejoin, and run the turn clock."""
from __future__ import annotations

import asyncio
import secrets
import time

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from game.net import GUEST_MAX_BYTES, HostSession, text
from game.net import Cut, Paused

from . import limits


class HostRunner:
    """One hosted match: run() serves until the match ends, is left, or the guest never
    comes back; choose_own(state) picks the host seat's command (called in a worker thread on
    a copy of the state); save(match) is called after every command."""

    def __init__(self, match, own_seat: int, choose_own, save, name: str = "Host",
                 game: str = "", clock: float = 0, rejoin_wait: float = limits.REJOIN_WAIT,
                 hello_wait: float = limits.HELLO_WAIT, say=None, sent=None, cat=None,
                 build=None) -> None:
        # match: the Match, or None until the guest's hello, when build(hello) makes it
        self.own, self.choose_own, self.save = own_seat, choose_own, save
        self.session = HostSession(match, 1 - own_seat, name, game, secrets.token_hex(8),
                                   int(clock), cat=cat, build=build)
        self.clock, self.rejoin_wait, self.hello_wait = clock, rejoin_wait, hello_wait
        self.say = say or (lambda line: None)  # progress lines (stderr, or the screen)
        self.sent = sent  # sees every text frame sent to the guest (tests record them)
        self.ws = None
        self.changed: asyncio.Event | None = None
        self.dropped_at: float | None = None
        self.connections = 0
        self.strikes = 0  # turn clocks the guest ran out in a row
        self.port = None
        self.saved = None

    @property
    def match(self):
        """The match (None until the guest's hello when it is made for the guest)."""
        return self.session.match

    def _save(self) -> None:
        """Save the match as it stands, once there is one."""
        if self.match is not None:
            self.saved = self.save(self.match)

    # ---- sending -----------------------------------------------------------------------------

    async def send(self, message) -> None:
        """Send one message to the guest, if it is there."""
        ws = self.ws
        if ws is None:
            return
        frame = text(message)
        if self.sent is not None:
            self.sent(frame)
        try:
            await ws.send(frame)
        except ConnectionClosed:
            pass

    async def send_update(self) -> None:
        """The guest's view after a change, if it is there and ready."""
        if self.ws is not None and self.session.ready:
            await self.send(self.session.update())

    # ---- the guest's connection ------------------------------------------------------------

    async def handler(self, ws) -> None:
        """One connection: a new guest, a rejoin, or someone turned away."""
        if self.ws is not None or (self.match is not None and self.match.over) or \
                self.session.left is not None:
            frame = text(Cut(v=1, seq=0, reason="a match is already being played here"))
            try:
                await ws.send(frame)
            finally:
                await ws.close()
            return
        self.ws = ws
        self.connections += 1
        self.session.connected()
        bucket = limits.Bucket(time.monotonic)
        try:
            first = await asyncio.wait_for(ws.recv(), self.hello_wait)
            await self.hear(first)
            while self.session.cut is None and self.session.left is None:
                raw = await ws.recv()
                if not bucket.allow():
                    await self.cut("you sent too many messages too fast (a flood)")
                    break
                await self.hear(raw)
        except (TimeoutError, asyncio.TimeoutError):
            await self.cut(f"no hello within {self.hello_wait:g} seconds")
        except ConnectionClosed:
            pass
        finally:
            self.ws = None
            self.dropped_at = time.monotonic()
            if self.match is not None and not self.match.over and self.session.left is None:
                self.say("the guest dropped: the match is paused while it rejoins")
            self.changed.set()
            await ws.close()

    async def hear(self, raw) -> None:
        """Take one frame from the guest and send the answers."""
        before = len(self.match.log) if self.match is not None else 0
        was_ready = self.session.ready
        for reply in self.session.hear(raw):
            await self.send(reply)
        if self.match is not None and len(self.match.log) != before:
            self.strikes = 0
            self._save()
        if self.session.ready and not was_ready:
            self.say(f"{self.session.guest_name or 'the guest'} is ready")
        if self.match is not None and len(self.match.log) != before or \
                self.session.ready != was_ready or self.session.left is not None:
            self.changed.set()

    async def cut(self, reason: str) -> None:
        """Cut the guest off, saying why."""
        for reply in self.session.cut_off(reason):
            await self.send(reply)
        self.say(f"the guest was cut off: {reason}")

    # ---- the match ---------------------------------------------------------------------------

    async def wait_change(self, timeout: float | None) -> bool:
        """Wait until something happens (False when the timeout passed first)."""
        self.changed.clear()
        try:
            await asyncio.wait_for(self.changed.wait(), timeout)
            return True
        except (TimeoutError, asyncio.TimeoutError):
            return False

    async def own_turn(self) -> None:
        """The host's seat plays (its chooser thinks in a worker thread)."""
        from game.match import fallback_command
        from game.match import IllegalCommand
        state = self.match.state.clone()
        try:
            cmd = await asyncio.to_thread(self.choose_own, state)
            self.match.play(cmd)
        except (IllegalCommand, Exception):  # a chooser bug must not stop the match
            self.match.play(fallback_command(self.match, self.own))
        self.saved = self.save(self.match)
        await self.send_update()

    async def clock_ran_out(self) -> None:
        """The guest's turn clock ran out: its seat's first legal command is played for it."""
        from game.match import fallback_command
        self.strikes += 1
        if self.strikes >= limits.CLOCK_STRIKES:
            await self.cut("the turn clock ran out three times in a row (stalled)")
            self.session.left = self.session.guest
            return
        await self.send(self.session.seq.stamp(Paused, reason="your turn clock ran out: "
                                                               "the first legal move was played"))
        self.match.play(fallback_command(self.match, self.session.guest))
        self.saved = self.save(self.match)
        await self.send_update()

    async def drive(self) -> None:
        """Play the match: the host's seat, the guest's waits, drops and the clock."""
        session = self.session
        while not session.ready:  # the first guest, and its ready check
            await self.wait_change(None)
        while self.match.actor() is not None and session.left is None:
            if self.ws is None or not session.ready:
                dropped = self.dropped_at if self.dropped_at is not None else time.monotonic()
                remaining = self.rejoin_wait - (time.monotonic() - dropped)
                if remaining <= 0:
                    session.left = session.guest
                    self.say("the guest did not rejoin in time: the match ends unfinished")
                    break
                await self.wait_change(remaining)
                continue
            if self.match.actor() == self.own:
                await self.own_turn()
                continue
            before = len(self.match.log)
            if not await self.wait_change(self.clock or None) and \
                    len(self.match.log) == before and self.ws is not None:
                await self.clock_ran_out()

    async def run(self, bind: str, port: int, on_listening=None) -> dict:
        """Serve until the match is over or left; the result as the host's JSON gives it."""
        self.changed = asyncio.Event()
        async with serve(self.handler, bind, port, max_size=GUEST_MAX_BYTES, compression=None,
                         ping_interval=limits.PING_EVERY, ping_timeout=limits.PING_EVERY,
                         close_timeout=2, max_queue=4) as server:
            self.port = server.sockets[0].getsockname()[1]
            if on_listening is not None:
                on_listening(self.port)
            self._save()
            await self.drive()
            if self.ws is not None:
                await self.send(self.session.ended())
                await self.ws.close()
        return self.result()

    def result(self) -> dict:
        """{"winner", "how", "turns", "commands", "refused", "save"} for the host."""
        match = self.match
        out = match.state.over if match is not None else None
        return {"winner": out.winner if out else None, "how": out.how if out else None,
                "turns": match.state.turn if match is not None else 0,
                "commands": len(match.log) if match is not None else 0,
                "refused": self.session.refused,
                "save": str(self.saved) if self.saved is not None else None}
