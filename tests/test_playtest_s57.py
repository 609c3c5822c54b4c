"""Session 57's play-test (a newcomer, ten matches against Normal in a real window): what it
said read wrong, each mended."""
from __future__ import annotations


def test_the_referees_line_says_nothing_of_a_side():
    """'Referee Prudence Hale calls the match (Nadia Vise's side).': no rule reads whose side a
    Referee entered on, and the tester asked what it meant."""
    from conftest import catalog, plain_match
    from game.match import events as E
    from scenes.match.log_text import event_entry
    m = plain_match("showdown")
    ref = sorted(catalog().referees)[0]
    for seat, auto in ((0, True), (1, False)):
        text = event_entry(E.RefereeEntered(seat, ref, auto), m.state).text
        assert "side" not in text and text.endswith(("calls the match.", "takes charge."))


def test_the_count_line_does_not_read_as_a_count_out():
    """'The referee counts Nadia Vise outside (3 counts and out).' read as her counted out: the
    line says when they would be."""
    from conftest import plain_match
    from game.match import events as E
    from game.match.chances import countout_limit
    from scenes.match.log_text import event_entry
    m = plain_match("hardcore")
    text = event_entry(E.TurnEnded(3, (1,)), m.state).text
    assert text.endswith(f"outside: out if the count reaches {countout_limit(m.state) + 1}.")
    assert "and out" not in text
