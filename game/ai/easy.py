"""Easy: reads the table sensibly (the policy of game/ai/policy.py) but plays like a beginner.

Its judgment is the policy's, from its own view, with a small nudge toward the pages its
Superstar's style likes. Its habits (game/ai/habits.py) are a beginner's: it passes to catch its
breath whenever its momentum is below 95% of its caps, presses Pin at a 5% chance, forgets most of its counters
and plays some other page than the best almost a third of the time; on its last count outside
it fights on instead of climbing back in 30% of the time. It still beats a player who
picks at random; a careful player punishes every turn of control it hands over.
"""
from __future__ import annotations

from . import policy, policy3
from .evaluate import persona_of, style_bonus
from .habits import Habits, bend, slip

HABITS = Habits(restless=0.95, eager_pin=5, forgot_counter=80, wrong_page=30, lost_count=30)
# AI edition 3: the policy of the day (rules edition 9 made counters a comeback, so a beginner
# who forgets four counters in five lost to random play: 0.67 over 300 matches); it forgets
# half of them
HABITS3 = Habits(restless=0.95, eager_pin=5, forgot_counter=50, wrong_page=30, lost_count=30)
STYLE_SCALE = 0.5     # the Persona's likes, in the policy's points


def ranked(seen, seat: int, options, judge=policy) -> list:
    """The options, best first, by the policy's scores and the Persona's small nudges."""
    me = persona_of(seen, seat)
    vals = judge.scores(seen, seat, options)
    if me.likes:
        vals = [v + STYLE_SCALE * style_bonus(seen, seat, c, me) for c, v in zip(options, vals)]
    order = sorted(range(len(options)), key=lambda i: -vals[i])
    return [options[i] for i in order]


def best(seen, seat: int, options, judge=policy, habits: Habits = HABITS):
    """What Easy means to play before any slip: the policy's pick, through its habits."""
    return bend(seen, seat, options, ranked(seen, seat, options, judge)[0], habits)


def choose(seen, seat, options, dice, clock=None):
    """The policy's judgment with a beginner's habits and slips (AI edition 2, frozen)."""
    return slip(seen, options, best(seen, seat, options), dice, HABITS)


def choose3(seen, seat, options, dice, clock=None):
    """AI edition 3's Easy: the edition-3 policy's judgment, a beginner's habits and slips."""
    return slip(seen, options, best(seen, seat, options, policy3, HABITS3), dice, HABITS3)
