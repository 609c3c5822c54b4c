"""The evaluation of AI edition 3: game/ai/evaluate.py (edition 2's, frozen) with the rules of
edition 8 read right.

How close a side is to being pinned is read with the match's own pin formula (in Normal and
Hardcore, edition 7 on: the base by HP that makes a foe under half pinnable and momentum counting
once, within 10 either way; a Showdown keeps ADV-13..17), not the Showdown's for every match;
and a beaten side (0 HP) whose foe holds control is worth W_BEATEN more to the foe: from edition
8 it takes control only by countering, so every press of the Pin button is another try. The
Personas are edition 2's (game/ai/evaluate.py).
"""
from __future__ import annotations

from ..match.bonuses import sum_of
from ..match.chances import (countout_limit, dq_chance, dq_rate, extra_warnings, hp_term,
                             momentum_term, referee_pin_bonus, status_bonus)
from ..match.editions import beaten_take_no_control
from .evaluate import PLAIN, Persona, persona_of, style_bonus  # noqa: F401 (shared)

WIN = 1000.0

# weights (points of evaluation)
W_HP = 90.0            # per whole HP bar (fraction of max HP)
W_PINNABLE = 160.0     # per unit of a rough pin chance against a side
W_MAT_PIN = 0.6        # extra share of that when the side is down and the foe will act
W_MOMENTUM = 0.9       # per momentum point
W_CONTROL = 5.0
W_ON_MAT = 3.0
W_STATUS = 3.0
W_CROWD = 2.5
W_MOVE_CARD = 1.2      # per rank of an untapped Move card
W_INJURY_DUE = 3.0
W_RINGSIDE = 1.0       # outside by itself costs little (the count is what matters): more made the
                       # AIs take the foe outside and climb back in just to cost them an action
W_RINGSIDE_TURN = 4.0
W_COUNTED_OUT = 300.0
W_DQ = 450.0           # times the chance of a DQ the next time warnings come
W_HAND = 0.6           # per page in hand
W_RACE = 40.0          # both at ringside with control: the first to act (and the one counted)
W_BEATEN = 160.0       # a beaten foe under control: every press is another try (edition 8)
TYPICAL_LAST_MOVE = 12  # what a pin usually gets from the move before it (percent)


def pinnable(state, seat: int) -> float:
    """A rough chance (0..0.95) that the other seat pins this one after a good move."""
    side, foe = state.sides[seat], state.sides[1 - seat]
    base = hp_term(state.rules, side.hp, side.max_hp)
    if base <= -100:
        return 0.0
    chance = (base + status_bonus(side.statuses) + TYPICAL_LAST_MOVE
              + momentum_term(state.rules, foe.total_momentum(), side.total_momentum())
              + state.moves_elapsed // 2 + sum_of(state, 1 - seat, "pin_bonus")
              + referee_pin_bonus(state))
    return max(0.0, min(95.0, float(chance))) / 100.0


def dq_risk(state, seat: int, extra: int = 2) -> float:
    """The DQ chance if the seat got `extra` more warnings now."""
    total = state.sides[seat].warnings + extra + extra_warnings(state)
    return dq_chance(total, dq_rate(state)) / 100.0


def side_value(state, seat: int, persona: Persona) -> float:
    """What a side has going for it, on its own."""
    s = state
    side = s.sides[seat]
    v = W_HP * side.hp / max(1, side.max_hp)
    v += W_MOMENTUM * side.total_momentum()
    v -= W_STATUS * len(side.statuses)
    v += W_CROWD * persona.crowd_value * min(side.crowd_points, 4)
    v += W_HAND * len(side.hand)
    v -= W_INJURY_DUE * side.injury_due
    if side.on_mat:
        v -= W_ON_MAT
    if side.warnings:
        v -= W_DQ * persona.warnings_fear * dq_risk(s, seat) * 0.25
    lib = s.cat.lib
    for card, tapped in zip(side.move_cards, side.tapped):
        if not tapped:
            v += W_MOVE_CARD * lib.move_cards[card].rank
    if side.at_ringside:
        v -= W_RINGSIDE + W_RINGSIDE_TURN * side.ringside_turns
        if side.ringside_turns >= countout_limit(s):
            v -= W_COUNTED_OUT * 0.1  # one more counted turn ends it: climb back in now
    return v


def evaluate(state, seat: int, persona: Persona = PLAIN, foe_persona: Persona = PLAIN) -> float:
    """The state from the seat's side: +WIN won, -WIN lost, else a weighted sum of features."""
    s = state
    if s.over is not None:
        w = s.over.winner
        if w is None:
            return 0.0
        return WIN if w == seat else -WIN
    foe = 1 - seat
    v = side_value(s, seat, persona) - side_value(s, foe, foe_persona)
    if s.sides[0].at_ringside and s.sides[1].at_ringside and not s.pending:
        v += W_RACE if s.control == seat else -W_RACE
    p_me = pinnable(s, seat)
    p_foe = pinnable(s, foe)
    v += W_PINNABLE * (p_foe - p_me)
    if s.sides[foe].on_mat and s.control == seat:
        v += W_PINNABLE * W_MAT_PIN * p_foe
    if s.sides[seat].on_mat and s.control == foe:
        v -= W_PINNABLE * W_MAT_PIN * p_me
    if beaten_take_no_control(s.rules):  # edition 8: a beaten side gets control only by a counter
        if s.sides[foe].hp == 0 and s.control == seat:
            v += W_BEATEN * p_foe
        if s.sides[seat].hp == 0 and s.control == foe:
            v -= W_BEATEN * p_me
    v += W_CONTROL if s.control == seat else -W_CONTROL
    return v
