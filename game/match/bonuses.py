"""Bonuses in force for a seat: the Superstar's ability and every untapped signature Move card."""
from __future__ import annotations

from .editions import before_the_bell
from .state import MOMENTUM

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


def card_bonus(state, seat: int, card: int):
    """The bonus of the seat's Move card (its index in the row)."""
    return state.cat.lib.move_cards[state.sides[seat].move_cards[card]].bonus


def given_at_the_bell(state, seat: int, card: int) -> bool:
    """Whether a Move card's bonus acted once at the bell (+6 starting HP): tapping it out now
    takes nothing back this match. Not when it is (or was) tapped out before the bell, for a
    Drama card's injury (INJ-2, edition 15: it gives nothing at the bell then)."""
    side = state.sides[seat]
    if card_bonus(state, seat, card).kind not in AT_THE_BELL:
        return False
    cause = side.tap_causes[card] if side.tapped[card] else \
        (side.injury_causes[0] if side.injury_causes else "")
    return not tapped_before_the_bell(state, cause)


def taken_back(state, seat: int, card: int) -> bool:
    """Whether tapping out this Move card for the injury now owed takes back what its bonus
    gave at the bell (a Drama card's injury comes before the bell, INJ-2 from edition 15: an
    Interview's tap-out of Early Fire took its +1 Attitude back, unsaid: session 72)."""
    side = state.sides[seat]
    return not side.tapped[card] and card_bonus(state, seat, card).kind in AT_THE_BELL and \
        bool(side.injury_causes) and tapped_before_the_bell(state, side.injury_causes[0])


def tapped_before_the_bell(state, cause: str) -> bool:
    """Whether a tap-out for this injury's cause comes before the bell: a Drama card's injury
    (the Interview, or one carried in from a season), from rules edition 15."""
    return before_the_bell(state.rules) and cause in {
        d.name for d in state.cat.lib.drama.values()}


def withdrawn(state, seat: int, card: int) -> tuple[int, tuple, int]:
    """(HP, momentum of each kind, Crowd Points) a Move card gave at the bell, to take back once
    it is tapped out before it: the momentum it added within the caps beside the bonuses still
    in force, no more than is left; HP down to 1 at the least."""
    side = state.sides[seat]
    b = card_bonus(state, seat, card)
    if b.kind == "extra_hp":
        return max(0, min(b.amount, side.hp - 1)), (0,) * len(MOMENTUM), 0
    if b.kind == "crowd_start":
        return 0, (0,) * len(MOMENTUM), min(b.amount, side.crowd_points)
    if b.kind != "start_momentum":
        return 0, (0,) * len(MOMENTUM), 0
    star = state.cat.lib.superstars[side.superstar]
    others = [o for o in active_bonuses(state, seat) if o.kind == "start_momentum"]
    out = []
    for j, k in enumerate(MOMENTUM):
        rest = star.start_momentum.get(k, 0) + sum(o.momentum.get(k, 0) for o in others)
        gave = min(rest + b.momentum.get(k, 0), side.caps[j]) - min(rest, side.caps[j])
        out.append(max(0, min(gave, side.momentum[j])))
    return 0, tuple(out), 0


def tapped_note(state, seat: int, card: int) -> str:
    """What a tapped-out Move card's bonus does now, as the table says it."""
    if state.sides[seat].tap_causes[card] and given_at_the_bell(state, seat, card):
        return "TAPPED OUT: bonus off (what it gave at the bell stays)"
    if tapped_before_the_bell(state, state.sides[seat].tap_causes[card]) and \
            card_bonus(state, seat, card).kind in AT_THE_BELL:
        return "TAPPED OUT before the bell: its bonus was never given"
    return "TAPPED OUT: bonus off"
