"""The heuristic evaluation the Normal and Hard AIs score states with, and their personalities.

The evaluation here is AI edition 2's, frozen (edition 3 judges with game/ai/evaluate3.py, which
shares the Personas below).

evaluate(state, seat, persona) reads a state from one seat's side: positive is good for the seat.
A won match is +WIN, a lost one -WIN, a draw 0; otherwise a weighted sum of what tends to win
matches: HP, how close each Superstar is to being pinned, momentum, control, where both stand,
statuses, warnings (the DQ line), count-out danger, Crowd Points and Move cards lost to injury.

A Persona is a small flavour over the level, taken from the Superstar's persona and style: a few
weights nudged (an Antagonist fears warnings less, a Protagonist values Crowd Points for the
Comeback) and a small bonus for the kind of page the style likes (High Risk for a high-flyer,
Holds for a technician). The nudges are small beside the evaluation's scale: a flavour, never a
handicap.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..match import commands as C
from ..match.bonuses import sum_of
from ..match.chances import (base_by_hp, countout_limit, dq_chance, dq_rate, extra_warnings,
                             referee_pin_bonus, status_bonus)

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
TYPICAL_LAST_MOVE = 12  # what a pin usually gets from the move before it (percent)


@dataclass(frozen=True)
class Persona:
    """Weight nudges and page likes of one Superstar (all 1.0 / 0.0 = no flavour)."""
    name: str = "plain"
    warnings_fear: float = 1.0      # multiplies the DQ-risk penalty of the seat's own warnings
    crowd_value: float = 1.0        # multiplies the value of the seat's Crowd Points
    likes: dict = field(default_factory=dict)  # feature -> bonus added to a command's score


PLAIN = Persona()

STYLE_LIKES = {
    "high-flyer": {"high_risk": 2.0},
    "technician": {"hold": 2.0, "technical": 0.5},
    "submission specialist": {"hold": 2.5},
    "powerhouse": {"impact": 1.0, "mad_rush": 1.0},
    "giant": {"impact": 1.5},
    "brawler": {"arm_extended": 1.0, "cheap": 1.0},
    "showman": {"crowd": 1.5, "trademark": 1.0},
    "hardcore": {"weapon": 2.0, "ringside": 1.0},
}


def persona_of(state, seat: int) -> Persona:
    """The Persona of the Superstar in the seat (from cards/superstars.json)."""
    star = state.cat.lib.superstars.get(state.sides[seat].superstar)
    if star is None:
        return PLAIN
    likes = dict(STYLE_LIKES.get(star.style, {}))
    if star.persona == "antagonist":
        for key, v in (("cheap", 1.5), ("weapon", 1.5), ("sneak", 3.0)):
            likes[key] = likes.get(key, 0.0) + v
        return Persona(f"antagonist {star.style}", warnings_fear=0.7, crowd_value=1.1,
                       likes=likes)
    likes["comeback"] = likes.get("comeback", 0.0) + 3.0
    likes["crowd"] = likes.get("crowd", 0.0) + 0.5
    return Persona(f"protagonist {star.style}", warnings_fear=1.0, crowd_value=1.3, likes=likes)


def command_features(state, seat: int, cmd) -> tuple:
    """The page kinds a command stands for, as the Persona likes read them."""
    kind = type(cmd)
    if kind is C.SpendCrowd:
        persona = state.cat.lib.superstars[state.sides[seat].superstar].persona
        return ("sneak",) if persona == "antagonist" else ("comeback",)
    if kind is C.MoveToRingside:
        return ("ringside",)
    if kind not in (C.PlayPage, C.Counter):
        return ()
    info = state.info(cmd.page)
    out = []
    if info.kind == "move":
        out.append(info.move_type)
        out.extend(info.tags)
        if any(e.do == "warnings" for e in info.effects):
            out.append("cheap")
    elif info.special == "weapon":
        out.append("weapon")
    elif info.special == "crowd_support":
        out.append("crowd")
    elif info.special in ("damage", "ringside"):
        out.append("cheap" if info.special == "damage" else "ringside")
        if any(e.do == "warnings" for e in info.effects):
            out.append("cheap")
    elif info.kind == "momentum":
        gain_kinds = ("agility", "knowledge", "strength", "strike", "technical", "attitude")
        out.extend(k for k, g in zip(gain_kinds, info.gain) if g)
    return tuple(out)


def style_bonus(state, seat: int, cmd, persona: Persona) -> float:
    """The Persona's small bonus for a command."""
    if not persona.likes:
        return 0.0
    likes = persona.likes
    return sum(likes.get(f, 0.0) for f in command_features(state, seat, cmd))


def pinnable(state, seat: int) -> float:
    """A rough chance (0..0.95) that the other seat pins this one after a good move."""
    side, foe = state.sides[seat], state.sides[1 - seat]
    base = base_by_hp(side.hp, side.max_hp)
    if base <= -100:
        return 0.0
    chance = (base + status_bonus(side.statuses) + TYPICAL_LAST_MOVE
              + 2 * (foe.total_momentum() - side.total_momentum())
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
    v += W_CONTROL if s.control == seat else -W_CONTROL
    return v
