"""How often each seed-000 injury rule fired in a season: a count per rule id, read from its log.

    season_rules_fired(season) -> {rule id: times}

INJ-4 a tapped-out Move card discarded; INJ-7 an injury ended; INJ-8 an injury taken before the
wrestler's turn (a Drama-phase Sneak Attack or Injured Angle on them); INJ-9 an injury taken in a
match (its tap-out, or a feud provision); INJ-13 a feud provision's injury; INJ-3/INJ-5 an injury
that did nothing; INJ-6 an injury on a wrestler already injured (the variant); INJ-12 a squash's
injury; INJ-14/INJ-15 a Sneak Attack's or an Injured Angle's injury.
"""
from __future__ import annotations

from . import commands as C
from . import events as E

SEASON_INJ_IDS = ("INJ-3", "INJ-4", "INJ-5", "INJ-6", "INJ-7", "INJ-8", "INJ-9", "INJ-12",
                  "INJ-13", "INJ-14", "INJ-15")


def season_rules_fired(season) -> dict:
    """Per injury rule id, how often it fired in this season's log (0 for rules that did not)."""
    lib = season.cat.lib
    drama = {card.name: card.effect for card in lib.drama.values()}
    counts = {rule: 0 for rule in SEASON_INJ_IDS}
    tapped: dict = {}  # player -> set of tapped card indexes

    def hit(rule: str) -> None:
        counts[rule] += 1

    for cmd, events in season.log:
        drama_phase = isinstance(cmd, (C.GiveInterview, C.UseCrowd))
        for ev in events:
            kind = type(ev)
            mine = tapped.setdefault(getattr(ev, "player", -1), set())
            if kind is E.InjuryDue:
                if mine:
                    hit("INJ-6")
                cause = drama.get(ev.cause, ev.cause)
                if drama_phase:
                    hit("INJ-8")
                if ev.cause.startswith("feud provision"):
                    hit("INJ-13")
                    hit("INJ-9")
                elif cause in ("Sneak Attack", "sneak_attack"):
                    hit("INJ-14")
                elif cause == "injured_angle":
                    hit("INJ-15")
            elif kind is E.InjuryNoEffect:
                hit("INJ-3" if ev.reason == "already injured" else "INJ-5")
            elif kind is E.MoveTapped:
                mine.add(ev.card)
                if ev.cause == "in the match":
                    hit("INJ-9")
            elif kind is E.InjuryHealed:
                mine.discard(ev.card)
                hit("INJ-7")
            elif kind is E.MoveDiscarded:
                if ev.card in mine:
                    hit("INJ-4")
                tapped[ev.player] = {i - (i > ev.card) for i in mine if i != ev.card}
            elif kind is E.MatchPlayed and ev.squash:
                hit("INJ-12")
    return counts
