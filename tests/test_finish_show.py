"""The finish in the ring: a squash's injury after the bell says why (play-test, session 41:
INJURED! came after the hand-raise, unexplained)."""
from __future__ import annotations

from scene_helpers import setup_of

from game.library import Catalog, load_library
from game.match import Match, events as E
from scenes.match.presenter import BANNERS, Presenter

CAT = Catalog(load_library())


def _banners(events) -> list:
    m = Match(setup_of(4, ("normal", "normal")), CAT)
    p = Presenter(None, speed=1.0)
    p.present(events, m.state)
    return [(c.text, c.data.get("sub", ""), c.at) for c in p.cues if c.kind == "banner"]


def test_a_squash_after_the_bell_is_called_a_squash():
    """The loser's injury after the winner's banner reads SQUASHED! and why, not INJURED!."""
    shown = _banners([E.MatchEnded(0, "pinfall", 20, (25, 3)), E.InjuryTaken(1, "squash")])
    words = [w for w, _, _ in shown]
    assert "INJURED!" not in words
    squash = next(b for b in shown if b[0] == "SQUASHED!")
    won = next(b for b in shown if "WIN" in b[0])
    assert squash[2] > won[2] and "over 10 points" in squash[1]


def test_an_injury_in_the_match_is_still_injured():
    """An injury during the match keeps its INJURED! banner with the Superstar's name."""
    shown = _banners([E.InjuryTaken(1, "weapon")])
    assert [w for w, _, _ in shown] == ["INJURED!"]


def test_the_squash_banner_is_drawn_ahead():
    """SQUASHED! is among the banner words the table draws ahead of need."""
    assert ("SQUASHED!", False) in [(w, big) for w, big, _ in BANNERS]


def test_the_demos_move_moment_is_a_move_landing_not_a_pose():
    """The README's 'ring mid-move' shot was a momentum page's pose (a hop on the spot): the
    demo's move moment is a motion that lands on the foe."""
    from scenes.demo import moment_seen
    from scenes.match.motions import IMPACT_AT

    class Cue:
        def __init__(self, motion):
            self.data = {"motion": motion}

        def progress(self, now):  # a tenth past the impact (the moment tells its result)
            return IMPACT_AT.get(self.data["motion"], 0.5) + 0.1

    class Presenter:
        now = 1.0

        def __init__(self, motion):
            self.cues = [Cue(motion)]

        def active(self, kind):
            return self.cues if kind == "motion" else []

    class Scene:
        def __init__(self, motion):
            self.presenter = Presenter(motion)

        def ringside_count(self):
            return {}

        def show_winner(self):
            return None

    for motion in ("pose", "windup", "pin", "hold", "counter"):
        assert moment_seen(Scene(motion)) is None, motion
    for motion in ("strike", "slam", "dive", "weapon", "throw", "drop"):
        assert moment_seen(Scene(motion))[0] == "move", motion


def test_a_squashs_tap_out_is_no_real_injury_in_the_booth():
    """Second play-test, session 42: after SQUASHED! the booth said 'That looks like a real
    injury' over the loser's tap-out."""
    from scenes.match import commentary as CM
    m = Match(setup_of(4, ("normal", "normal")), CAT)
    booth = CM.Commentary(CM.load_booth(), 0)
    assert booth.lines([E.MoveCardTapped(1, 0, "squash")], m.state) == []
    assert booth.lines([E.MoveCardTapped(1, 0, "weapon")], m.state) != []


def test_damage_from_a_special_page_gets_its_number_on_the_card():
    """Second play-test: Sucker Punch's blow reached, but no '3 TO THE HEAD' said it hurt."""
    m = Match(setup_of(4, ("normal", "normal")), CAT)
    p = Presenter(None, speed=1.0)
    p.present([E.DamageDealt(1, 3, "head", "Sucker Punch")], m.state)
    assert [c.text for c in p.cues if c.kind == "stamp"] == ["3 TO THE HEAD"]


def test_the_pinned_loser_stays_down_through_the_hand_raise():
    """Second play-test: a foe pinned from standing was on their feet while the referee
    raised the winner's hand."""
    from game.ai import ai_dice
    from game.match import play_ai_turn
    from scenes.app import App, Settings
    for seed in range(1, 40):
        setup = setup_of(seed, ("greedy", "greedy"))
        m = Match(setup, CAT)
        dice = [ai_dice(seed, 0), ai_dice(seed, 1)]
        while m.actor() is not None:
            play_ai_turn(m, m.actor(), "greedy", dice[m.actor()])
        over = m.state.over
        if over.how == "pinfall" and not m.state.sides[1 - over.winner].on_mat:
            break
    else:
        raise AssertionError("no pinfall from standing in 39 matches")
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup, match=m)
    figures = scene.figures_now()
    assert figures[1 - over.winner].stance == "down"
    assert figures[over.winner].stance != "down" or m.state.sides[over.winner].on_mat
