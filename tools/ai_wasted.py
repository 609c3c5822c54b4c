"""AI experiment (issue 30, session 71): how often Normal plays a page that does nothing.

    python tools/ai_wasted.py heuristic 60      # 60 matches against the heuristic, seed 1

Counts Normal's turn decisions, the momentum pages whose every gain the caps cut to nothing,
the pages that only heal played at full HP, and those while another page could be played
(session 70's newcomers saw Normal "play momentum pages at a cap and heal at full HP").
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_passes import count_normal  # noqa: E402  (tools/, run as a script)
from game.ai import normal9  # noqa: E402
from game.ai.tapping import tapping  # noqa: E402
from game.match import commands as C  # noqa: E402
from game.match.dangers import gains_nothing  # noqa: E402

SEEN: Counter = Counter()


def idle(seen, seat: int, cmd) -> str | None:
    """'cap' for a momentum page that gains nothing, 'heal' for a heal at full HP, else None."""
    if type(cmd) is not C.PlayPage:
        return None
    if gains_nothing(seen, seat, cmd.page):
        return "cap"
    info, me = seen.info(cmd.page), seen.sides[seat]
    does = {e.do for e in info.effects}
    if does and does <= {"heal"} and me.hp >= me.max_hp:
        return "heal"
    return None


def counted(seen, seat, options, dice, clock=None):
    """Normal's thinking, its idle pages counted."""
    cmd = yield from normal9.thinking(seen, seat, options, dice)
    if seen.pending is None:
        SEEN["decisions"] += 1
        SEEN["pages"] += type(cmd) is C.PlayPage
        why = idle(seen, seat, cmd)
        if why:
            SEEN[why] += 1
            others = [c for c in options if type(c) is C.PlayPage and not idle(seen, seat, c)]
            SEEN[why + "_with_others"] += bool(others)
    return cmd


def main() -> None:
    count_normal(tapping(counted), SEEN, 3)


if __name__ == "__main__":
    main()
