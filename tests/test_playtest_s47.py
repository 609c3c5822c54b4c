"""Session 47's play-test at the table (not the ring): a card lifted by the keyboard stayed
lifted over the prompt and the log for the rest of the match; pass-and-play's take-back said
'<owner> asks' when the other player had pressed U."""
from __future__ import annotations

import pygame
from scene_helpers import frame, human_table, setup_of

from scenes.match import hand as HV


def test_the_pointer_takes_over_from_the_keyboards_lifted_card():
    sc = human_table((1280, 720), 5)
    app = sc.test_app
    app.process(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    frame(app)
    assert sc.focus.index is not None
    still = pygame.event.Event(pygame.MOUSEMOTION, pos=sc.mouse, rel=(0, 0), buttons=(0, 0, 0))
    app.process(still)  # (a motion of nothing, as some systems send: the focus stays)
    assert sc.focus.index is not None
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 2),
                                   buttons=(0, 0, 0)))
    frame(app)
    assert sc.focus.index is None and sc.hand_focus() is None
    assert not isinstance(sc.focus.current(sc.focusables()), HV.HandFocus)
    app.stack.scenes.clear()


def test_a_pass_and_play_take_back_names_whose_command_not_who_asks():
    from scenes.app import App
    app = App((1280, 720))
    table = app.reset("match", setup_of(11, ("human", "human")), speed="fast")
    frame(app)
    agree = app.push("takeback_agree", table, 0)
    shot = pygame.Surface((1280, 720))
    words = []
    from scenes.ui import widgets as W
    real = W.draw_text

    def keep(surface, text, *a, **k):
        words.append(text)
        return real(surface, text, *a, **k)
    W.draw_text = keep
    try:
        agree.draw(shot)
    finally:
        W.draw_text = real
    said = " ".join(words)
    assert f"Take back {agree.names[0]}'s last command?" in said
    assert "asks" not in said
    app.stack.scenes.clear()
