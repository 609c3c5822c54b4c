"""Online matches, the pure part (game/net): the host re-checks every guest message and sends
only the guest seat's view; nothing hidden is ever in the bytes; hostile messages at either end
are refused and logged, never raised."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from game.ai import ai_dice, choose
from game.library import Catalog, load_library
from game.match import Match, play_ai_turn, random_setup, view
from game.net import GUEST_MAX_BYTES, GuestMirror, HostSession, encode_state, from_guest, text
from game.net import WireError, join_code, read_address, read_join_code

CAT = Catalog(load_library())
SEED = 8_675_309_123_459  # digits that would stand out in the bytes; Showdown draws Event turns
HOST, GUEST = 0, 1


def online_match(seed: int, match_type: str, options=(), levels=("greedy", "greedy"), sent=None):
    """A whole match between a host session and a guest mirror in one process: every frame
    the host sends goes through text and the guest's checks; sent(frame, host_state) sees each."""
    setup = random_setup(CAT, seed, match_type, levels[0], "human")
    if options:
        setup = setup.model_copy(update={"options": list(options)})
    match = Match(setup, CAT)
    host = HostSession(match, GUEST, "Host", "test", "token", 0)
    guest = GuestMirror(CAT, "Guest", "test")

    def deliver(messages):
        for message in messages:
            frame = text(message)
            if sent is not None:
                sent(frame, match.state.clone())
            for back in guest.hear(frame):
                deliver(host.hear(text(back)))

    host.connected()
    deliver(host.hear(text(guest.hello())))
    dice = [ai_dice(seed, HOST), ai_dice(seed + 1, GUEST)]
    for _ in range(5000):
        seat = match.actor()
        if seat is None:
            break
        if seat == HOST:
            play_ai_turn(match, HOST, levels[0], dice[HOST])
            deliver([host.update()])
        else:
            assert guest.my_turn()
            deliver(host.hear(text(guest.play(choose(levels[1], guest.state, GUEST,
                                                     dice[GUEST])))))
    deliver([host.ended()])
    return match, host, guest


# ---- nothing hidden in the bytes -----------------------------------------------------------

def _walk(value, key=""):
    """Every (key, value) pair in a JSON document."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield k, v
            yield from _walk(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from _walk(v, key)


def _hidden_elsewhere(state):
    """The same match with everything hidden from the guest changed: the host's hand and
    playbook dealt in another order, another seed, other future Event turns."""
    other = state.clone()
    side = other.sides[HOST]
    pool = list(reversed(side.hand + side.playbook))
    side.hand, side.playbook = pool[:len(side.hand)], pool[len(side.hand):]
    mine = other.sides[GUEST]
    mine.playbook = list(reversed(mine.playbook))
    other.seed = state.seed + 12345
    other.auto_event_turns = tuple(t + 1 for t in state.auto_event_turns) or (7,)
    return other


def leaks(frame: str, host_state) -> list[str]:
    """What a frame sent to the guest gives away that the guest's seat may not see."""
    found = []
    if str(host_state.seed) in frame:
        found.append("the seed")
    doc = json.loads(frame)
    for key, value in _walk(doc):
        if key == "auto_event_turns" and value:
            found.append("future Event turns")
        if key == "order" and value:
            found.append("a playbook's order")
        if key == "seed" and value != 0:
            found.append("a seed")
    for entry in doc.get("entries", []):
        for ev in entry["events"]:
            if ev["type"] == "PageDrawn" and ev["seat"] == HOST and ev["page"] != -1:
                found.append("a page the host drew")
            if ev["type"] in ("HandRegrouped", "DramaDealt") and ev["seat"] == HOST and \
                    (ev.get("pages") or ev.get("cards")):
                found.append(f"the host's pages in {ev['type']}")
    if doc["kind"] == "update":
        same = json.loads(json.dumps(encode_state(view(_hidden_elsewhere(host_state), GUEST))))
        if doc["state"] != same:
            found.append("a view that tells the host's hidden pages apart")
    return found


@pytest.mark.parametrize("match_type, options", [("normal", ()), ("hardcore", ("interview",)),
                                                 ("showdown", ())])
def test_every_byte_sent_to_the_guest_holds_no_hidden_page_seed_or_future_roll(match_type,
                                                                                 options):
    frames = []
    match, host, guest = online_match(SEED, match_type, options,
                                      sent=lambda f, s: frames.append((f, s)))
    assert match.over and guest.ended is not None
    assert len(frames) > len(match.log) // 2
    problems = {p for frame, state in frames for p in leaks(frame, state)}
    assert problems == set()
    if match_type == "showdown":
        assert all(s.auto_event_turns for _, s in frames[2:])  # the future rolls were there


def test_the_leak_check_catches_an_unviewed_state():
    """The check above has teeth: the host's own state, sent as it is, is caught."""
    match, host, guest = online_match(SEED, "showdown")
    raw = match.state.clone()
    leaky = json.dumps({"v": 1, "seq": 0, "kind": "update", "n": len(match.log), "actor": None,
                        "entries": [], "state": encode_state(raw)})
    assert {"the seed", "future Event turns", "a seed"} <= set(leaks(leaky, raw))
    events = [{"type": "PageDrawn", "seat": HOST, "page": 3}]
    drawn = json.dumps({"v": 1, "seq": 0, "kind": "refused", "reason": "", "n": 0,
                        "entries": [{"command": {}, "events": events}]})
    assert leaks(drawn, raw) == ["a page the host drew"]


@pytest.mark.parametrize("match_type", ["normal", "hardcore", "showdown"])
def test_host_and_guest_agree_on_the_whole_match(match_type):
    match, host, guest = online_match(21, match_type, levels=("normal", "greedy"))
    out = match.state.over
    assert guest.ended.winner == out.winner and guest.ended.how == out.how
    assert guest.state.over == out and guest.state.turn == match.state.turn
    assert guest.n == len(guest.entries) == len(match.log)
    assert host.refused == guest.refused == 0
    assert [c for c, _ in guest.entries] == [e.command for e in match.log]


# ---- the host refuses what does not fit, and says why --------------------------------------

def _started(seed: int = 3):
    """A host and guest after the ready check, and the guest's view."""
    match = Match(random_setup(CAT, seed, "normal", "greedy", "human"), CAT)
    host = HostSession(match, GUEST, "Host", "test", "token", 0)
    guest = GuestMirror(CAT, "Guest", "test")
    host.connected()
    for m in host.hear(text(guest.hello())):
        for back in guest.hear(text(m)):
            for m2 in host.hear(text(back)):
                guest.hear(text(m2))
    return match, host, guest


def _frame(seq: int, kind: str, **fields) -> str:
    return json.dumps({"v": 1, "seq": seq, "kind": kind, **fields})


def test_hostile_guest_messages_are_refused_with_their_reason_and_change_nothing():
    match, host, guest = _started()
    while match.actor() == HOST:
        play_ai_turn(match, HOST, "greedy", ai_dice(3, HOST))
    guest.hear(text(host.update()))
    n = len(match.log)
    legal = match.legal(GUEST)[0]
    from game.store.codec import encode_command
    good = encode_command(legal)
    cases = [
        (lambda q: "x" * (GUEST_MAX_BYTES + 1), "at most"),
        (lambda q: b'{"v":1}', "binary"),
        (lambda q: "[" * 4000, "not JSON"),
        (lambda q: "{not json", "not JSON"),
        (lambda q: '"a string"', "not a JSON object"),
        (lambda q: _frame(q, "play", n=n, command=good).replace('"v": 1', '"v": 2'), "version"),
        (lambda q: _frame(q + 5, "play", n=n, command=good), "out of order"),
        (lambda q: _frame(q, "play", n=n - 1, command=good), "replayed or late"),
        (lambda q: _frame(q, "play", n=n, command={**good, "seat": HOST}), "other seat"),
        (lambda q: _frame(q, "play", n=n, command={"type": "TakeBack", "seat": GUEST, "agreed": True}),
         "take-backs are off"),
        (lambda q: _frame(q, "play", n=n, command={"type": "Explode", "seat": GUEST}), "unknown"),
        (lambda q: _frame(q, "play", n=n, command={"type": "PlayPage", "seat": GUEST, "page": "9"}),
         "should not be"),
        (lambda q: _frame(q, "play", n=n, command={"type": "PlayPage", "seat": GUEST, "page": 10**6}),
         None),
        (lambda q: _frame(q, "play", n=n, command=good, extra=1), "malformed"),
        (lambda q: _frame(q, "hello", name="again", game="t", cards=CAT.digest), "second hello"),
    ]
    for make, words in cases:
        raw = make(host.seq.heard + 1)
        before = len(match.log)
        replies = host.hear(raw)
        assert len(replies) == 1 and replies[0].kind == "refused", raw[:60]
        assert words is None or words in replies[0].reason, (raw[:60], replies[0].reason)
        assert len(match.log) == before
    assert host.refused == len(cases) and len(host.notes) == len(cases)
    replies = host.hear(_frame(host.seq.heard + 1, "play", n=n, command=good))
    assert [r.kind for r in replies] == ["update"] and len(match.log) == n + 1


def test_a_command_out_of_turn_is_refused_as_the_table_would():
    match, host, guest = _started()
    while match.actor() == GUEST:
        for reply in host.hear(text(guest.play(match.legal(GUEST)[0]))):
            assert reply.kind == "update"
            guest.hear(text(reply))
    pass_cmd = {"type": "Pass", "seat": GUEST}
    replies = host.hear(_frame(host.seq.heard + 1, "play", n=len(match.log), command=pass_cmd))
    assert replies[0].kind == "refused" and replies[0].reason == "it is not your turn"


def test_the_size_limit_is_exact():
    at = '{"v":1,"seq":0,"kind":"chat","line":1,"pad":"' 
    fill = GUEST_MAX_BYTES - len(at) - 2
    exact = at + "x" * fill + '"}'
    assert len(exact) == GUEST_MAX_BYTES
    with pytest.raises(WireError, match="malformed"):  # read, then refused for its extra field
        from_guest(exact)
    with pytest.raises(WireError, match="at most"):
        from_guest(exact[:-2] + 'x"}')
    with pytest.raises(WireError, match="over"):  # 2-byte characters count as bytes
        from_guest(at + "é" * (fill // 2 + 1) + '"}')


def test_a_guest_flooding_refusals_is_cut_off():
    match, host, guest = _started()
    replies = []
    for _ in range(250):
        replies = host.hear("junk")
        if host.cut:
            break
    assert host.cut == "too many refused messages" and replies[0].kind == "cut"


# ---- the guest trusts nothing from the host either -----------------------------------------

def test_hostile_host_messages_are_ignored_and_logged():
    match, host, guest = _started()
    state, n = guest.state, guest.n
    good = json.loads(text(host.update()))
    seq = good["seq"]
    bad_state = json.loads(json.dumps(good["state"]))
    bad_state["sides"][1]["hand"] = [10**6]
    wrong_actor = 1 - good["actor"] if good["actor"] is not None else 0
    cases = [
        "{", "null", "[]", "x" * (600 * 1024),
        json.dumps({**good, "v": 9}),
        json.dumps({**good, "seq": seq + 3}),
        json.dumps({**good, "state": bad_state}),
        json.dumps({**good, "state": {"sides": []}}),
        json.dumps({**good, "actor": wrong_actor}),
        json.dumps({**good, "n": good["n"] + 10}),
        json.dumps({**good, "entries": [{"command": {"type": "Nope"}, "events": []}]}),
        json.dumps({"v": 1, "seq": seq, "kind": "welcome", "seat": 1, "host": "x",
                    "superstars": ["a", "b"], "match_type": "normal", "game": "t",
                    "cards": CAT.digest, "token": "another", "clock": 0}),
    ]
    for raw in cases:
        assert guest.hear(raw) == []
        assert guest.state is state and guest.n == n
        assert guest.cut is None and guest.ended is None
    assert len(guest.notes) == len(cases)
    assert guest.hear(json.dumps(good)) == [] and guest.n == good["n"]


# ---- fuzz: random messages at both ends ----------------------------------------------------

JSON = st.recursive(st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=5) |
                    st.dictionaries(st.text(max_size=10), inner, max_size=5), max_leaves=30)
KINDS = st.sampled_from(["hello", "ready", "play", "chat", "leave", "welcome", "update",
                         "refused", "paused", "ended", "cut", "", "PLAY"])
FIELD = st.sampled_from(["n", "command", "line", "name", "state", "entries", "actor", "seat",
                         "token", "cards", "game", "winner", "how", "turns", "reason"])


@st.composite
def messages(draw):
    """Random JSON, and messages shaped almost like the real ones."""
    if draw(st.booleans()):
        return json.dumps(draw(JSON))
    doc = {"v": draw(st.sampled_from([1, 1, 1, 0, "1", None])),
           "seq": draw(st.integers(-1, 6)), "kind": draw(KINDS)}
    doc.update(draw(st.dictionaries(FIELD, JSON, max_size=4)))
    if doc["kind"] == "play" and draw(st.booleans()):
        doc["command"] = {"type": draw(st.sampled_from(["PlayPage", "Pass", "Allow", "Counter",
                                                         "TapOut", "PressPin", "TakeBack"])),
                          "seat": draw(st.integers(-1, 2)), **draw(st.dictionaries(
                              st.sampled_from(["page", "card", "agreed"]), JSON, max_size=2))}
    return json.dumps(doc)


def fuzz_host(frames):
    """Throw frames at a started host: it never raises, and only a guest command changes it."""
    match, host, guest = _started(5)
    for raw in frames:
        before = [e.command for e in match.log]
        replies = host.hear(raw)
        assert all(r.kind in ("welcome", "update", "refused", "cut", "ended") for r in replies)
        after = [e.command for e in match.log]
        assert after[:len(before)] == before and len(after) - len(before) <= 1
        if len(after) > len(before):
            assert after[-1].seat == GUEST


def fuzz_guest(frames):
    """Throw frames at a guest with a view: it never raises, and answers only ready or leave."""
    match, host, guest = _started(5)
    for raw in frames:
        replies = guest.hear(raw)
        assert all(r.kind in ("ready", "leave") for r in replies)
        if guest.state is not None:
            guest.my_turn()


FRAMES = st.lists(messages(), min_size=1, max_size=12)


@settings(max_examples=20, deadline=None)
@given(FRAMES)
def test_fuzz_the_host_never_raises_and_only_legal_commands_change_the_match(frames):
    fuzz_host(frames)


@settings(max_examples=20, deadline=None)
@given(FRAMES)
def test_fuzz_the_guest_never_raises(frames):
    fuzz_guest(frames)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(FRAMES)
def test_fuzz_the_host_at_length(frames):
    fuzz_host(frames)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(FRAMES)
def test_fuzz_the_guest_at_length(frames):
    fuzz_guest(frames)


# ---- join codes ------------------------------------------------------------------------------

def test_a_join_code_carries_an_address_and_port_both_ways():
    for address, port in [("192.168.1.20", 8765), ("0.0.0.1", 1), ("255.255.255.255", 65535)]:
        code = join_code(address, port)
        assert len(code) == 11 and code[5] == "-"
        assert read_join_code(code) == (address, port)
        assert read_join_code(code.lower().replace("-", " ")) == (address, port)
    assert read_join_code("OOOOO-IIIII") == read_join_code("00000-11111")
    assert join_code("::1", 80) is None and join_code("1.2.3.4", 0) is None
    assert read_join_code("ZZZZZ-ZZZZZ") is None  # more than an address and a port
    assert read_join_code("00000-00000") is None  # port 0


def test_an_address_is_host_and_port_or_a_code():
    assert read_address("127.0.0.1:9000") == ("127.0.0.1", 9000)
    assert read_address("my-pc.local:80") == ("my-pc.local", 80)
    assert read_address("[::1]:443") == ("::1", 443)
    assert read_address(join_code("10.0.0.2", 4000)) == ("10.0.0.2", 4000)
    for bad in ["127.0.0.1", "host:0", "host:65536", "a b:1", ":80", "", "x;rm:1"]:
        assert read_address(bad) is None, bad
