"""Session 69: what the table told during a command's show, and the rules edition 16 words."""
from __future__ import annotations

import pytest

import scene_helpers  # noqa: F401  (dummy drivers, temporary folders)
from scene_helpers import frame, human_table

from game.match import commands as C


@pytest.mark.slow
def test_the_buttons_say_no_number_before_the_panels_catch_up():
    """Sneak Attack's button said 'have 1' beside CROWD 0 for 45 frames while the ring told the
    command (session 68): the buttons' numbers wait for the panels."""
    sc = human_table((1280, 720), 5)
    app = sc.test_app
    st = sc.match.state
    st.sides[0].crowd_points = 3
    st.sides[0].hp -= 10  # (Kestrel: a Comeback, which a Superstar at full HP may not use)
    sc.refresh()
    assert sc.buttons["crowd"].sub == "costs 2 Crowd \u00b7 have 3"
    sc.send(C.SpendCrowd(0))
    held, after = 0, None
    for _ in range(600):
        frame(app)
        sub = sc.buttons["crowd"].sub
        if sc.numbers_held():
            held += 1
            assert "have" not in sub and not sc.buttons["pin"].label[3:].strip(), sub
        elif sc.match.actor() == 0 and not sc.presenter.busy:
            after = sub
            break
    assert held > 0
    assert after == "costs 2 Crowd \u00b7 have 1"


def test_the_tutorials_counter_lesson_says_why_the_page_counters():
    """'Your Shove Off counters Mad Rush moves' of a page that stopped Hip Attack by the part it
    guards (the back): the lesson names the rule that lets it counter."""
    from conftest import give, make_match, prepare_move, set_momentum
    from game.tutorial import lessons as LS
    m = make_match("normal")
    st = m.state
    move = prepare_move(st, 1, "hip_attack")  # Mad Rush, at the back
    st.sides[0].hand.clear()
    give(st, 0, "shove_off")  # lists Back To Foe and In Close; guards the back
    set_momentum(st, 0, "max")
    m.play(C.PlayPage(1, move))
    _, words = LS._ask_counter(m.state)
    assert words["why"] == "it guards the back, where this move is aimed"
    lesson = next(x for x in LS.LESSONS if x.id == "counter")
    assert "counters it (it guards the back" in lesson.text.format(foe="Foe", **words)


def test_the_other_buttons_have_hovers_and_pass_warns_of_a_pin():
    from scenes.match import buttons as BV
    from scenes.match.model import ACTIONS
    for name in ("allow", "ringside", "return"):
        assert name in ACTIONS and len(BV.button_tip(name, "X", None)) == 2
    sc = human_table((1280, 720), 5)
    st = sc.match.state
    st.sides[0].hp = 3  # a tenth or less: the foe's pin has a chance
    sc.refresh()
    tip = " ".join(w for w, _ in sc.button_tip("pass"))
    assert "your foe could pin you as soon as they take control" in tip
    st.sides[0].hp = st.sides[0].max_hp
    sc.refresh()
    assert "could pin you" not in " ".join(w for w, _ in sc.button_tip("pass"))


def test_a_weapon_under_a_distracted_referee_says_no_dq_roll():
    from conftest import give, make_match
    from scenes.match.facts import page_note
    m = make_match("normal")
    st = m.state
    inst = give(st, 0, "taped_fist")
    assert page_note(st, 0, inst)[0] == "Disqualification risk"
    st.ref_distracted_until = st.turn + 2
    assert page_note(st, 0, inst)[0] == "The referee is away"


def test_the_career_says_a_season_keeps_no_turns_or_injuries():
    """Two watched season matches read '0.0 turns long on average', and a season's sneak
    attacks were missing from the injuries unsaid (session 69's play-test)."""
    from scenes.career import model as CM
    history = {"you": {"matches": 0}, "kinds": {"watched": 2}, "matches": 2, "avg_turns": 0.0,
               "timed": 0, "sources": {"season": 2},
               "injuries": {"total": 0, "by_cause": {}, "by_superstar": {}, "body_parts": {}}}
    _, _, lines, _, _ = CM._record(history, "watched")
    assert lines == ["matches (a season keeps no turns of its matches)"]
    assert CM._injuries(history, None) == ["No injuries counted.",
                                           "A season's matches keep no injuries to count."]
    history.update(timed=2, avg_turns=23.0, sources={"match": 2})
    assert "23.0 turns long" in CM._record(history, "watched")[2][0]
    assert CM._injuries(history, None) == ["No injuries: every Move card stayed untapped."]


def test_the_pin_tooltip_says_the_first_turn_rule_once():
    """Its hover repeated 'Your foe hasn't had a turn yet...' three times, beside a 'no turn yet
    -33%' term (session 69's play-test)."""
    for seed in range(1, 60):
        sc = human_table((1280, 720), seed)
        st = sc.match.state
        if not st.sides[1].held_control:
            break
    st.sides[1].hp = st.sides[1].max_hp // 3
    sc.refresh()
    lines = [w for w, _ in sc.button_tip("pin")]
    assert len(lines) == 2 and sum("hasn't had a turn yet" in w for w in lines) == 1, lines


def test_to_ringside_says_who_is_already_out():
    from conftest import make_match, set_position
    from game.match.legal import ringside_blocker
    m = make_match("hardcore")
    set_position(m.state, 0, at_ringside=True)
    assert ringside_blocker(m.state, 0) == "You are already at ringside."
    assert ringside_blocker(m.state, 1) == "Your foe is already at ringside: your ringside " \
        "moves reach them from the ring."
