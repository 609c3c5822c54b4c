"""Who plays for a seat when no person clicks: the AI seats, at a pace people can follow, and the
auto-counter rules a human defender set in advance. Pygame-free; the table model drives it.

The AI thinks in one frame and plays in the next, so one frame never holds both the thinking and
the redrawing that follows a move. The levels that think longer ('normal', 'hard') spread their
search over frames through game.ai.Chooser, a millisecond or a few each, so the window keeps
moving while they think; they start as soon as it is their turn and think during the pause people
follow the match by (so the slices can be small). The command is the one game.ai.choose gives
(the same computation, however it is sliced). The AI always thinks from its own seat's view of
the table.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ai import SPREAD_LEVELS, Chooser, auto_answer, decision_dice, level_of
from game.match import commands as C
from game.match import events as E
from game.match import fallback_command


@dataclass
class Pace:
    """How fast the table moves: seconds an AI waits before it thinks, seconds of thinking a
    frame per level, the pause after the last cue before the results."""
    ai_delay: float = 0.75
    end_pause: float = 1.0
    think: tuple = (("normal", 0.001), ("hard", 0.003))

    def think_budget(self, level: str) -> float:
        """Seconds of thinking a frame for an AI level."""
        return dict(self.think).get(level.partition("@")[0].partition("/")[0], 0.002)


ANSWER_PACE = 0.5  # an answer to a move called (counter it or take it) waits half the pace:
# the ring stands still while it waits (session 43's play-test: 1.5-2 s between AIs)
ALONE_PACE = 0.5  # an AI going on with its own turn after a command that reached nobody (a
# momentum page, a breather) waits half the pace: a run of momentum pages stood still a
# second and more each between them (session 51's play-test)
REACHED = (E.MoveConnected, E.MoveCountered, E.PinAttempted, E.SubmissionAttempted,
           E.DamageDealt, E.WentDown, E.ControlChanged, E.WentToRingside, E.ReturnedToRing,
           E.WeaponUsed, E.MatchEnded)  # the events of a command that reached the foe (or the
# match's course): the full pace after them, to follow what happened


def pace_share(model, actor: int) -> float:
    """The share of the AI's pace `actor` waits now: half to answer a move called, half to go
    on after its own command that reached nobody, else all of it."""
    if model.state.pending:
        return ANSWER_PACE
    log = model.source.log
    last = log[-1] if log else None
    if last is not None and getattr(last.command, "seat", None) == actor and not any(
            isinstance(ev, REACHED) for ev in last.events):
        return ALONE_PACE
    return 1.0


class AiSeats:
    """The AI seats of one table and its human defenders' auto-counter."""

    def __init__(self, model, seed: int) -> None:
        self.model = model
        self.seed = seed
        self.timer = 0.0
        self.plan = None  # (seat, log length, command) decided, to play next frame
        self.chooser: Chooser | None = None
        self.hold = False  # the table has drawing to catch up: thinking may wait a frame
        self.held = False  # the last frame's share waited for the table
        self.owed = None  # (seat, seconds, clock): a frame's share of thinking, thought once
        # the frame is shown (think_owed), so no frame waits for the AI

    def drive(self, actor: int, dt: float, clock=None) -> None:
        """The AI seat that must act: wait its pace, then play in the next frame. A level that
        thinks long starts at once and thinks while it waits (a frame's share at a time; clock:
        seconds, e.g. time.perf_counter; without one a step a frame), skipping a frame's share
        while the table still has drawing to catch up (`hold`): every such frame while the wait
        lasts, every other one once it is over."""
        m = self.model
        if self.plan is not None:
            seat, at, cmd = self.plan
            self.plan = None
            if seat == actor and at == len(m.source.log):
                self.play(seat, cmd)
            return
        self.timer += dt
        waited = self.timer >= m.pace.ai_delay * pace_share(m, actor)
        if self.chooser is not None and clock is not None:
            self.think_owed()  # (a share the last frame did not think after it was shown)
        if self.chooser is not None:
            if self.hold and not self.chooser.done and (not waited or not self.held):
                self.held = True  # (once the wait is over, never two frames in a row)
                return
            self.held = False
            if clock is not None and not self.chooser.done:  # the window: thought once this
                self.owed = (actor, m.pace.think_budget(self.chooser.level), clock)  # frame
                return  # is shown (the frame's share of thinking had it take 1-3 ms more)
            try:
                done = self.chooser.done or self.chooser.step()
            except Exception:  # an AI bug must not freeze the match
                self.chooser = None
                self.timer = 0.0
                self.play(actor, None)
                return
            if not done or not waited:
                return
            ch, self.chooser = self.chooser, None
            self.timer = 0.0
            if ch.result is not None and ch.seat == actor:
                self.plan = (actor, len(m.source.log), ch.result)
            else:
                self.play(actor, None)
            return
        level = m.ai_level(actor)
        if level in SPREAD_LEVELS:  # thought over the next frames, while it waits
            try:
                self.chooser = self.chooser_for(actor, level)
                return
            except Exception as exc:  # an AI bug must not freeze the match
                m.notice(f"The AI is stuck: {exc}", "error")
                self.timer = 0.0
                self.plan = (actor, len(m.source.log), None)
                return
        if not waited:
            return
        self.timer = 0.0
        try:
            cmd = self.chooser_for(actor, level).finish()
        except Exception as exc:  # an AI bug must not freeze the match
            m.notice(f"The AI is stuck: {exc}", "error")
            cmd = None
        self.plan = (actor, len(m.source.log), cmd)

    def think_owed(self) -> None:
        """Think the share of a frame owed, after the frame is shown (App.after_frame) or at the
        next frame's start; an AI bug plays the fallback command next frame."""
        owed, self.owed = self.owed, None
        ch = self.chooser
        if owed is None or ch is None or ch.done:
            return
        seat, seconds, clock = owed
        try:
            ch.think(seconds, clock)
        except Exception:  # an AI bug must not freeze the match
            self.chooser = None
            self.timer = 0.0
            self.plan = (seat, len(self.model.source.log), None)

    def chooser_for(self, seat: int, level: str) -> Chooser:
        """The seat's decision now: its own dice for this point of the match (so the save's AI
        commands can be derived again on verify), at the budget the setup recorded."""
        m = self.model
        return Chooser(level_of(m.source.setup, level), m.state, seat,
                       decision_dice(self.seed, seat, m.state.actions))

    def answer_now(self, seat: int) -> None:
        """An AI defender answers a person's attack in the same frame it was played: no pause,
        no thinking words, no ANSWERING badge, so the table looks the same whether or not the AI
        could counter (a counter window opens only for a defender who holds an answer). The
        command is the one game.ai.choose gives, from the same dice."""
        try:
            cmd = self.chooser_for(seat, self.model.ai_level(seat)).finish()
        except Exception:  # an AI bug must not freeze the match
            cmd = None
        self.timer, self.chooser, self.plan = 0.0, None, None
        self.play(seat, cmd)

    def play(self, seat: int, cmd) -> None:
        """Send the AI's command; a refused or missing one falls back to the first legal one."""
        m = self.model
        if cmd is not None and m.play(cmd):
            return
        fallback = fallback_command(m.source, seat)
        if fallback is not None:
            m.play(fallback)

    def auto_counter(self, actor: int) -> bool:
        """If the human defender's rule decides, play it for them (no handover). True if played."""
        m = self.model
        if not m.state.pending or m.tapout_due() is not None:
            return False
        answer = auto_answer(m.state, actor, m.counter_rules[actor])
        if answer is None:
            return False
        cmd, words = answer
        if m.play(cmd):
            # between two people a let-through is not told: it would say a window had opened
            if not (m.pass_and_play and type(cmd) is C.Allow):
                m.notice(f"Auto-counter: {m.short(actor)} {words}.", "info", 2.5)
            return True
        return False
