"""Session 60's play-test: words that read the rules right, and a table that does not give the
ending away."""
from __future__ import annotations

import scene_helpers  # noqa: F401  (dummy drivers, temporary folders)

from game.match.chances import base_by_hp, submission_terms


def _howto(page_id: str) -> str:
    from game.tutorial.howto import PAGES
    return " ".join(next(p for p in PAGES if p.id == page_id).text)


def test_how_to_play_gives_the_submission_its_own_numbers():
    """'How to play says the HP base is 0% below half HP and momentum counts at most 10%; the
    why? panel for the Hardcore submission showed base (HP) -25 and momentum +30': a
    submission uses the Showdown's base in every match type, and twice the momentum."""
    from game.match import Match, MatchSetup, SeatSetup
    from conftest import catalog
    words = _howto("submissions")
    for hp in (20, 10, 4):
        assert f"{base_by_hp(hp, 40)}%" in words
    assert "twice the momentum difference with no limit" in words
    m = Match(MatchSetup(seed=3, match_type="hardcore", seats=[
        SeatSetup(superstar="brick_hollander", controller="human"),
        SeatSetup(superstar="kestrel_ortiz", controller="human")]), catalog())
    st = m.state
    st.sides[1].hp = st.sides[1].max_hp // 3
    terms = dict(submission_terms(st, 0, "back", 2))
    assert terms["base (HP)"] == base_by_hp(st.sides[1].hp, st.sides[1].max_hp) == -25
    st.sides[0].momentum = [9, 9, 9, 9]
    assert dict(submission_terms(st, 0, "back", 2))["momentum"] == \
        2 * (st.sides[0].total_momentum() - st.sides[1].total_momentum()) > 10


def test_the_moves_so_far_term_is_named_so():
    """'Pin breakdowns label the moves-connected term turns: +9%': the term is the moves
    connected so far, one per two, wherever a chance is read term by term."""
    from scenes.match.buttons import pin_tip
    from scenes.match.log_text import terms_words
    terms = (("base (HP)", 20), ("turns", 9))
    assert "moves so far (1 per 2): +9%" in [line for line, _ in pin_tip(terms, 29, None)]
    assert terms_words(terms) == "base (HP) +20, moves so far (1 per 2) +9"
    assert "moves so far (1 per 2)" in _howto("pins")


def test_the_count_out_words_say_who_began_the_turn_in_control():
    """'The count-out rule reads two ways' (How to play: who held control; the glossary: each
    turn you act outside): both say the one who began the turn in control is counted."""
    from game.library.glossary import RULE_WORDS
    assert "began it in control" in _howto("ringside")
    assert "Begin a turn in control outside" in RULE_WORDS["count_out"][1]


def test_esc_takes_a_cards_focus_before_it_pauses():
    """'Esc while a card has keyboard focus opens Pause instead of clearing the focus': the
    first Esc puts the focused card down, the next opens the pause menu."""
    import pygame
    from scene_helpers import frame, human_table, key
    from scenes.routes import is_scene
    sc = human_table((1280, 720), 3)
    app = sc.test_app
    key(app, pygame.K_TAB)
    frame(app)
    assert sc.focus.index is not None
    key(app, pygame.K_ESCAPE)
    frame(app)
    assert app.stack.top is sc and sc.focus.index is None
    key(app, pygame.K_ESCAPE)
    frame(app)
    assert is_scene(app.stack.top, "pause")
    app.stack.scenes.clear()


def test_a_move_of_a_type_the_string_holds_says_the_crowd_tires():
    """'The crowd tires of Brick going back to the same move type in one string: +1 Crowd
    Point to Ada; hovering a card never warns about a repeated type' (session 60's
    play-test): before it is played a move says so exactly when landing gives the foe a
    Crowd Point."""
    from conftest import catalog, plain_match, prepare_move
    from game.match import commands as C, events as E, repeats_a_type
    from scenes.match.facts import page_note
    info = catalog().info
    first = "shin_kick"
    kind = info[first].move_type
    same = next(p for p, i in info.items() if p != first and i.is_move and i.move_type == kind
                and not i.effects and not {"finisher", "defensive"} & i.tags)
    other = next(p for p, i in info.items() if i.is_move and i.move_type != kind and
                 not i.effects and not {"finisher", "defensive"} & i.tags)
    for second, tires in ((same, True), (other, False)):
        m = plain_match("normal")
        s = m.state
        m.play(C.PlayPage(0, prepare_move(s, 0, first)))
        page = prepare_move(s, 0, second)
        words = repeats_a_type(s, 0, page)
        assert bool(words) == tires
        note = page_note(s, 0, page)
        assert (note is not None and words in note[1]) if tires else \
            note is None or "crowd tires" not in note[1]
        evs = m.play(C.PlayPage(0, page))
        crowd = [e for e in evs if type(e) is E.CrowdSupportGiven and "same move type" in e.reason]
        assert bool(crowd) == tires, (second, evs)


def test_the_injury_words_agree_on_how_long_it_lasts():
    """'The glossary says an Injury lasts this match and the next; the tap-out dialog says the
    rest of this match': outside a season an injury lasts the match; How to play, the glossary
    and the tutorial's lesson say a season's lasts into the next."""
    from game.library.glossary import RULE_WORDS
    from game.tutorial.lessons import LESSONS
    lesson = next(x for x in LESSONS if x.id == "injury")
    for words in (_howto("injuries"), RULE_WORDS["injury"][1], lesson.text):
        assert "the rest of the match (in a season, the next" in words, words


def test_the_results_count_a_seasons_card_tapped_before():
    """'The Results screen showed Move cards tapped 0 for Lucius while his Spotlight Hog was
    shown tapped' (a season's card tapped out in an earlier match)."""
    from types import SimpleNamespace
    from scenes.match.results import injuries_words
    side = SimpleNamespace(tapped=[True, False, False], tap_causes=["sneak_attack", "", ""])
    assert injuries_words(0, side) == "0, 1 from before"
    assert injuries_words(1, side) == "1 (Sneak Attack)"
    side = SimpleNamespace(tapped=[True, True, False], tap_causes=["sneak_attack", "squash", ""])
    assert injuries_words(1, side).endswith(", 1 from before")


def test_the_saved_toast_names_no_file():
    """'The Match saved: current-2089188036.json toast shows a developer-style file name': it
    says where to find the match instead."""
    from scene_helpers import human_table
    sc = human_table((1280, 720), 3)
    app = sc.test_app
    sc.save_and_quit()
    words = [t.text for t in app.toasts.items if t.text.startswith("Match saved")]
    assert words == ["Match saved: Continue picks it up."]
    app.stack.scenes.clear()


def test_a_new_season_says_the_old_one_stays(monkeypatch, tmp_path):
    """'Start Season overwrote my saved season without asking' (it did not: each season has
    its own save): a second season's start says the first stays in Load."""
    from scene_helpers import frame
    from scenes.app import App
    from game.store import save_folder
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    app = App((1280, 720))
    for n in (1, 2):
        app.reset("season_setup").start()
        frame(app)
        said = [t.text for t in app.toasts.items if "other seasons" in t.text]
        assert bool(said) == (n == 2)
        app.toasts.items.clear()
    assert len([p for p in save_folder().iterdir() if p.name.startswith("season-")
                and p.suffix == ".json"]) == 2
    app.stack.scenes.clear()


def test_a_small_hand_card_shows_its_warnings():
    """'At 1280x720 ... Eye Rake's You receive 2 warnings was invisible; I played them blind':
    a face too small for its rules text wears a red WARN tag when the page gives warnings, and
    a page that gives none wears no tag."""
    from game.library import load_library
    from sprites import card_face as CF
    lib = load_library()
    drawn = []
    real = CF.parts.tight
    CF.parts.tight = lambda words, *a, **k: (drawn.append(words), real(words, *a, **k))[1]
    try:
        for pid, warned in (("eye_rake", 2), ("shin_kick", 0)):
            drawn.clear()
            CF._draw_page(lib.pages[pid], CF.MINI_BELOW - 20)
            assert ("WARN +2" in drawn) == bool(warned), (pid, drawn)
        drawn.clear()
        CF._draw_page(lib.pages["eye_rake"], CF.MINI_BELOW + 40)  # its rules text says it
        assert "WARN +2" not in drawn
    finally:
        CF.parts.tight = real


def test_a_lifted_card_gives_way_to_its_neighbour():
    """'A hovered card lifts up and blocks hovering the cards next to it' (both testers of
    session 60): with a card lifted, the pointer on a neighbour's own place in the fan lifts
    the neighbour; on the lifted card above the fan it stays up."""
    import pygame
    from scene_helpers import frame, human_table
    for size in ((1280, 720), (1920, 1080)):
        sc = human_table(size, 3)
        app = sc.test_app

        def point(pos):
            app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                           buttons=(0, 0, 0)))
            frame(app)
            return sc.hovered_hand()
        slots = sc.slots
        assert len(slots) >= 3
        assert point(slots[1].rect.center) == 1
        lifted = sc.lifted_rect(slots[1])
        covered = [i for i in (0, 2) if lifted.colliderect(slots[i].rect)]
        assert covered, "the lifted card covers a neighbour"
        for i in covered:
            spot = slots[i].rect.clip(lifted)
            spot = next(p for p in ((spot.centerx, y) for y in range(spot.bottom - 1, spot.top, -1))
                        if not slots[1].rect.collidepoint(p))
            assert point(slots[1].rect.center) == 1
            assert point(spot) == i, (size, i)
        assert point(slots[1].rect.center) == 1
        above = (lifted.centerx, lifted.top + 5)
        assert point(above) == 1
        app.stack.scenes.clear()


def test_the_tap_out_chooser_names_the_superstar_without_a_nickname():
    """'The title is cut off: Ruud "The Mountain" Thorsen is injured by the sq...': the
    chooser's title uses the short name."""
    from scene_helpers import frame, setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    from scenes.match import choosers as CV
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    sc = until_seat_zero_acts(app, app.reset("match", setup_of(
        5, ("human", "greedy"), "normal", stars=("ruud_thorsen", "mack_doyle"))))
    assert '"' in sc.model.name(0)
    sc.state.sides[0].injury_due = 1
    names = []
    real = CV.draw_tapout
    CV.draw_tapout = lambda surface, s, t, name, *a: (names.append(name),
                                                      real(surface, s, t, name, *a))[1]
    try:
        sc.refresh()
        frame(app)
    finally:
        CV.draw_tapout = real
    assert names and names[-1] == "Ruud Thorsen"
    app.stack.scenes.clear()
