"""The lessons of the tutorial match, in the order they are taught.

Each lesson is data (its id, the short topic name, a title, the table part it points at, the text
shown while it waits and the text shown once it is done) plus two small functions: ask(state)
gives the command the lesson wants from the player now and the words to fill its text with (None
while the situation hasn't come yet), and done(state, cmd, events) says whether what just happened
completes it (with the words for its closing text).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..match import commands as C
from ..match import events as E
from ..library.card_text import STATUS_HELP, describe_bonus, momentum_list
from ..match.chances import countout_at, pin_terms
from ..match.dangers import countout_warning
from ..match.pin_line import term_name
from ..match.legal import cost_text, counter_basis, legal_commands
from ..match.rules import decide
from ..library.words import MOMENTUM, title
from . import parts as P
from .script import (FOE, PLAYER, attack_moves, damage_now, first_name, move_counterable,
                     counters_for, pin_chance, plays)

PIN_READY = 50  # the pin lesson waits for a chance at least this high
PIN_ADVICE = 30  # the chance the lessons advise pinning from (tools/graduate_vs_easy.py)
SUBMISSION_MAX = 40  # the submission lesson comes while a Hold's chance is at most this


@dataclass(frozen=True)
class Lesson:
    """One lesson: what it is about, where it points, what it says and what completes it."""
    id: str
    title: str
    point_at: str
    text: str
    then: str
    ask: Callable
    done: Callable
    foe_acts: bool = False  # the foe makes the situation (the player answers it)
    after: tuple = ()  # lessons taught before this one can be


def _gain_words(info) -> str:
    return momentum_list({k: v for k, v in zip(MOMENTUM, info.gain) if v})


def move_words(state, cmd, seat: int = PLAYER) -> dict:
    info = state.info(cmd.page)
    damage = damage_now(state, seat, info)
    extra = damage - (info.damage or 0)
    bonus = f" ({info.damage} printed, {extra:+d} from bonuses)" if extra else ""
    return {"page": info.name, "cost": cost_text(info.cost) or "nothing",
            "damage": damage, "bonus": bonus, "part": info.target or "",
            "type": title(info.move_type or ""), "a": article(title(info.move_type or ""))}


def article(word: str) -> str:
    """'a' or 'an' before a word."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def _my_turn(state) -> bool:
    return state.pending is None and state.to_move() == PLAYER and state.over is None


# ---- 1 momentum ---------------------------------------------------------------------------

def _ask_momentum(state):
    if not _my_turn(state):
        return None
    side = state.sides[PLAYER]
    room = [cap - m for cap, m in zip(side.caps, side.momentum)]
    pages = [c for c in plays(state, PLAYER, "momentum")
             if sum(min(g, r) for g, r in zip(state.info(c.page).gain, room)) > 0]
    if not pages:
        return None
    cmd = pages[0]
    info = state.info(cmd.page)
    return cmd, {"page": info.name, "gain": _gain_words(info)}


def _done_momentum(state, cmd, events):
    if isinstance(cmd, C.PlayPage) and cmd.seat == PLAYER \
            and state.info(cmd.page).kind == "momentum":
        return {}
    return None


# ---- 2 a move -----------------------------------------------------------------------------

def _ask_move(state):
    if not _my_turn(state):
        return None
    moves = [c for c in attack_moves(state, PLAYER) if not move_counterable(state, PLAYER, c)]
    if not moves:
        return None
    cmd = min(moves, key=lambda c: (damage_now(state, PLAYER, state.info(c.page)), c.page))
    return cmd, move_words(state, cmd)


def _done_move(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.MoveConnected) and ev.seat == PLAYER:
            return {"damage": ev.damage, "part": ev.part}
    return None


# ---- 3 a move string and Crowd Support ------------------------------------------------------

def _ask_string(state):
    if not _my_turn(state):
        return None
    moves = [c for c in attack_moves(state, PLAYER) if not move_counterable(state, PLAYER, c)]
    if state.string_seat == PLAYER and state.string_count:
        again = [c for c in moves if state.info(c.page).move_type in state.string_types]
        if again:
            words = move_words(state, again[0])
            words["count"] = state.string_count
            return again[0], words
    for cmd in moves:  # start a string with a move whose type is in the hand twice
        info = state.info(cmd.page)
        twin = [p for p in state.sides[PLAYER].hand
                if p != cmd.page and state.info(p).move_type == info.move_type
                and state.info(p).kind == "move" and "defensive" not in state.info(p).tags]
        if twin:
            words = move_words(state, cmd)
            words["text"] = STRING_START
            return cmd, words
    return None


STRING_START = ("Moves you connect in a row without being countered make a move string. Play "
                "{page}, {a} {type} move, to start one.")


def _done_string(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.CrowdSupportGiven) and ev.seat == FOE:
            return {}
    return None


# ---- 4 being countered --------------------------------------------------------------------

def _ask_countered(state):
    if not _my_turn(state):
        return None
    moves = [c for c in attack_moves(state, PLAYER) if move_counterable(state, PLAYER, c)]
    if not moves:
        return None
    cmd = min(moves, key=lambda c: (sum(state.info(c.page).cost), c.page))
    return cmd, move_words(state, cmd)


def _done_countered(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.MoveCountered) and ev.seat == FOE:
            return {"counter": ""}
    return None


# ---- 5 countering -------------------------------------------------------------------------

def _ask_counter(state):
    if state.pending is None or state.to_move() != PLAYER:
        return None
    counters = counters_for(state, PLAYER)
    if not counters:
        return None
    cmd = counters[0]
    move = state.info(state.pending[1])
    info = state.info(cmd.page)
    kind = title(move.move_type or "")
    why = {"type": f"it lists {kind} moves", "weapon": "any Defensive page stops a weapon",
           "part": f"it guards the {move.target}, where this move is aimed",
           "underneath": "under half your HP any Defensive page counters any move"}[
        counter_basis(state, PLAYER, cmd.page, state.pending[1])]  # (it said 'counters Mad
    # Rush moves' of a page that stopped one by the part it guards: session 69's play-test)
    return cmd, {"page": info.name, "move": move.name, "type": kind, "a": article(kind),
                 "cost": cost_text(info.cost) or "nothing", "why": why}


def _done_counter(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.MoveCountered) and ev.seat == PLAYER:
            return {}
    return None


# ---- 6 a Status ---------------------------------------------------------------------------

def _ask_status(state):
    if not _my_turn(state):
        return None
    for cmd in plays(state, PLAYER, "special"):
        info = state.info(cmd.page)
        if info.special == "status":
            status = info.card.status
            return cmd, {"page": info.name, "status": title(status),
                         "help": STATUS_HELP[status], "cost": cost_text(info.cost) or "nothing"}
    return None


def _done_status(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.StatusAdded) and ev.seat == FOE:
            return {"status": title(ev.status)}
    return None


# ---- 7 a submission hold ------------------------------------------------------------------

def hold_chance(state, cmd) -> int:
    """The submission chance this Hold would have if it connected now."""
    for ev in decide(state, cmd):
        if isinstance(ev, E.SubmissionAttempted):
            return ev.chance
    return 0


def _ask_submission(state):
    if not _my_turn(state):
        return None
    for cmd in plays(state, PLAYER, "move"):
        info = state.info(cmd.page)
        if "hold" in info.tags and not move_counterable(state, PLAYER, cmd) \
                and hold_chance(state, cmd) <= SUBMISSION_MAX:
            return cmd, move_words(state, cmd)
    return None


def _done_submission(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.SubmissionAttempted) and ev.seat == PLAYER:
            return {"chance": max(0, ev.chance), "roll": ev.roll}
    return None


# ---- 8 Move To Ringside -------------------------------------------------------------------

def _ask_ringside(state):
    if not _my_turn(state):
        return None
    cmd = C.MoveToRingside(PLAYER)
    if cmd not in legal_commands(state, PLAYER):
        return None
    return cmd, {"out": countout_at(state)}


def _done_ringside(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.WentToRingside) and ev.seat == PLAYER and ev.source == "button":
            return {"out": countout_at(state)}
    return None


# ---- 9 the count-out ----------------------------------------------------------------------

def _ask_countout(state):
    if not _my_turn(state) or not state.sides[PLAYER].at_ringside:
        return None
    if countout_warning(state, PLAYER) is None:
        return None
    return C.ReturnToRing(PLAYER), {"out": countout_at(state),  # (as the RINGSIDE
                                    "count": state.sides[PLAYER].ringside_turns}  # n/N chip)


def _done_countout(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.ReturnedToRing) and ev.seat == PLAYER:
            return {}
    return None


# ---- 10 an injury and a tap-out -----------------------------------------------------------

def tapout_choice(state) -> int | None:
    """The Move card the lesson suggests tapping out: one whose bonus came at the bell (it
    stays for this match), else the first untapped card."""
    side = state.sides[PLAYER]
    lib = state.cat.lib
    cards = [i for i, t in enumerate(side.tapped) if not t]
    if not cards:
        return None
    bell = [i for i in cards if lib.move_cards[side.move_cards[i]].bonus.kind
            in ("extra_hp", "start_momentum", "crowd_start")]
    return (bell or cards)[0]


def _ask_injury(state):
    if not state.sides[PLAYER].injury_due:
        return None
    card = tapout_choice(state)
    if card is None:
        return None
    mc = state.cat.lib.move_cards[state.sides[PLAYER].move_cards[card]]
    return C.TapOut(PLAYER, card), {"card": mc.name,
                                    "bonus": describe_bonus(mc.bonus).rstrip(".")}


def _done_injury(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.MoveCardTapped) and ev.seat == PLAYER:
            return {}
    return None


# ---- 11 the pin ---------------------------------------------------------------------------

def _ask_pin(state):
    if not _my_turn(state):
        return None
    cmd = C.PressPin(PLAYER)
    if cmd not in legal_commands(state, PLAYER):
        return None
    chance = pin_chance(state, PLAYER)
    if chance < PIN_READY:
        return None
    terms = ", ".join(f"{term_name(name)} {value:+d}" for name, value in pin_terms(state, PLAYER))
    return cmd, {"chance": chance, "terms": terms, "hp": state.sides[FOE].hp}


def _done_pin(state, cmd, events):
    for ev in events:
        if isinstance(ev, E.MatchEnded) and ev.winner == PLAYER:
            return {"how": ev.how}
    return None


LESSONS: tuple[Lesson, ...] = (
    Lesson("momentum", "Momentum pays for pages", P.MY_MOMENTUM,
           "The bars by your name are your momentum: six kinds, each with its own cap. Every "
           "page costs momentum of the kinds printed on it. Play {page} (glowing in your hand) "
           "to gain {gain}.",
           "Your momentum went up. Passing also gains 2 of every kind, but hands control to "
           "{foe}. Your hand was drawn from your playbook; a playbook of your own can name up "
           "to 5 leadoff pages that open every match (L in the Playbook Builder).",
           _ask_momentum, _done_momentum),
    Lesson("move", "A move hits a body part", P.HAND,
           "A move costs momentum and hits one body part. Play {page}: it costs {cost} and "
           "does {damage} damage to {foe}'s {part}{bonus}.",
           "It connected: {damage} damage to the {part}. {foe}'s body figure adds up the damage "
           "on each part, and a move that connects gives back half its cost.",
           _ask_move, _done_move, after=("momentum",)),
    Lesson("string", "Move strings and Crowd Support", P.FOE_CROWD,
           "Your move string is {count} long. Play {page}, another {type} move, and watch "
           "{foe}'s Crowd Points.",
           "The same move type twice in one string bores the crowd: {foe} got Crowd Support, "
           "one Crowd Point. Vary your move types; when {foe} repeats himself, the point is "
           "yours. 2 Crowd Points buy a Superstar's ability, and {foe} has 2 now.",
           _ask_string, _done_string,
           after=("move",)),
    Lesson("countered", "Being countered", P.HAND,
           "A Defensive page counters the move types it lists, and your foe may hold one. "
           "{foe} has a counter for {type} moves: play {page} and see what a counter does.",
           "Countered! His counter stopped your move, {foe} took control and his string "
           "starts at 1. "
           "Your move went to the discard pile.", _ask_countered, _done_countered,
           after=("move",)),
    Lesson("injury", "Injuries and tap-outs", P.MOVE_CARDS,
           "Sneak Attack! {foe} is an Antagonist: he spent 2 Crowd Points and you are Injured. "
           "An injury taps out one of your signature Move cards (the row above your panel): its "
           "bonus is off for the rest of the match (in a season, the next too). Tap out {card} "
           "({bonus}): what it gave "
           "at the bell stays.",
           "The card turned sideways: its bonus is off, but it still counts for your Rank and "
           "Tier.", _ask_injury, _done_injury, foe_acts=True, after=("string",)),
    Lesson("ringside", "Move To Ringside", P.RINGSIDE_BUTTON,
           "In a Hardcore match you may take the fight outside at any time. Press To Ringside "
           "(R): you both go out to ringside.",
           "You're both outside. The referee counts the Superstar who acts out there: at a "
           "count of {out} you lose by count-out.", _ask_ringside, _done_ringside,
           after=("move",)),
    Lesson("countout", "The count-out", P.RETURN_BUTTON,
           "Last count! You have been counted {count} of {out}: anything but Return to Ring "
           "brings the count to {out} and you are out. Press Return to Ring (T).",
           "Back in the ring, your count is gone. {foe} is still outside: the referee counts "
           "him when he acts out there.", _ask_countout, _done_countout,
           after=("ringside",)),
    Lesson("counter", "Countering", P.HAND,
           "{foe} plays {move}, {a} {type} move. Your {page} counters it ({why}): play it "
           "(it costs {cost}) to stop his move and take control.",
           "Your counter connected instead of his move, and control is yours with a string of "
           "1.", _ask_counter, _done_counter, foe_acts=True, after=("move",)),
    Lesson("status", "Statuses", P.FOE_STATUSES,
           "A Status special puts a Status on your foe's side of the table. Play {page} (costs "
           "{cost}): {foe} gets {status}. {help}",
           "{foe} is {status}: the Status sits on his side of the table, and every Status adds "
           "to your pin chance (Stunned +5%, the others +2%).", _ask_status, _done_status,
           after=("move",)),
    Lesson("submission", "A submission hold", P.LOG,
           "Every Hold that connects goes for the submission. Play {page}: its chance comes "
           "from {foe}'s HP by the Showdown's numbers (a hold's, in every match type), plus the "
           "damage already on {foe}'s "
           "{part}. The log shows the roll.",
           "{foe} held on: the chance was {chance}% and the roll {roll}. A hold's chance grows "
           "with the damage on the part, a foe low on HP and a momentum lead (it counts "
           "twice); a foe ahead on momentum can hold it at 0.",
           _ask_submission, _done_submission, after=("move",)),
    Lesson("pin", "Pinning", P.PIN_BUTTON,
           "{foe} is worn down to {hp} HP. Hover the Pin button to read the chance: {chance}% "
           "({terms}). Press Pin (N)!",
           "One, two, three! You won by {how}. Next time don't wait for a sure thing: from "
           "about " + str(PIN_ADVICE) + "% a pin is worth a try; a miss hands your foe "
           "control (not a beaten one) and the next press costs 1 Attitude more.",
           _ask_pin, _done_pin,
           after=("string", "countered", "counter", "status", "submission", "countout",
                  "injury")),
)

BY_ID = {lesson.id: lesson for lesson in LESSONS}
TOPICS = tuple(lesson.id for lesson in LESSONS)
