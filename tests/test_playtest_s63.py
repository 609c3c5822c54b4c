"""Session 63: what outside checks found (a replay's log read in the final state, ...)."""
from __future__ import annotations

import pytest

from game.match import Match, ReplayCursor, fold_states
from game.match import events as E
from game.match.autoplay import play_out
from game.match.setup import random_setup


@pytest.mark.slow
def test_a_counters_rule_reads_the_same_live_in_a_replay_and_opened_again(cat):
    """Greedy against Greedy, a Showdown at seed 4: Ruud Thorsen's Shove Off counters Sundown
    Flip by the page's own rule; read in the final state (his HP low by then) the replay and a
    match opened again said "from underneath", where the table had not."""
    from scenes.match.log_text import event_lines, events_entries, log_lines
    from scenes.match.replay import log_lines as replay_lines
    from scenes.season.text import key_moments
    m = Match(random_setup(cat, 4, "showdown", "greedy", "greedy"), cat)
    play_out(m, 4)
    states = fold_states(m.first_state, m.log)
    said = "Ruud Thorsen counters Sundown Flip with Shove Off!"
    entry = m.log[32]
    k = next(k for k, e in enumerate(entry.events) if type(e) is E.MoveCountered)
    assert [ln.text for ln in event_lines(entry.events, k, m.state)] == [said[:-1] +
                                                                         " from underneath!"]
    live = [ln.text for ln in events_entries(entry.events, states[33], states[32])]
    assert said in live  # as the table said it, the command's own state
    assert said in log_lines(m)
    assert said in [ln.text for lines in replay_lines(ReplayCursor(m)) for ln in lines]
    assert (said, entry.events[k].seat) in key_moments(m, limit=999)
    assert not any("from underneath" in t for t in log_lines(m)
                   if t.startswith("Ruud Thorsen counters Sundown Flip"))
