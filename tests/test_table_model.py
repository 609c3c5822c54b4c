"""The table model (scenes/match/model.py) without a window: it imports no pygame; whose seat is
near and when the curtain is due; the reasons and waiting words; input waits in a queue while
cues play; the AI thinks a step a frame and plays the command game.ai.choose gives; listeners
hear every played command and every notice; a replay cursor is a source nobody plays."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import give, set_control, set_momentum
from game.match import commands as C
from game.ai import ai_command, choose, decision_dice
from game.match import Match
from game.match import ReplayCursor
from game.match import MatchSetup, SeatSetup
from game.lab.simulate import play_out, random_setup
from scenes.match.ai import Pace
from scenes.match.model import TableModel

ROOT = Path(__file__).resolve().parent.parent


class Cues:
    """A stand-in presenter: busy while told so."""

    busy = False


def setup_of(seed: int, controllers=("human", "human")) -> MatchSetup:
    return MatchSetup(seed=seed, match_type="normal",
                      seats=[SeatSetup(superstar=s, controller=c)
                             for s, c in zip(("kestrel_ortiz", "mack_doyle"), controllers)])


def table(cat, seed=3, controllers=("human", "human"), rules=None):
    """A model on a new match, with lists of what it played and said."""
    m = Match(setup_of(seed, controllers), cat)
    model = TableModel(m, [m.controller(s) for s in (0, 1)], Cues(), counter_rules=rules,
                       pace=Pace(ai_delay=0.5, end_pause=1.0))
    played, said = [], []
    model.on_command.append(lambda cmd, events: played.append((cmd, events)))
    model.on_notice.append(lambda words, kind, seconds: said.append((words, kind)))
    return model, played, said


def test_the_model_imports_no_pygame():
    code = "import sys, scenes.match.model, scenes.match.ai, scenes.match.facts; " \
           "print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"


def test_pass_and_play_the_near_seat_and_the_curtain(cat):
    model, played, _ = table(cat)
    first = model.actor()
    assert model.pass_and_play and model.near() == first  # nobody at the screen yet
    assert model.curtain_seat() == first and not model.hand_visible()
    assert model.waiting_reason() == f"Pass the screen to {model.short(first)} first."
    model.refresh()
    assert model.hand == [] and all(r == model.waiting_reason()
                                    for r in model.buttons.reasons.values())
    model.take_screen(first)
    assert model.curtain_seat() is None and model.hand_visible() and model.viewer == first
    model.refresh()
    assert model.hand and model.buttons.reasons["pass"] is None
    model.press("pass")
    assert played[-1][0] == C.Pass(first)
    assert model.curtain_seat() == 1 - first and model.near() == first  # until it is taken
    assert model.step(0.1) == "curtain"


def test_reasons_come_from_the_rules_and_a_refusal_is_said(cat):
    model, played, said = table(cat, 5, ("human", "greedy"))
    st = model.state
    set_control(st, 0)
    model.refresh()
    assert model.acting_human() == 0 and model.near() == 0
    assert model.buttons.reasons["allow"] == model.reasons["allow"] is not None
    assert model.prompt()[1] == "accent" and model.prompt()[0].startswith("Kestrel")
    blocked = [c for c in model.hand if c.reason is not None]
    for c in model.hand:
        assert (c.reason is None) == (C.PlayPage(0, c.page) in model.source.legal(0))
    if blocked:
        model.click_hand(blocked[0].index)
        assert said[-1] == (blocked[0].reason, "refused") and not played
    model.press("allow")  # nothing to answer: the engine's own words
    assert said[-1][1] == "refused" and not played


def test_input_waits_while_cues_play(cat):
    model, played, said = table(cat, 5, ("human", "greedy"))
    set_control(model.state, 0)
    model.presenter.busy = True
    model.press("pass")
    assert model.queued is not None and not played
    assert model.waiting_reason() == "Wait a moment\u2026"
    assert model.step(0.1) is None and not played  # still busy
    model.presenter.busy = False
    model.step(0.1)
    assert model.queued is None and played[-1][0] == C.Pass(0)


def test_the_ai_waits_its_pace_thinks_a_step_a_frame_then_plays(cat):
    model, played, _ = table(cat, 8, ("normal", "human"))
    while model.actor() != 0:  # the human passes until the AI has control
        model.play(model.source.legal(model.actor())[-1])
    played.clear()
    state, seat = model.state.clone(), 0
    expected = choose("normal", state, seat, decision_dice(8, seat, state.actions))
    assert expected == ai_command("normal", state, seat, 8)  # what verify derives again
    frames = 0
    while not played:
        model.step(0.1)
        frames += 1
        assert frames < 5000
    assert played[0][0] == expected
    assert frames > 5 + 2  # 0.5 s of pace, then several steps of thinking, then the play


def test_the_ai_thinks_while_it_waits_and_holds_while_the_table_draws(cat):
    """A long-thinking AI starts at once and thinks during its pace (in steps, the same command
    game.ai.choose gives); while the table has drawing to catch up it skips its frame's share,
    every other frame once its pace is over."""
    model, played, _ = table(cat, 8, ("normal", "human"))
    while model.actor() != 0:
        model.play(model.source.legal(model.actor())[-1])
    played.clear()
    state = model.state.clone()
    expected = choose("normal", state, 0, decision_dice(8, 0, state.actions))
    model.step(0.01)
    chooser = model.ai.chooser
    assert chooser is not None and chooser.units == 0  # made in its own frame
    model.step(0.01)
    assert chooser.units == 1  # thinking while the 0.5 s pace runs
    model.ai.hold = True
    model.step(0.01)
    assert chooser.units == 1  # the table draws: this frame's share waits
    model.ai.timer = 1.0  # the pace is over: thinking waits every other frame at most
    model.step(0.01)
    assert chooser.units == 2
    model.step(0.01)
    assert chooser.units == 2
    model.step(0.01)
    assert chooser.units == 3
    model.ai.hold = False
    frames = 0
    while not played:
        model.step(0.01)
        frames += 1
        assert frames < 5000
    assert played[0][0] == expected


def test_auto_counter_answers_for_a_human_defender(cat):
    rule = {cat.lib.pages["jab_flurry"].move_type: "never"}
    model, played, said = table(cat, 12, rules=[{}, rule])
    st = model.state
    set_control(st, 0)
    set_momentum(st, 0, "max")
    set_momentum(st, 1, "max")
    page = give(st, 0, "jab_flurry", fresh=True)
    give(st, 1, "forearm_shield", fresh=True)  # it could counter: the rule says never
    model.take_screen(0)
    model.play(C.PlayPage(0, page))
    assert model.actor() == 1 and model.curtain_seat() is None  # no handover needed
    model.step(0.1)
    assert played[-1][0] == C.Allow(1)
    # between two people a let-through is not told: it would say a counter window had opened
    assert not any(words.startswith("Auto-counter:") for words, *_ in said)


def test_the_end_waits_its_pause_then_asks_for_the_results(cat):
    m = play_out(Match(random_setup(cat, 4, "normal", "greedy", "greedy"), cat), 4)
    model = TableModel(m, ["greedy", "greedy"], Cues(), pace=Pace(end_pause=1.0))
    assert model.actor() is None
    assert model.prompt() == ("The match is over: Results (Enter)", "accent")
    assert [model.step(0.4) for _ in range(3)] == [None, None, "finish"]


def test_a_replay_cursor_is_a_source_nobody_plays(cat):
    m = play_out(Match(random_setup(cat, 9, "showdown", "greedy", "greedy"), cat), 9)
    cursor = ReplayCursor(m)
    cursor.seek(10)
    model = TableModel(cursor, (None, None), Cues())
    said = []
    model.on_notice.append(lambda words, kind, seconds: said.append(kind))
    assert model.acting_human() is None and not model.pass_and_play
    assert model.hand_face_up(0) and model.hand_face_up(1) and model.curtain_seat() is None
    assert model.step(1.0) is None and cursor.index == 10  # nothing moves it but the viewer
    model.press("pass")
    assert said == ["info"]  # why not: it's someone's turn in the recording
    assert not model.play(m.log[10].command) and said[-1] == "refused"


def test_named_parts(cat):
    model, _, _ = table(cat)
    assert model.rect_of("stage") is None
    model.parts = {"stage": (1, 2, 3, 4)}
    assert model.rect_of("stage") == (1, 2, 3, 4)


def test_a_tap_out_is_chosen_from_the_chooser(cat):
    model, played, said = table(cat, 14, ("human", "greedy"))
    st = model.state
    st.sides[0].injury_due = 1
    st.sides[0].injury_causes[:] = ["squash"]
    assert model.tapout_due() == 0 and model.choice_mode() == "tapout"
    keys = model.choice_keys()
    assert keys == [i for i, t in enumerate(st.sides[0].tapped) if not t]
    model.press("pass")
    assert said[-1] == ("Choose a Move card to tap out first.", "error")
    model.choice_number(keys[0])
    assert played[-1][0] == C.TapOut(0, keys[0])


def test_an_ai_answers_a_move_in_half_its_pace(cat):
    """Session 43's play-test: between two AIs the ring stood still 1.5-2 s while the defender
    'decided' whether to counter a move called. An answer waits half the pace a command does."""
    from scenes.match.ai import ANSWER_PACE
    for seed in range(1, 60):
        model, played, _ = table(cat, seed, ("greedy", "greedy"))
        for _ in range(400):  # until a move is called and waits for its answer
            if model.state.pending is not None or model.state.over is not None:
                break
            model.step(0.05)
        if model.state.pending is not None:
            break
    assert model.state.pending is not None
    answerer = model.actor()
    n = len(played)
    waited = 0.0
    while len(played) == n and waited < 5:
        model.step(0.01)
        waited += 0.01
    assert played[n][0].seat == answerer
    assert 0.5 * ANSWER_PACE <= waited <= 0.5 * ANSWER_PACE + 0.05  # (Pace(ai_delay=0.5))
    assert ANSWER_PACE == 0.5


def test_an_ai_goes_on_after_its_own_momentum_page_in_half_its_pace(cat):
    """Session 51's play-test: a run of an AI's momentum pages stood still the whole pace
    between each. After its own command that reached nobody (no hit, no pin, no change of
    control) it plays its next at half the pace; after one that reached the foe, the whole."""
    from scenes.match.ai import ALONE_PACE, REACHED
    waits = {True: [], False: []}
    for seed in range(1, 40):
        model, played, _ = table(cat, seed, ("greedy", "greedy"))
        waited, n = 0.0, 0
        for _ in range(3000):
            model.step(0.01)
            waited += 0.01
            if model.state.over is not None:
                break
            if len(played) > n:
                if n and played[n][0].seat == played[n - 1][0].seat and \
                        model.state.pending is None and len(played) == n + 1 and \
                        not played[n - 1][0].__class__.__name__.startswith("Answer"):
                    alone = not any(isinstance(ev, REACHED) for ev in played[n - 1][1])
                    waits[alone].append(waited)
                n, waited = len(played), 0.0
        if len(waits[True]) >= 3 and len(waits[False]) >= 3:
            break
    assert len(waits[True]) >= 3 and len(waits[False]) >= 3
    assert all(0.5 * ALONE_PACE <= w <= 0.5 * ALONE_PACE + 0.05 for w in waits[True]), waits
    assert all(w >= 0.5 - 0.01 for w in waits[False]), waits
    assert ALONE_PACE == 0.5
