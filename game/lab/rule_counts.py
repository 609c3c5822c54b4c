"""How often each seed rule fired in a finished match: a count per rule id, read from its log.

    match_rules_fired(match) -> {rule id: times}   every ADV id and the INJ ids a match can fire

A rule "fires" when the log shows it doing something: ADV-4 a countered move shuffled in, ADV-11
an automatic effect that hit, ADV-13..17 a Showdown pin attempt whose terms include that rule's
term, INJ-3 an injury ignored as "already injured". The season's own injury rules (INJ-4, INJ-7
to INJ-9, INJ-13) are counted by game/season/rule_counts.py.
"""
from __future__ import annotations

from ..match import events as E

ADV_IDS = tuple(f"ADV-{n}" for n in range(1, 21))
MATCH_INJ_IDS = ("INJ-1", "INJ-2", "INJ-3", "INJ-5", "INJ-6", "INJ-10", "INJ-11", "INJ-12",
                 "INJ-14", "INJ-15")
LAST_MOVE_TERMS = ("finisher", "trademark", "impact", "takedown", "move damage")


def empty_counts(ids=ADV_IDS + MATCH_INJ_IDS) -> dict:
    """Every rule id at 0."""
    return {rule: 0 for rule in ids}


def add_counts(total: dict, more: dict) -> dict:
    """Sum one match's counts into a running total (new ids are added)."""
    for rule, n in more.items():
        total[rule] = total.get(rule, 0) + n
    return total


def _pin_rules(ev: E.PinAttempted) -> list:
    """The pin-formula rules a Showdown pin attempt used, by its recorded terms."""
    terms = dict(ev.terms)
    out = ["ADV-7", "ADV-13"]
    if "statuses" in terms:
        out.append("ADV-14")
    if terms.get("momentum"):
        out.append("ADV-15")
    if any(name in terms for name in LAST_MOVE_TERMS):
        out.append("ADV-16")
    if terms.get("turns") or ev.chance <= 0 or sum(v for _, v in ev.terms) > ev.chance:
        out.append("ADV-17")
    if ev.by == "button" and not ev.success:
        out.append("ADV-18")
    return out


def match_rules_fired(match) -> dict:
    """Per rule id, how often it fired in this match's log (0 for rules that did not)."""
    showdown = match.state.rules.showdown
    counts = empty_counts()
    injured = [False, False]
    drama = {card.name: card.effect for card in match.state.cat.lib.drama.values()}

    def hit(rule: str) -> None:
        counts[rule] += 1

    for entry in match.log:
        for ev in entry.events:
            kind = type(ev)
            if kind is E.InjuryTaken:
                if injured[ev.seat] and match.state.option("ooh_gotta_hurt"):
                    hit("INJ-6")
                injured[ev.seat] = True
                cause = drama.get(ev.cause, ev.cause)
                if cause == "squash":
                    hit("INJ-12")
                elif cause in ("sneak attack", "sneak_attack"):
                    hit("INJ-14")
                elif cause == "injured_angle":
                    hit("INJ-15")
            elif kind is E.MoveCardTapped:
                hit("INJ-1")
                hit("INJ-2")  # its bonus is off from now on, its rank still counted
            elif kind is E.InjuryIgnored:
                hit("INJ-3" if ev.reason == "already injured" else "INJ-5")
            elif kind is E.InjuryRolled:
                hit("INJ-10")
            elif kind is E.WeaponTurned:
                hit("INJ-11")
            if not showdown:
                continue
            if kind is E.MatchEnded:
                if ev.how in ("pinfall", "submission", "dq"):
                    hit("ADV-1")
                elif ev.how == "countout":
                    hit("ADV-8")
                elif ev.how == "draw":
                    hit("ADV-12")
            elif kind is E.RefereeEntered and ev.auto:
                hit("ADV-2")
            elif kind is E.EventEntered and ev.auto:
                hit("ADV-3")
            elif kind is E.PlaybookShuffled and ev.source == "countered":
                hit("ADV-4")
            elif kind is E.MoveConnected and "finisher" in dict(ev.terms):
                hit("ADV-5")
            elif kind is E.WentToRingside and ev.source == "button":
                hit("ADV-6")
            elif kind is E.StatusAdded and ev.status.startswith("injured_") \
                    and "damage to the" in ev.source:
                hit("ADV-9")
            elif kind is E.DitchRolled:
                hit("ADV-10")
            elif kind is E.AutoEffects and any(r[3] for r in ev.rolls):
                hit("ADV-11")
            elif kind is E.PinAttempted:
                for rule in _pin_rules(ev):
                    hit(rule)
            elif kind is E.WarningsGiven and ev.chance > 0:
                hit("ADV-19")
            elif kind is E.CrowdSupportGiven and ev.reason.startswith("same move type"):
                hit("ADV-20")
    return counts


def pins_by(match) -> dict:
    """How the match's pin attempts were made: {'button': n, 'move': n, 'special': n}."""
    out = {"button": 0, "move": 0, "special": 0}
    for entry in match.log:
        for ev in entry.events:
            if isinstance(ev, E.PinAttempted):
                out[ev.by] = out.get(ev.by, 0) + 1
    return out
