"""AI experiment (issue 30, session 59): does a move's counter risk, as its hover tells a
person, help a newcomer against Normal?

    python tools/ai_risk_brawler.py rbrawler:normal brawler:normal --games 300 --seed 1

Registers, in this process only (game/ is untouched), `rbrawler`: the brawler yardstick (the
biggest move, pin at 0 HP, back into the ring, counter with the biggest page) that picks its
move by the damage it expects once the counter risk is read (`game.match.counter_risk`: the
printed damage times the chance the foe holds no answer), as a newcomer reading the hover
might. Prints each pair's score with its 95% interval (tools/level_pairs.py).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import stepwise, yardsticks  # noqa: E402
from game.ai.stepwise import _at_once  # noqa: E402
from game.match import commands as C  # noqa: E402
from game.match import counter_risk  # noqa: E402


def risk_brawler(seen, seat: int, options, dice, clock=None):
    """The brawler, its move picked by damage times the chance it is not countered."""
    moves = [c for c in options if type(c) is C.PlayPage and seen.info(c.page).kind == "move"]
    kinds = {type(c) for c in options}
    if not moves or kinds & {C.Counter, C.ReturnToRing} or \
            (C.PressPin in kinds and seen.sides[1 - seat].hp <= 0):
        return yardsticks.brawler(seen, seat, options, dice)

    def expected(c):
        risk = counter_risk(seen, seat, c.page)
        return yardsticks._damage(seen, c) * (1 - (risk[0] if risk else 0) / 100)
    return max(moves, key=expected)


def main() -> None:
    import level_pairs
    stepwise.THINKING["rbrawler"] = _at_once(risk_brawler)
    level_pairs.play(level_pairs.parser().parse_args())


if __name__ == "__main__":
    main()
