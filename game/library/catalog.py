"""The card table a match plays with: each page's numbers in fast, ready-to-use form."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from .cards import Library, PageCard
from ..match.state import momentum_tuple


@dataclass(frozen=True, slots=True)
class PageInfo:
    """One page's rules numbers, precomputed."""
    id: str
    name: str
    kind: str
    special: str | None
    cost: tuple
    gain: tuple
    move_type: str | None
    target: str | None
    damage: int
    tags: frozenset
    counters: frozenset
    foe: str
    place: str
    effects: tuple
    card: PageCard

    @property
    def is_move(self) -> bool:
        """True for a move page."""
        return self.kind == "move"


def page_info(card: PageCard) -> PageInfo:
    """Precompute one page."""
    return PageInfo(card.id, card.name, card.kind, card.special, momentum_tuple(card.cost),
                    momentum_tuple(card.gain), card.move_type, card.target, card.damage,
                    frozenset(card.tags), frozenset(card.counters), card.requires.foe,
                    card.requires.place, tuple(card.effects), card)


class Catalog:
    """The library plus precomputed page numbers, shared by every state of a match."""

    def __init__(self, lib: Library) -> None:
        self.lib = lib
        self.info = {pid: page_info(card) for pid, card in lib.pages.items()}
        self.referees = lib.specials_of("referee")
        self.events = lib.specials_of("event")
        self._digest: str | None = None

    @property
    def digest(self) -> str:
        """A short fingerprint of every card's rules data, so a save can tell the cards changed."""
        if self._digest is None:
            lib = self.lib
            tables = {name: {k: v.model_dump(mode="json") for k, v in sorted(getattr(lib, name).items())}
                      for name in ("superstars", "pages", "playbooks", "move_cards", "drama")}
            raw = json.dumps(tables, sort_keys=True, separators=(",", ":")).encode("utf-8")
            self._digest = hashlib.sha256(raw).hexdigest()[:16]
        return self._digest
