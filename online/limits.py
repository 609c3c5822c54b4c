"""The transport's limits: how long to wait, how much to take, when to give up on a peer."""
from __future__ import annotations

HELLO_WAIT = 10.0  # seconds a new connection has to say hello
REJOIN_WAIT = 180.0  # seconds a dropped guest has to rejoin before the match ends unfinished
PING_EVERY = 10.0  # websocket keep-alive pings, and how long a pong may take
FLOOD_RATE = 20.0  # messages a second a peer may send on average...
FLOOD_BURST = 60  # ... and at once; more is a flood, and the peer is cut off
HOST_SILENCE = 600.0  # a guest waiting on the host this long without a word gives up
CLOCK_STRIKES = 3  # turn clocks a guest may run out in a row before it is cut off as stalled


class Bucket:
    """A token bucket: allow() is False when a peer sends faster than rate, beyond burst."""

    def __init__(self, clock, rate: float = FLOOD_RATE, burst: int = FLOOD_BURST) -> None:
        self.clock, self.rate, self.burst = clock, rate, burst
        self.tokens, self.at = float(burst), clock()

    def allow(self) -> bool:
        """Take one token for a message; False when there is none (a flood)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
