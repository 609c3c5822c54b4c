"""Session 56 (issue 31): the blemishes session 55's play-testers left."""
from __future__ import annotations

import pygame
import pytest

from ring_helpers import Shown

from scenes.match import ring_view as RV
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
    assert control in ("Control: Professor Ada Quill", "Control: Quill")  # (a surname whole
    # where the whole name has no room: 'Control: Brick Holl...', session 56's play-test)


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


def test_a_through_the_ropes_dive_in_the_ring_springs_off_the_side_ropes():
    """With both in the ring a Through-the-Ropes Dive climbed to the top rope in the corner,
    a top-rope dive under another name (session 55's play-test): it runs to the side ropes
    behind, springs off them (not up on the top rope) and flies at the foe; a top-rope dive
    still climbs; out to a foe on the floor it goes through the ropes as before."""
    from scenes.match import motions as M
    from scenes.match.motions import SPRING_UP, motion_beats, reach_of, springs
    from ring_helpers import CAT
    assert springs(CAT.info["through_ropes_dive"]) and not springs(CAT.info["top_rope_elbow"])
    att, vic = M._At(0.3, 0.6), M._At(0.7, 0.6)
    top, spring = reach_of("dive", att, vic), reach_of("dive", att, vic, spring=True)
    assert top.high and not top.spring
    assert spring.spring and not spring.high and spring.off == top.off  # (the same ropes)
    t = 1
    before = [motion_beats("dive", p / 100, t, spring)[0] for p in range(0, 50)]
    assert not any(b.high for b in before)
    flying = [b.dy for b in before if b.dy > 0]
    assert flying and abs(flying[0] - SPRING_UP) < 0.1  # (off the bounce, not off the mat)
    out = reach_of("dive", att, M._At(0.7, 1.15), spring=True)
    assert not out.spring and out == reach_of("dive", att, M._At(0.7, 1.15))


def test_the_presenter_marks_a_springboard_dive_and_its_reversal():
    """The motion of a springboard dive (and of one countered) carries `spring`."""
    from game.match import events as E
    from scenes.match.presenter import Presenter
    from test_ring_tells import state_of
    p = Presenter(None, speed=1.0)
    p.present([E.MoveConnected(0, 0, "high_risk", "back", 5, (), ())],
              state_of(["through_ropes_dive"]))
    cue = next(c for c in p.cues if c.kind == "motion" and c.seat == 0)
    assert cue.data["motion"] == "dive" and cue.data["spring"]


def test_the_way_back_in_from_beside_a_foe_at_ringside_is_a_climb_not_a_slide():
    """After a page played on a foe at ringside from the ring, the way back in (to the ropes, up
    on the apron, through) takes most of a second at full speed (0.55 s read as a slide after
    Brawl in the Crowd: session 55's play-test)."""
    from game.match import events as E
    from scenes.match.presenter import Presenter
    from test_ring_tells import state_of
    state = state_of(["brawl_in_crowd"])
    state.sides[1].at_ringside = True
    p = Presenter(None, speed=1.0)
    p.present([E.MoveConnected(0, 0, "arm_extended", "head", 4, (), ())], state)
    go = next(c for c in p.cues if c.kind == "go" and c.seat == 0)
    back = next(c for c in p.cues if c.kind == "back" and c.seat == 0)
    assert go.at < back.at and back.dur >= 0.75


@pytest.mark.parametrize("doing", ("asking", "counting"))
@pytest.mark.parametrize("held_down", (True, False))
@pytest.mark.parametrize("seat", (0, 1))
def test_a_hold_on_the_floor_is_asked_from_the_ropes_and_never_stops_the_game(doing, held_down,
                                                                              seat):
    """A submission hold with both at ringside: the referee looked for the bodies inside the
    ring to kneel past, found none, and the game stopped (session 56's play-test: Showdown 611,
    Hardcore 475, 1 Hardcore match in 20). He kneels at the ropes above the one held, on
    their head's side, inside the ring."""
    from ring_helpers import facts
    from scenes.match import show as SH
    figs = [SH.figure_of(0, facts(at_ringside=True, on_mat=held_down and seat == 0),
                         (200, 60, 60)),
            SH.figure_of(1, facts(at_ringside=True, on_mat=held_down and seat == 1),
                         (60, 60, 200))]
    placed = SH.stage(figs, [], 0.0, bob=False)
    assert all(p.y > 1.0 for p in placed)
    held = {q.figure.seat: q for q in placed}[seat]
    x, y, _, pose = SH.referee_spot(SH.Referee("Ref", (230, 230, 230), doing), placed, seat)
    assert y <= 1.0 and 0.05 <= x <= 0.95 and pose == "crouch"
    assert abs(x - held.x) < 0.3
    for size in SIZES:  # the whole picture, as the window draws it
        plan = RV.show_plan(pygame.Rect((0, 0), size), table_layout(size), Shown([], 0.5), figs,
                            SH.Referee("Ref", (230, 230, 230), doing), seat, (0, 0), False, {},
                            None)
        assert any(p.key[0] == "figure" for p in plan)


def test_hardcore_475_a_hold_at_ringside_plays_through_in_the_window():
    """The play-test's own match: Nadia Vise's hold with both on the floor (turn 4 of Hardcore
    475, AI against AI) stopped the game with 'Sorry - Ringside ran into a problem'."""
    from scene_helpers import frame
    from game.match import events as E
    from game.match.setup import random_setup
    from scenes.app import App
    from scenes.ui.prefs import Settings
    app = App((1280, 720), settings=Settings(ai_speed="normal"))
    app.autosave = False
    app.persist_settings = False
    scene = app.reset("match", random_setup(app.cat, 475, "hardcore", "normal", "normal"))
    asked = False
    for _ in range(1200):
        frame(app, 1 / 60)
        ref = scene.presenter.active("ref")
        asked = asked or any(c.data.get("doing") == "asking" for c in ref) and all(
            side.at_ringside for side in scene.state.sides)
        if asked and not scene.presenter.showing:
            break
    assert asked
    assert any(isinstance(e, E.SubmissionAttempted) for entry in scene.model.source.log
               for e in entry.events)


@pytest.mark.parametrize("size", ((1280, 720), (1920, 1080), (1600, 900), (1366, 768),
                                  (1024, 768), (1024, 600), (2560, 1440)))
def test_a_lifted_hand_card_stays_under_the_rings_picture(size):
    """The hovered card rose over the floor in front of the ring and hid the one at ringside
    right above it (session 55's and 56's play-tests): its top stands at the foot of the
    ring's picture, as big as that leaves (at most its old size), the window holding it."""
    from types import SimpleNamespace
    from scenes.match import hand as HV
    from scenes.match.layout import LIFTED
    L = table_layout(size)
    ring = RV.ring_area(L)
    assert L.lifted_w <= round(LIFTED * L.s)
    assert L.lifted_w >= 0.85 * round(LIFTED * L.s)  # (still big enough to read)
    for count in (1, 4, 7, 10):
        hand = [SimpleNamespace(index=i, page=i, reason=None, counter="", danger=None,
                                note=None, idle="") for i in range(count)]
        for slot in HV.hand_slots(L, hand):
            lifted = HV.lifted_rect(L, slot, size[1])
            assert lifted.top >= ring.bottom, (size, lifted, ring)
            assert pygame.Rect((0, 0), size).contains(lifted)


@pytest.mark.parametrize("size", SIZES)
def test_an_armbar_shows_two_bodies_that_touch_and_do_not_tangle(size):
    """A Cross Armbar seated at the middle of the one held put a third of them under the
    holder and hid a third of the holder (session 56's play-test: 'I couldn't tell who held
    whom'). Seated at their shoulder, the arm held up: the two touch, share at most a sixth
    of the one held, and at least 0.85 of each shows, whoever holds whom."""
    from test_ring_s55 import PAIRS, _crab
    pygame.init()
    for styles in PAIRS + (("brawler", "submission"),):
        for holder in (0, 1):
            masks, seen = _crab(size, styles, holder, False, "arm")
            held = masks[1 - holder]
            shared = held.overlap_area(masks[holder], (0, 0)) / held.count()
            touching = any(held.overlap(masks[holder], (dx, dy)) for dx in (-2, 0, 2)
                           for dy in (-2, 0, 2))
            assert touching and shared <= 0.17, (styles, holder, shared)
            assert min(seen.values()) >= 0.85, (styles, holder, seen)


def test_the_crowd_s_reason_pops_on_two_lines_at_the_popups_size():
    """'+1 CROWD: FOE REPEATED A MOVE TYPE' on one line was squeezed into half the ring and
    read as tiny at 1280x720 (session 55's and 56's play-tests): the reason goes under '+1
    CROWD' on two lines, the same size, so the pill is half as wide and never squeezed."""
    from game.match import events as E
    from scenes.match import show_cues as SC
    from scenes.match.fx import POP_SMALL
    from scenes.ui import fx_cache as FX
    pygame.init()
    words = SC.crowd_words(SC.REPEATED)
    assert words.split("\n") == ["+1 CROWD", "FOE REPEATED", "A MOVE TYPE"]
    for size in SIZES:
        L = table_layout(size)
        px = round(POP_SMALL * L.s)
        two = FX.pill(words, px, (248, 206, 96), L.s, W.SEAT_COLOURS[0])
        one = FX.pill("+1 CROWD: FOE REPEATED A MOVE TYPE", px, (248, 206, 96), L.s, W.SEAT_COLOURS[0])
        short = FX.pill("+1 CROWD", px, (248, 206, 96), L.s, W.SEAT_COLOURS[0])
        assert two.get_width() <= 0.5 * one.get_width()
        assert two.get_height() >= 2.5 * (short.get_height() - round(6 * L.s))
        assert two.get_width() <= RV.ring_area(L).w // 2 - round(8 * L.s) - 2  # (whole)


@pytest.mark.parametrize("kind", ("normal", "hardcore", "showdown"))
def test_the_log_says_how_much_of_a_moves_momentum_comes_back(kind):
    """In a Showdown a connected move gives back its whole cost (rules edition 9); the log
    said 'half' there (session 56's play-test: '+2 Kn, +5 Te' for a move costing Kn x2 Te x5)."""
    from game.match import Match, events as E
    from ring_helpers import CAT
    from scene_helpers import setup_of
    from scenes.match import log_text as LT
    st = Match(setup_of(4, ("normal", "normal"), kind), CAT).state
    line = LT.event_line(E.MomentumChanged(0, (0, 2, 0, 0, 5, 0), LT.REFUND), st)
    share = "all" if kind == "showdown" else "half"
    assert f"gets {share} the move's momentum back: " in line


def test_a_finisher_that_lands_at_once_is_not_asked_about():
    """FINISHER? rose over one whose finisher landed in the same command (the foe with no
    answer), under the banner's FINISHER! (session 56's play-test, seed 314): it is asked
    only while the foe may still answer."""
    from ring_helpers import CAT
    from scene_helpers import setup_of
    from game.match import Match
    from game.match import commands as C
    from game.match import events as E
    from scenes.match.presenter import Presenter
    m = Match(setup_of(4, ("human", "human"), "hardcore"), CAT)
    st = m.state
    me, foe = st.sides[0], st.sides[1]
    pages = list(st.pages)
    pages[me.hand[0]] = "last_orders"
    for i in foe.hand:
        pages[i] = "haymaker"  # (nothing to answer with)
    st.pages = tuple(pages)
    me.momentum = [9] * len(me.momentum)
    foe.on_mat = CAT.info["last_orders"].foe == "down"
    events = list(m.play(C.PlayPage(0, me.hand[0])))
    assert any(type(e) is E.MoveConnected for e in events), events
    pr = Presenter(None, speed=1.0)
    pr.present(events, m.state)
    assert "FINISHER?" not in [c.text for c in pr.cues if c.kind == "float"]
    assert "FINISHER!" in [c.text for c in pr.cues if c.kind == "banner"]


def test_watching_two_ais_the_pin_button_tells_the_one_in_control():
    """Watching two AIs, the Pin button told the chance of the seat at the bottom (it said 'no
    chance' while the one in control pressed a 29% pin: session 56's play-test): it tells the
    Pin the one in control may press, by name."""
    from scene_helpers import frame
    from game.match.setup import random_setup
    from scenes.app import App
    from scenes.ui.prefs import Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    app.autosave = False
    scene = app.reset("match", random_setup(app.cat, 314, "normal", "normal", "normal"))
    frame(app, 1 / 60)
    model = scene.model
    assert not model.humans()
    st = model.state
    full = [side.hp for side in st.sides]
    for control in (0, 1):
        st.control = control
        for seat in (0, 1):
            st.sides[seat].hp = 1 if seat != control else full[seat]  # (the foe beaten down)
        facts = model.button_facts(None, 0)
        assert facts.pin_chance == model.pin_chance(control) > model.pin_chance(1 - control)
        assert facts.pin_reason == model.button_facts(control, 0).pin_reason


def test_the_prompt_offers_only_what_can_be_done():
    """At ringside the prompt offered 'Pin (N)', which the rules do not allow there (session
    56's play-test): it offers Return to Ring (T) instead; in the ring, Pin (N) when it may be
    pressed."""
    from game.match import pin_blocker
    from scene_helpers import human_table
    sc = human_table((1280, 720), 3)
    model, st = sc.model, sc.model.state
    words, _ = model.prompt()
    assert "your move" in words and "Return to Ring" not in words
    assert ("Pin (N)" in words) is (pin_blocker(st, 0) is None and model.pin_chance(0) > 0)
    st.sides[0].at_ringside = st.sides[1].at_ringside = True
    st.sides[0].ringside_turns = 0
    words, _ = model.prompt()
    assert pin_blocker(st, 0) is not None
    assert "Pin (N)" not in words and "Return to Ring (T)" in words and words.endswith(
        "or Pass (P)")


def test_the_ring_scan_reports_a_match_that_stops_the_game(monkeypatch, capsys):
    """tools/ring_scan.py plays AI-vs-AI matches through the match screen; a frame that raises
    is a FAIL with its traceback, and the command exits 1."""
    import importlib.util
    from pathlib import Path
    from scenes import demo
    path = Path(__file__).resolve().parent.parent / "tools" / "ring_scan.py"
    spec = importlib.util.spec_from_file_location("ring_scan", path)
    scan = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(scan)
    frames = {"n": 0}
    real = demo.timed_frame

    def breaks(app):
        frames["n"] += 1
        if frames["n"] == 40:
            raise ValueError("max() arg is an empty sequence")
        return real(app)

    monkeypatch.setattr(demo, "timed_frame", breaks)
    assert scan.main(["--seed", "475", "--matches", "1", "--type", "hardcore"]) == 1
    out = capsys.readouterr().out
    assert "FAIL hardcore 475 1280x720 frame 39" in out and "empty sequence" in out
    assert "failed: 1 of 1" in out


def test_down_pops_as_the_finisher_lays_them_down_not_after_the_injury():
    """A finisher that injured and floored the foe showed DOWN! two seconds after the landing,
    after the INJURED! banner (session 56's play-test, Showdown 8154): it pops as they fall."""
    from game.match import events as E
    from scenes.match.presenter import Presenter
    from test_ring_tells import state_of
    p = Presenter(None, speed=1.0)
    p.present([E.MoveConnected(0, 0, "head_down", "head", 17, ("finisher", "impact"), ()),
               E.StatusAdded(1, "injured_head", "17 damage to the head"),
               E.WentDown(1, "Rust Belt Driver")], state_of(["rust_belt_driver"]))
    motion = next(c for c in p.cues if c.kind == "motion" and c.seat == 0)
    impact = motion.at + motion.dur * 0.7
    down = next(c for c in p.cues if c.kind == "float" and c.text.startswith("DOWN!"))
    injured = next(c for c in p.cues if c.kind == "banner" and c.text == "INJURED!")
    assert down.at < injured.at and abs(down.at - impact) < 0.5, (down.at, impact, injured.at)


def test_the_crowd_backing_one_says_when_the_referee_did_it():
    """'+1 CROWD' rose bare beside the referee's count along a Finisher (session 56's
    play-test): the referee's reasons (as the rules word them) say so under it."""
    from pathlib import Path
    from scenes.match import show_cues as SC
    from scenes.match.cues import REF_REASONS
    rules = (Path(__file__).resolve().parent.parent / "game" / "match" / "rules.py").read_text()
    for end, words in REF_REASONS:
        assert f'{{referee_name(s)}} {end}"' in rules  # (the rules' own words)
        said = SC.crowd_words(f"Referee Molasses Moe {end}")
        assert said == "+1 CROWD\n" + words and all(len(line) <= 12 for line in
                                                   said.split("\n"))
    assert SC.crowd_words("Jeer the Crowd") == "+1 CROWD"  # (the page is in the spot)


@pytest.mark.parametrize("size", SIZES)
def test_chips_that_do_not_fit_are_counted_and_the_referee_is_kept(size, monkeypatch):
    """A referee and four Events in play at 1280x720: the referee's chip and an Event's went
    unsaid (session 56's play-test). Those left out are told as '+N', the referee kept."""
    said = []
    real = W.draw_text
    monkeypatch.setattr(W, "draw_text", lambda surface, words, *a, **kw: (
        said.append(words), real(surface, words, *a, **kw))[1])
    chips = (("ref", "r", "Ref: Larry Lax"), ("event", "a", "Sold-Out Arena"),
             ("event", "b", "Second Wind"), ("event", "c", "Medic Check"),
             ("event", "d", "Commentary Hype"))
    top = {"match_type": "showdown", "turn": 36, "limit": 60, "control": 0,
           "control_words": "Control: Professor Ada Quill", "chips": chips}
    out = TV.draw_top(pygame.Surface(size), table_layout(size), top, "seed 5555")
    shown = [r[1] for r in out if r[0] != "more"]
    assert "r" in shown
    left = len(chips) - len(shown)
    assert (f"+{left} more" in said) is (left > 0)
    if size == (1280, 720):
        assert left > 0
    more = [r[1] for r in out if r[0] == "more"]  # its hover names them (session 64)
    assert more == ([tuple(w for _, card, w in chips if card not in shown)] if left else [])
    rects = sorted((r[2] for r in out), key=lambda r: r.x)
    assert all(a.right < b.x for a, b in zip(rects, rects[1:]))
    assert all(r.right <= table_layout(size).log.right for r in rects)


@pytest.mark.parametrize("outside", (False, True))
def test_a_distracted_referee_is_told_to_still_count_the_floor(outside):
    """'REF DISTRACTED!' and 'Nobody is watching!', then his '3... you're out!' read as a
    contradiction (session 56's play-test; the rules count one outside all the same): the
    banner says what he does not see and that he still counts those outside, and with anyone
    outside the booth says he still counts."""
    from game.match import Match, events as E
    from ring_helpers import CAT
    from scene_helpers import setup_of
    from scenes.match import commentary as CM
    from scenes.match.presenter import Presenter
    from test_ring_tells import state_of
    p = Presenter(None, speed=1.0)
    p.present([E.RefDistracted(0, 9)], state_of())
    banner = next(c for c in p.cues if c.kind == "banner" and c.text == "REF DISTRACTED!")
    assert "still counts those outside" in banner.data["sub"]
    booth = CM.load_booth()
    st = Match(setup_of(4, ("human", "human"), "showdown"), CAT).state
    st.sides[1].at_ringside = outside
    said = [w for _, w in CM.Commentary(booth, 1).lines([E.RefDistracted(0, st.turn + 1)], st)]
    key = "ref_down_outside" if outside else "ref_down"
    assert said and said[0] in {ln.text for ln in booth.lines[key]}
    assert ("Nobody is watching" in " ".join(said)) is False or not outside


@pytest.mark.parametrize("kind", ("hardcore", "showdown"))
def test_the_log_tells_each_count_out_call(kind):
    """The referee's count-out was told only in the ring: the log went from a Pass to 'wins by
    count-out' with not one count (session 56's play-test). Each count makes a line, naming
    the one counted and the count that puts them out; a turn with no count makes none."""
    from game.match import Match, events as E
    from ring_helpers import CAT
    from scene_helpers import setup_of
    from scenes.match import log_text as LT
    st = Match(setup_of(4, ("human", "human"), kind), CAT).state
    out = st.rules.count_out_after + 1
    line = LT.event_line(E.TurnEnded(st.turn, (1,)), st)
    assert line == f"The referee counts {LT.star(st, 1)} outside: out if the count reaches {out}."
    assert LT.event_line(E.TurnEnded(st.turn, ()), st) is None


def test_a_count_at_a_turns_end_is_logged_under_the_turn_it_ends():
    """The count line goes with the turn it ends (under the next turn's divider it read as the
    next turn's), in the window's log and in a replay's alike."""
    from game.match import ReplayCursor, events as E
    from scene_helpers import normal_table
    from scenes.match.replay import log_lines
    scene = normal_table(52001, "hardcore")
    ended = [ev.turn for entry in scene.match.log for ev in entry.events
             if type(ev) is E.TurnEnded and ev.counted]
    assert ended
    window = [line.text for line in scene.logview.lines]
    replay = [line.text for lines in log_lines(ReplayCursor(scene.match)) for line in lines]
    for texts in (window, replay):
        counts = [i for i, t in enumerate(texts) if t.startswith("The referee counts ")]
        under = [next(t for t in reversed(texts[:i]) if t.startswith("Turn ")) for i in counts]
        assert [int(t.split()[1]) for t in under] == ended, (under, ended)


def test_the_pin_buttons_words_say_no_pin_outside():
    """The Pin button read '77%: foe at 0 HP' with the foe on the floor, where the rules allow
    no pin (session 56's play-test): it says the pin is only in the ring; the tooltip keeps the
    chance and the reason."""
    from game.match import Match, pin_reason
    from ring_helpers import CAT
    from scene_helpers import setup_of
    st = Match(setup_of(4, ("human", "human"), "hardcore"), CAT).state
    st.sides[1].hp = 0
    assert not pin_reason(st, 0, short=True).endswith("ring only")
    for outside, said in ((0, "you're outside: ring only"), (1, "foe outside: ring only")):
        st.sides[outside].at_ringside = True  # (who is outside: session 63)
        assert pin_reason(st, 0, short=True) == said
        assert "you can only pin in the ring" in pin_reason(st, 0).lower()
        st.sides[outside].at_ringside = False
