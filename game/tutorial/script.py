"""Who does what in the tutorial match: the scripted opponent, and the bridge between lessons.

Both pick from legal_commands on the real engine: the tutorial has no rules of its own. The
opponent is a puppet of the lessons, not an AI: it reads the whole table, because its job is to
make each lesson's situation happen (hold a counter back for 'countered', play a move the player
can counter for 'counter', Sneak Attack for 'injury') and otherwise to be a gentle foe: one cheap
move per spell of control, then a Pass.
"""
from __future__ import annotations

from ..match import commands as C
from ..match.apply import fold
from ..match.chances import final_chance, pin_terms
from ..match.dangers import countout_warning
from ..match.legal import counter_blocker, legal_commands, pins
from ..match.rules import decide

PLAYER, FOE = 0, 1
SPARE = ("crowd_support", "gameplan", "damage")  # specials the bridge may play to free the hand
FOE_SPARE = ("crowd_support", "status")  # what the foe plays when it has no move
RESERVE = 12  # HP the foe keeps through everyday moves until the submission lesson is taught


def names(state, seat: int) -> str:
    """A Superstar's name as the table shows it."""
    return state.cat.lib.superstars[state.sides[seat].superstar].name


def first_name(state, seat: int) -> str:
    """The first word of a Superstar's name ('Lucius')."""
    return names(state, seat).split()[0]


def plays(state, seat: int, kind: str | None = None) -> list:
    """The seat's legal PlayPage commands, of one page kind if given."""
    return [c for c in legal_commands(state, seat) if isinstance(c, C.PlayPage)
            and (kind is None or state.info(c.page).kind == kind)]


def attack_moves(state, seat: int, holds: bool = False) -> list:
    """Legal plays of moves that are neither pins nor (unless holds) Holds."""
    out = []
    for c in plays(state, seat, "move"):
        info = state.info(c.page)
        if (holds or "hold" not in info.tags) and not pins(info):
            out.append(c)
    return out


def after(state, cmd):
    """The state after a command (the real rules, on a copy)."""
    return fold(state, decide(state, cmd))


def counters_for(state, seat: int) -> list:
    """The seat's legal Counter commands against the pending move."""
    if not state.pending or state.to_move() != seat:
        return []
    return [C.Counter(seat, p) for p in state.sides[seat].hand
            if counter_blocker(state, seat, p) is None]


def move_counterable(state, seat: int, cmd) -> bool:
    """True when this move of `seat`, once played, could be countered by the other seat."""
    nxt = after(state, cmd)
    return nxt.pending is not None and bool(counters_for(nxt, 1 - seat))


def pin_chance(state, seat: int) -> int:
    """The seat's pin chance now, term by term summed (ADV-17's cap included)."""
    return final_chance(pin_terms(state, seat))


def damage_now(state, seat: int, info) -> int:
    """What a move would do now, before any Showdown dice."""
    from ..ai.policy import move_damage
    return move_damage(state, seat, info)


def _best_move(state, seat: int, cmds: list):
    """The hardest-hitting, then cheapest, of these plays."""
    def key(c):
        info = state.info(c.page)
        return (-damage_now(state, seat, info), sum(info.cost), info.id, c.page)
    return min(cmds, key=key) if cmds else None


def useful_gain(state, seat: int, page: int) -> int:
    """How much of a momentum page's gain fits under the seat's caps."""
    side = state.sides[seat]
    return sum(min(g, cap - m) for g, cap, m in zip(state.info(page).gain, side.caps,
                                                   side.momentum))


def filler(state, finish: bool = False, reserve: int = 0, spare_kinds=SPARE,
           holds: bool = False) -> tuple:
    """The player's next command between lessons: (kind, command).

    kind is 'answer' (let the foe's move through), 'return' (the last count outside),
    'momentum' (a momentum page that adds at least 2), 'move' (an everyday move that doesn't
    repeat a move type in the string: the lightest while lessons remain, so the foe lasts until
    they are taught, leaving the foe `reserve` HP; the hardest once only the pin is left,
    finish=True), 'special' (a page that no lesson needs) or 'pass'."""
    s = state
    if s.pending is not None:
        return "answer", C.Allow(PLAYER)
    side = s.sides[PLAYER]
    if side.at_ringside and countout_warning(s, PLAYER) is not None:
        return "return", C.ReturnToRing(PLAYER)
    if side.at_ringside and s.sides[FOE].at_ringside is False:
        return "return", C.ReturnToRing(PLAYER)
    momentum = [c for c in plays(s, PLAYER, "momentum") if useful_gain(s, PLAYER, c.page) >= 2]
    repeats = s.string_types if s.string_seat == PLAYER else ()
    foe_hp = s.sides[FOE].hp
    moves = [c for c in attack_moves(s, PLAYER, holds) if s.info(c.page).move_type not in repeats
             and (reserve <= 0 or foe_hp <= reserve
                  or foe_hp - damage_now(s, PLAYER, s.info(c.page)) >= reserve)]
    if finish and moves:
        return "move", _best_move(s, PLAYER, moves)
    if momentum:
        return "momentum", max(momentum, key=lambda c: (useful_gain(s, PLAYER, c.page), -c.page))
    if moves:
        def light(c):
            info = s.info(c.page)
            return (damage_now(s, PLAYER, info), sum(info.cost), info.id, c.page)
        return "move", min(moves, key=light)
    spare = [c for c in plays(s, PLAYER, "special") if s.info(c.page).special in spare_kinds]
    if spare:
        return "special", spare[0]
    cycle = plays(s, PLAYER, "momentum")  # nothing fits under the caps: it still makes room
    if cycle:
        return "momentum", cycle[0]
    return "pass", C.Pass(PLAYER)


def opponent(state, active: str | None, wanted=frozenset()) -> C.Command:
    """The scripted foe's command: `active` is the lesson whose command the player just gave,
    `wanted` the lessons the foe must set up (counter: a move the player can counter;
    injury: a Sneak Attack)."""
    s = state
    opts = legal_commands(s, FOE)
    if not opts:
        raise ValueError("the foe has nothing to do")
    if isinstance(opts[0], C.TapOut):
        return opts[0]
    if s.pending is not None:
        if active == "countered":
            counters = counters_for(s, FOE)
            if counters:
                return min(counters, key=lambda c: (sum(s.info(c.page).cost), c.page))
        return C.Allow(FOE)
    me = s.sides[FOE]
    if me.at_ringside:
        return C.ReturnToRing(FOE)
    if "injury" in wanted and any(isinstance(c, C.SpendCrowd) for c in opts):
        return C.SpendCrowd(FOE)
    if s.string_seat == FOE and s.string_count >= 1:
        return C.Pass(FOE)
    moves = attack_moves(s, FOE)
    if "counter" in wanted:
        open_to = [c for c in moves if move_counterable(s, FOE, c)]
        if open_to:
            moves = open_to
    if moves:
        return min(moves, key=lambda c: (damage_now(s, FOE, s.info(c.page)),
                                         sum(s.info(c.page).cost), s.info(c.page).id, c.page))
    other = plays(s, FOE, "momentum") + [c for c in plays(s, FOE, "special")
                                         if s.info(c.page).special in FOE_SPARE]
    if other:
        return other[0]
    return C.Pass(FOE)
