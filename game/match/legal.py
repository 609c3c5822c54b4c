"""Which commands the rules allow: one check per command, shared by decide() and legal_commands()."""
from __future__ import annotations

from . import commands as C
from .bonuses import extra_counters, named_bonuses
from .chances import not_yet_in
from .editions import (fights_from_underneath, guards_its_part, page_pins_obey_adv7,
                       pages_work_without_a_weapon, pinning_pages_reach_the_mat,
                       refuses_idle_crowd_ability)
from ..library.words import MOMENTUM, title

MAX_EVENTS_PER_MATCH = 3
CROWD_ABILITY_COST = 2
AFTER_TURN = 20  # ADV-3 and ADV-6: Showdown events and Move To Ringside come after turn 20


def cost_text(cost: tuple) -> str:
    """A cost as players read it: '2 Strength, 1 Attitude'."""
    return ", ".join(f"{c} {title(MOMENTUM[i])}" for i, c in enumerate(cost) if c)


def where_blocker(state, seat: int, info) -> str | None:
    """Why the foe is not where this page needs them, or None."""
    me, foe = state.sides[seat], state.sides[1 - seat]
    if info.foe == "mat" and not foe.on_mat:
        return f"{info.name} needs your foe down on the mat."
    if info.foe == "standing" and foe.on_mat and not pins_on_the_mat(state, info):
        return f"{info.name} needs your foe on their feet."
    if info.place == "together" and me.at_ringside != foe.at_ringside:
        return f"{info.name} needs you and your foe in the same place."
    if info.place == "ringside" and not foe.at_ringside:
        return f"{info.name} can only be used when your foe is at ringside."
    return None


def pins_on_the_mat(state, info) -> bool:
    """Edition 6: in a Showdown a page that pins reaches a foe on the mat too (ADV-7's own
    place for a pin), whatever foe it asks for elsewhere."""
    return state.rules.showdown and pinning_pages_reach_the_mat(state.rules) and pins(info)


def play_blocker(state, seat: int, page: int, paying: bool = True) -> str | None:
    """Why the seat cannot play this page now, or None (paying=False: cost aside)."""
    side = state.sides[seat]
    if page not in side.hand:
        return "That page is not in your hand."
    info = state.info(page)
    if paying and not side.can_pay(info.cost):
        return f"Not enough momentum: {info.name} costs {cost_text(info.cost)}."
    if info.kind == "momentum":
        return None
    if info.kind == "move":
        if "defensive" in info.tags:
            return f"{info.name} is a Defensive page: it is played to counter a move."
        return where_blocker(state, seat, info) or page_pin_blocker(state, seat, info)
    special = info.special
    blocked = page_pin_blocker(state, seat, info)
    if blocked:
        return blocked
    if side.last_weapon is None and needs_a_weapon(state.rules, info):
        return "No weapon has hit you to turn around."
    if special == "referee":
        return "Referee specials can't be played from a hand."
    if special == "event":
        if state.events_played >= MAX_EVENTS_PER_MATCH:
            return "Three Events have already been played this match."
        if any(pid == info.id for _, pid, _, _ in state.events_in_play):
            return f"{info.name} has already been in play this match."
    if special == "status" and info.card.status in state.sides[1 - seat].statuses:
        return f"Your foe already has {title(info.card.status)}."
    if special == "weapon" and state.sides[1 - seat].at_ringside != side.at_ringside:
        return f"{info.name} needs you and your foe in the same place."
    if info.place == "ringside" and not state.sides[1 - seat].at_ringside:
        return f"{info.name} can only be used when your foe is at ringside."
    return None


def needs_a_weapon(rules, info) -> bool:
    """A page that turns a weapon can't be played with none to turn: before edition 9 any such
    page; from edition 9 only one whose every effect is turning the weapon (Turn The Tables also
    puts the foe down, and that is worth playing on its own)."""
    turns = [e.do == "turn_weapon" for e in info.effects]
    if not turns or not any(turns):
        return False
    return all(turns) if pages_work_without_a_weapon(rules) else True


def counter_blocker(state, seat: int, page: int) -> str | None:
    """Why the seat cannot counter the pending page with this one, or None."""
    side = state.sides[seat]
    if page not in side.hand:
        return "That page is not in your hand."
    if counters_barred(state, seat):
        return "You are Stunned and can't counter."
    info = state.info(page)
    attack = state.info(state.pending[1])
    if not counters_move(state, seat, info, attack):
        if attack.special == "weapon":
            return "Only a Defensive page can stop a weapon."
        return f"{info.name} doesn't counter {title(attack.move_type)} moves."
    if not side.can_pay(info.cost):
        return f"Not enough momentum: {info.name} costs {cost_text(info.cost)}."
    return None


def counters_barred(state, seat: int) -> bool:
    """True when nothing in the seat's hand may counter, whatever it holds (Stunned): a fact
    both players see."""
    return "stunned" in state.sides[seat].statuses


UNDERNEATH = ("You fight from underneath (under half your HP): any Defensive page counters any "
              "move.")


def counter_basis(state, seat: int, page: int, move_page: int) -> str:
    """Which rule lets this page counter that move: 'weapon' (a Defensive page stops any
    weapon), 'type' (it lists the move's type), 'part' (it guards the part the move hits) or
    'underneath' (the seat fights from underneath)."""
    info, attack = state.info(page), state.info(move_page)
    if attack.special == "weapon":
        return "weapon"
    if attack.move_type in listed_counters(state, seat, info):
        return "type"
    return "part" if guards_the_part(state, info, attack) else "underneath"


def listed_counters(state, seat: int, info) -> frozenset:
    """The move types a page counters: its own, and for a Defensive page those a bonus lends."""
    if "defensive" in info.tags:
        return info.counters | extra_counters(state, seat)
    return info.counters


def counter_why(state, seat: int, page: int) -> str:
    """Why this page counters the pending move, in words ('' when it does not)."""
    if state.pending is None or counter_blocker(state, seat, page) is not None:
        return ""
    return counter_words(state, seat, page, state.pending[1])


def counter_words(state, seat: int, page: int, move_page: int, who: str | None = None) -> str:
    """Why this page counters (or countered) that move, in words: to the seat itself, or (who:
    the seat's name) to one reading the log: its own move types, the part it guards, a weapon
    stopped, or the seat fighting from underneath."""
    info, attack = state.info(page), state.info(move_page)
    it = info.name if who else "It"
    kind = title(attack.move_type or '')
    return {"weapon": "Any Defensive page stops a weapon.",
            "type": f"{it} counters {kind} moves." if attack.move_type in info.counters else
            f"{it} counters {kind} moves: {lender(state, seat, attack.move_type)} lends that to "
            "every Defensive page.",
            "part": f"{it} guards the {attack.target}: a Defensive page stops every move at its "
                    "part.",
            "underneath": UNDERNEATH if who is None else
            f"{who} fights from underneath (under half their HP): any Defensive page counters "
            "any move."}[counter_basis(state, seat, page, move_page)]


def lender(state, seat: int, move_type: str) -> str:
    """The bonus that lets the seat's Defensive pages counter a move type they don't list (a
    counter put down to a page's own list, where Street Smarts lent it: session 74)."""
    return next((name for name, b in named_bonuses(state, seat)
                 if b.kind == "extra_counter" and b.move_type == move_type), "A bonus")


def counters_move(state, seat: int, info, attack, underneath: bool = True) -> bool:
    """Whether this page stops that move, its cost aside: a Defensive page any weapon; else
    the move's type listed (or lent by a bonus to Defensive pages), the part it guards, or
    (underneath) the seat fighting from underneath."""
    if attack.special == "weapon":
        return "defensive" in info.tags
    return attack.move_type in listed_counters(state, seat, info) or \
        guards_the_part(state, info, attack) or \
        underneath and from_underneath(state, seat, info)


def guards_the_part(state, info, attack) -> bool:
    """Edition 7 on: a Defensive page also counters any move aimed at the body part it works
    (Forearm Shield, an arm page, stops every move at the arm)."""
    return guards_its_part(state.rules) and "defensive" in info.tags and \
        attack.target is not None and attack.target == info.target


def from_underneath(state, seat: int, info) -> bool:
    """Edition 9 on: a Superstar under half their starting HP, and not beaten (0 HP), counters
    any move with any Defensive page (they fight from underneath)."""
    return "defensive" in info.tags and underneath_now(state, seat)


def underneath_now(state, seat: int) -> bool:
    """Whether the seat fights from underneath now (edition 9 on: under half their starting
    HP and not beaten), so any of its Defensive pages counters any move."""
    side = state.sides[seat]
    return fights_from_underneath(state.rules) and 0 < side.hp and side.hp * 2 < side.max_hp


def dead_hand(state, seat: int) -> bool:
    """No page in the hand could be played now, even with the momentum to pay for it."""
    hand = state.sides[seat].hand
    return bool(hand) and all(play_blocker(state, seat, p, paying=False) for p in hand)


def pin_cost(side) -> int:
    """ADV-18: the Pin button costs 1 Attitude per earlier failed press."""
    return side.failed_pins


def after_a_kick_out(side) -> tuple[int, int]:
    """ADV-18: what the Pin button would cost after one more failed press, and the Attitude
    this press leaves (it costs one per earlier failed press)."""
    return side.failed_pins + 1, side.momentum[MOMENTUM.index("attitude")] - pin_cost(side)


def pin_blocker(state, seat: int, short: bool = False) -> str | None:
    """Why the seat cannot press the Pin button now, or None (short: in a few words, for the
    button itself)."""
    me, foe = state.sides[seat], state.sides[1 - seat]
    if me.at_ringside or foe.at_ringside:  # ('only in the ring' read wrong to one in the ring
        # with the foe outside: session 63's play-test)
        who = "you're outside" if me.at_ringside else "foe outside"
        return f"{who}: ring only" if short else \
            ("You can only pin in the ring." if me.at_ringside else
             "Your foe is outside: you can only pin in the ring.")
    if state.rules.showdown and not foe.on_mat and not finisher_lately(state, seat):
        return "needs the foe down" if short else \
            "In a Showdown you can pin only a foe on the mat, or after a Finisher."
    if not_yet_in(state, 1 - seat):
        return "foe's turn first" if short else \
            "Your foe hasn't had a turn yet: no pin counts until they have (unless they're at 0 HP)."
    cost, have = pin_cost(me), me.momentum[MOMENTUM.index("attitude")]
    if have < cost:  # (what is held too: 'no pin now: The Pin button now costs 1 Attitude'
        return f"costs {cost} Attitude" if short else \
            f"The Pin now costs {cost} Attitude; you have {have}."  # puzzled: session 65)
    return None


def finisher_lately(state, seat: int) -> bool:
    """ADV-7: the seat connected with a Finisher this turn or last turn."""
    return finisher_within(state.sides[seat].last_move, state.turn)


def finisher_within(last_move, turn: int) -> bool:
    """True when this last move (turn, page, damage, tags) is a Finisher of this turn or last."""
    return last_move is not None and turn - last_move[0] <= 1 and "finisher" in last_move[3]


def pins(info) -> bool:
    """True when a page pins for you (a pin effect)."""
    return any(e.do == "pin" for e in info.effects)


FOE_NEEDS = {"standing": "standing", "mat": "down on the mat", "any": ""}
PLACE_NEEDS = {"together": "in the same place as you", "ringside": "at ringside", "any": ""}


def page_needs(rules, card) -> str:
    """What a page needs before it can be played, in words for its hover ('' for nothing): where
    the foe must be and where you both must be (where_blocker), ADV-7 for a page that pins in a
    Showdown (page_pin_blocker), and what blocks a special (play_blocker)."""
    tags = set(card.tags)
    if card.kind == "momentum":
        return ""
    if "defensive" in tags:
        return "Played only to counter a move."
    needs = []
    pinning = any(e.do == "pin" for e in card.effects)
    if card.kind == "move":
        foe = card.requires.foe
        if foe == "standing" and pinning and rules.showdown \
                and pinning_pages_reach_the_mat(rules):
            foe = "any"  # a pin reaches a foe on the mat too (pins_on_the_mat)
        needs += [FOE_NEEDS[foe], PLACE_NEEDS[card.requires.place]]
    elif card.special == "weapon":
        needs.append(PLACE_NEEDS["together"])
        if card.requires.place == "ringside":  # (Broadcast Monitor: out there too)
            needs.append(PLACE_NEEDS["ringside"])
    elif card.requires.place == "ringside":
        needs.append(PLACE_NEEDS["ringside"])
    text = ("Needs the foe " + ", ".join(n for n in needs if n) + ".") if any(needs) else ""
    more = []
    if pinning and rules.showdown and page_pins_obey_adv7(rules) and "finisher" not in tags:
        more.append("It pins: in a Showdown only in the ring, against a foe on the mat or "
                    "after your Finisher.")
    elif pinning:  # (outside, it connected and no pin came, unsaid: session 69's rules audit)
        more.append("Its pin comes only in the ring: outside, only its damage.")
    if card.special == "status" and card.status:
        more.append(f"Only while the foe is not {title(card.status)} yet.")  # ("Not while the
        # foe is already Busted Open" read as a refusal on a card that could be played: session
        # 57's play-test)
    # (an Event's limits are its keyword's help, shown beside: not said twice)
    if card.special == "referee":
        more.append("Referee specials can't be played from a hand.")
    if any(e.do == "turn_weapon" for e in card.effects):
        more.append("Only after a weapon has hit you." if needs_a_weapon(rules, card) else
                    "It turns a weapon back only after one has hit you; without one, the rest "
                    "still works.")
    return " ".join([text] * bool(text) + more)


def page_pin_blocker(state, seat: int, info) -> str | None:
    """ADV-7 for a page that pins (rules edition 5): in a Showdown it is played only in the ring,
    against a foe on the mat (or one the page itself puts down first), or when you connected with
    a Finisher this turn or last turn (or the page is a Finisher)."""
    if not state.rules.showdown or not page_pins_obey_adv7(state.rules) or not pins(info):
        return None
    me, foe = state.sides[seat], state.sides[1 - seat]
    if me.at_ringside or foe.at_ringside:
        return f"{info.name} pins, and you can only pin in the ring."
    if foe.on_mat or finisher_lately(state, seat) or "finisher" in info.tags \
            or floors_before_pinning(info):
        return None
    return f"{info.name} pins: in a Showdown you can pin only a foe on the mat, or after a Finisher."


def floors_before_pinning(info) -> bool:
    """True when the page puts the foe on the mat before its pin."""
    for eff in info.effects:
        if eff.do == "pin":
            return False
        if eff.do == "to_mat":
            return True
    return False


def ringside_blocker(state, seat: int) -> str | None:
    """Why the seat cannot press Move To Ringside now, or None."""
    me, foe = state.sides[seat], state.sides[1 - seat]
    if not state.rules.has_ringside:
        return "There is no Move To Ringside in a Normal match."
    if me.at_ringside or foe.at_ringside:  # ('Someone' was the player: session 69)
        return "You are already at ringside." if me.at_ringside else \
            "Your foe is already at ringside: your ringside moves reach them from the ring."
    if state.rules.showdown:
        if state.turn < AFTER_TURN:
            return "Move To Ringside opens after turn 20 in a Showdown."
        if me.moved_to_ringside:
            return "You have already used Move To Ringside this match."
    return None


def check(state, cmd) -> str | None:
    """The reason the rules refuse this command, or None when it is legal."""
    kind = type(cmd)
    if kind is C.TakeBack:
        return "A take-back is asked of the match (game/match/takeback.py), not of the rules."
    if kind is C.StartMatch:
        return None if state.actions == 0 else "The match has already started."
    if state.actions == 0:
        return "The bell hasn't rung yet."
    if cmd.seat not in (0, 1):
        return "There is no such seat."
    due = injury_seat(state)
    if due is not None:
        if kind is not C.TapOut or cmd.seat != due:
            return "An injured Superstar must first choose a Move card to tap out."
        return tapout_blocker(state, cmd.seat, cmd.card)
    if kind is C.TapOut:
        return "Nobody is waiting to tap out a Move card."
    if state.interview is not None:
        if kind is not C.PlayDrama or cmd.seat != state.interview:
            return "The pre-match Interviews come first."
        if cmd.card and cmd.card not in state.sides[cmd.seat].drama:
            return "That Drama card is not yours to play."
        return None
    if kind is C.PlayDrama:
        return "Drama cards are played in the pre-match Interview."
    if state.over is not None:
        return "The match is over."
    if cmd.seat != state.to_move():
        return "It's your opponent's turn to act." if not state.pending else \
            "Waiting for your opponent to answer the move."
    if state.pending:
        if kind is C.Allow:
            return None
        if kind is C.Counter:
            return counter_blocker(state, cmd.seat, cmd.page)
        return "Answer the move first: counter it or let it through."
    if kind is C.PlayPage:
        return play_blocker(state, cmd.seat, cmd.page)
    if kind is C.Pass:
        return None
    if kind is C.PressPin:
        return pin_blocker(state, cmd.seat)
    if kind is C.MoveToRingside:
        return ringside_blocker(state, cmd.seat)
    if kind is C.ReturnToRing:
        return None if state.sides[cmd.seat].at_ringside else "You are already in the ring."
    if kind is C.SpendCrowd:
        if state.sides[cmd.seat].crowd_points < CROWD_ABILITY_COST:
            return f"You need {CROWD_ABILITY_COST} Crowd Points."
        return crowd_blocker(state, cmd.seat)
    if kind in (C.Counter, C.Allow):
        return "There is no move to answer."
    return "Unknown command."


def crowd_blocker(state, seat: int) -> str | None:
    """Edition 5: why the 2-Crowd-Point ability would do nothing now, or None (a Sneak Attack on
    a foe already injured or with no Move card left to tap out; a Comeback at full HP with no
    Status to shake off). Earlier editions took the points anyway."""
    if not refuses_idle_crowd_ability(state.rules):
        return None
    side, foe = state.sides[seat], state.sides[1 - seat]
    if state.cat.lib.superstars[side.superstar].persona == "antagonist":
        if foe.injury_due >= foe.tapped.count(False):
            return "Your foe has no Move card left to tap out: a Sneak Attack would do nothing."
        if foe.injured() and not state.option("ooh_gotta_hurt"):  # (which card says so: a
            cards = state.cat.lib.move_cards  # newcomer saw no sign of it, session 70)
            out = [cards[m].name for m, t in zip(foe.move_cards, foe.tapped) if t and m in cards]
            what = f"{out[0]} is tapped out" if out else "a tap-out is owed"
            return f"Your foe is already injured: {what}, so a Sneak Attack would do nothing."
        return None
    if side.hp >= side.max_hp and not side.statuses:
        return "You are at full HP with no Status: a Comeback would do nothing."
    return None


def injury_seat(state) -> int | None:
    """The seat that must choose a Move card to tap out, if any."""
    for seat, side in enumerate(state.sides):
        if side.injury_due:
            return seat
    return None


def tapout_blocker(state, seat: int, card: int) -> str | None:
    """Why this Move card cannot be tapped out, or None."""
    side = state.sides[seat]
    if not 0 <= card < len(side.move_cards):
        return "There is no such Move card."
    if side.tapped[card]:
        return "That Move card is already tapped out."
    return None


def actor(state) -> int | None:
    """The seat that must act now (None before the bell or after the match)."""
    due = injury_seat(state)
    if due is not None:
        return due
    if state.actions == 0:
        return None
    if state.interview is not None:
        return state.interview
    if state.over is not None:
        return None
    return state.to_move()


def legal_commands(state, seat: int) -> list:
    """Every command the seat may give now."""
    if actor(state) != seat:
        return []
    if injury_seat(state) == seat:
        side = state.sides[seat]
        return [C.TapOut(seat, i) for i, t in enumerate(side.tapped) if not t]
    side = state.sides[seat]
    if state.interview is not None:
        return [C.PlayDrama(seat, "")] + [C.PlayDrama(seat, d) for d in side.drama]
    if state.pending:
        out = [C.Allow(seat)]
        out.extend(C.Counter(seat, p) for p in side.hand
                   if counter_blocker(state, seat, p) is None)
        return out
    out = [C.PlayPage(seat, p) for p in side.hand if play_blocker(state, seat, p) is None]
    out.append(C.Pass(seat))
    if pin_blocker(state, seat) is None:
        out.append(C.PressPin(seat))
    if ringside_blocker(state, seat) is None:
        out.append(C.MoveToRingside(seat))
    if side.at_ringside:
        out.append(C.ReturnToRing(seat))
    if side.crowd_points >= CROWD_ABILITY_COST and crowd_blocker(state, seat) is None:
        out.append(C.SpendCrowd(seat))
    return out
