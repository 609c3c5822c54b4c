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

    class Cue:
        def __init__(self, motion):
            self.data = {"motion": motion}

        def progress(self, now):
            return 0.5

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
