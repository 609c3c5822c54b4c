"""What sets one Referee apart from another in a Showdown, within the seed's lines (rules edition 6).

No Referee moves ADV-19's line or rate, ADV-8's count-out or a pin term (game/match/chances.py). They
differ in how a distraction works on them and in whom the crowd backs under them:

    distraction_turns(state) -> how far a distraction keeps the referee away: 2 turns (to the end
                                of the next turn) for the standard referee, 0 for one nothing fools
    crowd_backs_the_fouled(state) -> True when a warning this referee gives earns the foe Crowd
                                     Support (the crowd turns on the cheat)
    crowd_backs_finishers(state)  -> True when a Finisher that connects under this referee earns
                                     its user Crowd Support (a showman's count-along)
"""
from __future__ import annotations

from .chances import referee_rules
from .editions import distractions_fixed, referee_traits_apply

STANDARD_DISTRACTION = 2  # to the end of the next turn, as the distraction pages say
QUICK_BACK = 1  # a referee quick to come back (edition 16: away as long as any, then back himself)


def distraction_turns(state) -> int:
    """Turns from now a distraction keeps the referee away (0: this referee can't be distracted)."""
    if not referee_traits_apply(state.rules) or state.referee is None:
        return STANDARD_DISTRACTION
    return referee_rules(state).distracted_for


def distraction(state, between_turns: bool) -> tuple[int, bool] | None:
    """A distraction from now: the last turn the referee is away and whether a referee quick to
    come back stays in play meanwhile (None: this referee can't be distracted). Edition 16 on,
    a quick one is away as long as any, an automatic Event's turn is already the next one, and
    no distraction cuts a longer one short (session 69's rules audit)."""
    turns = distraction_turns(state)
    if not distractions_fixed(state.rules):
        return (state.turn + turns, False) if turns > 0 else None
    stays = turns == QUICK_BACK
    turns = (STANDARD_DISTRACTION if stays else turns) - between_turns
    if turns <= 0:
        return None
    return max(state.turn + turns, state.ref_distracted_until), stays


def crowd_backs_the_fouled(state) -> bool:
    """True when each warning call of the Referee in play earns the foe Crowd Support."""
    return referee_traits_apply(state.rules) and state.referee is not None \
        and not state.ref_distracted() and referee_rules(state).crowd_on_foul


def crowd_backs_finishers(state) -> bool:
    """True when a Finisher connecting under the Referee in play earns its user Crowd Support."""
    return referee_traits_apply(state.rules) and state.referee is not None \
        and not state.ref_distracted() and referee_rules(state).crowd_on_finisher


def referee_name(state) -> str:
    """The name of the Referee in play, or 'the referee'."""
    if state.referee is None:
        return "the referee"
    return state.cat.lib.pages[state.referee[1]].name
