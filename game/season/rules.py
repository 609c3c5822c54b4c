"""The season rules: decide(state, command) -> events, as in a match (who may act is in
legal.py, the fold of events in apply.py)."""
from __future__ import annotations

from ..match.dice import Dice
from ..match.editions import season_injuries_end_after_any_match, season_records_players
from ..errors import IllegalCommand
from ..match.legal import CROWD_ABILITY_COST
from ..match.tiers import rank
from ..match.rules import is_squash
from ..match.state import EDITION
from . import commands as C
from . import events as E
from .apply import apply_in_place
from .legal import CROWD_DRAMA, INJURING, check
from .state import (DRAMA_HAND, MEETINGS_FOR_FEUD, MOVE_CARDS_MAX, START_MOVE_CARDS, Player,
                    SeasonSetup, SeasonState)


def new_season(setup: SeasonSetup, lib, edition: int = EDITION) -> SeasonState:
    """The season before its first show, under an edition of the rules (what changed between
    editions is switched on options["edition"]: 5 ends an injury after any match the wrestler
    wrestles (INJ-7) and lets a Pay-Per-View squash injure twice under the variant (INJ-13))."""
    players = []
    held = set()
    for p in setup.players:
        star = lib.superstars[p.superstar]
        cards = starting_moves(lib, p.superstar)
        held.update(cards)
        players.append(Player(star.id, star.persona, cards, [False] * len(cards),
                              [-1] * len(cards)))
    deck = sorted(m for m in lib.move_cards if m not in held)
    return SeasonState(setup.seed, setup.weeks, players,
                       {"match_type": setup.match_type, "ppv_match_type": setup.ppv_match_type,
                        "provision": setup.provision, "ooh": setup.ooh_gotta_hurt,
                        "lib": lib, "edition": edition,
                        "controllers": tuple(p.controller for p in setup.players)},
                       move_deck=deck)


def drama_crowd_points(card) -> int:
    """The Crowd Points a Crowd Drama card (Promo, Cheap Heat, Crowd Pleaser) earns: at least 1."""
    return max(1, card.amount)


def starting_moves(lib, superstar: str) -> list[str]:
    """The signature Move cards a Superstar starts a season with."""
    return list(lib.superstars[superstar].move_cards[:START_MOVE_CARDS])


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
        apply_in_place(self.s, ev)
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
    step = Step(s.clone(), Dice(s.seed, 900_000 + s.steps))
    _DECIDERS[type(cmd)](step, cmd)
    return step.events


def _start(t: Step, cmd) -> None:
    if season_records_players(edition_of(t.s)):  # edition 8: who plays whom, fixed now
        t.emit(E.PlayersTaken(t.s.options["controllers"]))
    t.emit(E.TurnBegan(0, 0))
    t.roll_call(0)


def _interview(t: Step, cmd: C.GiveInterview) -> None:
    s = t.s
    t.emit(E.InterviewGiven(cmd.player, cmd.card, cmd.target))
    if not cmd.card:
        return
    card = s.options["lib"].drama[cmd.card]
    if card.effect in INJURING:
        t.injure(cmd.target, card.name)  # INJ-14, INJ-15
    elif card.effect in CROWD_DRAMA:
        t.emit(E.CrowdChanged(cmd.player, drama_crowd_points(card), card.name))
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
    squash = cmd.winner is not None and is_squash(cmd.points, cmd.winner)  # INJ-12
    before = [list(s.players[p].tapped) for p in pair]
    t.emit(E.MatchPlayed(pair, winner, cmd.how, tuple(cmd.points), squash,
                         tuple(tuple(x) for x in cmd.tapped)))
    for side, p in enumerate(pair):  # injuries taken in the match: INJ-9
        for i, (was, now) in enumerate(zip(before[side], cmd.tapped[side])):
            if now and not was:
                t.emit(E.MoveTapped(p, i, heal_turn(s, p), "in the match"))
    # INJ-13: under the variant a squash adds the provision's injury
    twice = s.options["ooh"] and season_injuries_end_after_any_match(edition_of(s))
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
    # INJ-7: the opponent's injuries from before the match end with it
    if season_injuries_end_after_any_match(edition_of(s)):
        opponent = s.players[b.opponent]
        for i, was in enumerate(before[1]):
            if was and i < len(opponent.tapped) and opponent.tapped[i]:
                t.emit(E.InjuryHealed(b.opponent, i))


def heals_after_any_match(s: SeasonState) -> bool:
    """INJ-7: a season injury also ends with any match the wrestler wrestles before its turn
    (the rules' edition of this season says whether)."""
    return season_injuries_end_after_any_match(edition_of(s))


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
    """How players rank in the standings: points, wins, fewer losses, Rank, then listed first."""
    p = s.players[i]
    return (p.points, p.wins, -p.losses, rank(s.options["lib"], p.move_cards), -i)


_DECIDERS = {
    C.StartSeason: _start, C.GiveInterview: _interview, C.UseCrowd: _crowd, C.Book: _book,
    C.RunIn: _run_in, C.ReportMatch: _report, C.ChooseTapOut: _tap_out,
    C.DiscardMove: _discard, C.EndTurn: _end_turn,
}
