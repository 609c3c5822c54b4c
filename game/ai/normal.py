"""Normal: the seasoned wrestler's two best ideas, each played out a little way, and a club
wrestler's slips.

Frozen since AI edition 3 (whose Normal is game/ai/normal3.py): saves played against edition 2
derive again with it ('normal/2'). Don't change it.

AI edition 2 (issue 30): Normal runs Hard's search (game/ai/hard.py) on a small budget: the
CANDIDATES commands the one-glance policy likes best from the seat's view, each played in the
same PLAYOUTS // CANDIDATES worlds consistent with the view and played on ROLLOUT_TURNS turns by
the policy, judged as a chance of winning; Press Pin at its exact odds. So it plays at least as
well as the one-glance heuristic, and sees what a move leads to a few turns on. Then its slips
(game/ai/habits.py): a fifth of its counters forgotten and another page than the best 10% of the
time (never a weapon or a cheap shot). It has no habit that hands control over: it never passes
to catch its breath and never presses Pin early (a newcomer still wins some; issue 30 asked that
a slip never hands a turn over for nothing), and its search never considers a Pass as its first
command after taking control while a page can be played.

The one-decision look of AI edition 1 lives on here, frozen, for edition1.py: for each legal
command SAMPLES worlds (the view's seed set to k = 1..SAMPLES, the opponent's unseen pages dealt
with dice of that k), the turn played out (the foe's answer to a move), the state scored by the
heuristic evaluation, plus the exact chance of a disqualification the command brings and the
bell (a lead is worth only what can still be turned into a win before the turn limit). Changing
worlds_from, value_in, pick or before_the_bell changes edition 1: don't.
"""
from __future__ import annotations

from ..match import commands as C
from ..match.chances import final_chance, pin_terms
from ..match.dice import Dice
from .evaluate import WIN, evaluate, persona_of, style_bonus
from .habits import Habits, play
from .risk import dq_chance_of
from .sample import determinize, playout, step
from .steps import run

SAMPLES = 8
SAMPLE_SALT = 4242
REPLY_TURNS = 1      # turns played on (the foe's answer) before the state is judged
DQ_CAUTION = 0.7     # share of a lost match a DQ chance costs (times the Persona's fear)
BELL_HORIZON = 12    # turns before the limit from which an unfinished lead starts to fade
HABITS = Habits(restless=0.0, eager_pin=101, forgot_counter=20, wrong_page=10)
CANDIDATES = 2       # the policy's favourites Normal plays out (AI edition 2)
PLAYOUTS = 12        # 6 worlds for each
ROLLOUT_TURNS = 6


def worlds(seen, seat: int, count: int) -> list:
    """count determinizations of the view, the k-th with dice seed k."""
    return [worlds_from(seen, seat, k) for k in range(1, count + 1)]


def worlds_from(seen, seat: int, k: int):
    """The k-th determinization of the view (dice seed k)."""
    return determinize(seen, seat, Dice(k, SAMPLE_SALT), seed=k)


def before_the_bell(state, value: float) -> float:
    """An unfinished state's value, fading as the turn limit closes in (a draw is 0)."""
    if state.over is not None:
        return value
    left = state.rules.turn_limit - state.turn
    return value * min(1.0, max(0, left) / BELL_HORIZON)


def pin_odds(seen, seat: int, cmd) -> float | None:
    """The chance (0..1) a Press Pin wins, read exactly from the view (None for any other
    command): eight worlds would see a 30% pin win in anything from none to all of them."""
    if type(cmd) is not C.PressPin:
        return None
    return final_chance(pin_terms(seen, seat)) / 100.0


def pin_mean(odds: float, fails: list, fallback: float) -> float:
    """A pin's value: the win at its exact odds, else what the worlds where it was kicked out
    came to (fallback when every world won)."""
    kicked = sum(fails) / len(fails) if fails else fallback
    return odds * WIN + (1.0 - odds) * kicked


def value_of(ws: list, seat: int, cmd, me, foe) -> float:
    """The mean evaluation after the command and a short play-on, over the worlds."""
    total = 0.0
    for w in ws:
        total += value_in(w, seat, cmd, me, foe)
    return total / len(ws)


def value_in(world, seat: int, cmd, me, foe) -> float:
    """The evaluation after the command and a short play-on in one world."""
    s = step(world, cmd)
    playout(s, REPLY_TURNS)
    return before_the_bell(s, evaluate(s, seat, me, foe))


def expected_values(seen, seat: int, options, samples: int = SAMPLES) -> list:
    """The value of each command, over the same sampled worlds."""
    me, foe = persona_of(seen, seat), persona_of(seen, 1 - seat)
    ws = worlds(seen, seat, samples)
    return [value_of(ws, seat, cmd, me, foe) for cmd in options]


def adjusted(seen, seat: int, cmd) -> float:
    """What pick adds to a command's value: the Persona's nudge, less the DQ chance it brings."""
    me = persona_of(seen, seat)
    return style_bonus(seen, seat, cmd, me) \
        - DQ_CAUTION * me.warnings_fear * WIN * dq_chance_of(seen, seat, cmd)


def pick(seen, seat: int, options, values):
    """The best command by its value, the Persona's nudge and the DQ chance it brings."""
    best, best_v = options[0], float("-inf")
    for cmd, v in zip(options, values):
        v += adjusted(seen, seat, cmd)
        if v > best_v:
            best, best_v = cmd, v
    return best


def finish(seen, seat: int, options, best, dice):
    """The command played: the best one as Normal's habits and slips bend it."""
    return play(seen, seat, options, best, dice, HABITS)


def thinking(seen, seat: int, options, dice, clock=None):
    """Normal's choice (AI edition 2) a playout at a time: Hard's search of the policy's
    CANDIDATES favourites, on a small budget of PLAYOUTS, then its slips."""
    from . import hard
    from .habits import first_in_control
    if first_in_control(seen, seat) and any(type(c) is C.PlayPage for c in options):
        # never a Pass as its first command in control while a page can be played (issue 30)
        options = [c for c in options if type(c) is not C.Pass]
    srch = hard.Search(seen, seat, options, dice, CANDIDATES, ROLLOUT_TURNS)
    yield from hard.searching(srch, None, PLAYOUTS)
    return finish(seen, seat, options, srch.best(), dice)


def choose(seen, seat, options, dice, clock=None):
    """Normal's command: its search's pick through its slips."""
    return run(thinking(seen, seat, options, dice))
