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

Session 42's variants (docs/AI.md, "Tried in session 42"; none kept) are not all Hard over fewer
options: those searched at every decision until they play otherwise (may_differ None) fork in
most matches within a few commands, and from there the match's dice fall differently, so their
matches are hardly paired with the base's. `hResalt` (Hard itself on other sampled worlds) is
the null variant that shows how far that alone moves a score; compare an early-forking variant
with it, not with the base (`report` prints each one's paired difference from the base,
`minus_base`, which is only tight for variants that fork late and seldom).
  hWide5, hWide7   the policy's 5 (7) favourites at the root instead of 3, the same 144 playouts
                   (hWide7, hTurns6, hTurns12 and hFoeBlind are defined but were not run)
  hHalve           its 8 favourites, the best 3 kept after 8 worlds (sequential halving)
  hNarrow2         its 2 favourites (and Press Pin)
  hMargin2, hMargin5  the policy's favourite kept unless another beats it by 0.02 (0.05)
  hTurns6, hTurns12   play-ons of 6 (12) turns
  hSelfBlind, hBlind, hFoeBlind  in the play-ons Hard's own seat (both seats, the foe) weighs
                   counters by the pooled pages, not the sampled hand (policy3 peek=False)
  hExactPin        the pin bonuses' `beaten` part (rules edition 10) read in policy3.pin_after and
                   evaluate3.pinnable, as game.match.bonuses.pin_bonus does
  hResalt          the null variant
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import evaluate3, hard4, ismcts, policy3, stepwise  # noqa: E402
from game.match.bonuses import active_bonuses, pin_bonus, sum_of  # noqa: E402
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


# session 42: variants that are not Hard over fewer options. Each is (thinking, may_differ):
# may_differ(seen, seat, options) False where the variant is Hard command for command (so the
# fork need not search again there); a variant with may_differ None is searched at every
# decision until it plays otherwise.
def halving(srch, cap: int, first_worlds: int, keep: int):
    """The search with sequential halving: after first_worlds worlds only the `keep` best of
    the root's candidates (Press Pin always stays) are played on."""
    if len(srch.alive) < 2:
        return
    pruned = first_worlds <= 0
    while srch.playouts < cap:
        while not srch.run_step(cap):
            yield
        if not pruned and srch.rounds >= first_worlds:
            pruned = True
            pin = srch.pin[0] if srch.pin is not None else None
            rest = [i for i in srch.alive if i != pin]
            best = set(sorted(rest, key=lambda i: (-srch.mean(i), rest.index(i)))[:keep])
            srch.alive = [i for i in rest if i in best] + ([pin] if pin is not None else [])
        yield


def wide(candidates: int, first_worlds: int = 0, keep: int = 3, playouts: int = 0):
    """Hard's search over the policy's `candidates` favourites (halved to `keep` after
    first_worlds worlds when first_worlds > 0)."""
    def thinking(seen, seat, options, dice, clock=None):
        srch = ismcts.Search(seen, seat, options, dice, candidates)
        yield from halving(srch, playouts or hard4.PLAYOUTS, first_worlds, keep)
        return srch.best()
    return thinking, None


def _exact_pin_after(s, seat, info, dmg, anywhere=False):
    """policy3.pin_after with the pin bonuses' `beaten` part when the move leaves the foe at 0."""
    v = _PIN_AFTER(s, seat, info, dmg, anywhere)
    if v > 0 and s.sides[1 - seat].hp - dmg <= 0:
        extra = sum(b.beaten for b in active_bonuses(s, seat) if b.kind == "pin_bonus")
        v = float(max(0, min(95, v + extra)))
    return v


def _exact_sum_of(state, seat, kind):
    return pin_bonus(state, seat) if kind == "pin_bonus" else sum_of(state, seat, kind)


_PIN_AFTER = policy3.pin_after


def exact_pins():
    """Hard with the pin rule's `beaten` part read in the policy and evaluation (everywhere its
    search reads them: ranking, tree, both seats' play-ons, the judged end state)."""
    def thinking(seen, seat, options, dice, clock=None):
        policy3.pin_after, evaluate3.sum_of = _exact_pin_after, _exact_sum_of
        try:
            srch = ismcts.Search(seen, seat, options, dice)
            yield from ismcts.searching(srch, None, hard4.PLAYOUTS)
        finally:
            policy3.pin_after, evaluate3.sum_of = _PIN_AFTER, sum_of
        return srch.best()

    def may_differ(seen, seat, options):
        return any(b.kind == "pin_bonus" and b.beaten for w in (0, 1)
                   for b in active_bonuses(seen, w))
    return thinking, may_differ


class MarginSearch(ismcts.Search):
    """Hard's search that keeps the policy's favourite unless another root command's mean
    beats it by `margin` (a chance of winning): against the winner's curse of noisy means."""
    margin = 0.02

    def best(self):
        first = self.alive[0]
        best, best_v = first, self.mean(first) + self.margin
        for i in self.alive[1:]:
            v = self.mean(i)
            if v > best_v + ismcts.TIE:
                best, best_v = i, v
        return self.options[best]


def margin(m: float, turns: int | None = None):
    """Hard keeping the policy's favourite unless another beats it by m."""
    def thinking(seen, seat, options, dice, clock=None):
        srch = MarginSearch(seen, seat, options, dice, None, turns)
        srch.margin = m
        yield from ismcts.searching(srch, None, hard4.PLAYOUTS)
        return srch.best()
    return thinking, None


def turns(n: int):
    """Hard with play-ons of n turns."""
    def thinking(seen, seat, options, dice, clock=None):
        srch = ismcts.Search(seen, seat, options, dice, None, n)
        yield from ismcts.searching(srch, None, hard4.PLAYOUTS)
        return srch.best()
    return thinking, None


_ROLLOUT = ismcts.rollout_choice


def peeking(me_peeks: bool, foe_peeks: bool, m: float | None = None):
    """Hard whose play-ons read the other seat's (sampled) hand only where told: a seat that
    does not peek weighs a counter by the share of the other's pooled pages that could answer
    it, as the policy does from a view. m: MarginSearch's margin (None: Hard's own choice)."""
    def thinking(seen, seat, options, dice, clock=None):
        def rollout_choice(s, who, opts):
            if len(opts) == 1:
                return opts[0]
            return policy3.choose(s, who, opts, peek=me_peeks if who == seat else foe_peeks)
        ismcts.rollout_choice = rollout_choice
        try:
            if m is None:
                srch = ismcts.Search(seen, seat, options, dice)
            else:
                srch = MarginSearch(seen, seat, options, dice)
                srch.margin = m
            yield from ismcts.searching(srch, None, hard4.PLAYOUTS)
        finally:
            ismcts.rollout_choice = _ROLLOUT
        return srch.best()
    return thinking, None


def resalted():
    """Hard itself on other sampled worlds (its search's dice drawn once more first): the null
    variant, which says how far any variant that forks early moves from the base by luck alone
    (regression to the mean of deals the base happened to win or lose)."""
    def thinking(seen, seat, options, dice, clock=None):
        dice.below(1 << 20)
        srch = ismcts.Search(seen, seat, options, dice)
        yield from ismcts.searching(srch, None, hard4.PLAYOUTS)
        return srch.best()
    return thinking, None


VARIANTS["hResalt"] = resalted()
VARIANTS.update({"hSelfBlind": peeking(False, True), "hBlind": peeking(False, False),
                 "hFoeBlind": peeking(True, False)})
VARIANTS.update({"hNarrow2": wide(2), "hMargin2": margin(0.02), "hMargin5": margin(0.05),
                 "hTurns6": turns(6), "hTurns12": turns(12)})
VARIANTS.update({"hWide5": wide(5), "hWide7": wide(7), "hHalve": wide(8, 8, 3),
                 "hExactPin": exact_pins()})
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
                        check = VARIANTS[name][1]
                        weighs = True if check is None else check(seen, seat, vopts)
                        if weighs is True or weighs not in (False, vopts):
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
    base = {r["index"]: r["score"] for r in rows if r["forked_at"] is None
            and r["pair"].split(">")[0] == BASE}
    for key in out:
        diffs = [r["score"] - base[r["index"]] for r in rows
                 if r["pair"] == key and r["index"] in base]
        if diffs and not key.startswith(BASE + ">"):
            n = len(diffs)
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
            se = (var / n) ** 0.5
            # the paired difference from the base's own matches, with a normal 95% interval
            out[key]["minus_base"] = {"diff": round(mean, 4), "low": round(mean - 1.96 * se, 4),
                                      "high": round(mean + 1.96 * se, 4), "games": n}
    return out


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "report":
        print(json.dumps(report(sys.argv[2]), indent=1))
    else:
        main()
