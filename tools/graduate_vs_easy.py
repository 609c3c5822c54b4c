"""How far do the tutorial's lessons take a new player? A 'graduate' plays Normal matches against
the Easy AI doing only what the tutorial taught, from its own seat's view, and this prints its
record.

    python tools/graduate_vs_easy.py [games] [first seed]      (default 200 1)

The graduate: tap out the Move card whose bonus came at the bell; counter a move whenever a page
in hand can; press Pin from the chance the lessons advise (PIN_ADVICE); climb back in on the last
count; otherwise play the move with the most damage for its momentum that doesn't repeat a move
type in its string, else a momentum page that adds, else a Status or Crowd Support special, else
spend 2 Crowd Points, else Pass. Pinning only from 50% instead, it won 61 and lost 100 of 200:
the advice is in the pin lesson and on the Pins page.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.match import commands as C  # noqa: E402
from game.ai import choose  # noqa: E402
from game.library.catalog import Catalog  # noqa: E402
from game.match.dangers import countout_warning  # noqa: E402
from game.match.dice import Dice  # noqa: E402
from game.match.legal import legal_commands  # noqa: E402
from game.library import load_library  # noqa: E402
from game.match import Match  # noqa: E402
from game.lab.simulate import random_setup  # noqa: E402
from game.tutorial.lessons import PIN_ADVICE  # noqa: E402
from game.tutorial.script import damage_now, pin_chance, useful_gain  # noqa: E402
from game.match.seat_view import view  # noqa: E402

BELL = ("extra_hp", "start_momentum", "crowd_start")


def graduate(state, seat: int):
    """The command a player who did the tutorial gives (from the seat's own view)."""
    s = view(state, seat)
    opts = legal_commands(s, seat)
    if isinstance(opts[0], C.TapOut):
        side, lib = s.sides[seat], s.cat.lib
        bell = [c for c in opts if lib.move_cards[side.move_cards[c.card]].bonus.kind in BELL]
        return (bell or opts)[0]
    if s.pending is not None:
        counters = [c for c in opts if isinstance(c, C.Counter)]
        return min(counters, key=lambda c: sum(s.info(c.page).cost)) if counters else C.Allow(seat)
    if C.PressPin(seat) in opts and pin_chance(s, seat) >= PIN_ADVICE:
        return C.PressPin(seat)
    if s.sides[seat].at_ringside and countout_warning(s, seat):
        return C.ReturnToRing(seat)
    plays = [c for c in opts if isinstance(c, C.PlayPage)]
    repeats = s.string_types if s.string_seat == seat else ()
    moves = [c for c in plays if s.info(c.page).kind == "move"
             and s.info(c.page).move_type not in repeats]
    if moves:  # the most damage for the momentum
        return max(moves, key=lambda c: (damage_now(s, seat, s.info(c.page))
                                         / max(1, sum(s.info(c.page).cost)), -c.page))
    momentum = [c for c in plays if s.info(c.page).kind == "momentum"
                and useful_gain(s, seat, c.page) > 0]
    if momentum:
        return max(momentum, key=lambda c: useful_gain(s, seat, c.page))
    specials = [c for c in plays if s.info(c.page).special in ("status", "crowd_support")]
    if specials:
        return specials[0]
    if C.SpendCrowd(seat) in opts:
        return C.SpendCrowd(seat)
    return C.Pass(seat)


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 200
    first = int(argv[1]) if len(argv) > 1 else 1
    cat = Catalog(load_library())
    record = {"won": 0, "lost": 0, "drawn": 0}
    for n in range(games):
        seed = first + n
        me = n % 2  # both corners, both coin tosses
        seats = ("human", "easy") if me == 0 else ("easy", "human")
        m = Match(random_setup(cat, seed, "normal", *seats), cat)
        dice = Dice(seed, 1001 - me)
        for _ in range(5000):
            seat = m.actor()
            if seat is None:
                break
            m.play(graduate(m.state, seat) if seat == me else choose("easy", m.state, seat, dice))
        over = m.state.over
        key = "drawn" if over is None or over.winner is None else \
            "won" if over.winner == me else "lost"
        record[key] += 1
    share = record["won"] / games
    print(f"graduate vs Easy, {games} Normal matches: won {record['won']}, lost {record['lost']}, "
          f"drawn {record['drawn']} ({share:.2f} won)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
