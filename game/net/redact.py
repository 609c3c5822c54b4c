"""The events of a command as one seat may see them: the pages the other seat drew, any
playbook's new order, the other seat's Drama cards and ADV-3's future Event turns left out."""
from __future__ import annotations

import dataclasses

from ..match import events as E

UNSEEN = -1  # a page the seat may not know, where an event names one


def seen_event(event, seat: int):
    """One event as the seat may see it (the same event when nothing in it is hidden)."""
    kind = type(event)
    if kind is E.MatchStarted:
        return dataclasses.replace(event, auto_event_turns=())
    if kind is E.PlaybookShuffled:
        return dataclasses.replace(event, order=())
    if kind is E.PageDrawn and event.seat != seat:
        return dataclasses.replace(event, page=UNSEEN)
    if kind is E.HandRegrouped and event.seat != seat:
        return dataclasses.replace(event, pages=())
    if kind is E.DramaDealt and event.seat != seat:
        return dataclasses.replace(event, cards=())
    return event


def seen_events(events, seat: int) -> tuple:
    """A command's events as the seat may see them."""
    return tuple(seen_event(ev, seat) for ev in events)
