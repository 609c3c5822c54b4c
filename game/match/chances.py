"""Pin and submission chances, term by term (ADV-13 to ADV-17), and the DQ chance (ADV-19)."""
from __future__ import annotations

from .bonuses import pin_bonus, sum_of
from .editions import (finisher_bonus_as_adv7, first_turn_due, nobody_counts, own_pin_formula,
                       pins_from_a_fourth, referee_bends_the_numbers)
from ..library.cards import RefereeRules

CAP = 95
NO_REFEREE = -100  # a distracted referee counts no pin and asks for no submission
DQ_LINE = 5  # ADV-19: no DQ with 4 warnings or fewer, whatever Referee is in play
DQ_RATE = 5  # ADV-19: 5% per warning (edition 6 on, whatever Referee is in play)
FINISHER_TERM = 20  # ADV-16
NO_TURN_YET = "no turn yet"  # the term against a Superstar who has not held control (edition 16)


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


# Normal and Hardcore, edition 7 on: our pin formula (docs/RULES.md "Pins in Normal and
# Hardcore"): a beaten foe is pinnable. The base by HP, and momentum counting once and at most
# MOMENTUM_REACH either way, so a momentum lead can't make a beaten foe unpinnable. The bases, by
# the pinned Superstar's HP: half of starting HP or more, a fourth or more, over a tenth, a tenth
# or less (above 0), at 0 HP.
EASY_BASES = (-100, 0, 20, 40, 60)  # edition 8 on: a worn-down foe (under half) is pinnable
EDITION_7_BASES = (-100, -30, -10, 25, 60)  # edition 7: only a foe at a tenth or less
EASY_HALF, EASY_FOURTH, EASY_TENTH, EASY_LOW, EASY_ZERO = EASY_BASES
MOMENTUM_REACH = 10


def easy_bases(rules) -> tuple:
    """The five bases of our pin formula under the match's edition."""
    return EASY_BASES if pins_from_a_fourth(rules) else EDITION_7_BASES


def easy_base_by_hp(hp: int, start: int, bases: tuple = EASY_BASES) -> int:
    """Normal and Hardcore (edition 7 on): the base by the pinned Superstar's HP.

    >>> [easy_base_by_hp(hp, 40) for hp in (20, 19, 10, 9, 5, 4, 1, 0)]
    [-100, 0, 0, 20, 20, 40, 40, 60]
    >>> [easy_base_by_hp(hp, 40, EDITION_7_BASES) for hp in (20, 19, 10, 9, 5, 4, 1, 0)]
    [-100, -30, -30, -10, -10, 25, 25, 60]
    """
    half, fourth, tenth, low, zero = bases
    if hp * 2 >= start:
        return half
    if hp * 4 >= start:
        return fourth
    if hp * 10 > start:
        return tenth
    return low if hp > 0 else zero


def momentum_term(rules, mine: int, theirs: int) -> int:
    """ADV-15 in a Showdown: (pinner's - pinned's momentum) x 2; in Normal and Hardcore
    (edition 7 on) the difference counts once, within -10 and +10.

    >>> from game.match.state import rules_for
    >>> momentum_term(rules_for("showdown"), 5, 18), momentum_term(rules_for("normal"), 5, 18)
    (-26, -10)
    """
    if own_pin_formula(rules):
        return max(-MOMENTUM_REACH, min(MOMENTUM_REACH, mine - theirs))
    return (mine - theirs) * 2


def hp_term(rules, hp: int, start: int) -> int:
    """The base by HP: ADV-13 in a Showdown (and before edition 7), ours in Normal and Hardcore."""
    if own_pin_formula(rules):
        return easy_base_by_hp(hp, start, easy_bases(rules))
    return base_by_hp(hp, start)


def status_bonus(statuses) -> int:
    """ADV-14: Stunned +5, every other Status +2.

    >>> status_bonus(["stunned", "busted_open", "injured_leg"])
    9
    """
    return sum(5 if s == "stunned" else 2 for s in statuses)


def last_move_terms(last_move, turn: int, finisher_before=None) -> list:
    """ADV-16: the pinner's move connected this turn or last turn, term by term; the +20 also
    comes from finisher_before, a Finisher connected this turn or last turn before a pinning
    page (rules edition 6: the Finisher ADV-7 accepts for that pin)."""
    recent = last_move is not None and turn - last_move[0] <= 1
    terms = []
    if (recent and "finisher" in last_move[3]) or _finisher_in_window(finisher_before, turn):
        terms.append(("finisher", FINISHER_TERM))
    if not recent:
        return terms
    _, _, damage, tags = last_move
    if "trademark" in tags:
        terms.append(("trademark", 5))
    if "impact" in tags:
        terms.append(("impact", 2))
    if "takedown" in tags:
        terms.append(("takedown", 2))
    if damage:
        terms.append(("move damage", damage))
    return terms


def _finisher_in_window(move, turn: int) -> bool:
    """True when this connected move (turn, page, damage, tags) is a Finisher of this turn or last."""
    return move is not None and turn - move[0] <= 1 and "finisher" in move[3]


def final_chance(terms) -> int:
    """ADV-17: all terms add up; above 95 becomes 95 (0 or less always fails)."""
    return min(CAP, sum(v for _, v in terms))


def pin_terms(state, seat: int, finisher_before=None) -> tuple:
    """Every term of seat's pin chance against the other seat (finisher_before: the seat's move
    connected before a pinning page that is now its last move, for ADV-16's +20)."""
    me, foe = state.sides[seat], state.sides[1 - seat]
    terms = [("base (HP)", hp_term(state.rules, foe.hp, foe.max_hp))]
    if foe.statuses:
        terms.append(("statuses", status_bonus(foe.statuses)))
    terms.append(("momentum", momentum_term(state.rules, me.total_momentum(),
                                            foe.total_momentum())))
    before = finisher_before if finisher_bonus_as_adv7(state.rules) else None
    terms.extend(last_move_terms(me.last_move, state.turn, before))
    terms.append(("turns", state.moves_elapsed // 2))
    extra = pin_bonus(state, seat) + referee_pin_bonus(state)
    if extra:
        terms.append(("bonuses", extra))
    if state.ref_distracted():
        terms.append(("no referee to count", referee_away(state.rules, terms)))
    else:
        terms.extend(first_turn_term(state, 1 - seat, terms))
    return tuple(terms)


def first_turn_term(state, seat: int, terms) -> list:
    """Edition 16: the term that leaves the chance at 0 against a seat not yet in (NO_TURN_YET),
    when the other terms add up to more than 0; else nothing."""
    rest = sum(v for _, v in terms)
    return [(NO_TURN_YET, -rest)] if rest > 0 and not_yet_in(state, seat) else []


def not_yet_in(state, seat: int) -> bool:
    """Edition 16, Normal and Hardcore: the seat has not yet held control and is not beaten, so
    no pin or submission counts against them."""
    side = state.sides[seat]
    return first_turn_due(state.rules) and not side.held_control and side.hp > 0


def referee_away(rules, terms) -> int:
    """A distracted referee's term: -100, and from edition 13 as much more as leaves the chance
    at 0 whatever the other terms add (nobody counts, nobody asks).

    >>> from game.match.state import rules_for
    >>> referee_away(rules_for("normal"), [("momentum", 90), ("turns", 30)])
    -120
    >>> referee_away(rules_for("normal", edition=12), [("momentum", 90), ("turns", 30)])
    -100
    """
    rest = sum(v for _, v in terms)
    return min(NO_REFEREE, -rest) if nobody_counts(rules) else NO_REFEREE


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
        terms.append(("no referee to ask", referee_away(state.rules, terms)))
    else:
        terms.extend(first_turn_term(state, 1 - seat, terms))
    return tuple(terms)


def dq_chance(total_warnings: int, rate: int = DQ_RATE) -> int:
    """ADV-19: 5% per warning once a seat holds 5 or more (rate: only editions 5 and older let a
    Referee set another)."""
    if total_warnings < DQ_LINE:
        return 0
    return min(100, rate * total_warnings)


def dq_rate(state) -> int:
    """The DQ chance per warning: the seed's 5% (a Referee's own rate under editions 5 and older)."""
    if referee_bends_the_numbers(state.rules):
        return referee_rules(state).dq_per_warning
    return DQ_RATE


def extra_warnings(state) -> int:
    """Warnings a Referee adds to every call: none (a Referee's own under editions 5 and older)."""
    return referee_rules(state).warnings_extra if referee_bends_the_numbers(state.rules) else 0


def referee_pin_bonus(state) -> int:
    """A Referee's pin bonus: none (a Referee's own count under editions 5 and older)."""
    return referee_rules(state).pin_bonus if referee_bends_the_numbers(state.rules) else 0


def countout_limit(state) -> int:
    """Counted turns at ringside a Superstar may take (ADV-8: one more in a Showdown, whatever
    Referee is in play); one more and they are counted out."""
    return state.rules.count_out_after


def countout_at(state) -> int:
    """The count that puts a Superstar out (one past countout_limit), as the RINGSIDE n/N chip,
    the log and the tutorial say it."""
    return countout_limit(state) + 1


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
