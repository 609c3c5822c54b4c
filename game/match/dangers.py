"""Dangers shown before they bite: a count-out an action would bring, a pin that is on, an
ability that would do nothing (pure; the table asks, the rules decide).

    counted_out_by(state, seat, cmd) -> True when the action leaves the seat outside for the
                                        count that ends the match at the end of this turn
    countout_warning(state, seat)    -> the prompt's warning on the last count, or None
    pin_on(state, seat)              -> the pin chance when the foe is at 0 HP, else None
    crowd_blocker(state, seat)       -> why the 2-Crowd-Point ability would do nothing (legal.py)
    who_is_counted(state, seat)      -> who the referee counts at the end of a turn begun with
                                        `seat` in control
    ends_the_string(state, seat, page) -> what happens when this move lands as the last of a
                                        string (the foe fights back), or None
    gain_lost(state, seat, page)     -> what a momentum page's gain loses to the caps, or None
    draws_short(state, seat, page)   -> what a page that draws loses to a full hand, or None
    grows_short(state, seat, page)   -> what a page that draws can't grow the hand by, or None
    counter_risk(state, seat, page)  -> the chance the foe holds a page that counters this move,
                                        from what the seat can see, or None
    dq_risk(state, seat, page)       -> the disqualification a page risks (its warnings, a
                                        weapon), in words, or None
"""
from __future__ import annotations

from math import comb

from ..library.words import MOMENTUM, plural, title
from . import commands as C
from . import events as E
from .chances import (countout_limit, dq_chance, dq_rate, extra_warnings, final_chance,
                      last_move_terms, pin_terms, weapons_legal)
from .editions import (beaten_take_no_control, counts_both_outside, draws_grow_the_hand,
                       foe_fights_back, hand_size, page_pins_obey_adv7, string_limit)
from .legal import counters_move, crowd_blocker, pin_blocker, pins  # noqa: F401 (crowd_blocker)
from .referees import distraction_turns, referee_name
from .state import HAND_BONUS_MAX, HAND_SIZE

COUNTED_OUT = "you will be counted out"


def counted_out_by(state, seat: int, cmd) -> bool:
    """True when, after this command, the seat is outside when the referee counts them at the
    end of the turn, one count past the limit: the match is lost by count-out."""
    side = state.sides[seat]
    if state.over is not None or state.pending is not None or state.to_move() != seat:
        return False
    if isinstance(cmd, (C.ReturnToRing, C.PressPin)):
        return False  # back in the ring; a pin is only pressed in the ring
    outside = side.at_ringside or isinstance(cmd, C.MoveToRingside)
    counted = 1 if outside else 0
    turns = 0 if isinstance(cmd, C.MoveToRingside) else side.ringside_turns
    return outside and turns + counted > countout_limit(state)


def countout_warning(state, seat: int) -> str | None:
    """The warning for a seat on its last count outside: only Return to Ring saves the match."""
    if counted_out_by(state, seat, C.Pass(seat)):
        return "Last count: anything but Return to Ring and " + COUNTED_OUT
    return None


def pin_on(state, seat: int) -> int | None:
    """The seat's pin chance when the foe is at 0 HP and the Pin button may be pressed now."""
    if state.sides[1 - seat].hp > 0 or pin_blocker(state, seat) is not None:
        return None
    return max(0, final_chance(pin_terms(state, seat)))


def pin_bonus_lapses(state, seat: int) -> int:
    """The pin chance the seat's last move adds (ADV-16: it counts this turn or last) that any
    command but the Pin would let lapse, while the Pin may be pressed now at a chance above 0
    (two newcomers watched their pin fall from 22% to 14% over pages played after a move:
    session 64's play-tests); 0 otherwise."""
    if pin_blocker(state, seat) is not None or final_chance(pin_terms(state, seat)) <= 0:
        return 0
    last = state.sides[seat].last_move
    now, later = (sum(v for _, v in last_move_terms(last, turn)) for turn in
                  (state.turn, state.turn + 1))
    return max(0, now - later)


def who_is_counted(state, seat: int) -> tuple:
    """Who the referee counts at the end of a turn begun with `seat` in control: that
    Superstar, if they are at ringside. Only they could have climbed back in, so a Superstar
    thrown out, or handed control while outside, gets to act first, and nobody is counted out
    for turns the foe kept them from acting (with both outside, the one in control is counted;
    in the editions that count both, both). Edition 8 on, a beaten Superstar (0 HP) outside is
    counted every turn."""
    sides = state.sides
    if counts_both_outside(state.rules) and sides[0].at_ringside and sides[1].at_ringside:
        return (0, 1)
    out = (seat,) if sides[seat].at_ringside else ()
    foe = 1 - seat
    if sides[foe].at_ringside and sides[foe].hp == 0 and beaten_take_no_control(state.rules):
        out = tuple(sorted(out + (foe,)))
    return out


def ends_the_string(state, seat: int, page: int) -> str | None:
    """Words for a move that, landing now, is the last of the seat's string: the foe fights
    back and takes control after it while they keep a fourth of their HP (a counter counts as
    a string's first move, which the log alone told: session 57's play-test); else None."""
    foe, info = state.sides[1 - seat], state.info(page)
    if not foe_fights_back(state.rules) or state.pending is not None or \
            state.control != seat or not info.is_move or foe.hp * 4 < foe.max_hp:
        return None
    done = state.string_count if state.string_seat == seat else 0
    if done + 1 < string_limit(state.rules):
        return None
    words = f"Move {done + 1} in a row: once it lands, the foe fights back and takes control " \
        "(unless it leaves them under a fourth of their HP)."
    if state.rules.showdown and "finisher" in info.tags:  # (ADV-7's pin after it never came:
        words += " If they keep a fourth, they get back up: this Finisher opens no pin."  # (s62)
    return words


def repeats_a_type(state, seat: int, page: int) -> str | None:
    """Words for a move of a type the seat's string already holds: landing, it gives the foe a
    Crowd Point (a newcomer met it only in the log: session 60's play-test); else None."""
    info = state.info(page)
    if not info.is_move or state.pending is not None or state.string_seat != seat or \
            info.move_type not in state.string_types:
        return None
    last = state.sides[seat].last_move
    before = state.info(last[1]) if last is not None else None
    counter = f" ({before.name}, your counter, was {title(info.move_type)} too)" \
        if before is not None and "defensive" in before.tags and \
        before.move_type == info.move_type else ""  # (a Defensive page's own type, met
    # unexplained after a counter: session 72's play-test)
    return f"{title(info.move_type)} again in this string{counter}: if it lands, the crowd " \
        "tires of it and gives the foe a Crowd Point."


def _gains(state, seat: int, page: int) -> list | None:
    """A momentum page's gains as (kind, gain, what the caps let it gain, cap); None for any
    other page."""
    info, side = state.info(page), state.sides[seat]
    if info.kind != "momentum":
        return None
    after = [m - c for m, c in zip(side.momentum, info.cost)]
    return [(MOMENTUM[i], a, min(a, max(0, cap - m)), cap)
            for i, (m, cap, a) in enumerate(zip(after, side.caps, info.gain)) if a > 0]


def gains_nothing(state, seat: int, page: int) -> bool:
    """True for a momentum page every gain of which the caps cut to nothing."""
    cut = _gains(state, seat, page)
    return bool(cut) and not any(got for _, _, got, _ in cut)


def makes_room(state, seat: int) -> bool:
    """True when a page played now is made up at the turn's end: the hand refills below full."""
    side = state.sides[seat]
    return len(side.hand) <= hand_size(state.rules, HAND_SIZE) + side.hand_bonus


def does_nothing(state, seat: int, page: int) -> bool:
    """True for a page, not a move, that would change nothing if played now but go to the
    discard pile or into play (Shake It Off at full HP with no Status: tagged only after it was
    played, session 74's play-test), read on a copy of the match with other dice up to the
    turn's end (the hands' refill there is not its doing: the foe's hid the tag, session 75); a
    momentum page is gains_nothing's."""
    from .trial import decided, trial_copy
    info = state.info(page)
    if info.is_move or info.kind == "momentum" or state.pending is not None \
            or state.to_move() != seat:
        return False
    events = [ev for ev in decided(trial_copy(state), C.PlayPage(seat, page)) or ()
              if type(ev) is not E.Acted]
    ended = next((i for i, ev in enumerate(events) if type(ev) is E.TurnEnded), len(events))
    said = [type(ev) for ev in events[:ended]]  # (an Event only enters play: Medic Check at
    return said in ([E.PagePlayed], [E.PagePlayed, E.EventEntered]) \
        and events[0].to != "pending"  # full HP, session 77's play-test)


def gain_lost(state, seat: int, page: int) -> str | None:
    """Words for a momentum page whose gain the caps cut ('At the cap (Strength 9/9): Iron Will
    gains nothing.'; a newcomer's Knuckle Crack gained +1 of its +3 unsaid: session 58's
    play-test), else None."""
    info, cut = state.info(page), _gains(state, seat, page)
    if cut is None or all(got == a for _, a, got, _ in cut):
        return None
    if not any(got for _, _, got, _ in cut):
        full = ", ".join(f"{title(k)} {cap}/{cap}" for k, _, _, cap in cut)
        return f"At the cap ({full}): {info.name} gains nothing."
    return f"{info.name} gains " + ", ".join(  # ('+0 Strength of +1': session 66)
        f"only +{got} of its +{a} {title(k)}" if got else f"no {title(k)} of its +{a}"
        for k, a, got, _ in cut if got < a) + " (the caps)."


def draws_short(state, seat: int, page: int) -> str | None:
    """Words for a page that draws fewer pages than it says: the hand holds 9 at most, or the
    playbook and discard pile run dry (Scout the Tape at a full hand drew 1 of its 2, unsaid:
    session 70's newcomer); else None."""
    info, side = state.info(page), state.sides[seat]
    count = sum(e.count for e in info.effects if e.do == "draw")
    if not count or not draws_grow_the_hand(state.rules):
        return None
    bonus = side.hand_bonus + min(count, HAND_BONUS_MAX - side.hand_bonus)
    full = hand_size(state.rules, HAND_SIZE) + bonus
    room = full - (len(side.hand) - 1)  # (the page itself leaves the hand first)
    drawn = max(0, min(count, room, len(side.playbook) + len(side.discard) + 1))
    if drawn == count:
        return None
    why = f"your hand holds {full} pages at most" if drawn == room else \
        "your playbook and discard pile are nearly empty"
    got = f"only {drawn} of its" if drawn else "none of its"
    return f"{info.name} draws {got} {plural(count, 'page')}: {why}."


def grows_short(state, seat: int, page: int) -> str | None:
    """Words for a page that draws while the hand can't grow by all it draws for the match (it
    holds HAND_BONUS_MAX more at most: Commentary Hype's "holds 2 more" grew a hand by 1,
    unsaid but in the log: session 72's newcomer); else None."""
    info, side = state.info(page), state.sides[seat]
    count = sum(e.count for e in info.effects if e.do == "draw")
    if not count or not draws_grow_the_hand(state.rules):
        return None
    grow = max(0, min(count, HAND_BONUS_MAX - side.hand_bonus))
    if grow == count:
        return None
    most = hand_size(state.rules, HAND_SIZE) + HAND_BONUS_MAX
    by = f"by only {grow}" if grow else "no more"
    return f"{info.name} draws {plural(count, 'page')}, but your hand grows {by} for the " \
        f"match: it holds {most} at most."


def leadoff_held(state, log, seat: int) -> bool:
    """Whether the seat's hand may still hold the leadoff pages it opened with: before turn 10
    and no regroup since the bell (a fresh hand holds none: the hover still said so after a
    foe regrouped, session 64's play-test)."""
    return state.turn < EARLY_TURNS and not any(
        type(e) is E.HandRegrouped and e.seat == seat for entry in log for e in entry.events)


def counter_risk(state, seat: int, page: int,
                 leadoff: bool | None = None) -> tuple[int, int, int] | None:
    """For a move (or weapon) the seat could play now: the chance in percent that the foe's
    hand holds a page that counters it, with how many of the foe's unseen pages could and how
    many are unseen; None for any other page. Read only from what the seat sees: the foe's hand
    and playbook pooled (a hand of that size dealt from the pool), their momentum, HP and
    statuses (a newcomer met counter after counter with no sense of the odds: session 59).
    leadoff: the foe's hand may still hold its leadoff pages (leadoff_held; None: before turn
    10). A Defensive page, played only as a counter, has no risk to tell."""
    info = state.info(page)
    if not (info.is_move or info.special == "weapon") or "defensive" in info.tags:
        return None
    foe = state.sides[1 - seat]
    pool = foe.hand + foe.playbook
    could = 0 if "stunned" in foe.statuses else sum(
        1 for p in pool if counters_move(state, 1 - seat, state.info(p), info) and
        foe.can_pay(state.info(p).cost))
    held, unseen = len(foe.hand), len(pool)
    early = state.turn < EARLY_TURNS if leadoff is None else leadoff
    odds = LEADOFF_ODDS if early else 1
    return round(100 * (1 - none_held(could, unseen, held, odds))), could, unseen


EARLY_TURNS = 10  # before it, the foe's hand still holds its leadoff pages: a page that
LEADOFF_ODDS = 2  # counters is twice as likely in it as another (tools/counter_risk_check.py)


def none_held(could: int, unseen: int, held: int, odds: float = 1) -> float:
    """The chance a hand of `held` pages from `unseen` holds none of the `could` that counter,
    each of them `odds` times as likely to be in it as another page (1: a uniform deal;
    Fisher's noncentral hypergeometric)."""
    rest = unseen - could
    if held > rest:
        return 0.0
    return comb(rest, held) / sum(comb(could, x) * comb(rest, held - x) * odds ** x
                                  for x in range(min(could, held) + 1) if held - x <= rest)


def dq_risk(state, seat: int, page: int) -> str | None:
    """Words for the DQ a page risks if it lands: the warnings it gives bringing the seat to the
    referee's line (ADV-19), a weapon's own roll; None when it risks none (a sixth warning came
    with no word before it and disqualified a newcomer: session 59's play-test)."""
    info, side = state.info(page), state.sides[seat]
    warned = sum(e.count for e in info.effects if e.do == "warnings")
    weapon = info.card.weapon.dq_risk if info.special == "weapon" and \
        not weapons_legal(state) else 0
    said = []
    if weapon:
        said.append(f"the weapon itself risks a DQ: {weapon}%")
    if warned and not state.ref_distracted():
        total = side.warnings + warned + extra_warnings(state)
        chance = dq_chance(total, dq_rate(state))
        if chance:
            said.append(f"its {warned} warning{'s' * (warned > 1)} "
                        f"bring{'s' * (warned == 1)} you to {total}: a {chance}% chance of a DQ")
    if not said:
        return None
    return "If it lands, " + "; and ".join(said) + "."


def read_in(before, state, pages):
    """The state a command's rule facts are read in: the one it was given, when it holds these
    page instances (a table's last state can lag one changed by hand), else the state now."""
    if before is not None and all(0 <= p < len(before.pages) for p in pages):
        return before
    return state


def pin_withheld(state, events, i: int) -> tuple | None:
    """(the pinner's seat, words) for a page that pins whose pin never came in this command (the rules skip it:
    someone outside, or ADV-7 in a Showdown; the log was silent: session 62's audit), said at
    the command's last event before the turn's end, after what happened; None when it came,
    the match ended first, the page does not pin, or events[i] is not that last event."""
    last = max((k for k, e in enumerate(events) if type(e) is not E.TurnEnded), default=-1)
    if i != last:
        return None
    hits = [k for k, e in enumerate(events)
            if type(e) is E.MoveConnected and pins(state.info(e.page))]
    if not hits:
        return None
    ev, later = events[hits[-1]], events[hits[-1] + 1:]
    if any(type(e) in (E.PinAttempted, E.MatchEnded) for e in later):
        return None
    name = state.info(ev.page).name
    out = [e.seat for e in later if type(e) is E.WentToRingside]
    if out:
        who = "the foe" if out[0] != ev.seat else "they"
        return ev.seat, f"{name}'s pin never comes: {who} went outside first."
    if state.rules.showdown and page_pins_obey_adv7(state.rules) and not any(
            s.at_ringside for s in state.sides):
        return ev.seat, f"{name}'s pin never comes: in a Showdown a pin needs the foe down " \
            "on the mat or a Finisher this turn or last."  # (no rule id: session 68's newcomer)
    return ev.seat, f"{name}'s pin never comes: pins happen only in the ring."


def thrown_out_already(state, seat: int, page: int) -> str | None:
    """Words for a page that throws the foe out to ringside, played with the foe out there
    already (Apron Shove: it costs its momentum and throws no one: the card audit of session
    63); else None."""
    info = state.info(page)
    if not any(e.do == "to_ringside" for e in info.effects) or \
            not state.sides[1 - seat].at_ringside:
        return None
    return f"Your foe is outside already: {info.name} throws no one out."


def ref_not_fooled(state, seat: int, page: int) -> str | None:
    """Words for a page that distracts the referee, played under a Referee nothing distracts
    (Apron Argument under Prudence Hale cost its momentum and nothing said why: session 68's
    play-test); else None."""
    info = state.info(page)
    if not any(e.do == "distract_ref" for e in info.effects) or distraction_turns(state):
        return None
    return f"{referee_name(state)} can't be distracted: {info.name} distracts no one."


def pin_out_here(state, seat: int, page: int) -> str | None:
    """Words for a page that pins, played with a Superstar outside, where its pin can't come
    (a roll-up was playable at ringside and pinned nobody, unsaid); else None."""
    sides = state.sides
    if not pins(state.info(page)) or not (sides[0].at_ringside or sides[1].at_ringside):
        return None
    return "Out here its pin won't come: pins happen only in the ring."


def strands_the_hand(state, seat: int, page: int) -> str | None:
    """Words for a page that is not a move after which none of the pages left in the hand can
    be played (its own doing: the foe thrown outside, say), so the turn goes on only with what
    a draw brings or a Pass that regroups; else None (an Over the Top left three Defensive
    pages and nothing to play, unwarned: session 73's play-test). Read on a copy of the match
    with other dice; a page that draws is not read."""
    from . import commands as C
    from .legal import dead_hand, play_blocker
    from .trial import trial_of
    info = state.info(page)
    kept = [p for p in state.sides[seat].hand if p != page]
    if info.is_move or any(e.do == "draw" for e in info.effects) or state.over is not None \
            or state.pending is not None or state.to_move() != seat or not kept \
            or dead_hand(state, seat):
        return None
    trial = trial_of(state, C.PlayPage(seat, page))
    if trial is None or trial.over is not None or trial.pending is not None \
            or trial.to_move() != seat \
            or not all(p in trial.sides[seat].hand and play_blocker(trial, seat, p, paying=False)
                       for p in kept):
        return None
    me, foe = trial.sides[seat], trial.sides[1 - seat]
    why = " with your foe outside" if foe.at_ringside and not me.at_ringside else ""
    n = len(kept)
    pages = f"the {n} pages" if n > 1 else "the page"
    return f"After it none of {pages} left in your hand can be played{why}: only pages you " \
        "draw."
