"""Session 54: counters that each look like themselves (issue 31; session 53's second
play-test: Thumb in the Eye, Shove Off, Check the Kick, Back Elbow Escape and Sprawl all flung
or knocked the attacker back alike, only the banner telling which)."""
from __future__ import annotations

import pygame
from ring_helpers import facts

from scenes.match import reversals as RV
from scenes.match import show as SH
from sprites import figure as FIG
from test_ring_s52 import CAT, _frames

TURNED = {"thumb_escape": "thumb", "shove_off": "shove", "back_elbow_escape": "elbow",
          "check_the_kick": "check", "sprawl": "sprawl"}


def _after(of, how):
    """[(u, {seat: Placed})] from the turn to the end (u: 0..1 after the turn)."""
    hit = RV.TURN_AT[of]
    return [((p - hit) / (1 - hit), f) for p, f in _frames(of, how, n=60) if p > hit]


def _looks(of, how):
    """What a reversal shows, frame by frame: both figures' poses and the attacker's facing."""
    return [(f[0].pose, f[1].pose, f[0].facing) for p, f in _frames(of, how, n=30)]


def test_each_named_counter_has_its_own_turn_for_every_move_it_counters():
    """Every motion each of the five counters answers (their cards' move types), done their
    way, looks unlike a block of the same move and unlike each other's."""
    from scenes.match.motions import MOTION_OF
    for pid, how in TURNED.items():
        assert RV.HOW[pid] == how
        for move_type in CAT.info[pid].counters:
            of = MOTION_OF[move_type]
            if of in ("dive", "drop", "stomp"):
                continue  # (at a foe on the mat: rolled clear, the same for every counter)
            assert _looks(of, how) != _looks(of, "block"), (pid, of)
    for of in ("grapple", "suplex", "slam"):
        seen = {how: _looks(of, how) for how in ("thumb", "shove", "elbow", "block")}
        assert len({tuple(v) for v in seen.values()}) == 4, of


def test_a_thumb_in_the_eye_sends_them_reeling_with_both_hands_over_their_eyes():
    """Thumb in the Eye Escape: a hand up at the eyes, the attacker turned away holding both
    hands over them, reeling back, then back on their spot facing the foe."""
    for of in ("grapple", "suplex", "driver"):
        after = _after(of, "thumb")
        assert any(f[1].pose == "gouge" for u, f in after if u < 0.3), of
        blind = [f for u, f in after if f[0].pose == "eyes"]
        assert len(blind) > len(after) / 2, of
        assert any(f[0].facing == -1 for f in blind), of  # turned away
        assert min(f[0].x for u, f in after) < _frames(of, "thumb")[0][1][0].x - 0.02, of
        end = after[-1][1][0]
        assert end.facing == 1 and end.pose == "" and abs(end.tilt) < 1, of


def test_a_shove_off_sends_them_back_to_the_ropes_and_off_them():
    """Shove Off: both arms out in the shove; the attacker goes back a fifth of the mat (a
    block's fling sends them a tenth), arms up off balance, comes off the ropes a little, then
    walks back to their spot."""
    start = _frames("grapple", "shove")[0][1][0].x
    after = _after("grapple", "shove")
    assert any(f[1].pose == "push" for u, f in after)
    xs = [f[0].x for u, f in after]
    far = min(xs)
    assert far <= start - 0.9 * RV.SHOVED
    block = min(f[0].x for u, f in _after("grapple", "block"))
    assert far < block - 0.05  # further than a block's fling
    i = xs.index(far)
    assert max(xs[i:i + 12]) > far + 0.02  # off the ropes
    assert any(f[0].pose == "flail" for u, f in after)
    assert abs(xs[-1] - start) < 0.01 and after[-1][1][0].pose == ""


def test_a_back_elbow_doubles_them_over():
    """Back Elbow Escape: the elbow driven out; the attacker folded over toward the foe (bent
    at the waist, hands to the middle), backing off, then up again."""
    for of in ("suplex", "slam"):
        after = _after(of, "elbow")
        assert any(f[1].pose == "elbow" for u, f in after), of
        bent = [f for u, f in after if f[0].pose == "clutch+crouch"]
        assert len(bent) > len(after) / 2, of
        assert sum(f[0].tilt > 20 for f in bent) > len(bent) / 2, of  # toward the foe (t = +1)
        assert abs(after[-1][1][0].tilt) < 1 and after[-1][1][0].pose == "", of


def test_a_checked_kick_leaves_them_hopping_on_one_foot_holding_the_shin():
    """Check the Kick: the shin up meets the kick; the kicker hops back on one foot, the knee
    drawn up in both hands, then sets it down."""
    after = _after("kick", "check")
    assert any(f[1].pose == "legup" for u, f in after)
    held = [f for u, f in after if f[0].pose == "shin"]
    assert len(held) > len(after) / 2
    assert sum(1 for f in held if f[0].up > 0.02) >= 3  # off the mat, hop by hop
    assert sum(1 for f in held if f[0].up < 0.01) >= 2  # and down between the hops
    assert after[-1][1][0].up == 0 and after[-1][1][0].pose == ""
    # a block of the same kick still flings them back, standing on both feet
    assert not any(f[0].pose == "shin" for u, f in _after("kick", "block"))


def test_a_sprawl_drops_its_weight_across_the_one_who_shot_in():
    """Sprawl: the one who shot in goes face down where they shot in (not thrown back), and the
    one sprawling lies across their back, drawn over them, then both get up."""
    for of in ("running", "driver"):
        after = _after(of, "sprawl")
        over = [f for u, f in after if abs(f[0].tilt) >= 80 and abs(f[1].tilt) >= 60]
        assert over, of
        for f in over:
            assert abs(f[0].x - f[1].x) < 0.06, of  # on top of them
            assert f[1].y > f[0].y, of  # drawn after: over them
        last = after[-1][1]
        assert abs(last[0].tilt) < 1 and abs(last[1].tilt) < 1, of


def test_the_counters_poses_are_drawn_inside_the_figure():
    """Each new pose draws differently from the guard and stays inside its surface (nothing
    cut at an edge)."""
    pygame.init()
    fig = SH.figure_of(0, facts(style="powerhouse"), (60, 60, 200))
    guard = FIG.wrestler(fig, 120, "")
    for pose in ("eyes", "gouge", "push", "elbow", "flail", "clutch+crouch", "shin"):
        surf = FIG.wrestler(fig, 120, pose)
        assert surf.get_size() != guard.get_size() or \
            pygame.image.tobytes(surf, "RGBA") != pygame.image.tobytes(guard, "RGBA"), pose
        box = surf.get_bounding_rect()
        assert box.left > 0 and box.right < surf.get_width() and box.top > 0, pose


def test_a_block_takes_the_blow_on_raised_forearms_before_the_shove():
    """Forearm Shield: a block read as the two parting (session 53's play-test); the one
    blocking shows both forearms up before the face as the blow is turned, for a while, then
    shoves the attacker back."""
    assert RV.ANSWER_POSE["block"] == "shield" and RV.how_of(CAT.info["forearm_shield"]) == \
        "block"
    frames = _frames("strike", "block", n=60)
    shield = [p for p, f in frames if f[1].pose == "shield"]
    assert shield and min(shield) < RV.TURN_AT["strike"] < max(shield)
    assert max(shield) - min(shield) >= 0.15  # long enough to see (over 0.12 s)
    assert any(f[1].pose == "point" for p, f in frames if p > max(shield))


def test_two_on_their_feet_at_a_counter_never_hide_one_another():
    """Session 54's play-test: at the turn a giant hid the one who countered him, and one
    countering a hold hid the attacker's face. Once the move is turned, two left on their feet
    stand at least APART_SHARE of their half widths apart; one ducking a blow that goes past is
    drawn over it."""
    from ring_helpers import FakeCue

    from scenes.match.motions import BODY, FIG
    for styles in (("giant", "high-flyer"), ("high-flyer", "giant"), ("powerhouse", "brawler")):
        figs = [SH.figure_of(0, facts(style=styles[0]), (200, 60, 60)),
                SH.figure_of(1, facts(style=styles[1]), (60, 60, 200))]
        least = FIG * BODY / 2 * sum(f.build.width for f in figs) * RV.APART_SHARE
        for of, how in (("grapple", "block"), ("hold", "thumb"), ("slam", "elbow"),
                        ("kick", "check"), ("kick", "catch"), ("suplex", "shove")):
            hit = RV.TURN_AT[of]
            dur = RV.seconds_of(of)
            cue = FakeCue("motion", 0, 0.0, dur, {"motion": "counter", "of": of, "how": how,
                                                  "hit": hit})
            for k in range(41):
                p = k / 40
                f = {q.figure.seat: q for q in SH.stage(figs, [cue], p * dur, bob=False)}
                if p >= 1.1 * hit:
                    assert f[1].x - f[0].x >= least - 1e-9, (styles, of, how, p)
        cue = FakeCue("motion", 0, 0.0, 0.85, {"motion": "counter", "of": "strike",
                                               "how": "duck", "hit": RV.TURN_AT["strike"]})
        for k in range(20, 34):
            order = [q.figure.seat for q in SH.stage(figs, [cue], k / 40 * 0.85, bob=False)]
            assert order[-1] == 1, (styles, k)  # the one ducking drawn last: over
