"""Who acts in a season and what they may do: actor, check, legal_commands, as in a match."""
from __future__ import annotations

from ..match.editions import season_refuses_idle_sneak_attack
from ..match.legal import CROWD_ABILITY_COST
from ..match.state import EDITION
from . import commands as C
from .state import SeasonState

TARGETED = ("sneak_attack", "injured_angle", "grudge")  # Drama effects that name a wrestler
INJURING = ("sneak_attack", "injured_angle")  # Drama effects that injure their target
CROWD_DRAMA = ("promo", "cheap_heat", "crowd_pleaser")  # Drama effects that earn Crowd Points


def injury_does_nothing(player) -> str | None:
    """Why an injury would do nothing to this wrestler (one injury at a time; an injury taps a
    Move card out), or None: the AI leaves such a Drama card be, the hub says so."""
    if player.injured():
        return "already injured"
    if all(player.tapped):
        return "no Move card to tap out"
    return None


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
    if kind is C.StartSeason:
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
        return idle_sneak_attack(s, cmd.target)
    elif not me.injured():
        return "Your Comeback heals an injury, and you have none."
    return None


def idle_sneak_attack(s: SeasonState, target: int) -> str | None:
    """Rules edition 6: why a Sneak Attack on this wrestler would do nothing (already injured
    under standard rules, or no Move card left to tap out), as the match refuses it; None if it
    would injure. Earlier editions took the 2 Crowd Points anyway."""
    if not season_refuses_idle_sneak_attack(s.options.get("edition", EDITION)):
        return None
    p = s.players[target]
    name = s.options["lib"].superstars[p.superstar].name
    if all(p.tapped):
        return f"{name} has no Move card left to tap out: a Sneak Attack would do nothing."
    if (p.injured() or any(d[0] == target for d in s.tapout_due)) and not s.options["ooh"]:
        return f"{name} is already injured: a Sneak Attack would do nothing."
    return None


def legal_commands(s: SeasonState, player: int) -> list:
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

