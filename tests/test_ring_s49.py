"""Session 49's ring (issue 31): what session 48's testers still saw. A spill outside was a
quick slide, and one who tapped out showed it only in a popup under the referee's words."""
from __future__ import annotations

import pytest
from ring_helpers import facts

from game.match import events as E
from scenes.match import motions as MO
from scenes.match import show as SH
from scenes.match import show_cues as SC
from scenes.match.ref_spot import HEAD_ASIDE, ask_clear


def _presented(events, kind="showdown", speed=1.0, reduced=False):
    from ring_helpers import CAT, Pages
    from scene_helpers import setup_of

    from game.match import Match
    from scenes.match.presenter import Presenter
    move = next(pid for pid, info in CAT.info.items() if info.kind == "move"
                and info.damage >= 5 and not info.tags & {"hold", "defensive", "finisher"})
    st = Pages(Match(setup_of(4, ("normal", "normal"), kind), CAT).state, [move])
    p = Presenter(None, speed=speed, reduced_motion=reduced)
    p.present(events(CAT.info[move]), st)
    for c in p.cues:
        c.started = True
    return p


FIGS = [SH.figure_of(0, facts(), (200, 60, 60)), SH.figure_of(1, facts(), (60, 60, 200))]
OUT = [FIGS[0], SH.figure_of(1, facts(at_ringside=True), (60, 60, 200))]


def _at(p, t, figures=OUT):
    return {q.figure.seat: q for q in SH.stage(figures, p.cues, t, bob=False)}[1]


@pytest.mark.parametrize("speed", [1.0, 0.5])
def test_one_a_showdown_roll_knocks_out_flies_over_the_top_rope_and_lands_with_a_thud(speed):
    """Hoisted by the one who threw them (a Showdown roll's blow too), then up over the front
    ropes (higher than the top rope as they cross it: from mid-ring straight up read as over
    the back ropes), flat on the floor at the landing with a slam and the ring shaking, a
    moment down there, then up where the state has them."""
    p = _presented(lambda info: [
        E.MoveConnected(0, 0, info.move_type, info.target, info.damage, (),
                        (("base", info.damage),)),
        E.WentToRingside(1, "automatic")], speed=speed)
    walk = next(c for c in p.cues if c.kind == "walk" and c.seat == 1)
    assert walk.data.get("thrown") and walk.dur == pytest.approx(SC.THROWN_SECONDS * speed)
    throw = next(c for c in p.cues if c.kind == "motion" and c.data.get("motion") == "throw")
    assert throw.seat == 0 and throw.at < walk.at
    lands = walk.at + SH.THROWN_LANDS * walk.dur
    assert any(c.kind == "sound" and c.text == "slam" and c.at == pytest.approx(lands)
               for c in p.cues)
    assert any(c.kind == "screen" and c.at == pytest.approx(lands) for c in p.cues)
    flight = [_at(p, walk.at + walk.dur * SH.THROWN_LANDS * i / 40) for i in range(41)]
    assert flight[0].up == pytest.approx(MO.HOIST)  # on from the throw's hoist
    crossing = next(q for q in flight if q.y >= 1.0)  # over the front ropes, above them there
    assert crossing.up > MO.ROPE_UP and max(q.up for q in flight) < MO.ROPE_UP + 0.1
    assert all(b.y >= a.y for a, b in zip(flight, flight[1:]))  # always on toward the floor
    for k in (0.01, 0.2):  # flat on the floor from the landing for a moment
        down = _at(p, lands + k * walk.dur)
        assert down.up == 0 and abs(down.tilt) == pytest.approx(90) and down.y > 1.0
    end = _at(p, walk.at + walk.dur - 1e-6)
    assert abs(end.tilt) < 5 and end.y == pytest.approx(SH.spot_of(OUT[1])[1])


def test_a_thrown_out_foe_the_rules_keep_down_stays_down_on_the_floor():
    """One at 0 HP (stays down) lands and lies there: no rise at the walk's end."""
    lying = [FIGS[0], SH.figure_of(1, facts(at_ringside=True, on_mat=True), (60, 60, 200))]
    p = _presented(lambda info: [
        E.MoveConnected(0, 0, info.move_type, info.target, info.damage, (),
                        (("base", info.damage),)),
        E.WentToRingside(1, "automatic")])
    walk = next(c for c in p.cues if c.kind == "walk" and c.seat == 1)
    assert abs(_at(p, walk.at + walk.dur - 1e-6, lying).tilt) == pytest.approx(90)


def test_taking_the_foe_outside_by_the_button_is_a_walk_not_a_throw():
    """Move To Ringside: both step out over the ropes (no one is thrown), and no slam."""
    p = _presented(lambda info: [E.WentToRingside(0, "button"),
                                 E.WentToRingside(1, "taken outside")])
    walks = [c for c in p.cues if c.kind == "walk"]
    assert len(walks) == 2 and not any(c.data.get("thrown") for c in walks)
    assert all(c.dur == pytest.approx(SC.WALK_SECONDS) for c in walks)
    assert not any(c.kind == "sound" and c.text == "slam" for c in p.cues)


def test_with_reduced_motion_a_throw_out_moves_no_one_and_shakes_nothing():
    """Reduced motion: no flight, no shaking ring and no landing's slam."""
    p = _presented(lambda info: [E.WentToRingside(1, "automatic")], reduced=True)
    assert not [c for c in p.cues if c.kind in ("walk", "screen")]
    assert not any(c.kind == "sound" and c.text == "slam" for c in p.cues)


def test_one_who_taps_slaps_the_mat_from_the_referees_answer_till_the_hold_lets_go():
    """The held one's hand goes down and up every TAP_BEAT from his 'taps!' to the end of the
    hold, which stays on TAP_HELD longer for it; one who holds on does not tap."""
    from ring_helpers import CAT
    info = next(info for info in CAT.info.values() if info.kind == "move" and "hold" in info.tags)
    for success in (True, False):
        p = _presented(lambda _: [
            E.MoveConnected(0, 0, info.move_type, info.target, info.damage, ("hold",), ()),
            E.SubmissionAttempted(0, 0, (), 40, 10 if success else 90, success)])
        ask = next(c for c in p.cues if c.kind == "ref")
        answer = ask.data["beats"][1][0]
        holds = [c for c in p.cues if c.kind == "motion" and c.data.get("motion") == "hold"]
        poses = [_at(p, answer + (k + 0.5) * MO.TAP_BEAT, FIGS).pose.split("+")[-1]
                 for k in range(3)]  # (the free hand, in the hold's pose: session 51)
        if not success:
            assert not any("taps_at" in c.data for c in holds)
            assert not set(poses) & set(MO.TAP_POSES)
            continue
        tapping = next(c for c in holds if "taps_at" in c.data)
        assert tapping.data["taps_at"] == pytest.approx(answer)
        assert tapping.at + tapping.dur >= answer + SC.TAP_HELD  # it shows for a moment
        assert poses == ["tap", "tap2", "tap"]
        assert _at(p, answer - 0.01, FIGS).pose not in MO.TAP_POSES


def test_a_tapping_hand_is_drawn_apart_from_the_guard():
    """The two tapping poses draw the figure differently from each other and from a knee."""
    import pygame

    from sprites import figure as FIG
    pygame.init()
    shots = [pygame.image.tobytes(FIG.wrestler(FIGS[1], 90, pose), "RGBA")
             for pose in ("crouch", "tap", "tap2")]
    assert len(set(shots)) == 3


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hovered_hand_cards_keywords_keep_off_the_ring(size):
    """Session 48's play-test: the keywords stood above the lifted card, over the ring's lower
    left. Beside it now, under its other tooltip, wherever the card is in the hand."""
    import pygame

    from scenes.match import hover as HOV
    from scenes.match.layout import table_layout
    from scenes.match.ring_view import ring_area
    pygame.init()
    L = table_layout(size)
    surf = pygame.Surface(size)
    helps = ["Needs the foe standing, in the same place as you.",
             "Back To Foe move: countered by Defensive pages that list Back To Foe.",
             "Drop: Dropped from a height, usually onto the mat.",
             "Trademark: A wrestler's known move: +5% pin chance right after it connects."]
    w, h = L.lifted_w, round(L.lifted_w * 1.4)
    for x in range(L.hand.left, L.hand.right - w + 1, max(1, (L.hand.w - w) // 6)):
        card = pygame.Rect(x, L.hand.bottom - h, w, h)
        tip = pygame.Rect(card.right + 8, card.top, 200, 60)
        for under in (None, tip):
            box = HOV.keyword_box(surf, card, helps, L.s, under, L.hand)
            assert not box.colliderect(ring_area(L)) and not box.colliderect(card), (x, box)
            assert surf.get_rect().contains(box)
            if under is not None:  # under it, or on the card's other side (session 54)
                assert not box.colliderect(under)


@pytest.mark.parametrize("height", [60, 140])
def test_every_figure_has_a_dark_line_round_it(height):
    """Session 48's play-test: at 1280x720 two bodies in a pin read as one blob. Each figure
    has a dark outline (thicker on a bigger figure), so where one body lies on another the
    edge shows; the outline keeps the drawing's centre."""
    import pygame

    from sprites import figure as FIG
    pygame.init()
    for tilt in (0, -90):
        img = FIG.posed(FIGS[0], height, "", 1, tilt)
        plain = pygame.transform.rotate(FIG.wrestler(FIGS[0], height), 90 if tilt else 0)
        width = max(1, round(height / FIG.OUTLINE_PER))
        assert img.get_size() == (plain.get_width() + 2 * width,
                                  plain.get_height() + 2 * width)
        edges = 0
        for y in range(0, img.get_height(), 3):
            row = [img.get_at((x, y)) for x in range(img.get_width())]
            solid = [x for x, c in enumerate(row) if c.a > 127]
            if solid:
                edges += 1
                assert tuple(row[solid[0]])[:3] == FIG.OUTLINE
                assert tuple(row[solid[-1]])[:3] == FIG.OUTLINE
        assert edges > 5
    assert max(1, round(140 / FIG.OUTLINE_PER)) == 2


def test_at_the_fast_pace_a_finisher_and_the_finish_play_at_full_speed():
    """Session 48's play-test: at the fast pace an AI's closing run passed in about 3 s. A
    Finisher's command and the match's last take twice the pace's time, up to full speed;
    everything else plays at the pace, and the pace is back for the next command."""
    from scenes.match.pace import batch_speed

    def move(tags):
        return lambda info: [E.MoveConnected(0, 0, info.move_type, info.target, info.damage,
                                             tags, (("base", info.damage),))]
    for speed in (0.5, 1.0):
        plain = _presented(move(()), speed=speed)
        big = _presented(move(("finisher",)), speed=speed)
        motion = lambda p: next(c for c in p.cues if c.kind == "motion")  # noqa: E731
        assert motion(plain).dur == pytest.approx(
            MO.motion_seconds(motion(plain).data["motion"]) * speed)
        assert motion(big).dur == pytest.approx(SH.FINISHER_SECONDS)
        assert big.speed == speed
    end = [E.MatchEnded(0, "pinfall", 20, (5, 0))]
    assert batch_speed(end, 0.5) == 1.0 and batch_speed(end, 0.0) == 0.0
    assert batch_speed(end, 0.25) == 0.5 and batch_speed(end, 1.5) == 1.5  # a fast replay
    # stays fast (twice the time, not full speed); a slow pace stays slow
    assert batch_speed([E.WentToRingside(1, "automatic")], 0.5) == 0.5
    countered = [E.MoveCountered(1, 7, (0, 0, 0, 0, 0, 0), 0, 5)]
    assert batch_speed(countered, 0.5) == 1.0  # a counter too (session 49: a third of a second)


def test_a_counter_shows_the_one_countering_shove_the_attacker_back():
    """Session 48's play-test: in a counter only the attacker reeled a little, and it read as
    no reversal. After the turn the one countering steps in with an arm out (SHOVE) and the
    attacker is flung back well past where they started."""
    from scenes.match.cues import Cue
    cue = Cue("motion", 0.0, MO.motion_seconds("counter"), 0, data={"motion": "counter"})
    cue.started = True
    hit = MO.IMPACT_AT["counter"] * cue.dur
    rest = {q.figure.seat: q for q in SH.stage(FIGS, [], 0.0, bob=False)}
    poses, flung = [], []
    for k in range(1, 8):
        now = hit + k * MO.SHOVE * cue.dur / 8
        shown = {q.figure.seat: q for q in SH.stage(FIGS, [cue], now, bob=False)}
        poses.append(shown[1].pose)
        flung.append(rest[0].x - shown[0].x)  # seat 0 works the left: back is to the left
    assert set(poses) == {"point"}
    assert max(flung) > 0.1 and max(abs(q.tilt) for q in SH.stage(
        FIGS, [cue], hit + 0.2 * cue.dur, bob=False) if q.figure.seat == 0) > 40
    after = {q.figure.seat: q for q in SH.stage(FIGS, [cue], hit + 0.7 * cue.dur, bob=False)}
    assert after[1].pose != "point"


def test_the_referee_asks_one_held_on_their_feet_from_well_clear_of_the_pile():
    """Session 49's play-test: asking one held on their feet, he stood in the pile over their
    tapping hand. He crouches ASK_WIDE times further off than at the head of one on the mat,
    on the side away from the holder."""
    placed = SH.stage(FIGS, [], 0.0, bob=False)
    held = {q.figure.seat: q for q in placed}[1]
    asking = SH.Referee("R", (9, 9, 9), "asking")
    x, _, _, pose = SH.referee_spot(asking, placed, 1)
    assert pose == "crouch" and x - held.x == pytest.approx(HEAD_ASIDE * SH.ASK_WIDE)
    lying = [SH.replace(q, tilt=-90.0) if q.figure.seat == 1 else q for q in placed]
    x, _, _, _ = SH.referee_spot(asking, lying, 1)  # one on the mat: past their head (session
    on_mat = next(q for q in lying if q.figure.seat == 1)  # 54's play-test: not over it)
    assert x == pytest.approx(ask_clear(on_mat, lying)) and x - held.x > HEAD_ASIDE


def test_every_move_type_has_a_motion_of_its_own():
    """Session 49's play-test: Hit Or Miss ran in like Mad Rush, and Head Down slammed like
    Back To Foe. A Hit Or Miss is a wild swing of the arm that turns the foe inside out; a Head
    Down turns the foe upside down and drives them into the mat head first."""
    from game.library import MOVE_TYPES
    motions = [MO.MOTION_OF[t] for t in MOVE_TYPES]
    assert len(set(motions)) == len(MOVE_TYPES)
    assert MO.MOTION_OF["hit_or_miss"] == "lariat" and MO.MOTION_OF["head_down"] == "driver"
    for motion in ("lariat", "driver"):
        beats = [MO.motion_beats(motion, k / 100, 1) for k in range(101)]
        turned = max(abs(v.tilt) for _, v in beats)
        assert turned >= (170 if motion == "driver" else 60), motion
        assert abs(beats[-1][1].tilt) < 1 and abs(beats[-1][0].dx) < 1e-6  # back as the state has
    driver = [MO.motion_beats("driver", k / 100, 1)[1] for k in range(101)]
    upside = [v for v in driver if abs(v.tilt) > 150]
    assert max(v.dy for v in upside) > 0.2  # up high upside down, then down at the impact
    assert driver[round(MO.IMPACT_AT["driver"] * 100)].dy == 0
    poses = {SH.acting_pose("lariat", k / 100, False, "") for k in range(45, 70)}
    assert poses == {"point"}  # the arm swung through


def test_the_booths_closing_line_differs_from_match_to_match():
    """Session 49's play-test: 'X earned that one. Give Y credit too.' closed five of seven
    matches (turn * 7 picked the first of every seven fresh lines, and each voice has seven
    closing lines). Over many matches every closing line of the answering voice is said, and
    none closes more than a fifth of them; for any count of fresh lines the pick spreads."""
    from scenes.match import commentary as CM
    booth = CM.load_booth()
    closing = {}
    for seed in range(140):
        booth_now = CM.Commentary(booth, seed)
        booth_now.turn += seed % 11  # some lines said before the bell rang the end
        said = booth_now.say("finish", answer="pbp", winner="A", loser="B", how="by pinfall")
        closing[said[1]] = closing.get(said[1], 0) + 1
    colour = [ln for ln in booth.lines["finish"] if ln.who == "colour"]
    assert len(closing) == len(colour) and max(closing.values()) <= 140 // 5
    for count in range(1, 15):
        assert {CM.pick(turn, count) for turn in range(count * 6)} == set(range(count))


def test_with_both_outside_the_booth_warns_of_the_count_of_the_one_counted():
    """Session 49's play-test: with both outside and the referee counting Malone, the booth
    said 'Mack Doyle had better watch that count out there!'. The line names the one the
    turn's end counted (TurnEnded.counted), and the limit's call warns of the next count
    ('last count' and then a fourth read as a broken promise)."""
    from ring_helpers import played

    from scenes.match import commentary as CM
    from scenes.match import voice as VO
    st = played(4)[1][-1][1].clone()
    st.over = None
    for side in st.sides:
        side.at_ringside, side.ringside_turns = True, 2
        side.hp = max(side.hp, 5)  # (a beaten one has lines of their own: the match of seed 4
        # ends on a pin at 0 HP from rules edition 16)
    names = [CM.short_name(st.cat.lib.superstars[side.superstar].name) for side in st.sides]
    booth = CM.load_booth()
    for counted in (0, 1):
        for seed in range(6):
            said = CM.Commentary(booth, seed).lines([E.TurnEnded(st.turn, (counted,))], st)
            lines = [w for _, w in said]
            assert any(names[counted] in w for w in lines), (counted, lines)
            assert not any(names[1 - counted] in w for w in lines), (counted, lines)
    assert VO.count_call(3, 3, "Scrap Malone") == "3\u2026 one more and you're out, Malone!"
    assert VO.count_call(4, 3, "Scrap Malone") == "4\u2026 Malone, you're out!"


def test_a_long_name_over_the_spot_and_beside_the_far_hand_keeps_its_last_words():
    """Session 49's play-test: 'Professor Ada Quill's ha...' beside the far hand, and
    'Professor Ada Quill goes for th...' over the spot. A label that begins with a name too
    long for its room loses the name's first words, never the words after the name."""
    import pygame

    from scenes.ui import widgets as W
    pygame.init()
    fit = W.name_first_fit
    assert fit("Professor Ada Quill goes for the pin", 12, True, 10_000) == \
        "Professor Ada Quill goes for the pin"
    short = fit("Professor Ada Quill goes for the pin", 12, True,
                W.text_width("Ada Quill goes for the pin", 12, True))
    assert short == "Ada Quill goes for the pin"
    assert fit("Professor Ada Quill goes for the pin", 12, True, 20) == "Quill goes for the pin"
    assert fit("The referee for this match", 12, True, 20) == "The referee for this match"
    assert fit("Event!", 12, True, 5) == "Event!"


def test_climbing_back_in_steps_up_onto_the_apron_and_down_onto_the_mat():
    """Session 49's play-test: climbing back in was a float from the floor into the ring. They
    go up (CLIMB_UP of their height at the most, over the apron) bent low, and down onto the mat
    by the climb's end."""
    from scenes.match.cues import Cue
    cue = Cue("climb", 0.0, 0.6, 1)
    cue.started = True
    ups = [{q.figure.seat: q for q in SH.stage(FIGS, [cue], k * 0.6 / 20, bob=False)}[1].up
           for k in range(17)]  # (to 0.8 of the climb: then on the mat)
    assert max(ups) == pytest.approx(SH.CLIMB_UP, abs=0.01) and ups[0] == 0
    assert ups[-1] == pytest.approx(0, abs=1e-9) and all(u >= 0 for u in ups)


def test_an_injury_with_no_hurt_part_says_what_did_it_and_flashes_no_limb():
    """Session 49's play-test: a Sneak Attack on a fresh body showed 'INJURED! Professor Ada
    Quill', no part, and nothing flashed (the 'worst' part of an undamaged body was a guess).
    With no hurt part the banner names the cause; with one, the part, and it flashes."""
    p = _presented(lambda info: [E.InjuryTaken(1, "sneak attack")])
    banner = next(c for c in p.cues if c.kind == "banner" and c.text == "INJURED!")
    assert banner.data.get("sub", "").endswith("\u00b7 Sneak Attack")
    assert not [c for c in p.cues if c.kind == "limb"]
    from ring_helpers import CAT, Pages
    from scene_helpers import setup_of

    from game.match import Match
    from scenes.match.presenter import Presenter
    st = Pages(Match(setup_of(4, ("normal", "normal"), "showdown"), CAT).state, [])
    st.sides[1].body["leg"] = 6  # (the state after the blow: the leg hurt)
    hurt = Presenter(None)
    hurt.present([E.InjuryTaken(1, "Leg Breaker")], st)
    banner = next(c for c in hurt.cues if c.kind == "banner" and c.text == "INJURED!")
    assert banner.data.get("sub", "").endswith("\u00b7 leg")
    assert any(c.kind == "limb" and c.data.get("part") == "leg" for c in hurt.cues)


def test_a_showdown_injury_is_named_by_its_banner_not_a_popup_on_the_damage():
    """Session 49's play-test: 'INJURED HEAD' rose over the '-9' (both on the referee behind
    them). The INJURED! banner names the part; no popup says it again."""
    p = _presented(lambda info: [
        E.MoveConnected(0, 0, info.move_type, "head", 9, (), (("base", 9),)),
        E.StatusAdded(1, "injured_head", "9 damage to the head")])
    banner = next(c for c in p.cues if c.kind == "banner" and c.text == "INJURED!")
    assert banner.data["sub"].endswith("\u00b7 head")
    assert not [c for c in p.cues if c.kind == "float" and "INJURED" in c.text]
    assert any(c.kind == "limb" and c.data.get("part") == "head" for c in p.cues)


def test_one_thrown_out_from_the_mat_is_lifted_flat_and_the_thrower_finishes_the_throw():
    """Session 49's second play-test: Over the Top on a foe lying on the mat stood them up in
    mid-air in a frame, and the thrower snapped home as they flew. Thrown from the mat they
    stay flat from where they lay, lifted from the mat; the thrower's throw plays on to its
    end beside where the foe lay."""
    from ring_helpers import CAT, Pages
    from scene_helpers import setup_of

    from game.match import Match
    from scenes.match.presenter import Presenter
    st = Pages(Match(setup_of(4, ("normal", "normal")), CAT).state, [])
    p = Presenter(None)
    p.on_mat = {0: False, 1: True}
    p.present([E.WentToRingside(1, "Over the Top")], st)
    for c in p.cues:
        c.started = True
    walk = next(c for c in p.cues if c.kind == "walk" and c.seat == 1)
    throw = next(c for c in p.cues if c.kind == "motion" and c.data["motion"] == "throw")
    assert walk.data["lying"]
    lay = SH.spot_of(SH.replace(OUT[1], place="ring", stance="down"))
    first = _at(p, walk.at + 1e-6)
    assert abs(first.tilt) == pytest.approx(90) and first.up == pytest.approx(0, abs=1e-3)
    assert (first.x, first.y) == pytest.approx(lay, abs=1e-3)
    flight = [_at(p, walk.at + walk.dur * SH.THROWN_LANDS * i / 20) for i in range(21)]
    assert all(abs(q.tilt) == pytest.approx(90) for q in flight)
    assert max(q.up for q in flight) > MO.ROPE_UP
    rest = {q.figure.seat: q for q in SH.stage(OUT, [], 0.0, bob=False)}[0]
    mid = walk.at + (throw.at + throw.dur - walk.at) / 2
    thrower = {q.figure.seat: q for q in SH.stage(OUT, p.cues, mid, bob=False)}[0]
    assert abs(thrower.x - rest.x) > 0.05  # still on the throw, not home


def test_the_booth_does_not_tell_one_beaten_on_the_floor_to_get_in():
    """Session 49's second play-test: 'Get in the ring, Scrap Malone!' at one lying on the
    floor at 0 HP, who cannot get up. The booth's count-out warning is for one who can."""
    from ring_helpers import played

    from scenes.match import commentary as CM
    st = played(4)[1][-1][1].clone()
    st.over = None
    side = st.sides[1]
    side.at_ringside, side.ringside_turns, side.hp = True, 2, 0
    booth = CM.load_booth()
    for seed in range(6):
        said = CM.Commentary(booth, seed).lines([E.TurnEnded(st.turn, (1,))], st)
        assert not said, said
