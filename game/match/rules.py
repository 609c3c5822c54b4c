"""decide(state, command) -> events: the rules of a match, every dice roll written into the events."""
from __future__ import annotations

from . import commands as C
from . import events as E
from .apply import apply_in_place
from .bonuses import damage_bonus, tapped_before_the_bell, withdrawn
from .chances import (countout_limit, dq_chance, dq_rate, extra_warnings, final_chance,
                      pin_terms, submission_terms, weapons_legal)
from .dangers import who_is_counted
from .dice import Dice, pages_seed
from .editions import (beaten_take_no_control, bell_records_controllers, deal_depends_on_pages,
                       draws_grow_the_hand, event_turns_to, foe_fights_back,
                       fresh_hand_from_discard, hand_size, healed_stand, leads_off,
                       page_pins_obey_adv7, refund, regroups_dead_hand, stays_down_at_zero,
                       string_limit, turns_the_hits_injury, underneath_damage)
from ..errors import IllegalCommand
from .referees import crowd_backs_finishers, crowd_backs_the_fouled, distraction, referee_name
from .legal import AFTER_TURN, check, counter_blocker, dead_hand, finisher_within, pin_cost
from .state import (EDITION, HAND_BONUS_MAX, HAND_SIZE, MatchState,  # noqa: F401 (EDITION re-exported)
                    momentum_tuple)
from ..library.words import MOMENTUM

FINISHER_BONUS = 5  # ADV-5
AUTO_RINGSIDE, AUTO_MAT, AUTO_DAMAGE = 4, 10, 40  # ADV-11, in percent
AUTO_SHIFTS = (-2, -1, 1, 2)
DITCH_CHANCE = 50  # ADV-10
BODY_THRESHOLD = 7  # ADV-9
EVENTS_AFTER_TURN = AFTER_TURN  # ADV-3, ADV-6
COMEBACK_HEAL = 6
DRAMA_DEALT = 2
SQUASH_MARGIN = 10
REPEATED_TYPE = "same move type twice in one string"  # ADV-20's Crowd Support, as its event says
PASS_GAIN = (2,) * len(MOMENTUM)
EXHAUSTED_PASS_GAIN = (1,) * len(MOMENTUM)
BUSTED_OPEN_EXTRA = 1

# ADV-10: the move types that make each body-part injury Status ditch a page.
INJURY_MOVE_TYPES = {
    "injured_arm": ("arm_extended", "in_close", "mad_rush"),
    "injured_back": ("in_close", "back_to_foe", "victim_below"),
    "injured_head": ("standing_above", "behind_opponent", "head_down"),
    "injured_leg": ("leg_extended", "high_risk", "hit_or_miss"),
}


def is_squash(points: tuple, winner: int) -> bool:
    """INJ-12: the winner's points exceed the loser's by more than 10."""
    return points[winner] - points[1 - winner] > SQUASH_MARGIN


def decide(state: MatchState, cmd: C.Command) -> list:
    """The events a command produces; raises IllegalCommand with a reason when refused."""
    reason = check(state, cmd)
    if reason is not None:
        raise IllegalCommand(reason)
    step = Step(state.clone(), Dice(state.seed, state.actions))
    _DECIDERS[type(cmd)](step, cmd)
    return step.events


END_OF_TURN_ENDS = frozenset({"countout", "draw"})  # decided after the turn was counted


def last_turn(turns_done: int, how: str | None) -> int:
    """The turn a finished match ended in, as the table numbers turns: a pin, submission or
    DQ ends the turn being played (one past those done); a count-out or draw comes after the
    turn was counted."""
    return int(turns_done) + (0 if how is None or how in END_OF_TURN_ENDS else 1)


class Step:
    """A command being resolved: a scratch state that every emitted event is applied to."""

    __slots__ = ("s", "dice", "events", "control_at_start", "move_before", "between_turns")

    def __init__(self, scratch: MatchState, dice: Dice) -> None:
        self.s = scratch
        self.dice = dice
        self.events: list = []
        self.control_at_start = scratch.control
        self.move_before = None  # the attacker's last move before the one now connecting
        self.between_turns = False  # an automatic Event entering as a turn ends (ADV-3)

    def emit(self, ev: E.Event) -> None:
        """Record an event and apply it to the scratch state."""
        apply_in_place(self.s, ev)
        self.events.append(ev)

    # ---- small steps ---------------------------------------------------------------------

    def gain(self, seat: int, amounts: tuple, source: str) -> None:
        """Change momentum, kept within 0 and the Superstar's caps."""
        side = self.s.sides[seat]
        delta = tuple(max(-m, min(cap - m, a)) if a else 0
                      for m, cap, a in zip(side.momentum, side.caps, amounts))
        if any(delta):
            self.emit(E.MomentumChanged(seat, delta, source))

    def draw(self, seat: int, count: int) -> None:
        """Draw pages; an empty playbook is refilled by shuffling the discard pile."""
        side = self.s.sides[seat]
        for _ in range(count):
            if not side.playbook:
                if not side.discard:
                    return
                self.emit(E.PlaybookShuffled(seat, tuple(self.dice.shuffled(side.discard)),
                                             "discard"))
            self.emit(E.PageDrawn(seat, side.playbook[0]))

    def heal(self, seat: int, amount: int) -> None:
        """Regain HP up to the starting HP; edition 16 on, a beaten Superstar (0 HP, down) healed
        while in control gets to their feet (they stayed down: session 69's rules audit)."""
        side = self.s.sides[seat]
        amount, beaten = min(amount, side.max_hp - side.hp), side.hp == 0 and side.on_mat
        if amount > 0:
            self.emit(E.Healed(seat, amount))
            if beaten and self.s.control == seat and self.s.pending is None \
                    and healed_stand(self.s.rules):
                self.emit(E.StoodUp(seat))

    def draw_more(self, seat: int, count: int) -> None:
        """A page or Drama card that draws: edition 16 on, the hand also holds that many more
        pages for the match (HAND_BONUS_MAX at most; the turn's refill made a draw worth
        nothing: session 69's rules audit)."""
        side = self.s.sides[seat]
        if draws_grow_the_hand(self.s.rules):
            grow = min(count, HAND_BONUS_MAX - side.hand_bonus)
            if grow > 0:
                self.emit(E.HandGrown(seat, grow))
            count = min(count, self.full_hand(seat) - len(side.hand))  # 9 at most (a
            # second Scout the Tape, an Event between turns made 10 and 11: session 69's audit)
        self.draw(seat, max(0, count))

    def full_hand(self, seat: int) -> int:
        """How many pages this side's full hand holds: the edition's hand and what draws grew."""
        return hand_size(self.s.rules, HAND_SIZE) + self.s.sides[seat].hand_bonus

    def regroup(self, seat: int) -> None:
        """A dead hand to the bottom of the playbook, in order, and a fresh hand drawn; edition
        17 on, a playbook short of a full hand first takes the discard pile, shuffled, under the
        pages still there (a playbook of 0 dealt the same hand back: session 70)."""
        side = self.s.sides[seat]
        if fresh_hand_from_discard(self.s.rules) and side.discard \
                and len(side.playbook) < self.full_hand(seat):
            self.emit(E.PlaybookShuffled(seat, tuple(side.playbook)
                                         + tuple(self.dice.shuffled(side.discard)), "discard"))
        self.emit(E.HandRegrouped(seat, tuple(side.hand)))
        self.refill(seat)

    def refill(self, seat: int) -> None:
        """Draw back up to a full hand."""
        short = self.full_hand(seat) - len(self.s.sides[seat].hand)
        if short > 0:
            self.draw(seat, short)

    def end(self, winner: int | None, how: str) -> None:
        """Ring the bell; a loser by more than 10 points is squashed and injured (INJ-12)."""
        s = self.s
        points = tuple(x.points for x in s.sides)
        self.emit(E.MatchEnded(winner, how, s.turn, points))
        if winner is not None and is_squash(points, winner):
            self.injure(1 - winner, "squash")

    def put_down(self, seat: int, source: str) -> None:
        """Knock a Superstar down to the mat."""
        if not self.s.sides[seat].on_mat:
            self.emit(E.WentDown(seat, source))

    def floor_the_beaten(self, seat: int) -> None:
        """Edition 8 on: a Superstar whose HP reaches 0 goes down on the mat (and stays down)."""
        if self.s.sides[seat].hp == 0 and stays_down_at_zero(self.s.rules):
            self.put_down(seat, "beaten")

    def send_out(self, seat: int, source: str) -> None:
        """Send a Superstar to ringside."""
        if not self.s.sides[seat].at_ringside:
            self.emit(E.WentToRingside(seat, source))

    def hurt(self, seat: int, amount: int, part: str, source: str) -> None:
        """Damage from anything but a connecting move; it counts for ADV-9 too."""
        before = self.s.sides[seat].body[part]
        self.emit(E.DamageDealt(seat, amount, part, source))
        self.floor_the_beaten(seat)
        if self.s.rules.showdown:
            self.body_thresholds(seat, part, before)

    def add_status(self, seat: int, status: str, source: str) -> None:
        """Put a Status into play: one copy of each per side."""
        if status not in self.s.sides[seat].statuses:
            self.emit(E.StatusAdded(seat, status, source))

    def warn(self, seat: int, count: int) -> None:
        """ADV-19: warnings, then a DQ roll once the total reaches the referee's line."""
        s = self.s
        if s.ref_distracted():
            return
        total = s.sides[seat].warnings + count + extra_warnings(s)
        chance = dq_chance(total, dq_rate(s))
        roll = self.dice.percent() if chance else 0
        dq = chance > 0 and roll <= chance
        self.emit(E.WarningsGiven(seat, total - s.sides[seat].warnings, total, chance, roll, dq))
        if dq:
            self.end(1 - seat, "dq")
        elif crowd_backs_the_fouled(s):
            self.emit(E.CrowdSupportGiven(1 - seat, f"{referee_name(s)} called the foul"))

    def pin(self, seat: int, by: str, finisher_before=None) -> bool:
        """A pin attempt (ADV-13..17); by 'button' pays ADV-18's Attitude cost; finisher_before
        is the move connected before a pinning move (its Finisher's +20, ADV-16)."""
        s = self.s
        cost = pin_cost(s.sides[seat]) if by == "button" else 0
        terms = pin_terms(s, seat, finisher_before)
        chance = final_chance(terms)
        roll = self.dice.percent()
        success = chance > 0 and roll <= chance
        self.emit(E.PinAttempted(seat, by, cost, terms, chance, roll, success))
        if success:
            self.end(seat, "pinfall")
        return success

    def submission(self, seat: int, page: int, part: str, damage: int) -> None:
        """A Hold goes for the submission."""
        s = self.s
        terms = submission_terms(s, seat, part, damage)
        chance = final_chance(terms)
        roll = self.dice.percent()
        success = chance > 0 and roll <= chance
        self.emit(E.SubmissionAttempted(seat, page, terms, chance, roll, success))
        if success:
            self.end(seat, "submission")

    def injure(self, seat: int, cause: str) -> None:
        """Seed 000: the Superstar owes a tap-out of one Move card (INJ-1, INJ-3, INJ-5, INJ-6)."""
        side = self.s.sides[seat]
        if side.injury_due >= side.tapped.count(False):
            self.emit(E.InjuryIgnored(seat, cause, "no Move card left to tap out"))
        elif side.injured() and not self.s.option("ooh_gotta_hurt"):
            self.emit(E.InjuryIgnored(seat, cause, "already injured"))
        else:
            self.emit(E.InjuryTaken(seat, cause))

    # ---- a move connecting ----------------------------------------------------------------

    def connect(self, seat: int, page: int, counter: bool = False) -> None:
        """A move hits: damage with its terms, ADV-9 thresholds, ADV-20 crowd support, effects
        (counter: the page is a counter, which hits back harder from underneath, edition 10)."""
        s = self.s
        info = s.info(page)
        foe = 1 - seat
        terms = [("base", info.damage)]
        if s.rules.showdown and "finisher" in info.tags:
            terms.append(("finisher", FINISHER_BONUS))
        if counter:
            me = s.sides[seat]
            extra = underneath_damage(s.rules, me.hp, me.max_hp)
            if extra:
                terms.append(("from underneath", extra))
        bonus = damage_bonus(s, seat, info)
        if bonus:
            terms.append(("bonuses", bonus))
        if s.sides[seat].grudge:
            terms.append(("grudge", s.sides[seat].grudge))
        if info.target == "head" and "busted_open" in s.sides[foe].statuses:
            terms.append(("busted open", BUSTED_OPEN_EXTRA))
        auto = self.auto_effects(seat, page, info)
        if auto["shift"]:
            terms.append(("automatic", auto["shift"]))
        damage = max(0, sum(v for _, v in terms))
        part = info.target
        before = s.sides[foe].body[part]
        repeat = s.string_seat == seat and info.move_type in s.string_types
        self.move_before = s.sides[seat].last_move
        self.emit(E.MoveConnected(seat, page, info.move_type, part, damage,
                                  tuple(sorted(info.tags)), tuple(terms)))
        self.floor_the_beaten(foe)
        if s.rules.showdown:
            self.body_thresholds(foe, part, before)
        if repeat:
            self.emit(E.CrowdSupportGiven(foe, REPEATED_TYPE))
        if "finisher" in info.tags and crowd_backs_finishers(s):
            self.emit(E.CrowdSupportGiven(seat, f"{referee_name(s)} counts along the Finisher"))
        self.gain(seat, refund(s.rules, info.cost), "the move connected")
        if auto["mat"]:
            self.put_down(foe, "automatic")
        if auto["ringside"]:
            self.send_out(foe, "automatic")
        self.effects(seat, info)
        if s.over:
            return
        self.injury_ditches(seat, info)
        if "hold" in info.tags and not s.over:
            self.submission(seat, page, part, damage)
        self.fight_back(seat)

    def fight_back(self, seat: int) -> None:
        """Edition 9 on: the third move of one string (in every match type) hands control
        to the foe while they still have a fourth or more of their starting HP (a worn-down or
        beaten foe can't)."""
        s = self.s
        foe = s.sides[1 - seat]
        if foe_fights_back(s.rules) and s.over is None and s.control == seat and \
                s.string_seat == seat and s.string_count >= string_limit(s.rules) and \
                foe.hp * 4 >= foe.max_hp:
            self.emit(E.ControlChanged(1 - seat, "fights back"))

    def auto_effects(self, seat: int, page: int, info) -> dict:
        """ADV-11: three separate rolls on a non-hold, non-defensive move in a Showdown."""
        out = {"ringside": False, "mat": False, "shift": 0}
        if not self.s.rules.showdown or info.tags & {"hold", "defensive"}:
            return out
        rolls = []
        roll = self.dice.percent()
        out["ringside"] = roll <= AUTO_RINGSIDE
        rolls.append(("to ringside", AUTO_RINGSIDE, roll, out["ringside"], 0))
        roll = self.dice.percent()
        out["mat"] = roll <= AUTO_MAT
        rolls.append(("to the mat", AUTO_MAT, roll, out["mat"], 0))
        if info.damage >= 5:
            roll = self.dice.percent()
            if roll <= AUTO_DAMAGE:
                out["shift"] = self.dice.pick(AUTO_SHIFTS)
            rolls.append(("damage change", AUTO_DAMAGE, roll, roll <= AUTO_DAMAGE, out["shift"]))
        self.emit(E.AutoEffects(seat, page, tuple(rolls)))
        return out

    def body_thresholds(self, seat: int, part: str, before: int) -> None:
        """ADV-9: each 7 damage to a body part puts its injury Status into play."""
        after = self.s.sides[seat].body[part]
        if after // BODY_THRESHOLD > before // BODY_THRESHOLD:
            self.add_status(seat, f"injured_{part}", f"{after} damage to the {part}")

    def injury_ditches(self, seat: int, info) -> None:
        """ADV-10: an injury Status on the attacker's side may make them ditch a page."""
        for status in tuple(self.s.sides[seat].statuses):
            if info.move_type in INJURY_MOVE_TYPES.get(status, ()):
                roll = self.dice.percent()
                hand = self.s.sides[seat].hand
                ditched = roll <= DITCH_CHANCE and bool(hand)
                self.emit(E.DitchRolled(seat, status, roll, ditched))
                if ditched:
                    self.emit(E.PageDitched(seat, self.dice.pick(hand), status))

    # ---- effects of pages ------------------------------------------------------------------

    def effects(self, seat: int, info) -> None:
        """Carry out a page's effects in order, stopping if the match ends."""
        for eff in info.effects:
            if self.s.over:
                return
            _EFFECTS[eff.do](self, seat, eff, info)

    def weapon(self, seat: int, page: int) -> None:
        """A weapon that was not stopped: DQ risk, damage, then the injury roll (INJ-10)."""
        s = self.s
        info = s.info(page)
        rules = info.card.weapon
        foe = 1 - seat
        chance = 0 if weapons_legal(s) else rules.dq_risk
        roll = self.dice.percent() if chance else 0
        dq = chance > 0 and roll <= chance
        self.emit(E.WeaponUsed(seat, page, chance, roll, dq))
        self.hurt(foe, rules.damage, rules.part, info.name)
        if rules.injury:
            face = self.dice.die(rules.die)
            hit = face in rules.injury
            self.emit(E.InjuryRolled(seat, foe, info.id, rules.die, face, tuple(rules.injury),
                                     hit))
            if hit:
                self.injure(foe, info.name)
        if dq:
            self.end(foe, "dq")
        else:
            self.effects(seat, info)

    # ---- the end of a turn -----------------------------------------------------------------

    def end_turn(self) -> None:
        """Count-outs, ADV-2's referee, ADV-3's events, the turn limit, and fresh hands."""
        s = self.s
        if s.over is not None or s.pending is not None:
            return
        self.emit(E.TurnEnded(s.turn + 1, self.counted()))
        limit = countout_limit(s)
        out = [i for i, side in enumerate(s.sides) if side.at_ringside and side.ringside_turns > limit]
        if out:
            self.end(None if len(out) == 2 else 1 - out[0], "countout")
            return
        if s.rules.showdown:
            if s.referee is None and not s.ref_distracted() and s.cat.referees:
                self.emit(E.RefereeEntered(self.dice.below(2), self.dice.pick(s.cat.referees),
                                           True))
            if s.turn in s.auto_event_turns:
                self.auto_event()
        if s.over is None and s.turn >= s.rules.turn_limit:
            self.end(None, "draw")
        if s.over is None:
            self.refill(0)
            self.refill(1)

    def counted(self) -> tuple:
        """Who the referee counts this turn (dangers.who_is_counted)."""
        return who_is_counted(self.s, self.control_at_start)

    def auto_event(self) -> None:
        """ADV-3: a random Event not yet in play this match enters on a random side."""
        s = self.s
        seen = {pid for _, pid, _, _ in s.events_in_play}
        choices = [pid for pid in s.cat.events if pid not in seen]
        if not choices:
            return
        seat = self.dice.below(2)
        pid = self.dice.pick(choices)
        self.emit(E.EventEntered(seat, pid, True, -1))
        self.between_turns = True
        self.effects(seat, s.cat.info[pid])
        self.between_turns = False


# ---- effects, one function per kind ---------------------------------------------------------

def _damage(t: Step, seat: int, eff, info) -> None:
    t.hurt(1 - seat, eff.amount, eff.part, info.name)


def _heal(t: Step, seat: int, eff, info) -> None:
    t.heal(seat, eff.amount)


def _gain(t: Step, seat: int, eff, info) -> None:
    t.gain(seat, momentum_tuple(eff.momentum), info.name)


def _drain(t: Step, seat: int, eff, info) -> None:
    t.gain(1 - seat, tuple(-x for x in momentum_tuple(eff.momentum)), info.name)


def _draw(t: Step, seat: int, eff, info) -> None:
    t.draw_more(seat, eff.count)


def _ditch(t: Step, seat: int, eff, info) -> None:
    hand = t.s.sides[1 - seat].hand
    for _ in range(eff.count):
        if hand:
            t.emit(E.PageDitched(1 - seat, t.dice.pick(hand), info.name))


def _to_mat(t: Step, seat: int, eff, info) -> None:
    t.put_down(1 - seat, info.name)


def _to_ringside(t: Step, seat: int, eff, info) -> None:
    t.send_out(1 - seat, info.name)


def _stand(t: Step, seat: int, eff, info) -> None:
    if t.s.sides[seat].on_mat:
        t.emit(E.StoodUp(seat))


def _status(t: Step, seat: int, eff, info) -> None:
    t.add_status(1 - seat, eff.status, info.name)


def _cure(t: Step, seat: int, eff, info) -> None:
    statuses = t.s.sides[seat].statuses
    if statuses:
        t.emit(E.StatusRemoved(seat, statuses[0], info.name))


def _warnings(t: Step, seat: int, eff, info) -> None:
    t.warn(seat, eff.count)


def _distract(t: Step, seat: int, eff, info) -> None:
    away = distraction(t.s, t.between_turns)
    if away is not None:  # a Referee nothing fools stays in play and keeps watching
        t.emit(E.RefDistracted(seat, *away))


def _crowd(t: Step, seat: int, eff, info) -> None:
    t.emit(E.CrowdSupportGiven(seat, info.name))


def _pin(t: Step, seat: int, eff, info) -> None:
    s = t.s
    if s.sides[seat].at_ringside or s.sides[1 - seat].at_ringside:
        return
    if s.rules.showdown and page_pins_obey_adv7(s.rules) and not pin_open(t, seat, info):
        return  # ADV-7, checked again as the pin comes (a counter that pins was never played)
    t.pin(seat, "move" if info.kind == "move" else "special",
          t.move_before if info.kind == "move" else None)


def pin_open(t: Step, seat: int, info) -> bool:
    """ADV-7 as a page's pin comes: the foe is on the mat, the page is a Finisher, or the seat
    connected with a Finisher this turn or last turn before this page."""
    s = t.s
    before = t.move_before if info.kind == "move" else s.sides[seat].last_move
    return s.sides[1 - seat].on_mat or "finisher" in info.tags or finisher_within(before, s.turn)


def _turn_weapon(t: Step, seat: int, eff, info) -> None:
    side = t.s.sides[seat]
    if side.last_weapon is None:
        return
    issuer, weapon, injury = side.last_weapon
    name = t.s.cat.info[weapon].name
    if turns_the_hits_injury(t.s.rules):  # the hit's own injury, if it caused one
        due, card = injury == -1, injury if injury is not None and injury >= 0 else -1
    else:  # edition 11 and older: any injury a weapon of that name caused
        due = name in side.injury_causes
        card = -1 if due else next((i for i, c in enumerate(side.tap_causes) if c == name), -1)
    t.emit(E.WeaponTurned(seat, name, card, due))
    rules = t.s.cat.lib.pages[weapon].weapon
    t.hurt(issuer, rules.damage, rules.part, info.name)


_EFFECTS = {
    "damage": _damage, "heal": _heal, "gain": _gain, "drain": _drain, "draw": _draw,
    "ditch": _ditch, "to_mat": _to_mat, "to_ringside": _to_ringside, "stand": _stand,
    "status": _status, "cure": _cure, "warnings": _warnings, "distract_ref": _distract,
    "crowd_support": _crowd, "pin": _pin, "turn_weapon": _turn_weapon,
}


# ---- one decider per command ----------------------------------------------------------------

def _start(t: Step, cmd: C.StartMatch) -> None:
    s = t.s
    t.emit(E.Acted(cmd.seat, "start"))
    turns: tuple = ()
    if s.rules.showdown:
        window = list(range(EVENTS_AFTER_TURN + 1, event_turns_to(s.rules, EVENTS_AFTER_TURN)))
        turns = tuple(sorted(t.dice.shuffled(window)[:t.dice.below(3)]))
    t.emit(E.MatchStarted(s.rules.match_type, turns))
    if bell_records_controllers(s.rules):
        t.emit(E.SeatsTaken(tuple(s.controllers)))
    deal = Dice(pages_seed(s.seed, s.pages), s.actions) if deal_depends_on_pages(s.rules) \
        else t.dice
    for seat in (0, 1):
        t.emit(E.PlaybookShuffled(seat, opening_order(deal, s.rules, s.sides[seat]), "start"))
    for seat in (0, 1):
        t.refill(seat)
    for seat in (0, 1):
        for card in s.sides[seat].carried:
            t.emit(E.DramaCarried(seat, card))
            drama_effect(t, seat, card)
    t.emit(E.ControlChanged(t.dice.below(2), "coin toss"))
    if s.option("interview") and s.cat.lib.drama:
        pool = sorted(s.cat.lib.drama)
        for seat in (0, 1):
            t.emit(E.DramaDealt(seat, tuple(sorted(t.dice.shuffled(pool)[:DRAMA_DEALT]))))


def opening_order(dice: Dice, rules, side) -> tuple:
    """The playbook's order at the bell: shuffled by the deal's dice, under the leadoff pages
    (PB-6, edition 7 on), which are drawn first and so form the opening hand."""
    if not leads_off(rules.edition) or not side.leadoff:
        return tuple(dice.shuffled(side.playbook))
    first = [p for p in side.leadoff if p in side.playbook]
    rest = [p for p in side.playbook if p not in first]
    return tuple(first) + tuple(dice.shuffled(rest))


def _drama(t: Step, cmd: C.PlayDrama) -> None:
    s = t.s
    t.emit(E.Acted(cmd.seat, "drama", cmd.card))
    t.emit(E.InterviewGiven(cmd.seat, cmd.card, 1 if cmd.seat == 0 else None))
    if cmd.card:
        drama_effect(t, cmd.seat, cmd.card)


def drama_effect(t: Step, seat: int, card_id: str) -> None:
    """What a Drama card does to a match, in the Interview or carried in from a season."""
    card = t.s.cat.lib.drama[card_id]
    foe = 1 - seat
    effect, amount = card.effect, card.amount
    if effect in ("sneak_attack", "injured_angle"):
        t.injure(foe, card.name)  # INJ-14, INJ-15
    elif effect == "hype":
        t.gain(seat, tuple(amount if k == "attitude" else 0 for k in MOMENTUM), card.name)
    elif effect in ("promo", "cheap_heat", "crowd_pleaser"):
        for _ in range(max(1, amount)):
            t.emit(E.CrowdSupportGiven(seat, card.name))
    elif effect == "heal_up":
        t.emit(E.MaxHpRaised(seat, amount))
    elif effect == "grudge":
        t.emit(E.GrudgeSet(seat, amount))
    elif effect == "contract":
        t.draw_more(seat, amount)
    elif effect == "backstage_brawl":
        t.hurt(foe, amount, "back", card.name)


def _play(t: Step, cmd: C.PlayPage) -> None:
    s = t.s
    info = s.info(cmd.page)
    t.emit(E.Acted(cmd.seat, "play", info.id))
    awaits = info.kind == "move" or info.special == "weapon"
    to = "pending" if awaits else "in_play" if info.special == "event" else "discard"
    t.emit(E.PagePlayed(cmd.seat, cmd.page, info.cost, to))
    if info.kind == "momentum":
        t.gain(cmd.seat, info.gain, info.name)
    elif awaits:
        if not _can_answer(s, 1 - cmd.seat):
            _resolve_pending(t)
        return t.end_turn()
    elif info.special == "event":
        t.emit(E.EventEntered(cmd.seat, info.id, False, cmd.page))
        t.effects(cmd.seat, info)
    elif info.special == "status":
        t.add_status(1 - cmd.seat, info.card.status, info.name)
        t.effects(cmd.seat, info)
    else:
        t.effects(cmd.seat, info)
    t.end_turn()


def _can_answer(s: MatchState, seat: int) -> bool:
    """True when the defender holds a page that could answer the pending page."""
    return any(counter_blocker(s, seat, p) is None for p in s.sides[seat].hand)


def _resolve_pending(t: Step) -> None:
    """The pending page goes through: a move connects, a weapon hits."""
    seat, page = t.s.pending
    if t.s.info(page).special == "weapon":
        t.weapon(seat, page)
    else:
        t.connect(seat, page)


def _counter(t: Step, cmd: C.Counter) -> None:
    s = t.s
    move_seat, move_page = s.pending
    info = s.info(cmd.page)
    t.emit(E.Acted(cmd.seat, "counter", info.id))
    t.emit(E.MoveCountered(cmd.seat, cmd.page, info.cost, move_seat, move_page))
    if s.rules.showdown:  # ADV-4: the countered page goes back into its owner's playbook
        owner = s.sides[move_seat]
        t.emit(E.PlaybookShuffled(move_seat, tuple(t.dice.shuffled(owner.playbook + [move_page])),
                                  "countered"))
    t.emit(E.ControlChanged(cmd.seat, "counter"))
    t.connect(cmd.seat, cmd.page, counter=True)
    t.end_turn()


def _allow(t: Step, cmd: C.Allow) -> None:
    t.emit(E.Acted(cmd.seat, "allow"))
    _resolve_pending(t)
    t.end_turn()


def _press_pin(t: Step, cmd: C.PressPin) -> None:
    t.emit(E.Acted(cmd.seat, "pin"))
    if not t.pin(cmd.seat, "button") and not beaten(t.s, 1 - cmd.seat):
        t.emit(E.ControlChanged(1 - cmd.seat, "kick-out"))
    t.end_turn()


def beaten(s, seat: int) -> bool:
    """Edition 8 on: a Superstar at 0 HP takes control only by countering, so their kick-out
    or their foe's Pass leaves control where it is."""
    return s.sides[seat].hp == 0 and beaten_take_no_control(s.rules)


def _pass(t: Step, cmd: C.Pass) -> None:
    t.emit(E.Acted(cmd.seat, "pass"))
    tired = "exhausted" in t.s.sides[cmd.seat].statuses
    t.gain(cmd.seat, EXHAUSTED_PASS_GAIN if tired else PASS_GAIN, "catching breath")
    if regroups_dead_hand(t.s.rules) and dead_hand(t.s, cmd.seat):
        t.regroup(cmd.seat)
    if not beaten(t.s, 1 - cmd.seat):
        t.emit(E.ControlChanged(1 - cmd.seat, "pass"))
    t.end_turn()


def _to_ringside_button(t: Step, cmd: C.MoveToRingside) -> None:
    t.emit(E.Acted(cmd.seat, "to_ringside"))
    t.emit(E.WentToRingside(cmd.seat, "button"))
    t.emit(E.WentToRingside(1 - cmd.seat, "taken outside"))
    t.end_turn()


def _return(t: Step, cmd: C.ReturnToRing) -> None:
    t.emit(E.Acted(cmd.seat, "return"))
    t.emit(E.ReturnedToRing(cmd.seat))
    t.end_turn()


def _spend_crowd(t: Step, cmd: C.SpendCrowd) -> None:
    s = t.s
    persona = s.cat.lib.superstars[s.sides[cmd.seat].superstar].persona
    t.emit(E.Acted(cmd.seat, "crowd"))
    if persona == "antagonist":
        t.emit(E.CrowdPointsSpent(cmd.seat, 2, "sneak attack"))
        t.injure(1 - cmd.seat, "sneak attack")
    else:
        t.emit(E.CrowdPointsSpent(cmd.seat, 2, "comeback"))
        side = s.sides[cmd.seat]
        t.heal(cmd.seat, COMEBACK_HEAL)
        if side.statuses:
            t.emit(E.StatusRemoved(cmd.seat, side.statuses[0], "comeback"))
    t.end_turn()


def _tap_out(t: Step, cmd: C.TapOut) -> None:
    side = t.s.sides[cmd.seat]
    cause = side.injury_causes[0]
    t.emit(E.Acted(cmd.seat, "tap_out", side.move_cards[cmd.card]))
    t.emit(E.MoveCardTapped(cmd.seat, cmd.card, cause))
    if tapped_before_the_bell(t.s, cause):  # INJ-2: it gives nothing at the bell (edition 15)
        hp, momentum, crowd = withdrawn(t.s, cmd.seat, cmd.card)
        if hp or any(momentum) or crowd:
            t.emit(E.BellBonusWithdrawn(cmd.seat, cmd.card, hp, momentum, crowd))


_DECIDERS = {
    C.StartMatch: _start, C.PlayPage: _play, C.Counter: _counter, C.Allow: _allow,
    C.PressPin: _press_pin, C.Pass: _pass, C.MoveToRingside: _to_ringside_button,
    C.ReturnToRing: _return, C.SpendCrowd: _spend_crowd, C.TapOut: _tap_out,
    C.PlayDrama: _drama,
}
