"""`bench --json`'s online figure: the time from a guest's command to the view it made, over
loopback (a host and a guest in one process, Greedy at both seats), beside the round trip of
the same size of message through a bare websocket echo server timed in the same run."""
from __future__ import annotations

import asyncio
import statistics
import time

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

from game.match import Match, random_setup
from game.net import GuestMirror

from .guest import GuestRunner
from .headless import ai_chooser
from .host import HostRunner

LOCAL = "127.0.0.1"


async def _match_latencies(cat, seed: int, match_type: str) -> tuple[list, int]:
    """The guest's command-to-view times over one whole match, and the view's frame size."""
    match = Match(random_setup(cat, seed, match_type, "greedy", "human"), cat)
    pick = ai_chooser("greedy", seed)
    sizes = []
    host = HostRunner(match, 0, lambda state: pick(state, 0), lambda m: None, game="bench",
                      sent=lambda frame: sizes.append(len(frame)))
    listening = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(host.run(LOCAL, 0, listening.set_result))
    port = await listening
    guest = GuestRunner(GuestMirror(cat, "bench", "bench"), LOCAL, port,
                        ai_chooser("greedy", seed))
    await guest.run()
    await task
    return guest.latencies, int(statistics.median(sizes))


async def _echo_latencies(size: int, count: int) -> list:
    """Round trips of a message of this size through a websocket echo server."""
    async def echo(ws):
        async for frame in ws:
            await ws.send(frame)
    times = []
    async with serve(echo, LOCAL, 0, compression=None) as server:
        port = server.sockets[0].getsockname()[1]
        async with connect(f"ws://{LOCAL}:{port}/", compression=None, proxy=None) as ws:
            frame = "x" * size
            for _ in range(count):
                start = time.perf_counter()
                await ws.send(frame)
                await ws.recv()
                times.append(time.perf_counter() - start)
    return times


def online_latency(cat, matches: int = 3) -> dict:
    """{commands, median_ms, p95_ms, echo_median_ms, ratio}: per guest command over loopback."""
    async def run():
        latencies, sizes = [], []
        for i in range(matches):
            got, size = await _match_latencies(cat, 500 + i, ("normal", "hardcore",
                                                               "showdown")[i % 3])
            latencies += got
            sizes.append(size)
        echo = await _echo_latencies(int(statistics.median(sizes)), max(20, len(latencies)))
        return latencies, echo, int(statistics.median(sizes))
    latencies, echo, size = asyncio.run(run())
    median = statistics.median(latencies)
    p95 = sorted(latencies)[int(0.95 * (len(latencies) - 1))]
    echo_median = statistics.median(echo)
    return {"commands": len(latencies), "median_ms": round(median * 1000, 3),
            "p95_ms": round(p95 * 1000, 3), "view_bytes": size,
            "echo_median_ms": round(echo_median * 1000, 3),
            "ratio": round(median / echo_median, 2)}
