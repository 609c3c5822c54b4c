"""AI experiment (issue 30, session 78): how Normal plays right after its own counter.

    python tools/ai_after_counter.py brawler 40      # 40 matches against the brawler, seed 1
    python tools/ai_after_counter.py brawler 40 9    # edition 9's (and 10's) Normal

Counts Normal's turn decisions right after a counter of its own connected (its string at one
move, that move a Defensive page), its Passes there, and those while a page could be played
(testers of sessions 71-78 read "countered, then passed straight away" as a blunder).
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_passes import count_normal  # noqa: E402  (tools/, run as a script)
from game.ai import normal9, normal11  # noqa: E402
from game.ai.tapping import tapping  # noqa: E402
from game.match import commands as C  # noqa: E402

SEEN: Counter = Counter()


THINKING = {"11": normal11.thinking, "9": normal9.thinking}  # (editions 9 and 10 share one)


def counted(seen, seat, options, dice, clock=None):
    """Normal's thinking, its pick right after its own counter counted."""
    cmd = yield from THINKING[EDITION](seen, seat, options, dice)
    if normal11.after_its_counter(seen, seat):
        playable = any(type(c) is C.PlayPage for c in options)
        SEEN["after_counter"] += 1
        SEEN["page_playable"] += playable
        SEEN["pass"] += type(cmd) is C.Pass
        SEEN["pass_page_playable"] += type(cmd) is C.Pass and playable
    return cmd


EDITION = "11"
if __name__ == "__main__":
    if sys.argv[3:]:  # an edition: 11 (the default) or 9 (editions 9 and 10's Normal)
        EDITION = sys.argv.pop(3)
    count_normal(tapping(counted), SEEN)
