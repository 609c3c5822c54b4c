"""Who plays for a seat when no person clicks: the AI seats, at a pace people can follow, and the
auto-counter rules a human defender set in advance.

The AI thinks in one frame and plays in the next, so one frame never holds both the thinking and
the redrawing that follows a move; the levels that think longer ('normal', 'hard') spread their
search over frames, a millisecond or a few each, so the window keeps moving while they think. The AI always thinks from its own
seat's view of the table.
"""
from __future__ import annotations

import time

from game import commands as C
from game.ai import choose
from game.legal import counter_blocker

from scenes.ui.prefs import default_counter_rules

SPREAD_LEVELS = frozenset({"normal", "hard"})  # levels whose thinking is spread over frames
THINK_BUDGET = {"normal": 0.0009, "hard": 0.003}  # seconds of thinking a frame


def attack_kind(state) -> str | None:
    """The kind of the pending attack as the auto-counter rules name it (a move type or
    'weapon'), or None when nothing is pending."""
    if not state.pending:
        return None
    info = state.info(state.pending[1])
    return "weapon" if info.special == "weapon" else info.move_type


def auto_answer(state, seat: int, rules: dict) -> tuple | None:
    """What an auto-counter rule plays for a human defender: (command, words), or None when the
    rule says to ask them (the screen is handed over).

    'never' lets the move through; 'auto' counters with the best Defensive page that can (most
    damage, then cheapest), lets it through when no page can, and asks when only a page that is
    not Defensive could counter (the player may want to keep it)."""
    kind = attack_kind(state)
    if kind is None or state.actor() != seat:
        return None
    rule = rules.get(kind, "ask")
    if rule == "ask":
        return None
    if rule == "never":
        return C.Allow(seat), "never counters"
    side = state.sides[seat]
    counters = [p for p in side.hand if counter_blocker(state, seat, p) is None]
    defensive = [p for p in counters if "defensive" in state.info(p).tags]
    if defensive:
        def rank(p):
            info = state.info(p)
            return (-getattr(info, "damage", 0), sum(info.cost), info.id, p)
        best = min(defensive, key=rank)
        return C.Counter(seat, best), f"counters with {state.info(best).name}"
    if counters:
        return None
    return C.Allow(seat), "has no Defensive page to counter with"


class Thinker:
    """A 'normal' or 'hard' AI decision spread over frames, a little search each frame, so the
    window keeps moving while the AI thinks.

    It runs the same computation as game.ai.choose(level, ...) (for 'hard' without a clock: a
    fixed number of playouts), in the same order, so it picks exactly the command choose()
    would: 'normal' one command's expected value at a time, 'hard' one search round at a time."""

    def __init__(self, level: str, state, seat: int, dice, budget: float | None = None) -> None:
        from game.legal import legal_commands
        from game.view import view
        self.level = level
        self.seat = seat
        self.budget = THINK_BUDGET.get(level, 0.002) if budget is None else budget
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
            from game.ai import hard
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
        """Think for about `budget` seconds (at least one unit of work)."""
        if self.work is None:
            return
        started = time.perf_counter()
        try:
            while self.work is not None:
                self._unit()
                if time.perf_counter() - started >= self.budget:
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
        from game.ai import normal
        from game.ai.evaluate import persona_of
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


class AiMixin:
    """AI seats and auto-counter for a MatchScene."""

    def init_ai(self) -> None:
        self.ai_timer = 0.0
        self.ai_plan = None  # (seat, log length, command) decided, to play next frame
        self.thinker: Thinker | None = None
        defaults = dict(getattr(self.app.settings, "auto_counter", None)
                        or default_counter_rules())
        self.counter_rules = [dict(defaults), dict(defaults)]

    def drive_ai(self, actor: int, dt: float) -> None:
        """The AI seat that must act: wait its pace, think, then play (one step per frame)."""
        if self.ai_plan is not None:
            seat, at, cmd = self.ai_plan
            self.ai_plan = None
            if seat == actor and at == len(self.match.log):
                self.play_ai(seat, cmd)
            return
        if self.thinker is not None:
            self.thinker.step()
            if not self.thinker.done:
                return
            t, self.thinker = self.thinker, None
            if t.error is None and t.result is not None and t.seat == actor:
                self.ai_plan = (actor, len(self.match.log), t.result)
            else:
                self.play_ai(actor, None)
            return
        self.ai_timer += dt
        if self.ai_timer < self.ai_delay():
            return
        self.ai_timer = 0.0
        level = self.controller(actor)
        if level in SPREAD_LEVELS:
            self.thinker = Thinker(level, self.state, actor, self.ai_dice[actor])
            return
        try:
            cmd = choose(level, self.state, actor, self.ai_dice[actor])
        except Exception as exc:  # an AI bug must not freeze the match
            self.app.toast(f"The AI is stuck: {exc}", "error")
            cmd = None
        self.ai_plan = (actor, len(self.match.log), cmd)

    def play_ai(self, seat: int, cmd) -> None:
        """Send the AI's command; a refused or missing one falls back to the first legal one."""
        if cmd is not None and self.send(cmd):
            return
        legal = self.match.legal(seat)
        if legal:
            self.send(legal[0])

    def ai_move(self, seat: int) -> None:
        """Let the AI of a seat give its command now (from its own view of the table)."""
        try:
            cmd = choose(self.controller(seat), self.state, seat, self.ai_dice[seat])
        except Exception:
            cmd = None
        self.play_ai(seat, cmd)

    # ---- auto-counter -------------------------------------------------------------------------

    def try_auto_counter(self, actor: int) -> bool:
        """If the human defender's rule decides, play it for them (no handover). True if played."""
        if not self.state.pending or self.tapout_due() is not None:
            return False
        answer = auto_answer(self.state, actor, self.counter_rules[actor])
        if answer is None:
            return False
        cmd, words = answer
        if self.send(cmd):
            self.app.toast(f"Auto-counter: {self.short(actor)} {words}.", "info", 2.5)
            return True
        return False
