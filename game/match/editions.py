"""What changed between editions of the rules: one switch per change, read from state.rules.edition.

A save records the edition it was played under and is re-decided, command by command, under that
edition's rules (game/store/match_file.py), so every rule that changes the outcome of the same commands keeps
its older form here behind a switch. An edition older than OLDEST, or newer than today's, is
refused with a message.

    1  the first recorded rules (saves without an edition are read as edition 1)
    2  the referee counts only the Superstar outside who held control when the turn began
       (edition 1 counted both when both were outside)
    3  a Pass with a dead hand regroups it (edition 2 and older: the hand stays)
    4  Normal matches last 80 turns and Hardcore 100 by default (edition 3 and older: 50)
    5  in a Showdown a page that pins obeys ADV-7 (game/match/legal.py page_pin_blocker, game/match/rules.py
       _pin); a 2-Crowd-Point ability that would do nothing is refused (game/match/legal.py); match
       points are shares of the foe's HP (game/match/points.py); a season injury ends after any match
       the wrestler wrestles, and a PPV squash injures twice under the variant
       (game/season/rules.py edition_of)
    6  in a Showdown no Referee bends the seed's numbers: 5% a warning, no extra warnings, no
       pin bonus (game/match/chances.py referee_bends_the_numbers); Referees differ instead in how
       long a distraction keeps them away and whom the crowd backs (game/match/referees.py); the
       Finisher's +20 is read from the same Finisher as ADV-7, so a pinning page played the turn
       after one gets it (game/match/chances.py pin_terms); a season Sneak Attack on a wrestler who is
       already injured is refused (game/season/legal.py); in a Showdown a page that pins may be
       played on a foe down on the mat (game/match/legal.py where_blocker)
    7  the bell's shuffle is drawn from the match seed and a digest of every page of both
       playbooks (game/match/dice.py pages_seed), so the pages not yet drawn are bound to the ones
       drawn; the bell records who plays each seat (SeatsTaken), so a seat's controller cannot
       change after the bell (game/match/rules.py _start); a playbook's leadoff pages (up to 5)
       form the opening hand, the rest of it drawn
       (game/match/rules.py opening_order; an AI seat whose playbook names none chooses its own,
       game/ai/leadoff.py); in Normal and Hardcore the pin chance is ours, not the seed's:
       a base by HP that makes a beaten foe pinnable, momentum counting once and at most 10
       either way (game/match/chances.py easy_base_by_hp, momentum_term); a Showdown keeps
       ADV-13..17 exactly; a full hand is 6 pages (game/match/rules.py refill); a Defensive
       page also counters every move aimed at its own body part (game/match/legal.py
       guards_the_part); a match point is 8% of the foe's HP, not 6% (game/match/points.py)
    8  a match point is 6% of the foe's HP again, as DESIGN decided (game/match/points.py;
       edition 7 alone counted 8%); a Superstar at 0 HP stays down on the mat when they regain
       control (game/match/apply.py _control), so in a Showdown ADV-7 lets the pin come; a
       Superstar at 0 HP takes control only by countering: a kick-out or the foe's Pass leaves
       control with the foe, and the referee counts them at ringside whoever holds control
       (game/match/rules.py beaten, Step.counted); in Normal and Hardcore a foe under half
       their HP is pinnable: bases 0 at a fourth or more, +20 over a tenth, +40 at a tenth or
       less, +60 at 0 (game/match/chances.py EASY_BASES; edition 7: -30, -10, +25, +60);
       a season's start records who plays each wrestler (PlayersTaken, game/season/rules.py
       _start), so a wrestler's controller cannot change after it
    9  a full hand is 7 pages (game/match/rules.py refill); a Superstar under half their
       starting HP (and above 0) fights from underneath: any Defensive page counters any move
       (game/match/legal.py from_underneath); the foe fights back: when a Superstar connects
       the third move of one string (in every match type) while their foe still has a
       fourth or more of their starting HP, control goes to the foe (game/match/rules.py
       Step.fight_back); in a Showdown a connected move gives back its whole cost, not half
       (game/match/rules.py Step.connect); a page that turns a weapon and does something
       else too (Turn The Tables, which now also puts the foe down) can be played with no
       weapon to turn (game/match/legal.py needs_a_weapon)
   10  in a Showdown a Superstar fighting from underneath hits back: a counter they make while
       under half their starting HP (and above 0) does 7 more damage (game/match/rules.py
       Step.connect, editions.underneath_damage)
   11  match points count the damage a Superstar dealt up to the foe's starting HP, so a whole HP
       bar is at most 17 points: a foe's heals (a Comeback, Second Wind, Breather...) hand the
       winner no points past it (game/match/points.py match_points; editions.points_capped)
   12  INJ-11: turning a weapon undoes only the injury that weapon's last hit caused (before, an
       injury from any earlier hit by a weapon of the same name, though the turned hit caused
       none; game/match/rules.py _turn_weapon, editions.turns_the_hits_injury)
   13  a distracted referee counts no pin and asks for no submission, whatever the other terms
       add: the chance is 0 (before, his -100 was one term a big enough total beat: a pin at
       10-57%, a hold at 61%; game/match/chances.py referee_away, editions.nobody_counts)
   14  a Showdown's 0 to 2 automatic Events (ADV-3) are drawn at the bell from turns 21-30, so a
       match that goes past turn 30 meets them all (drawn from turns 21-59, most never came: a
       Showdown between two careful players ends near turn 30, and 0.30 Events entered a match
       of the 0.99 drawn; game/match/rules.py _start, editions.event_turns_to)
   15  INJ-2: a Move card tapped out for an injury a Drama card dealt (the pre-match Interview,
       or a Drama card carried in from a season: before the bell) gives nothing at the bell: its
       extra HP, starting momentum or Crowd Points are taken back (before, they stayed all
       match; game/match/rules.py _tap_out, game/match/bonuses.py, editions.before_the_bell)
   16  in Normal and Hardcore no pin or submission counts against a Superstar who has not yet
       held control in the match, unless they are beaten (0 HP): a match ends before its loser
       had a turn only when they were beaten to 0 HP first (before, 8 of 300 between careful
       players ended so, on turns 3-8;
       game/match/chances.py not_yet_in, game/match/legal.py pin_blocker, editions.first_turn_due);
       a page that draws N pages also makes its player's hand hold N more for the rest of the
       match, 9 at most (before, the end of the turn refilled the hand to 7, so "Draw 1 page"
       gave nothing at all; game/match/rules.py _draw, refill, editions.draws_grow_the_hand);
       a referee quick to come back (Molasses Moe, Hasty Hal) is distracted to the end of the
       next turn and then back himself, and an automatic Event's distraction ends with the turn
       after it entered (game/match/rules.py _distract, editions.distractions_fixed); a beaten
       Superstar healed while in control gets to their feet (game/match/rules.py Step.heal,
       editions.healed_stand)
   17  a dead hand regrouped by a Pass when the playbook holds less than a full hand first has
       the discard pile shuffled in under the pages still there, so the fresh hand is fresh
       (before, a playbook of 0 pages dealt the same hand straight back: session 70's
       newcomer; game/match/rules.py _pass, editions.fresh_hand_from_discard)
"""
from __future__ import annotations

OLDEST = 1
OLD_TURN_LIMIT = 50  # Normal and Hardcore default before edition 4
OLD_HAND_SIZE = 5  # a full hand before edition 7
EDITION_7_HAND_SIZE = 6  # a full hand in editions 7 and 8


def counts_both_outside(rules) -> bool:
    """Edition 1: with both Superstars at ringside the referee counts both."""
    return rules.edition < 2


def regroups_dead_hand(rules) -> bool:
    """Edition 3 on: a Pass with a dead hand sends it under the playbook for a fresh one."""
    return rules.edition >= 3


def default_turn_limit(match_type: str, today: int, edition: int) -> int:
    """A match type's default turn limit under an edition (today's table holds the newest).

    >>> default_turn_limit("normal", 80, 4), default_turn_limit("normal", 80, 3)
    (80, 50)
    >>> default_turn_limit("showdown", 60, 1)    # ADV-12: a Showdown was always 60 turns
    60
    """
    if edition < 4 and match_type in ("normal", "hardcore"):
        return OLD_TURN_LIMIT
    return today


def page_pins_obey_adv7(rules) -> bool:
    """Edition 5 on: in a Showdown a page that pins needs what the Pin button needs (ADV-7)."""
    return rules.edition >= 5


def refuses_idle_crowd_ability(rules) -> bool:
    """Edition 5 on: a 2-Crowd-Point ability that would do nothing is refused, points kept."""
    return rules.edition >= 5


def points_are_hp_shares(edition: int) -> bool:
    """Edition 5 on: match points are shares of the foe's HP taken off (before: damage dealt)."""
    return edition >= 5


def points_capped(edition: int) -> bool:
    """Edition 11 on: match points count damage dealt only up to the foe's starting HP (a whole
    HP bar, 17 points); before, damage dealt after the foe healed counted on past it."""
    return edition >= 11


def nobody_counts(rules) -> bool:
    """Edition 13 on: a distracted referee leaves a pin or a submission no chance at all; before,
    his -100 was one term that enough momentum, statuses and moves could outweigh."""
    return rules.edition >= 13


EVENT_WINDOW = 10  # edition 14 on: the automatic Events' turns, the ten after turn 20


def event_turns_to(rules, after: int) -> int:
    """The turn past the last an automatic Event may be drawn for (ADV-3): the ten turns after
    `after` from edition 14 on; every turn before the turn limit before."""
    if rules.edition >= 14:
        return min(after + EVENT_WINDOW + 1, rules.turn_limit)
    return rules.turn_limit


def before_the_bell(rules) -> bool:
    """Edition 15 on (INJ-2): a Move card tapped out before the bell (for a Drama card's injury)
    gives nothing at the bell; before, what it gave at the bell stayed."""
    return rules.edition >= 15


def turns_the_hits_injury(rules) -> bool:
    """Edition 12 on (INJ-11): a turned weapon undoes the injury its own last hit caused, and
    nothing when that hit caused none; before, any injury of a weapon of the same name."""
    return rules.edition >= 12


def season_injuries_end_after_any_match(edition: int) -> bool:
    """Edition 5 on (INJ-7, INJ-13): an injury ends after any match the wrestler wrestles, and
    under the variant a Pay-Per-View squash injures twice."""
    return edition >= 5


def referee_bends_the_numbers(rules) -> bool:
    """Edition 5 and older: a Referee card's DQ rate, extra warnings and pin bonus applied.
    Edition 6 on, no card bends ADV-19 or a pin term; Referees differ within those lines."""
    return rules.edition < 6


def referee_traits_apply(rules) -> bool:
    """Edition 6 on: a Referee's distraction length and crowd calls are in force."""
    return rules.edition >= 6


def finisher_bonus_as_adv7(rules) -> bool:
    """Edition 6 on (ADV-16): the +20 comes from a Finisher connected this turn or last turn
    before a pinning page too, the same Finisher ADV-7 accepts for that pin."""
    return rules.edition >= 6


def pinning_pages_reach_the_mat(rules) -> bool:
    """Edition 6 on: in a Showdown a page that pins may be played on a foe down on the mat, the
    one place ADV-7 lets a pin happen without a Finisher (a roll-up's 'foe standing' would
    otherwise leave it no moment to be played after a Finisher, which puts the foe down)."""
    return rules.edition >= 6


def season_refuses_idle_sneak_attack(edition: int) -> bool:
    """Edition 6 on: a season Sneak Attack on a wrestler already injured is refused, points kept."""
    return edition >= 6


def deal_depends_on_pages(rules) -> bool:
    """Edition 7 on: the bell's shuffle depends on every page of both playbooks, not the seed
    alone, so rewriting a playbook's unseen pages changes the pages already drawn."""
    return rules.edition >= 7


def bell_records_controllers(rules) -> bool:
    """Edition 7 on: the bell records who plays each seat (a person or an AI level)."""
    return rules.edition >= 7


def season_records_players(edition: int) -> bool:
    """Edition 8 on: a season's start records who plays each wrestler (PlayersTaken), so a
    player's controller cannot change after it."""
    return edition >= 8


def leads_off(edition: int) -> bool:
    """Edition 7 on (PB-6): a playbook's leadoff pages are drawn first, so they open the hand."""
    return edition >= 7


def distractions_fixed(rules) -> bool:
    """Edition 16 on: a referee quick to come back (distracted_for 1) is away to the end of the
    next turn as any referee is, then back himself; an automatic Event's distraction ends with
    the turn after it entered. Before, the first was away only for the distraction's own turn
    (nothing was distracted, and a random referee replaced him) and the second covered two."""
    return rules.edition >= 16


def healed_stand(rules) -> bool:
    """Edition 16 on: a beaten Superstar (0 HP, down on the mat) healed while in control gets to
    their feet; before, they stayed down until they next took control."""
    return rules.edition >= 16


def draws_grow_the_hand(rules) -> bool:
    """Edition 16 on: a page that draws N also makes the hand hold N more pages for the match
    (at most 2 more); before, the end of the turn refilled a full hand and a draw gave nothing."""
    return rules.edition >= 16


def first_turn_due(rules) -> bool:
    """Edition 16 on, in Normal and Hardcore: a Superstar who has not yet held control can be
    pinned or made to submit only when beaten (0 HP); a Showdown keeps ADV-13..17 exactly."""
    return rules.edition >= 16 and own_pin_formula(rules)


def own_pin_formula(rules) -> bool:
    """Edition 7 on, in Normal and Hardcore: the pin chance is ours (docs/RULES.md), not
    ADV-13..17's, which stay the Showdown's exactly."""
    return rules.edition >= 7 and not rules.showdown


def hand_size(rules, today: int) -> int:
    """A full hand under an edition: today's (game/match/state.py HAND_SIZE) from edition 9 on,
    6 pages in editions 7 and 8, 5 before."""
    if rules.edition >= 9:
        return today
    return EDITION_7_HAND_SIZE if rules.edition >= 7 else OLD_HAND_SIZE


def guards_its_part(rules) -> bool:
    """Edition 7 on: a Defensive page also counters every move aimed at its own body part."""
    return rules.edition >= 7


def wider_points(edition: int) -> bool:
    """Edition 7 alone: a match point is 8% of the foe's starting HP (6% in editions 5, 6 and 8
    on, as DESIGN section 2 decides)."""
    return edition == 7


def stays_down_at_zero(rules) -> bool:
    """Edition 8 on: a Superstar at 0 HP does not stand when they regain control (before, every
    Superstar on the mat stood), so a beaten Superstar on the mat can be pinned (ADV-7)."""
    return rules.edition >= 8


def beaten_take_no_control(rules) -> bool:
    """Edition 8 on: a Superstar at 0 HP takes control only by countering: their kick-out of a
    Pin-button pin, or their foe's Pass, leaves control with the foe (before, both handed it over)."""
    return rules.edition >= 8


def pins_from_a_fourth(rules) -> bool:
    """Edition 8 on, in Normal and Hardcore: a foe under half their HP is pinnable (bases 0, +20,
    +40, +60 below half; edition 7: -30, -10, +25, +60), so a won match ends before the loser is
    wiped out and a Squash stays a blowout at 6% a point."""
    return rules.edition >= 8


def fights_from_underneath(rules) -> bool:
    """Edition 9 on: a Superstar under half their starting HP (and above 0) counters any move
    with any Defensive page of theirs (before, only the move types it lists and its own body
    part)."""
    return rules.edition >= 9


def foe_fights_back(rules) -> bool:
    """Edition 9 on: a long string hands control to a foe who still has a fourth or more of
    their starting HP (before, a string ran until countered or passed)."""
    return rules.edition >= 9


STRING_LIMIT = 3  # edition 9: the moves of one string after which the foe fights back


def string_limit(rules) -> int:
    """Edition 9 on: the moves of one string after which the foe fights back, in every match
    type: three, so seed 002's own example string (Punch, Clothesline, Chop: Crowd Support
    after the Chop, ADV-20) is played whole in a Showdown at any HP.

    >>> from types import SimpleNamespace as R
    >>> string_limit(R(showdown=False)), string_limit(R(showdown=True))
    (3, 3)
    """
    return STRING_LIMIT


def refund(rules, cost: tuple) -> tuple:
    """What a connected move gives back to its attacker: half its cost (rounded up, kind by
    kind); from edition 9, in a Showdown, its whole cost.

    >>> from types import SimpleNamespace as R
    >>> refund(R(edition=8, showdown=True), (3, 0, 1)), refund(R(edition=9, showdown=True), (3, 0, 1))
    ((2, 0, 1), (3, 0, 1))
    >>> refund(R(edition=9, showdown=False), (3, 0, 1))
    (2, 0, 1)
    """
    if rules.edition >= 9 and rules.showdown:
        return tuple(cost)
    return tuple((c + 1) // 2 for c in cost)


def pages_work_without_a_weapon(rules) -> bool:
    """Edition 9 on: a page that turns a weapon but does something else too may be played with
    no weapon to turn (before, any page that turns a weapon needed one)."""
    return rules.edition >= 9


UNDERNEATH_DAMAGE = 7  # edition 10, a Showdown: what a counter from underneath adds


def underneath_damage(rules, hp: int, max_hp: int) -> int:
    """Edition 10 on, in a Showdown: the extra damage of a counter made by a Superstar with
    `hp` of `max_hp` starting HP: UNDERNEATH_DAMAGE under half (above 0), else 0. Before
    edition 10, and in Normal and Hardcore, a counter does its page's damage.

    >>> from types import SimpleNamespace as R
    >>> [underneath_damage(R(edition=10, showdown=True), hp, 30) for hp in (15, 14, 1, 0)]
    [0, 7, 7, 0]
    >>> underneath_damage(R(edition=9, showdown=True), 14, 30)
    0
    >>> underneath_damage(R(edition=10, showdown=False), 14, 30)
    0
    """
    if rules.edition < 10 or not rules.showdown:
        return 0
    return UNDERNEATH_DAMAGE if 0 < hp and hp * 2 < max_hp else 0


def fresh_hand_from_discard(rules) -> bool:
    """Edition 17 on: a Pass that regroups a dead hand while the playbook holds less than a full
    hand shuffles the discard pile in under the pages still there first; before, a playbook of
    0 pages dealt the regrouped hand straight back."""
    return rules.edition >= 17
