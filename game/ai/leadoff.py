"""An AI's leadoff pages (PB-6) for a playbook that names none: an opening hand that can act.

Five pages the Superstar can use on the first turns: a Defensive page that counters the most move
types, two moves the starting momentum pays for (the biggest first), and momentum pages that pay
for what the playbook costs most. A pure function of the pages, the Superstar and the library.
"""
from __future__ import annotations

from collections import Counter

from ..library.cards import LEADOFF_MAX

def choose_leadoff(pages: list[str], star, lib) -> list[str]:
    """Up to 5 leadoff pages out of these 40 for this Superstar (ids, copies as held)."""
    start = {k: int(v) for k, v in star.start_momentum.items()}
    cards = [lib.pages[pid] for pid in sorted(set(pages)) if pid in lib.pages]
    left = Counter(pages)
    chosen: list[str] = []

    def take(card) -> None:
        if left[card.id] > 0 and len(chosen) < LEADOFF_MAX:
            left[card.id] -= 1
            chosen.append(card.id)

    def pays(card) -> bool:
        return all(start.get(k, 0) >= v for k, v in card.cost.items())

    defensive = [c for c in cards if c.kind == "move" and "defensive" in c.tags and pays(c)]
    for card in sorted(defensive, key=lambda c: (-len(c.counters), sum(c.cost.values()), c.id))[:1]:
        take(card)
    openers = [c for c in cards if c.kind == "move" and "defensive" not in c.tags and pays(c)
               and c.requires.foe == "standing" and c.requires.place == "together"]
    for card in sorted(openers, key=lambda c: (-c.damage, sum(c.cost.values()), c.id))[:2]:
        take(card)
    need = Counter()
    for pid in pages:
        card = lib.pages.get(pid)
        if card is not None and card.kind == "move":
            need.update(card.cost)
    momentum = [c for c in cards if c.kind == "momentum"]
    by_use = sorted(momentum, key=lambda c: (-sum(need[k] * v for k, v in c.gain.items()), c.id))
    for card in by_use:
        take(card)
        if len(chosen) >= LEADOFF_MAX:
            break
    for card in sorted(openers, key=lambda c: (-c.damage, c.id)):
        take(card)
    return chosen[:LEADOFF_MAX]

