"""The Pin button's one short reason: its chance and the term that decides it, in words.

    "no chance yet: they have over a tenth of their HP and the foe's lead of 13 momentum"
    "62%: they are down at 0 HP"

and a shorter form of it for the button itself ("no chance: HP over a tenth, foe 13
momentum ahead"), the long one for its tooltip.
"""
from __future__ import annotations

from . import commands as C
from . import events as E
from .chances import NO_TURN_YET, final_chance, not_yet_in, pin_terms
from .editions import own_pin_formula
from .legal import pin_blocker, pins, play_blocker
from .trial import decided, trial_copy, trial_of

LOW_PIN = 10  # a pin at this chance or less is told by what holds it down ('1%: your last
# move hit hard' hid a foe 10 momentum ahead: session 71's newcomer)

HP_LINES = (  # the foe's share of starting HP, as the base term says it (both formulas)
    (2, "they have half their HP or more"),
    (4, "they have a fourth of their HP or more"),
    (10, "they have over a tenth of their HP"),
)


def hp_words(hp: int, start: int, showdown: bool = False) -> str:
    """Where the foe's HP stands against the lines of the base term (a Showdown's ADV-13 draws
    its tenth line on the other side of exactly a tenth).

    >>> hp_words(20, 40), hp_words(10, 40), hp_words(9, 40), hp_words(4, 40), hp_words(0, 40)
    ('they have half their HP or more', 'they have a fourth of their HP or more', 'they have over a tenth of their HP', 'they are at a tenth of their HP or less', 'they are down at 0 HP')
    >>> hp_words(4, 40, showdown=True), hp_words(3, 40, showdown=True)
    ('they have a tenth of their HP or more', 'they are under a tenth of their HP')
    """
    if hp <= 0:
        return "they are down at 0 HP"
    if hp * 2 >= start:
        return HP_LINES[0][1]
    if hp * 4 >= start:
        return HP_LINES[1][1]
    if showdown:
        return "they have a tenth of their HP or more" if hp * 10 >= start else \
            "they are under a tenth of their HP"
    if hp * 10 > start:
        return HP_LINES[2][1]
    return "they are at a tenth of their HP or less"


SHORT_HP = {  # hp_words as the button has room for them
    "they have half their HP or more": "HP half or more",
    "they have a fourth of their HP or more": "HP a fourth or more",
    "they have over a tenth of their HP": "HP over a tenth",
    "they are at a tenth of their HP or less": "HP a tenth or less",
    "they have a tenth of their HP or more": "HP a tenth or more",
    "they are under a tenth of their HP": "HP under a tenth",
    "they are down at 0 HP": "foe at 0 HP",
}


LIFT_HP = {  # hp_words where the HP term lifts the pin: how low the foe is (long, short)
    "they have over a tenth of their HP": ("they are under a fourth of their HP",
                                           "foe under a fourth HP"),
    "they are at a tenth of their HP or less": ("they are at a tenth of their HP or less",
                                                "foe HP a tenth or less"),
    "they are under a tenth of their HP": ("they are under a tenth of their HP",
                                           "foe HP under a tenth"),
    "they are down at 0 HP": ("they are down at 0 HP", "foe at 0 HP"),
}


TERM_NAMES = {"turns": "moves so far (1 per 2)"}  # ('turns: +9%' counted moves: session 60;
# the tutorial's pin lesson said 'turns +5' still: session 76)


def term_name(name: str) -> str:
    """A chance's term as a player reads it."""
    return TERM_NAMES.get(name, name)


LIFTS = {"finisher": "your Finisher just hit", "statuses": "their Statuses",
         "move damage": "your last move hit hard"}


def finisher_lasts(state, seat: int) -> str:
    """How long ADV-16's Finisher +20 still counts for the seat's pins: only while the Finisher
    is its last connected move, and only the turn it hit and the next ('' when it is not on)."""
    last = state.sides[seat].last_move
    if last is None or "finisher" not in last[3] or state.turn - last[0] > 1:
        return ""
    return "this turn only" if state.turn > last[0] else "this turn and next"


LASTS = {"this turn only": ("only if you pin now: any page first loses it", "pin now"),
         "this turn and next": ("if you pin now or after one more page (not a move that "
                                "connects); a second page loses it", "now or next page")}
# (a turn is one page, pin or pass: a newcomer read "this turn" as the whole spell in control
# and played two momentum pages first, the pin falling from 49% to 17%: session 65)


def _term_words(name: str, value: int, state, seat: int, short: bool, lifts: bool) -> str:
    """A pin term in a few words: one that lifts the pin, or one that holds it down."""
    me, foe = state.sides[seat], state.sides[1 - seat]
    if name == "finisher" and lifts and finisher_lasts(state, seat):
        lasts = LASTS[finisher_lasts(state, seat)]
        if short:
            return f"Finisher +{value}, {lasts[1]}"
        return f"your Finisher just hit: +{value} {lasts[0]}"
    if name == "base (HP)":
        words = hp_words(foe.hp, foe.max_hp, not own_pin_formula(state.rules))  # (ADV-13's
        # lines: a Showdown, and every match type before edition 7)
        if lifts and words in LIFT_HP:  # ('80%: HP over a tenth' read as a reason against)
            return LIFT_HP[words][short]
        return SHORT_HP[words] if short else words
    if name == "momentum":
        lead = me.total_momentum() - foe.total_momentum()
        if lifts:
            return f"you hold {lead} more momentum"
        return f"foe {-lead} momentum ahead" if short else \
            f"the foe's lead of {-lead} momentum"  # ("foe +20 momentum" read as what a press
        # gives the foe: session 72's play-test; "the foe's 12 more momentum": session 74's)
    if name == "bonuses" and lifts:  # ('4%: bonuses +10%' named no card: session 71)
        return f"card bonuses +{value}%" if short else \
            f"pin bonuses of your Move cards or the referee: +{value}%"
    if name == "turns" and lifts:  # ('6%: turns +6%' named it nowhere else so: session 65)
        return f"moves so far +{value}%" if short else f"the moves connected so far: +{value}%"
    if lifts:
        return LIFTS.get(name, f"{name} +{value}%")
    if name.startswith("no referee"):
        return "no referee to count"
    if name == NO_TURN_YET:
        return "foe's turn first" if short else "your foe hasn't had a turn yet"
    return "a card holds pins down"


def pin_reason(state, seat: int, short: bool = False) -> str:
    """The seat's pin chance now and one short reason, for the Pin button's tooltip (short:
    fewer words, for the button itself)."""
    terms = pin_terms(state, seat)
    chance = final_chance(terms)
    blocked = pin_blocker(state, seat, short)
    if blocked and not_yet_in(state, 1 - seat):  # (the whole reason: no term's number helps)
        return blocked
    if short and blocked:  # (a chance on the button of a pin the rules forbid misled: outside,
        return blocked  # session 56's play-test; a Showdown's foe standing, session 59's)
    if chance <= 0:
        down = sorted((t for t in terms if t[1] < 0), key=lambda t: t[1])[:1 if short else 2]
        words = [_term_words(n, v, state, seat, short, False) for n, v in down] or \
            ["the terms add up to 0%"]
        text = ("no chance: " if short else "no chance yet: ") + " and ".join(words)  # (the
        # button says the term that holds it down most: two were cut, 'HP over a fourth, foe
        # +12 moment...', at 1280x720 in sessions 50 and 57's play-tests; the tooltip says both)
    else:
        best, worst = max(terms, key=lambda t: t[1]), min(terms, key=lambda t: t[1])
        low = chance <= LOW_PIN and worst[1] < 0
        if low and short:
            text = f"{chance}%: " + _term_words(worst[0], worst[1], state, seat, short, False)
        else:
            text = f"{chance}%: " + _term_words(best[0], best[1], state, seat, short, True)
        if low and not short:
            text += "; held down by " + _term_words(worst[0], worst[1], state, seat, False,
                                                    False)
        bonus = dict(terms).get("finisher")
        if bonus and best[0] != "finisher" and finisher_lasts(state, seat) and not short:
            text += f"; the Finisher's +{bonus} counts {LASTS[finisher_lasts(state, seat)][0]}"
    if blocked and not short:
        text += f" ({blocked.rstrip('.')})"
    return text


def page_pin_chance(state, seat: int, page: int) -> int | None:
    """The pin chance a page that pins would have if the seat played it now and the foe let it
    through: played on a copy of the match with other dice than the match's (so the preview
    tells nothing of a real roll; an automatic effect may still change it). None for a page
    that does not pin, can't be played now, or whose pin would not come."""
    if page not in state.sides[seat].hand or not pins(state.info(page)):
        return None
    return _trial_chance(state, seat, page, E.PinAttempted)


def page_submission_chance(state, seat: int, page: int) -> int | None:
    """The submission chance a Hold would have if the seat played it now and the foe let it
    through (as page_pin_chance: a copy of the match, other dice); None for any other page or
    one that can't be played now (a submission won with no chance shown: session 58)."""
    if page not in state.sides[seat].hand or "hold" not in state.info(page).tags:
        return None
    return _trial_chance(state, seat, page, E.SubmissionAttempted)


def pin_after_page(state, seat: int, page: int) -> tuple | None:
    """The Pin's chance now and after the seat plays a page that is not a move (its momentum
    paid or gained, a last move's bonus lapsed), as (now, after, the term that moved most), on
    a copy of the match with other dice; None for a move, a page that can't be played now, or
    a Pin not pressable after it (a momentum page's cost lowering the Pin went unsaid: session
    72's play-test)."""
    if state.over is not None or state.pending is not None or state.to_move() != seat \
            or page not in state.sides[seat].hand or state.info(page).is_move \
            or play_blocker(state, seat, page) is not None:
        return None
    trial = trial_of(state, C.PlayPage(seat, page))
    if trial is None or trial.over is not None or trial.pending is not None \
            or trial.to_move() != seat or pin_blocker(trial, seat) is not None:
        return None
    before, after = dict(pin_terms(state, seat)), dict(pin_terms(trial, seat))
    now = max(0, final_chance(before.items())) if pin_blocker(state, seat) is None else 0
    moved = max(set(before) | set(after), key=lambda name: (
        abs(after.get(name, 0) - before.get(name, 0)), name))
    return now, max(0, final_chance(after.items())), moved


def pin_if_passed(state, seat: int) -> int:
    """The foe's pin chance once the seat passes and the foe takes control (the Pass's momentum
    counted), on a copy of the match with other dice; 0 when the foe could not press the Pin
    then (a player passed at 6 of 33 HP and was pinned at once, unwarned: session 73)."""
    if state.over is not None or state.pending is not None or state.to_move() != seat:
        return 0
    trial = trial_of(state, C.Pass(seat))
    foe = 1 - seat
    if trial is None or trial.over is not None or trial.pending is not None \
            or trial.to_move() != foe or pin_blocker(trial, foe) is not None:
        return 0
    return max(0, final_chance(pin_terms(trial, foe)))


def pin_if_landed(state, seat: int, page: int) -> int:
    """The foe's pin chance once this move lands unanswered and they fight back and take
    control, on a copy of the match with other dice; 0 when they could not press the Pin then
    (a third move handed a foe control and they pinned at 30% at once, unwarned: session 78)."""
    from .apply import apply_in_place
    if state.over is not None or state.pending is not None or state.to_move() != seat \
            or play_blocker(state, seat, page) is not None:
        return 0
    trial, foe = trial_copy(state), 1 - seat
    for cmd in (C.PlayPage(seat, page), C.Allow(foe)):
        events = decided(trial, cmd)
        if events is None:
            return 0
        for ev in events:
            apply_in_place(trial, ev)
        if trial.over is not None or trial.pending is None:
            break
    if trial.over is not None or trial.pending is not None or trial.to_move() != foe \
            or pin_blocker(trial, foe) is not None:
        return 0
    return max(0, final_chance(pin_terms(trial, foe)))


def _trial_chance(state, seat: int, page: int, attempt) -> int | None:
    """The chance of the seat's `attempt` event (a pin, a submission) when the page is played
    now and let through, on a copy of the match with other dice; None when it would not come."""
    from .apply import apply_in_place
    if state.over is not None or state.pending is not None or state.to_move() != seat \
            or play_blocker(state, seat, page) is not None:
        return None
    trial = trial_copy(state)
    for cmd in (C.PlayPage(seat, page), C.Allow(1 - seat)):
        events = decided(trial, cmd)
        if events is None:
            return None
        for ev in events:
            if type(ev) is attempt and ev.seat == seat:
                return max(0, ev.chance)
            apply_in_place(trial, ev)
        if trial.over is not None or trial.pending is None:
            return None
    return None


def said_of(text: str, name: str) -> str:
    """A pin reason about a Superstar nobody at the screen plays: 'you hold' and 'your' become
    their name.

    >>> said_of("32%: you hold 8 more momentum; your Finisher just hit", "Mack Doyle")
    "32%: Mack Doyle holds 8 more momentum; Mack Doyle's Finisher just hit"
    """
    return text.replace("you hold", f"{name} holds").replace("your ", f"{name}'s ")

