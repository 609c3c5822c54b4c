"""A choice made a unit of work at a time, so a window can spread an AI's thinking over frames.

    chooser = Chooser(level, state, seat, dice)
    while not chooser.done:
        chooser.think(0.001, time.perf_counter)   # about a millisecond of work (a frame's share)
    chooser.result

game.ai.choose runs the same Chooser to its end in one go, so the command a window's AI plays
after thinking over many frames is the command choose() gives: they are one computation. Normal
and Hard think step by step (one sampled world, one command in one world, one playout); the
quicker levels decide in their first step.
"""
from __future__ import annotations

from ..match.legal import legal_commands
from ..match.seat_view import view
from . import (easy, edition1, greedy, hard, hard4, hard11, ismcts, normal, normal3, normal4,
               normal5, normal6, normal7, normal9, normal11, randomly, yardsticks)
from .tapping import tapping


def _at_once(pick):
    """A level that decides in one step, as a thinking generator."""
    def thinking(seen, seat, options, dice, clock=None):
        return pick(seen, seat, options, dice, clock)
        yield  # (a generator that never yields)
    return thinking


EDITION_2 = {  # frozen: game/ai/normal.py and hard.py over policy.py and evaluate.py
    "random": _at_once(lambda seen, seat, options, dice, clock: randomly.choose(
        seen, seat, options, dice)),
    "easy": _at_once(easy.choose),
    "greedy": _at_once(lambda seen, seat, options, dice, clock: greedy.choose(
        seen, seat, options, dice)),
    "normal": normal.thinking,
    "hard": hard.thinking,
    "brawler": _at_once(yardsticks.brawler),    # yardsticks (game/ai/yardsticks.py)
    "heuristic": _at_once(yardsticks.heuristic),
}
# AI edition 3 (frozen): Normal and Hard search with game/ai/ismcts.py over policy3.py and
# evaluate3.py
EDITION_3 = {**EDITION_2, "easy": _at_once(easy.choose3), "normal": normal3.thinking,
             "hard": ismcts.thinking}
# AI edition 4: the same search, Normal with three candidates in 18 playouts, Hard at 144
EDITION_4 = {**EDITION_3, "normal": normal4.thinking, "hard": hard4.thinking}
# AI edition 5: Normal finishes the job over a beaten foe
EDITION_5 = {**EDITION_4, "normal": normal5.thinking}
# AI edition 6: Normal does not press Pin at long odds on a foe above 0 HP
EDITION_6 = {**EDITION_5, "normal": normal6.thinking}
# AI edition 7: Normal finishes a beaten foe in every match type
EDITION_7 = {**EDITION_6, "normal": normal7.thinking}
# AI edition 8: Normal and Hard tap out a bonus spent at the bell first (game/ai/tapping.py)
EDITION_8 = {**EDITION_7, "normal": tapping(normal7.thinking), "hard": tapping(hard4.thinking)}
# AI edition 9: Normal lets some of the moves it means to counter through (game/ai/normal9.py)
EDITION_9 = {**EDITION_8, "normal": tapping(normal9.thinking)}
# AI edition 10: the match levels are edition 9's; a season's AI spreads its bookings
# (game/season/ai.py)
EDITION_10 = EDITION_9
# AI edition 11: Normal's and Hard's searches weigh a weapon at its exact DQ odds
# (game/ai/weapon_odds.py)
THINKING = {**EDITION_10, "normal": tapping(normal11.thinking), "hard": tapping(hard11.thinking)}
# each AI edition's levels: a save is derived again by the AI of the edition it records
EDITIONS = {1: {**EDITION_2, "normal": edition1.normal_thinking, "hard": edition1.thinking},
            2: EDITION_2, 3: EDITION_3, 4: EDITION_4, 5: EDITION_5, 6: EDITION_6,
            7: EDITION_7, 8: EDITION_8, 9: EDITION_9, 10: EDITION_10, 11: THINKING}
CURRENT = max(EDITIONS)
BUDGETED = {1: edition1.thinking, 2: hard.thinking, 3: ismcts.thinking,  # Hard at a budget
            4: hard4.thinking, 5: hard4.thinking, 6: hard4.thinking, 7: hard4.thinking,
            8: EDITION_8["hard"], 9: EDITION_8["hard"], 10: EDITION_8["hard"],
            11: THINKING["hard"]}


def budgeted(level: str) -> tuple:
    """A level name, its fixed playout budget and its AI edition: 'hard@100' is Hard at 100
    playouts (None: the level's own budget), 'normal/1' the Normal of AI edition 1 (without a
    '/N': this game's edition). ValueError for a level this game does not know."""
    rest, slash, edition = level.partition("/")
    name, _, budget = rest.partition("@")
    if name not in THINKING or (budget and (name != "hard" or not budget.isdigit()
                                            or not 1 <= int(budget) <= 100_000)) \
            or (slash and not (edition.isdigit() and int(edition) in EDITIONS)):
        raise ValueError(f"unknown AI level '{level}' (choose from {', '.join(THINKING)}; "
                         "Hard takes a budget of playouts, e.g. hard@100; an AI edition "
                         f"follows a '/', one of {', '.join(map(str, EDITIONS))}, e.g. normal/1)")
    return name, int(budget) if budget else None, int(edition) if slash else CURRENT


class Chooser:
    """One AI decision under way, for the seat, from view(state, seat) only.

    clock: Hard's search clock (a zero-argument callable returning seconds); without one Hard
    runs its fixed number of playouts, so a seeded match replays the same."""

    def __init__(self, level: str, state, seat: int, dice, clock=None) -> None:
        name, playouts, edition = budgeted(level)
        self.level, self.seat = level, seat
        seen = view(state, seat)
        options = legal_commands(seen, seat)
        if not options:
            raise ValueError(f"seat {seat} has nothing to do")
        self.result = None
        self.done = False
        self.units = 0  # steps of work taken so far
        self.pace = None  # seconds a step has taken lately (think's clock)
        if len(options) == 1:
            self.result, self.done = options[0], True
            self._thinking = None
        else:
            self._thinking = EDITIONS[edition][name](seen, seat, options, dice, clock) \
                if playouts is None else BUDGETED[edition](seen, seat, options, dice, clock,
                                                           playouts)

    def step(self) -> bool:
        """One unit of work; True when the choice is made (then `result` holds it)."""
        if self.done:
            return True
        self.units += 1
        try:
            next(self._thinking)
        except StopIteration as stop:
            self.result, self.done, self._thinking = stop.value, True, None
        return self.done

    def think(self, seconds: float, clock) -> bool:
        """Work for about `seconds` by `clock`: at least one step, and no step begun that the
        steps so far say would end past them (a frame's share is not overrun by a whole
        playout); True when done."""
        started = clock()
        while True:
            begun = clock()
            if self.step():
                return True
            took = clock() - begun
            self.pace = took if self.pace is None else 0.75 * self.pace + 0.25 * took
            if clock() - started + self.pace >= seconds:
                return False

    def finish(self):
        """Think to the end; the command."""
        while not self.step():
            pass
        return self.result
