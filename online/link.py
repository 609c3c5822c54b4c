"""The window's line to the other game: a websockets connection run by an asyncio loop in a
background thread, exchanging text frames with the screen through thread-safe queues.

    link = HostLink(bind, port); link.start()      # serve one guest at a time
    link = GuestLink(address, port); link.start()  # join (and rejoin after a drop)
    for kind, value in link.poll(): ...            # on the screen's thread, each frame
    link.send(frame); link.close()

What the screen hears (poll): ("listening", port), ("open", None), ("frame", text),
("closed", reason), ("error", reason). The link decides nothing about the match: the screen's
thread feeds frames to game.net's HostSession or GuestMirror, which check everything. The link
only turns away a second guest, cuts off a flood, and keeps each frame under the size limit.
"""
from __future__ import annotations

import asyncio
import queue
import socket
import threading
import time

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.net import GUEST_MAX_BYTES, HOST_MAX_BYTES

from . import limits
from .guest import HOST_BURST, HOST_RATE, uri_of

DEFAULT_PORT = 8765
BUSY = '{"v":1,"kind":"cut","seq":0,"reason":"a match is already being played here"}'


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses a friend on the same network could reach (loopback last)."""
    found: list[str] = []
    try:  # the address the machine would use to reach the internet (no packet is sent)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))
            found.append(s.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = info[4][0]
            if address not in found:
                found.append(address)
    except OSError:
        pass
    outside = [a for a in found if not a.startswith("127.")]
    return outside + ["127.0.0.1"]


def why_not(exc: BaseException) -> str:
    """A transport failure in a player's words."""
    if isinstance(exc, ConnectionRefusedError):
        return "nobody is hosting there (connection refused): check the address and port"
    if isinstance(exc, (TimeoutError, asyncio.TimeoutError)):
        return "no answer from that address (timed out): is the port forwarded, the host on?"
    if isinstance(exc, OSError) and exc.errno in (98, 48, 10048):
        return "that port is already in use on this machine: choose another port"
    if isinstance(exc, socket.gaierror):
        return "that address can't be found on the network"
    if isinstance(exc, PermissionError):
        return "this machine doesn't allow that port (ports below 1024 are the system's)"
    if isinstance(exc, InvalidHandshake):
        return "something answered there, but not a Ringside host"
    return f"{exc.__class__.__name__}: {exc}"[:200]


class Link:
    """A connection's thread, loop and queues (HostLink and GuestLink give the talking)."""

    def __init__(self) -> None:
        self.inbox: queue.Queue = queue.Queue()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self.ws = None
        self.stopping: asyncio.Event | None = None
        self.closed = False

    def start(self) -> "Link":
        """Run the connection in a background thread (daemon: the window may close any time)."""
        self.thread = threading.Thread(target=self._run, name=type(self).__name__, daemon=True)
        self.thread.start()
        return self

    def _run(self) -> None:
        """The thread: its own loop, running the link until it is closed."""
        loop = asyncio.new_event_loop()
        self.loop = loop
        try:
            loop.run_until_complete(self._main())
        except Exception as exc:  # the screen hears it; the thread never takes the game down
            self.tell("error", why_not(exc))
        finally:
            loop.close()

    async def _main(self) -> None:
        """The link's work (a subclass's)."""

    def tell(self, kind: str, value=None) -> None:
        """Put something on the screen's queue (from the link's thread)."""
        self.inbox.put((kind, value))

    def poll(self) -> list:
        """Everything the link heard since the last poll (the screen's thread)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, frame: str) -> None:
        """Send a text frame to the other game, if connected (from the screen's thread)."""
        loop, ws = self.loop, self.ws
        if loop is None or ws is None or self.closed:
            return

        async def go() -> None:
            try:
                await ws.send(frame)
            except ConnectionClosed:
                pass
        try:
            asyncio.run_coroutine_threadsafe(go(), loop)
        except RuntimeError:  # the loop has just closed
            pass

    def drop(self) -> None:
        """Close the current connection only (a test's drill; a guest link rejoins)."""
        loop, ws = self.loop, self.ws
        if loop is not None and ws is not None:
            try:
                asyncio.run_coroutine_threadsafe(ws.close(), loop)
            except RuntimeError:
                pass

    def close(self) -> None:
        """End the link for good (from the screen's thread); safe to call twice."""
        if self.closed:
            return
        self.closed = True
        loop = self.loop
        if loop is not None and self.stopping is not None:
            try:
                loop.call_soon_threadsafe(self.stopping.set)
            except RuntimeError:
                pass

    def join(self, timeout: float = 3.0) -> None:
        """Wait for the thread to end (tests)."""
        if self.thread is not None:
            self.thread.join(timeout)


class HostLink(Link):
    """Serve one guest at a time on bind:port (0: any free port); a second one is turned away."""

    def __init__(self, bind: str = "0.0.0.0", port: int = DEFAULT_PORT) -> None:
        super().__init__()
        self.bind, self.port = bind, port

    async def _main(self) -> None:
        self.stopping = asyncio.Event()
        try:
            server = await serve(self._handler, self.bind, self.port, max_size=GUEST_MAX_BYTES,
                                 compression=None, ping_interval=limits.PING_EVERY,
                                 ping_timeout=limits.PING_EVERY, close_timeout=2, max_queue=4)
        except OSError as exc:
            self.tell("error", why_not(exc))
            return
        async with server:
            self.port = server.sockets[0].getsockname()[1]
            self.tell("listening", self.port)
            await self.stopping.wait()
            if self.ws is not None:
                await self.ws.close()

    async def _handler(self, ws) -> None:
        """One guest's connection: frames to the screen, a flood cut off."""
        if self.ws is not None or self.closed:
            try:
                await ws.send(BUSY)
            finally:
                await ws.close()
            return
        self.ws = ws
        self.tell("open")
        bucket = limits.Bucket(time.monotonic)
        reason = "the connection closed"
        try:
            async for raw in ws:
                if not bucket.allow():
                    reason = "the guest sent too many messages too fast (a flood): cut off"
                    break
                self.tell("frame", raw)
        except ConnectionClosed:
            pass
        finally:
            self.ws = None
            await ws.close()
            if not self.closed:
                self.tell("closed", reason)


class GuestLink(Link):
    """Join a host at address:port; after a drop, connect again until rejoin() stops."""

    def __init__(self, address: str, port: int, open_timeout: float = limits.HELLO_WAIT) -> None:
        super().__init__()
        self.address, self.port, self.open_timeout = address, port, open_timeout
        self.retry = True  # connect again after a drop (the screen turns it off)
        self.ever = False  # a connection was made at least once

    async def _main(self) -> None:
        self.stopping = asyncio.Event()
        stop = asyncio.ensure_future(self.stopping.wait())
        try:
            while not self.closed:
                try:
                    await self._talk()
                except (OSError, InvalidHandshake, InvalidURI, TimeoutError,
                        asyncio.TimeoutError) as exc:
                    if not self.ever:
                        self.tell("error", why_not(exc))
                        return
                if self.closed or not self.retry:
                    return
                await asyncio.wait([stop], timeout=0.5)
        finally:
            stop.cancel()

    async def _talk(self) -> None:
        """One connection: frames to the screen until it closes."""
        async with connect(uri_of(self.address, self.port), max_size=HOST_MAX_BYTES,
                           compression=None, open_timeout=self.open_timeout, proxy=None,
                           ping_interval=limits.PING_EVERY, ping_timeout=limits.PING_EVERY,
                           close_timeout=2, max_queue=64) as ws:
            self.ws, self.ever = ws, True
            self.tell("open")
            bucket = limits.Bucket(time.monotonic, HOST_RATE, HOST_BURST)
            reason = "the connection closed"
            reader = asyncio.ensure_future(self._read(ws, bucket))
            stop = asyncio.ensure_future(self.stopping.wait())
            done, _ = await asyncio.wait([reader, stop], return_when=asyncio.FIRST_COMPLETED)
            if reader in done and reader.result():
                reason = reader.result()
                self.retry = False  # a flooding host is not joined again
            for task in (reader, stop):
                task.cancel()
            self.ws = None
            await ws.close()
            if not self.closed:
                self.tell("closed", reason)

    async def _read(self, ws, bucket) -> str | None:
        """Frames from the host until it closes (the reason, for a flood)."""
        try:
            async for raw in ws:
                if not bucket.allow():
                    return "the host sent too many messages too fast (a flood): cut off"
                self.tell("frame", raw)
        except ConnectionClosed:
            pass
        return None
