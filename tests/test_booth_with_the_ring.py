"""Session 42's outside play-test: the commentary ran one or two events behind the ring (a kick-out
line under the winning 3!, a counter's line after the bell, the last move's damage under a
COUNTERED!), and the ring's words did not say the result (a Comeback's heal, a roll 'needed 39%',
a PIN ATTEMPT placard after the kick-out, a count-out bubble stuck at '1… of 2!')."""
from __future__ import annotations

import json

import pytest
from ring_helpers import CAT, played

from game.match import countout_limit
from game.match import events as E
from scenes.match import commentary as CM
from scenes.match import voice as VO
from scenes.match.presenter import Presenter
from scenes.match.ring_view import _ref_words
from scenes.match.show import Referee

PIN_KEYS = {"near_fall", "early_cover", "pinfall", "finish", "draw"}


class _Booth(CM.Commentary):
    """The booth, remembering the moment (key) of every line it says and each batch's lines."""

    def __init__(self, *a, **k) -> None:
        super().__init__(*a, **k)
        self.key_of: dict = {}
        self.batch: list = []

    def say(self, key, *a, **k):
        line = super().say(key, *a, **k)
        if line is not None:
            self.key_of[line] = key
        return line

    def lines(self, events, state):
        self.batch = super().lines(events, state)
        return self.batch


def _presenter() -> Presenter:
    p = Presenter()
    p.commentary = _Booth(CM.load_booth(), 0)
    return p


@pytest.mark.parametrize("seed,kind", [(4, "normal"), (7, "showdown"), (11, "hardcore")])
def test_the_strip_tells_only_the_command_the_ring_shows_and_the_count_only_the_pin(seed, kind):
    """Watched frame by frame: every line in the strip is one of the command the ring shows,
    and while the referee counts a pin only the pin's (and the finish's) lines are there."""
    p = _presenter()
    counted = 0
    for events, st in played(seed, kind=kind)[1]:
        p.present(events, st)
        mine = set(p.last_said)
        while p.showing:
            p.update(1 / 20)
            assert set(p.said) <= mine, (p.said, mine)
            if any(c.data.get("doing") == "counting" for c in p.active("ref")):
                counted += 1
                assert all(p.commentary.key_of[line] in PIN_KEYS for line in p.said), p.said
    assert counted


@pytest.mark.parametrize("seed,kind", [(4, "normal"), (7, "showdown")])
def test_each_line_is_said_when_the_ring_shows_its_event(seed, kind):
    """A line comes as the ring shows its event (by the event's end), not when the whole
    command has played: a counter's line before the pin it led to."""
    p = _presenter()
    early = 0
    for events, st in played(seed, kind=kind)[1]:
        p.present(events, st)
        booth = p.commentary
        n = len(events)
        for line, at in zip(booth.batch, booth.where):
            when = p.shown_at[n + p.last_said.index(line)]
            if at is not None:
                assert when <= p.shown_at[at] + VO.SAY_GAP * p.speed + 1e-6
                assert at == 0 or when >= p.shown_at[at - 1] - 1e-6
                early += p.shown_at[at] < p.shown_at[n - 1] - 0.5
        p.finish()
    assert early  # some line was said well before its command's show ended


def _pin_batch(success: bool):
    for seed in range(3, 30):
        for events, st in played(seed)[1]:
            for ev in events:
                if isinstance(ev, E.PinAttempted) and ev.success == success and ev.chance > 0:
                    return events, st, ev
    raise AssertionError("no such pin")


def test_a_kick_out_says_what_the_roll_needed_and_the_placard_says_the_kick_out():
    events, st, pin = _pin_batch(False)
    p = Presenter()
    p.present(events, st)
    subs = [c.data["sub"] for c in p.cues if c.kind == "banner" and c.text == "KICK-OUT!"]
    assert subs == [f"rolled {pin.roll}, needed {pin.chance} or less"]
    p.finish()
    assert p.spot.placard[0] == "KICK-OUT!" and p.spot.seat == 1 - pin.seat
    assert "kicks out" in p.spot.caption and "the pin" not in p.spot.caption


def test_the_pin_that_wins_says_the_roll_the_same_way():
    events, st, pin = _pin_batch(True)
    p = Presenter()
    p.present(events, st)
    assert [c.data["sub"] for c in p.cues if c.kind == "banner" and c.text == "3!"] == \
        [f"rolled {pin.roll}, needed {pin.chance} or less"]


def test_a_comeback_says_the_hp_it_heals():
    st = played(4)[1][-1][1].clone()
    p = Presenter()
    p.present([E.CrowdPointsSpent(0, 2, "comeback"), E.Healed(0, 6)], st)
    sub = next(c.data["sub"] for c in p.cues if c.kind == "banner" and c.text == "COMEBACK!")
    assert sub.endswith("+6 HP")
    p.finish()
    assert p.spot.placard[:2] == ("COMEBACK", "+6 HP from the crowd")


def test_the_referee_calls_the_count_out_number_only_as_it_rises():
    """By the rules only the one in control at a turn's start is counted: the bubble said
    '1… of 2!' for several turns while nobody was counted. The number comes out loud as the
    count rises (TurnEnded.counted); between counts the referee says nothing (session 46: a
    'Get back in!' stood ten seconds at one nobody counted)."""
    st = played(4)[1][-1][1].clone()
    st.over = None
    st.sides[1].at_ringside, st.sides[1].ringside_turns = True, 2
    limit = countout_limit(st)
    p = Presenter()
    p.present([E.TurnEnded(st.turn, (1,))], st)
    p.update(0.05)
    calls = [(c.seat, c.data["say"]) for c in p.active("ref") if c.data.get("doing") == "count-out"]
    last = st.sides[1].superstar  # (the call names them: 'one more and you're out' at the limit)
    assert len(calls) == 1 and calls[0][0] == 1 and calls[0][1].startswith("2\u2026 ")
    assert ("one more and you're out" in calls[0][1]) is (limit == 2) and last
    counting = Referee("Ref", (200, 200, 200), "count-out")
    assert _ref_words(p, counting) == calls[0][1]  # said aloud as the count rises
    p.finish()
    assert _ref_words(p, counting) == ""  # and nothing between counts
    q = Presenter()
    q.present([E.TurnEnded(st.turn, ())], st)
    assert not [c for c in q.cues if c.kind == "ref"]
    from scenes.match import voice as VO
    w = Presenter()  # one who walks out on their own is counted as that turn ends: once out
    w.present([E.WentToRingside(1, "move to ringside"), E.TurnEnded(st.turn, (1,))], st)
    walk = next(c for c in w.cues if c.kind == "walk")
    count = next(c for c in w.cues if c.kind == "ref")
    assert count.at >= walk.at + walk.dur + VO.TO_THE_ROPES - 1e-9  # (and he is there)


def test_no_line_names_a_thing_the_ring_does_not_show():
    """'Get Kestrel away from those steel steps!' with no steps drawn: a template naming a
    prop (or a trainer) the ring never shows is refused on load."""
    data = json.loads(CM.commentary_text())
    data["lines"]["ringside"].append({"who": "colour",
                                      "text": "Get {name} away from those steel steps!"})
    with pytest.raises(ValueError, match="steel steps"):
        CM.load_booth(json.dumps(data))
    booth = CM.load_booth()
    assert not any(CM.UNSEEN.search(ln.text) for lines in booth.lines.values() for ln in lines)


def test_two_counted_at_once_are_called_one_after_the_other_the_deciding_one_last():
    """Session 46's play-test: with both outside, one at the last count, the turn's end counted
    both; the two calls came 0.5 s apart in one bubble, and the later one ('1... Glamour, get
    in!') hid the deciding '3... Quill, you're out!'. Each call is heard in full, the one
    nearest the count-out last; and nothing pops up after the bell."""
    from scenes.match import voice as VO
    st = played(4)[1][-1][1].clone()
    st.over = None
    for seat, turns in ((0, 3), (1, 1)):
        st.sides[seat].at_ringside, st.sides[seat].ringside_turns = True, turns
    p = Presenter()
    p.present([E.TurnEnded(st.turn, (0, 1))], st)
    calls = [c for c in p.cues if c.kind == "ref" and c.data.get("doing") == "count-out"]
    assert [c.seat for c in calls] == [1, 0]
    assert calls[1].at >= calls[0].at + calls[0].dur - 1e-9
    assert calls[0].dur == VO.COUNT_CALL * p.speed
    done = st.clone()

    class Over:
        winner, how = 0, "pinfall"
    done.over = Over()
    q = Presenter()
    q.present([E.InjuryIgnored(1, "move", "already injured")], done)
    assert not [c for c in q.cues if c.kind == "float"]
    live = Presenter()
    live.present([E.InjuryIgnored(1, "move", "already injured")], st)
    assert [c.text for c in live.cues if c.kind == "float"] == ["NO INJURY"]
