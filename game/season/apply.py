"""apply(state, event): the pure fold of season events; apply_in_place is the fast path the
season engine folds with (as in a match)."""
from __future__ import annotations

from . import events as E
from .state import DRAW_POINTS, WIN_POINTS, Booking, SeasonState


def apply(state: SeasonState, event) -> SeasonState:
    """A new state: the old one with the event applied (the old one is untouched)."""
    new = state.clone()
    apply_in_place(new, event)
    return new


def fold(state: SeasonState, events) -> SeasonState:
    """Apply many events to a copy of the state."""
    new = state.clone()
    for ev in events:
        apply_in_place(new, ev)
    return new


def apply_in_place(s: SeasonState, ev) -> None:
    """Change the season by one event."""
    s.steps += 1
    _APPLY[type(ev)](s, ev)


def _a_turn_began(s, ev: E.TurnBegan) -> None:
    s.active, s.week, s.phase, s.booking = ev.player, ev.week, "drama", None


def _a_drawn(s, ev: E.DramaDrawn) -> None:
    s.players[ev.player].drama.append(ev.card)


def _a_interview(s, ev: E.InterviewGiven) -> None:
    if ev.card:
        s.players[ev.player].drama.remove(ev.card)
    s.phase = "event"


def _a_crowd(s, ev: E.CrowdChanged) -> None:
    s.players[ev.player].crowd_points += ev.delta


def _a_carried(s, ev: E.DramaCarried) -> None:
    s.players[ev.player].carried.append(ev.card)


def _a_due(s, ev: E.InjuryDue) -> None:
    s.tapout_due.append((ev.player, ev.cause, ev.heal_at))


def _a_noop(s, ev) -> None:
    return None


def _a_tapped(s, ev: E.MoveTapped) -> None:
    p = s.players[ev.player]
    p.tapped[ev.card] = True
    p.heal_at[ev.card] = ev.heal_at
    p.injuries += 1
    if s.tapout_due and s.tapout_due[0][0] == ev.player and ev.cause == s.tapout_due[0][1]:
        s.tapout_due.pop(0)


def _a_healed(s, ev: E.InjuryHealed) -> None:
    p = s.players[ev.player]
    p.tapped[ev.card] = False
    p.heal_at[ev.card] = -1


def _a_discarded(s, ev: E.MoveDiscarded) -> None:
    p = s.players[ev.player]
    s.move_deck.append(p.move_cards.pop(ev.card))
    s.move_deck.sort()
    p.tapped.pop(ev.card)
    p.heal_at.pop(ev.card)


def _a_earned(s, ev: E.MoveEarned) -> None:
    p = s.players[ev.player]
    s.move_deck.remove(ev.card)
    p.move_cards.append(ev.card)
    p.tapped.append(False)
    p.heal_at.append(-1)


def _a_feud(s, ev: E.FeudStarted) -> None:
    s.feuds.append((ev.a, ev.b))


def _a_enjoyed(s, ev: E.ShowEnjoyed) -> None:
    s.players[ev.player].enjoyed += 1
    s.players[ev.player].crowd_points += 1
    s.phase = "jobber"


def _a_booked(s, ev: E.MatchBooked) -> None:
    s.booking = Booking(ev.opponent, ev.match_type, ev.feud, list(ev.ask))
    s.phase = "runins" if ev.ask else "match"


def _a_ran_in(s, ev: E.RanIn) -> None:
    b = s.booking
    b.ask.pop(0)
    if ev.side is not None:
        b.runins[ev.player] = ev.side
    if not b.ask:
        s.phase = "match"


def _a_played(s, ev: E.MatchPlayed) -> None:
    a, b = ev.players
    for p in ev.players:
        player = s.players[p]
        if ev.winner is None:
            player.draws += 1
            player.points += DRAW_POINTS
        elif ev.winner == p:
            player.wins += 1
            player.points += WIN_POINTS
        else:
            player.losses += 1
    key = (min(a, b), max(a, b))
    s.met[key] = s.met.get(key, 0) + 1
    record = {"week": s.week, "players": list(ev.players), "winner": ev.winner, "how": ev.how,
              "points": list(ev.points), "squash": ev.squash,
              "feud": bool(s.booking and s.booking.feud)}
    s.results.append(record)
    if s.ppv():
        s.ppv_results.append(record)
    if record["feud"]:
        s.settled.extend(f for f in s.feuds if set(f) == {a, b})
    s.phase = "jobber"


def _a_turn_ended(s, ev: E.TurnEnded) -> None:
    s.players[ev.player].turns_taken += 1
    s.players[ev.player].carried = []
    s.booking = None
    nxt = (ev.player + 1) % len(s.players)
    if nxt == 0:
        s.week += 1
    s.active = nxt
    s.phase = "over" if s.week >= s.weeks else "between"


def _a_ended(s, ev: E.SeasonEnded) -> None:
    s.champion = ev.champion
    s.phase = "over"
    s.week = s.weeks - 1


_APPLY = {
    E.TurnBegan: _a_turn_began, E.DramaDrawn: _a_drawn, E.InterviewGiven: _a_interview,
    E.CrowdChanged: _a_crowd, E.DramaCarried: _a_carried, E.InjuryDue: _a_due,
    E.InjuryNoEffect: _a_noop,
    E.MoveTapped: _a_tapped, E.InjuryHealed: _a_healed, E.MoveDiscarded: _a_discarded,
    E.MoveEarned: _a_earned, E.FeudStarted: _a_feud, E.ShowEnjoyed: _a_enjoyed,
    E.MatchBooked: _a_booked, E.RanIn: _a_ran_in, E.MatchPlayed: _a_played,
    E.TurnEnded: _a_turn_ended, E.SeasonEnded: _a_ended, E.PlayersTaken: _a_noop,
}
