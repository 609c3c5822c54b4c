"""What a play-tester saw in a real window (session 37): the ring never drawn over a modal
chooser, every status chip visible, no raw ids in the log, the tap-out prompt's real count, no
roll shown for a 0% chance, the pin bonus saying it won't last, cards saying what blocks them,
commentary that fits, the referee's name off the figures, a readable results screen, hotkey
badges off the titles, and a visible keyboard focus."""
from __future__ import annotations

import scene_helpers  # noqa: F401  (dummy drivers, temporary folders)

import pygame
import pytest

from game.match import events as E
from scenes.app import App, Settings
from scene_helpers import frame, human_table, setup_of
from conftest import under_way

MAGENTA = (255, 0, 255)


@pytest.fixture(scope="module", params=[(1280, 720), (1920, 1080)])
def scene(request):
    return human_table(request.param, 9)


def test_the_ring_show_is_never_drawn_over_an_open_chooser(scene, monkeypatch):
    """Bug 1: the tap-out chooser is modal; the figures, referee and ropes stay under it."""
    from scenes.match import drawing
    from game.match.apply import apply_in_place
    real = drawing.RV.draw_show

    def loud_show(surface, L, *args, **kw):  # the show, painted loud over the whole ring
        real(surface, L, *args, **kw)
        surface.fill(MAGENTA, L.stage)
    monkeypatch.setattr(drawing.RV, "draw_show", loud_show)
    st = scene.match.state
    saved = (st.sides[0].injury_due, list(st.sides[0].injury_causes))
    apply_in_place(st, E.InjuryTaken(0, "sneak attack"))
    try:
        scene.refresh()
        frame(scene.test_app)
        assert scene.model.choice_mode() == "tapout" and scene.choice_rects
        screen = scene.test_app.screen
        stage = scene.L.stage
        checked = 0
        for _, rect in scene.choice_rects:
            area = rect.clip(stage)
            for x in range(area.left, area.right, 7):
                for y in range(area.top, area.bottom, 7):
                    assert tuple(screen.get_at((x, y)))[:3] != MAGENTA, (x, y)
                    checked += 1
        assert checked
        frame(scene.test_app)  # and on the next frame too (the layer is kept)
        _, rect = scene.choice_rects[0]
        assert tuple(screen.get_at(rect.clip(stage).center))[:3] != MAGENTA
    finally:
        st.sides[0].injury_due, st.sides[0].injury_causes[:] = saved[0], saved[1]
        scene.refresh()
        frame(scene.test_app)


@pytest.mark.parametrize("at_ringside", [False, True])
def test_every_status_in_play_shows_on_the_panel(scene, at_ringside):
    """Bug 2: a side holding every status at once (on the mat, warned, cheered) still shows
    every one of them on its panel: as a chip, or in a '+N' chip whose tooltip names it."""
    from game.library import MOMENTUM, STATUSES
    from scenes.match import facts as F
    from sprites.panel import panel_spots
    side = scene.match.state.sides[0]
    saved = (list(side.statuses), side.on_mat, side.at_ringside, side.warnings,
             side.crowd_points, side.points)
    side.statuses[:] = list(STATUSES)
    side.on_mat, side.at_ringside, side.warnings = True, at_ringside, 2
    side.crowd_points, side.points = 3, 12
    try:
        for statuses in ([STATUSES[2], STATUSES[5]], list(STATUSES)):
            side.statuses[:] = statuses
            panel = scene.panel_rect(0)
            spots = panel_spots(scene.panel_data(0), panel.size, scene.L.s)
            shown = set()
            for rect, word in spots:
                assert panel.move(-panel.x, -panel.y).contains(rect), (word, rect)
                shown.update(word.split("+"))
                if "+" in word:
                    tip = F.keyword_words(word)
                    for st in word.split("+"):
                        assert st.replace("_", " ").title() in tip, (st, tip)
            assert set(statuses) <= shown, (statuses, shown)
            assert {"warnings", "crowd", "points"} <= shown
            chips = [r for r, w in spots if w not in MOMENTUM]
            for a in chips:  # no chip hides another
                assert not any(a is not b and a.colliderect(b) for b in chips)
            frame(scene.test_app)
    finally:
        side.statuses[:] = saved[0]
        side.on_mat, side.at_ringside, side.warnings, side.crowd_points, side.points = saved[1:]
        frame(scene.test_app)


ID = r"\b[a-z]+(?:_[a-z]+)+\b"  # an internal id: 'injured_back', 'busted_open'


def test_a_ditched_page_names_the_status_in_words():
    """Bug 3: 'ditches Citation Cutter (injured_back)' says 'Injured Back'."""
    from game.library import Catalog, load_library
    from game.match import Match
    from scenes.match.log_text import event_line
    m = Match(setup_of(3), Catalog(load_library()))
    inst = m.state.sides[0].hand[0]
    line = event_line(E.PageDitched(0, inst, "injured_back"), m.state)
    assert "(Injured Back)" in line and "injured_back" not in line
    card = event_line(E.PageDitched(0, inst, "Grind Them Down"), m.state)
    assert card.endswith("(Grind Them Down).")  # a card's name stays as it is
    injury = event_line(E.InjuryTaken(0, "sneak attack"), m.state)
    assert "(sneak attack)" in injury


def test_no_internal_id_reaches_the_log_or_the_commentary():
    """Bug 3: no line of a played match's log (any match type) or its commentary shows a raw
    id."""
    import re
    from game.library import Catalog, load_library
    from game.lab.simulate import play_out, random_setup
    from game.match import Match
    from scenes.match import commentary as CM
    from scenes.match import log_text
    from test_ring_show import played
    cat = Catalog(load_library())
    ditched = 0
    for seed in range(8):
        for kind in ("normal", "hardcore", "showdown"):
            m = Match(random_setup(cat, seed, kind, "greedy", "greedy"), cat)
            play_out(m, seed)
            for line in log_text.log_lines(m):
                ditched += "ditches" in line
                assert not re.search(ID, line), line
    assert ditched  # the lines that leaked were looked at
    c = CM.Commentary(CM.load_booth(), 4)
    for events, st in played(4)[1]:
        for _, words in c.lines(events, st):
            assert not re.search(ID, words), words


def test_the_tap_out_prompt_names_the_real_move_card_keys(scene):
    """Bug 4: 'choose a Move card to tap out (1-5)' when the side has 4 Move cards."""
    from game.match.apply import apply_in_place
    from scenes.ui.gamepad import pad_words
    st = scene.match.state
    side = st.sides[0]
    saved = (side.injury_due, list(side.injury_causes), list(side.tapped))
    apply_in_place(st, E.InjuryTaken(0, "sneak attack"))
    try:
        scene.refresh()
        n = len(side.move_cards)
        assert n == 4  # this Superstar's four signature Move cards
        words = scene.model.prompt()[0]
        assert words.endswith(f"tap out (1-{n})"), words
        side.tapped[1] = True
        words = scene.model.prompt()[0]
        assert words.endswith("tap out (1, 3 or 4)"), words
        assert pad_words(words).endswith("tap out")  # a controller reaches them another way
    finally:
        side.injury_due, side.injury_causes[:], side.tapped[:] = saved
        scene.refresh()
        frame(scene.test_app)


def test_a_zero_chance_submission_or_pin_shows_no_roll():
    """Bug 5: 'no chance — Ruud Thorsen holds on' in the log, 'HOLDS ON! rolled 95' in the
    banner: a 0% hold or pin has no roll to show; a real chance still shows its roll."""
    from scenes.match.buttons import pin_tip_at_end
    from scenes.match.log_text import event_line
    from scenes.match.presenter import Presenter
    from test_ring_show import played
    st = played()[1][-1][1]
    for chance in (0, 40):
        for ev in (E.SubmissionAttempted(0, 0, (), chance, 95, False),
                   E.PinAttempted(0, "button", 0, (), chance, 95, False)):
            p = Presenter()
            p.present([ev], st)
            subs = " | ".join(c.data.get("sub", "") for c in p.cues if c.kind == "banner")
            assert ("rolled 95" in subs) == (chance > 0), (ev, subs)
            assert ("rolled 95" in event_line(ev, st)) == (chance > 0)
    class Entry:
        events = (E.PinAttempted(0, "button", 0, (), 0, 95, False),)
    tip = " ".join(w for w, _ in pin_tip_at_end([Entry()], lambda seat: "X"))
    assert "rolled" not in tip and "no chance" in tip, tip


def test_the_finishers_pin_bonus_says_it_will_not_last():
    """Bug 6: 'your Finisher just hit' fell from 56% to 35% a move later: ADV-16's +20 counts
    only while the Finisher is the last move to connect, the turn it hit and the next; the Pin
    button and its tooltip say so."""
    from game.library import Catalog, load_library
    from game.match import Match, pin_reason
    m = Match(setup_of(3), Catalog(load_library()))
    st = m.state
    under_way(st)
    st.turn = 10
    st.sides[1].hp = st.sides[1].max_hp // 3  # base 0%: the Finisher is the biggest term
    st.sides[0].last_move = (10, 0, 0, ("finisher",))
    long_, short = pin_reason(st, 0), pin_reason(st, 0, short=True)
    assert "+20 if you pin now or after one more page (not a move that connects); a second " \
        "page loses it" in long_, long_  # (in pages, not turns: session 65's play-test)
    assert "Finisher +20, now or next page" in short, short
    st.turn = 11
    assert "+20 only if you pin now: any page first loses it" in pin_reason(st, 0)
    assert "Finisher +20, pin now" in pin_reason(st, 0, short=True)
    st.turn = 12  # gone: no word of it
    assert "Finisher" not in pin_reason(st, 0) + pin_reason(st, 0, short=True)
    st.turn, st.sides[1].hp = 10, 0  # a bigger term leads; the Finisher's still said to end
    long_ = pin_reason(st, 0)
    assert "down at 0 HP" in long_ and "+20 counts if you pin now or after one more" in long_


def test_a_page_says_what_it_needs_before_it_can_be_played():
    """Bug 7: Freight Tackle and Top-Rope Crossbody said only 'Foe to the mat.': the need for a
    standing foe came only from 'Can't play this now'. Every page's hover says what blocks it."""
    from game.library import Catalog, load_library
    from game.match import rules_for
    from scenes.match import facts as F
    lib = Catalog(load_library()).lib
    by_name = {c.name: c for c in lib.pages.values()}
    for kind in ("normal", "hardcore", "showdown"):
        rules = rules_for(kind)
        for name in ("Freight Tackle", "Top-Rope Crossbody"):
            assert "Needs the foe standing" in F.keywords(by_name[name], rules)[0]
        for card in lib.pages.values():
            first = (F.keywords(card, rules) or [""])[0]
            if card.kind == "move" and "defensive" not in card.tags:
                if card.requires.foe == "mat":
                    assert "Needs the foe down on the mat" in first, card.name
                pins = any(e.do == "pin" for e in card.effects)
                if card.requires.foe == "standing" and not (pins and kind == "showdown"):
                    assert "Needs the foe standing" in first, card.name
                if card.requires.place == "ringside":
                    assert "at ringside" in first, card.name
            if card.special == "status":
                assert "Only while the foe is not " in first, card.name
    roll_up = F.keywords(by_name["Back-Pocket Roll-Up"], rules_for("showdown"))[0]
    assert "It pins: in a Showdown" in roll_up


def test_hovering_a_hand_card_shows_what_it_needs(scene, monkeypatch):
    """Bug 7: the lifted hand card's tooltip starts with its needs."""
    from scenes.match import drawing
    seen = []
    real = drawing.HOV.hand_tips
    monkeypatch.setattr(drawing.HOV, "hand_tips",
                        lambda surface, rect, slot, helps, *a: (seen.append(helps),
                                                                real(surface, rect, slot, helps,
                                                                     *a)))
    moves = [sl for sl in scene.slots
             if scene.state.info(sl.page).kind == "move"
             and "defensive" not in scene.state.info(sl.page).tags]
    assert moves
    scene.test_app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=moves[0].rect.center,
                                              rel=(0, 0), buttons=(0, 0, 0)))
    frame(scene.test_app)
    assert seen and seen[-1][0].startswith("Needs the foe "), seen


def _booth_and_state():
    from scenes.match import commentary as CM
    from test_ring_show import played
    st = played(4)[1][-1][1]
    return CM, CM.load_booth(), st


def test_a_distracted_referee_is_not_called_down():
    """Bug 8: 'The referee is down!' while Argue with the Ref only distracts him."""
    CM, booth, st = _booth_and_state()
    for seed in range(12):
        said = CM.Commentary(booth, seed).lines([E.RefDistracted(0, st.turn + 3)], st)
        assert said and all(" down" not in words for _, words in said), said
        assert any("distracted" in w or "looking" in w for _, w in said)


def test_again_and_twice_lines_only_fire_on_a_repeat():
    """Bug 8: 'You can't fool Ada Quill twice' on her first counter, 'Here's ... again' on a
    move's first use."""
    import re
    CM, booth, st = _booth_and_state()
    again = re.compile(r"\b(again|twice)\b", re.I)
    pages = [p for p in st.sides[0].hand + st.sides[0].discard
             if st.info(p).kind == "move"][:2]
    counter = E.MoveCountered(0, pages[0], (0,) * 6, 1, pages[1])
    hit = E.MoveConnected(0, pages[0], "in_close", "head", 4, (), ())
    firsts, repeats = [], []
    for seed in range(40):
        for ev in (counter, hit):
            c = CM.Commentary(booth, seed)
            firsts += [w for _, w in c.lines([ev], st)]
            repeats += [w for _ in range(3) for _, w in c.lines([ev], st)]
    assert firsts and not [w for w in firsts if again.search(w)], firsts
    assert [w for w in repeats if again.search(w)]  # a repeat may say it


def test_a_move_that_did_no_damage_gets_no_damage_line():
    """Bug 8: 'right to the back!' for a counter that did 0 damage."""
    CM, booth, st = _booth_and_state()
    page = next(p for p in st.sides[0].hand + st.sides[0].discard
                if st.info(p).kind == "move")
    hurts = [ln for ln in booth.lines["connected"] if not ln.fits(True, False)]
    assert hurts
    said = []
    for seed in range(40):
        c = CM.Commentary(booth, seed)
        said += [w for _, w in c.lines([E.MoveConnected(0, page, "in_close", "back", 0, (),
                                                        ())], st)]
    assert said
    for words in said:
        assert "back" not in words and "0 to" not in words, words
        assert "feels that" not in words and "eats a" not in words, words


def test_the_referees_name_is_on_the_top_chip_whole_and_not_over_the_figures(scene,
                                                                            monkeypatch):
    """Bug 9: 'Ref: Referee Rookie Reyes' floated over the wrestlers' legs, and the top chip
    read 'Ref: Referee Rookie Rey...'."""
    from scenes.match import facts as F
    from scenes.match import ring_view
    from scenes.ui import widgets as W
    st = scene.match.state
    saved = st.referee
    said = []
    real = ring_view.W.text_surface
    monkeypatch.setattr(ring_view.W, "text_surface",
                        lambda words, *a, **k: (said.append(words), real(words, *a, **k))[1])
    try:
        for pid in ("ref_rookie_reyes", "ref_quinn_quickhand"):
            st.referee = (1, pid)
            name = scene.cat.lib.pages[pid].name.removeprefix("Referee ")
            scene.refresh()
            for _ in range(300):  # the top bar's region is redrawn within a few frames
                frame(scene.test_app)
                rects = [r for kind, c, r in scene.chip_rects if kind == "ref" and c.id == pid]
                if rects:
                    break
            words = [w for kind, _, w in F.top_facts(scene.model)["chips"] if kind == "ref"]
            assert words == [f"Ref: {name}"]
            size = round(16 * scene.L.s)
            assert rects and rects[0].w >= W.text_width(words[0], size, True), rects
            assert not [w for w in said if name in w or "Ref:" in w], said
    finally:
        st.referee = saved
        scene.refresh()
        frame(scene.test_app)


def test_the_top_bar_calls_a_distracted_referee_distracted(scene):
    """Bug 8/9: the top bar's chip said 'Ref down!' while the referee was only distracted."""
    from scenes.match import facts as F
    st = scene.match.state
    saved = (st.referee, st.ref_distracted_until)
    st.referee, st.ref_distracted_until = None, st.turn + 2
    try:
        words = [w for _, _, w in F.top_facts(scene.model)["chips"]]
        assert "Ref distracted!" in words and not any("down" in w for w in words), words
    finally:
        st.referee, st.ref_distracted_until = saved


@pytest.fixture(scope="module")
def squashed():
    """A finished match that ends in a squash (with a Move card tapped for it)."""
    from game.library import Catalog, load_library
    from game.lab.simulate import play_out, random_setup
    from game.match import Match, squash
    cat = Catalog(load_library())
    for seed in range(40):  # the first seed whose match the rules of the day end in a squash
        m = Match(random_setup(cat, seed, "normal", "hard", "random"), cat)
        play_out(m, seed)
        if m.state.over is not None and squash(m.state) and \
                any("squash" in side.tap_causes for side in m.state.sides):
            return m
    raise AssertionError("no squash with a tapped Move card in 40 seeds")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_results_after_a_squash_are_readable(squashed, size):
    """Bug 10: 'Injuries 1' with no reason; the signature Move cards shrank until unreadable
    under the SQUASH banner; the 'Match saved' toast sat on the winner's headline."""
    from scenes.match import results as R
    from scenes.match import results_moves as RM
    app = App(size, settings=Settings(ai_speed="fast"))
    sc = app.reset("results", squashed.setup, squashed)
    app.toasts.add("Match saved: current-798924224.json", "good")
    for _ in range(12):
        frame(app)
    s = sc.s
    loser = 1 - squashed.state.over.winner
    side = squashed.state.sides[loser]
    assert R.injuries_words(sc.stats[loser]["injuries"], side).endswith("(squash)")
    rects = [r for _, r in sc.card_rects]
    assert len(rects) == sum(len(x.move_cards) for x in squashed.state.sides)
    for r in rects:  # a readable face, or a chip tall enough for its words
        assert r.w >= round(RM.MIN_FACE_W * s) or (r.h >= round(15 * s) and r.w >= 60 * s), r
    bottom = sc.rematch_btn.rect.top - round(24 * s)  # where the panels end
    assert all(r.bottom <= bottom for r in rects)
    for a in rects:
        assert not any(a is not b and a.colliderect(b) for b in rects)
    top = sc.toast_top()
    headline = sc.title_image(s).get_height() * 1.15 + round(40 * s)
    assert top > headline and top >= bottom and top < size[1], (top, headline, bottom)


def test_hotkey_badges_keep_clear_of_the_card_titles(scene):
    """Bug 11: the number badge hid the first letters of a title ('Chain Wrestling' read as
    'Grain Wrestling'): each badge sits clear of its card, inside the hand's region."""
    from scenes.match import hand as HV
    s = scene.L.s
    br = round(11 * s)
    region = scene.layer_rects["hand"]
    assert scene.slots
    for slot in scene.slots:
        cx, cy = HV.badge_centre(slot.rect, s)
        badge = pygame.Rect(0, 0, 2 * br + 4, 2 * br + 4)
        badge.center = (cx, cy)
        assert not badge.colliderect(slot.rect), (slot.index, badge, slot.rect)
        assert region.contains(badge), (slot.index, badge, region)
        lifted = scene.lifted_rect(slot)
        badge.center = HV.badge_centre(lifted, s, True)
        assert not badge.colliderect(lifted)


def test_the_keyboard_focus_on_a_hand_card_lifts_it_with_a_bright_ring(scene, monkeypatch):
    """Bug 12: the focused hand card was hard to see: it is lifted as a hovered card is, ringed
    in a colour the playable cards' gold glow does not have."""
    from scenes.match import drawing
    from scenes.match import hand as HV
    calls = []
    real = drawing.HV.draw_hand_card
    monkeypatch.setattr(drawing.HV, "draw_hand_card",
                        lambda surface, L, slot, card, face_up, acting, lifted, focused, *a:
                        (calls.append((slot.index, lifted, focused)),
                         real(surface, L, slot, card, face_up, acting, lifted, focused, *a))[1])
    app = scene.test_app
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                   buttons=(0, 0, 0)))
    items = scene.focusables()
    target = next(i for i, f in enumerate(items) if isinstance(f, HV.HandFocus))
    scene.focus.index = target
    try:
        frame(app)
        index = items[target].index
        assert (index, True, True) in calls, calls  # lifted, as the pointer lifts it
        rect = scene.lifted_rect(scene.slots[index])
        ring = max(3, round(4 * scene.L.s))
        colours = {tuple(app.screen.get_at((rect.centerx, rect.top - k)))[:3]
                   for k in range(1, ring + 1)}
        assert HV.FOCUS_RING in colours, colours
    finally:
        scene.focus.index = None
        frame(app)


def _pinning_page_in_hand(state, seat: int = 0) -> int:
    """Put a page that pins in the seat's hand (from its playbook); its instance."""
    from game.match.legal import pins
    side = state.sides[seat]
    inst = next(i for i in side.hand + side.playbook if pins(state.info(i)))
    if inst not in side.hand:
        side.playbook.remove(inst)
        side.hand.append(inst)
    return inst


def test_a_pinning_page_previews_its_pin_chance_as_it_would_be():
    """Bug 6: pinning pages (Back-Pocket Roll-Up) showed no chance in hand: the preview is the
    chance the pin would have if played now and let through (in a Normal match, with no
    automatic effects, exactly the one the pin then has)."""
    from game.library import Catalog, load_library
    from game.match import Match, commands as C, page_pin_chance
    m = Match(setup_of(3), Catalog(load_library()))
    st = m.state
    under_way(st)
    inst = _pinning_page_in_hand(st)
    st.control = 0
    st.sides[0].momentum[:] = [9] * 6
    st.sides[1].hp = 5
    other = next(i for i in st.sides[0].hand if st.info(i).kind == "momentum" or
                 not any(e.do == "pin" for e in st.info(i).effects))
    assert page_pin_chance(st, 0, other) is None  # no pin, no preview
    assert page_pin_chance(st, 1, inst) is None  # not that seat's page, nor its turn
    chance = page_pin_chance(st, 0, inst)
    assert chance is not None and chance > 0
    events = list(m.play(C.PlayPage(0, inst)))
    if m.state.pending is not None:
        events += m.play(C.Allow(1))
    pins = [ev for ev in events if type(ev) is E.PinAttempted]
    assert pins and pins[0].chance == chance


def test_hovering_a_pinning_page_shows_its_pin_chance(scene, monkeypatch):
    from scenes.match import drawing
    st = scene.match.state
    side = st.sides[0]
    saved = (list(side.hand), list(side.playbook))
    seen = []
    real = drawing.HOV.hand_tips
    monkeypatch.setattr(drawing.HOV, "hand_tips",
                        lambda surface, rect, slot, helps, *a: (seen.append((slot.page, helps)),
                                                                real(surface, rect, slot, helps,
                                                                     *a)))
    inst = _pinning_page_in_hand(st)
    try:
        scene.refresh()
        frame(scene.test_app)
        slot = next(sl for sl in scene.slots if sl.page == inst)
        scene.test_app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=slot.rect.center,
                                                  rel=(0, 0), buttons=(0, 0, 0)))
        frame(scene.test_app)
        helps = [h for page, h in seen if page == inst]
        assert helps and helps[-1][0].startswith("Pin chance if it connects now: about"), helps
    finally:
        side.hand[:], side.playbook[:] = saved
        scene.refresh()
        frame(scene.test_app)
