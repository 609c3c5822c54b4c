"""What session 77 mended: each test names what a player did or what the last read found."""
from __future__ import annotations

import pygame
from scene_helpers import click, frame, key

from test_playtest_s65 import app  # noqa: F401 (a window whose saves go to the test's folder)


def _builder_from_a_starter(app):
    """The builder at 1280x720 with a Superstar's starter put in (its name filled in)."""
    builder = app.reset("builder")
    frame(app)
    builder.start_w.set_value(builder.start_options()[1][0])
    builder.start_from()
    frame(app)
    return builder


def test_typing_into_the_builders_filled_in_name_replaces_it(app):
    """'My Brick Hollander' took the typed name on its end ('My Brick HollanderNight Hawk'):
    a click into the name the game filled in chooses it all, so typing replaces it."""
    builder = _builder_from_a_starter(app)
    field = builder.name_w
    assert field.value.startswith("My ")
    click(app, field.rect.center)
    for ch in "Hawk":
        key(app, getattr(pygame, f"K_{ch.lower()}"), unicode=ch)
    assert field.value == "Hawk"
    click(app, field.rect.center)  # (clicked again: the player's own name is typed on)
    key(app, pygame.K_s, unicode="s")
    assert field.value == "Hawks"
    app.stack.scenes.clear()


def test_a_tab_into_the_filled_in_name_chooses_it_too(app):
    """Tab to the name field is the keyboard's click: the filled-in name is chosen."""
    builder = _builder_from_a_starter(app)
    for _ in range(20):
        key(app, pygame.K_TAB)
        if builder.name_w.editing:
            break
    assert builder.name_w.editing and builder.name_w.selected
    key(app, pygame.K_x, unicode="X")
    assert builder.name_w.value == "X"
    app.stack.scenes.clear()


def test_a_saved_playbooks_name_is_typed_on(app):
    """A name the player gave (not the game's) is kept: a click puts the caret at its end."""
    builder = _builder_from_a_starter(app)
    builder.name_w.value = "Night Hawk"
    click(app, builder.name_w.rect.center)
    key(app, pygame.K_s, unicode="s")
    assert builder.name_w.value == "Night Hawks"
    app.stack.scenes.clear()


def test_the_builders_save_toast_keeps_off_its_count(app):
    """'Saved ... in the folder above' covered the 40 / 40 and what the playbook holds for
    a moment: the builder's toasts stand over its charts, above its buttons."""
    builder = _builder_from_a_starter(app)
    builder.save()
    frame(app)
    toast = app.toasts.items[-1]
    assert "Saved" in toast.text
    top, bottom = builder.toast_top(), builder.toast_bottom()
    assert top is not None and top > builder.list_top
    assert top >= builder.chart.y and bottom <= builder.save_btn.rect.top
    app.stack.scenes.clear()


def test_a_small_cards_damage_and_part_stand_apart():
    """On a small hand card with a WARN tag the damage and the body part stood side by side a
    pixel apart and read "0HEAD": beside each other they keep a gap of three pixels or more."""
    from sprites import card_face as CF
    m = CF.metrics(58)
    surface = pygame.Surface((58, 20))
    surface.fill((0, 0, 0))
    CF._big_number(surface, m, pygame.Rect(0, 0, 58, 14), "0", "HEAD", (255, 255, 255))
    white, gold = set(), set()
    for x in range(58):
        for y in range(20):
            r, g, b = surface.get_at((x, y))[:3]
            if min(r, g, b) > 200:
                white.add(x)
            elif r > 100 and r - b > 50:
                gold.add(x)
    assert white and gold and max(white) < min(gold)  # side by side, the number first
    assert min(gold) - max(white) > 3


def test_a_small_tables_risk_tags_keep_a_readable_size():
    """At 1000x600 a risk tag's 38% read as 36% (the typeface's 8 at 13 px): a tag's words
    are never smaller than RISK_LEAST, the size the HP numbers keep for the same reason."""
    from scenes.match.hand import RISK_LEAST, risk_tag
    from scenes.ui import widgets as W
    for s in (0.6, 0.83, 1.0):
        card = pygame.Rect(300, 500, round(100 * s), round(140 * s))
        words, box = risk_tag(card, s, 38, 400)
        assert RISK_LEAST >= 15
        assert box.h >= W.line_height(RISK_LEAST, True)


def test_a_hovers_figure_is_never_another_matchs():
    """Argue with the Ref's hover said "the Pin falls from 15% to 0%" beside a Pin of 18%: the
    figure was kept from the last match, whose state had the freed address of this one's at
    the same count of commands. A kept figure now holds the state and the last entry."""
    from types import SimpleNamespace

    from scenes.match import facts as F
    values = []
    for n in range(6):  # a match after a match, each at the same count of commands
        state = SimpleNamespace(actions=7)
        model = SimpleNamespace(state=state, source=SimpleNamespace(log=[object()] * 3))
        values.append(F.at_moment(model, "test", 0, 35, lambda st, seat, page: n))
        del state, model
    assert values == list(range(6))
    state = SimpleNamespace(actions=7)
    log = [object(), object()]
    model = SimpleNamespace(state=state, source=SimpleNamespace(log=log))
    assert F.at_moment(model, "test", 0, 35, lambda st, seat, page: "a") == "a"
    assert F.at_moment(model, "test", 0, 35, lambda st, seat, page: "b") == "a"  # kept
    log[-1] = object()  # (a take-back and another command: the same counts, another entry)
    assert F.at_moment(model, "test", 0, 35, lambda st, seat, page: "c") == "c"


def test_the_menus_words_hold_no_digit_before_a_space(app):
    """The title's "2-4 wrestlers" read "2-4wrestlers" at 1000x600 (the typeface's space is two
    pixels at a button's small words): the menu's lines spell such numbers out."""
    import re
    menu = app.reset("menu")
    frame(app)
    subs = [b.sub for b in menu.buttons if getattr(b, "sub", "")]
    assert subs and not [s for s in subs if re.search(r"\d ", s)]
    app.stack.scenes.clear()


def test_a_wait_in_the_foes_turn_says_whose_turn_it_is(cat):
    """The Pin's tooltip said "Wait a moment..." all through the AI's turn while its moves
    played: in the foe's turn it says whose turn it is; in the person's own, wait."""
    from test_table_model import set_control, table
    model, played, said = table(cat, 5, ("human", "greedy"))
    set_control(model.state, 1)
    model.presenter.busy = True
    assert model.waiting_reason() == f"It's {model.short(1)}'s turn."
    set_control(model.state, 0)
    assert model.waiting_reason() == "Wait a moment\u2026"


def _run_in_table(own: int, tapped: bool = False):
    """A person's Brick Hollander against a Lucius Glamour of `own` Move cards whom a Run-In
    lends three more (a season's week), at 1280x720, the person to act."""
    from scene_helpers import until_seat_zero_acts

    from game.match import MatchSetup, SeatSetup
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    lib = app.cat.lib
    mine = list(lib.superstars["lucius_glamour"].move_cards)
    lent = [k for k in lib.move_cards if k not in mine][:3]
    setup = MatchSetup(seed=5, match_type="normal", seats=[
        SeatSetup(superstar="brick_hollander", controller="human"),
        SeatSetup(superstar="lucius_glamour", controller="greedy", allies=lent,
                  move_cards=mine[:own], tapped=[tapped] + [False] * (own - 1))])
    table = app.reset("match", setup)
    until_seat_zero_acts(app, table)
    table.presenter.finish()
    frame(app)
    return app, table, [lib.move_cards[k].name for k in lent]


def test_a_run_ins_cards_are_named_in_the_log_at_the_bell():
    """A tester looked for the cards of "+3 RUN-IN" (sessions 73, 76, 77): the log names
    them at the bell with their bonuses."""
    from scenes.match.log_text import event_lines
    app, table, names = _run_in_table(3)
    first = table.match.log[0]
    lines = [ln.text for i in range(len(first.events))
             for ln in event_lines(first.events, i, table.match.state)]
    said = [t for t in lines if t.startswith("Run-In for Lucius Glamour")]
    assert len(said) == 1 and all(n in said[0] for n in names)
    app.stack.scenes.clear()


def test_a_run_ins_cards_stand_in_the_row_where_there_is_room():
    """With room after the side's own cards the lent ones stand there, smaller, and the
    pointer on one lists them all; a full row keeps them to its label and the log."""
    from scenes.match import facts as F
    app, table, names = _run_in_table(3)
    frame(app)
    lent = [r for kind, seat, r in table.run_ins if seat == 1]
    assert len(lent) == 4  # the label and three cards
    own = [r for s, i, r in table.moves_at[1]]
    cards = lent[1:]
    assert all(c.left > max(r.right for r in own) for c in cards)
    assert all(c.w < own[0].w for c in cards)
    assert not any(a.colliderect(b) for a in cards for b in cards if a is not b)
    assert all(n in " ".join(F.run_in_words(table.model, 1)) for n in names)
    app.stack.scenes.clear()
    app, table, names = _run_in_table(3, tapped=True)  # (a card tapped out takes more room:
    frame(app)  # the lent ones stack, each showing a part of itself; the fourth tester's row)
    cards = [r for kind, seat, r in table.run_ins if seat == 1][1:]
    assert len(cards) == 3 and all(b.left - a.left >= 12 for a, b in zip(cards, cards[1:]))
    assert max(c.right for c in cards) <= table.L.far_moves.right + 2
    app.stack.scenes.clear()
    app, table, names = _run_in_table(5)
    frame(app)
    assert len([r for kind, seat, r in table.run_ins if seat == 1]) == 1
    app.stack.scenes.clear()


def test_the_tutorials_line_to_a_hand_card_stops_over_its_tags():
    """The lesson card's line ran down through a hand card's "6%" risk tag (read "?6%"): a
    line onto a hand card stops above the row of its number and risk tags."""
    from scenes.learn import coach
    surface = pygame.Surface((400, 400))
    lesson, card = pygame.Rect(100, 20, 200, 80), pygame.Rect(180, 300, 40, 60)
    for clear, crossed in ((0, True), (28, False)):
        surface.fill((0, 0, 0))
        coach.draw_pointer(surface, lesson, card, 1.0, 1.0, clear)
        band = [surface.get_at((card.centerx, y))[:3] for y in range(card.top - 20, card.top - 9)]
        assert (tuple(coach.POINT[:3]) in band) == crossed


def test_a_match_saved_past_its_bell_is_told_as_in_load(app):
    """Save & Quit at a squash's tap-out (after the bell) said "Continue picks it up", and
    Continue opened an older match: Continue opens only matches still in progress, so a match
    past its bell is told as listed in Load."""
    from test_explorer_finds import finished_match
    match = finished_match()
    assert match.state.over is not None
    table = app.reset("match", match.setup, match=match)
    frame(app, draw=False)
    table.saved = False
    table.save_and_quit()
    words = [t.text for t in app.toasts.items if t.text.startswith("Match saved")]
    assert words == ["Match saved: Load lists it."]
    app.stack.scenes.clear()


def test_a_watched_matchs_words_leave_with_it(app):
    """"Two AIs are wrestling: you watch" (a key pressed while watching) stood over the menu
    after the player left: a table's first-press words go with the table."""
    from scene_helpers import setup_of
    app.reset("menu")
    table = app.push("match", setup_of(3, ("greedy", "greedy")))
    said = "Two AIs are wrestling: you watch (+ and - set the pace)."
    for _ in range(40):
        table.model.press("pass")
        frame(app, draw=False)
        if said in [t.text for t in app.toasts.items]:
            break
    assert said in [t.text for t in app.toasts.items]
    app.stack.pop()
    assert said not in [t.text for t in app.toasts.items]
    app.stack.scenes.clear()


def test_a_short_buttons_words_stay_inside_it():
    """'Play on / from here, same dice' at larger text spilled 'dice' under the replay's
    button: a sub that would wrap past the button's height stays one line, cut short."""
    from scenes.ui import widgets as W
    surface = pygame.Surface((300, 200))
    surface.fill((255, 0, 255))
    button = W.Button("Play on", lambda: None, sub="from here, same dice", hotkey="P")
    button.rect = pygame.Rect(50, 60, 126, 33)  # (the replay's at 1000x600, larger text)
    button.size = 23
    button.draw(surface)
    outside = {surface.get_at((x, y))[:3] for x in range(50, 176)
               for y in list(range(20, 60)) + list(range(93, 140))}
    assert outside == {(255, 0, 255)}


def _pin_blocked_by_attitude():
    """A match (random play from searched seeds) where the seat to move can't afford the Pin
    and holds a page after which it could press it: (match, seat, page, (now, after, term))."""
    from conftest import catalog
    from game.ai import choose, decision_dice
    from game.lab.simulate import random_setup
    from game.match import Match, pin_after_page, pin_blocker
    cat = catalog()
    for seed in range(8, 60):
        match = Match(random_setup(cat, seed, "normal", "random", "random"), cat)
        for _ in range(300):
            st, a = match.state, match.actor()
            if st.over is not None or a is None:
                break
            if not st.pending and "Attitude" in (pin_blocker(st, a) or ""):
                for page in st.sides[a].hand:
                    shift = pin_after_page(st, a, page)
                    if shift and shift[0] == 0 and shift[1] > 0:
                        return match, a, page, shift
            match.play(choose("random", st, a, decision_dice(seed, a, st.actions)))
    raise AssertionError("no seed gave a Pin the seat can't afford")


def test_a_page_that_opens_an_unaffordable_pin_says_so():
    """Trash Talk said "The Pin rises from 0% to 64%" beside a Pin hover of 95% that cost
    4 Attitude the seat lacked: a page after which the Pin can be pressed says that, at its
    chance then, and why it can't be pressed now."""
    from types import SimpleNamespace

    from scenes.match import facts as F
    match, seat, page, (now, after, term) = _pin_blocked_by_attitude()
    model = SimpleNamespace(state=match.state, source=SimpleNamespace(log=match.log))
    words = F.pin_shift(model, seat, page)
    assert words and words[0].startswith(f"With this page the Pin can be pressed, at {after}%")
    assert "Attitude" in words[0] and "from 0%" not in words[0]
