"""The season rules: decide(state, command) -> events and apply(state, event), as in a match."""
from __future__ import annotations

from dataclasses import dataclass

from ..dice import Dice
from ..editions import season_injuries_end_after_any_match
from ..errors import IllegalCommand
from ..state import EDITION
from . import commands as C
from . import events as E
from .state import DRAMA_HAND, MOVE_CARDS_MAX, Booking, Player, SeasonSetup, SeasonState

START_MOVE_CARDS = 3
WIN_POINTS, DRAW_POINTS = 3, 1
CROWD_ABILITY_COST = 2
MEETINGS_FOR_FEUD = 2
SQUASH_MARGIN = 10
TARGETED = ("sneak_attack", "injured_angle", "grudge")
CROWD_DRAMA = ("promo", "cheap_heat", "crowd_pleaser")


@dataclass(frozen=True, slots=True)
class StartSeason(C.SeasonCommand):
    """Open the first show."""


def new_season(setup: SeasonSetup, lib, edition: int = EDITION) -> SeasonState:
    """The season before its first show, under an edition of the rules (what changed between
    editions is switched on options["edition"]: 5 ends an injury after any match the wrestler
    wrestles (INJ-7) and lets a Pay-Per-View squash injure twice under the variant (INJ-13))."""
    players = []
    held = set()
    for p in setup.players:
        star = lib.superstars[p.superstar]
        cards = list(star.move_cards[:START_MOVE_CARDS])
        held.update(cards)
        players.append(Player(star.id, star.persona, cards, [False] * len(cards),
                              [-1] * len(cards)))
    deck = sorted(m for m in lib.move_cards if m not in held)
    return SeasonState(setup.seed, setup.weeks, players,
                       {"match_type": setup.match_type, "ppv_match_type": setup.ppv_match_type,
                        "provision": setup.provision, "ooh": setup.ooh_gotta_hurt,
                        "lib": lib, "edition": edition}, move_deck=deck)


# ---- who acts, and what they may do ----------------------------------------------------------

def actor(s: SeasonState) -> int | None:
    """The player who must act now."""
    if s.tapout_due:
        return s.tapout_due[0][0]
    if s.phase == "over":
        return None
    if s.phase == "runins":
        return s.booking.ask[0]
    return s.active


def check(s: SeasonState, cmd) -> str | None:
    """Why the season rules refuse this command, or None."""
    kind = type(cmd)
    if kind is StartSeason:
        return None if s.steps == 0 else "The season has already started."
    if s.steps == 0:
        return "The season hasn't started."
    if not 0 <= cmd.player < len(s.players):
        return "There is no such player."
    if cmd.player != actor(s):
        return "It's not your turn to act."
    me = s.players[cmd.player]
    if s.tapout_due:
        if kind is not C.ChooseTapOut:
            return "Choose a Move card to tap out first."
        if not 0 <= cmd.card < len(me.move_cards) or me.tapped[cmd.card]:
            return "That Move card can't be tapped out."
        return None
    if kind is C.DiscardMove:
        if s.phase not in ("drama", "jobber"):
            return "Move cards are discarded in your Drama or Jobber Security phase."
        if not 0 <= cmd.card < len(me.move_cards) or not me.tapped[cmd.card]:
            return "Only a tapped-out Move card can be discarded to end an injury."
        return None
    if s.phase == "drama":
        if kind is C.GiveInterview:
            return interview_blocker(s, cmd)
        if kind is C.UseCrowd:
            return crowd_blocker(s, cmd)
        return "It's the Drama phase: give your Interview."
    if s.phase == "event":
        if kind is not C.Book:
            return "Choose a match or Enjoy the Show."
        rival = s.feud_rival(cmd.player)
        if cmd.opponent is None:
            return "Your feud ends at the Pay-Per-View: you must wrestle." \
                if s.ppv() and rival is not None else None
        if cmd.opponent == cmd.player or not 0 <= cmd.opponent < len(s.players):
            return "Choose another wrestler."
        if s.ppv() and rival is not None and cmd.opponent != rival:
            return "At the Pay-Per-View you face your feud rival."
        return None
    if s.phase == "runins":
        if kind is not C.RunIn:
            return "Decide whether to Run-In."
        return None if cmd.side in (None, 0, 1) else "Run in for side 0 or 1, or stay back."
    if s.phase == "match":
        return None if kind is C.ReportMatch else "The match is on."
    if s.phase == "jobber":
        return None if kind is C.EndTurn else "Jobber Security: end your turn."
    return "The season is over."


def interview_blocker(s: SeasonState, cmd: C.GiveInterview) -> str | None:
    """Why this Interview can't be given."""
    me = s.players[cmd.player]
    if not cmd.card:
        return None
    if cmd.card not in me.drama:
        return "That Drama card is not in your hand."
    effect = s.options["lib"].drama[cmd.card].effect
    if effect in TARGETED:
        if cmd.target is None or cmd.target == cmd.player or not 0 <= cmd.target < len(s.players):
            return "Choose another wrestler as the target."
    return None


def crowd_blocker(s: SeasonState, cmd: C.UseCrowd) -> str | None:
    """Why the crowd ability can't be used."""
    me = s.players[cmd.player]
    if me.crowd_points < CROWD_ABILITY_COST:
        return f"You need {CROWD_ABILITY_COST} Crowd Points."
    if me.persona == "antagonist":
        if cmd.target is None or cmd.target == cmd.player or not 0 <= cmd.target < len(s.players):
            return "Choose another wrestler to Sneak Attack."
    elif not me.injured():
        return "Your Comeback heals an injury, and you have none."
    return None


def legal(s: SeasonState, player: int) -> list:
    """Every command the player may give now."""
    if actor(s) != player:
        return []
    me = s.players[player]
    others = [i for i in range(len(s.players)) if i != player]
    if s.tapout_due:
        return [C.ChooseTapOut(player, i) for i, t in enumerate(me.tapped) if not t]
    out: list = []
    if s.phase in ("drama", "jobber"):
        out += [C.DiscardMove(player, i) for i, t in enumerate(me.tapped) if t]
    if s.phase == "drama":
        out.append(C.GiveInterview(player, ""))
        lib = s.options["lib"]
        for card in sorted(set(me.drama)):
            if lib.drama[card].effect in TARGETED:
                out += [C.GiveInterview(player, card, t) for t in others]
            else:
                out.append(C.GiveInterview(player, card))
        for t in (others if me.persona == "antagonist" else [None]):
            if crowd_blocker(s, C.UseCrowd(player, t)) is None:
                out.append(C.UseCrowd(player, t))
    elif s.phase == "event":
        out += [C.Book(player, o) for o in [None] + others if check(s, C.Book(player, o)) is None]
    elif s.phase == "runins":
        out += [C.RunIn(player, None), C.RunIn(player, 0), C.RunIn(player, 1)]
    elif s.phase == "jobber":
        out.append(C.EndTurn(player))
    return out


# ---- deciding ------------------------------------------------------------------------------

class Step:
    """A season command being resolved on a scratch copy."""

    __slots__ = ("s", "dice", "events")

    def __init__(self, s: SeasonState, dice: Dice) -> None:
        self.s = s
        self.dice = dice
        self.events: list = []

    def emit(self, ev) -> None:
        """Record an event and apply it to the scratch state."""
        apply(self.s, ev)
        self.events.append(ev)

    def injure(self, player: int, cause: str) -> None:
        """Seed 000 injuries: one at a time unless Ooh, That's Gotta Hurt!; no card, no effect."""
        s = self.s
        p = s.players[player]
        if all(p.tapped):
            self.emit(E.InjuryNoEffect(player, cause, "no Move card left to tap out"))
            return
        if (p.injured() or any(d[0] == player for d in s.tapout_due)) and not s.options["ooh"]:
            self.emit(E.InjuryNoEffect(player, cause, "already injured"))
            return
        self.emit(E.InjuryDue(player, cause, heal_turn(s, player)))

    def roll_call(self, player: int) -> None:
        """Roll Call: draw a Drama card up to a hand of three."""
        lib = self.s.options["lib"]
        if len(self.s.players[player].drama) < DRAMA_HAND and lib.drama:
            self.emit(E.DramaDrawn(player, self.dice.pick(sorted(lib.drama))))


def heal_turn(s: SeasonState, player: int) -> int:
    """INJ-7..9: the own turn whose Jobber Security ends an injury taken now, unless a match the
    player wrestles in another player's turn ends it first (`_report`).

    Injured before your turn, or in your own Roll Call or Drama: the coming (or current) turn,
    whether you then wrestle or Enjoy the Show. Injured in your own match or after it: your next.
    """
    p = s.players[player]
    if player == s.active and s.phase in ("match", "jobber"):
        return p.turns_taken + 1
    return p.turns_taken


def decide(s: SeasonState, cmd) -> list:
    """The events a season command produces; raises IllegalCommand when refused."""
    reason = check(s, cmd)
    if reason is not None:
        raise IllegalCommand(reason)
    step = Step(clone(s), Dice(s.seed, 900_000 + s.steps))
    _DECIDERS[type(cmd)](step, cmd)
    return step.events


def _start(t: Step, cmd) -> None:
    t.emit(E.TurnBegan(0, 0))
    t.roll_call(0)


def _interview(t: Step, cmd: C.GiveInterview) -> None:
    s = t.s
    t.emit(E.InterviewGiven(cmd.player, cmd.card, cmd.target))
    if not cmd.card:
        return
    card = s.options["lib"].drama[cmd.card]
    if card.effect in ("sneak_attack", "injured_angle"):
        t.injure(cmd.target, card.name)  # INJ-14, INJ-15
    elif card.effect in CROWD_DRAMA:
        t.emit(E.CrowdChanged(cmd.player, max(1, card.amount), card.name))
    else:  # hype, heal up, contract, grudge, backstage brawl: they work in this turn's match
        if card.effect == "grudge" and not s.ppv() and s.feud_rival(cmd.player) is None \
                and s.feud_rival(cmd.target) is None:
            t.emit(E.FeudStarted(cmd.player, cmd.target, card.name))
        t.emit(E.DramaCarried(cmd.player, cmd.card))


def _crowd(t: Step, cmd: C.UseCrowd) -> None:
    s = t.s
    me = s.players[cmd.player]
    t.emit(E.CrowdChanged(cmd.player, -CROWD_ABILITY_COST, "crowd ability"))
    if me.persona == "antagonist":
        t.injure(cmd.target, "Sneak Attack")  # INJ-14
    else:
        card = next(i for i, x in enumerate(me.tapped) if x)
        t.emit(E.InjuryHealed(cmd.player, card))


def _book(t: Step, cmd: C.Book) -> None:
    s = t.s
    if cmd.opponent is None:
        t.emit(E.ShowEnjoyed(cmd.player))
        return
    feud = s.ppv() and s.feud_rival(cmd.player) == cmd.opponent
    kind = s.options["ppv_match_type" if feud else "match_type"]
    ask = tuple(i for i in range(len(s.players)) if i not in (cmd.player, cmd.opponent))
    t.emit(E.MatchBooked(cmd.player, cmd.opponent, kind, feud, ask))


def _run_in(t: Step, cmd: C.RunIn) -> None:
    t.emit(E.RanIn(cmd.player, cmd.side))


def _report(t: Step, cmd: C.ReportMatch) -> None:
    s = t.s
    b = s.booking
    pair = (s.active, b.opponent)
    winner = None if cmd.winner is None else pair[cmd.winner]
    margin = 0 if cmd.winner is None else cmd.points[cmd.winner] - cmd.points[1 - cmd.winner]
    squash = margin > SQUASH_MARGIN
    before = [list(s.players[p].tapped) for p in pair]
    t.emit(E.MatchPlayed(pair, winner, cmd.how, tuple(cmd.points), squash,
                         tuple(tuple(x) for x in cmd.tapped)))
    for side, p in enumerate(pair):  # injuries taken in the match: INJ-9
        for i, (was, now) in enumerate(zip(before[side], cmd.tapped[side])):
            if now and not was:
                t.emit(E.MoveTapped(p, i, heal_turn(s, p), "in the match"))
    twice = s.options["ooh"] and season_injuries_end_after_any_match(edition_of(s))  # INJ-13: under the variant a squash adds
    if winner is not None and b.feud and (twice or not squash) \
            and margin >= s.options["provision"]:
        t.injure(pair[1 - cmd.winner], f"feud provision: lost by {s.options['provision']}+")
    if winner is not None:
        star = s.players[winner]
        if len(star.move_cards) < MOVE_CARDS_MAX and s.move_deck:
            t.emit(E.MoveEarned(winner, t.dice.pick(s.move_deck)))
    key = tuple(sorted(pair))
    if (not s.ppv() and s.met.get(key, 0) >= MEETINGS_FOR_FEUD
            and s.feud_rival(pair[0]) is None and s.feud_rival(pair[1]) is None):
        t.emit(E.FeudStarted(pair[0], pair[1], "they keep crossing paths"))
    if season_injuries_end_after_any_match(edition_of(s)):  # INJ-7: the opponent's injuries from before the match end with it
        opponent = s.players[b.opponent]
        for i, was in enumerate(before[1]):
            if was and i < len(opponent.tapped) and opponent.tapped[i]:
                t.emit(E.InjuryHealed(b.opponent, i))


def edition_of(s: SeasonState) -> int:
    """The edition of the rules the season is played under."""
    return s.options.get("edition", EDITION)


def _tap_out(t: Step, cmd: C.ChooseTapOut) -> None:
    player, cause, heal_at = t.s.tapout_due[0]
    t.emit(E.MoveTapped(player, cmd.card, heal_at, cause))


def _discard(t: Step, cmd: C.DiscardMove) -> None:
    t.emit(E.MoveDiscarded(cmd.player, cmd.card))


def _end_turn(t: Step, cmd: C.EndTurn) -> None:
    s = t.s
    me = s.players[cmd.player]
    for i, at in enumerate(me.heal_at):  # Jobber Security: injuries due now end (INJ-7..9)
        if me.tapped[i] and at <= me.turns_taken:
            t.emit(E.InjuryHealed(cmd.player, i))
    t.emit(E.TurnEnded(cmd.player))
    if s.phase == "over":
        best = max(range(len(s.players)), key=lambda i: standing_key(s, i))
        t.emit(E.SeasonEnded(best))
        return
    t.emit(E.TurnBegan(s.active, s.week))
    t.roll_call(s.active)


def standing_key(s: SeasonState, i: int) -> tuple:
    """How players rank in the standings: points, wins, fewer losses, then Rank."""
    p = s.players[i]
    lib = s.options["lib"]
    return (p.points, p.wins, -p.losses, sum(lib.move_cards[m].rank for m in p.move_cards), -i)


_DECIDERS = {
    StartSeason: _start, C.GiveInterview: _interview, C.UseCrowd: _crowd, C.Book: _book,
    C.RunIn: _run_in, C.ReportMatch: _report, C.ChooseTapOut: _tap_out,
    C.DiscardMove: _discard, C.EndTurn: _end_turn,
}


# ---- applying -----------------------------------------------------------------------------

def clone(s: SeasonState) -> SeasonState:
    """A copy to change freely."""
    players = [Player(p.superstar, p.persona, p.move_cards[:], p.tapped[:], p.heal_at[:],
                      p.drama[:], p.crowd_points, p.points, p.wins, p.losses, p.draws,
                      p.turns_taken, p.enjoyed, p.injuries, p.carried[:]) for p in s.players]
    b = s.booking
    booking = None if b is None else Booking(b.opponent, b.match_type, b.feud, b.ask[:],
                                             dict(b.runins))
    return SeasonState(s.seed, s.weeks, players, s.options, s.week, s.active, s.phase, s.steps,
                       s.feuds[:], s.settled[:], booking, dict(s.met), s.tapout_due[:], s.results[:],
                       s.ppv_results[:], s.move_deck[:], s.champion)


def apply(s: SeasonState, ev) -> None:
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
    E.TurnEnded: _a_turn_ended, E.SeasonEnded: _a_ended,
}
