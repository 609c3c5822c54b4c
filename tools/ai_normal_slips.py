"""AI experiment (issue 30, session 57): Normals placed lower on the ladder, for room under Hard.

    python tools/ai_normal_slips.py nb_c10:brawler nb_c10:heuristic --games 600 --seed 1
    python tools/ai_normal_slips.py hard:nb_c10 hard:nb_c15 --games 300 --seed 1

Levels registered in this process only (game/ is untouched), each edition 5's Normal (its
search: three candidates, 18 playouts, 6-turn play-ons; no Pass first in control; the
beaten-foe focus) changed one way:

* `nb`: the foe played on as the brawler yardstick plays (session 49's `nbrawl`);
  `nbb`: both seats so;
* `nb_c10`, `nb_c15`: `nb` forgetting 10% / 15% of the counters it means to play;
  `nb_r50`: `nb` catching its breath below half its momentum caps (never first in control);
* `n_t2`, `n_t3`, `nb_t2`, `nb_t3`: play-ons of 2 or 3 turns instead of 6;
* `glance`: the edition-3 policy at a glance from the view (no search), `glance_fp` with
  Normal's two rules.

Prints each pair's score with its 95% interval, W/L/D, by match type, the endings and the turns
handed over (docs/AI.md, "Tried in session 57").
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import ismcts, normal5, policy3, stepwise, yardsticks  # noqa: E402
from game.ai.habits import Habits, first_in_control, play  # noqa: E402
from game.ai.normal4 import CANDIDATES, PLAYOUTS, ROLLOUT_TURNS, TREE_DEPTH  # noqa: E402
from game.match import commands as C  # noqa: E402
from game.match.chances import final_chance, pin_terms  # noqa: E402

MODEL = [None]  # (the searching seat, the foe's pick, its own pick) while a variant searches
_policy_choice = ismcts.rollout_choice


def rollout_choice(s, who, options):
    """A play-on's pick: the variant's model for the seat it covers, else the policy's."""
    model = MODEL[0]
    if model is not None and len(options) > 1:
        pick = model[1] if who != model[0] else model[2]
        if pick is not None:
            return pick(s, who, options, None)
    return _policy_choice(s, who, options)


def pin_floor(seen, seat, options, floor):
    """The options without Press Pin while its chance is under `floor` percent on a foe above
    0 HP (a failed press hands the foe control)."""
    pin = C.PressPin(seat)
    if floor and pin in options and seen.sides[1 - seat].hp > 0 \
            and final_chance(pin_terms(seen, seat)) < floor:
        return [c for c in options if c != pin]
    return options


def variant(foe=None, me=None, habits=None, turns=ROLLOUT_TURNS, floor=0):
    """Edition 5's Normal with the foe (and/or its own seat) played on by a pick, its play-ons
    `turns` long, then the habits; no Press Pin under `floor` percent on a foe above 0 HP."""
    def thinking(seen, seat, options, dice, clock=None):
        if first_in_control(seen, seat) and any(type(c) is C.PlayPage for c in options):
            options = [c for c in options if type(c) is not C.Pass]
        options = normal5.finishing(seen, seat, options)
        options = pin_floor(seen, seat, options, floor)
        if len(options) == 1:
            return options[0]
        srch = ismcts.Search(seen, seat, options, dice, CANDIDATES, turns, TREE_DEPTH)
        MODEL[0] = (seat, foe, me)
        try:
            yield from ismcts.searching(srch, None, PLAYOUTS)
        finally:
            MODEL[0] = None
        pick = srch.best()
        return pick if habits is None else play(seen, seat, options, pick, dice, habits)
    return thinking


def slips(counters=0, restless=0.0):
    """Habits that forget this share of counters and catch breath below this share of caps."""
    return Habits(restless=restless, eager_pin=101, forgot_counter=counters, wrong_page=0)


def glance(rules: bool):
    """The edition-3 policy at a glance from the view (with Normal's two rules if `rules`)."""
    def thinking(seen, seat, options, dice, clock=None):
        if rules:
            if first_in_control(seen, seat) and any(type(c) is C.PlayPage for c in options):
                options = [c for c in options if type(c) is not C.Pass]
            options = normal5.finishing(seen, seat, options)
        return policy3.choose(seen, seat, options, peek=False)
        yield  # (a generator that never yields)
    return thinking


B = yardsticks.brawler
VARIANTS = {
    "nb": variant(foe=B), "nbb": variant(foe=B, me=B),
    "nb_c10": variant(foe=B, habits=slips(10)), "nb_c15": variant(foe=B, habits=slips(15)),
    "nb_r50": variant(foe=B, habits=slips(restless=0.5)),
    "n_t2": variant(turns=2), "n_t3": variant(turns=3),
    "nb_t2": variant(foe=B, turns=2), "nb_t3": variant(foe=B, turns=3),
    "glance": glance(False), "glance_fp": glance(True),
    "n_p35": variant(floor=35), "n_p50": variant(floor=50), "n_p25": variant(floor=25),
}


def hard_floor(floor):
    """Hard (edition 5) with no Press Pin under `floor` percent on a foe above 0 HP."""
    from game.ai import hard4

    def thinking(seen, seat, options, dice, clock=None):
        options = pin_floor(seen, seat, options, floor)
        if len(options) == 1:
            return options[0]
        return (yield from hard4.thinking(seen, seat, options, dice))
    return thinking


VARIANTS.update({"h_p25": hard_floor(25), "h_p35": hard_floor(35), "h_p50": hard_floor(50)})


def main() -> None:
    import level_pairs
    ismcts.rollout_choice = rollout_choice
    stepwise.THINKING.update(VARIANTS)
    level_pairs.play(level_pairs.parser().parse_args())


if __name__ == "__main__":
    main()
