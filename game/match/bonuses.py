"""Bonuses in force for a seat: the Superstar's ability and every untapped signature Move card."""
from __future__ import annotations

# Bonuses that act once, at the bell: a Move card tapped out later in the match doesn't take back
# what it gave then (docs/DECISIONS.md); every other bonus stops the moment the card is tapped.
AT_THE_BELL = ("extra_hp", "start_momentum", "crowd_start")


def named_bonuses(state, seat: int) -> list:
    """(where it comes from, Bonus) for every bonus in force (INJ-2: a tapped-out Move card
    gives nothing, not even in a Run-In)."""
    lib = state.cat.lib
    side = state.sides[seat]
    ability = lib.superstars[side.superstar].ability
    out = [(ability.name, ability.bonus)]
    for card_id, tapped in zip(side.move_cards, side.tapped):
        if not tapped:
            out.append((lib.move_cards[card_id].name, lib.move_cards[card_id].bonus))
    out.extend((f"{lib.move_cards[card_id].name} (Run-In)", lib.move_cards[card_id].bonus)
               for card_id in side.allies)
    return out


def active_bonuses(state, seat: int) -> list:
    """The Bonus models in force."""
    return [b for _, b in named_bonuses(state, seat)]


def _fits(b, info) -> bool:
    """A damage bonus that applies to this move (its move type and tag, when it names them)."""
    return b.kind == "damage_bonus" and (not b.move_type or b.move_type == info.move_type) \
        and (not b.tag or b.tag in info.tags)


def damage_bonus(state, seat: int, info) -> int:
    """Extra damage for a move from bonuses matching its move type or tags."""
    return sum(b.amount for b in active_bonuses(state, seat) if _fits(b, info))


def bonus_sources(state, seat: int, kind: str, info=None) -> list:
    """(card or ability name, amount) behind a 'bonuses' term: damage bonuses for this move,
    or every bonus of one kind (pin_bonus, submission_bonus; a pin bonus with its `beaten`
    part when the foe is at 0 HP)."""
    if kind == "damage_bonus":
        return [(name, b.amount) for name, b in named_bonuses(state, seat) if _fits(b, info)]
    if kind == "pin_bonus":
        beaten = state.sides[1 - seat].hp == 0
        return [(name, b.amount + (b.beaten if beaten else 0))
                for name, b in named_bonuses(state, seat) if b.kind == kind]
    return [(name, b.amount) for name, b in named_bonuses(state, seat) if b.kind == kind]


def pin_bonus(state, seat: int) -> int:
    """Seat's pin bonuses against the other seat: every pin bonus's amount, and its `beaten`
    part too when the foe is at 0 HP."""
    return sum(amount for _, amount in bonus_sources(state, seat, "pin_bonus"))


def sum_of(state, seat: int, kind: str) -> int:
    """The summed amount of one kind of bonus (pin_bonus, submission_bonus, extra_hp...)."""
    return sum(b.amount for b in active_bonuses(state, seat) if b.kind == kind)


def extra_counters(state, seat: int) -> frozenset:
    """Move types this seat's Defensive pages counter beyond their own list."""
    return frozenset(b.move_type for b in active_bonuses(state, seat) if b.kind == "extra_counter")


def given_at_the_bell(state, seat: int, card: int) -> bool:
    """Whether a Move card's bonus acted once at the bell (+6 starting HP): tapping it out now
    takes nothing back this match."""
    side = state.sides[seat]
    return state.cat.lib.move_cards[side.move_cards[card]].bonus.kind in AT_THE_BELL


def tapped_note(state, seat: int, card: int) -> str:
    """What a tapped-out Move card's bonus does now, as the table says it."""
    if state.sides[seat].tap_causes[card] and given_at_the_bell(state, seat, card):
        return "TAPPED OUT: bonus off (what it gave at the bell stays)"
    return "TAPPED OUT: bonus off"
