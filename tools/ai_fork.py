"""AI experiments by forking (issue 30, session 40): a base level's matches, and each variant's
match forked from the base one at the first command where the variant plays otherwise.

    python tools/ai_fork.py --base hard --foe normal --games 300 --seed 1 --out runs/x.jsonl \
        --variants hFocus,hNoPass,hBoth,hPin
    python tools/ai_fork.py report runs/x.jsonl

The tournament's deals (match 2k and 2k+1 the same deal, the seats swapped, the match type in
turn) and decision dice (game.lab.tournament.play_match's): a variant whose commands are the
base's up to a point plays the very same match up to it, so it is played on from there only, and
a match where it never plays otherwise is the base's match. Each variant here is Hard (AI
edition 5: game/ai/hard4.py) weighing only some of its options (weighed, below); where it
weighs them all its search is the base's command for command, so only those points are searched
again. Every finished match is one JSON line per level (score, type, ending, turns, turns handed
over, the entry it forked at); `report` prints each level's figures as the tournament does.

The variants (tried for an AI edition 6, docs/AI.md; none kept):
  hFocus   edition 5 Normal's beaten-foe focus (game/ai/normal5.finishing) for Hard
  hNoPass  no Pass as the first command in control while a page can be played (as Normal)
  hBoth    both of those
  hPin     hFocus, and Press Pin whenever the one-glance policy scores it above every other
           command (the tournament's `pins_passed_up`)
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import hard4, ismcts, policy3, stepwise  # noqa: E402
from game.ai.decisions import ai_command  # noqa: E402
from game.ai.habits import first_in_control  # noqa: E402
from game.ai.normal5 import finishing  # noqa: E402
from game.lab.simulate import MAX_COMMANDS, random_setup  # noqa: E402
from game.lab.tournament import deal_of, handed_over, pair_report  # noqa: E402
from game.match import commands as C  # noqa: E402
from game.match.legal import legal_commands  # noqa: E402
from game.match.runner import Match  # noqa: E402
from game.match.seat_view import view  # noqa: E402


def weighed(seen, seat: int, options, first_pass: bool, focus: bool,
            pin_glance: bool) -> list:
    """The options a variant of Hard weighs: first_pass off drops a Pass as its first command in
    control while a page can be played; focus keeps only the finishing commands over a beaten
    foe in a Showdown; pin_glance presses every pin the one-glance policy scores above all."""
    options = list(options)
    pin = C.PressPin(seat)
    if pin_glance and seen.pending is None and pin in options:
        vals = policy3.scores(seen, seat, options)
        if vals[options.index(pin)] >= max(vals) and vals[options.index(pin)] > 0:
            return [pin]
    if not first_pass and seen.pending is None and first_in_control(seen, seat) \
            and any(type(c) is C.PlayPage for c in options):
        options = [c for c in options if type(c) is not C.Pass]
    if focus:
        options = finishing(seen, seat, options)
    return options


def variant(first_pass: bool, focus: bool, pin_glance: bool = False):
    """A variant of Hard as a thinking generator, and its weighing of the options."""
    def thinking(seen, seat, options, dice, clock=None):
        options = weighed(seen, seat, options, first_pass, focus, pin_glance)
        if len(options) == 1:
            return options[0]
        srch = ismcts.Search(seen, seat, options, dice)
        yield from ismcts.searching(srch, None, hard4.PLAYOUTS)
        return srch.best()
    return thinking, partial(weighed, first_pass=first_pass, focus=focus,
                             pin_glance=pin_glance)


VARIANTS = {"hFocus": variant(True, True), "hNoPass": variant(False, False),
            "hBoth": variant(False, True), "hPin": variant(True, True, True)}
for _name, (_t, _w) in VARIANTS.items():
    stepwise.THINKING[_name] = _t


def play_on(match, levels, seed, played, habits, fork=None):
    """Play the match to its end; fork: {variant: None} to watch for the first divergence of
    each variant standing for levels' base seat (filled with (n, command))."""
    for _ in range(MAX_COMMANDS):
        seat = match.actor()
        if seat is None:
            return
        level = levels[seat]
        options = legal_commands(match.state, seat)
        cmd = ai_command(level, match.state, seat, seed)
        if len(options) > 1:
            before = {lv: dict(x) for lv, x in habits.items()}  # a fork counts its own command
            h = handed_over(match.state, seat, options, cmd)
            for k, v in h.items():
                habits[level][k] += v
            if fork is not None:
                seen = view(match.state, seat)
                vopts = legal_commands(seen, seat)
                for name in fork:
                    if fork[name] is None and level == BASE:
                        if VARIANTS[name][1](seen, seat, vopts) != vopts:
                            vcmd = ai_command(name, match.state, seat, seed)
                            if vcmd != cmd:
                                fork[name] = (len(played), vcmd, before)
        played.append(cmd)
        match.play(cmd)
    raise RuntimeError("the match did not end")


def record(name, foe, index, levels, match, habits, match_type, deal, forked_at):
    out = match.state.over
    me = name
    winner = None if out.winner is None else levels[out.winner]
    score = 0.5 if winner is None else float(winner == me)
    return {"pair": f"{me}>{foe}", "index": index, "deal": deal, "match_type": match_type,
            "score": score, "how": out.how, "turns": match.state.turn, "habits": habits,
            "forked_at": forked_at}


BASE = "hard"


def main() -> None:
    global BASE
    from game.library import Catalog, load_library
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="hard")
    ap.add_argument("--foe", default="normal")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    BASE = a.base
    cat = Catalog(load_library())
    names = [v for v in a.variants.split(",") if v]
    t0 = time.time()
    with open(a.out, "a") as f:
        for index in range(a.start, a.games):
            deal, mtype = deal_of(a.seed, index)
            setup = random_setup(cat, deal, mtype, "greedy", "greedy")
            levels = (BASE, a.foe) if index % 2 == 0 else (a.foe, BASE)
            match = Match(setup, cat)
            played: list = []
            habits = {lv: {"pins_passed_up": 0, "first_turn_passes": 0} for lv in levels}
            fork = {n: None for n in names}
            play_on(match, levels, deal, played, habits, fork)
            f.write(json.dumps(record(BASE, a.foe, index, levels, match, habits, mtype, deal,
                                      None)) + "\n")
            for name in names:
                vlevels = tuple(name if lv == BASE else lv for lv in levels)
                if fork[name] is None:
                    vmatch, vhab, at = match, {name: habits[BASE], a.foe: habits[a.foe]}, None
                else:
                    n, vcmd, hab = fork[name]
                    vmatch = Match(setup, cat)
                    for cmd in played[:n]:
                        vmatch.play(cmd)
                    vhab = {name: dict(hab[BASE]), a.foe: dict(hab[a.foe])}
                    seat = vmatch.actor()
                    opts = legal_commands(vmatch.state, seat)
                    for k, v in handed_over(vmatch.state, seat, opts, vcmd).items():
                        vhab[name][k] += v
                    vmatch.play(vcmd)
                    play_on(vmatch, vlevels, deal, played[:n] + [vcmd], vhab)
                    at = n
                f.write(json.dumps(record(name, a.foe, index, vlevels, vmatch, vhab, mtype,
                                          deal, at)) + "\n")
            f.flush()
            print(index, round(time.time() - t0), flush=True)


def report(path: str) -> dict:
    rows = [json.loads(line) for line in open(path)]
    out = {}
    for key in sorted({r["pair"] for r in rows}):
        mine = [r for r in rows if r["pair"] == key]
        rep = pair_report(mine)
        out[key] = {k: rep[k] for k in ("score", "low", "high", "games", "wins", "losses",
                                        "draws", "handed_over_per_match", "how")}
        out[key]["by_type"] = {t: v["score"] for t, v in rep["by_type"].items()}
        out[key]["forked"] = sum(r["forked_at"] is not None for r in mine)
    return out


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "report":
        print(json.dumps(report(sys.argv[2]), indent=1))
    else:
        main()
