"""Engine events as readable lines for the match log (pure Python, no pygame: the CLI uses it too).

    event_line(ev, state)    -> "Kestrel Ortiz connects with Spinning Heel Kick: 6 to the head"
    entry_lines(entry, state) -> every line of one log entry (a command and its events)
    log_lines(match)          -> the whole match, line by line

`state` may be any state of the same match (names of Superstars and pages never change during a
match). Nothing hidden is told: drawn pages and playbook orders are never named.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from game.library import MOMENTUM, MOMENTUM_ABBR, STATUSES, drama_rules, plural, title
from game.match import events as E
from game.match import (counter_basis, countout_at, fold_states, last_turn, pin_withheld,
                        read_in, refund, rises, term_name)

from scenes.match import run_in_words as RI
from scenes.match import pin_words as PW
from scenes.match.pace import interview_ends, interview_first

DASH = "\u2014"
HOW_WORDS = {"pinfall": "pinfall", "submission": "submission", "dq": "disqualification",
             "countout": "count-out", "draw": "draw"}
QUIET_MOMENTUM = ("catching breath",)  # momentum gains too routine for a line of their own
REFUND = "the move connected"  # the momentum a connected move gives back (half its cost)


@dataclass(frozen=True, slots=True)
class LogLine:
    """One readable line: its words, the seat it is about (None: both/neither), and a tone.
    tone is one of 'normal', 'muted' (small print), 'big' (a turning point), 'end'.
    event is the engine event the line tells of (None for lines that are not about one); the
    "why" inspector reads its recorded fields.
    """
    text: str
    seat: int | None = None
    tone: str = "normal"
    event: object = field(default=None, compare=False, repr=False)


def turn_divider(turns_done: int, limit: int) -> LogLine:
    """The log's line that opens a turn: 'Turn 7 / 80' once 6 turns are done."""
    return LogLine(f"Turn {turns_done + 1} / {limit}", None, "turn")


# ---- names --------------------------------------------------------------------------------

def turn_shown(turns_done: int, over: bool, limit: int | None = None,
               how: str | None = None) -> int:
    """The turn players see everywhere: the one being played, or the one the match ended in."""
    turn = last_turn(turns_done, how) if over else int(turns_done) + 1
    return min(limit, turn) if limit else turn


def short_name(full: str) -> str:
    """A Superstar's name without the quoted nickname: 'Mack "Dockyard" Doyle' -> 'Mack Doyle'."""
    cut = re.sub(r'\s*["\u201c][^"\u201d]*["\u201d]\s*', " ", full)
    return " ".join(cut.split()) or full


def star(state, seat: int | None) -> str:
    """The short name of the Superstar in a seat."""
    if seat is None or not 0 <= seat < len(state.sides):
        return "Nobody"
    lib = state.cat.lib
    sid = state.sides[seat].superstar
    card = lib.superstars.get(sid)
    name = short_name(card.name) if card else sid
    if sum(side.superstar == sid for side in state.sides) > 1:   # a mirror match: say whose
        name += " (Red)" if seat == 0 else " (Blue)"
    return name


def page(state, instance: int) -> str:
    """The name of a page instance."""
    try:
        return state.info(instance).name
    except (IndexError, KeyError, TypeError):
        return "a page"


def page_by_id(state, pid: str) -> str:
    """The name of a page by its id."""
    card = state.cat.lib.pages.get(pid)
    return card.name if card else title(str(pid))


def move_card(state, seat: int, index: int) -> str:
    """The name of a seat's signature Move card by index."""
    try:
        mid = state.sides[seat].move_cards[index]
        return state.cat.lib.move_cards[mid].name
    except (IndexError, KeyError):
        return "a Move card"


def momentum_words(delta: tuple, full: bool = False) -> str:
    """'+2 St, +1 Te' / '-1 At'; full (the log's: St and Sk read alike): '+2 Strength'."""
    bits = []
    for kind, d in zip(MOMENTUM, delta):
        if d:
            name = title(kind) if full else MOMENTUM_ABBR.get(kind, kind[:2])
            bits.append(f"{'+' if d > 0 else '-'}{abs(d)} {name}")
    return ", ".join(bits)


def signed(n: int) -> str:
    """'+3', '-2', '+0'."""
    return f"+{n}" if n >= 0 else f"-{-n}"




def terms_words(terms) -> str:
    """A chance's or damage's terms: 'base (HP) -25, momentum +4'."""
    return ", ".join(f"{term_name(name)} {signed(v)}" for name, v in terms)


def cause_words(cause: str) -> str:
    """A cause as players read it: an id ('injured_back') in words, a card's name as it is."""
    return title(cause) if cause in STATUSES or re.fullmatch(r"[a-z]+(_[a-z]+)+", cause) \
        else cause


def key_numbers(indices) -> str:
    """The number keys (1-based) of 0-based indices: '1-4', '1, 3 or 4', '2'."""
    nums = [i + 1 for i in indices]
    if len(nums) > 2 and nums == list(range(nums[0], nums[-1] + 1)):
        return f"{nums[0]}-{nums[-1]}"
    return " or ".join(filter(None, (", ".join(map(str, nums[:-1])), *map(str, nums[-1:]))))


def free_keys(tapped) -> str:
    """The number keys of the Move cards not yet tapped out (tapped: a flag each)."""
    return key_numbers(i for i, t in enumerate(tapped) if not t)


# ---- one function per event -----------------------------------------------------------------

def _started(ev, s):
    return LogLine(f"DING! The bell rings for a {title(ev.match_type)} match.", None, "big")


def _acted(ev, s):
    if ev.action == "pass":
        return LogLine(f"{star(s, ev.seat)} passes and catches their breath.", ev.seat)
    return None  # a let-through has no line: it would tell that a counter window had opened


def _shuffled(ev, s):
    if ev.source == "discard":
        return LogLine(f"{star(s, ev.seat)} shuffles the discard pile into the playbook.",
                       ev.seat, "muted")
    return LogLine(f"The countered page goes back into {star(s, ev.seat)}'s playbook.",
                   ev.seat, "muted") if ev.source == "countered" else None


def _played(ev, s):
    info = s.info(ev.page)
    who = star(s, ev.seat)
    if ev.to == "pending":
        return LogLine(f"{who} {'grabs' if info.special == 'weapon' else 'goes for'} "
                       f"{info.name}!", ev.seat)
    if info.kind == "momentum":
        return LogLine(f"{who} plays {info.name}.", ev.seat)
    kind = title(info.special) if info.special else "special"
    return LogLine(f"{who} plays {info.name} ({kind}).", ev.seat)


def _countered(ev, s, before=None):
    try:  # (a Defensive page that doesn't list the move read as a mistake: session 57)
        how = {"underneath": " from underneath", "part": " (it guards the part)"}.get(
            counter_basis(read_in(before, s, (ev.page, ev.move_page)), ev.seat, ev.page,
                          ev.move_page), "")
    except (AttributeError, IndexError, KeyError, TypeError):
        how = ""
    return LogLine(f"{star(s, ev.seat)} counters {page(s, ev.move_page)} with "
                   f"{page(s, ev.page)}{how}!", ev.seat, "big")


CONTROL_WORDS = {  # why a seat took control: (words after the name, tone)
    "coin toss": ("wins the coin toss and takes control.", "normal"),
    "kick-out": ("kicks out and takes control.", "normal"), "pass": ("takes control.", "muted"),
    "fights back": ("fights back after three moves in a row and takes control.", "normal"),
    "counter": ("takes control; the counter is the first move of their string.", "muted")}
# (a counter counts towards the fight-back and the crowd's tiring: only its hover said so, s61)


def _control(ev, s):
    words, tone = CONTROL_WORDS.get(ev.reason, (None, None))
    return LogLine(f"{star(s, ev.seat)} {words}", ev.seat, tone) if words else None


def _connected(ev, s):
    extra = [(n, v) for n, v in ev.terms if n != "base" and v]
    tail = f" ({terms_words(extra)})" if extra else ""
    tone = "big" if "finisher" in ev.tags else "normal"
    return LogLine(f"{star(s, ev.seat)} connects with {page(s, ev.page)}: {ev.damage} to the "
                   f"{ev.part}{tail}", ev.seat, tone)


def _auto(ev, s):
    hits = [r for r in ev.rolls if r[3] and (r[0] != "damage change" or r[4])]
    if not hits:
        return LogLine("Automatic effects rolled: none this time.", ev.seat, "muted")
    what = " and ".join(f"damage {signed(r[4])}" if r[0] == "damage change" else r[0]
                        for r in hits)
    return LogLine(f"Automatic effect: {what}!", ev.seat, "muted")


def _damage(ev, s):
    return LogLine(f"{star(s, ev.seat)} takes {ev.amount} to the {ev.part} from "
                   f"{cause_words(ev.source)}.", ev.seat)


def _healed(ev, s):
    return LogLine(f"{star(s, ev.seat)} recovers {ev.amount} HP.", ev.seat)


def _momentum(ev, s):
    if ev.source in QUIET_MOMENTUM:
        return None
    words = momentum_words(ev.delta, full=True)
    if not words:
        return None
    if ev.source == REFUND:  # (it floated over the figure and nothing said why: session 47)
        share = "all" if refund(s.rules, (2,)) == (2,) else "half"  # (a Showdown's, since
        # rules edition 9, is the whole cost: 'half' read as wrong, session 56's play-test)
        return LogLine(f"{star(s, ev.seat)} gets {share} the move's momentum back: {words}.",
                       ev.seat, "muted")
    return LogLine(f"{star(s, ev.seat)}: {words} momentum ({cause_words(ev.source)}).", ev.seat,
                   "muted")


def _down(ev, s):
    return LogLine(f"{star(s, ev.seat)} is down on the mat.", ev.seat, "muted")


def _up(ev, s):
    return LogLine(f"{star(s, ev.seat)} gets back up.", ev.seat, "muted")


def _ringside(ev, s):
    who = star(s, ev.seat)
    if ev.source == "button":
        return LogLine(f"{who} takes the fight to ringside!", ev.seat, "big")
    if ev.source == "taken outside":
        return LogLine(f"{who} is taken outside too.", ev.seat, "muted")  # (walked out)
    return LogLine(f"{who} is thrown out to ringside!", ev.seat)


def _returned(ev, s):
    return LogLine(f"{star(s, ev.seat)} climbs back into the ring.", ev.seat)


def _status_added(ev, s):
    return LogLine(f"{star(s, ev.seat)} is now {title(ev.status)}.", ev.seat)


def _status_removed(ev, s):
    return LogLine(f"{star(s, ev.seat)} is no longer {title(ev.status)}.", ev.seat, "muted")


def _warned(ev, s):
    text = f"The referee warns {star(s, ev.seat)}: {plural(ev.total, 'warning')}"
    if ev.chance:
        text += f" {DASH} DQ chance {ev.chance}% (rolled {ev.roll})"
        text += f" {DASH} DISQUALIFIED!" if ev.dq else f" {DASH} allowed to continue."
    return LogLine(text, ev.seat, "big" if ev.dq else "normal")


def _pinned(ev, s):
    how = {"button": "Pin attempt", "move": "Pin from the move",
           "special": "Pin from the special"}.get(ev.by, "Pin attempt")
    if ev.chance <= 0:  # (nobody counted a cover the referee never saw: no kick-out)
        outcome = f"no referee to count {DASH} no count" if PW.no_referee(ev) else \
            f"{PW.zero_words(ev, star(s, 1 - ev.seat))} {DASH} kick-out"
        return LogLine(f"{how} by {star(s, ev.seat)}: {outcome}.", ev.seat)
    result = "1, 2, 3!" if ev.success else "kick-out"
    return LogLine(f"{how} by {star(s, ev.seat)}: {ev.chance}% (rolled {ev.roll}) {DASH} "
                   f"{result}", ev.seat, "big" if ev.success else "normal")


def _submission(ev, s):
    foe = star(s, 1 - ev.seat)
    result = f"{foe} taps out!" if ev.success else f"{foe} holds on"
    if PW.no_referee(ev):
        return LogLine(f"Submission hold by {star(s, ev.seat)}: no referee to ask {DASH} "
                       "nobody asks", ev.seat)
    chance = f"{ev.chance}% (rolled {ev.roll})" if ev.chance > 0 else PW.zero_words(ev, foe)
    return LogLine(f"Submission hold by {star(s, ev.seat)}: {chance} {DASH} {result}",
                   ev.seat, "big" if ev.success else "normal")


def _regrouped(ev, s):
    return LogLine(f"{star(s, ev.seat)} has nothing to play and regroups: "
                   f"{len(ev.pages)} pages to the bottom of the playbook, a fresh hand.", ev.seat,
                   "muted")


def _ditched(ev, s):
    return LogLine(f"{star(s, ev.seat)} ditches {page(s, ev.page)} ({cause_words(ev.cause)}).",
                   ev.seat, "muted")


def _ditch_rolled(ev, s):
    if ev.ditched:
        return LogLine(f"{title(ev.status)}: {star(s, ev.seat)} rolled {ev.roll} and must ditch "
                       "a page.", ev.seat, "muted")
    return LogLine(f"{title(ev.status)}: {star(s, ev.seat)} rolled {ev.roll}, keeps the hand.",
                   ev.seat, "muted")


REPEAT = "same move type twice in one string"  # ADV-20's reason, as the rules give it


def _crowd(ev, s):
    if ev.reason == REPEAT:  # whose repeat it was, or it reads as a reward for the move
        return LogLine(f"The crowd tires of {star(s, 1 - ev.seat)} going back to the same move "
                       f"type in one string: +1 Crowd Point to {star(s, ev.seat)}.", ev.seat)
    heel = getattr(s.cat.lib.superstars.get(s.sides[ev.seat].superstar), "persona", "") == \
        "antagonist"  # (a heel 'rallied behind', then booed by the booth: session 78)
    return LogLine(f"The crowd {'turns up the heat on' if heel else 'rallies behind'} "
                   f"{star(s, ev.seat)}: +1 Crowd Point ({ev.reason}).", ev.seat)


def _spent(ev, s):
    ability = title(ev.ability)
    return LogLine(f"{star(s, ev.seat)} spends {ev.amount} Crowd Points: {ability}!", ev.seat,
                   "big")


def _referee(ev, s):
    how = "calls the match" if ev.auto else "takes charge"  # (he stands in the ring from the
    # bell: "comes out to call the match" read as late: session 55)
    name = page_by_id(s, ev.page)
    if not name.lower().startswith("referee"):
        name = f"Referee {name}"
    return LogLine(f"{name} {how}.", ev.seat, "muted")  # (not "(Nadia Vise's side)": no rule
    # reads whose side a Referee entered on, and a play-tester asked what it meant: session 57)


def _counted(ev, s):
    """The referee's count-out as it rises at a turn's end (only the ring told it: session 56)."""
    lines = [f"The referee counts {star(s, seat)} outside: out if the count reaches "
             f"{countout_at(s)}." for seat in ev.counted]  # ("(3 counts and out)" read
    # as counted out: session 57's play-test; the number is the ring's and the chip's:
    return LogLine(" ".join(lines), ev.counted[0], "muted") if lines else None  # a line is
    # worded with the state after the whole match when a save is read)


def _distracted(ev, s):
    return LogLine(f"The referee is distracted until the end of turn {ev.until}!", ev.seat)


def _event(ev, s):
    name = page_by_id(s, ev.page)
    if ev.auto:
        return LogLine(f"Event: {name} comes in by itself, on {star(s, ev.seat)}'s side.",
                       ev.seat, "big")
    return LogLine(f"Event: {star(s, ev.seat)} brings {name} into play.", ev.seat, "big")


def _weapon(ev, s):
    who = star(s, ev.seat)
    text = f"{who} hits with {page(s, ev.page)}!"
    if ev.dq_chance:
        text += f" DQ risk {ev.dq_chance}% (rolled {ev.dq_roll})"
        text += f" {DASH} DISQUALIFIED!" if ev.dq else f" {DASH} the referee lets it go."
    return LogLine(text, ev.seat, "big")


def _injury_roll(ev, s):
    faces = ", ".join(str(f) for f in ev.faces)
    result = f"{star(s, ev.target)} is hurt!" if ev.injured else "no injury."
    return LogLine(f"Injury roll for {page_by_id(s, ev.page)}: d{ev.die} = {ev.roll} "
                   f"(injures on {faces}) {DASH} {result}", ev.target)


def _injury(ev, s):
    if ev.cause == "squash":
        return LogLine(f"{star(s, ev.seat)} lost by more than 10 points: squashed, and "
                       "injured!", ev.seat, "big")
    return LogLine(f"{star(s, ev.seat)} is injured ({cause_words(ev.cause)}) and must tap out "
                   "a Move card!", ev.seat, "big")


def _tapped(ev, s):
    return LogLine(f"{star(s, ev.seat)} taps out a Move card for the injury: "  # (it read
                   f"{move_card(s, ev.seat, ev.card)}.", ev.seat, "big")  # as a submission)


def _ignored(ev, s):
    if ev.cause == "squash":  # after the bell ("shrugs off the injury" read as play going on)
        return LogLine(f"{star(s, ev.seat)} lost by more than 10 points (a squash) but takes no "
                       f"{'second ' * (ev.reason == 'already injured')}injury ({ev.reason}).",
                       ev.seat, "muted")  # ('second' only of one injured already: session 68)
    return LogLine(f"{star(s, ev.seat)} shrugs off the injury ({ev.reason}).", ev.seat, "muted")


def _drama_name(s, cid: str) -> str:
    card = s.cat.lib.drama.get(cid)
    return card.name if card else title(str(cid))


def _dealt(ev, s):
    return LogLine(f"{star(s, ev.seat)} is dealt {plural(len(ev.cards), 'Drama card')} for "
                   f"the pre-match Interview.", ev.seat, "muted")


def _interview(ev, s):
    if not ev.card:
        return LogLine(f"{star(s, ev.seat)} says nothing in the Interview.", ev.seat, "muted")
    return LogLine(f"Interview: {star(s, ev.seat)} plays {_drama_name(s, ev.card)}!", ev.seat,
                   "big")


def _carried(ev, s):
    card = s.cat.lib.drama.get(ev.card)
    rules = f": {drama_rules(card)}" if card is not None else ""
    return LogLine(f"{star(s, ev.seat)} brings {_drama_name(s, ev.card)} from the season's "
                   f"Interview into the match{rules}", ev.seat, "big")


def _grudge(ev, s):
    return LogLine(f"{star(s, ev.seat)} holds a grudge: +{ev.amount} damage on the next move.",
                   ev.seat)


def _more(ev, s):  # a Drama card's starting HP, or a page that draws (rules edition 16)
    more = f"gains {ev.amount} starting HP" if isinstance(ev, E.MaxHpRaised) else \
        f"holds {ev.pages} more page{'s' * (ev.pages > 1)} in hand for the match (9 at most)"
    return LogLine(f"{star(s, ev.seat)} {more}.", ev.seat)


def _withdrawn(ev, s):  # INJ-2: tapped out before the bell, it gives nothing at it
    took = [f"-{ev.hp} HP"] * bool(ev.hp) + [f"-{ev.crowd} Crowd"] * bool(ev.crowd) + [
        momentum_words(tuple(-m for m in ev.momentum), True)] * any(ev.momentum)
    return LogLine(f"Tapped out for a Drama card's injury, {move_card(s, ev.seat, ev.card)} "
                   f"gives nothing at the bell: {star(s, ev.seat)} {', '.join(took)}.", ev.seat)


def _weapon_turned(ev, s):
    weapon = page_by_id(s, ev.weapon)
    if ev.cancelled_due:
        what = "the injury it was about to cause never happened"
    elif ev.card >= 0:
        what = f"{move_card(s, ev.seat, ev.card)} is back in play"
    else:  # (it caused no injury: 'the injury never happened' told of one: session 62)
        return LogLine(f"{weapon} found another target; it had caused {star(s, ev.seat)} no "
                       "injury.", ev.seat)
    return LogLine(f"{weapon} found another target: for {star(s, ev.seat)}, {what}.", ev.seat)


TAKEN_BACK = {"play": "the page they played", "counter": "their counter",
              "allow": "letting it through", "pass": "their Pass", "to_ringside": "going to ringside",
              "return": "climbing back in", "crowd": "their Crowd ability",
              "tap_out": "the Move card they tapped out", "drama": "their Interview"}


def _took_back(ev, s):
    what = TAKEN_BACK.get(ev.action, ev.action)
    agreed = " (both players agreed)" if ev.agreed else ""
    return LogLine(f"{star(s, ev.seat)} takes back {what}: it showed nothing new{agreed}.",
                   ev.seat, "muted")


def _ended(ev, s):
    points = ", ".join(f"{star(s, seat)} {p}" for seat, p in enumerate(ev.points))  # (by name:
    # 'wins ... Points 9-17' read as the winner scoring less when they scored more: session 63)
    turn = turn_shown(ev.turn, True, how=ev.how)
    if ev.winner is None:
        why = "double count-out" if ev.how == "countout" else "the time limit"
        return LogLine(f"DING DING DING! The match is a draw ({why}) on turn {turn}. "
                       f"Points: {points}.", None, "end")
    how = HOW_WORDS.get(ev.how, ev.how)
    return LogLine(f"DING DING DING! {star(s, ev.winner)} wins by {how} on turn {turn}. "
                   f"Points: {points}.", ev.winner, "end")


_LINES = {
    E.MatchStarted: _started, E.Acted: _acted, E.PlaybookShuffled: _shuffled, E.PagePlayed: _played,
    E.MoveCountered: _countered, E.ControlChanged: _control, E.MoveConnected: _connected,
    E.AutoEffects: _auto, E.DamageDealt: _damage, E.Healed: _healed, E.MomentumChanged: _momentum,
    E.WentDown: _down, E.StoodUp: _up, E.WentToRingside: _ringside, E.ReturnedToRing: _returned,
    E.StatusAdded: _status_added, E.StatusRemoved: _status_removed, E.WarningsGiven: _warned,
    E.PinAttempted: _pinned, E.SubmissionAttempted: _submission, E.PageDitched: _ditched,
    E.DitchRolled: _ditch_rolled, E.CrowdSupportGiven: _crowd, E.CrowdPointsSpent: _spent,
    E.RefereeEntered: _referee, E.RefDistracted: _distracted, E.EventEntered: _event,
    E.WeaponUsed: _weapon, E.InjuryRolled: _injury_roll, E.InjuryTaken: _injury,
    E.MoveCardTapped: _tapped, E.InjuryIgnored: _ignored, E.MatchEnded: _ended,
    E.DramaDealt: _dealt, E.InterviewGiven: _interview, E.GrudgeSet: _grudge,
    E.MaxHpRaised: _more, E.HandGrown: _more, E.WeaponTurned: _weapon_turned,
    E.HandRegrouped: _regrouped, E.DramaCarried: _carried, E.BellBonusWithdrawn: _withdrawn,
    E.TookBack: _took_back, E.TurnEnded: _counted,
}
# No line: hidden (PageDrawn) or told by the seats' names (SeatsTaken); TurnEnded: the count's.
SILENT = frozenset({E.PageDrawn, E.SeatsTaken})


def event_entry(ev, state, before=None) -> LogLine | None:
    """The LogLine of one event, or None when it is not worth (or not allowed) a line."""
    kind = type(ev)
    if kind in SILENT:
        return None
    maker = _LINES.get(kind)
    name = kind.__name__  # only to word an event that has no line of its own
    try:
        if maker is None:
            return LogLine(f"{title(re.sub(r'(?<!^)(?=[A-Z])', '_', name).lower())}.",
                           getattr(ev, "seat", None), "muted", ev)
        line = _countered(ev, state, before) if maker is _countered else maker(ev, state)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return LogLine(f"{name}.", None, "muted", ev)
    return None if line is None else LogLine(line.text, line.seat, line.tone, ev)


def event_line(ev, state) -> str | None:
    """One event as a readable line, or None."""
    entry = event_entry(ev, state)
    return entry.text if entry else None


AFTERMATH = (E.TurnEnded,)  # what follows any page, and all after it: not its doing (s71)


def event_lines(events, i: int, state, rose=frozenset(), before=None) -> list[LogLine]:
    """The lines of events[i] in its command's events: its own line; that a momentum page or
    special played to no effect does nothing now (session 58); that a Superstar taking control
    off the mat (i in `rose`) gets up (sessions 59-60). A counter's rule and why a pin never
    came are read in `before`, the state the command was given (a replay read them late)."""
    ev = events[i]
    line = event_entry(ev, state, before)
    if type(ev) is E.MatchStarted and interview_first(events):  # (the bell rang first: s. 74)
        line = LogLine(f"{title(ev.match_type)} match: the pre-match Interview comes before "
                       "the bell.", None, "big")
    out = [] if line is None else [line]
    if type(ev) is E.MatchStarted:  # (a Run-In's cards, told only on a hover: session 77)
        out += [LogLine(words, seat, "muted") for seat, words in RI.bell_lines(state, star)]
    if i == len(events) - 1 and interview_ends(events):
        out.append(_started(E.MatchStarted(state.rules.match_type, ()), state))
    if i in rose:
        out.append(_up(ev, state))
    if type(ev) is E.PagePlayed and ev.to == "discard" and all(
            isinstance(later, AFTERMATH) for later in events[i + 1:i + 2]):
        caps = " (at the caps)" * (state.info(ev.page).kind == "momentum")
        room = ": it only makes room for a fresh page" * any(  # (the AI's read as a blunder:
            type(e) is E.PageDrawn and e.seat == ev.seat for e in events[i + 1:])  # s. 75)
        out.append(LogLine(f"{page(state, ev.page)} does nothing now{caps}{room}.", ev.seat,
                           "muted"))
    if all(type(e) is E.TurnEnded for e in events[i + 1:]):  # (said at the command's last)
        hit = [e.page for e in events if type(e) is E.MoveConnected]
        withheld = pin_withheld(read_in(before, state, hit), events, i)
        if withheld:
            out.append(LogLine(withheld[1], withheld[0], "muted"))
    return out


def events_entries(events, state, before=None) -> list[LogLine]:
    """The LogLines of a command's events (`before`: the state it was given, when known)."""
    events = list(events)
    return [line for i in range(len(events)) for line in event_lines(events, i, state,
                                                                     before=before)]


def entry_entries(entry, state) -> list[LogLine]:
    """The LogLines of one log entry (a command and its events)."""
    return events_entries(entry.events, state)


def entry_lines(entry, state) -> list[str]:
    """The readable lines of one log entry."""
    return [line.text for line in entry_entries(entry, state)]


def log_lines(match) -> list[str]:
    """Every readable line of a match so far."""
    out: list[str] = []
    states = fold_states(match.first_state, match.log)
    for i, entry in enumerate(match.log):
        events = list(entry.events)
        rose = rises(states[i], events, states[i + 1])
        out.extend(line.text for k in range(len(events))
                   for line in event_lines(events, k, match.state, rose, states[i]))
    return out


def outcome_text(state) -> str:
    """How the match ended, as a headline: 'Kestrel Ortiz wins by pinfall'."""
    over = state.over
    if over is None:
        return "The match goes on"
    if over.winner is None:
        return "Double count-out" if over.how == "countout" else "Time-limit draw"
    return f"{star(state, over.winner)} wins by {HOW_WORDS.get(over.how, over.how)}"
