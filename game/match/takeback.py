"""Take-backs: undo your last command when it revealed nothing you did not know before.

A seat may take back the last command still in effect when it was that seat's, the match is not
over, and its events show that it rolled no die (no roll, no shuffle, no random pick), drew no
page and showed nothing of the foe's (a page ditched from their hand, their regrouped hand,
their Drama cards). Only a seat played by a person may ask; against a person (pass-and-play) the
foe must agree on screen, which the command records (`agreed`).

The take-back is a log entry of its own, TakeBack -> TookBack(entry=j): the taken-back entry
stays in the log (a replay shows both), and the match stands as it did before entry j. Loading
re-decides a TakeBack like any command (the same rule, the same event), so an edited take-back is
refused with its entry number. The dice of the next command are those the taken-back one had
(they are drawn from the seed and the number of actions), which it never used.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import commands as C
from . import events as E
from .apply import apply_in_place
from ..errors import IllegalCommand

# Events whose content came from the dice (a roll, a shuffle, a random pick).
_ALWAYS_DICE = {
    E.MatchStarted: "the bell's draws", E.PlaybookShuffled: "a shuffle",
    E.AutoEffects: "the automatic-effect rolls", E.PinAttempted: "the pin roll",
    E.SubmissionAttempted: "the submission roll", E.DitchRolled: "the ditch roll",
    E.PageDitched: "a random ditch", E.InjuryRolled: "the injury die",
    E.DramaDealt: "the Drama cards dealt",
}
_DRAWS = (E.PageDrawn, E.PlaybookShuffled, E.HandRegrouped, E.DramaDealt)


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a take-back is refused: a code for tests and buttons, and words for the player."""
    code: str  # no_person, needs_agreement, nothing, not_yours, over, dice, drew, shown
    text: str


def rolled(ev) -> str | None:
    """What of this event came from the dice, or None."""
    kind = type(ev)
    if kind in (E.PinAttempted, E.SubmissionAttempted) and ev.chance <= 0:
        # the die is rolled and shown even when nothing could come of it (session 75's tester
        # read "the submission roll" of a hold at 0% as a mistake)
        return _ALWAYS_DICE[kind] + ", rolled and shown even at 0%"
    if kind in _ALWAYS_DICE:
        return _ALWAYS_DICE[kind]
    if kind is E.WarningsGiven and ev.chance > 0:
        return "the disqualification roll"
    if kind is E.WeaponUsed and ev.dq_chance > 0:
        return "the weapon's disqualification roll"
    if kind is E.ControlChanged and ev.reason == "coin toss":
        return "the coin toss"
    if kind in (E.RefereeEntered, E.EventEntered) and ev.auto:
        return "a random " + ("Referee" if kind is E.RefereeEntered else "Event")
    return None


def shows_foe(ev, seat: int) -> bool:
    """True when the event shows something the seat could not see of the foe's."""
    kind = type(ev)
    if getattr(ev, "seat", seat) == seat:
        return False
    return kind in (E.PageDitched, E.HandRegrouped, E.DramaDealt, E.InterviewGiven,
                    E.DramaCarried, E.PagePlayed, E.MoveCountered)


def _parts(entry) -> tuple:
    """(command, events) of a log entry: a Match's Entry or a save's pair."""
    return (entry.command, entry.events) if hasattr(entry, "events") else entry


def in_effect(log) -> list[int]:
    """The numbers of the log entries still in effect: not taken back, not take-backs."""
    live: list[int] = []
    for i, entry in enumerate(log):
        events = _parts(entry)[1]
        if events and type(events[0]) is E.TookBack:
            if live and live[-1] == events[0].entry:
                live.pop()
        else:
            live.append(i)
    return live


def events_refusal(events, seat: int) -> Refusal | None:
    """Why a command with these events revealed something (it can't be taken back), or None."""
    for ev in events:
        what = rolled(ev)
        if what:
            return Refusal("dice", f"It can't be taken back: it used the dice ({what}).")
    for ev in events:
        if shows_foe(ev, seat):
            return Refusal("shown", "It can't be taken back: it showed a page of your foe's.")
    for ev in events:
        if type(ev) in _DRAWS:
            who = "you" if ev.seat == seat else "your foe"
            return Refusal("drew", f"It can't be taken back: {who} drew a page.")
    return None


def refusal(match, seat: int, agreed: bool = False) -> Refusal | None:
    """Why this seat may not take back its last command now, or None when it may."""
    seats = match.setup.seats
    if not 0 <= seat < len(seats) or seats[seat].controller != "human":
        return Refusal("no_person", "Only a person at the table can take back a command.")
    if seats[1 - seat].controller == "human" and not agreed:
        return Refusal("needs_agreement",
                       "In pass-and-play both players must agree to a take-back.")
    if match.state.over is not None:
        return Refusal("over", "The match is over: nothing can be taken back.")
    live = in_effect(match.log)
    cmd, events = _parts(match.log[live[-1]]) if live else (None, ())
    if cmd is None or type(cmd) is C.StartMatch:
        return Refusal("nothing", "There is no command of yours to take back.")
    if cmd.seat != seat:
        return Refusal("not_yours", "Your foe has acted since your last command.")
    return events_refusal(events, seat)


def owner(log) -> int | None:
    """The seat whose command is the last one in effect (None before any but the bell)."""
    live = in_effect(log)
    cmd = _parts(log[live[-1]])[0] if live else None
    return None if cmd is None or type(cmd) is C.StartMatch else cmd.seat


def decide_take_back(match, cmd: C.TakeBack) -> tuple:
    """The events of a take-back (IllegalCommand with the reason when refused)."""
    why = refusal(match, cmd.seat, cmd.agreed)
    if why is not None:
        raise IllegalCommand(why.text)
    j = in_effect(match.log)[-1]
    return (E.TookBack(cmd.seat, j, _action(match.log[j]), cmd.agreed),)


def _action(entry) -> str:
    """The taken-back command's action word, read off its Acted event."""
    cmd, events = _parts(entry)
    first = events[0] if events else None
    return first.action if type(first) is E.Acted else type(cmd).__name__


def state_before(match, entry: int):
    """The match's state as it stood before the given entry (it is the last one in effect)."""
    state = match.first_state.clone()
    for i in in_effect(match.log[:entry]):
        for ev in _parts(match.log[i])[1]:
            apply_in_place(state, ev)
    return state


def fold_states(first_state, entries) -> list:
    """The state before the first entry and after each one (a take-back's is the state
    before the entry it took back), for a replay that jumps anywhere."""
    states = [first_state]
    state = first_state
    for entry in entries:
        events = _parts(entry)[1]
        if events and type(events[0]) is E.TookBack:
            state = states[events[0].entry].clone()
        else:
            state = state.clone()
            for ev in events:
                apply_in_place(state, ev)
        states.append(state)
    return states
