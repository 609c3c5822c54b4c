"""AI experiment (issue 30, session 49): Normal and Hard reading the foe as a brawler.

    python tools/ai_foe_model.py nbrawl:brawler nbrawl:heuristic --games 300 --seed 1
    python tools/ai_foe_model.py hard:nbrawl hbrawl:normal --games 300 --seed 1

Two extra levels: `nbrawl`, edition 5's Normal, and `hbrawl`, Hard, each playing the foe's seat
in its play-ons as the brawler yardstick does (the biggest move, a pin at 0 HP, a counter
whenever it can) instead of as the edition-3 policy does. Prints each pair's score with its
95% interval, wins / losses / draws, by match type and the turns handed over (docs/AI.md,
"Tried in session 49").
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import hard4, ismcts, normal5, stepwise, yardsticks  # noqa: E402

FOE = [None]  # (the searching seat, the foe's pick) while a variant's search runs
_policy_choice = ismcts.rollout_choice


def rollout_choice(s, who, options):
    """The foe's pick in a play-on by the model in force; the seat's own by the policy."""
    model = FOE[0]
    if model is not None and who != model[0] and len(options) > 1:
        return model[1](s, who, options, None)
    return _policy_choice(s, who, options)


def reading_the_foe_as(pick, base):
    """A level: `base`'s search with the foe played on by `pick`."""
    def thinking(seen, seat, options, dice, clock=None):
        FOE[0] = (seat, pick)
        try:
            return (yield from base(seen, seat, options, dice))
        finally:
            FOE[0] = None
    return thinking


def main() -> None:
    import level_pairs
    ismcts.rollout_choice = rollout_choice
    stepwise.THINKING["nbrawl"] = reading_the_foe_as(yardsticks.brawler, normal5.thinking)
    stepwise.THINKING["hbrawl"] = reading_the_foe_as(yardsticks.brawler, hard4.thinking)
    level_pairs.play(level_pairs.parser().parse_args())


if __name__ == "__main__":
    main()
