"""Session 57's play-test (a newcomer, ten matches against Normal in a real window): what it
said read wrong, each mended."""
from __future__ import annotations


def test_the_referees_line_says_nothing_of_a_side():
    """'Referee Prudence Hale calls the match (Nadia Vise's side).': no rule reads whose side a
    Referee entered on, and the tester asked what it meant."""
    from conftest import catalog, plain_match
    from game.match import events as E
    from scenes.match.log_text import event_entry
    m = plain_match("showdown")
    ref = sorted(catalog().referees)[0]
    for seat, auto in ((0, True), (1, False)):
        text = event_entry(E.RefereeEntered(seat, ref, auto), m.state).text
        assert "side" not in text and text.endswith(("calls the match.", "takes charge."))


def test_the_count_line_does_not_read_as_a_count_out():
    """'The referee counts Nadia Vise outside (3 counts and out).' read as her counted out: the
    line says when they would be."""
    from conftest import plain_match
    from game.match import events as E
    from game.match.chances import countout_limit
    from scenes.match.log_text import event_entry
    m = plain_match("hardcore")
    text = event_entry(E.TurnEnded(3, (1,)), m.state).text
    assert text.endswith(f"outside: out if the count reaches {countout_limit(m.state) + 1}.")
    assert "and out" not in text


def test_the_pin_buttons_no_chance_names_the_term_that_holds_it_down_most():
    """'no chance: HP over a fourth, foe +12 moment...' was cut on the Pin button at 1280x720:
    the button says the biggest term holding the pin down; the tooltip still says two."""
    from conftest import plain_match, set_control, set_hp, set_momentum, set_position
    from game.match.chances import final_chance, pin_terms
    from game.match.pin_line import pin_reason
    for kind in ("normal", "hardcore", "showdown"):
        m = plain_match(kind)
        s = m.state
        set_control(s, 0)
        if kind == "showdown":  # (a pin the Showdown forbids says why: session 59)
            set_position(s, 1, on_mat=True)
        for hp in range(s.sides[1].max_hp, 0, -1):  # the highest HP that leaves two terms down
            set_hp(s, 1, hp)
            set_momentum(s, 0, [0, 0, 0, 0, 0, 0])
            set_momentum(s, 1, [2, 2, 2, 2, 2, 2])
            terms = pin_terms(s, 0)
            if final_chance(terms) <= 0 and sum(v < 0 for _, v in terms) >= 2:
                break
        else:
            raise AssertionError(kind)
        short, long_ = pin_reason(s, 0, short=True), pin_reason(s, 0)
        assert short.startswith("no chance: ") and "," not in short and " and " not in short
        assert " and " in long_  # (the tooltip: both)
        assert len(short) <= 30, short  # (two short lines on the button at 1280x720)


def test_the_results_rows_shrink_a_long_value_before_cutting_it(monkeypatch):
    """'7 (Saturday Night Haymak...' and '1 (Catering Line Ju...' on the results screen at
    1280x720: a row's value is drawn smaller until it fits (down to 12 px there)."""
    from scene_helpers import frame
    from game.lab.simulate import play_out
    from game.match import Match
    from game.match.setup import random_setup
    from scenes.app import App, Settings
    from scenes.ui import draw as D
    cut = []
    ellipsize = D.ellipsize_text

    def watching(words, size, max_w, bold=False):
        out = ellipsize(words, size, max_w, bold)
        if out != words and "Haymaker" in words:
            cut.append(words)
        return out
    monkeypatch.setattr(D, "ellipsize_text", watching)
    app = App((1280, 720), settings=Settings())
    m = play_out(Match(random_setup(app.cat, 1, "hardcore", "greedy", "greedy"), app.cat), 1)
    scene = app.reset("results", m.setup, m)
    for _ in range(80):
        frame(app, 1 / 30)
    app.render()
    assert "Saturday Night Haymaker" in str(scene.stats)  # (the match's biggest hit)
    assert not cut, cut
    app.stack.scenes.clear()


def test_the_replays_top_bar_keeps_up_with_quick_steps(tmp_path):
    """Right pressed quickly to the end of a replay ('46/46 \u00b7 turn 38') left the top bar
    on 'Turn 1 / 60' for seconds: every step's show was queued behind the last. A step while
    the ring still shows the one before jumps to it at once."""
    import pygame
    from scene_helpers import frame, key
    from game.lab.simulate import play_out
    from game.match import Match
    from game.match.setup import random_setup
    from game.store.match_file import save_match
    from scenes.app import App, Settings
    from scenes.match.facts import top_facts
    app = App((1280, 720), settings=Settings())
    m = play_out(Match(random_setup(app.cat, 30, "showdown", "greedy", "greedy"), app.cat), 30)
    scene = app.reset("replay", save_match(m, tmp_path, "quick"))
    frame(app)
    for _ in range(scene.cursor.length):
        key(app, pygame.K_RIGHT)
        frame(app, 1 / 30)
    assert scene.cursor.at_end
    for _ in range(30):  # a second
        frame(app, 1 / 30)
    assert top_facts(scene.model)["turn"] == scene.turn_at(scene.cursor.index)
    app.stack.scenes.clear()


def test_a_dead_hand_outside_is_told_the_way_back_in():
    """'nothing in your hand can be played. Pass (P) for a fresh hand' showed at ringside where
    Return to Ring (T) would have made the pages playable (session 57's second play-test)."""
    from scene_helpers import setup_of, until_seat_zero_acts
    from game.match.legal import dead_hand, play_blocker
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "hardcore")))
    st = scene.match.state
    me = st.sides[0]
    me.at_ringside = True  # outside alone, with a hand of pages none of which can be played
    pool = me.hand + me.playbook  # out there
    me.hand = [p for p in pool if play_blocker(st, 0, p, paying=False)][:len(me.hand)]
    me.playbook = [p for p in pool if p not in me.hand]
    assert dead_hand(st, 0)
    scene.refresh()
    words, _ = scene.model.prompt()
    assert "no page plays out here" in words and "Return to Ring (T) or Pass (P)" in words
    from scenes.match.log_text import short_name  # and it fits the pill at 1280x720 whatever
    from scenes.match.prompt_line import prompt_rect  # the name (the first wording was cut)
    from scenes.ui import widgets as W
    L, who = scene.L, scene.model.short(0)
    for star in app.cat.lib.superstars.values():
        line = words.replace(who, short_name(star.name), 1)
        room = prompt_rect(L, line, 1.0).w - round(20 * L.s)
        assert W.text_width(line, round(15 * L.s), True) <= room, line
    st.sides[0].at_ringside = False
    st.sides[1].at_ringside = True  # (the foe outside: no way back in to offer)
    scene.refresh()
    words, _ = scene.model.prompt()
    if scene.model.regroup_ready:
        assert "Return to Ring" not in words
    app.stack.scenes.clear()


def test_the_prompt_over_a_beaten_foe_that_cannot_be_pinned_is_short():
    """'Professor Ada Quill: the foe is at 0 HP but can't be pinned now: The Pin button now
    costs 2...' was cut at 1280x720."""
    from scene_helpers import setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "normal")))
    st = scene.match.state
    st.sides[1].hp = 0
    for side in st.sides:
        side.at_ringside = False
    st.sides[0].failed_pins = 9  # the button costs 9 Attitude
    scene.refresh()
    words, _ = scene.model.prompt()
    assert words.endswith("foe at 0 HP, no pin yet: The Pin now costs 9 Attitude; you have "
                          f"{st.sides[0].momentum[5]}."), words
    app.stack.scenes.clear()
