"""What session 78 mended: each test names what a player did or what the last read found."""
from __future__ import annotations

from scenes.ui.draw import Toasts


def test_a_toast_of_the_same_key_takes_the_older_ones_place():
    """The last pace said stood with the one before it under the Pause box (session 77): a
    toast with a key replaces that key's last one, and leaves the others where they were."""
    toasts = Toasts()
    toasts.add("Saved", "good")
    toasts.add("Pace: slow (+ and - change it)", key="pace")
    toasts.add("Pace: fast (+ and - change it)", key="pace")
    assert [t.text for t in toasts.items] == ["Saved", "Pace: fast (+ and - change it)"]
    toasts.add("Another", "info")
    toasts.add("Hello")
    assert [t.text for t in toasts.items] == ["Saved", "Pace: fast (+ and - change it)",
                                              "Another", "Hello"]


def test_an_event_that_would_do_nothing_now_is_tagged_too():
    """Medic Check at full HP with no Status had no NO EFFECT tag (an Event goes into play,
    not to the discard pile); its words say it still spends one of the match's Events."""
    from conftest import give, plain_match
    from game.match import does_nothing
    from scenes.match.facts import idle_tag, page_note
    m = plain_match()
    st = m.state
    me = st.sides[0]
    medic = give(st, 0, "medic_check")
    assert me.hp == me.max_hp and not me.statuses
    assert does_nothing(st, 0, medic) and idle_tag(st, 0, medic) == "NO EFFECT"
    head, words = page_note(st, 0, medic)
    assert head == "No effect now" and "one of the three Events" in words
    me.hp -= 1  # a point to regain
    assert not does_nothing(st, 0, medic) and idle_tag(st, 0, medic) == ""
    me.hp += 1
    me.statuses.append("stunned")  # a Status to cure
    assert not does_nothing(st, 0, medic)
    me.statuses.clear()
    shake = give(st, 0, "shake_it_off")  # not an Event: no word of Events
    assert "Events" not in page_note(st, 0, shake)[1]
