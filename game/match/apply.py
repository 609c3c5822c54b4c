"""apply(state, event): the pure fold. apply_in_place is the fast path the engine folds with."""
from __future__ import annotations

from . import events as E
from .editions import points_are_hp_shares, stays_down_at_zero
from .points import match_points
from .state import MatchState, Outcome
from ..library.words import MOMENTUM

ATTITUDE = MOMENTUM.index("attitude")


def apply(state: MatchState, event: E.Event) -> MatchState:
    """A new state: the old one with the event applied (the old one is untouched)."""
    new = state.clone()
    apply_in_place(new, event)
    return new


def fold(state: MatchState, events) -> MatchState:
    """Apply many events to a copy of the state."""
    new = state.clone()
    for ev in events:
        apply_in_place(new, ev)
    return new


def apply_in_place(s: MatchState, ev: E.Event) -> None:
    """Change the state by one event."""
    _HANDLERS[type(ev)](s, ev)


def _started(s, ev: E.MatchStarted) -> None:
    s.auto_event_turns = ev.auto_event_turns


def _acted(s, ev: E.Acted) -> None:
    s.actions += 1


def _shuffled(s, ev: E.PlaybookShuffled) -> None:
    side = s.sides[ev.seat]
    moved = set(ev.order)
    side.discard = [p for p in side.discard if p not in moved]
    side.playbook = list(ev.order)


def _regrouped(s, ev: E.HandRegrouped) -> None:
    side = s.sides[ev.seat]
    side.hand = [p for p in side.hand if p not in ev.pages]
    side.playbook.extend(ev.pages)


def _drawn(s, ev: E.PageDrawn) -> None:
    side = s.sides[ev.seat]
    side.playbook.remove(ev.page)
    side.hand.append(ev.page)


def _pay(side, cost: tuple) -> None:
    m = side.momentum
    for i, c in enumerate(cost):
        if c:
            m[i] -= c


def _played(s, ev: E.PagePlayed) -> None:
    side = s.sides[ev.seat]
    side.hand.remove(ev.page)
    _pay(side, ev.cost)
    if ev.to == "pending":
        s.pending = (ev.seat, ev.page)
    elif ev.to == "discard":
        side.discard.append(ev.page)


def _countered(s, ev: E.MoveCountered) -> None:
    side = s.sides[ev.seat]
    side.hand.remove(ev.page)
    _pay(side, ev.cost)
    side.discard.append(ev.page)
    s.pending = None
    s.sides[ev.move_seat].discard.append(ev.move_page)


def _control(s, ev: E.ControlChanged) -> None:
    s.control = ev.seat
    side = s.sides[ev.seat]
    side.held_control = True
    if not (side.hp == 0 and stays_down_at_zero(s.rules)):
        side.on_mat = False
    if "stunned" in side.statuses:
        side.statuses.remove("stunned")
    s.string_seat = ev.seat
    s.string_count = 0
    s.string_types = ()


def _hurt(s, seat: int, amount: int, part: str) -> None:
    victim = s.sides[seat]
    attacker = s.sides[1 - seat]
    attacker.dealt += min(amount, victim.hp) if points_are_hp_shares(s.rules.edition) else amount
    victim.hp = max(0, victim.hp - amount)
    victim.body[part] += amount
    attacker.points = match_points(attacker.dealt, victim.max_hp, s.rules.edition)


def _connected(s, ev: E.MoveConnected) -> None:
    if s.pending and s.pending[1] == ev.page:
        s.pending = None
        s.sides[ev.seat].discard.append(ev.page)
    _hurt(s, 1 - ev.seat, ev.damage, ev.part)
    s.sides[ev.seat].last_move = (s.turn, ev.page, ev.damage, ev.tags)
    s.sides[ev.seat].grudge = 0
    s.moves_elapsed += 1
    if s.string_seat == ev.seat:
        s.string_count += 1
        s.string_types = s.string_types + (ev.move_type,)
    else:
        s.string_seat = ev.seat
        s.string_count = 1
        s.string_types = (ev.move_type,)


def _noop(s, ev) -> None:
    return None


def _damage(s, ev: E.DamageDealt) -> None:
    _hurt(s, ev.seat, ev.amount, ev.part)


def _healed(s, ev: E.Healed) -> None:
    side = s.sides[ev.seat]
    side.hp = min(side.max_hp, side.hp + ev.amount)


def _momentum(s, ev: E.MomentumChanged) -> None:
    m = s.sides[ev.seat].momentum
    for i, d in enumerate(ev.delta):
        if d:
            m[i] += d


def _down(s, ev: E.WentDown) -> None:
    s.sides[ev.seat].on_mat = True


def _up(s, ev: E.StoodUp) -> None:
    s.sides[ev.seat].on_mat = False


def _ringside(s, ev: E.WentToRingside) -> None:
    side = s.sides[ev.seat]
    side.at_ringside = True
    side.ringside_turns = 0
    if ev.source == "button":
        side.moved_to_ringside = True


def _returned(s, ev: E.ReturnedToRing) -> None:
    side = s.sides[ev.seat]
    side.at_ringside = False
    side.ringside_turns = 0


def _status_added(s, ev: E.StatusAdded) -> None:
    s.sides[ev.seat].statuses.append(ev.status)


def _status_removed(s, ev: E.StatusRemoved) -> None:
    s.sides[ev.seat].statuses.remove(ev.status)


def _warned(s, ev: E.WarningsGiven) -> None:
    s.sides[ev.seat].warnings = ev.total


def _pinned(s, ev: E.PinAttempted) -> None:
    side = s.sides[ev.seat]
    side.momentum[ATTITUDE] -= ev.cost
    if ev.by == "button" and not ev.success:
        side.failed_pins += 1


def _ditched(s, ev: E.PageDitched) -> None:
    side = s.sides[ev.seat]
    side.hand.remove(ev.page)
    side.discard.append(ev.page)


def _crowd(s, ev: E.CrowdSupportGiven) -> None:
    s.sides[ev.seat].crowd_points += 1


def _spent(s, ev: E.CrowdPointsSpent) -> None:
    s.sides[ev.seat].crowd_points -= ev.amount


def _referee(s, ev: E.RefereeEntered) -> None:
    s.referee = (ev.seat, ev.page)


def _distracted(s, ev: E.RefDistracted) -> None:
    if not ev.stays:
        s.referee = None
    s.ref_distracted_until = ev.until


def _event_entered(s, ev: E.EventEntered) -> None:
    s.events_in_play.append((ev.seat, ev.page, ev.auto, ev.instance))
    if not ev.auto:
        s.events_played += 1


def _weapon(s, ev: E.WeaponUsed) -> None:
    if s.pending and s.pending[1] == ev.page:
        s.pending = None
        s.sides[ev.seat].discard.append(ev.page)
    s.sides[1 - ev.seat].last_weapon = (ev.seat, s.pages[ev.page], None)


def _injured(s, ev: E.InjuryTaken) -> None:
    side = s.sides[ev.seat]
    side.injury_due += 1
    side.injury_causes.append(ev.cause)
    if _weapons_own(s, side, ev.cause, None):  # the last weapon hit's own injury, still due
        side.last_weapon = side.last_weapon[:2] + (-1,)


def _tapped(s, ev: E.MoveCardTapped) -> None:
    side = s.sides[ev.seat]
    side.tapped[ev.card] = True
    side.injuries += 1
    side.injury_due -= 1
    side.injury_causes.pop(0)
    side.tap_causes[ev.card] = ev.cause
    if _weapons_own(s, side, ev.cause, -1):  # ... now tapped out on this Move card
        side.last_weapon = side.last_weapon[:2] + (ev.card,)


def _weapons_own(s, side, cause: str, injury) -> bool:
    """True when the side's last weapon hit is named `cause` and its injury stands at `injury`
    (None: it caused none yet; -1: due), so this injury is that hit's (INJ-11, edition 12)."""
    hit = side.last_weapon
    return hit is not None and hit[2] == injury and s.cat.info[hit[1]].name == cause


def _weapon_turned(s, ev: E.WeaponTurned) -> None:
    side = s.sides[ev.seat]
    side.last_weapon = None
    if ev.cancelled_due:
        i = side.injury_causes.index(ev.weapon)
        side.injury_causes.pop(i)
        side.injury_due -= 1
    elif ev.card >= 0:
        side.tapped[ev.card] = False
        side.tap_causes[ev.card] = ""
        side.injuries -= 1


def _dealt(s, ev: E.DramaDealt) -> None:
    s.sides[ev.seat].drama = ev.cards
    s.interview = 0


def _interview(s, ev: E.InterviewGiven) -> None:
    s.sides[ev.seat].drama = ()
    s.interview = ev.next_seat


def _grudge(s, ev: E.GrudgeSet) -> None:
    s.sides[ev.seat].grudge = ev.amount


def _withdrawn(s, ev: E.BellBonusWithdrawn) -> None:
    side = s.sides[ev.seat]
    side.max_hp -= ev.hp
    side.hp -= ev.hp
    side.momentum = [m - d for m, d in zip(side.momentum, ev.momentum)]
    side.crowd_points -= ev.crowd


def _grown(s, ev: E.HandGrown) -> None:
    s.sides[ev.seat].hand_bonus += ev.pages


def _max_hp(s, ev: E.MaxHpRaised) -> None:
    side = s.sides[ev.seat]
    side.max_hp += ev.amount
    side.hp += ev.amount


def _turn(s, ev: E.TurnEnded) -> None:
    s.turn = ev.turn
    for seat in ev.counted:
        s.sides[seat].ringside_turns += 1


def _ended(s, ev: E.MatchEnded) -> None:
    s.over = Outcome(ev.winner, ev.how, ev.turn)
    if s.pending:
        seat, page = s.pending
        s.sides[seat].discard.append(page)
        s.pending = None


def _took_back(s, ev: E.TookBack) -> None:
    raise ValueError("a take-back is folded with its log (game.takeback.fold_states)")


_HANDLERS = {
    E.MatchStarted: _started, E.Acted: _acted, E.PlaybookShuffled: _shuffled,
    E.HandRegrouped: _regrouped, E.PageDrawn: _drawn, E.PagePlayed: _played, E.MoveCountered: _countered,
    E.ControlChanged: _control, E.MoveConnected: _connected, E.AutoEffects: _noop,
    E.DamageDealt: _damage, E.Healed: _healed, E.MomentumChanged: _momentum,
    E.WentDown: _down, E.StoodUp: _up, E.WentToRingside: _ringside,
    E.ReturnedToRing: _returned, E.StatusAdded: _status_added,
    E.StatusRemoved: _status_removed, E.WarningsGiven: _warned, E.PinAttempted: _pinned,
    E.SubmissionAttempted: _noop, E.PageDitched: _ditched, E.DitchRolled: _noop,
    E.CrowdSupportGiven: _crowd, E.CrowdPointsSpent: _spent, E.RefereeEntered: _referee,
    E.RefDistracted: _distracted, E.EventEntered: _event_entered, E.WeaponUsed: _weapon,
    E.InjuryRolled: _noop, E.InjuryTaken: _injured, E.MoveCardTapped: _tapped, E.WeaponTurned: _weapon_turned, E.InjuryIgnored: _noop,
    E.TurnEnded: _turn, E.MatchEnded: _ended, E.DramaDealt: _dealt,
    E.InterviewGiven: _interview, E.DramaCarried: _noop, E.GrudgeSet: _grudge, E.MaxHpRaised: _max_hp,
    E.BellBonusWithdrawn: _withdrawn, E.HandGrown: _grown,
    E.TookBack: _took_back, E.SeatsTaken: _noop,
}
