"""Every AI decision reproducible: its own dice from the match seed, the seat and the number of
actions so far, so the command an AI seat gives at a point of a match depends only on the level,
the table and what is recorded in the setup; a save's AI commands can be derived again.

    decision_dice(seed, seat, actions)   the AI's dice for one decision (never the match's dice)
    ai_command(level, state, seat, seed) what the AI seat plays now, its fallback included
"""
from __future__ import annotations

from ..match.dice import Dice
from ..match.legal import legal_commands
from ..match.rules import decide
from .stepwise import CURRENT, EDITIONS, Chooser

AI_SEED = 0x5EA7_0A1D_1CE5_0001  # the AI's dice never share a stream with the rules' dice


def decision_dice(seed: int, seat: int, actions: int) -> Dice:
    """The AI's own dice for the seat's decision after `actions` actions of a match with this
    seed: a fresh stream per decision, so resuming a save or taking a move back replays it."""
    return Dice(seed ^ AI_SEED, 2 * actions + seat)


def ai_command(level: str, state, seat: int, seed: int):
    """The command the AI of this level plays for the seat now: its choice from its own dice,
    or the first legal command when the AI fails or the rules would refuse its choice (as the
    window and play_out do); None when the seat has nothing to do."""
    legal = legal_commands(state, seat)
    if not legal:
        return None
    try:
        cmd = Chooser(level, state, seat, decision_dice(seed, seat, state.actions)).finish()
        decide(state, cmd)
    except Exception:  # an AI bug, or a command the rules refuse, must not stop the match
        return legal[0]
    return cmd


# ---- the record in the setup, and deriving a save's AI commands again ------------------------

AI_EDITION = CURRENT  # a new edition when a change makes any AI level pick another command
# anywhere; the older editions' levels stay (game/ai/edition1.py), so their saves still verify
CHECKED, UNCHECKED, NO_AI = "checked", "unchecked", "no AI seats"


def record_refused(ai) -> str | None:
    """Why a save's AI record is none this game can stand behind (None: it may be): an AI
    edition newer than this game's, whose moves it can't derive (a claim that switched the
    check of a save's AI moves off: session 65's save attack)."""
    if ai is not None and ai.edition > AI_EDITION:
        return (f"it names AI edition {ai.edition}, newer than this game's ({AI_EDITION}), "
                "so its AI seats' moves can't be checked: update the game to load it")
    return None


def ai_record():
    """The record a new match with AI seats carries: this AI's edition and Hard's budget."""
    from ..match.setup import AiRecord
    from . import hard4
    return AiRecord(edition=AI_EDITION, hard_playouts=hard4.PLAYOUTS)


def stamped(setup):
    """The setup of a new match (or season: its players are its seats), with the AI record when
    a seat is played by an AI (a setup that carries one already, or has no AI seat, is returned
    as it is)."""
    seats = setup.seats if hasattr(setup, "seats") else setup.players
    if setup.ai is not None or all(s.controller == "human" for s in seats):
        return setup
    return setup.model_copy(update={"ai": ai_record()})


def cut_at(setup, n: int):
    """The setup of a match kept to its first n entries: its record's play-ons end by entry n
    (one that ended later played those first entries, so it ends at n; any after it is gone),
    or a fork of a played-on save named entries it does not have (session 66's review)."""
    if setup.ai is None or not setup.ai.earlier:
        return setup
    earlier = []
    for era in setup.ai.earlier:
        if n > 0:
            earlier.append(era if era.until < n else era.model_copy(update={"until": n}))
        if era.until >= n:
            break
    if earlier == list(setup.ai.earlier):
        return setup
    return setup.model_copy(update={"ai": setup.ai.model_copy(update={"earlier": earlier})})


def played_on(setup, n: int, controllers):
    """The setup of a play-on from entry n where `controllers` take the seats: the record keeps
    who played the first n entries, so they are still checked against the AI that made them."""
    setup = cut_at(setup, n)
    old = [s.controller for s in setup.seats]
    seats = [s.model_copy(update={"controller": c}) for s, c in zip(setup.seats, controllers)]
    update = {"seats": seats}
    ends = setup.ai.earlier[-1].until if setup.ai is not None and setup.ai.earlier else 0
    if setup.ai is not None and list(controllers) != old and n > ends:  # (the seats played
        from ..match.setup import AiEra  # entries ends..n-1)
        earlier = list(setup.ai.earlier) + [AiEra(until=n, controllers=old)]
        update["ai"] = setup.ai.model_copy(update={"earlier": earlier})
    elif setup.ai is None and any(c != "human" for c in controllers) and n == 0:
        update["ai"] = ai_record()
    return setup.model_copy(update=update)


def controller_at(setup, entry: int, seat: int) -> str:
    """Who played the seat for this log entry (the eras of earlier play-ons, then the seats)."""
    if setup.ai is not None:
        for era in setup.ai.earlier:
            if entry < era.until:
                return era.controllers[seat]
    return setup.seats[seat].controller


def level_of(setup, controller: str) -> str:
    """The level name that re-derives a controller's commands under the record's budget and
    AI edition ('hard@300/1': Hard of edition 1 at 300 playouts)."""
    if setup.ai is None or controller in ("human", "greedy"):
        return controller
    level = f"hard@{setup.ai.hard_playouts}" if controller == "hard" else controller
    if setup.ai.edition != AI_EDITION and setup.ai.edition in EDITIONS:
        level += f"/{setup.ai.edition}"
    return level


def check_ai_moves(match) -> dict:
    """Derive the AI seats' commands of a rebuilt match again and compare them with its log.

    {"ai_moves": "checked" | "unchecked" | "no AI seats", "ai_checked": bool, "reason": str,
    "refused": str | None}: refused names the first entry whose AI command is not the AI's (the
    save must then be refused); unchecked says why they can't be derived (an older save without
    the record, or another edition of the AI): such a save still opens and replays, but must not
    count as a checked match. ai_checked is True for "checked" and for a match without AI seats.
    """
    from ..match import commands as C
    from ..match.runner import Match
    setup = match.setup
    eras = [list(e.controllers) for e in setup.ai.earlier] if setup.ai is not None else []
    ais = {c for cs in eras + [[s.controller for s in setup.seats]] for c in cs} - {"human"}
    out = {"ai_moves": NO_AI, "ai_checked": True, "reason": "", "refused": None}
    if not ais:
        return out
    if setup.ai is None:
        return {**out, "ai_moves": UNCHECKED, "ai_checked": False,
                "reason": "the save was made before AI moves were recorded, so its AI seats' "
                          "moves can't be checked"}
    if setup.ai.edition not in EDITIONS:
        return {**out, "ai_moves": UNCHECKED, "ai_checked": False,
                "reason": f"the save was played by another edition of the AI "
                          f"({setup.ai.edition}; this game's is {AI_EDITION}), so its AI "
                          f"seats' moves can't be checked"}
    past = [e.until for e in setup.ai.earlier if e.until > len(match.log)]
    if past:  # (an era past the log's end claimed every entry for people: session 66)
        return {**out, "ai_moves": "refused", "ai_checked": False,
                "refused": f"its AI record names a play-on from "
                f"entry {past[0]}, but the log has only {len(match.log)} entries"}
    m = Match(setup, match.cat, start=False, edition=match.state.rules.edition)
    for i, entry in enumerate(match.log):
        cmd = entry.command
        if type(cmd) not in (C.StartMatch, C.TakeBack):
            who = controller_at(setup, i, cmd.seat)
            if who != "human":
                want = ai_command(level_of(setup, who), m.state, cmd.seat, setup.seed)
                if want != cmd:
                    return {**out, "ai_moves": "refused", "ai_checked": False,
                            "refused": f"log entry {i}: seat {cmd.seat + 1} is played by the "
                                       f"AI ({who}), which plays {describe(want)} there, but "
                                       f"the save has {describe(cmd)}"}
        m.play(cmd)
    return {**out, "ai_moves": CHECKED, "reason": "every AI command derived again"}


def describe(cmd) -> str:
    """A command in a few words for a refusal ('PlayPage page=12')."""
    if cmd is None:
        return "nothing"
    fields = " ".join(f"{k}={getattr(cmd, k)}" for k in cmd.__dataclass_fields__ if k != "seat")
    return f"{type(cmd).__name__} {fields}".strip()
