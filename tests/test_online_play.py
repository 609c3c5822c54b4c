"""The window's side of an online match without a window (online/play.py over online/link.py
on loopback): the two-sided ready check, a guest's choice checked by the host, the turn clock
(time passed in, never read), the rejoin wait, and the career reading both sides' records."""
from __future__ import annotations

import time

import pytest

from game.library import Catalog, load_library
from game.match import legal_commands
import online
from online.play import HostPlay, GuestPlay
from online.record import guest_facts, host_facts, record_path, write_record


@pytest.fixture(scope="module")
def cat():
    return Catalog(load_library())


def pair(cat, clock=0, guest_star="mack_doyle", rejoin_wait=180.0):
    """A host and a guest over loopback, the guest welcomed (not yet ready)."""
    host = HostPlay(cat, online.HostChoice(7, "normal", "kestrel_ortiz"),
                    online.HostLink("127.0.0.1", 0).start(), name="Hana", clock=clock,
                    rejoin_wait=rejoin_wait)
    run(host, None, lambda: host.port is not None)
    guest = GuestPlay(cat, online.GuestLink("127.0.0.1", host.port).start(), name="Gus",
                      superstar=guest_star)
    return host, guest


def run(host, guest, done, now=None, limit=4.0):
    """Pump both sides until done() (now: the clock both are told, else the real one)."""
    heard = []
    end = time.monotonic() + limit
    while time.monotonic() < end:
        t = now if now is not None else time.monotonic()
        heard += [("host",) + h for h in host.pump(t)]
        if guest is not None:
            heard += [("guest",) + h for h in guest.pump(t)]
        if done():
            return heard
        time.sleep(0.003)
    raise AssertionError(f"timed out; heard {heard[-5:]}")


def close(*sides):
    for side in sides:
        side.link.close()


def test_the_bell_waits_for_both_ready_checks(cat):
    host, guest = pair(cat)
    try:
        run(host, guest, lambda: guest.mirror.welcome is not None and host.match is not None)
        assert guest.mirror.welcome.superstars == ["kestrel_ortiz", "mack_doyle"]
        assert host.match.setup.seats[1].superstar == "mack_doyle"
        guest.ready()
        run(host, guest, lambda: host.session.ready)
        time.sleep(0.05)
        run(host, guest, lambda: True)
        assert guest.mirror.state is None and not host.started()  # the host is not ready yet
        host.ready()
        run(host, guest, lambda: guest.mirror.state is not None)
        assert host.started()
    finally:
        close(host, guest)


def test_a_taken_superstar_turns_the_guest_away_with_the_reason(cat):
    host, guest = pair(cat, guest_star="kestrel_ortiz")
    try:
        heard = run(host, guest, lambda: guest.mirror.cut is not None)
        assert "already in the host's corner" in guest.mirror.cut
        assert ("guest", "cut", guest.mirror.cut) in heard
        assert host.match is None  # a new guest may come
    finally:
        close(host, guest)


def started(cat, clock):
    host, guest = pair(cat, clock=clock)
    run(host, guest, lambda: guest.mirror.welcome is not None)
    guest.ready()
    host.ready()
    run(host, guest, lambda: guest.mirror.state is not None and host.started())
    return host, guest


def guest_to_act(host, guest, t):
    """Play the host's first legal commands until the guest must act (at time t)."""
    m = host.match
    for _ in range(50):
        if m.actor() == 1:
            break
        m.play(legal_commands(m.state, 0)[0])
        host.update()
    host.clock.key = None  # this turn's clock starts at t (the test's own timeline)
    run(host, guest, lambda: guest.mirror.n == len(m.log), now=t)
    assert m.actor() == 1


def test_the_turn_clock_plays_the_first_legal_move_then_cuts_a_stalled_guest(cat):
    host, guest = started(cat, clock=60)
    try:
        t = 1000.0
        for strike in (1, 2):
            guest_to_act(host, guest, t)
            n = len(host.match.log)
            run(host, guest, lambda: True, now=t + 59.5)
            assert len(host.match.log) == n  # 0.5 s still on the clock
            assert 0 < host.time_left(t + 59.5) <= 0.5
            heard = run(host, guest, lambda: guest.mirror.n == n + 1, now=t + 60.0)
            assert len(host.match.log) == n + 1 and host.strikes == strike
            assert ("guest", "paused", "your turn clock ran out: the first legal move was "
                                       "played") in heard
            assert ("host", "clock", 1) in heard
            t += 100.0
        guest_to_act(host, guest, t)
        heard = run(host, guest, lambda: guest.mirror.cut is not None, now=t + 60.0)
        assert "three times" in guest.mirror.cut and host.session.left == 1
        assert ("host", "gone", 1) in heard
    finally:
        close(host, guest)


def test_a_guest_that_never_rejoins_leaves_the_match_unfinished(cat, tmp_path):
    host, guest = started(cat, clock=0)
    try:
        guest.link.retry = False
        guest.link.drop()
        run(host, guest, lambda: not host.connected)
        t = host.dropped_at
        run(host, guest, lambda: True, now=t + 179.0)
        assert host.session.left is None
        heard = run(host, guest, lambda: host.session.left == 1, now=t + 181.0)
        assert ("host", "gone", 1) in heard
        facts = host_facts(host.session, host.match.setup, tmp_path / "x.json")
        assert facts["unfinished"] and facts["left"] == 1
    finally:
        close(host, guest)


def test_the_career_counts_both_sides_and_who_left(cat, tmp_path):
    from game.store import career_history, save_match
    host, guest = started(cat, clock=0)
    try:
        m = host.match
        for _ in range(6):  # a few commands each, then the guest leaves
            seat = m.actor()
            if seat == 0:
                m.play(legal_commands(m.state, 0)[0])
                host.update()
            else:
                run(host, guest, lambda: guest.mirror.n == len(m.log))
                guest.play(legal_commands(guest.mirror.state, 1)[0])
                n = len(m.log)
                run(host, guest, lambda: len(m.log) > n)
        run(host, guest, lambda: guest.mirror.n == len(m.log))
        guest.leave()
        run(host, guest, lambda: host.session.left == 1)
        folder = tmp_path / "saves"
        path = save_match(m, folder, "online-normal-7", "2026-01-01T00:00:00+00:00")
        write_record(record_path(folder, "online-normal-7"), "host",
                     host_facts(host.session, m.setup, path))
        write_record(record_path(folder, "online-guest-x"), "guest",
                     guest_facts(guest.mirror, guest.i_left))
        (folder / "online" / "junk.json").write_text('{"format": "ringside-online"}')
        h = career_history(folder)
        assert h["online"]["matches"] == 2 and h["online"]["unfinished"] == 2
        assert h["online"]["as_host"] == 1 and h["online"]["as_guest"] == 1
        assert h["online"]["friend_left"] == 1 and h["online"]["you_left"] == 1
        kinds = {r["name"]: r["kind"] for r in h["recent"]}
        assert kinds == {"online-normal-7": "online", "online-guest-x": "online"}
    finally:
        close(host, guest)


def _serve_once(handler):
    """A websockets server on a free loopback port in a thread; (port, stop)."""
    import asyncio
    import threading
    from websockets.asyncio.server import serve
    ready, box = threading.Event(), {}

    def main():
        async def go():
            box["stop"] = asyncio.Event()
            async with serve(handler, "127.0.0.1", 0) as server:
                box["port"] = server.sockets[0].getsockname()[1]
                ready.set()
                await box["stop"].wait()
        loop = asyncio.new_event_loop()
        box["loop"] = loop
        loop.run_until_complete(go())
    threading.Thread(target=main, daemon=True).start()
    ready.wait(5)
    return box["port"], lambda: box["loop"].call_soon_threadsafe(box["stop"].set)


def test_a_host_of_another_protocol_version_is_a_clear_error(cat):
    async def other(ws):
        await ws.recv()
        await ws.send('{"v": 2, "kind": "welcome", "seq": 0}')
        await ws.wait_closed()
    port, stop = _serve_once(other)
    guest = GuestPlay(cat, online.GuestLink("127.0.0.1", port).start(), name="Gus")
    try:
        heard = []
        end = time.monotonic() + 4
        while time.monotonic() < end and not any(h[0] == "error" for h in heard):
            heard += guest.pump(time.monotonic())
            time.sleep(0.005)
        error = next(h[1] for h in heard if h[0] == "error")
        assert "another version" in error and "protocol version '2'" in error
    finally:
        guest.link.close()
        stop()


def test_a_host_that_never_answers_times_out_with_a_clear_error(cat):
    import socket
    with socket.socket() as silent:  # accepts the connection, never answers the handshake
        silent.bind(("127.0.0.1", 0))
        silent.listen(1)
        port = silent.getsockname()[1]
        guest = GuestPlay(cat, online.GuestLink("127.0.0.1", port, open_timeout=0.3).start())
        try:
            heard = []
            end = time.monotonic() + 5
            while time.monotonic() < end and not heard:
                heard += guest.pump(time.monotonic())
                time.sleep(0.005)
            assert heard and heard[0][0] == "error" and "timed out" in heard[0][1]
        finally:
            guest.link.close()


def test_a_drop_stops_both_clocks_and_a_rejoin_starts_the_turn_again(cat):
    host, guest = started(cat, clock=60)
    try:
        guest.link.drop()
        run(host, guest, lambda: not guest.connected and not host.connected, now=4000.0)
        assert host.time_left(4000.0) is None and guest.time_left(4000.0) is None
        run(host, guest, lambda: guest.connected and host.connected and guest.lost_at is None
            and host.session.ready, now=4100.0)
        run(host, guest, lambda: guest.mirror.n == len(host.match.log), now=4100.0)
        assert host.time_left(4100.0) == 60 and guest.time_left(4100.0) == 60
        assert host.time_left(4130.0) == 30 and guest.time_left(4130.0) == 30
    finally:
        close(host, guest)
