"""Session 48's ring (issue 31): what session 47's testers still saw. The referee walked over
the loser on his way from the pin count to raise the winner's hand."""
from __future__ import annotations

import math

from ring_helpers import facts

from scenes.match import ring_facts as RF
from scenes.match import ref_way as RW
from scenes.match import ring_view as RV
from scenes.match import show as SH


def walked(start: tuple, end: tuple, figures, step: float = RF.REF_SPEED / 60) -> list:
    """The referee's path from start to end, a frame at a time."""
    at, path = start, [start]
    while at != end:
        nxt = SH.walk_step(at, end, step, figures)
        assert math.dist(at, nxt) <= step + 1e-9
        at = nxt
        path.append(at)
        assert len(path) < 400, path[-3:]
    return path


def test_the_referee_goes_round_the_loser_to_raise_the_winners_hand():
    """From the pinned one's head to the winner's side, he walked across the ring at the
    loser's depth, his feet on the body lying there. He goes round them, and not far: he is
    there in well under the raise's 1.7 s."""
    figs = [SH.figure_of(0, facts(), (200, 60, 60)), SH.figure_of(1, facts(), (60, 60, 200))]
    for loser, winner in ((0, 1), (1, 0)):
        x = (0.33, 0.67)
        down = SH.Placed(figs[loser], x[loser], SH.DOWN_Y, -90.0, 1, "")
        up = SH.Placed(figs[winner], x[winner], SH.STAND_Y, 0.0, 1, "raised")
        placed = [down, up]
        head = SH.referee_spot(SH.Referee("R", (9, 9, 9), "counting"), placed, loser)[:2]
        raise_at = SH.referee_spot(SH.Referee("R", (9, 9, 9), "raising"), placed, winner)[:2]
        figures = RV.in_the_way(placed)
        width = figs[0].build.width
        assert figures == [(x[loser], SH.DOWN_Y, True, width), (x[winner], SH.STAND_Y, False,
                                                                 width)]
        path = walked(head, raise_at, figures)
        for px, py in path:
            assert not (abs(px - x[loser]) < 0.14 and -0.18 < py - SH.DOWN_Y < 0.06), (px, py)
        assert len(path) / 60 < 1.0
        # straight along his old way (across at the winner's depth) he was on the body
        old = (head[0], raise_at[1])
        assert abs(old[1] - SH.DOWN_Y) < 0.13


def test_the_referee_keeps_his_way_when_nobody_is_in_it():
    """With no one between, the way is the old one: back first, then across."""
    assert SH.walk_step((0.2, 0.6), (0.8, 0.2), 0.1) == (0.2, 0.5)
    assert SH.walk_step((0.2, 0.6), (0.8, 0.2), 0.1, [(0.7, 0.62, False, 1.0)]) == (0.2, 0.5)


def test_a_figure_he_stands_in_does_not_stop_him():
    """A figure whose room he starts or ends in (one getting up beside him) is not walked
    round: he steps off at once."""
    nxt = SH.walk_step((0.33, 0.6), (0.9, 0.16), 0.05, [(0.33, 0.62, False, 1.0)])
    assert math.isclose(math.dist((0.33, 0.6), nxt), 0.05)


def test_a_showdown_throw_out_pops_at_most_two_over_the_one_thrown():
    """Session 47's play-test: a Showdown roll's throw-out stacked five popups over one
    Superstar (-6, CARD 5 +1 SHOWDOWN ROLL, 0 HP: STAYS DOWN, INJURED HEAD, RINGSIDE). The
    reason goes under the damage stamp beside the card (session 48's: as a line under the
    number it sat on a submission hold), and TO RINGSIDE!'s banner, which names them, is not
    said again over them."""
    from ring_helpers import CAT, Pages
    from scene_helpers import setup_of

    from game.match import Match, events as E
    from scenes.match.presenter import Presenter
    move = next(pid for pid, info in CAT.info.items() if info.kind == "move"
                and info.damage >= 5 and info.target == "head"
                and not info.tags & {"hold", "defensive", "finisher"})
    info = CAT.info[move]
    st = Pages(Match(setup_of(4, ("normal", "normal"), "showdown"), CAT).state, [move])
    for speed in (1.0, 0.5):
        p = Presenter(None, speed=speed)
        p.present([E.AutoEffects(0, 0, (("damage change", 20, 5, True, 1),)),
                   E.MoveConnected(0, 0, info.move_type, info.target, info.damage + 1, (),
                                   (("base", info.damage), ("automatic", 1))),
                   E.WentDown(1, "automatic"), E.StatusAdded(1, "injured_head", "move"),
                   E.WentToRingside(1, "automatic")], st)
        floats = [c for c in p.cues if c.kind == "float" and c.seat == 1]
        stamp = next(c for c in p.cues if c.kind == "stamp")
        assert stamp.text == f"{info.damage + 1} TO THE HEAD\nCARD {info.damage} +1 SHOWDOWN ROLL"
        assert "RINGSIDE" not in [c.text for c in floats]
        assert not any(c.text.startswith("CARD") for c in floats)
        most = max(sum(1 for c in floats if c.at <= t < c.at + c.dur)
                   for t in [c.at for c in floats])
        assert most <= 3, [(c.text, c.at, c.dur) for c in floats]


def test_the_stamp_says_why_under_it_within_the_spot_column():
    """The reason line under the damage stamp wraps to two lines for the longest sum, and the
    stamp stays as wide as the spot column lets it."""
    import pygame

    from scenes.match import table as TV
    pygame.init()
    plain = TV.stamp_surface("18 TO THE HEAD", (230, 70, 70), 1.0, 24)
    why = TV.stamp_surface("18 TO THE HEAD\nCARD 11 +5 FINISHER +3 BONUS -1 SHOWDOWN ROLL",
                           (230, 70, 70), 1.0, 24)
    assert why.get_height() > plain.get_height() + 20  # two lines under it
    assert why.get_width() <= 2 * TV.STAMP_HALF + 40


def test_a_spotlit_card_still_being_drawn_shows_its_name_meanwhile():
    """Session 47's play-test: on a busy machine the spot stayed empty for up to half a second
    while the helper drew the played card's face. Meanwhile a placard names it."""
    import pygame
    from ring_helpers import CAT

    from scenes.match import table as TV
    from scenes.match.cues import Spot
    pygame.init()
    move = next(i.card for i in CAT.info.values() if i.kind == "move" and i.card.damage)
    asked = []

    def face(card, width, kind, wait):
        asked.append((card.id, width, kind, wait))
        return None
    img = TV.spot_face(Spot(move, 0, "Brick plays", 0.0), 200, face)
    assert asked == [(move.id, 200, "page", True)]
    assert img is not None and img.get_width() == 200
    assert TV.stand_in(move) == (move.name, f"{move.damage} to the {move.target}",
                                 TV.stand_in(move)[2])
    real = pygame.Surface((200, 280))
    assert TV.spot_face(Spot(move, 0, "Brick plays", 0.0), 200, lambda *a: real) is real


def _presented(events, kind="showdown", speed=1.0):
    from ring_helpers import CAT, Pages
    from scene_helpers import setup_of

    from game.match import Match
    from scenes.match.presenter import Presenter
    move = next(pid for pid, info in CAT.info.items() if info.kind == "move"
                and info.damage >= 5 and not info.tags & {"hold", "defensive", "finisher"})
    st = Pages(Match(setup_of(4, ("normal", "normal"), kind), CAT).state, [move])
    p = Presenter(None, speed=speed)
    p.present(events(CAT.info[move]), st)
    return p


def test_one_put_down_and_then_thrown_out_lies_till_they_go():
    """Session 48's play-test: the suplex put Lucius down, he stood for 0.8 s under INJURED!,
    then the Showdown roll threw him out and he fell again. He lies from the fall till the walk
    out."""
    from game.match import events as E
    figs = [SH.figure_of(0, facts(), (200, 60, 60)), SH.figure_of(1, facts(), (60, 60, 200))]
    p = _presented(lambda info: [
        E.MoveConnected(0, 0, info.move_type, info.target, info.damage, (),
                        (("base", info.damage),)),
        E.WentDown(1, "move"), E.StatusAdded(1, "injured_back", "move"),
        E.WentToRingside(1, "automatic")])
    fall = next(c for c in p.cues if c.kind == "fall" and c.seat == 1)
    walk = next(c for c in p.cues if c.kind == "walk" and c.seat == 1)
    lie = next(c for c in p.cues if c.kind == "lie" and c.seat == 1)
    assert walk.at - fall.at > 0.5  # (INJURED! between them)
    assert lie.at == fall.at and abs(lie.at + lie.dur - walk.at) < 1e-9
    for c in p.cues:
        c.started = True
    for t in (fall.at + fall.dur + 0.05, (fall.at + walk.at) / 2, walk.at - 0.02):
        shown = {q.figure.seat: q for q in SH.stage(figs, p.cues, t, bob=False)}[1]
        assert abs(shown.tilt) > 80, t


def test_a_pin_that_wins_keeps_the_one_covered_down_and_the_hand_goes_up_after():
    """Session 48's play-test: a roll-up on a standing foe that won let them stand up as the
    cover ended, through the hand-raise, then dropped them flat; the referee set off to raise
    the winner's hand while they were still on the cover. A won cover keeps them down, and the
    referee goes once the winner is up (a failed cover still lets them up)."""
    from game.match import events as E
    figs = [SH.figure_of(0, facts(), (200, 60, 60)), SH.figure_of(1, facts(), (60, 60, 200))]
    for won in (True, False):
        p = _presented(lambda info: [
            E.PinAttempted(0, "button", 1, (("base (HP)", 0),), 40, 20 if won else 90, won)]
            + ([E.MatchEnded(0, "pinfall", 30, (10, 5))] if won else []), kind="hardcore")
        cover = next(c for c in p.cues if c.kind == "motion" and c.data.get("motion") == "pin")
        assert cover.data["won"] is won
        for c in p.cues:
            c.started = True
        end = cover.at + cover.dur * 0.995
        shown = {q.figure.seat: q for q in SH.stage(figs, p.cues, end, bob=False)}[1]
        assert (abs(shown.tilt) > 80) is won
        if won:
            raising = next(c for c in p.cues if c.kind == "ref"
                           and c.data.get("doing") == "raising")
            assert raising.at >= cover.at + cover.dur - 1e-9


def test_a_hold_on_one_on_the_mat_kneels_on_the_part_held():
    """Session 48's play-test: a Cross Armbar on a foe on the mat showed the holder standing
    by their feet, no hold to be seen. The holder kneels on them over the part held (toward
    the feet for a leg, up the body for an arm; session 51: in the hold's own pose)."""
    from scenes.match import holds as HO
    from scenes.match.cues import Cue
    down = SH.figure_of(1, facts(on_mat=True), (60, 60, 200))
    holder = SH.figure_of(0, facts(), (200, 60, 60))
    vic_x = SH.spot_of(down)[0]
    at = {}
    for part in ("leg", "arm"):
        cue = Cue("motion", 0.0, 1.0, 0, data={"motion": "hold", "part": part})
        cue.started = True
        shown = {q.figure.seat: q for q in SH.stage([holder, down], [cue], 0.5, bob=False)}
        me, them = shown[0], shown[1]
        assert me.pose == HO.hold_of(part).pose and abs(them.tilt) == 90
        at[part] = me.x - vic_x
    assert at["leg"] < at["arm"] - 0.1  # the legs toward the holder's side, the arm up
    assert abs(at["arm"]) < 0.15  # (the body drawn about its spot; at the shoulder since
    # session 56: tests/test_ring_s56.py)


def test_the_spotlit_card_is_drawn_over_the_layer_till_its_column_is_redrawn():
    """Session 48's play-test: the spot stood empty for a moment between two cards, and after
    a card's entrance before its face showed: the frame drew it only through its entrance and
    the layer's spot column, redrawn within a frame's budget, could wait. It is drawn over
    the layer until the column has it."""
    import pygame

    from scenes.match import table as TV
    from scenes.match.cues import Spot
    from scenes.match.layout import table_layout
    from ring_helpers import CAT
    pygame.init()
    L = table_layout((1280, 720))
    card = next(i.card for i in CAT.info.values() if i.kind == "move")
    spot = Spot(card, 0, "Brick plays", 0.0)
    face = pygame.Surface((L.spot_w, round(L.spot_w * 1.4)))
    face.fill((250, 10, 10))

    class Region:
        name, key = "spot", "old"

        def current(self):
            return "new"

    class Layer:
        regions = [Region()]
    for behind, drawn in ((True, True), (False, False)):
        surface = pygame.Surface((1280, 720))
        Layer.regions[0].key = "old" if behind else "new"
        assert TV.spot_behind(Layer) is behind
        TV.spot_over(surface, L, spot, 1.0, 1.0, lambda *a: face, Layer)
        r = TV.spot_rect(L)
        assert (surface.get_at(r.center)[:3] == (250, 10, 10)) is drawn


def test_with_both_outside_the_referee_counts_from_the_middle_of_the_ropes():
    """Session 48's play-test: with both on the floor he ran from one side's ropes to the
    other's and back as his count passed between them. With both out he counts from the
    middle of the front ropes, facing the one he counts; with one out, at the ropes nearest
    them."""
    figs = [SH.figure_of(s, facts(at_ringside=True), (200, 60, 60)) for s in (0, 1)]
    out = SH.stage(figs, [], 0.0, bob=False)
    ref = SH.Referee("R", (9, 9, 9), "count-out")
    for seat, facing in ((0, -1), (1, 1)):
        x, y, face, _ = SH.referee_spot(ref, out, seat)
        assert (x, face) == (0.5, facing)
    one = SH.stage([figs[0], SH.figure_of(1, facts(), (60, 60, 200))], [], 0.0, bob=False)
    assert SH.referee_spot(ref, one, 0)[0] == 0.1


def test_the_referee_does_not_pass_just_behind_one_on_their_feet():
    """Session 48's play-test: on his way to warn one Superstar he passed a step behind the
    other's head. One on their feet hides a walk up to their height behind them: he goes
    round by the back of the ring, or in front, and a big build takes more room."""
    standing = (0.5, SH.STAND_Y, False, 1.0)
    path = walked((0.3, 0.55), (0.7, 0.55), [standing])
    for px, py in path:
        assert not (abs(px - 0.5) < 0.07 and SH.STAND_Y - 0.3 < py < SH.STAND_Y + 0.06)
    assert not RW._clear(((0.38, 0.3), (0.38, 0.6)), [(0.3, SH.STAND_Y, False, 1.36)])
    assert RW._clear(((0.38, 0.3), (0.38, 0.6)), [(0.3, SH.STAND_Y, False, 1.0)])


def test_a_hurt_limb_carries_marks_one_a_hurt_level():
    """Session 48's play-test: a light hurt only tinted the limb, and on a tanned arm or an
    orange singlet's leg it read as the figure's own colour. Each hurt level puts a mark
    across the limb, in one red whatever the skin or gear."""
    import pygame

    from sprites import figure as FIGS
    pygame.init()

    def marks(level: int) -> int:
        body = (("arm", level), ("back", 0), ("head", 0), ("leg", 0))
        f = SH.figure_of(0, facts(body=tuple((p, {1: 4, 2: 9, 3: 16}.get(d, 0))
                                              for p, d in body)), (200, 120, 40))
        img = FIGS.posed(f, 160, "", 1, 0.0)
        return sum(1 for x in range(img.get_width()) for y in range(img.get_height())
                   if img.get_at((x, y))[:3] == FIGS.WELT)
    counts = [marks(level) for level in (0, 1, 2, 3)]
    assert counts[0] == 0 and counts[1] > 0 and counts[2] > counts[1]


def test_a_dark_head_has_a_light_rim():
    """A dark skin's head vanished against the dark band behind the top rope."""
    from sprites import figure as FIGS
    assert FIGS._dark((70, 45, 30)) and not FIGS._dark((225, 180, 140))


def test_a_squash_waits_for_the_winners_hand_to_be_raised():
    """Session 48's play-test: SQUASHED! and the tap-out it owes came 1.5 s into the hand
    raise, over the winner's moment. They wait for the raise to end."""
    from game.match import events as E
    p = _presented(lambda info: [
        E.PinAttempted(0, "button", 1, (("base (HP)", 0),), 40, 20, True),
        E.MatchEnded(0, "pinfall", 30, (10, 5)),
        E.InjuryTaken(1, "squash")], kind="hardcore")
    raising = next(c for c in p.cues if c.kind == "ref" and c.data.get("doing") == "raising")
    squash = next(c for c in p.cues if c.kind == "banner" and c.text == "SQUASHED!")
    assert squash.at >= raising.at + raising.dur - 1e-9


def test_a_name_tag_does_not_step_down_onto_the_referee():
    """Session 48's play-test: a name tag stepped down under the referee's 'That's a
    warning!' and sat on his head. A tag that would go onto him is left out while he talks
    (the panel still names them)."""
    import pygame

    from scenes.match.cues import Cue
    from scenes.match.layout import table_layout
    from ring_helpers import Shown
    figs = [SH.figure_of(0, facts(), (200, 60, 60)),
            SH.figure_of(1, facts(name='Ruud "The Mountain" Thorsen', style="giant"),
                         (60, 60, 200))]
    steps = 0
    for size in ((1280, 720), (1920, 1080), (1024, 768)):
        L = table_layout(size)
        for seat in (0, 1):
            cue = Cue("ref", 0.0, 2.0, seat, data={"doing": "warning"})
            cue.started = True
            plan = RV.show_plan(pygame.Rect(0, 0, *size), L, Shown([cue], 0.5), figs,
                                SH.Referee("R", (9, 9, 9), "watching"), 1, (0, 0), False, {},
                                None, lambda x, y, fast=False, figures=(): SH.WATCH)
            ref = next(q for q in plan if q.key[0] == "ref")  # (still at the back as he says
            # it on his way)
            for tag in (q for q in plan if q.key[0] == "tag"):
                stepped = tag.rect.top > min(t.rect.top for t in plan if t.key[0] == "tag")
                assert not (stepped and tag.rect.colliderect(ref.rect)), (size, seat)
            steps += any(q.key[0] == "says" for q in plan)
    assert steps == 6  # (he says it in every case)


def test_the_prompt_holds_till_the_pin_count_ends():
    """Session 48's play-test: the prompt said 'your move' at the referee's '1...' of the
    AI's pin, before '2...' and KICK-OUT!: the count's end told early. The table holds what it
    told (facts.holding) till the count's last call, while input still opens within a
    second."""
    from scenes.match import facts as F
    from scenes.match.cues import Cue
    from ring_helpers import Shown
    cue = Cue("ref", 0.0, 2.6, 1, data={"doing": "counting",
                                         "beats": ((0.45, "1!"), (1.05, "2!"), (1.65, "KICK-OUT!"))})
    cue.started = True

    class Model:
        presenter = Shown([cue], 0.0)
        presenter.showing = True
        busy = False
        state = type("S", (), {"over": None})()

        def actor(self):
            return 1

        def is_human(self, seat):
            return True
    m = Model()
    for now, held in ((0.5, True), (1.6, True), (1.7, False)):
        m.presenter.now = now
        assert F.holding(m) is held, now


def test_round_one_on_the_mat_the_referee_goes_behind_them_not_in_front():
    """Session 48's second play-test: from the loser's head to the winner he went round the
    body in front of it, his legs hiding it. He goes behind one on the mat (their body, drawn
    after him, in front of his feet), even with the winner standing near his way."""
    loser = (0.33, SH.DOWN_Y, True, 1.0)
    winner = (0.67, SH.STAND_Y, False, 1.0)
    path = walked((0.16, 0.63), (0.54, 0.56), [loser, winner])
    passing = [py for px, py in path if abs(px - 0.33) < 0.14]
    assert passing and max(passing) < SH.DOWN_Y - 0.18


def test_one_thrown_out_and_then_put_down_lies_from_the_blow():
    """Session 48's second play-test: a Showdown roll threw the foe out before the rules put
    them down (WentToRingside, then WentDown): they fell at the drop's impact, stood up, walked
    out and fell again. They lie from the blow till they go, then on the floor."""
    from game.match import events as E
    figs = [SH.figure_of(0, facts(), (200, 60, 60)), SH.figure_of(1, facts(), (60, 60, 200))]
    p = _presented(lambda info: [
        E.MoveConnected(0, 0, info.move_type, info.target, info.damage, (),
                        (("base", info.damage),)),
        E.WentToRingside(1, "automatic"), E.WentDown(1, "move")])
    walk = next(c for c in p.cues if c.kind == "walk" and c.seat == 1)
    lie = next(c for c in p.cues if c.kind == "lie" and c.seat == 1)
    assert lie.at < walk.at and abs(lie.at + lie.dur - walk.at) < 1e-9
    for c in p.cues:
        c.started = True
    shown = {q.figure.seat: q for q in SH.stage(figs, p.cues, walk.at - 0.01, bob=False)}[1]
    assert abs(shown.tilt) > 80


def test_a_winner_on_the_mat_has_the_referee_at_their_head_not_on_their_legs():
    """Session 48's second play-test: after a DQ the winner lay on the mat and the referee
    raised an arm standing on their legs. He stands at their head."""
    down = SH.figure_of(0, facts(on_mat=True), (200, 60, 60))
    up = SH.figure_of(1, facts(), (60, 60, 200))
    placed = SH.stage([down, up], [], 0.0, bob=False)
    x, y, face, pose = SH.referee_spot(SH.Referee("R", (9, 9, 9), "raising"), placed, 0)
    lying = next(p for p in placed if p.figure.seat == 0)
    assert abs(x - lying.x) >= 0.17 - 1e-9 and pose == "raised"
    assert not RW._room((x, y), (lying.x, lying.y, True, 1.0))


def test_a_roll_up_keeps_its_foe_down_into_the_cover():
    """Session 48's second play-test: the roll-up turned Lucius over, he stood back up, and
    only then the cover began. A foe the pinner's move turned over lies from its impact till
    the cover holds them."""
    from game.match import events as E
    from ring_helpers import CAT
    from scenes.match.presenter import Presenter
    from ring_helpers import Pages
    from scene_helpers import setup_of

    from game.match import Match
    info = CAT.info["back_pocket_rollup"]
    assert SH.motion_for(info.move_type, info.tags) in ("grapple", "slam", "suplex", "throw")
    st = Pages(Match(setup_of(4, ("normal", "normal"), "hardcore"), CAT).state,
               ["back_pocket_rollup"])
    p = Presenter(None, speed=1.0)
    p.present([E.MoveConnected(0, 0, info.move_type, info.target, info.damage, (),
                               (("base", info.damage),)),
               E.PinAttempted(0, "move", 0, (("base (HP)", 0),), 30, 90, False)], st)
    cover = next(c for c in p.cues if c.kind == "motion" and c.data.get("motion") == "pin")
    lie = next(c for c in p.cues if c.kind == "lie" and c.seat == 1)
    assert abs(lie.at + lie.dur - (cover.at + cover.data["hit"] * cover.dur)) < 1e-9
    figs = [SH.figure_of(0, facts(), (200, 60, 60)), SH.figure_of(1, facts(), (60, 60, 200))]
    for c in p.cues:
        c.started = True
    for t in (lie.at + 0.05, cover.at, lie.at + lie.dur - 0.01):
        shown = {q.figure.seat: q for q in SH.stage(figs, p.cues, t, bob=False)}[1]
        assert abs(shown.tilt) > 80, t
