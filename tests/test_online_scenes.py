"""Two windows play a friend online through the menu: two App instances in one process (SDL's
dummy video), one hosting and one joining over loopback, through Host -> Join -> the ready
check -> a whole match on the real table, with chat, a refusal and a drop and rejoin."""
from __future__ import annotations

import socket

import pytest

from tests.scene_helpers import click, frame  # noqa: F401  (sets the dummy drivers first)

import pygame  # noqa: E402

from scenes.app import App  # noqa: E402
from scenes.ui.prefs import Settings  # noqa: E402
from scenes.routes import is_scene  # noqa: E402


def free_port() -> int:
    """A port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def both(host, guest, n: int = 1, dt: float = 0.05) -> None:
    """Frames of both windows."""
    import time
    for _ in range(n):
        frame(host, dt)
        frame(guest, dt)
        time.sleep(0.002)


def until(host, guest, done, limit: int = 400) -> None:
    """Run both windows until done() (the network has a moment each frame)."""
    for _ in range(limit):
        if done():
            return
        both(host, guest)
    assert done()


def press(app, label: str) -> None:
    """Click the top scene's button with this label."""
    scene = app.stack.top
    for name in dir(scene):
        b = getattr(scene, name, None)
        if getattr(b, "label", None) == label and getattr(b, "visible", False) and \
                hasattr(b, "rect"):
            click(app, b.rect.center)
            return
    for b in getattr(scene, "buttons", []) or []:
        if getattr(b, "label", None) == label:
            click(app, b.rect.center)
            return
    raise AssertionError(f"no button {label!r} on {type(scene).__name__}")


@pytest.fixture
def two(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path / "config"))
    host = App((1280, 720), settings=Settings(ai_speed="fast", show_speed="instant"))
    guest = App((1280, 720), settings=Settings(ai_speed="fast", show_speed="instant"))
    for app in (host, guest):
        app.reset("menu")
        frame(app)
    yield host, guest
    for app in (host, guest):
        for scene in list(app.stack.scenes):
            play = getattr(scene, "play", None)
            if play is not None:
                play.link.close()


def lobby(host, guest, port: int, on_sent=None):
    """Host -> Join -> both ready, through the menu's buttons; the two tables (on_sent sees
    every frame the host sends the guest)."""
    press(host, "Play Online")
    frame(host)
    press(host, "Host a match")
    frame(host)
    hs = host.stack.top
    assert is_scene(hs, "online_host")
    hs.port_w.value = str(port)
    hs.seed_w.value = "7318264059"  # the field is hidden online: a player's match draws a fresh seed
    hs.name_w.value = "Hana"
    hs.pick(0, "kestrel_ortiz")
    press(host, "Host Match")
    until(host, guest, lambda: hs.play is not None and hs.play.port == port)
    hs.play.on_sent = on_sent
    press(guest, "Play Online")
    frame(guest)
    press(guest, "Join a match")
    frame(guest)
    js = guest.stack.top
    assert is_scene(js, "online_join")
    js.address_w.value = f"127.0.0.1:{port}"
    js.name_w.value = "Gus"
    js.pick(1, "mack_doyle")
    press(guest, "Join Match")
    until(host, guest, lambda: js.welcome is not None and hs.guest is not None)
    assert hs.guest == ("Gus", "mack_doyle")
    assert js.welcome.host == "Hana" and js.welcome.superstars == ["kestrel_ortiz", "mack_doyle"]
    press(guest, "Ready")
    until(host, guest, lambda: hs.guest_ready)
    assert is_scene(host.stack.top, "online_host")  # the host has not said ready yet
    press(host, "Ready")
    until(host, guest, lambda: is_scene(host.stack.top, "online_host_table")
          and is_scene(guest.stack.top, "online_guest_table"))
    return host.stack.top, guest.stack.top


def play_turn(app, table) -> bool:
    """The window's person plays its first legal command when the table lets it (True when
    it did)."""
    model = table.model
    table.presenter.finish()
    seat = model.acting_human()
    if seat is None or model.busy or not model.hand_visible():
        return False
    legal = table.match.legal(seat)
    if not legal:
        return False
    return model.play(legal[0])


def test_two_windows_play_a_whole_match_through_the_menu(two):
    from tests.test_net import leaks
    host, guest = two
    port = free_port()
    found, frames = [], []

    def record(frame):  # every byte the host sends, checked against the host's state then
        frames.append(frame)
        play = next(sc.play for sc in host.stack.scenes if getattr(sc, "play", None))
        if play.match is not None:
            found.extend(leaks(frame, play.match.state))
    ht, gt = lobby(host, guest, port, on_sent=record)
    assert ht.model.players == ["human", "remote"] and gt.model.players == ["remote", "human"]
    assert ht.model.controller_words(1) == "Online \u00b7 Gus"
    # a refused command shows the host's reason as a refusal at the table
    notices = []
    gt.model.on_notice.append(lambda words, kind, s: notices.append((words, kind)))
    chatted = False
    dropped = False
    for step in range(3000):
        if is_scene(host.stack.top, "online_end") and is_scene(guest.stack.top, "online_end"):
            break
        if is_scene(host.stack.top, "online_host_table"):
            play_turn(host, ht)
        if is_scene(guest.stack.top, "online_guest_table"):
            played = play_turn(guest, gt)
            if played and not chatted:
                gt.chat.pick(0)
                chatted = True
            if played and not dropped and len(gt.match.log) > 12:
                dropped = True
                gt.play.link.drop()
                until(host, guest, lambda: ht.dropped_at is not None or ht.model.hold)
                until(host, guest, lambda: ht.model.hold is None and gt.model.hold is None)
        both(host, guest)
    else:
        raise AssertionError("the match did not end")
    he, ge = host.stack.top, guest.stack.top
    # the host's table showed the guest's commands as its own: the log told every one
    assert any("Gus says" in line.text for line in ht.logview.lines)
    told = [line.text for line in ht.logview.lines]
    assert sum("Mack Doyle" in t for t in told) > 5
    hm = he.source
    assert hm.over and hm.state.over is not None
    assert ge.source.state.over == hm.state.over
    assert he.why is None and ge.why is None
    assert he.save is not None and he.save.exists()
    assert ge.record is not None and ge.record.exists()
    assert dropped and chatted
    assert len(frames) > len(hm.log) // 2 and not found, found[:5]


def test_cancel_and_errors_lose_nothing(two):
    host, guest = two
    port = free_port()
    press(guest, "Play Online")
    frame(guest)
    press(guest, "Join a match")
    frame(guest)
    js = guest.stack.top
    js.address_w.value = "not an address"
    press(guest, "Join Match")
    assert js.play is None and "address" in js.status
    js.address_w.value = f"127.0.0.1:{port}"
    js.pick(1, "ada_quill")
    press(guest, "Join Match")
    until(host, guest, lambda: js.play is None)  # refused: nobody is hosting there
    assert "refused" in js.status and js.picks[1] == "ada_quill"
    assert js.address_w.value == f"127.0.0.1:{port}"
    # a port in use: the host is told, and its choices stay
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", port))
        taken.listen(1)
        press(host, "Play Online")
        frame(host)
        press(host, "Host a match")
        frame(host)
        hs = host.stack.top
        hs.port_w.value = str(port)
        hs.pick(0, "ada_quill")
        press(host, "Host Match")
        until(host, guest, lambda: hs.play is None)
        assert "in use" in hs.status and hs.picks[0] == "ada_quill"
    # the same Superstar in both corners: the guest is turned away with the reason
    press(host, "Host Match")
    until(host, guest, lambda: hs.play is not None and hs.play.port == port)
    press(guest, "Join Match")
    until(host, guest, lambda: js.play is None)
    assert "already in the host's corner" in js.status
    # welcomed, then the guest cancels: the host's lobby waits for a friend again
    js.pick(1, "mack_doyle")
    press(guest, "Join Match")
    until(host, guest, lambda: js.welcome is not None and hs.guest is not None)
    press(guest, "Cancel")
    until(host, guest, lambda: hs.guest is None)
    assert hs.play is not None and "Waiting for a friend" in hs.status
    assert js.play is None and js.picks[1] == "mack_doyle"
    press(guest, "Join Match")  # and a friend can join again
    until(host, guest, lambda: js.welcome is not None and hs.guest is not None)
    press(guest, "Cancel")
    press(host, "Cancel")
    assert hs.play is None and hs.picks[0] == "ada_quill"


def test_a_refusal_shows_the_hosts_reason_and_leaving_ends_it_unfinished(two, tmp_path):
    from game.match import commands as C
    from game.store import career_history
    host, guest = two
    ht, gt = lobby(host, guest, free_port())
    notices = []
    gt.model.on_notice.append(lambda words, kind, s: notices.append((words, kind)))
    for _ in range(400):  # until the guest must act
        if gt.model.acting_human() == 1 and not gt.model.busy:
            break
        play_turn(host, ht)
        both(host, guest)
    assert gt.model.acting_human() == 1
    # refused at the table, before anything is sent: the table's own reason
    assert not gt.model.play(C.PlayPage(1, 10_000))
    assert notices[-1][1] == "refused" and len(ht.match.log) == len(gt.match.log)
    # a command the table would not send, sent anyway: the host refuses it with its reason
    gt.play.play(C.PlayPage(1, 10_000))
    until(host, guest, lambda: any(w.startswith("The host refused that:") for w, _ in notices))
    assert notices[-1][1] == "refused" and ht.play.session.refused == 1
    until(host, guest, lambda: gt.model.acting_human() == 1)  # the table is the guest's again
    # the guest leaves from the pause menu: both end screens say so; the career counts who left
    gt.pause()
    frame(guest)
    press(guest, "Leave match")
    until(host, guest, lambda: is_scene(host.stack.top, "online_end"))
    assert is_scene(guest.stack.top, "online_end")
    assert guest.stack.top.why == "You left the match"
    assert host.stack.top.why == "Gus left the match"
    h = career_history(tmp_path / "saves")
    assert h["online"]["unfinished"] == 2
    assert h["online"]["friend_left"] == 1 and h["online"]["you_left"] == 1
