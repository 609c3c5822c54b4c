"""AI experiment (issue 30, session 57): Hard judging its play-ons by an evaluation fitted to
match results, where edition 3's weights were set by hand.

    python tools/ai_fit_eval.py gen --games 3000 --seed 500 --out /tmp/fit.jsonl   # states
    python tools/ai_fit_eval.py fit /tmp/fit.jsonl --out /tmp/fit_w.json           # numpy
    python tools/ai_fit_eval.py hfit:heuristic hfit:normal --weights /tmp/fit_w.json --games 300

`gen` plays matches between two seats that play the edition-3 policy at a glance (as Hard's
play-ons do), on deals of its own (not the ladder's), and writes, at every turn decision, the
terms of game/ai/evaluate3.py one by one (each the seat's minus the foe's, from the seat in
control's side) with how the match ended for that seat (1, 1/2, 0). `fit` fits a logistic
regression per match type (Newton's method; needs numpy, which the game does not). `hfit` is
Hard (game/ai/hard4.py) whose unfinished play-ons are worth the fitted chance of winning
(faded before the bell as Hard fades its own), registered in this process only.
"""
from __future__ import annotations

import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import evaluate3 as E3  # noqa: E402
from game.ai import hard4, ismcts, stepwise  # noqa: E402
from game.ai.normal import before_the_bell  # noqa: E402
from game.match.chances import countout_limit  # noqa: E402
from game.match.editions import beaten_take_no_control  # noqa: E402

TERMS = ("hp", "momentum", "statuses", "crowd", "hand", "injury_due", "on_mat", "dq", "move_cards",
         "ringside", "ringside_turns", "count_danger", "race", "pinnable", "mat_pin", "beaten",
         "control")


def side_terms(s, seat: int) -> list:
    """One side's terms of the evaluation (unweighted)."""
    side = s.sides[seat]
    lib = s.cat.lib
    return [side.hp / max(1, side.max_hp), side.total_momentum(), len(side.statuses),
            min(side.crowd_points, 4), len(side.hand), side.injury_due, float(side.on_mat),
            E3.dq_risk(s, seat) if side.warnings else 0.0,
            sum(lib.move_cards[c].rank for c, t in zip(side.move_cards, side.tapped) if not t),
            float(side.at_ringside), side.ringside_turns if side.at_ringside else 0,
            float(side.at_ringside and side.ringside_turns >= countout_limit(s))]


def terms(s, seat: int) -> list:
    """The evaluation's terms from the seat's side (the seat's minus the foe's)."""
    foe = 1 - seat
    mine, theirs = side_terms(s, seat), side_terms(s, foe)
    out = [a - b for a, b in zip(mine, theirs)]
    race = 0.0
    if s.sides[0].at_ringside and s.sides[1].at_ringside and not s.pending:
        race = 1.0 if s.control == seat else -1.0
    p_me, p_foe = E3.pinnable(s, seat), E3.pinnable(s, foe)
    mat = (p_foe if s.sides[foe].on_mat and s.control == seat else 0.0) \
        - (p_me if s.sides[seat].on_mat and s.control == foe else 0.0)
    beaten = 0.0
    if beaten_take_no_control(s.rules):
        beaten = (p_foe if s.sides[foe].hp == 0 and s.control == seat else 0.0) \
            - (p_me if s.sides[seat].hp == 0 and s.control == foe else 0.0)
    return out + [race, p_foe - p_me, mat, beaten, 1.0 if s.control == seat else -1.0]


def gen(games: int, seed: int, out: str) -> None:
    """Play glance-against-glance matches and write their states' terms and results."""
    from game.ai import policy3
    from game.library import Catalog, load_library
    from game.match import Match
    from game.match.legal import legal_commands
    from game.match.setup import random_setup
    cat = Catalog(load_library())
    kinds = ("normal", "hardcore", "showdown")
    with open(out, "w") as f:
        for k in range(games):
            kind = kinds[k % 3]
            m = Match(random_setup(cat, seed + k, kind, "greedy", "greedy"), cat)
            rows = []
            for _ in range(5000):
                seat = m.actor()
                if seat is None:
                    break
                opts = legal_commands(m.state, seat)
                if m.state.pending is None and len(opts) > 1 and m.state.interview is None:
                    rows.append((seat, m.state.turn, m.state.rules.turn_limit,
                                 terms(m.state, seat)))
                cmd = opts[0] if len(opts) == 1 else policy3.choose(m.state, seat, opts,
                                                                     peek=False)
                m.play(cmd)
            over = m.state.over
            for seat, turn, limit, t in rows:
                y = 0.5 if over is None or over.winner is None else float(over.winner == seat)
                f.write(json.dumps([kind, turn, limit, y, t]) + "\n")
            if k % 200 == 0:
                print("game", k, flush=True)


def fit(path: str, out: str) -> None:
    """Logistic regression of the result on the terms, per match type (Newton's method)."""
    import numpy as np
    data: dict = {}
    for line in open(path):
        kind, turn, limit, y, t = json.loads(line)
        data.setdefault(kind, ([], []))
        data[kind][0].append(t)
        data[kind][1].append(y)
    weights = {}
    for kind, (xs, ys) in data.items():
        X, y = np.array(xs, float), np.array(ys, float)
        w = np.zeros(X.shape[1])
        for _ in range(25):
            p = 1 / (1 + np.exp(-X @ w))
            g = X.T @ (p - y) + 1e-3 * w
            H = (X * (p * (1 - p))[:, None]).T @ X + 1e-3 * np.eye(len(w))
            w -= np.linalg.solve(H, g)
        p = 1 / (1 + np.exp(-X @ w))
        ll = float(np.mean(y * np.log(p + 1e-9) + (1 - y) * np.log(1 - p + 1e-9)))
        weights[kind] = dict(zip(TERMS, map(float, w)))
        print(kind, len(ys), "log-loss", round(-ll, 4), {k: round(v, 3) for k, v in
                                                          weights[kind].items()})
        # the hand-set evaluation on the same rows, for comparison
        hand = np.array([E3.W_HP, E3.W_MOMENTUM, -E3.W_STATUS, E3.W_CROWD, E3.W_HAND,
                         -E3.W_INJURY_DUE, -E3.W_ON_MAT, -E3.W_DQ * 0.25, E3.W_MOVE_CARD,
                         -E3.W_RINGSIDE, -E3.W_RINGSIDE_TURN, -E3.W_COUNTED_OUT * 0.1, E3.W_RACE,
                         E3.W_PINNABLE, E3.W_PINNABLE * E3.W_MAT_PIN, E3.W_BEATEN,
                         E3.W_CONTROL]) / ismcts.WIN_SCALE
        q = 1 / (1 + np.exp(-X @ hand))
        llh = float(np.mean(y * np.log(q + 1e-9) + (1 - y) * np.log(1 - q + 1e-9)))
        print(kind, "hand-set log-loss", round(-llh, 4))
    Path(out).write_text(json.dumps(weights, indent=1))


FITTED: dict = {}


def fitted_chance(state, seat: int, me, foe) -> float:
    """A played-out state as the seat's chance of winning by the fitted weights."""
    out = state.over
    if out is not None:
        return 0.5 if out.winner is None else float(out.winner == seat)
    w = FITTED[state.rules.match_type]
    v = sum(w[k] * x for k, x in zip(TERMS, terms(state, seat)))
    v = before_the_bell(state, v)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, v))))


def main() -> None:
    if sys.argv[1] == "gen":
        import argparse
        ap = argparse.ArgumentParser()
        ap.add_argument("gen")
        ap.add_argument("--games", type=int, default=3000)
        ap.add_argument("--seed", type=int, default=500)
        ap.add_argument("--out", required=True)
        a = ap.parse_args()
        gen(a.games, a.seed, a.out)
        return
    if sys.argv[1] == "fit":
        fit(sys.argv[2], sys.argv[sys.argv.index("--out") + 1])
        return
    import level_pairs
    ap = level_pairs.parser()
    ap.add_argument("--weights", required=True)
    a = ap.parse_args()
    FITTED.update(json.loads(Path(a.weights).read_text()))
    plain = ismcts.chance_of_winning
    ON = [False]

    def judged(state, seat, me, foe):
        return (fitted_chance if ON[0] else plain)(state, seat, me, foe)
    ismcts.chance_of_winning = judged

    def hfit(seen, seat, options, dice, clock=None):
        ON[0] = True
        try:
            return (yield from hard4.thinking(seen, seat, options, dice))
        finally:
            ON[0] = False
    stepwise.THINKING["hfit"] = hfit
    level_pairs.play(a)


if __name__ == "__main__":
    main()
