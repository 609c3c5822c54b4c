"""Shared fixtures and helpers for the engine tests.

The helpers arrange a started match into any situation a test needs (a page in a hand, HP,
momentum, statuses, positions, who is in control) and then drive it through the real API:
Match.play / decide / legal_commands. Dice branches are forced by searching seeds, never by
patching the dice.

Import the helpers in a test module with ``from conftest import ...`` (pytest puts this folder on
sys.path because tests/ is not a package).
"""
from __future__ import annotations

import atexit
import copy
import dataclasses
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# No test writes to the player's own playbook folder.
_BOOKS = tempfile.mkdtemp(prefix="ringside-test-playbooks-")
atexit.register(shutil.rmtree, _BOOKS, True)
os.environ.setdefault("RINGSIDE_PLAYBOOK_DIR", _BOOKS)
# ... nor to the player's own config folder (settings, the verdicts' key).
_CONFIG = tempfile.mkdtemp(prefix="ringside-test-config-")
atexit.register(shutil.rmtree, _CONFIG, True)
os.environ.setdefault("RINGSIDE_CONFIG_DIR", _CONFIG)
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.match import commands as C  # noqa: E402
from game.library.catalog import Catalog  # noqa: E402
from game.errors import IllegalCommand  # noqa: E402
from game.match.legal import legal_commands  # noqa: E402
from game.library import load_library  # noqa: E402
from game.match import Match  # noqa: E402
from game.match.rules import decide  # noqa: E402
from game.match import MatchSetup, SeatSetup  # noqa: E402
from game.library.words import MOMENTUM  # noqa: E402

# Superstars whose own ability adds no damage and no pin bonus, used where a test wants plain
# numbers: Ada Quill (a protagonist: extra counter) and Lucius Glamour (an antagonist: starts with
# a Crowd Point).
PLAIN_FACE = "ada_quill"
PLAIN_HEEL = "lucius_glamour"

_CATALOG: Catalog | None = None


def catalog() -> Catalog:
    """The card Catalog, loaded once per test session."""
    global _CATALOG
    if _CATALOG is None:
        _CATALOG = Catalog(load_library())
    return _CATALOG


@pytest.fixture(scope="session")
def cat() -> Catalog:
    """The card Catalog, loaded once per session."""
    return catalog()


@pytest.fixture(scope="session")
def lib(cat):
    """The card Library."""
    return cat.lib


@pytest.fixture
def book_app(tmp_path, monkeypatch):
    """A window whose saves and playbooks go to folders of the test's own."""
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("RINGSIDE_PLAYBOOK_DIR", str(tmp_path / "books"))
    from scenes.app import App, Settings
    a = App((1280, 720), settings=Settings(ai_speed="fast"))
    a.persist_settings = False
    yield a


# ---- building matches ---------------------------------------------------------------------

def make_match(match_type: str = "normal", stars=(PLAIN_FACE, PLAIN_HEEL), seed: int = 1,
               *, move_cards=(None, None), tapped=(None, None), turn_limit=None, options=(),
               cat: Catalog | None = None, edition: int | None = None,
               fresh: bool = False) -> Match:
    """A started Match of the given type between the chosen Superstars, both of whom have held
    control (a match under way, as the arranged states of the tests are; fresh: as the bell
    left it, the coin toss's loser not yet in, rules edition 16).

    move_cards / tapped: per seat, None for the Superstar's own set, or an explicit list.
    """
    cat = cat or catalog()
    seats = []
    for i, star in enumerate(stars):
        kw = {}
        if move_cards[i] is not None:
            kw["move_cards"] = list(move_cards[i])
        if tapped[i] is not None:
            kw["tapped"] = list(tapped[i])
        seats.append(SeatSetup(superstar=star, controller="human", **kw))
    setup = MatchSetup(seed=seed, match_type=match_type, seats=seats, turn_limit=turn_limit,
                       options=list(options))
    m = Match(setup, cat) if edition is None else Match(setup, cat, edition=edition)
    if not fresh:
        for side in m.state.sides:
            side.held_control = True
    return m


def plain_match(match_type: str = "normal", stars=(PLAIN_FACE, PLAIN_HEEL), seed: int = 1,
                **kw) -> Match:
    """A started match with no signature Move cards (so no bonuses but the Superstar's ability),
    seat 0 in control, both standing in the ring, and (in a Showdown) no Referee in play."""
    kw.setdefault("move_cards", ([], []))
    m = make_match(match_type, stars, seed, **kw)
    s = m.state
    set_control(s, 0)
    return m


# ---- arranging a state ----------------------------------------------------------------------

def owned_instances(state, seat: int) -> set:
    """The page instances a seat owns wherever they are (hand, playbook, discard, pending, in play)."""
    side = state.sides[seat]
    out = set(side.hand) | set(side.playbook) | set(side.discard)
    if state.pending and state.pending[0] == seat:
        out.add(state.pending[1])
    for ev in state.events_in_play:
        if ev[0] == seat and ev[-1] >= 0:
            out.add(ev[-1])
    return out


def _take_out(side, inst: int) -> None:
    for pile in (side.hand, side.playbook, side.discard):
        if inst in pile:
            pile.remove(inst)
            return


def new_instance(state, page_id: str) -> int:
    """Add a fresh instance of a page to the match's page table and return its id."""
    assert page_id in state.cat.info, page_id
    state.pages = tuple(state.pages) + (page_id,)
    return len(state.pages) - 1


def give(state, seat: int, page_id: str, fresh: bool = False) -> int:
    """Put an instance of page_id into the seat's hand and return the instance id.

    An instance the seat owns in its playbook or discard pile is moved; if there is none (or
    fresh=True) a new instance is added to the page table.
    """
    side = state.sides[seat]
    if not fresh:
        for pile in (side.playbook, side.discard):
            for inst in pile:
                if state.pages[inst] == page_id:
                    pile.remove(inst)
                    side.hand.append(inst)
                    return inst
    inst = new_instance(state, page_id)
    side.hand.append(inst)
    return inst


def put_in_hand(state, seat: int, instance: int) -> int:
    """Move one specific page instance (from either side's playbook or discard pile, or the other
    hand) into the seat's hand."""
    for side in state.sides:
        _take_out(side, instance)
    state.sides[seat].hand.append(instance)
    return instance


def set_hand(state, seat: int, page_ids) -> list:
    """Make the seat's hand exactly these pages (the old hand goes back to the playbook)."""
    side = state.sides[seat]
    side.playbook.extend(side.hand)
    side.hand.clear()
    return [give(state, seat, pid) for pid in page_ids]


def empty_hand(state, seat: int) -> None:
    """Put the seat's whole hand back on top of the playbook."""
    side = state.sides[seat]
    side.playbook[:0] = side.hand
    side.hand.clear()


def set_hp(state, seat: int, hp: int, max_hp: int | None = None) -> None:
    """Set HP (and, if given, starting HP)."""
    side = state.sides[seat]
    if max_hp is not None:
        side.max_hp = max_hp
    side.hp = hp


def momentum_list(values) -> list:
    """A momentum dict (kind -> amount) or 6-sequence as a list in MOMENTUM order."""
    if isinstance(values, dict):
        return [int(values.get(k, 0)) for k in MOMENTUM]
    return list(values)


def set_momentum(state, seat: int, values) -> None:
    """Set a seat's momentum: a dict of kinds (others 0), a 6-sequence, or 'max' for the caps."""
    side = state.sides[seat]
    side.momentum = list(side.caps) if values == "max" else momentum_list(values)


def set_statuses(state, seat: int, statuses) -> None:
    """Set the Status specials in play on a seat's side."""
    state.sides[seat].statuses = list(statuses)


def set_position(state, seat: int, *, on_mat: bool | None = None,
                 at_ringside: bool | None = None, ringside_turns: int | None = None) -> None:
    """Put a Superstar on the mat / on their feet, at ringside / in the ring."""
    side = state.sides[seat]
    if on_mat is not None:
        side.on_mat = on_mat
    if at_ringside is not None:
        side.at_ringside = at_ringside
        side.ringside_turns = 0
    if ringside_turns is not None:
        side.ringside_turns = ringside_turns


def under_way(state) -> None:
    """Both Superstars have held control (a match under way: rules edition 16's pins count)."""
    for side in state.sides:
        side.held_control = True


def set_control(state, seat: int) -> None:
    """Give the seat control with nothing pending."""
    state.pending = None
    state.control = seat


def with_seed(state, seed: int):
    """A copy of the state whose dice are seeded differently."""
    s = state.clone()
    s.seed = seed
    return s


def prepare_move(state, seat: int, page_id: str, *, clear_defender: bool = True) -> int:
    """Arrange the state so that seat can play page_id now and it connects straight away.

    The page goes into the seat's hand, the seat gets control and enough momentum, the foe is
    put where the page needs them, and the defender's hand is emptied so they cannot counter.
    Returns the page instance.
    """
    info = state.cat.info[page_id]
    foe = 1 - seat
    set_control(state, seat)
    inst = give(state, seat, page_id)
    me = state.sides[seat]
    me.momentum = [max(m, c) for m, c in zip(me.momentum, info.cost)]
    if info.foe == "mat":
        set_position(state, foe, on_mat=True)
    elif info.foe == "standing":
        set_position(state, foe, on_mat=False)
    if info.place == "ringside":
        set_position(state, foe, at_ringside=True)
        set_position(state, seat, at_ringside=True)
    elif info.place == "together":
        if me.at_ringside != state.sides[foe].at_ringside:
            set_position(state, seat, at_ringside=False)
            set_position(state, foe, at_ringside=False)
    if clear_defender:
        empty_hand(state, foe)
    return inst


def connect(match: Match, seat: int, page_id: str) -> tuple:
    """Play page_id for seat so that it connects at once; returns the events."""
    inst = prepare_move(match.state, seat, page_id)
    return match.play(C.PlayPage(seat, inst))


def decide_with_seed(state, cmd, seed: int) -> list:
    """decide() on a copy of the state seeded with seed."""
    return decide(with_seed(state, seed), cmd)


def find_seed(state, cmd, predicate, seeds=range(5000)):
    """The first seed whose events satisfy predicate, with those events (fails if none)."""
    for seed in seeds:
        evs = decide_with_seed(state, cmd, seed)
        if predicate(evs):
            return seed, evs
    raise AssertionError(f"no seed in {seeds} satisfies the predicate for {cmd}")


# ---- reading events ----------------------------------------------------------------------

def of(events, kind) -> list:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


def one(events, kind):
    """The single event of one type (fails unless exactly one)."""
    found = of(events, kind)
    assert len(found) == 1, f"expected one {kind.__name__}, got {found}"
    return found[0]


def index_of(events, kind) -> int:
    """The position of the first event of a type (-1 when absent)."""
    for i, e in enumerate(events):
        if isinstance(e, kind):
            return i
    return -1


def term_total(terms) -> int:
    """The sum of a tuple of (name, value) terms."""
    return sum(v for _, v in terms)


def assert_illegal(state, cmd) -> str:
    """The command is refused by decide with a non-empty reason, and is not listed as legal."""
    assert cmd not in legal_commands(state, cmd.seat)
    with pytest.raises(IllegalCommand) as info:
        decide(state, cmd)
    reason = info.value.reason
    assert isinstance(reason, str) and reason.strip(), "IllegalCommand needs a readable reason"
    assert str(info.value) == reason
    return reason


def assert_legal(state, cmd) -> list:
    """The command is listed as legal and decide accepts it; returns its events."""
    assert cmd in legal_commands(state, cmd.seat), legal_commands(state, cmd.seat)
    return decide(state, cmd)


# ---- comparing states --------------------------------------------------------------------

def _plain(value):
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return tuple((f.name, _plain(getattr(value, f.name))) for f in dataclasses.fields(value))
    if isinstance(value, (list, tuple)):
        return tuple(_plain(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _plain(v)) for k, v in value.items()))
    return copy.deepcopy(value)


def snapshot(state) -> tuple:
    """Every field of a MatchState (and its sides) as nested tuples; the shared Catalog is left
    out. Two snapshots are equal exactly when the states hold the same data."""
    out = []
    for f in dataclasses.fields(state):
        if f.name == "cat":
            continue
        out.append((f.name, _plain(getattr(state, f.name))))
    return tuple(out)


def owners_at_start(state) -> list:
    """Each seat's own page instances, read from a state before any page moved between seats."""
    return [frozenset(owned_instances(state, seat)) for seat in (0, 1)]


def check_invariants(state, owners=None) -> None:
    """Pages neither made nor lost (each seat holds exactly its own instances, none twice),
    HP and momentum within bounds, control 0 or 1 and exactly one seat to act."""
    everywhere: list = []
    for seat, side in enumerate(state.sides):
        mine = list(side.hand) + list(side.playbook) + list(side.discard)
        if state.pending and state.pending[0] == seat:
            mine.append(state.pending[1])
        mine.extend(e[-1] for e in state.events_in_play if e[0] == seat and e[-1] >= 0)
        assert len(mine) == len(set(mine)), f"seat {seat}: a page instance is in two places"
        if owners is not None:
            assert set(mine) == set(owners[seat]), (
                f"seat {seat}: pages made {sorted(set(mine) - set(owners[seat]))} "
                f"or lost {sorted(set(owners[seat]) - set(mine))}")
        everywhere.extend(mine)
    assert len(everywhere) == len(set(everywhere)), "a page instance is on both sides"
    assert sorted(everywhere) == list(range(len(state.pages))), "a page instance was made or lost"
    for seat, side in enumerate(state.sides):
        assert 0 <= side.hp <= side.max_hp, (seat, side.hp, side.max_hp)
        assert len(side.momentum) == len(MOMENTUM)
        for m, cap in zip(side.momentum, side.caps):
            assert 0 <= m <= cap, (seat, side.momentum, side.caps)
    assert state.control in (0, 1)
    assert state.to_move() in (0, 1)


__all__ = [name for name in dir() if not name.startswith("_")]
