"""The tutorial match on the real engine: doing what each lesson asks teaches every lesson and wins;
the progress is a fold of the log, so a saved tutorial resumes where it was left."""
from __future__ import annotations

import re

import pytest

from game.match import commands as C
from game.match import events as E
from game.library.catalog import Catalog
from game.match.dangers import countout_warning
from game.library import load_library
from game.match import Match
from game.library.playbook import problems
from game.store.match_file import load_save, save_match
from game.tutorial import (FOE, LESSONS, PLAYER, SETUP, TOPICS, Course, is_tutorial, new_setup,
                           parts, play_through, replay, step)


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return Catalog(load_library())


@pytest.fixture(scope="module")
def played(cat):
    """The tutorial played through, with what was asked before every command."""
    m = Match(SETUP, cat)
    course = Course()
    asked = []
    while m.actor() is not None and len(m.log) < 400:
        before = m.state.clone()
        ask = course.ask(m.state) if m.actor() == PLAYER else None
        cmd, events, lesson = step(m, course)
        asked.append((before, ask, cmd, events, lesson))
    return m, course, asked


def test_at_least_eight_lessons_with_short_unique_topics():
    assert len(LESSONS) >= 8
    assert len(set(TOPICS)) == len(TOPICS)
    assert all(t.isidentifier() and len(t) <= 12 for t in TOPICS)
    assert all(lesson.point_at in parts.PARTS for lesson in LESSONS)
    for lesson in LESSONS:  # a lesson waits only for lessons taught before it
        assert all(TOPICS.index(a) < TOPICS.index(lesson.id) for a in lesson.after)


def test_the_playbooks_are_legal_and_the_setup_is_a_real_match(cat):
    for seat in SETUP.seats:
        assert problems(seat.custom.pages, cat.lib) == []
    assert SETUP.match_type == "hardcore"
    assert is_tutorial(SETUP) and not is_tutorial(new_setup(SETUP.seed + 1))


def test_doing_what_each_lesson_asks_teaches_every_lesson_in_order_and_wins(played):
    m, course, asked = played
    assert course.completed
    assert course.done == list(TOPICS)
    assert m.state.over.winner == PLAYER and m.state.over.how == "pinfall"
    assert m.over
    taught = [a.lesson for _, a, _, _, _ in asked if a is not None and a.kind == "lesson"]
    assert set(taught) == set(TOPICS)


def test_each_lesson_situation_really_happens(played):
    m, course, asked = played
    events = [ev for _, _, _, evs, _ in asked for ev in evs]
    assert any(isinstance(e, E.CrowdSupportGiven) and e.seat == FOE for e in events)
    assert any(isinstance(e, E.MoveCountered) and e.seat == FOE for e in events)
    assert any(isinstance(e, E.MoveCountered) and e.seat == PLAYER for e in events)
    assert any(isinstance(e, E.StatusAdded) and e.seat == FOE for e in events)
    assert any(isinstance(e, E.SubmissionAttempted) and e.seat == PLAYER and not e.success
               for e in events)
    assert any(isinstance(e, E.InjuryTaken) and e.seat == PLAYER for e in events)
    assert any(isinstance(e, E.MoveCardTapped) and e.seat == PLAYER for e in events)
    assert any(isinstance(e, E.WentToRingside) and e.seat == PLAYER and e.source == "button"
               for e in events)
    pins = [e for e in events if isinstance(e, E.PinAttempted)]
    assert pins and pins[-1].seat == PLAYER and pins[-1].success
    # the count-out lesson is asked on the last count, when anything else would lose
    countout = [(before, a) for before, a, _, _, _ in asked if a and a.lesson == "countout"
                and a.kind == "lesson"]
    assert countout and all(countout_warning(b, PLAYER) for b, _ in countout)
    assert all(isinstance(a.command, C.ReturnToRing) for _, a in countout)


def test_the_player_only_ever_gives_what_was_asked_and_it_is_legal(played, cat):
    m, course, asked = played
    for before, ask, cmd, _, _ in asked:
        if ask is not None:
            assert cmd == ask.command
            assert cmd in Match.legal(_Holder(before), PLAYER)
    # every command re-decides on a fresh match: the tutorial has no rules of its own
    fresh = Match(SETUP, cat, start=False)
    for entry in m.log:
        assert fresh.play(entry.command) == entry.events


class _Holder:
    """Just enough of a Match for Match.legal on a stored state."""
    def __init__(self, state):
        self.state = state


def test_texts_are_filled_in(played):
    _, course, asked = played
    for _, ask, _, _, _ in asked:
        if ask is not None:
            assert "{" not in ask.text and ask.text
    assert all("{" not in note for note in course.notes.values())


def test_allows_only_the_asked_command(cat):
    m = Match(SETUP, cat)
    course = Course()
    while m.actor() != PLAYER:
        step(m, course)
    ask = course.ask(m.state)
    assert course.allows(m.state, ask.command)
    others = [c for c in m.legal(PLAYER) if c != ask.command]
    assert others and not any(course.allows(m.state, c) for c in others)


def test_a_saved_tutorial_resumes_where_it_was_left(cat, tmp_path, played):
    full, done_course, _ = played
    m = Match(SETUP, cat)
    course = Course()
    for _ in range(len(full.log) // 2):
        step(m, course)
    path = save_match(m, tmp_path)
    setup, log = load_save(path)
    assert is_tutorial(setup)
    resumed = replay(setup, cat, log)
    assert resumed.done == course.done and resumed.active == course.active
    assert resumed.passes == course.passes
    m2 = Match(setup, cat, start=False)
    for cmd, _ in log:
        m2.play(cmd)
    while step(m2, resumed) is not None:
        pass
    assert resumed.done == done_course.done
    assert [e.command for e in m2.log] == [e.command for e in full.log]


def test_restart_is_a_fresh_match(cat):
    a, ca = play_through(cat)
    b, cb = play_through(cat)
    assert [e.command for e in a.log] == [e.command for e in b.log]
    assert ca.done == cb.done == list(TOPICS)


def test_a_guided_match_refuses_anything_but_the_asked_command(cat):
    from game.errors import IllegalCommand
    from game.tutorial import guide
    g = guide(cat)
    while g.actor() != PLAYER:
        g.play(g.foe_command())
    asked = g.ask()
    wrong = next(c for c in g.legal(PLAYER) if c != asked.command)
    n = len(g.log)
    with pytest.raises(IllegalCommand) as err:
        g.play(wrong)
    assert err.value.reason.startswith("Not yet: ") and len(g.log) == n
    g.play(asked.command)
    assert len(g.log) == n + 1  # on seed 840 a bridge comes before the momentum lesson
    assert g.course.done == ([] if asked.kind == "bridge" else ["momentum"])


def test_no_take_backs_in_the_tutorial(cat):
    from game.errors import IllegalCommand
    from game.match import TakeBack
    from game.tutorial import guide
    g = guide(cat)
    while g.actor() != PLAYER:
        g.play(g.foe_command())
    g.play(g.ask().command)
    assert g.take_back_refusal(PLAYER).code == "tutorial"
    n = len(g.log)
    with pytest.raises(IllegalCommand):
        g.play(TakeBack(PLAYER))
    assert len(g.log) == n


def test_a_move_whose_damage_differs_from_its_card_says_why(played):
    """The card says 8; the step said 9 (a string bonus) with no word why."""
    _, _, asked = played
    texts = [ask.text for _, ask, _, _, _ in asked
             if ask is not None and "Keep wrestling" in ask.text]
    assert texts
    for text in texts:
        said = int(re.search(r"(\d+) damage to the", text).group(1))
        printed = re.search(r"\((\d+) printed, ([+-]\d+) from bonuses\)", text)
        if printed:
            assert said == int(printed.group(1)) + int(printed.group(2))
    assert any("from bonuses" in t for t in texts)


def test_another_copy_of_the_asked_page_plays_as_the_asked_one(cat):
    """Two Leverages in hand: clicking the other one was refused with 'Not yet: play Leverage'."""
    from game.match import Match
    from game.match import commands as C
    from game.tutorial import GuidedMatch, new_setup
    g = GuidedMatch(Match(new_setup(1122), cat))  # a tutorial seed that deals two Leverages
    for _ in range(400):
        if g.state.over:
            break
        if g.actor() != PLAYER:
            g.play(g.foe_command())
            continue
        asked = g.ask()
        cmd = asked.command
        hand = g.state.sides[PLAYER].hand
        if isinstance(cmd, C.PlayPage):
            twin = next((p for p in hand if p != cmd.page and
                         g.state.info(p).id == g.state.info(cmd.page).id), None)
            if twin is not None:
                n = len(g.log)
                g.play(C.PlayPage(PLAYER, twin))
                assert len(g.log) == n + 1
                return
        g.play(cmd)
    pytest.fail("the tutorial never asked for a page with a twin in hand")
