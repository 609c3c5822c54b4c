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
    assert sc.buttons["crowd"].sub == "costs 2 \u00b7 have 3"
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
    assert after == "costs 2 \u00b7 have 1"
