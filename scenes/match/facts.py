"""Facts the table's views draw, read from a table model (pygame-free): a wrestler panel's
numbers, the top bar, the Move cards, card keywords and what a log line is about."""
from __future__ import annotations

from game.library import (MOMENTUM, MOMENTUM_ABBR, TABLE_HELP, keyword_help,
                          page_keyword_help, short_bonus, title)
from game.match import (EARLY_TURNS, UNDERNEATH, counter_risk, counter_why, counters_move,
                        countout_limit, does_nothing, dq_risk, draws_short, ends_the_string,
                        gain_lost, gains_nothing, grows_short, leadoff_held, makes_room,
                        page_needs, page_pin_chance,
                        page_submission_chance, pin_blocker, final_chance, not_yet_in,
                        pin_after_page, pin_bonus_lapses, pin_if_landed, pin_out_here,
                        pin_terms, rank,
                        ref_not_fooled, repeats_a_type, strands_the_hand, thrown_out_already,
                        tier, underneath_now)
from game.match import events as E
from game.match import given_at_the_bell, taken_back, tapped_note as _tapped_note

from scenes.match.log_text import key_numbers, turn_shown

_RANKS: dict = {}  # Move cards -> (Rank, Tier)


def rank_of(model, seat: int) -> tuple[int, str]:
    """The seat's Rank and Tier from its Move cards (cached by the cards)."""
    cards = tuple(model.state.sides[seat].move_cards)
    key = (id(model.source.cat.lib), cards)
    hit = _RANKS.get(key)
    if hit is None:
        try:
            value = rank(model.source.cat.lib, list(cards))
            hit = (value, tier(value))
        except Exception:
            hit = (0, "")
        _RANKS[key] = hit
    return hit


def panel_facts(model, seat: int, badge: str | None = None) -> dict:
    """What a wrestler panel shows (sprites.panel.PanelData's fields but the seat's colour
    and corner)."""
    st = model.state
    side = st.sides[seat]
    star = model.source.cat.lib.superstars[side.superstar]
    rank_v, tier_v = rank_of(model, seat)
    return dict(
        name=star.name, persona=star.persona, style=star.style,
        controller=model.controller_words(seat),
        hp=int(round(model.hp_shown[seat])), max_hp=side.max_hp,
        momentum=tuple(side.momentum), caps=tuple(side.caps), warnings=side.warnings,
        crowd=side.crowd_points, points=side.points, on_mat=side.on_mat,
        at_ringside=side.at_ringside, ringside_turns=side.ringside_turns,
        count_out_after=countout_limit(st), statuses=tuple(side.statuses),
        body=tuple(sorted(side.body.items())), hand=len(side.hand),
        playbook=len(side.playbook), discard=len(side.discard), rank=rank_v, tier=tier_v,
        badge=model.badge(seat) if badge is None else badge)


def holding(model) -> bool:
    """The ring still shows the last command and nobody may answer it yet: the top bar and the
    prompt keep what they told before it (a pin's count is not told by 'Control' or 'over')."""
    if not getattr(model.presenter, "showing", False):
        return False
    a = model.actor()
    return model.state.over is not None or a is None or not model.is_human(a) or model.busy \
        or counting(model.presenter)


def counting_on(model) -> bool:
    """A pin's count or a hold's question has yet to tell its outcome in the ring: input waits
    and the hand and buttons stay dark till then, or a hand lit at the referee's "1..." told a
    kick-out before the ring did (session 51's play-test)."""
    p = getattr(model, "presenter", None)
    return getattr(p, "now", 0.0) < getattr(p, "verdict", 0.0)


INJURY_SEEN = 0.6  # the share of an injury's hurt limb flashing that shows before the person
# is asked which Move card taps out


def injury_on(model, seat: int) -> bool:
    """The ring has yet to show `seat`'s hurt limb flashing (the tap-out chooser opened over
    INJURED! and hid it: session 53's second play-test)."""
    p = getattr(model, "presenter", None)
    now = getattr(p, "now", 0.0)
    return any(c.kind == "limb" and c.seat == seat and (not c.started or
                                                        c.progress(now) < INJURY_SEEN)
               for c in getattr(p, "cues", ()))


def squashed(model, seat: int) -> bool:
    """The seat's newest injury came from losing by a squash (an injury rolled on the last
    command, a weapon's before a DQ, is not one: session 59's play-test)."""
    for entry in reversed(getattr(model.source, "log", ())):
        for ev in entry.events:
            if type(ev) is E.InjuryTaken and ev.seat == seat:
                return ev.cause == "squash"
    return False


def counting(presenter) -> bool:
    """The referee's pin count is on in the ring and has not yet reached its end (the prompt
    said 'your move' at his '1...' of a pin the person then kicked out of: session 48's
    play-test; input still opens within a second)."""
    now = getattr(presenter, "now", 0.0)
    return any(c.data.get("doing") == "counting" and c.data.get("beats")
               and now < c.data["beats"][-1][0] for c in presenter.active("ref"))


def told(model, part: str, now):
    """What the table tells of a part ('top', 'top_key', 'badge0'...): now(), or while holding
    what it last told."""
    kept = getattr(model, "told", None)
    if kept is None:
        kept = model.told = {}
    if part in kept and holding(model):
        return kept[part]
    kept[part] = value = now()
    return value


def badge_shown(model, seat: int, shown: int) -> str:
    """The gold tag on a seat's panel as the table tells it: held with the top bar while the
    ring shows a command, and moved with control as the ring tells it (`shown`: TO ACT stayed
    on the countered Superstar under the top bar's 'Control' of the one who countered:
    session 73's play-test)."""
    held = [told(model, f"badge{s}", lambda s=s: model.badge(s)) for s in (0, 1)]
    if holding(model) and model.state.over is None and held[1 - shown] == "TO ACT" and \
            not held[shown]:
        return "TO ACT" if seat == shown else ""
    return held[seat]


def top_facts(model) -> dict:
    """The top bar: match type, turn, who is in control, the referee and Events in play as
    chips (kind, card, words); held while the ring shows a command (holding)."""
    return _top(model)[1]


def _top(model) -> tuple:
    """The top bar's key and facts, told together: a bar drawn while holding draws the facts
    of the key it was drawn for (told apart, a bar keyed in a frame between two shows and drawn
    in the next show drew the facts kept before: 'Turn 1' for four turns of two AIs)."""
    def now() -> tuple:
        key = _top_key_now(model.state)
        old = getattr(model, "told", {}).get("top")
        return old if old is not None and old[0] == key else (key, _top_now(model))
    return told(model, "top", now)


def _top_now(model) -> dict:
    """The top bar of the state now."""
    st = model.state
    lib = model.source.cat.lib
    chips = []
    if st.referee is not None:
        card = lib.pages.get(st.referee[1])
        if card is not None:
            name = card.name.removeprefix("Referee ")  # not 'Ref: Referee ...'
            away = " (distracted!)" if st.ref_distracted() else ""  # (back himself: edition 16)
            chips.append(("ref", card, f"Ref: {name}{away}"))
    elif st.ref_distracted():
        chips.append(("text", None, "Ref distracted!"))
    for ev in st.events_in_play:
        card = lib.pages.get(ev[1])
        if card is not None:
            chips.append(("event", card, card.name))
    limit = st.rules.turn_limit
    over = st.over is not None
    return dict(match_type=st.rules.match_type, turn=turn_shown(st.turn, over, limit, _how(st)),
                limit=limit, control=st.control,
                control_words="Match over" if over
                else control_words(model, st.control), chips=tuple(chips))


def control_words(model, seat: int) -> str:
    """The top bar's words for who is in control."""
    return f"Control: {model.short(seat)}"


def top_key(model) -> tuple:
    """What the top bar shows (its part of the static layer's key)."""
    return _top(model)[0]


def _top_key_now(st) -> tuple:
    """The top bar's key of the state now."""
    return (st.turn, st.over is not None, st.control, st.referee, st.ref_distracted(),
            tuple(st.events_in_play))


def move_cards(model, seat: int) -> list:
    """The seat's signature Move cards (card, tapped) in table order (None: unknown id)."""
    side = model.state.sides[seat]
    lib = model.source.cat.lib
    return [(lib.move_cards.get(mid), side.tapped[i])
            for i, mid in enumerate(side.move_cards)]


def run_in_cards(model, seat: int) -> list:
    """The Move cards a season's Run-In lends the side (None for an id the library lacks)."""
    lib = model.source.cat.lib
    return [lib.move_cards.get(mid) for mid in model.state.sides[seat].allies]


def run_in_words(model, seat: int) -> list[str]:
    """A side's '+N Run-In' in words: the Move cards a season's Run-In lends it, by name and
    bonus (the pointer on the label or on the lent cards drawn after the side's own)."""
    cards = run_in_cards(model, seat)
    n = len(cards)
    return [f"Run-In: {n} Move card{'s' * (n != 1)} of the wrestlers who ran in back this side "
            "(their bonuses count this match)"] + \
        [f"{c.name}: {short_bonus(c.bonus)}" for c in cards if c is not None]


def tap_notes(model, seat: int) -> dict:
    """Under a tap-out choice during a match, a bonus given at the bell that stays ('+6 HP stays
    this match': a tester tapped Iron Frame, read 'its bonus is off' and kept the HP), or that
    a tap-out before the bell takes back: (words, tone)."""
    if model.state.over is not None:
        return {}
    lib = model.source.cat.lib
    st, side = model.state, model.state.sides[seat]
    notes = {}
    for i, mid in enumerate(side.move_cards):
        if side.tapped[i] or mid not in lib.move_cards:
            continue
        bonus = short_bonus(lib.move_cards[mid].bonus)
        if given_at_the_bell(st, seat, i):
            notes[i] = (f"{bonus} stays this match", "good")
        elif taken_back(st, seat, i):
            notes[i] = (f"{bonus} is taken back", "danger")
    return notes


def page_card(model, page: int):
    """The card of a page instance."""
    return model.state.info(page).card


def tapped_note(model, seat: int, i: int) -> str:
    """Why a tapped-out Move card's bonus is off, and until when."""
    return _tapped_note(model.state, seat, i)


def keywords(card, rules=None, after_needs=()) -> list[str]:
    """A card's keywords explained, one line each; given the match's rules, a page's needs
    before it can be played come first ('Needs the foe standing, ...'), then `after_needs`."""
    needs = page_needs(rules, card) if rules is not None and hasattr(card, "requires") else ""
    return [needs] * bool(needs) + list(after_needs) + page_keyword_help(card)


_MOMENT: dict = {}  # (what, seat, page) -> (the match's moment, its value): read every frame


def at_moment(model, what, seat: int, page: int, work):
    """work(state, seat, page), kept while the match stands where it was (a hovered card's
    preview is read every frame the card is lifted). The moment holds the state and the log's
    last entry themselves, not their ids: a new match's state took the last one's freed
    address, and its Argue with the Ref said "the Pin falls from 15%" beside a Pin of 18%
    (the last match's figure at the same count of commands: session 77's play-test)."""
    st = model.state
    log = model.source.log
    moment = (st, st.actions, len(log), log[-1] if log else None)
    kept = _MOMENT.get((what, seat, page))
    if kept is None or not _same_moment(kept[0], moment):
        if len(_MOMENT) > 64:
            _MOMENT.clear()
        kept = _MOMENT[what, seat, page] = (moment, work(st, seat, page))
    return kept[1]


def _same_moment(kept: tuple, now: tuple) -> bool:
    """Whether two moments are the same state object, count of commands and last entry."""
    return kept[0] is now[0] and kept[1] == now[1] and kept[2] == now[2] and kept[3] is now[3]


def _chances(st, seat: int, page: int) -> tuple:
    """A page's pin and submission chances if it connected now."""
    return page_pin_chance(st, seat, page), page_submission_chance(st, seat, page)


def pin_preview(model, seat: int, page: int) -> list[str]:
    """For a page that pins, the pin chance it would have if played now and let through, and
    for a Hold its submission chance, as lines for its hover ([] for any other page)."""
    pin, hold = at_moment(model, "pin", seat, page, _chances)
    why = " (your foe hasn't had a turn yet)" if not_yet_in(model.state, 1 - seat) else ""
    return [f"Pin chance if it connects now: about {pin}%{why * (not pin)}."] * (
        pin is not None) + [f"Submission chance if it connects now: about {hold}%"
                            f"{why * (not hold)}."] * (hold is not None)  # (0% unsaid: s69)


def pin_lapse(model, seat: int, page: int) -> list[str]:
    """For a page that is not a move, played while the seat's last move still adds to its pin:
    that the bonus lapses with it, as a line for its hover ([] otherwise)."""
    st = model.state
    if st.pending is not None or st.info(page).is_move:
        return []
    lost, chance = at_moment(model, "lapse", seat, -1, lambda st, seat, _: (
        pin_bonus_lapses(st, seat), max(0, final_chance(pin_terms(st, seat)))))
    return [f"Your last move's +{lost}% to pin lapses with this page (the Pin is {chance}% "
            "now; a move adds to it only the turn it lands and the next)."] if lost else []


SHIFT_WHY = {  # why a page that is not a move moves the Pin, by the term that moved most
    "momentum": "momentum counts in a pin, yours against the foe's",
    "statuses": "the foe's statuses count in a pin",
    "base (HP)": "the foe's HP counts in a pin",
    "bonuses": "a card in play counts in a pin",
    "turns": "the turns gone count in a pin",
    "no referee to count": "the referee is away, and nobody counts a pin till he is back",
    "no turn yet": "no pin counts against a foe who has not yet had a turn",
}  # (any other term is a last move's: the referee away was told as a lapsed bonus, s. 75)


def pin_shift(model, seat: int, page: int) -> list[str]:
    """For a page that is not a move, how it moves the Pin's chance (momentum paid or gained
    counts in a pin), as a line for its hover; [] when it leaves it or pin_lapse says all."""
    shift = at_moment(model, "shift", seat, page, pin_after_page)
    if shift is None or shift[0] == shift[1]:
        return []
    now, after, term = shift
    blocked = pin_blocker(model.state, seat, short=True)
    if blocked and after > 0:  # ("rises from 0% to 64%" beside a Pin hover of 95% that cost
        return [f"With this page the Pin can be pressed, at {after}% (now: {blocked})."]  # 4
    # Attitude the seat lacked: session 77's fourth play-tester)
    lost = pin_bonus_lapses(model.state, seat)
    if lost and after == max(0, now - lost):
        return []  # (pin_lapse's line says it all)
    why = SHIFT_WHY.get(term, "your last move's bonus lapses")
    way = "rises" if after > now else "falls"
    return [f"The Pin {way} from {now}% to {after}% with this page: {why}."]


def risk_now(st, log, seat: int, page: int) -> int | None:
    """A move's counter risk in percent as its corner tag in the fan tells it (the hover's
    figure: testers hovered every card to compare them: session 73), None for any other page;
    0 against a Stunned foe."""
    risk = counter_risk(st, seat, page, leadoff_held(st, log, 1 - seat))
    return None if risk is None else 0 if "stunned" in st.sides[1 - seat].statuses else risk[0]


def counter_preview(model, seat: int, page: int) -> list[str]:
    """For a move, the chance the foe holds a page that counters it (from what the seat sees),
    as a line for its hover ([] for any other page)."""
    st = model.state
    held = leadoff_held(st, model.source.log, 1 - seat)
    risk = at_moment(model, "counter", seat, page,
                     lambda st, seat, page: counter_risk(st, seat, page, held))
    if risk is None or st.pending is not None:  # (a counter is never countered: a risk on a
        return []  # page played as one read as a warning, session 61)
    chance, could, unseen = risk
    if "stunned" in st.sides[1 - seat].statuses:
        return ["No counter: the foe is Stunned."]
    if not could:
        return ["No counter: none of the foe's unseen pages could stop it with the momentum "
                "they have now."]  # (a risk that fell to none as the foe spent: session 70)
    early = [EARLY_WORDS] * held
    under = [UNDER_WORDS] * underneath_now(st, 1 - seat)  # (the rule behind an 85% went
    hand = len(st.sides[1 - seat].hand)  # ('4 of the foe's 36 unseen pages' read as 11%:
    pages = f"one of the {could} pages" if could > 1 else "the one page"  # ('one of the 1
    return [f"Counter risk: about {chance}%: the chance that the foe's hand of {hand} holds "  # s65)
            f"{pages}, among the {unseen} you haven't seen, that could stop it with the "
            "momentum the foe has now."  # (pages': s66; the risk moved with it unsaid: s70)
            ] + under + early  # (the rule behind an 85% unsaid on the hover: session 61)


UNDER_WORDS = "The foe fights from underneath (under half their HP): any Defensive page counters."
EARLY_WORDS = (f"Through turn {EARLY_TURNS}, until they draw a fresh hand, the foe's hand may "
               "still hold their leadoff pages, usually a Defensive page: counted in.")  # (not
# 'still holds' after they had played one: session 67's newcomer)


def keyword_words(word: str) -> str:
    """A panel keyword explained ('' when there is nothing to say); a '+N' chip's keyword
    ('exhausted+injured_head') names the statuses it stands for."""
    if "+" in word:
        parts = word.split("+")
        return (f"{len(parts)} more {'status' if len(parts) == 1 else 'statuses'}: "
                + " ".join(keyword_help(w) or title(w) for w in parts))
    key = word.lower().replace(" ", "_")
    if key in TABLE_HELP:  # a panel's chip means the table's word (its RINGSIDE 0/2 said what
        return TABLE_HELP[key]  # a Ringside special is: session 47's play-test)
    return keyword_help(word) or ""


def card_of_event(model, ev) -> tuple | None:
    """The card a logged event is about, as (kind, card), if any."""
    page = getattr(ev, "page", None)
    lib = model.source.cat.lib
    if isinstance(page, int):
        try:
            return ("page", model.state.info(page).card)
        except (IndexError, KeyError):
            return None
    if isinstance(page, str) and page in lib.pages:
        return ("page", lib.pages[page])
    card = getattr(ev, "card", None)
    if isinstance(ev, E.MoveCardTapped) and isinstance(card, int):
        mc = lib.move_cards.get(model.state.sides[ev.seat].move_cards[card])
        return ("move_card", mc) if mc else None
    return None


def pending_card(model):
    """The card of the move waiting for an answer, or None."""
    st = model.state
    return st.info(st.pending[1]).card if st.pending else None



def _how(st) -> str | None:
    """How the match ended (None while it is on)."""
    return st.over.how if st.over is not None else None


def incoming_words(st, seat: int) -> str:
    """The prompt while a move waits for the seat's answer; a Defensive page that counters only
    because the seat fights from underneath is said so (it went unsaid: session 57)."""
    move = st.info(st.pending[1]).name
    if any(counter_why(st, seat, page) == UNDERNEATH for page in st.sides[seat].hand):
        return f"{move}! From underneath, any Defensive page counters, or Let it through (L)"
    return f"{move} incoming! Counter with a glowing page or Let it through (L)"


ROOM = " Played, it only makes room: a fresh page is drawn for it at the turn's end."
EVENT_SPENT = " It would still be one of the three Events a match allows, and in play for the " \
    "rest of it."


def page_note(st, seat: int, page: int, idle: str | None = None) -> tuple | None:
    """What to know before playing a page, as (heading, words): the DQ it risks, the foe fights
    back once this move lands, the caps cut a momentum page's gain, or a pin that can't come
    outside; None when nothing. idle: its idle_tag when the caller has it (asked once)."""
    words = dq_risk(st, seat, page)
    if words:
        return "Disqualification risk", words
    info = st.info(page)
    if st.ref_distracted() and info.special == "weapon" and not st.rules.hardcore:
        return "The referee is away", "No DQ roll for it now: the referee sees nothing till " \
            "back in the ring."  # (its face's 'DQ 10%' was all it said: session 69's play-test)
    if st.ref_distracted() and any(e.do == "warnings" for e in info.effects):
        return "The referee is away", "Its warnings go uncalled: the referee sees nothing " \
            "till back in the ring."  # ('You receive 2 warnings' was all it said: session 70)
    again = repeats_a_type(st, seat, page)
    words = ends_the_string(st, seat, page)
    if words:
        foe_pin = pin_if_landed(st, seat, page)  # (a foe fighting back pinned at 30% at once,
        then = f"Then they could pin you: about {foe_pin}%." if foe_pin else ""  # unwarned: s78)
        return "Last move of your string", " ".join(w for w in (words, then, again) if w)
    if again:
        return "Same move type again", again
    words = gain_lost(st, seat, page)
    if words:
        return "Momentum at its cap", words + ROOM * (idle == "AT CAP" and makes_room(st, seat))
    if (idle == "NO EFFECT") if idle is not None else does_nothing(st, seat, page):
        return "No effect now", f"Played now, {info.name} would do nothing: none of what it " \
            "does applies (a heal at full HP, a cure with no Status)." + EVENT_SPENT * ( \
                info.special == "event") + ROOM * makes_room(st, seat)
    words = draws_short(st, seat, page)
    if words:
        return "Hand nearly full", words
    words = grows_short(st, seat, page)
    if words:
        return "Hand at its most", words
    words = thrown_out_already(st, seat, page)
    if words:
        return "Foe outside already", words
    words = ref_not_fooled(st, seat, page)
    if words:
        return "Referee can't be distracted", words
    words = pin_out_here(st, seat, page)
    if words:
        return "No pin out here", words
    words = strands_the_hand(st, seat, page)
    return ("Nothing to play after it", words) if words else None


def your_move(model, seat: int) -> str:
    """The prompt of a person's turn: the number keys of the pages they can play now (it said
    'play a page (1-7)' over a hand none of which could be played: session 58's play-test),
    the Pin while it may be pressed (not outside: session 56), the way back in, and Pass."""
    st, who = model.state, model.short(seat)
    keys = [c.index for c in model.hand_choices(seat, seat) if c.reason is None]
    can = [f"play a page ({key_numbers(keys)})"] * bool(keys) + ["Pin (N)"] * (
        pin_blocker(st, seat) is None and model.pin_chance(seat) > 0) + [  # (not at no
        "Return to Ring (T)"] * st.sides[seat].at_ringside  # chance: session 68's newcomer)
    if not keys:  # (not a dead hand, which regroups: a page is short of momentum, so a Pass
        # builds it and keeps the hand; 'Pin (N) or Pass (P)' left the two unexplained: s. 63)
        facts = model.buttons  # (a lit Comeback went unsaid: session 65's play-test)
        if facts is not None and facts.reasons.get("crowd", "") is None:
            can.append(f"{'Comeback' if facts.comeback else 'Sneak Attack'} (C)")
        return f"{who}: no page plays now. " \
            f"{', '.join(can[:-1] + [' or '.join(can[-1:] + ['Pass (P) to build momentum'])])}"
    return f"{who}, your move: {', '.join(can)} or Pass (P)"


WATCH = "Watch the ring\u2026 (Space skips)"


def idle_tag(st, seat: int, page: int) -> str:
    """The tag across a playable page that would do nothing now: AT CAP (a momentum page the
    caps leave nothing to gain), NO EFFECT (Shake It Off at full HP with no Status), or ''."""
    if gains_nothing(st, seat, page):
        return "AT CAP"
    return "NO EFFECT" if does_nothing(st, seat, page) else ""


def short_of(st, seat: int | None, page: int) -> str:
    """The tag across a page the seat cannot pay for: what its cost lacks ('NEED 2 ST', 'NEED 1
    AG 2 AT'; past two kinds 'NEED MOMENTUM'), or '' (greyed pages said why only on a hover:
    session 78's play-test)."""
    if seat is None:
        return ""
    have, cost = st.sides[seat].momentum, st.info(page).cost
    lacks = [f"{c - have[i]} {MOMENTUM_ABBR[MOMENTUM[i]].upper()}"
             for i, c in enumerate(cost) if c > have[i]]
    return "" if not lacks else "NEED MOMENTUM" if len(lacks) > 2 else "NEED  " + "  ".join(lacks)


def foot_warning(st, seat: int, page: int) -> str:
    """The warning across a playable move's foot: SAME TYPE for the string's move type
    again (a counter's own type set it up unseen: session 76's play-test), or ''."""
    return "SAME TYPE" if repeats_a_type(st, seat, page) else ""


def cost_abbr(cost: tuple) -> str:
    """A cost in the panels' letters: '2 St, 1 At'."""
    return ", ".join(f"{c} {MOMENTUM_ABBR[k]}" for k, c in zip(MOMENTUM, cost) if c)


def watch_words(model) -> str:
    """The prompt while the ring shows a command: watch it; when the AI's move lands on the
    one person at the table with no answer asked for, why (their hand holds no page that
    counters it: moves landed unanswered and nothing said why: session 47's play-test)."""
    humans = model.humans()
    log = getattr(model.source, "log", ())
    if len(humans) != 1 or not log or model.state.over is not None:
        return WATCH  # (a move's 'lands: ...' stood under a DQ's 'WINS!': session 60)
    entry = log[-1]
    seat = getattr(entry.command, "seat", None)
    called = any(type(ev) is E.PagePlayed and ev.to == "pending" for ev in entry.events)
    landed = next((ev for ev in entry.events if type(ev) is E.MoveConnected), None)
    if seat is None or seat == humans[0] or not called or landed is None:
        return WATCH
    try:
        move = model.state.info(landed.page).name
    except (AttributeError, KeyError, IndexError, TypeError):
        return WATCH
    return f"{move} lands: {why_unanswered(model.state, humans[0], landed.page)}"


def why_unanswered(st, seat: int, move_page: int) -> str:
    """Why a move landed without asking the seat: Stunned, a counter in hand not paid for
    (a newcomer sat through whole strings with no word of either: session 58), or none."""
    try:
        side = st.sides[seat]
        if "stunned" in side.statuses:
            return "you are Stunned, no counter till you take control"
        short = next((st.info(p) for p in side.hand if counters_move(
            st, seat, st.info(p), st.info(move_page), underneath=False)), None)
    except (AttributeError, KeyError, IndexError, TypeError):
        short = None
    if short is not None:
        return f"{short.name} counters it but costs {cost_abbr(short.cost)}"
    return "nothing in your hand counters it (Space skips)"
