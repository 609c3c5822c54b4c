"""The engine's contracts: decide is pure and checked, apply is a pure fold, replay is exact,
legal_commands and decide agree, view hides what a seat may not see, and game/ stays free of
pygame, random and clocks."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from conftest import (ROOT, assert_illegal, give, make_match, plain_match, set_control,
                      set_momentum, snapshot)
from game.match import commands as C
from game.ai import choose
from game.match.apply import apply, apply_in_place, fold
from game.match.dice import Dice
from game.errors import IllegalCommand
from game.match.legal import actor, legal_commands
from game.match import Match
from game.match.rules import decide
from game.match import new_state
from game.lab.simulate import play_out, random_setup
from game.match.seat_view import HIDDEN_SEED, view

GAME = ROOT / "game"


def sample_matches(cat, count=48, controllers=("random", "random")):
    """Finished matches over every match type and both setup options."""
    out = []
    for seed in range(count):
        kind = ("normal", "hardcore", "showdown")[seed % 3]
        setup = random_setup(cat, 500 + seed, kind, *controllers)
        options = [[], ["interview"], ["ooh_gotta_hurt"], ["interview", "ooh_gotta_hurt"]][seed % 4]
        setup = setup.model_copy(update={"options": options})
        out.append(play_out(Match(setup, cat), 500 + seed))
    return out


def states_along(match, every=1):
    """The state before each command of a match's log (rebuilt from the events), with that command."""
    state = new_state(match.setup, match.cat)
    for i, entry in enumerate(match.log):
        if i % every == 0:
            yield state.clone(), entry.command
        for ev in entry.events:
            apply_in_place(state, ev)


@pytest.fixture(scope="module")
def matches(cat):
    return sample_matches(cat)


# ---- decide ----------------------------------------------------------------------------------

def test_decide_never_mutates_its_state(matches):
    checked = 0
    for m in matches[:12]:
        for state, played in states_along(m, every=2):
            before = snapshot(state)
            seat = actor(state)
            cmds = legal_commands(state, seat) if seat is not None else [played]
            for cmd in cmds[:8] + [played]:
                decide(state, cmd)
                checked += 1
            for bad in (C.Pass(0), C.Pass(1), C.PlayPage(0, 10_000), C.PressPin(1)):
                try:
                    decide(state, bad)
                except IllegalCommand:
                    pass
            assert snapshot(state) == before
    assert checked > 300


def test_decide_is_deterministic(matches):
    for m in matches[:6]:
        for state, played in states_along(m, every=3):
            assert decide(state, played) == decide(state.clone(), played)


# ---- apply -----------------------------------------------------------------------------------

@pytest.mark.slow
def test_apply_is_pure(matches):
    for m in matches[:10]:
        state = new_state(m.setup, m.cat)
        for entry in m.log:
            for ev in entry.events:
                before = snapshot(state)
                new = apply(state, ev)
                assert snapshot(state) == before, f"apply changed its input on {ev}"
                assert new is not state
                apply_in_place(state, ev)
                assert snapshot(new) == snapshot(state)


def test_fold_of_the_log_gives_the_live_state(matches):
    for m in matches:
        events = [ev for entry in m.log for ev in entry.events]
        start = new_state(m.setup, m.cat)
        before = snapshot(start)
        replayed = fold(start, events)
        assert snapshot(start) == before
        assert snapshot(replayed) == snapshot(m.state)


def test_replaying_the_commands_gives_the_same_events(matches):
    for m in matches[:8]:
        again = Match(m.setup, m.cat, start=False)
        for entry in m.log:
            assert again.play(entry.command) == entry.events
        assert snapshot(again.state) == snapshot(m.state)


# ---- legal_commands and decide agree -----------------------------------------------------------

def command_universe(state, lib) -> list:
    """Every command worth trying for either seat: legal ones and many that must be refused."""
    pages = set()
    for side in state.sides:
        pages.update(side.hand)
        pages.update(side.playbook[:3])
        pages.update(side.discard[:3])
    if state.pending:
        pages.add(state.pending[1])
    pages.update({-1, len(state.pages), 10_000})
    drama = sorted(lib.drama)[:2]
    out = []
    for seat in (0, 1, 2, -1):
        out += [C.StartMatch(seat), C.Pass(seat), C.PressPin(seat), C.MoveToRingside(seat),
                C.ReturnToRing(seat), C.SpendCrowd(seat), C.Allow(seat), C.PlayDrama(seat, "")]
        out += [C.PlayPage(seat, p) for p in sorted(pages)]
        out += [C.Counter(seat, p) for p in sorted(pages)]
        out += [C.TapOut(seat, i) for i in range(-1, 7)]
        if seat in (0, 1):
            out += [C.PlayDrama(seat, d) for d in list(state.sides[seat].drama) + drama]
    return out


@pytest.mark.slow
def test_legal_commands_are_exactly_what_decide_accepts(matches, lib):
    tried = accepted = 0
    for m in matches:
        for state, played in states_along(m, every=3):
            legal = {seat: legal_commands(state, seat) for seat in (0, 1)}
            assert played in legal[played.seat] or isinstance(played, C.StartMatch)
            for cmd in command_universe(state, lib):
                tried += 1
                listed = cmd.seat in (0, 1) and cmd in legal[cmd.seat]
                try:
                    decide(state, cmd)
                except IllegalCommand as exc:
                    assert not listed, f"{cmd} is listed as legal but refused: {exc.reason}"
                    assert isinstance(exc.reason, str) and exc.reason.strip()
                    assert str(exc) == exc.reason
                else:
                    assert listed or isinstance(cmd, C.StartMatch), \
                        f"{cmd} is accepted but not listed by legal_commands"
                    accepted += 1
    assert tried > 10_000 and accepted > 100


def test_specific_refusals_have_reasons():
    m = plain_match("normal")
    s = m.state
    set_control(s, 0)
    # the wrong seat
    assert "turn" in assert_illegal(s, C.Pass(1)).lower()
    # a page that is not in the hand
    not_mine = s.sides[0].playbook[0]
    assert "hand" in assert_illegal(s, C.PlayPage(0, not_mine))
    foe_page = s.sides[1].hand[0]
    assert_illegal(s, C.PlayPage(0, foe_page))
    # an unaffordable page
    inst = give(s, 0, "mountain_fall", fresh=True)  # 7 Strength, 1 Attitude
    set_momentum(s, 0, [0] * 6)
    assert "momentum" in assert_illegal(s, C.PlayPage(0, inst)).lower()
    # nothing to answer; the match already started; nobody to tap out
    assert_illegal(s, C.Allow(0))
    assert_illegal(s, C.StartMatch(0))
    assert_illegal(s, C.TapOut(0, 0))
    # before the bell
    unstarted = Match(m.setup, m.cat, start=False)
    assert_illegal(unstarted.state, C.Pass(0))
    assert legal_commands(unstarted.state, 0) == legal_commands(unstarted.state, 1) == []
    # after the match
    m = plain_match("normal")
    m.state.turn = m.state.rules.turn_limit - 1
    m.play(C.Pass(0))
    assert m.over
    assert "over" in assert_illegal(m.state, C.Pass(1)).lower()
    assert legal_commands(m.state, 0) == legal_commands(m.state, 1) == []


# ---- view --------------------------------------------------------------------------------------

def rearranged(state, seat, salt):
    """The same match as the seat sees it: the foe's hand and playbook pages swapped around, the
    foe's Drama cards, both playbook orders and the dice seed changed."""
    other = state.clone()
    foe = other.sides[1 - seat]
    dice = Dice(salt, 9)
    pool = dice.shuffled(foe.hand + foe.playbook)
    foe.hand, foe.playbook = pool[:len(foe.hand)], pool[len(foe.hand):]
    other.sides[seat].playbook = dice.shuffled(other.sides[seat].playbook)
    foe.drama = tuple(reversed(foe.drama)) + ("parking_lot_ambush",)
    other.seed = state.seed + 12345
    return other


@pytest.mark.slow
def test_view_hides_the_opponents_hand_playbook_and_the_seed(matches):
    compared = 0
    for m in matches:
        for state, _ in states_along(m, every=4):
            for seat in (0, 1):
                other = rearranged(state, seat, compared)
                a, b = view(state, seat), view(other, seat)
                assert snapshot(a) == snapshot(b)
                assert a.seed == HIDDEN_SEED
                # what the seat may see is kept
                assert a.sides[seat].hand == state.sides[seat].hand
                for i in (0, 1):
                    assert a.sides[i].discard == state.sides[i].discard
                    assert len(a.sides[i].hand) == len(state.sides[i].hand)
                    assert len(a.sides[i].playbook) == len(state.sides[i].playbook)
                    assert (a.sides[i].hp, a.sides[i].momentum, a.sides[i].statuses) == \
                        (state.sides[i].hp, state.sides[i].momentum, state.sides[i].statuses)
                assert sorted(a.sides[1 - seat].hand + a.sides[1 - seat].playbook) == \
                    sorted(state.sides[1 - seat].hand + state.sides[1 - seat].playbook)
                assert a.pending == state.pending and a.over == state.over
                assert a.sides[1 - seat].drama == ()
                assert legal_commands(a, seat) == legal_commands(b, seat)
                compared += 1
    assert compared > 100


@pytest.mark.slow
def test_ai_cannot_tell_rearranged_hidden_pages_apart(matches):
    for m in matches[:10]:
        for state, _ in states_along(m, every=3):
            seat = actor(state)
            if seat is None:
                continue
            other = rearranged(state, seat, 7)
            for level in ("random", "easy", "greedy", "normal"):
                assert choose(level, state, seat, Dice(3, seat)) == \
                    choose(level, other, seat, Dice(3, seat)), level


def test_view_hides_future_automatic_event_turns(cat):
    a = make_match("showdown", seed=3).state
    b = a.clone()
    b.auto_event_turns = (33,) if a.auto_event_turns != (33,) else (44,)
    assert snapshot(view(a, 0)) == snapshot(view(b, 0))


# ---- what game/ imports ---------------------------------------------------------------------

FORBIDDEN = {"pygame", "random", "time", "datetime", "asyncio", "websockets", "socket"}
IMPORT = re.compile(r"^\s*import\s+(.+)$")
FROM = re.compile(r"^\s*from\s+([\w.]+)\s+import\b")


def imported_roots(source: str) -> set:
    roots = set()
    for line in source.splitlines():
        line = line.split("#", 1)[0]
        if (match := FROM.match(line)):
            roots.add(match.group(1).split(".")[0])
        elif (match := IMPORT.match(line)):
            for part in match.group(1).split(","):
                name = part.strip().split(" as ")[0].strip()
                if name:
                    roots.add(name.split(".")[0])
    return roots


def test_import_scanner_finds_forbidden_imports():
    sample = "import os, random as r\nfrom time import sleep\n  import pygame.display\n" \
             "from datetime import date\nimport timeit\nimport asyncio, socket\n" \
             "from websockets.asyncio.server import serve\n"
    assert imported_roots(sample) & FORBIDDEN == FORBIDDEN
    assert "timeit" in imported_roots(sample)


def test_game_never_imports_pygame_random_or_clocks():
    files = sorted(GAME.rglob("*.py"))
    assert len(files) > 10
    for path in files:
        source = path.read_text(encoding="utf-8")
        bad = imported_roots(source) & FORBIDDEN
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"
        assert not re.search(r"__import__\(\s*['\"](pygame|random|time|datetime|asyncio|websockets|socket)", source)
        assert not re.search(r"import_module\(\s*['\"](pygame|random|time|datetime|asyncio|websockets|socket)", source)


@pytest.mark.slow
def test_importing_game_does_not_load_pygame():
    names = sorted("game." + ".".join(p.relative_to(GAME).with_suffix("").parts)
                   for p in GAME.rglob("*.py") if p.name != "__init__.py")
    code = ("import sys\n" + "".join(f"import {n}\n" for n in names) +
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
