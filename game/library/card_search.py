"""Finding pages in the library: search words and filters for the card browser and builder."""
from __future__ import annotations

from dataclasses import dataclass

from .card_text import drama_rules, move_card_rules, page_rules
from .cards import DramaCard, Library, MoveCard, PageCard
from .words import title

COST_TOP = 6  # the cost filter's last step means "this much or more"


@dataclass(frozen=True)
class CardFilter:
    """What the player asked for; None means any."""
    words: str = ""
    kind: str | None = None
    move_type: str | None = None
    tag: str | None = None
    momentum: str | None = None
    cost: int | None = None
    playable: bool = False  # only pages a playbook may hold (no Referees)


def total_cost(page: PageCard) -> int:
    """A page's momentum cost, all kinds together."""
    return sum(page.cost.values())


def search_text(page: PageCard) -> str:
    """Everything a search looks through: name, rules and flavour text, kind, move type, tags."""
    bits = [page.name, page_rules(page), page.text, page.kind, page.special or "", page.move_type or "",
            page.target or "", *page.tags, *[e.do for e in page.effects]]
    return " ".join(title(b) for b in bits if b).lower()


def matches(page: PageCard, f: CardFilter) -> bool:
    """True when the page passes every filter and holds every search word."""
    if f.playable and page.special == "referee":
        return False
    if f.kind is not None and page.kind != f.kind:
        return False
    if f.move_type is not None and page.move_type != f.move_type:
        return False
    if f.tag is not None and f.tag not in page.tags:
        return False
    if f.momentum is not None and f.momentum not in page.cost and f.momentum not in page.gain:
        return False
    if f.cost is not None:
        cost = total_cost(page)
        if not (cost >= COST_TOP if f.cost >= COST_TOP else cost == f.cost):
            return False
    text = search_text(page)
    return all(w in text for w in f.words.lower().split())


def find(lib: Library, f: CardFilter) -> list[PageCard]:
    """The matching pages: kind (moves, momentum, specials), then cost, then name."""
    order = {"move": 0, "momentum": 1, "special": 2}
    found = [p for p in lib.pages.values() if matches(p, f)]
    return sorted(found, key=lambda p: (order[p.kind], total_cost(p), p.name, p.id))


def other_text(card: MoveCard | DramaCard) -> str:
    """What a search looks through on a signature Move card or a Drama card."""
    if isinstance(card, MoveCard):
        bits = [card.name, move_card_rules(card), card.text, "signature move card",
                card.bonus.kind,
                getattr(card.bonus, "move_type", None) or "", getattr(card.bonus, "tag", None) or ""]
    else:
        bits = [card.name, drama_rules(card), card.text, "drama card", card.effect]
    return " ".join(title(b) for b in bits if b).lower()


def find_cards(lib: Library, f: CardFilter) -> list:
    """Every card the filter asks for: pages first, then signature Move cards and Drama cards
    (those only when no page-only filter - move type, tag, momentum, cost - is set)."""
    out: list = find(lib, f)
    if f.playable or any(x is not None for x in (f.move_type, f.tag, f.momentum, f.cost)):
        return out
    words = f.words.lower().split()
    for kind, table in (("move_card", lib.move_cards), ("drama", lib.drama)):
        if f.kind in (None, kind):
            found = [c for c in table.values() if all(w in other_text(c) for w in words)]
            out += sorted(found, key=lambda c: (c.name, c.id))
    return out
