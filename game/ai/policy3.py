"""A fast, sensible reading of the table: how a seasoned wrestler picks a command at a glance.

It is the playout policy of Hard, the reply Normal expects to a pending move, and the base of
Easy. Every command gets a score in "points of damage to the foe": a move's damage, what it sets
up (a pin next turn, a submission now, a foe on the mat), what it risks (a counter, warnings and
the DQ line, a weapon's DQ roll), momentum where the hand needs it, and a Pass that hands control
over only when nothing else is worth a turn. A sure win is worth WIN_PTS.

`peek` says whether the foe's hand may be read: True only inside a sampled world (a
determinization, where the hand is one the AI dealt itself), never on a seat's view.
"""
from __future__ import annotations

from ..match import commands as C
from ..match.bonuses import damage_bonus, extra_counters, sum_of
from ..match.chances import (base_by_hp, countout_limit, dq_chance, dq_rate, extra_warnings,
                             final_chance, hp_term, last_move_terms, momentum_term, pin_terms,
                             referee_pin_bonus, status_bonus, weapons_legal)
from ..match.editions import (beaten_take_no_control, finisher_bonus_as_adv7, first_turn_due,
                              own_pin_formula)
from ..match.editions import refund as rules_refund
from ..match.legal import from_underneath, guards_the_part, pin_blocker
from ..library.words import MOMENTUM

WIN_PTS = 200.0        # a sure win, in points of damage
PIN_FAIL = 80.0        # a failed press of the Pin button: the foe takes control (edition 3:
                       # 25 pressed too early; 60-120 measured best against the frozen 25)
CONTROL = 25.0         # what handing control over costs (a Pass, a counter)
PIN_MOMENTUM = 1.2     # per point of momentum while a pin is in reach (2% of pin chance each)
WARNING = 2.0          # per warning below the DQ line (the line comes closer)
NET_COST = 0.25        # per point of momentum a move really costs (after the half back)
CYCLE = 0.6            # playing a page draws a fresh one
MOMENTUM_PT = 0.45     # per useful point of momentum gained
ENABLES = 0.5          # share of a move's damage when momentum makes it affordable
SETUP = 0.9            # share of the next turn's pin chance a move that sets it up is worth
STANDING_LOCK = 0.25   # share of the standing damage still in hand that a knock-down locks out
STUCK = 0.5            # share of CONTROL a knock-down costs when nothing else is left to play
FINISHER = 5           # ADV-5
RINGSIDE_WORTH = 4.0   # Move To Ringside pays when it opens a ringside page of this damage
BUSTED = 1
BEATEN_PIN_FAIL = 2.0  # a beaten foe's kick-out: control stays, the next press costs Attitude
BEATEN_PASS = 0.0      # what a Pass over a beaten foe costs beside the momentum it brings
EAGER_PIN_NOW = False  # read the pin chance now before scoring the pages (their setup is a gain over it)
OWN_FORMULA_SETUP = False  # Normal/Hardcore: every move sets up the pin (its damage counts)
HP_BRACKETS = (2, 4, 10)  # the pin base steps at 1/2, 1/4 and 1/10 of starting HP
BRACKET_PTS = (6.0, 3.0, 2.0, 4.0)  # crossing 1/2, 1/4, 1/10, reaching 0

STATUS_PTS = {"stunned": 3.0, "busted_open": 2.0, "exhausted": 2.0, "injured_arm": 2.0,
              "injured_back": 2.0, "injured_head": 2.0, "injured_leg": 2.0}


def move_damage(s, seat: int, info) -> int:
    """The damage a move would do now (before the Showdown's random change)."""
    dmg = info.damage + damage_bonus(s, seat, info) + s.sides[seat].grudge
    if s.rules.showdown and "finisher" in info.tags:
        dmg += FINISHER
    if info.target == "head" and "busted_open" in s.sides[1 - seat].statuses:
        dmg += BUSTED
    return max(0, dmg)


def brackets_crossed(hp: int, dmg: int, max_hp: int) -> float:
    """Points for the pin-base steps a hit of dmg takes the foe across."""
    after = max(0, hp - dmg)
    pts = 0.0
    for i, div in enumerate(HP_BRACKETS):
        if hp * div >= max_hp > after * div:
            pts += BRACKET_PTS[i]
    if hp > 0 and after == 0:
        pts += BRACKET_PTS[3]
    return pts


def refund(s, cost: tuple) -> tuple:
    """What a connecting move gives back, kind by kind, under the match's rules (rules
    edition 9: a Showdown's whole cost, elsewhere half)."""
    return rules_refund(s.rules, cost)


def pin_after(s, seat: int, info, dmg: int, anywhere: bool = False) -> float:
    """The pin chance next turn if this move connects (0 when no pin will be possible);
    anywhere: a pin of the page itself, which needs no foe on the mat."""
    me, foe = s.sides[seat], s.sides[1 - seat]
    if me.at_ringside or foe.at_ringside:
        return 0.0
    downs = any(e.do == "to_mat" for e in info.effects)
    if s.rules.showdown and not (anywhere or foe.on_mat or downs or "finisher" in info.tags):
        return 0.0
    if s.ref_distracted() and s.ref_distracted_until > s.turn + 1:
        return 0.0
    hp = max(0, foe.hp - dmg)
    if hp > 0 and first_turn_due(s.rules) and not foe.held_control:
        return 0.0  # rules edition 16: no pin counts before the foe's first turn (its 0% pin
        # page was read as 44%: session 69's audit)
    statuses = foe.statuses
    extra_status = 0
    part = info.target
    if s.rules.showdown and part and (foe.body[part] + dmg) // 7 > foe.body[part] // 7 \
            and f"injured_{part}" not in statuses:
        extra_status = 2
    mine = me.total_momentum() - sum(info.cost) + sum(refund(s, info.cost))
    chance = (hp_term(s.rules, hp, foe.max_hp) + status_bonus(statuses) + extra_status
              + momentum_term(s.rules, mine, foe.total_momentum())
              + sum(v for _, v in last_move_terms((s.turn, 0, dmg, info.tags), s.turn,
                                                  finisher_before(s, seat, info)))
              + (s.moves_elapsed + 1) // 2 + sum_of(s, seat, "pin_bonus")
              + referee_pin_bonus(s))
    return float(max(0, min(95, chance)))


def finisher_before(s, seat: int, info):
    """The seat's last move, whose Finisher a pinning move would pin with (rules edition 6)."""
    return s.sides[seat].last_move if info.kind == "move" and finisher_bonus_as_adv7(s.rules) \
        else None


def ringside_pages_value(s, seat: int) -> float:
    """The best damage among affordable hand pages that need the foe at ringside (0: none), what
    Move To Ringside opens up."""
    me = s.sides[seat]
    best = 0.0
    for page in me.hand:
        info = s.info(page)
        if info.place == "ringside" and info.kind != "momentum" and me.can_pay(info.cost):
            dmg = move_damage(s, seat, info) if info.kind == "move" else \
                sum(e.amount for e in info.effects if e.do == "damage")
            best = max(best, float(dmg))
    return best


def submission_now(s, seat: int, info, dmg: int) -> float:
    """The submission chance of a Hold that connects now."""
    me, foe = s.sides[seat], s.sides[1 - seat]
    if s.ref_distracted():
        return 0.0
    part = info.target
    mine = me.total_momentum() - sum(info.cost) + sum(refund(s, info.cost))
    chance = (base_by_hp(max(0, foe.hp - dmg), foe.max_hp) + status_bonus(foe.statuses)
              + 2 * (mine - foe.total_momentum()) + foe.body[part] + dmg + dmg
              + (s.moves_elapsed + 1) // 2 + sum_of(s, seat, "submission_bonus"))
    return float(max(0, min(95, chance)))


def dq_points(s, seat: int, warnings: int) -> float:
    """What the DQ risk of getting `warnings` more warnings now costs."""
    if not warnings or s.ref_distracted():
        return 0.0
    total = s.sides[seat].warnings + warnings + extra_warnings(s)
    return dq_chance(total, dq_rate(s)) / 100.0 * WIN_PTS + warnings * WARNING


def counter_chance(s, seat: int, info, peek: bool) -> float:
    """How likely the foe answers this page with a counter."""
    foe = s.sides[1 - seat]
    if "stunned" in foe.statuses or not foe.hand:
        return 0.0
    extra = extra_counters(s, 1 - seat)
    if peek:
        return 1.0 if any(_could_answer(s, p, info, extra, 1 - seat) and
                          foe.can_pay(s.info(p).cost)
                          for p in foe.hand) else 0.0
    # from the view: the share of the foe's unseen pages that could answer it
    pool = foe.hand + foe.playbook
    if not pool:
        return 0.0
    hits = sum(1 for p in pool if _could_answer(s, p, info, extra, 1 - seat))
    miss = 1.0 - hits / len(pool)
    return 1.0 - miss ** len(foe.hand)


def _could_answer(s, page: int, attack, extra, seat: int) -> bool:
    """True for a page the seat could counter the attack with: one that lists its move type,
    or a Defensive page that guards its body part (rules edition 7) or is played from
    underneath (rules edition 9: the seat under half their HP)."""
    info = s.info(page)
    if info.kind != "move":
        return False
    defensive = "defensive" in info.tags
    if attack.special == "weapon":
        return defensive
    if defensive and (guards_the_part(s, info, attack) or from_underneath(s, seat, info)):
        return True
    return attack.move_type in info.counters or (defensive and attack.move_type in extra)


class Glance:
    """What one look at the table tells the seat in control (shared by its commands)."""

    __slots__ = ("s", "seat", "me", "foe", "peek", "in_ring", "left", "pin_now", "standing_dmg",
                 "need", "hand_moves", "pin_reach", "safe_types", "down_ok", "foe_beaten")

    def __init__(self, s, seat: int, peek: bool) -> None:
        self.s, self.seat, self.peek = s, seat, peek
        self.me, self.foe = s.sides[seat], s.sides[1 - seat]
        self.in_ring = not (self.me.at_ringside or self.foe.at_ringside)
        self.left = s.rules.turn_limit - s.turn
        self.pin_now = -1.0
        hand_moves = []
        need = [0] * len(MOMENTUM)
        standing = 0
        down_ok = 0  # pages still worth playing once the foe is down
        for p in self.me.hand:
            info = s.info(p)
            if info.kind == "momentum":
                down_ok += 1
                continue
            if info.kind != "move":
                if self.me.can_pay(info.cost) and info.place != "ringside" \
                        and info.special not in ("weapon", "referee"):
                    down_ok += 1
                continue
            if "defensive" in info.tags:
                continue
            if info.foe != "standing" and self.me.can_pay(info.cost):
                down_ok += 1
            hand_moves.append(info)
            for i, c in enumerate(info.cost):
                if c > need[i]:
                    need[i] = c
            if info.foe == "standing" and not self.foe.on_mat:
                standing += move_damage(s, seat, info)
        self.hand_moves = hand_moves
        self.need = need
        self.standing_dmg = standing
        self.down_ok = down_ok
        foe = self.foe
        # a pin is in reach: the foe is below half their HP, so momentum adds to the pin chance
        self.pin_reach = PIN_MOMENTUM if foe.hp * 2 < foe.max_hp and self.in_ring \
            and self.left > 2 else 0.0
        # move types the foe let through in this string: their hand holds no answer to them
        self.safe_types = s.string_types if s.string_seat == seat else ()
        # edition 8 on: a foe at 0 HP takes control only by countering (a kick-out or a Pass
        # leaves it with the seat)
        self.foe_beaten = foe.hp == 0 and beaten_take_no_control(s.rules)
        if EAGER_PIN_NOW and s.pending is None and pin_blocker(s, seat) is None:
            self.pin_now = float(final_chance(pin_terms(s, seat)))


def pin_value(g: Glance, chance: float) -> float:
    """Pressing Pin at this chance: the win, or the kick-out that hands control over (a
    beaten foe's kick-out leaves control with the seat: only the Attitude of the next press)."""
    if chance <= 0:
        return -50.0
    p = chance / 100.0
    fail = BEATEN_PIN_FAIL if g.foe_beaten else PIN_FAIL if g.left > 3 else 2.0
    return p * WIN_PTS - (1 - p) * fail


def move_value(g: Glance, page: int, info) -> float:
    """A move (or a weapon) played now."""
    s, seat = g.s, g.seat
    foe = g.foe
    if info.special == "weapon":
        w = info.card.weapon
        legal = weapons_legal(s)
        v = w.damage + brackets_crossed(foe.hp, w.damage, foe.max_hp)
        v += len(w.injury) / w.die * 4.0
        if not legal:
            v -= w.dq_risk / 100.0 * WIN_PTS
        v -= NET_COST * 2 * sum(info.cost)
        c = counter_chance(s, seat, info, g.peek)
        return (1 - c) * v - c * CONTROL + CYCLE
    dmg = move_damage(s, seat, info)
    v = dmg + brackets_crossed(foe.hp, dmg, foe.max_hp)
    v -= NET_COST * (sum(info.cost) - sum(refund(s, info.cost)))
    warnings = 0
    downs = False
    for e in info.effects:
        if e.do == "to_mat":
            downs = True
        elif e.do == "warnings":
            warnings += e.count
        elif e.do == "pin":
            if g.in_ring and not s.ref_distracted():
                v += pin_after(s, seat, info, dmg, True) / 100.0 * WIN_PTS
        elif e.do == "to_ringside":
            v -= 4.0
    if "hold" in info.tags:
        v += submission_now(s, seat, info, dmg) / 100.0 * WIN_PTS
    if OWN_FORMULA_SETUP and own_pin_formula(s.rules):
        # Normal and Hardcore: any move sets the pin up (its damage is a term), down or not
        chance = pin_after(s, seat, info, dmg)
        if chance >= 25:
            v += SETUP * max(0.0, chance - max(0.0, g.pin_now)) / 100.0 * WIN_PTS
        if downs and not foe.on_mat:
            v += 1.0
    elif downs and not foe.on_mat:
        chance = pin_after(s, seat, info, dmg)
        v += SETUP * chance / 100.0 * WIN_PTS if chance >= 25 else chance * 0.1
        v -= STANDING_LOCK * max(0, g.standing_dmg - (dmg if info.foe == "standing" else 0))
        v += 1.0
        if g.down_ok == 0 and chance < 40:  # nothing left to play with the foe down
            v -= STUCK * CONTROL * (1.0 - chance / 40.0)
    elif "finisher" in info.tags or foe.on_mat:
        chance = pin_after(s, seat, info, dmg)
        if chance >= 25:
            v += SETUP * max(0.0, chance - max(0.0, g.pin_now)) / 100.0 * WIN_PTS
    if "finisher" in info.tags and s.rules.showdown and foe.hp * 4 >= foe.max_hp \
            and (foe.hp - dmg) * 2 < foe.max_hp and foe.hp - dmg > 0:
        v -= 2.0  # a Finisher is worth more when it sets up the pin than as damage alone
    v -= dq_points(s, seat, warnings)
    c = 0.0 if info.move_type in g.safe_types else counter_chance(s, seat, info, g.peek)
    return (1 - c) * v - c * (CONTROL + 3.0) + CYCLE


def momentum_value(g: Glance, gain: tuple) -> float:
    """Momentum gained now: most where the hand needs it."""
    me = g.me
    v = 0.0
    after = list(me.momentum)
    for i, amount in enumerate(gain):
        if not amount:
            continue
        room = min(amount, me.caps[i] - me.momentum[i])
        if room <= 0:
            continue
        after[i] += room
        short = max(0, g.need[i] - me.momentum[i])
        v += (MOMENTUM_PT + g.pin_reach) * room + 0.6 * min(room, short)
    for info in g.hand_moves:
        if not me.can_pay(info.cost) and all(a >= c for a, c in zip(after, info.cost)):
            v += ENABLES * move_damage(g.s, g.seat, info) * 0.5
    return v


def special_value(g: Glance, page: int, info) -> float:
    """A special played now (not a weapon)."""
    s, seat, me, foe = g.s, g.seat, g.me, g.foe
    v = CYCLE - NET_COST * 2 * sum(info.cost)
    if info.special == "status":
        v += STATUS_PTS.get(info.card.status, 1.5)
        if info.card.status == "stunned" and len(g.hand_moves) >= 2:
            v += 2.0
    for e in info.effects:
        do = e.do
        if do == "damage":
            v += e.amount + brackets_crossed(foe.hp, e.amount, foe.max_hp)
        elif do == "heal":
            v += 0.8 * min(e.amount, me.max_hp - me.hp)
        elif do == "gain":
            v += momentum_value(g, _momentum(e.momentum))
        elif do == "drain":
            v += 0.6 * sum(min(a, m) for a, m in zip(_momentum(e.momentum), foe.momentum))
        elif do == "draw":
            v += 1.2 * e.count
        elif do == "ditch":
            v += 1.5 * min(e.count, len(foe.hand))
        elif do == "to_mat":
            v += 2.0 if not foe.on_mat else 0.0
        elif do == "to_ringside":
            v -= 4.0
        elif do == "stand":
            v += 0.5
        elif do == "status":
            v += STATUS_PTS.get(e.status, 1.5)
        elif do == "cure":
            v += 2.0 if me.statuses else 0.0
        elif do == "warnings":
            v -= dq_points(s, seat, e.count)
        elif do == "distract_ref":
            v -= 3.0 if g.in_ring and foe.hp * 2 < foe.max_hp else 0.5
        elif do == "crowd_support":
            v += 3.5 if me.crowd_points == 1 else 2.0
        elif do == "pin":
            v += 0.0
        elif do == "turn_weapon":
            v += 4.0
    return v


def _momentum(d: dict) -> tuple:
    return tuple(int(d.get(k, 0)) for k in MOMENTUM)


def turn_score(g: Glance, cmd) -> float:
    """The score of one command of the seat in control."""
    kind = type(cmd)
    s = g.s
    if kind is C.PlayPage:
        info = s.info(cmd.page)
        if info.kind == "move" or info.special == "weapon":
            return move_value(g, cmd.page, info)
        if info.kind == "momentum":
            return momentum_value(g, info.gain) + CYCLE
        return special_value(g, cmd.page, info)
    if kind is C.PressPin:
        if g.pin_now < 0:
            g.pin_now = float(final_chance(pin_terms(s, g.seat)))
        return pin_value(g, g.pin_now)
    if kind is C.Pass:
        gain = sum(min(2, c - m) for c, m in zip(g.me.caps, g.me.momentum))
        handed = 0.0 if g.foe_beaten else CONTROL  # a beaten foe takes no control by a Pass
        return -handed + MOMENTUM_PT * gain + (0.5 if g.foe.on_mat else 0.0) - BEATEN_PASS
    if kind is C.ReturnToRing:
        return ringside_return(g)
    if kind is C.MoveToRingside:
        outside = ringside_pages_value(s, g.seat)
        return outside + CYCLE if outside >= RINGSIDE_WORTH else -CONTROL - 5.0
    if kind is C.SpendCrowd:
        persona = s.cat.lib.superstars[g.me.superstar].persona
        if persona == "antagonist":
            foe = g.foe
            return 5.0 if foe.tapped.count(False) > foe.injury_due and \
                (not foe.injured() or s.option("ooh_gotta_hurt")) else -1.0
        heal = min(6, g.me.max_hp - g.me.hp)
        return 0.9 * heal + (2.0 if g.me.statuses else 0.0) - 1.0
    return 0.0


def ringside_return(g: Glance) -> float:
    """Climbing back in: needed to wrestle, and a must on the last count (the referee counts
    whoever is outside with control)."""
    turns = g.me.ringside_turns
    if turns >= countout_limit(g.s):
        return WIN_PTS
    return 15.0 + 3.0 * turns


def answer_score(s, seat: int, cmd) -> float:
    """The defender of a pending page: counter it, or let it through."""
    attacker, page = s.pending
    attack = s.info(page)
    if type(cmd) is C.Allow:
        return allow_value(s, attacker, attack)
    info = s.info(cmd.page)
    dmg = move_damage(s, seat, info)
    return CONTROL + 3.0 + dmg - NET_COST * (sum(info.cost) - sum(refund(s, info.cost)))


def allow_value(s, attacker: int, attack) -> float:
    """Letting a page through: its damage, but maybe the referee's DQ for its owner."""
    if attack.special == "weapon":
        w = attack.card.weapon
        legal = weapons_legal(s)
        v = -w.damage - len(w.injury) / w.die * 4.0
        if not legal:
            v += w.dq_risk / 100.0 * WIN_PTS
        return v
    dmg = move_damage(s, attacker, attack)
    warnings = sum(e.count for e in attack.effects if e.do == "warnings")
    v = -dmg
    if warnings:
        v += dq_points(s, attacker, warnings)
    if "hold" in attack.tags:
        v -= submission_now(s, attacker, attack, dmg) / 100.0 * WIN_PTS
    return v


def tapout_score(s, seat: int, cmd) -> float:
    """Tap out the cheapest Move card."""
    lib = s.cat.lib
    return -lib.move_cards[s.sides[seat].move_cards[cmd.card]].rank


def scores(s, seat: int, options: list, peek: bool = False) -> list:
    """The score of every option (same order)."""
    first = type(options[0])
    if first is C.TapOut:
        return [tapout_score(s, seat, c) for c in options]
    if first is C.PlayDrama:
        from .greedy import drama_value
        return [drama_value(s, seat, c.card) for c in options]
    if s.pending is not None:
        return [answer_score(s, seat, c) for c in options]
    g = Glance(s, seat, peek)
    return [turn_score(g, c) for c in options]


def choose(s, seat: int, options: list, peek: bool = False):
    """The command with the best score."""
    if len(options) == 1:
        return options[0]
    vals = scores(s, seat, options, peek)
    best = 0
    for i in range(1, len(vals)):
        if vals[i] > vals[best]:
            best = i
    return options[best]
