"""Session 56 (issue 31): the blemishes session 55's play-testers left."""
from __future__ import annotations

import pygame
import pytest

from scenes.match import table as TV
from scenes.match.layout import table_layout
from scenes.ui import widgets as W

SIZES = ((1280, 720), (1920, 1080))
CHIPS = (("ref", "r", "Referee: Brenda Book"), ("text", "t", "Second Wind"),
         ("event", "e", "Medic Check"), ("event", "c", "Commentary Hype"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", (1, 2, 3))
def test_a_chip_of_a_card_in_play_is_never_cut_while_the_control_chip_can_give_way(
        size, n, monkeypatch):
    """The top bar's chips keep their whole words; the control chip's name gives way first
    (session 55: 'Secon...' at 1280x720 beside 'Control: Professor Ada Quill')."""
    said = []
    real = W.draw_text

    def spy(surface, words, *args, **kw):
        said.append(words)
        return real(surface, words, *args, **kw)

    monkeypatch.setattr(W, "draw_text", spy)
    top = {"match_type": "showdown", "turn": 36, "limit": 60, "control": 0,
           "control_words": "Control: Professor Ada Quill", "chips": CHIPS[:n]}
    out = TV.draw_top(pygame.Surface(size), table_layout(size), top, "seed 300")
    assert [r[1] for r in out] == [c[1] for c in reversed(CHIPS[:n])]
    for _, _, words in CHIPS[:n]:
        assert words in said
    control = next(w for w in said if w.startswith("Control"))
    assert control.startswith("Control: Prof")  # (a name's start, at the least)


def test_the_bells_referee_calls_the_match_he_already_stands_in():
    """The Showdown's referee at the bell 'calls the match' (he stands in the ring from the
    start; 'comes out to call the match' read as late: session 55); one played takes charge."""
    from conftest import catalog, plain_match
    from game.match import events as E
    from scenes.match.log_text import event_entry
    m = plain_match("showdown")
    ref = sorted(catalog().referees)[0]
    at_bell = event_entry(E.RefereeEntered(0, ref, True), m.state).text
    played = event_entry(E.RefereeEntered(1, ref, False), m.state).text
    assert "calls the match" in at_bell and "comes out" not in at_bell
    assert "takes charge" in played


@pytest.mark.parametrize("source", ("automatic", "move", "page"))
@pytest.mark.parametrize("seat", (0, 1))
def test_down_ends_over_one_who_gets_up_in_the_same_command(source, seat):
    """DOWN! (a Showdown roll's, 1.6 s) floated over one who fought back up in the same command,
    standing (session 55's play-test): it ends as they get up."""
    from game.match import events as E
    from scenes.match.presenter import Presenter
    from test_ring_tells import state_of
    p = Presenter(None, speed=1.0)
    p.present([E.WentDown(seat, source), E.StoodUp(seat), E.ControlChanged(seat, "fights back")],
              state_of())
    rise = next(c for c in p.cues if c.kind == "rise" and c.seat == seat)
    down = [c for c in p.cues if c.kind == "float" and c.seat == seat and
            c.text.startswith("DOWN!")]
    assert down and down[0].at < rise.at  # (told while they lie)
    assert all(c.at + c.dur <= rise.at + rise.dur for c in down)
