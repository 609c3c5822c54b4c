"""AI experiment (issue 30, session 72): Hard reading what the foe's answers said, and Hard
searching its own answers. Forked from Hard's own matches by tools/ai_fork.py.

    python tools/ai_inference.py --base hard --foe normal --games 300 --seed 1 \
        --out runs/inf.jsonl --variants hInfer,hAnswer,hBoth
    python tools/ai_fork.py report runs/inf.jsonl

* `hInfer`: Hard whose sampled worlds honour the moves of its own string that the foe let
  through. A move answered by Allow (or not answerable) leaves the foe's hand as it was, and a
  string of moves never lets the foe play a page between them: so while Hard keeps control after
  a move of its own, every page in the foe's hand was there when that move came. A world that
  deals the foe a page which would have countered it (the last move: by the counter rule itself,
  its momentum now; the string's earlier moves: by their move type) is kept only with chance
  1 - TRUST (a foe may let a move through that it could have stopped). Everything it reads is
  in its view: its own last move, the string's move types, the foe's momentum and HP.
* `hAnswer`: Hard that searches its answer to a pending move (the policy's two favourites, a
  counter and Allow most often) where Hard plays the policy's favourite at a glance.
* `hBoth`: both.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import ai_fork  # noqa: E402
from game.ai import hard4, ismcts, stepwise  # noqa: E402
from game.ai.sample import determinize  # noqa: E402
from game.ai.tapping import tapping  # noqa: E402
from game.match.legal import counters_barred, counters_move, listed_counters  # noqa: E402

TRUST = 0.9     # the chance a foe holding a counter it can pay for uses it
TRIES = 24      # worlds drawn at most for one that honours what the foe's answers said
ANSWERS = 2     # the policy's favourite answers that hAnswer searches


def let_through(seen, seat: int) -> tuple:
    """The moves of the seat's string so far that the foe let through, as (last move's page or
    None, the string's move types)."""
    if seen.string_seat != seat or not seen.string_count or seen.pending is not None:
        return None, ()
    last = seen.sides[seat].last_move
    page = last[1] if last is not None and last[0] == seen.turn - 1 else None
    return page, tuple(seen.string_types)


def would_have_countered(world, seat: int, page, types) -> bool:
    """Whether the foe's hand in this world holds a page it could pay for that counters one of
    the moves it let through."""
    foe = 1 - seat
    if counters_barred(world, foe):
        return False
    side = world.sides[foe]
    attack = world.info(page) if page is not None else None
    for p in side.hand:
        info = world.info(p)
        if not side.can_pay(info.cost):
            continue
        if attack is not None and counters_move(world, foe, info, attack):
            return True
        if set(types) & set(listed_counters(world, foe, info)):
            return True
    return False


def inferring_determinize(seen, seat: int, rng, seed=None):
    """determinize, redrawn while the world deals the foe a counter to a move it let through
    (each such world kept with chance 1 - TRUST)."""
    page, types = let_through(seen, seat)
    world = determinize(seen, seat, rng, seed)
    if page is None and not types:
        return world
    for _ in range(TRIES - 1):
        if not would_have_countered(world, seat, page, types) \
                or rng.below(1000) < 1000 * (1 - TRUST):
            return world
        world = determinize(seen, seat, rng, seed)
    return world


def searched(infer: bool, answer: bool):
    """Hard (AI edition 8's search at its budget) with the inference and/or its answers
    searched."""
    def thinking(seen, seat, options, dice, clock=None):
        srch = ismcts.Search(seen, seat, options, dice)
        if answer and seen.pending is not None:
            order = ismcts.ranked(seen, seat, srch.options)
            srch.alive = order[:ANSWERS]
            srch.roots = {i: ismcts.Node() for i in srch.alive}
        if infer:
            ismcts.determinize = inferring_determinize
        try:
            yield from ismcts.searching(srch, None, hard4.PLAYOUTS)
        finally:
            ismcts.determinize = determinize
        return srch.best()

    def may_differ(seen, seat, options):
        if answer and seen.pending is not None:
            return True
        if infer:
            page, types = let_through(seen, seat)
            return page is not None or bool(types)
        return False
    return tapping(thinking), may_differ


VARIANTS = {"hInfer": searched(True, False), "hAnswer": searched(False, True),
            "hBoth": searched(True, True)}
ai_fork.VARIANTS.update(VARIANTS)
for _name, (_t, _w) in VARIANTS.items():
    stepwise.THINKING[_name] = _t

if __name__ == "__main__":
    ai_fork.main()
