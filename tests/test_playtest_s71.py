"""Session 70's newcomers' leftovers, mended in session 71: each a test of its own."""
from __future__ import annotations

import pytest
from conftest import PLAIN_FACE, PLAIN_HEEL, give, make_match, plain_match, set_control

from game.match import commands as C
from game.match import draws_short
from game.match import events as E
from game.match.legal import crowd_blocker


def _drawn(events) -> int:
    """Pages the seat-0 page drew, before the turn's end refills the hand."""
    out = 0
    for e in events:
        if type(e) is E.TurnEnded:
            break
        out += type(e) is E.PageDrawn and e.seat == 0
    return out


def _scout_at(hand: int, bonus: int, playbook: int | None = None):
    """Seat 0 in control with Scout the Tape and `hand` pages in all, its hand grown by
    `bonus`; the playbook cut to `playbook` pages and the discard emptied when given."""
    m = plain_match()
    s = m.state
    side = s.sides[0]
    side.hand_bonus = bonus
    scout = give(s, 0, "scout_the_tape")
    while len(side.hand) > hand:
        side.playbook.append(side.hand.pop(0 if side.hand[0] != scout else 1))
    while len(side.hand) < hand:
        side.hand.append(side.playbook.pop())
    if playbook is not None:
        del side.playbook[playbook:]
        side.discard.clear()
    side.momentum = [9, 9, 9, 9, 9, 9]
    return m, scout


@pytest.mark.parametrize("hand, bonus, drawn", [
    (7, 0, 2), (8, 0, 2), (9, 0, 1),  # a hand of 9 less the page leaves room for 1 of 9
    (8, 1, 2), (9, 1, 1), (8, 2, 2), (9, 2, 1),  # however much the hand has grown already
])
def test_scout_the_tape_says_when_a_full_hand_cuts_its_draw(hand, bonus, drawn):
    """At a hand of 9 Scout the Tape drew 1 of its 2 and nothing said so (session 70): the
    hover says it exactly when the rules draw fewer."""
    m, scout = _scout_at(hand, bonus)
    words = draws_short(m.state, 0, scout)
    events = m.play(C.PlayPage(0, scout))
    assert _drawn(events) == drawn
    if drawn == 2:
        assert words is None
    else:
        assert words == "Scout the Tape draws only 1 of its 2 pages: your hand holds 9 pages " \
            "at most."


@pytest.mark.parametrize("left, drawn", [(0, 1), (1, 2)])
def test_scout_the_tape_says_when_the_playbook_runs_dry(left, drawn):
    """With an empty discard pile, the page itself is all that can be shuffled back in."""
    m, scout = _scout_at(5, 0, playbook=left)
    words = draws_short(m.state, 0, scout)
    events = m.play(C.PlayPage(0, scout))
    assert _drawn(events) == drawn
    assert (words is None) == (drawn == 2)
    if words:
        assert "only 1 of its 2" in words and "nearly empty" in words


def test_a_page_that_draws_nothing_says_none_of_its_count():
    m, scout = _scout_at(5, 0, playbook=0)
    side = m.state.sides[0]
    side.playbook.clear()
    side.hand_bonus = 2
    while len(side.hand) < 10:  # (a hand past its 9, as an arranged state can hold)
        side.hand.append(give(m.state, 1, "scout_the_tape"))
        m.state.sides[1].hand.remove(side.hand[-1])
    assert draws_short(m.state, 0, scout).startswith("Scout the Tape draws none of its 2")


def test_pages_that_do_not_draw_say_nothing():
    m = plain_match()
    s = m.state
    assert all(draws_short(s, 0, p) is None for p in s.sides[0].hand
               if not any(e.do == "draw" for e in s.info(p).effects))


def test_the_hover_of_scout_the_tape_at_a_full_hand():
    from scenes.match.facts import page_note
    m, scout = _scout_at(9, 2)
    assert page_note(m.state, 0, scout) == (
        "Hand nearly full", "Scout the Tape draws only 1 of its 2 pages: your hand holds 9 "
        "pages at most.")


def test_a_sneak_attack_refused_names_the_card_tapped_out():
    """The button said "foe already injured" and nothing on the table said why (session 70)."""
    m = make_match(stars=(PLAIN_HEEL, PLAIN_FACE), move_cards=([], ["quick_cover",
                                                                   "homework_done"]),
                   tapped=(None, [False, True]))
    set_control(m.state, 0)
    m.state.sides[0].crowd_points = 2
    name = m.state.cat.lib.move_cards["homework_done"].name
    assert crowd_blocker(m.state, 0) == f"Your foe is already injured: {name} is tapped " \
        "out, so a Sneak Attack would do nothing."
    m.state.sides[1].tapped = [False, False]
    m.state.sides[1].injury_due = 1
    assert ": a tap-out is owed, so" in crowd_blocker(m.state, 0)


def test_a_warnings_page_under_a_distracted_referee_says_they_go_uncalled():
    """Eye Rake's face says "You receive 2 warnings"; under a distracted referee nothing said
    they would not come (session 70)."""
    from scenes.match.facts import page_note
    m = plain_match()
    s = m.state
    rake = give(s, 0, "eye_rake")
    s.sides[0].momentum = [9, 9, 9, 9, 9, 9]
    before = page_note(s, 0, rake)
    assert before is None or before[0] != "The referee is away"
    s.ref_distracted_until = s.turn + 1
    assert page_note(s, 0, rake)[0] == "The referee is away"
    assert "warnings go uncalled" in page_note(s, 0, rake)[1]
    events = m.play(C.PlayPage(0, rake))
    assert not any(type(e) is E.WarningsGiven for e in events)


def test_the_count_out_tag_leaves_the_hand_with_the_danger():
    """After Return to Ring the hand kept its red COUNT-OUT tags (session 70): the hand is
    drawn again when a page's danger changes."""
    import scene_helpers  # noqa: F401
    from game.match.chances import countout_limit
    from scene_helpers import human_table
    sc = human_table((1280, 720), 5, "hardcore")
    s = sc.match.state
    for side in s.sides:
        side.at_ringside = True
    s.sides[0].ringside_turns = countout_limit(s)
    sc.refresh()
    assert any(sl.danger for sl in sc.slots)
    warned = sc.hand_key()
    s.sides[0].ringside_turns = countout_limit(s) - 1
    sc.refresh()
    assert not any(sl.danger for sl in sc.slots)
    assert sc.hand_key() != warned
    sc.test_app.stack.scenes.clear()


def test_the_revealed_hands_show_the_automatic_events():
    """A Showdown's automatic Events in play went unshown after the match (session 70)."""
    from scenes.match.reveal import revealed
    m = make_match("showdown")
    s = m.state
    auto, played = s.cat.events[0], s.cat.events[1]
    s.events_in_play.append((1, auto, True, -1))
    s.events_in_play.append((1, played, False, 0))
    groups = dict(revealed(s, 1))
    assert [c.id for c in groups["Automatic Events"]] == [auto]
    assert [c.id for c in groups["Events in play"]] == [played]
    assert "Automatic Events" not in dict(revealed(s, 0))


def test_a_row_of_move_cards_agrees_on_its_stars(monkeypatch):
    """At 1000x600 one Move card showed its rank's stars and the rest did not (a short bonus
    left room): at any width every Move card shows them, or none does."""
    import scene_helpers  # noqa: F401
    from conftest import catalog
    from sprites import card_face
    drawn = []
    real = card_face.star
    monkeypatch.setattr(card_face, "star", lambda size, lit: drawn.append(size) or
                        real(size, lit))
    cards = list(catalog().lib.move_cards.values())
    for width in (44, 50, 52, 56, card_face.STARS_FROM - 1, card_face.STARS_FROM, 61, 76, 91):
        shown = []
        for card in cards:
            drawn.clear()
            card_face._draw_move_card(card, width)
            shown.append(bool(drawn))
        assert len(set(shown)) == 1, width
        assert shown[0] == (width >= card_face.STARS_FROM), width


# ---- session 71's newcomers ------------------------------------------------------------------

@pytest.mark.parametrize("foe_momentum, said", [
    (10, "10%: foe 10 momentum ahead"),  # at LOW_PIN: what holds it down
    (9, "11%: foe under a fourth HP"),  # above it: what lifts it
])
def test_a_low_pin_says_what_holds_it_down(foe_momentum, said):
    """The button read "Pin 1%: your last move hit hard" with the foe 10 momentum ahead."""
    from conftest import set_hp, set_momentum
    from game.match import pin_reason
    from game.match.pin_line import LOW_PIN
    m = plain_match()
    s = m.state
    set_hp(s, 1, 6, 30)  # under a fourth: base 20 in a Normal match
    set_momentum(s, 0, [0] * 6)
    set_momentum(s, 1, [foe_momentum, 0, 0, 0, 0, 0])
    assert LOW_PIN == 10
    assert pin_reason(s, 0, short=True) == said
    long = pin_reason(s, 0)
    assert long.endswith(f"; held down by the foe's lead of {foe_momentum} momentum") == \
        (foe_momentum == 10)


def test_a_damage_special_is_a_hit():
    """"Biggest hit -" after a Rope Snap for 2 (session 71): a Damage special's damage counts."""
    from game.match import match_stats
    m = plain_match()
    s = m.state
    snap = give(s, 0, "rope_snap")
    s.sides[0].momentum = [9, 9, 9, 9, 9, 9]
    m.play(C.PlayPage(0, snap))
    stats = match_stats(m)
    assert stats[0]["biggest"] == 2 and stats[0]["biggest_name"] == "Rope Snap"
    assert stats[1]["biggest"] == 0 and stats[0]["moves"] == 0


def test_the_injured_badge_does_not_say_tap_out():
    """'TAP OUT' on a Superstar just pinned read as a submission: the badge says INJURED and its
    hover what it means."""
    import scene_helpers  # noqa: F401
    from scene_helpers import human_table
    from scenes.match.facts import keyword_words
    sc = human_table((1280, 720), 3)
    sc.match.state.sides[0].injury_due = 1
    assert sc.model.tapout_due() == 0 and sc.model.badge(0) == "INJURED"
    sc.test_app.stack.scenes.clear()
    assert keyword_words("INJURED").startswith("Injured: they choose one signature Move card")


def test_a_finishers_showdown_damage_is_said_last_and_only_for_a_showdown():
    from conftest import catalog
    from game.library import page_rules
    lib = catalog().lib
    finishers = [p for p in lib.pages.values() if "finisher" in (p.tags or [])]
    assert finishers
    for page in finishers:
        for face in (True, False):
            assert page_rules(page, face).endswith("In a Showdown only: +5 damage.")


def test_how_to_play_names_every_tag():
    """A card's "Drop" tag was nowhere in How to play (session 71)."""
    from game.library import TAGS
    from game.tutorial.howto import PAGES
    text = " ".join(" ".join(p.text) for p in PAGES)
    for tag in TAGS:
        assert tag.title() in text, tag


@pytest.mark.parametrize("size", [(1280, 720), (1000, 600)])
def test_the_setup_line_keeps_the_persona(monkeypatch, size):
    """Brick Hollander's line dropped "(Protagonist)" for the HP's bonus at 1280x720: a smaller
    line keeps both, whole."""
    import scene_helpers  # noqa: F401
    from scene_helpers import frame
    from game.library import hp_words, style_words
    from scenes.app import App
    from scenes.ui import widgets as W
    app = App(size)
    scene = app.reset("setup")
    lib = app.cat.lib
    said = []
    real = W.draw_text
    monkeypatch.setattr(W, "draw_text", lambda surface, text, sz, *a, **k: (
        said.append((text, sz, k.get("max_w"))), real(surface, text, sz, *a, **k))[1])
    for star in lib.superstars.values():
        seat = 0
        scene.pick(1, next(s for s in lib.superstars if s != star.id))
        scene.pick(seat, star.id)
        said.clear()
        frame(app)
        lines = [(t, sz, room) for t, sz, room in said
                 if hp_words(lib, star) in t and style_words(star.style) in t]
        assert lines, star.id
        for text, sz, room in lines:
            assert "(Protagonist)" in text or "(Antagonist)" in text, text
            assert W.text_width(text, sz, True) <= room, text
    app.stack.scenes.clear()


def test_a_move_answered_leaves_every_other_page_its_number():
    """A move played and answered in two commands left its place to the pages beside it, so 4
    (meant for Second Wind) played Size-Sixteen Boot (session 71): the new page takes the
    played one's place, as after a momentum page, and every other page keeps its number."""
    from game.match import HandOrder
    for seed in range(1, 200):
        m = make_match("normal", seed=seed)
        seat = m.actor()
        order = HandOrder()
        before = order.of(m, seat)
        moves = [i for i, p in enumerate(before[:-1]) if m.state.info(p).kind == "move"
                 and C.PlayPage(seat, p) in m.legal(seat)]
        if not moves:
            continue
        i = moves[0]
        m.play(C.PlayPage(seat, before[i]))
        if m.state.pending is None:  # straight through: no answer, one command
            continue
        m.play(C.Allow(1 - seat))
        after = order.of(m, seat)
        assert [p for k, p in enumerate(after) if k != i] == \
            [p for k, p in enumerate(before) if k != i]
        assert after[i] not in before and len(after) == len(before)
        return
    raise AssertionError("no seed")


def test_a_free_place_stays_free_till_a_page_takes_it():
    from game.match import placed
    from game.match.hand_order import shown
    order = placed([1, 2, 3, 4], [1, 3, 4])  # 2 played, its answer still to come
    assert order == [1, None, 3, 4] and shown(order) == [1, 3, 4]
    assert placed(order, [1, 3, 4, 9]) == [1, 9, 3, 4]  # the refill takes its place
    assert placed([1, 2, 3], [1, 2]) == [1, 2]  # (no free place left at the end)
    assert placed([1, None, 3], [3, 7, 8]) == [7, 8, 3]


def test_a_momentum_page_at_the_caps_says_it_does_nothing():
    """"Kestrel Ortiz plays Springy Ropes." and nothing more, at Agility 9/9 (session 71): the
    turn's refill hid that the page did nothing."""
    from scenes.match.log_text import event_lines
    m = plain_match()
    s = m.state
    s.sides[0].playbook.insert(0, s.sides[0].hand.pop())
    ropes = give(s, 0, "springy_ropes", fresh=True)
    s.sides[0].momentum = list(s.sides[0].caps)
    events = m.play(C.PlayPage(0, ropes))
    assert any(type(e) is E.PageDrawn for e in events)  # (the refill follows the turn's end)
    texts = [line.text for i in range(len(events)) for line in event_lines(events, i, s)]
    assert "Springy Ropes does nothing now (at the caps): it only makes room for a fresh " \
        "page." in texts  # (the refill: session 75)


def test_a_defensive_pages_move_type_is_said_as_its_own():
    """Shove Off's hover explained "Arm Extended move: ... Countered by Defensive pages that
    list Arm Extended" and read as the type it counters (session 71)."""
    from conftest import catalog
    from game.library import keyword_help, page_keyword_help
    lib = catalog().lib
    shove = lib.pages["shove_off"]
    said = page_keyword_help(shove)
    assert said[0] == "Its own move type, when it lands as a counter: " + \
        keyword_help(shove.move_type)
    kick = next(p for p in lib.pages.values() if p.kind == "move" and
                "defensive" not in (p.tags or []) and p.move_type)
    assert page_keyword_help(kick)[0] == keyword_help(kick.move_type)


def test_a_pins_card_bonuses_are_named():
    """"4%: bonuses +10%" named nothing (session 71): the button says card bonuses."""
    from game.match.pin_line import _term_words
    m = plain_match()
    assert _term_words("bonuses", 10, m.state, 0, True, True) == "card bonuses +10%"
    assert "Move cards" in _term_words("bonuses", 10, m.state, 0, False, True)
