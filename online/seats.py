"""Who plays whom online: the host's choice (its Superstar, playbook and the match's rules) and
the guest's (its Superstar and playbook, sent with its hello) made into one match setup.

The host is seat 0 (p1, the red corner), the guest seat 1. The guest's choice is checked like
any setup's: a Superstar the cards don't have, one already in the host's corner, or a playbook
the rules don't allow turns the guest away with the reason (its screen shows it; it may choose
again and join again).
"""
from __future__ import annotations

from pydantic import ValidationError

from game.ai import stamped
from game.match import CustomPlaybook, Match, MatchSetup, SeatSetup, SetupError

HOST_SEAT = 0  # the host plays seat 0 (p1); the guest, seat 1 (p2)


class HostChoice:
    """What the host chose before a guest came: its Superstar (None: drawn from the seed), its
    own playbook (None: the starter), the match type, turn limit, options, seed and who plays
    the host's seat ('human', or an AI level headless)."""

    def __init__(self, seed: int, match_type: str = "normal", superstar: str | None = None,
                 custom: CustomPlaybook | None = None, turn_limit: int | None = None,
                 options: tuple = (), controller: str = "human") -> None:
        self.seed, self.match_type = seed, match_type
        self.superstar, self.custom = superstar, custom
        self.turn_limit, self.options, self.controller = turn_limit, tuple(options), controller


def first_free(names: list[str], seed: int, taken: str | None) -> str:
    """A Superstar drawn from the seed, not the one taken."""
    free = [n for n in names if n != taken]
    return free[seed % len(free)]


def guest_custom(hello) -> CustomPlaybook | None:
    """The guest's own playbook from its hello (None: its Superstar's starter)."""
    book = hello.playbook
    if book is None:
        return None
    return CustomPlaybook(name=book.name, pages=list(book.pages), leadoff=list(book.leadoff))


def online_setup(cat, choice: HostChoice, hello) -> MatchSetup:
    """The match setup of the host's choice and the guest's (ValueError with the reason)."""
    lib = cat.lib
    names = sorted(lib.superstars)
    host = choice.superstar or first_free(names, choice.seed, hello.superstar)
    if host not in lib.superstars:
        raise ValueError(f"the host's Superstar {host!r} is not in its cards")
    guest = hello.superstar or first_free(names, choice.seed // 7 + 1, host)
    if guest not in lib.superstars:
        raise ValueError(f"no Superstar is called {guest!r} in the host's cards")
    if guest == host:
        raise ValueError(f"{lib.superstars[host].name} is already in the host's corner: "
                         "choose another Superstar")
    try:
        custom = guest_custom(hello)
        return MatchSetup(seed=choice.seed, match_type=choice.match_type,
                          seats=[SeatSetup(superstar=host, controller=choice.controller,
                                           custom=choice.custom),
                                 SeatSetup(superstar=guest, controller="human", custom=custom)],
                          turn_limit=choice.turn_limit, options=list(choice.options))
    except ValidationError as err:
        raise ValueError(f"the guest's choice can't make a match: "
                         f"{err.errors()[0].get('msg', '')}"[:200]) from None


def online_match(cat, choice: HostChoice, hello) -> Match:
    """The host's Match for this guest (ValueError with the reason it can't be played)."""
    setup = stamped(online_setup(cat, choice, hello))
    try:
        return Match(setup, cat)
    except SetupError as err:
        raise ValueError(f"the guest's playbook can't be played: {err}"[:200]) from None
