"""Session 54's fifth play-test (issue 31), the two things it said stood between "mostly" and
"yes": a crab that ends a match was one tangle of two bodies for the three seconds that decide
it; and the counter's own move after a reversal across the ropes walked into the ring and back
(tests/test_ring_s54_ringside.py has that one)."""
from __future__ import annotations

import pygame
import pytest
from ring_helpers import FakeCue, Shown, facts, uncovered

from scenes.match import reversals as RVS
from scenes.match import ring_view as RV
from scenes.match import show as SH
from scenes.match.layout import table_layout

SIZES = ((1280, 720), (1920, 1080))
PAIRS = (("powerhouse", "high-flyer"), ("high-flyer", "giant"), ("giant", "technician"),
         ("technician", "technician"))


def _crab(size, styles, holder: int, taps: bool, part: str = "back"):
    """The two figures' masks and the share of each not covered, 0.6 through a crab (or a
    hold on another part)."""
    figs = [SH.figure_of(0, facts(style=styles[0]), (200, 60, 60)),
            SH.figure_of(1, facts(style=styles[1]), (60, 60, 200))]
    data = {"motion": "hold", "part": part}
    if taps:
        data["taps_at"] = 0.3
    cue = FakeCue("motion", holder, 0.0, 1.1, data)
    plan = RV.show_plan(pygame.Rect((0, 0), size), table_layout(size), Shown([cue], 0.66), figs,
                        SH.referee_of(None, False), 1, (0, 0), False, {}, None)
    pieces = [p for p in plan if p.key[0] == "figure"]
    masks = {}
    for piece in pieces:
        alone = pygame.Surface(size, pygame.SRCALPHA)
        piece.paint(alone)
        masks[piece.head[0]] = pygame.mask.from_surface(alone, 200)
    return masks, uncovered(size, pieces)


@pytest.mark.parametrize("size", SIZES)
def test_a_crab_shows_two_bodies_that_touch_and_do_not_tangle(size):
    """The one held lies face down, legs lifted back to the holder standing at their feet:
    the two drawings touch (the hands on the legs) but share at most a fifth of the one held
    (a third or more, and 0.61 of the holder in sight, when they stood astride them), and at
    least nine tenths of each shows, whoever holds whom, tapping or not."""
    pygame.init()
    for styles in PAIRS:
        for holder in (0, 1):
            for taps in (False, True):
                masks, seen = _crab(size, styles, holder, taps)
                held = masks[1 - holder]
                shared = held.overlap_area(masks[holder], (0, 0)) / held.count()
                touching = any(held.overlap(masks[holder], (dx, dy)) for dx in (-2, 0, 2)
                               for dy in (-2, 0, 2))
                assert touching and shared <= 0.2, (styles, holder, shared)
                assert min(seen.values()) >= 0.9, (styles, holder, seen)


def test_one_face_down_in_a_crab_reaches_along_the_mat_past_their_head():
    """Face down, their arms go out past the head along the mat (reaching for the ropes) or
    slap it beside the head; none hangs below the body through the mat (a guard's fists
    face down pointed into the floor)."""
    from sprites import figure as FIG
    fig = SH.figure_of(1, facts(style="technician"), (60, 60, 200))
    for pose in ("crab", "crab+tap", "crab+tap2"):
        shape = pygame.mask.from_surface(FIG.wrestler(fig, 120, pose), 200)
        sk = FIG.skeleton(fig, 120, pose)
        rows = [y for y in range(shape.get_size()[1]) if any(
            shape.get_at((x, y)) for x in range(shape.get_size()[0]))]
        head_top = sk["head"][1] - sk["head_r"]
        assert rows[0] < head_top - 0.05 * sk["H"] or pose == "crab+tap", pose  # past it
        cols = [x for x in range(shape.get_size()[0]) if any(
            shape.get_at((x, y)) for y in range(round(sk["shoulder_y"])))]
        assert max(cols) <= sk["cx"] + sk["sw"] * 1.25 + sk["limb"], pose  # not into the mat


def test_one_who_taps_out_and_loses_stays_down_as_the_hold_lets_go():
    """Session 54's play-test: the one who tapped out stood for a fifth of a second as the
    hold let go, then lay for the hand-raise. Tapping out to lose (the referee told so), they
    stay lying through the let-go, in every hold; the holder still lets go and stands."""
    from test_ring_s51 import _held
    from scenes.match import show_cues as SC
    from scenes.match.presenter import Presenter
    for part in ("leg", "arm", "back"):
        for p in (0.86, 0.9, 0.95, 0.99):
            holder, held = _held(part, False, p=p, taps_at=0.3, stays=True)
            assert abs(held.tilt) == 90, (part, p, held.tilt)
            _, free = _held(part, False, p=p, taps_at=0.3)
            assert abs(free.tilt) < 90  # (one who holds on gets up as it lets go)
        holder, held = _held(part, False, p=0.99, stays=True)
        assert holder.pose == "" and abs(holder.tilt) < 10
    for winner, stays in ((0, True), (1, False), (None, False)):
        pr = Presenter(None)
        pr.state = type("State", (), {"over": None if winner is None else type(
            "Over", (), {"winner": winner})()})()
        pr.name, pr.batch_start = (lambda seat: "Ruud Thorsen"), 0.0
        hold = pr.add("motion", 1.1, 0, motion="hold", part="back")
        SC.ref_asks(pr, 1, True)
        assert hold.data["stays"] is stays and "taps_at" in hold.data


@pytest.mark.parametrize("size", SIZES)
def test_a_distracted_referee_s_count_out_runs_into_the_winner_s_hand_raised(size):
    """Session 54's play-test: a distracted referee counting the loser out went back to his
    '?' between his last call and the winner's hand. His last call holds till he raises it,
    and once the match is won he raises it (he kept his '?' after the finish)."""
    from scenes.match import finish_cues as FC
    from scenes.match.presenter import Presenter
    pr = Presenter(None)
    pr.batch_start = 0.0
    call = pr.add("ref", 1.3, 1, doing="count-out", say="10! Thorsen is counted out!")
    pr.gap(2.0)
    FC.raise_hand(pr, 0)
    up = next(c for c in pr.cues if c.data.get("doing") == "raising")
    assert up.seat == 0 and call.at + call.dur >= up.at - 1e-9
    pygame.init()
    figs = [SH.figure_of(0, facts(), (200, 60, 60)),
            SH.figure_of(1, facts(at_ringside=True), (60, 60, 200))]
    plan = RV.show_plan(pygame.Rect((0, 0), size), table_layout(size), Shown([], 5.0), figs,
                        SH.referee_of(None, True), 1, (0, 0), False, {}, 0)
    ref = next(p for p in plan if p.key[0] == "ref")
    assert ref.key[1].doing == "raising"
    assert not [p for p in plan if p.key[0] == "says" and p.key[1] == "?"]


def _countered(page: str, counter: str):
    """Seat 0 plays `page` at seat 1 in the ring, who counters with `counter`: the events
    and the state after."""
    from ring_helpers import CAT
    from scene_helpers import setup_of
    from game.match import Match
    from game.match import commands as C
    m = Match(setup_of(4, ("human", "human"), "hardcore"), CAT)
    st = m.state
    me, foe = st.sides[0], st.sides[1]
    pages = list(st.pages)
    pages[me.hand[0]], pages[foe.hand[0]] = page, counter
    del foe.hand[1:]
    st.pages = tuple(pages)
    me.momentum = [9] * len(me.momentum)
    foe.momentum = [9] * len(foe.momentum)
    events = list(m.play(C.PlayPage(0, me.hand[0])))
    return events + list(m.play(C.Counter(1, foe.hand[0]))), m.state


@pytest.mark.parametrize("page,counter", (
    ("haymaker", "duck_under"), ("shoulder_charge", "sidestep"),
    ("shoulder_charge", "knee_lift_counter"), ("shoulder_charge", "overhead_counter_toss")))
def test_a_counter_is_its_reversal(page, counter):
    """Session 54's play-test: Duck Under was a duck under the move, then a clinch of its own
    (its move type's motion, for no damage), read as a second move; session 55's saw the same
    after an Overhead Counter Toss. The reversal is the counter's move (the duck, the knee, the
    toss): nothing of the one countering moves after it; what it does to the attacker (the
    number, the flash) lands as it ends."""
    from game.match import events as E
    from scenes.match.presenter import Presenter
    events, st = _countered(page, counter)
    hit = next(e for e in events if type(e) is E.MoveConnected and e.seat == 1)
    pr = Presenter(None, speed=1.0)
    pr.present(events, st)
    turn = next(c for c in pr.cues if c.kind == "motion" and c.data.get("motion") == "counter")
    assert turn.seat == 0 and turn.data["how"] == RVS.how_of(st.info(hit.page))
    assert not [c for c in pr.cues if c.kind == "motion" and c.seat == 1]
    stamps = [c for c in pr.cues if c.kind == "stamp" and ("TO THE" in c.text or
                                                           c.text == "NO DAMAGE")]
    assert stamps and stamps[-1].at >= turn.at + turn.data["hit"] * turn.dur
    if hit.damage:
        assert [c for c in pr.cues if c.kind == "flash" and c.seat == 0]


@pytest.mark.parametrize("size", SIZES)
def test_a_lifted_card_never_hides_the_commentary(size, monkeypatch):
    """Session 54's play-test: a hovered hand card at 1920x1080 covered the commentary line;
    session 55's: moved above the card with the prompt, the two hid those at ringside. While a
    lifted card covers the strip's place, the strip stands at the top of the ring's picture
    (over the name tags and the crowd) with the prompt under it, drawn once (not also under
    the card), clear of the floor; back in its place once the card goes down."""
    from scene_helpers import frame, human_table
    from scenes.match import prompt_line as PL
    sc = human_table(size, 3)
    app = sc.test_app
    frame(app, 0.05)
    assert sc.presenter.said and not sc.strip_moved()
    drawn = []
    real = RV.draw_strip
    monkeypatch.setattr(RV, "draw_strip", lambda surface, L, lines, ts, bottom=None: (
        drawn.append(bottom), real(surface, L, lines, ts, bottom)))
    slot = sc.slots[len(sc.slots) // 2]
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=slot.rect.center, rel=(0, 0),
                                   buttons=(0, 0, 0)))
    sc.layer.regions.clear()  # (every region drawn again: the words with the card up)
    frame(app, 0.05)
    lifted = sc.lifted_rect(slot)
    assert sc.strip_moved() and RV.strip_rect(sc.L).colliderect(lifted)
    assert len(drawn) == 1 and drawn[0] is not None, drawn
    strip = RV.strip_rect(sc.L)
    strip.bottom = drawn[0]
    prompt = PL.prompt_rect(sc.L, sc.prompt()[0], sc.text_scale, lifted)
    g = RV.RING.ring_geom(RV.ring_area(sc.L))
    assert strip.bottom <= prompt.top and not strip.colliderect(lifted)
    assert strip.top >= sc.L.far_hand.top and prompt.bottom <= g.area.top  # (up in the far
    # hand's row: above the card they hid the floor, session 55's; over the ring's top, the
    # name tags and the referee's head, session 56's)
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                   buttons=(0, 0, 0)))
    drawn.clear()
    for _ in range(5):
        frame(app, 0.05)
        app.after_frame()
    assert not sc.strip_moved() and None in drawn and set(drawn) == {None}, drawn


def test_a_busted_face_still_shows_its_eye():
    """Session 54's play-test: a busted face was a red blob at 1280x720 (the blood a stripe
    across the eye). The blood runs down the brow and cheek; the eye's white still shows, at
    a figure's height at 1280x720, however hurt the head."""
    from sprites import figure as FIG
    for style in ("brawler", "technician", "giant"):
        for head in (0, 2, 3):
            fig = SH.figure_of(0, facts(style=style), (200, 60, 60))
            fig = SH.replace(fig, busted_open=True, hurt=tuple(
                (part, head if part == "head" else 0) for part, _ in fig.hurt))
            img = FIG.wrestler(fig, 100, "")
            colours = {tuple(img.get_at((x, y)))[:3] for x in range(img.get_width())
                       for y in range(img.get_height()) if img.get_at((x, y))[3] > 200}
            assert FIG.EYE_WHITE in colours and FIG.BLOOD in colours, (style, head)


def test_one_tossed_on_the_floor_stays_down_and_crawls_back_in():
    """Session 55's play-test: Ringside Rampage from the ring, Overhead Counter Toss from the
    floor: the one tossed lay on the floor, stood up at once and climbed back in labelled
    DOWN!, then fell in the ring. At the table, from the toss's landing to the end of the show
    they never stand: they lie beside the foe, then crawl back in under the bottom rope."""
    from ring_helpers import CAT
    from scene_helpers import frame, setup_of
    from game.match import Match
    from game.match import commands as C
    from scenes.app import App, Settings
    m = Match(setup_of(4, ("normal", "human"), "hardcore"), CAT)
    st = m.state
    me, foe = st.sides[0], st.sides[1]
    pages = list(st.pages)
    pages[me.hand[0]], pages[foe.hand[0]] = "ringside_rampage", "overhead_counter_toss"
    del foe.hand[1:]
    st.pages = tuple(pages)
    foe.at_ringside = True
    me.momentum = [9] * len(me.momentum)
    foe.momentum = [9] * len(foe.momentum)
    list(m.play(C.PlayPage(0, me.hand[0])))
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    sc = app.reset("match", m.setup, match=m)
    frame(app, 1 / 60, draw=False)
    sc.presenter.finish()
    sc.send(C.Counter(1, foe.hand[0]))
    landed, tilts, ys = None, [], []
    for _ in range(600):
        frame(app, 1 / 60, draw=False)
        p = sc.presenter
        turn = next((c for c in p.cues if c.kind == "motion" and c.seat == 0 and
                     c.data.get("motion") == "counter"), None)
        if landed is None and turn is not None:
            landed = turn.at + (turn.data["hit"] + 0.3 * (1 - turn.data["hit"])) * turn.dur
        if landed is not None and p.now >= landed:
            q = next(x for x in SH.stage(sc.show_figures(), p.cues, p.now, bob=False)
                     if x.figure.seat == 0)
            tilts.append(abs(q.tilt))
            ys.append(q.y)
        if not p.showing:
            break
    assert tilts and min(tilts) >= 45, min(tilts)
    assert ys[0] > 1.0 and ys[-1] < 1.0  # (from the floor back into the ring)
    assert max(abs(b - a) for a, b in zip(ys, ys[1:])) < 0.1  # (no jump)


def test_a_manager_on_the_apron_is_there_shouting_at_the_referee():
    """Session 55's play-test: Manager on the Apron showed REF DISTRACTED! over an empty apron.
    The manager climbs up on the apron past the side ropes the referee turns to, shouts, and
    climbs down; only for that page (Argue with the Ref distracts him with nobody there)."""
    from ring_helpers import CAT
    from scene_helpers import setup_of
    from game.match import Match
    from game.match import commands as C
    from game.match import events as E
    from scenes.match import event_acts as EA
    from scenes.match import ref_spot as RS
    from scenes.match.presenter import Presenter
    for page, manager in (("manager_apron", True), ("argue_with_ref", False)):
        m = Match(setup_of(4, ("human", "human")), CAT)
        st = m.state
        pages = list(st.pages)
        pages[st.sides[0].hand[0]] = page
        st.pages = tuple(pages)
        st.sides[0].momentum = [9] * len(st.sides[0].momentum)
        events = list(m.play(C.PlayPage(0, st.sides[0].hand[0])))
        assert any(type(e) is E.RefDistracted for e in events)
        pr = Presenter(None, speed=1.0)
        pr.present(events, m.state)
        acts = [c for c in pr.cues if c.kind == "arena" and c.data.get("look") == "manager"]
        assert bool(acts) is manager, page
    mid = EA.manager_at(0.5)
    assert mid.x > 1.0 and mid.pose in ("raised", "point") and mid.facing == -1
    assert mid.x > RS.DISTRACTED[0] + 0.1  # (past the referee at the side ropes)
    assert EA.manager_at(0.02).y > mid.y and EA.manager_at(1.0) is None  # (up, and gone)


def test_nobody_is_to_act_under_the_winner_s_moment():
    """Session 55's play-test: the winner's panel said TO ACT after the bell, while the finish
    played (the table holds what it told before the command till the ring has shown it)."""
    from ring_helpers import CAT
    from scene_helpers import frame, setup_of
    from game.ai.decisions import decision_dice, level_of
    from game.match import Match, play_ai_turn
    from scenes.app import App, Settings

    def played(stop=None):
        m = Match(setup_of(3, ("greedy", "greedy")), CAT)
        for n in range(600):
            seat = m.actor()
            if seat is None or m.state.over is not None or n == stop:
                return m, n
            level = level_of(m.setup, m.controller(seat))
            list(play_ai_turn(m, seat, level, decision_dice(3, seat, m.state.actions)))
        return m, None
    _, last = played()
    m, _ = played(last - 1)
    assert m.state.over is None
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    sc = app.reset("match", m.setup, match=m)
    seen = []
    for _ in range(900):
        frame(app, 1 / 60)  # (drawn: the table tells, and holds, what it drew)
        if sc.state.over is not None and sc.presenter.showing:
            seen += [sc.panel_data(seat) for seat in (0, 1)]
        if sc.state.over is not None and not sc.presenter.showing:
            break
    assert seen and sc.state.over is not None
    assert {data.badge for data in seen} <= {"", "INJURED"}  # (a tap-out owed after the bell)


def test_a_page_that_lays_the_foe_down_does_it_with_the_blow():
    """Session 55's play-test: at Turn The Tables the foe lay down as the one playing it raised
    an arm, stood again for the blow and fell again. At the table the foe stays on their feet
    till the blow lands, then lies, and never stands again in that command."""
    from ring_helpers import CAT
    from scene_helpers import frame, setup_of
    from game.match import Match
    from game.match import commands as C
    from scenes.app import App, Settings
    m = Match(setup_of(4, ("human", "greedy")), CAT)
    st = m.state
    pages = list(st.pages)
    pages[st.sides[0].hand[0]] = "turn_the_tables"
    st.pages = tuple(pages)
    st.sides[0].momentum = [9] * len(st.sides[0].momentum)
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    sc = app.reset("match", m.setup, match=m)
    for _ in range(5):
        frame(app, 1 / 60)
    sc.presenter.finish()
    sc.send(C.PlayPage(0, st.sides[0].hand[0]))
    blow, lying = None, []
    for _ in range(300):
        frame(app, 1 / 60)
        p = sc.presenter
        blow = blow or next((c for c in p.cues if c.kind == "motion" and c.seat == 0 and
                             c.data.get("motion") == "strike"), None)
        q = next(x for x in SH.stage(sc.show_figures(), p.cues, p.now, bob=False)
                 if x.figure.seat == 1)
        lying.append((p.now, abs(q.tilt) > 45))
        if not p.showing:
            break
    assert blow is not None and lying[-1][1]
    impact = blow.at + SH.IMPACT_AT["strike"] * blow.dur
    assert not any(down for now, down in lying if now < impact - 0.02)
    first = next(i for i, (_, down) in enumerate(lying) if down)
    assert all(down for _, down in lying[first:])


@pytest.mark.parametrize("away", [True, False])
def test_the_booth_says_a_distracted_referee_still_counts(away):
    """Session 55's play-test: a referee arguing outside who still counts one out puzzled a
    newcomer. While he is looking away, the booth's count-out line says he still counts."""
    from ring_helpers import CAT
    from scene_helpers import setup_of
    from game.match import Match
    from game.match import events as E
    from scenes.match import commentary as CM
    booth = CM.load_booth()
    st = Match(setup_of(4, ("human", "human"), "hardcore"), CAT).state
    st.sides[0].at_ringside, st.sides[0].ringside_turns = True, 2
    st.ref_distracted_until = st.turn + (1 if away else 0)
    said = CM.Commentary(booth, 1).lines([E.TurnEnded(st.turn, (0,))], st)
    texts = {ln.text.format(name="X") for ln in booth.lines["count_out_distracted"]}
    plain = {ln.text.format(name="X") for ln in booth.lines["count_out"]}
    words = [w.replace("Kestrel Ortiz", "X").replace("Ortiz", "X") for _, w in said]
    assert words and all(w in (texts if away else plain) for w in words), words


@pytest.mark.parametrize("match_type", ["hardcore", "showdown"])
def test_the_ringside_chip_counts_as_the_referee_does(match_type, monkeypatch):
    """Session 55's play-test: the referee said '2... one more and you're out' over a chip
    reading RINGSIDE 2/2, and a newcomer read the two as a contradiction. The chip says his
    count and the count that puts them out (2/3 where '3...' is out; a Showdown's 2/4)."""
    from scene_helpers import human_table
    from scenes.match import facts as F
    from scenes.match import voice as VO
    from scenes.match.table import panel_data
    from sprites import panel as PN
    sc = human_table((1280, 720), 4, match_type)
    limit = sc.state.rules.count_out_after
    said = []
    monkeypatch.setattr(PN, "_chip", lambda s, x, y, words, *a, **k: said.append(words) or 10)
    for done in range(1, limit + 1):
        facts = {**F.panel_facts(sc.model, 0), "at_ringside": True, "ringside_turns": done}
        said.clear()
        PN.wrestler_panel(panel_data(0, facts), (330, 200), 1.0)
        chip = next(w for w in said if w.startswith("RINGSIDE"))
        assert chip == f"RINGSIDE {done}/{limit + 1}"
        assert VO.count_call(limit + 1, limit, "Kestrel Ortiz").startswith(f"{limit + 1}\u2026")


def test_a_squash_s_tap_out_after_the_bell_says_the_squash_injured_them(monkeypatch):
    """Session 55's play-test: losing by pinfall (a squash), the chooser said '... is
    injured!', which read as hurt by the pin. After the bell it says the squash did it (the
    rules' words: a Squash and you become injured)."""
    from scenes.match import choosers as CV
    drawn = []
    monkeypatch.setattr(CV.W, "draw_text", lambda surface, words, *a, **k: drawn.append(words))
    surface = pygame.Surface((1280, 720))
    CV.draw_tapout(surface, 1.0, 1.0, "Lucius Glamour", "Squashed!", [], (), None,
                   "is injured by the squash!")
    assert "Lucius Glamour is injured by the squash!" in drawn
    drawn.clear()
    CV.draw_tapout(surface, 1.0, 1.0, "Lucius Glamour", "words", [], (), None)
    assert "Lucius Glamour is injured!" in drawn


def test_a_finisher_attempt_is_called_one_before_its_answer():
    """Session 55's play-test: a finisher countered was never called a finisher (FINISHER!
    comes only as one lands). Called with the foe able to answer, FINISHER? rises over the one
    going for it; a plain move says nothing."""
    from ring_helpers import CAT
    from scene_helpers import setup_of
    from game.match import Match
    from game.match import commands as C
    from scenes.match.presenter import Presenter
    for page, called in (("last_orders", True), ("haymaker", False)):
        m = Match(setup_of(4, ("human", "human"), "hardcore"), CAT)
        st = m.state
        me, foe = st.sides[0], st.sides[1]
        pages = list(st.pages)
        pages[me.hand[0]], pages[foe.hand[0]] = page, "duck_under"
        st.pages = tuple(pages)
        me.momentum = [9] * len(me.momentum)
        foe.momentum = [9] * len(foe.momentum)
        foe.on_mat = page == "last_orders" and CAT.info[page].foe == "down"
        events = list(m.play(C.PlayPage(0, me.hand[0])))
        assert m.state.pending is not None, page
        pr = Presenter(None, speed=1.0)
        pr.present(events, m.state)
        floats = [c.text for c in pr.cues if c.kind == "float" and c.seat == 0]
        assert ("FINISHER?" in floats) is called, (page, floats)


@pytest.mark.parametrize("size", SIZES)
def test_those_at_ringside_stand_on_the_mats_round_the_ring(size):
    """Session 55's play-test: on the bare dark floor a giant at ringside read as standing at
    the ring's front. Padded mats lie on the floor round the ring, below the apron: where one
    at ringside stands is on them."""
    from sprites import ring as RING
    L = table_layout(size)
    area = RV.ring_area(L)
    img = RING.arena(area.size, L.s)
    g = RING.ring_geom(pygame.Rect((0, 0), area.size))
    for x in (0.15, 0.42, 0.85):  # (off the seams)
        fig = SH.figure_of(0, facts(at_ringside=True), (200, 60, 60))
        spot = SH.spot_of(SH.replace(fig, place="ringside"))
        px, py = g.at(x, spot[1])
        assert tuple(img.get_at((px, py)))[:3] == RING.FLOOR_MATS, (x, spot)
    assert tuple(img.get_at((2, area.h - 2)))[:3] != RING.FLOOR_MATS


def test_the_ringside_chip_rises_with_the_referee_s_call():
    """Session 55's play-test: the chip said RINGSIDE 1/3 a second and a half before the
    referee's '1...', and COUNTED OUT! came before his '3...'. The chip keeps the count it
    had till his call; the banner comes after the call that decides it."""
    from scene_helpers import frame, human_table
    from game.match import commands as C
    from scenes.match import voice as VO
    sc = human_table((1280, 720), 4, "hardcore")
    app = sc.test_app
    side = sc.match.state.sides[0]
    side.at_ringside = sc.match.state.sides[1].at_ringside = True
    frame(app, 0.05)
    assert sc.panel_data(0).ringside_turns == 0
    sc.send(C.Pass(0))
    seen = []
    for _ in range(400):
        frame(app, 1 / 60)
        p = sc.presenter
        call = next((c for c in p.cues if c.kind == "ref" and c.seat == 0 and
                     c.data.get("doing") == "count-out"), None)
        if call is not None:
            seen.append((p.now >= call.at, sc.panel_data(0).ringside_turns))
        if not p.showing:
            break
    assert sc.match.state.sides[0].ringside_turns == 1
    assert seen and all(turns == (1 if called else 0) for called, turns in seen), set(seen)
    sc = human_table((1280, 720), 4, "hardcore")  # the deciding call, then COUNTED OUT!
    app = sc.test_app
    side = sc.match.state.sides[0]
    side.at_ringside = sc.match.state.sides[1].at_ringside = True
    side.ringside_turns = sc.match.state.rules.count_out_after
    frame(app, 0.05)
    sc.send(C.Pass(0))
    assert sc.match.state.over is not None and sc.match.state.over.how == "countout"
    p = sc.presenter
    call = next(c for c in p.cues if c.kind == "ref" and c.data.get("doing") == "count-out")
    banner = next(c for c in p.cues if c.kind == "banner" and c.text == "COUNTED OUT!")
    pace = banner.dur / VO.COUNT_CALL  # (the batch's speed)
    assert "out!" in call.data["say"] and banner.at >= call.at + VO.CALL_FIRST * pace - 1e-9
