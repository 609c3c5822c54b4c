"""A finished match in numbers: what each seat did, counted from the log, and the squash."""
from __future__ import annotations

from . import events as E
from .rules import is_squash
from .takeback import in_effect


def _connected(d: dict, ev: E.MoveConnected, state) -> None:
    d["moves"] += 1
    if "finisher" in ev.tags:
        d["finishers"] += 1
    _hit(d, ev.damage, ev.page, state)


def _hit(d: dict, damage: int, page: int, state) -> None:
    """A move's or a weapon's hit: the biggest so far and its page's name."""
    if damage > d["biggest"]:
        d["biggest"] = damage
        try:
            d["biggest_name"] = state.info(page).name
        except (IndexError, KeyError):
            d["biggest_name"] = ""


def _count(key: str):
    def add(d: dict, ev, state) -> None:
        d[key] += 1
    return add


def _turned(d: dict, ev: E.WeaponTurned, state) -> None:
    """A turned weapon's injury never happened: its Move card is back (a results screen said
    'Move cards tapped: 1' beside it untapped: session 78's play-test)."""
    if ev.card >= 0 and not ev.cancelled_due:
        d["injuries"] -= 1


_COUNTERS = {
    E.MoveConnected: _connected,
    E.MoveCountered: _count("counters"),
    E.PinAttempted: _count("pins"),
    E.MoveCardTapped: _count("injuries"),
    E.WeaponTurned: _turned,
    E.WeaponUsed: _count("weapons"),
}


def match_stats(match) -> list[dict]:
    """Per seat: moves connected, biggest hit (and its page's name), counters, pin attempts,
    finishers, injuries (Move cards tapped) and weapons used."""
    stats = [{"moves": 0, "biggest": 0, "biggest_name": "", "counters": 0, "pins": 0,
              "finishers": 0, "injuries": 0, "weapons": 0} for _ in (0, 1)]
    for i in in_effect(match.log):  # a taken-back tap-out is no injury
        hitter = None  # a weapon's or a Damage special's damage is a hit too (a Steel Steps
        for ev in match.log[i].events:  # for 7 left 'Biggest hit' empty: session 69's play-
            add = _COUNTERS.get(type(ev))  # test; a Rope Snap for 2: session 71's)
            if add is not None:
                add(stats[ev.seat], ev, match.state)
            if type(ev) is E.WeaponUsed or type(ev) is E.PagePlayed and ev.to != "pending":
                hitter = ev
            elif type(ev) is E.TurnEnded or type(ev) is E.EventEntered and ev.auto:
                hitter = None  # (between turns: nobody's hit)
            elif type(ev) is E.DamageDealt and hitter is not None and ev.seat != hitter.seat:
                _hit(stats[hitter.seat], ev.amount, hitter.page, match.state)
                hitter = None
    return stats


def squash(state) -> bool:
    """INJ-12 for a state: the match is over, has a winner, and won by more than the margin."""
    over = state.over
    if over is None or over.winner is None:
        return False
    return is_squash(tuple(side.points for side in state.sides), over.winner)
