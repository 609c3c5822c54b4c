"""Session 51's play-test: the table waits for a pin's count and a hold's question to tell
their outcome, so it never tells it first (a hand lit at the referee's "1..." told a
kick-out before the ring did)."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import frame, human_table, key, setup_of

from game.library import Catalog, load_library
from game.match import Match
from game.match import events as E
from scenes.match import facts as FA
from scenes.match.pace import MAX_WAIT
from scenes.match.presenter import Presenter

CAT = Catalog(load_library())
STATE = Match(setup_of(4, ("normal", "normal")), CAT).state


def shown(events, speed: float = 1.0) -> Presenter:
    p = Presenter()
    p.speed = speed
    p.present(events, STATE)
    return p


def banner_at(p: Presenter, words: str) -> float:
    return next(c.at for c in p.cues if c.kind == "banner" and c.text == words)


@pytest.mark.parametrize("success,verdict", [(False, "KICK-OUT!"), (True, "3!")])
@pytest.mark.parametrize("speed", [1.0, 0.5])
def test_the_verdict_is_when_the_ring_tells_the_counts_outcome(success, verdict, speed):
    p = shown([E.PinAttempted(0, "button", 0, (), 40, 10 if success else 90, success)], speed)
    told = banner_at(p, verdict)
    assert p.verdict == pytest.approx(told + 0.1 * speed)
    if speed == 1.0:
        assert told - p.batch_start > MAX_WAIT  # the count outlasts the second input waits
    assert p.hold_until <= p.batch_start + MAX_WAIT + 1e-9  # (the rest of the show: a second)


def test_the_verdict_of_a_hold_is_its_answer():
    p = shown([E.SubmissionAttempted(0, STATE.sides[0].hand[0], (), 30, 90, False)])
    assert p.verdict == pytest.approx(banner_at(p, "HOLDS ON!") + 0.1)
    q = shown([E.CrowdSupportGiven(0, "a test")])
    assert q.verdict == 0.0  # no count: input waits a second at most, as before


def kicked_out_table():
    """A person's table where the ring shows the person kicking out of the foe's pin (the
    table's state: the person to act, as after a kick-out)."""
    sc = human_table((1280, 720), 3)
    app = sc.test_app
    sc.presenter.speed = 1.0  # the show at full speed (the helper's table plays it fast)
    sc.presenter.present([E.PinAttempted(1, "button", 0, (), 40, 90, False)], sc.match.state)
    frame(app, 0.05)
    return sc, app


def test_the_hand_and_buttons_stay_dark_till_the_kick_out_shows():
    sc, app = kicked_out_table()
    p = sc.presenter
    seat = sc.model.near()
    assert sc.match.actor() == seat == 0
    kick = banner_at(p, "KICK-OUT!")
    while p.now < kick - 0.15:  # past the second input waits for other commands
        assert FA.counting_on(sc.model) and sc.model.busy
        assert not sc.hand_acting(seat)  # no glow, no number badges
        assert all(h.reason is not None for h in sc.model.hand)
        assert not any(sc.buttons[n].enabled for n in ("pass", "pin"))
        assert sc.model.prompt()[1] == "muted"
        frame(app, 0.1)
    assert p.now > MAX_WAIT
    while FA.counting_on(sc.model):
        frame(app, 0.05)
    frame(app, 0.05)
    assert sc.hand_acting(seat) and sc.buttons["pass"].enabled


def test_a_key_pressed_during_the_count_waits_for_its_outcome_and_is_kept():
    sc, app = kicked_out_table()
    played = len(sc.match.log)
    frame(app, 1.1)  # past a second: the count is at "2 ..."
    assert FA.counting_on(sc.model)
    key(app, pygame.K_p, unicode="p")  # Pass
    frame(app, 0.05)
    assert len(sc.match.log) == played  # not yet: the ring has not told the kick-out
    while FA.counting_on(sc.model):
        frame(app, 0.05)
    for _ in range(3):
        frame(app, 0.05)
    assert len(sc.match.log) == played + 1  # then the Pass is played, not lost


def test_the_pin_placards_count_lights_all_three_alike():
    """A dark third disc read as a kick-out while the referee called '3!' (play-test)."""
    from scenes.match import placard as PL
    n = 90
    surf = pygame.Surface((n, n), pygame.SRCALPHA)
    PL.draw_icon(surf, "pin", pygame.Rect(0, 0, n, n), (230, 190, 60))
    rim = [surf.get_at((round(k * n), round(0.44 * n + 0.13 * n)))[:3] for k in (0.12, 0.5, 0.88)]
    assert rim[0] == rim[1] == rim[2] == (230, 190, 60)


def test_the_injury_placard_names_the_move_card_tapped_out():
    lib = STATE.cat.lib
    for card in range(len(STATE.sides[1].move_cards)):
        p = shown([E.Acted(1, "tap_out"), E.MoveCardTapped(1, card, "injured_leg")])
        spot = next(c.data["spot"] for c in p.cues if c.kind == "spot")
        name = lib.move_cards[STATE.sides[1].move_cards[card]].name
        assert spot.placard[:2] == ("INJURY", f"{name} taps out")


def test_a_placards_long_words_go_on_two_lines_not_shrunk():
    from scenes.match import placard as PL
    from scenes.ui.draw import text_width
    assert PL.two_lines("catches a breath", 12, 200) == ["catches a breath"]
    long = "Textbook Technique taps out"
    assert text_width(long, 12, True) > 110
    assert PL.two_lines(long, 12, 110) == ["Textbook Technique", "taps out"]
    assert PL.two_lines("Unbreakable", 40, 10) == ["Unbreakable"]  # one word stays whole


def test_a_count_out_win_has_its_own_moment_after_the_pass():
    """The deciding '3... you're out!' came in the middle of the Pass's breather, and WINNER
    followed with no COUNTED OUT! (play-test); COUNTED OUT! follows his call, a beat after."""
    from game.match.chances import countout_limit
    from game.match.state import Outcome
    st = STATE.clone()
    st.sides[0].at_ringside = True
    st.sides[0].ringside_turns = countout_limit(st) + 1
    st.over = Outcome(1, "countout", st.turn)
    p = Presenter()
    p.present([E.Acted(0, "pass"), E.TurnEnded(st.turn, (0,)),
               E.MatchEnded(1, "countout", st.turn, (0, 0))], st)
    breath = next(c for c in p.cues if c.kind == "motion" and c.data.get("motion") == "breather")
    call = next(c for c in p.cues if c.kind == "ref" and "you're out" in c.data.get("say", ""))
    out = banner_at(p, "COUNTED OUT!")
    winner = next(c.at for c in p.cues if c.kind == "banner" and c.at > out)
    assert breath.at + breath.dur <= call.at < out  # the Pass first, then the call, then
    assert out - call.at <= 0.5  # COUNTED OUT! (before his call: session 55's play-test)
    assert winner - out >= 1.0  # its own moment before the bell's banner

