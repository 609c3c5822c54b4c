"""How well the counter risk a move's hover tells (game.match.counter_risk) matches how often
the foe really holds a counter (issue 30, session 59).

    python tools/counter_risk_check.py --games 60 --foe normal --seed 1

Plays matches of the brawler (seat 0, a newcomer's plan) against a level (seat 1), all three
match types; at every turn decision of seat 0 and for every move it could play, records the
risk told and whether seat 1's true hand then held a page that would counter it. Prints, by
bands of the told risk, how often a counter was held, and the Brier score.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import ai_dice, choose  # noqa: E402
from game.library import Catalog, load_library  # noqa: E402
from game.match import (Match, MatchSetup, SeatSetup, counter_risk, counters_move,  # noqa: E402
                        leadoff_held)
from game.match import commands as C  # noqa: E402

STARS = ("brick_hollander", "kestrel_ortiz", "lucius_glamour", "mack_doyle", "nadia_vise",
         "ada_quill", "ruud_thorsen", "scrap_malone")


def held(state, seat: int, page: int) -> bool:
    """Whether the foe's true hand holds a page that counters this move now."""
    foe = state.sides[1 - seat]
    if "stunned" in foe.statuses:
        return False
    info = state.info(page)
    return any(counters_move(state, 1 - seat, state.info(p), info) and
               foe.can_pay(state.info(p).cost) for p in foe.hand)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--foe", default="normal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--me", default="brawler", help="the level playing seat 0 (default: brawler)")
    a = ap.parse_args()
    cat = Catalog(load_library())
    rows, played = [], []  # played: (told, countered) for each move seat 0 played
    for g in range(a.games):
        seed = a.seed * 100_003 + g
        kind = ("normal", "hardcore", "showdown")[g % 3]
        stars = (STARS[g % len(STARS)], STARS[(g * 3 + 1) % len(STARS)])
        if stars[0] == stars[1]:
            stars = (stars[0], STARS[(g + 1) % len(STARS)])
        m = Match(MatchSetup(seed=seed, match_type=kind, seats=[
            SeatSetup(superstar=stars[0], controller="human"),
            SeatSetup(superstar=stars[1], controller=a.foe)]), cat)
        dice = [ai_dice(seed, s) for s in (0, 1)]
        told = None
        for _ in range(3000):
            seat = m.actor()
            if seat is None:
                break
            st = m.state
            if seat == 0 and st.pending is None:
                for cmd in m.legal(0):
                    if type(cmd) is C.PlayPage:
                        risk = counter_risk(st, 0, cmd.page, leadoff_held(st, m.log, 1))
                        if risk is not None:
                            rows.append((risk[0] / 100, held(st, 0, cmd.page), st.turn))
            level = a.me if seat == 0 else a.foe
            cmd = choose(level, st, seat, dice[seat])
            if seat == 1 and st.pending is not None and told is not None:
                played.append((told, type(cmd) is C.Counter))
            told = None
            if seat == 0 and type(cmd) is C.PlayPage and st.pending is None:
                risk = counter_risk(st, 0, cmd.page, leadoff_held(st, m.log, 1))
                told = risk[0] / 100 if risk is not None else None
            m.play(cmd)
            if told is not None and m.state.pending is None:  # no answer asked: it landed
                played.append((told, False))
                told = None
    bands = [(0, 0.01), (0.01, 0.2), (0.2, 0.4), (0.4, 0.6), (0.6, 0.8), (0.8, 1.01)]
    print(f"{len(rows)} moves told, foe {a.foe}, {a.games} matches")
    for lo, hi in bands:
        sel = [r for r in rows if lo <= r[0] < hi]
        if sel:
            told = sum(r[0] for r in sel) / len(sel)
            real = sum(r[1] for r in sel) / len(sel)
            print(f"told {lo:.2f}-{min(hi, 1):.2f}: n={len(sel):5d}  told {told:.3f}  "
                  f"held {real:.3f}")
    for lo, hi in ((0, 10), (10, 25), (25, 999)):
        sel = [r for r in rows if lo <= r[2] < hi]
        if sel:
            print(f"turns {lo}-{hi}: n={len(sel):5d}  told {sum(r[0] for r in sel) / len(sel):.3f}"
                  f"  held {sum(r[1] for r in sel) / len(sel):.3f}")
    for lo, hi in bands:
        sel = [r for r in played if lo <= r[0] < hi]
        if sel:
            print(f"played, told {lo:.2f}-{min(hi, 1):.2f}: n={len(sel):5d}  told "
                  f"{sum(r[0] for r in sel) / len(sel):.3f}  countered "
                  f"{sum(r[1] for r in sel) / len(sel):.3f}")
    if played:
        print(f"moves played {len(played)}: told {sum(r[0] for r in played) / len(played):.3f}"
              f"  countered {sum(r[1] for r in played) / len(played):.3f}")
    brier = sum((r[0] - r[1]) ** 2 for r in rows) / max(1, len(rows))
    print(f"mean told {sum(r[0] for r in rows) / len(rows):.3f}  mean held "
          f"{sum(r[1] for r in rows) / len(rows):.3f}  Brier {brier:.4f}")


if __name__ == "__main__":
    main()
