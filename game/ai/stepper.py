"""A 'normal' or 'hard' AI decision spread over many small steps (a frame's worth each), so a
window keeps moving while the AI thinks; it picks exactly what choose() picks. The caller passes
its clock (time.perf_counter): game/ never reads one itself."""
from __future__ import annotations

from ..legal import legal_commands
from ..view import view
from . import hard, normal
from .evaluate import persona_of

SPREAD_LEVELS = frozenset({"normal", "hard"})  # levels whose thinking is spread over steps
THINK_BUDGET = {"normal": 0.0009, "hard": 0.003}  # seconds of thinking a step


class Thinker:
    """A 'normal' or 'hard' AI decision spread over steps, a little search each step.

    It runs the same computation as choose(level, ...) (for 'hard' without a clock: a
    fixed number of playouts), in the same order, so it picks exactly the command choose()
    would: 'normal' one command's expected value at a time, 'hard' one search round at a time."""

    def __init__(self, level: str, state, seat: int, dice, budget: float | None = None,
                 clock=None) -> None:
        self.level = level
        self.seat = seat
        self.budget = THINK_BUDGET.get(level, 0.002) if budget is None else budget
        self.clock = clock
        self.result = None
        self.error: Exception | None = None
        self.seen = view(state, seat)
        self.options = legal_commands(self.seen, seat)
        self.dice = dice
        self.work = None
        if len(self.options) == 1:
            self.result = self.options[0]
        elif not self.options:
            self.error = ValueError("nothing to do")
        elif level == "hard":
            self.work = hard.Search(self.seen, seat, self.options, dice)
            self.cap = min(hard.MAX_PLAYOUTS, hard.PLAYOUTS)
        else:
            self.work = "normal"
            self.values: list = []
            self.worlds = None

    @property
    def done(self) -> bool:
        return self.work is None

    def step(self) -> None:
        """Think for about `budget` seconds by the clock (at least one unit of work; exactly one
        without a clock)."""
        if self.work is None:
            return
        started = self.clock() if self.clock is not None else 0.0
        try:
            while self.work is not None:
                self._unit()
                if self.clock is None or self.clock() - started >= self.budget:
                    break
        except Exception as exc:  # reported back to the scene
            self.error = exc
            self.work = None

    def _unit(self) -> None:
        if self.level == "hard":
            srch = self.work
            srch.run_step(self.cap)  # one playout (or the world's deal) a unit
            if srch.playouts >= self.cap:
                self.result = srch.best()
                self.work = None
            return
        seen, seat = self.seen, self.seat
        if self.worlds is None:  # as normal.expected_values: the same k worlds for every command
            self.me, self.foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
            self.worlds, self.total, self.world_i = [], 0.0, 0
            return
        if len(self.worlds) < normal.SAMPLES:  # one world a unit (each is a deal of the cards)
            k = len(self.worlds) + 1
            self.worlds.append(normal.worlds_from(seen, seat, k))
            return
        # one command in one world a unit, summed in normal.value_of's order: the same value
        cmd = self.options[len(self.values)]
        self.total += normal.value_in(self.worlds[self.world_i], seat, cmd, self.me, self.foe)
        self.world_i += 1
        if self.world_i < len(self.worlds):
            return
        self.values.append(self.total / len(self.worlds))
        self.total, self.world_i = 0.0, 0
        if len(self.values) == len(self.options):
            best = normal.pick(seen, seat, self.options, self.values)
            self.result = normal.finish(seen, seat, self.options, best, self.dice)
            self.work = None
