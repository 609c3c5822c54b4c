"""Deterministic dice for the rules: splitmix64, seeded per command, never the random module.

The same seed and salt give the same rolls on every machine, so a log replays exactly:

>>> d = Dice(7)
>>> [d.die(6) for _ in range(5)]
[6, 5, 5, 4, 4]
>>> Dice(7, 1).percent()    # another salt (the next command), another stream
94
>>> Dice(3).shuffled("ABCDE")
['D', 'C', 'B', 'A', 'E']
"""

import hashlib

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    """The splitmix64 finaliser."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


class Dice:
    """A stream of random numbers from a seed and a salt (the command number)."""

    __slots__ = ("_state",)

    def __init__(self, seed: int, salt: int = 0) -> None:
        self._state = _mix((seed * GOLDEN + salt * 0xD1B54A32D192ED03 + 1) & MASK)

    def _next(self) -> int:
        """The next 64 random bits."""
        self._state = (self._state + GOLDEN) & MASK
        return _mix(self._state)

    def below(self, n: int) -> int:
        """A whole number in 0..n-1."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        return self._next() % n

    def percent(self) -> int:
        """A percentile roll, 1..100."""
        return self.below(100) + 1

    def die(self, sides: int) -> int:
        """A die roll, 1..sides."""
        return self.below(sides) + 1

    def pick(self, items):
        """One item of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffled(self, items) -> list:
        """A shuffled copy (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def pages_seed(seed: int, pages) -> int:
    """A seed made of the match seed and a digest of every page of both playbooks, in order: the
    bell's shuffle drawn from it (edition 7) changes when any page changes, seen or not.

    >>> pages_seed(7, ("a", "b")) == pages_seed(7, ("a", "b")), pages_seed(7, ("a", "b")) == pages_seed(7, ("b", "a"))
    (True, False)
    """
    digest = hashlib.sha256(f"{seed}|{'|'.join(pages)}".encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")
