"""Pin and submission chances, term by term (ADV-13 to ADV-17), and the DQ chance (ADV-19)."""
from __future__ import annotations

from .bonuses import sum_of
from ..library.cards import RefereeRules

CAP = 95
NO_REFEREE = -100  # a distracted referee counts no pin and asks for no submission
DQ_LINE = 5  # ADV-19: no DQ with 4 warnings or fewer, whatever Referee is in play


def base_by_hp(hp: int, start: int) -> int:
    """ADV-13: the base by the pinned Superstar's HP against their starting HP.

    >>> [base_by_hp(hp, 40) for hp in (20, 19, 10, 9, 4, 3, 1, 0)]
    [-100, -25, -25, -10, -10, 0, 0, 25]
    """
    if hp * 2 >= start:
        return -100
    if hp * 4 >= start:
        return -25
    if hp * 10 >= start:
        return -10
    if hp > 0:
        return 0
    return 25


def status_bonus(statuses) -> int:
    """ADV-14: Stunned +5, every other Status +2.

    >>> status_bonus(["stunned", "busted_open", "injured_leg"])
    9
    """
    return sum(5 if s == "stunned" else 2 for s in statuses)


def last_move_terms(last_move, turn: int) -> list:
    """ADV-16: the pinner's move connected this turn or last turn, term by term."""
    if last_move is None or turn - last_move[0] > 1:
        return []
    _, _, damage, tags = last_move
    terms = []
    if "finisher" in tags:
        terms.append(("finisher", 20))
    if "trademark" in tags:
        terms.append(("trademark", 5))
    if "impact" in tags:
        terms.append(("impact", 2))
    if "takedown" in tags:
        terms.append(("takedown", 2))
    if damage:
        terms.append(("move damage", damage))
    return terms


def final_chance(terms) -> int:
    """ADV-17: all terms add up; above 95 becomes 95 (0 or less always fails)."""
    return min(CAP, sum(v for _, v in terms))


def pin_terms(state, seat: int) -> tuple:
    """Every term of seat's pin chance against the other seat."""
    me, foe = state.sides[seat], state.sides[1 - seat]
    terms = [("base (HP)", base_by_hp(foe.hp, foe.max_hp))]
    if foe.statuses:
        terms.append(("statuses", status_bonus(foe.statuses)))
    terms.append(("momentum", (me.total_momentum() - foe.total_momentum()) * 2))
    terms.extend(last_move_terms(me.last_move, state.turn))
    terms.append(("turns", state.moves_elapsed // 2))
    extra = sum_of(state, seat, "pin_bonus") + referee_rules(state).pin_bonus
    if extra:
        terms.append(("bonuses", extra))
    if state.ref_distracted():
        terms.append(("no referee to count", NO_REFEREE))
    return tuple(terms)


def submission_terms(state, seat: int, part: str, hold_damage: int) -> tuple:
    """The submission chance of a Hold: like the pin's, with the worn-down body part."""
    me, foe = state.sides[seat], state.sides[1 - seat]
    terms = [("base (HP)", base_by_hp(foe.hp, foe.max_hp))]
    if foe.statuses:
        terms.append(("statuses", status_bonus(foe.statuses)))
    terms.append(("momentum", (me.total_momentum() - foe.total_momentum()) * 2))
    terms.append((f"{part} damage", foe.body[part]))
    terms.append(("hold damage", hold_damage))
    terms.append(("turns", state.moves_elapsed // 2))
    extra = sum_of(state, seat, "submission_bonus")
    if extra:
        terms.append(("bonuses", extra))
    if state.ref_distracted():
        terms.append(("no referee to ask", NO_REFEREE))
    return tuple(terms)


def dq_chance(total_warnings: int, rules) -> int:
    """ADV-19: 5% per warning once a seat holds 5 or more (a Referee may change the rate only)."""
    if total_warnings < DQ_LINE:
        return 0
    return min(100, rules.dq_per_warning * total_warnings)


def countout_limit(state) -> int:
    """Counted turns at ringside a Superstar may take (ADV-8: one more in a Showdown, whatever
    Referee is in play); one more and they are counted out."""
    return state.rules.count_out_after


def weapons_legal(state) -> bool:
    """True when a weapon brings no DQ risk: Hardcore, a Referee who allows them, or no referee
    watching."""
    return state.rules.hardcore or referee_rules(state).weapons_legal or state.ref_distracted()


def referee_rules(state) -> RefereeRules:
    """The rules of the Referee in play, or the standard referee's."""
    if state.referee is None:
        return STANDARD_REFEREE
    return state.cat.lib.pages[state.referee[1]].referee or STANDARD_REFEREE


STANDARD_REFEREE = RefereeRules()
