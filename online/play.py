"""An online match as a window plays it, with no pygame: the host's and the guest's side of the
lobby and the table, between the screen's thread and the link's (online/link.py).

The screen calls pump(now) every frame: it takes what the link heard, feeds it to game.net's
HostSession or GuestMirror on the screen's thread (so the Match is only ever touched there),
sends their answers, runs the turn clock and the rejoin wait, and returns what happened for the
screen to show ("joined", "ready", "chat", "dropped", "back", "ended", "cut", ...).
"""
from __future__ import annotations

import secrets

from game.match import fallback_command
from game.net import GuestMirror, HostSession, Paused, chat_line, text, wire_playbook

from . import limits
from .seats import HOST_SEAT, online_match


def clock_words(left: float | None) -> str:
    """A clock's time left as the screen shows it ('1:05')."""
    if left is None:
        return ""
    left = max(0, int(left + 0.999))
    return f"{left // 60}:{left % 60:02d}"


class TurnClock:
    """The clock per turn: it starts again whenever the seat to act or the log changes."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds  # 0: no clock
        self.key = None
        self.since = 0.0

    def watch(self, key, now: float) -> None:
        """The turn as it stands (seat to act, log length); a new one starts the clock."""
        if key != self.key:
            self.key, self.since = key, now

    def left(self, now: float) -> float | None:
        """Seconds left on the clock (None: no clock, or nobody's turn)."""
        if not self.seconds or self.key is None or self.key[0] is None:
            return None
        return max(0.0, self.seconds - (now - self.since))


class HostPlay:
    """The host's side: the lobby (a guest joins, both are ready) and the match it decides."""

    def __init__(self, cat, choice, link, name: str = "Host", game: str = "",
                 clock: float = 120, rejoin_wait: float = limits.REJOIN_WAIT,
                 hello_wait: float = limits.HELLO_WAIT) -> None:
        self.cat, self.choice, self.link = cat, choice, link
        self.session = HostSession(None, 1 - HOST_SEAT, name[:24], game[:40],
                                   secrets.token_hex(8), int(clock), cat=cat, build=self._build)
        self.session.host_ready = False
        self.session.player = self.play_guest  # a guest's checked command goes to the table
        self.clock = TurnClock(clock)
        self.rejoin_wait, self.hello_wait = rejoin_wait, hello_wait
        self.port: int | None = None
        self.error: str | None = None  # the link failed (the port is taken, ...)
        self.connected = False
        self.opened_at: float | None = None  # the connection's start (it must say hello)
        self.dropped_at: float | None = None
        self.strikes = 0
        self.on_play = None  # plays a command on the table (the scene's; else the match's)
        self.sent: list[str] = []  # the last frames sent (kept short)
        self.on_sent = None  # sees every frame sent to the guest (tests record them)
        self.ended_sent = False
        self.guest_was_ready = False  # the ready check is said once (a rejoin is ready again)

    @property
    def match(self):
        """The match, once a guest's hello made it."""
        return self.session.match

    def _build(self, hello):
        """The match for this guest's choice (ValueError: the reason it is turned away)."""
        return online_match(self.cat, self.choice, hello)

    def reopen(self) -> None:
        """The friend left the lobby before the bell: the next guest gets a new match."""
        s = self.session
        s.match, s.joined, s.ready, s.host_ready, s.left = None, False, False, False, None
        self.guest_was_ready = False

    def started(self) -> bool:
        """Both players are ready and the match is on."""
        return self.match is not None and self.session.ready and self.session.host_ready

    # ---- sending ---------------------------------------------------------------------------

    def send(self, message) -> None:
        """One message to the guest."""
        frame = text(message)
        self.sent = self.sent[-200:] + [frame]
        if self.on_sent is not None:
            self.on_sent(frame)
        self.link.send(frame)

    def send_all(self, messages) -> None:
        """The session's answers to the guest."""
        for m in messages:
            self.send(m)

    def update(self) -> None:
        """The guest's view after the host's own command (if it is there and ready)."""
        if self.connected and self.session.ready and self.session.host_ready:
            self.send(self.session.update())

    def ready(self) -> None:
        """The host's player is ready: the guest's first view goes when it is ready too."""
        if self.connected:
            self.send_all(self.session.started())
        else:
            self.session.host_ready = True

    def chat(self, line: int) -> None:
        """A canned line to the guest."""
        if self.connected and chat_line(line) is not None:
            self.send(self.session.chat_message(line))

    def leave(self) -> None:
        """The host leaves: an unfinished match records the host as the one who left."""
        if self.match is not None and not self.match.over and self.session.left is None:
            self.session.left = HOST_SEAT
        self.finish()

    def finish(self) -> None:
        """Tell the guest how the match ended, then close the line."""
        if not self.ended_sent and self.connected and self.match is not None:
            self.send(self.session.ended())
        self.ended_sent = True
        self.link.close()

    # ---- each frame ------------------------------------------------------------------------

    def pump(self, now: float) -> list:
        """Take in what the link heard; run the clock and the rejoin wait. What happened."""
        out: list = []
        for kind, value in self.link.poll():
            if kind == "listening":
                self.port = value
                out.append(("listening", value))
            elif kind == "error":
                self.error = value
                out.append(("error", value))
            elif kind == "open":
                self.connected, self.opened_at = True, now
                self.session.connected()
            elif kind == "closed":
                self.connected = False
                self.dropped_at = now
                if self.session.joined and self.session.left is None and \
                        not (self.match is not None and self.match.over):
                    out.append(("dropped", value))
            elif kind == "frame":
                out += self.hear(value)
        if self.connected and not self.session.greeted and self.opened_at is not None \
                and now - self.opened_at > self.hello_wait:
            self.send_all(self.session.cut_off(f"no hello within {self.hello_wait:g} seconds"))
            self.link.drop()
            self.opened_at = None
        out += self.tick(now)
        return out

    def hear(self, raw) -> list:
        """One frame from the guest, through the session."""
        s = self.session
        before = (s.greeted, s.ready, len(s.chat), s.left, s.refused, len(s.notes))
        had_match = self.match is not None
        rejoin = had_match and s.joined and not s.greeted
        entries = len(self.match.log) if had_match else 0
        replies = s.hear(raw)
        if had_match and len(self.match.log) != entries:
            self.strikes = 0  # the guest kept to its clock
        self.send_all(replies)
        out: list = []
        if s.cut is not None:
            out.append(("cut", s.cut))
            self.link.drop()
            return out
        if s.greeted and not before[0]:
            out.append(("back", s.guest_name) if rejoin else ("joined", s.guest_name))
        if s.ready and not before[1] and not self.guest_was_ready:
            self.guest_was_ready = True
            out.append(("ready", s.guest_name))
        for line in s.chat[before[2]:]:
            out.append(("chat", line))
        if s.left is not None and before[3] is None:
            out.append(("left", s.left))
        if s.refused != before[4]:
            out.append(("refused", s.notes[-1]))
        return out

    def play_guest(self, cmd) -> None:
        """Play the guest's checked command on the table (IllegalCommand if refused)."""
        if self.on_play is not None:
            self.on_play(cmd)
        else:
            self.match.play(cmd)

    def tick(self, now: float) -> list:
        """The turn clock and the rejoin wait."""
        match, s = self.match, self.session
        if match is None or not self.started() or s.left is not None:
            return []
        if not self.connected:
            self.clock.key = None  # the clock stops; the turn's clock starts again on a rejoin
            if match.over:
                return []
            waited = now - (self.dropped_at if self.dropped_at is not None else now)
            if waited > self.rejoin_wait:
                s.left = s.guest
                self.finish()
                return [("gone", s.guest)]
            return []
        actor = match.actor()
        self.clock.watch((actor, len(match.log)), now)
        left = self.clock.left(now)
        if actor is None or left is None or left > 0:
            return []
        cmd = fallback_command(match, actor)
        if actor != s.guest:
            self._play_own(cmd)
            return [("clock", actor)]
        self.strikes += 1
        if self.strikes >= limits.CLOCK_STRIKES:
            self.send_all(s.cut_off("the turn clock ran out three times in a row (stalled)"))
            s.left = s.guest
            self.finish()
            return [("gone", s.guest)]
        self.send(s.seq.stamp(Paused, reason="your turn clock ran out: the first legal move "
                                             "was played"))
        self.play_guest(cmd)
        self.update()
        return [("clock", actor)]

    def _play_own(self, cmd) -> None:
        """The host's own clock ran out: its first legal move is played for it."""
        if self.on_play is not None:
            self.on_play(cmd)  # the table tells the guest, as after any of the host's commands
        else:
            self.match.play(cmd)
            self.update()

    def time_left(self, now: float) -> float | None:
        """The clock of the seat to act (None: no clock, or it is stopped by a drop)."""
        return self.clock.left(now) if self.started() and self.connected else None


class GuestPlay:
    """The guest's side: join, the ready check, its view of the match, and what it sends."""

    def __init__(self, cat, link, name: str = "Guest", game: str = "",
                 superstar: str | None = None, custom=None,
                 rejoin_wait: float = limits.REJOIN_WAIT) -> None:
        self.cat, self.link = cat, link
        self.mirror = GuestMirror(cat, name[:24], game[:40], superstar=superstar,
                                  playbook=wire_playbook(custom), auto_ready=False)
        self.rejoin_wait = rejoin_wait
        self.error: str | None = None
        self.connected = False
        self.lost_at: float | None = None
        self.asked: int | None = None  # the log entry a command was sent for (it waits)
        self.said_ready = False
        self.clock = TurnClock(0)
        self.gone = False
        self.i_left = False  # the guest left the match (its record says so)

    def send(self, message) -> None:
        """One message to the host."""
        self.link.send(text(message))

    def ready(self) -> None:
        """The guest's player is ready for the bell."""
        if self.mirror.welcome is not None and not self.said_ready:
            self.said_ready = True
            self.send(self.mirror.ready())

    def play(self, cmd) -> None:
        """Send a command for the guest's seat; the table waits for the host's answer."""
        self.asked = self.mirror.n
        self.send(self.mirror.play(cmd))

    def chat(self, line: int) -> None:
        """A canned line to the host."""
        if self.connected and chat_line(line) is not None:
            self.send(self.mirror.chat_message(line))

    def leave(self) -> None:
        """Leave the match (the host records the guest as the one who left)."""
        if self.connected and self.mirror.ended is None:
            self.send(self.mirror.leave())
        self.i_left = self.mirror.ended is None
        self.link.close()

    @property
    def waiting(self) -> bool:
        """A command is on its way to the host (the table waits)."""
        return self.asked is not None and self.asked == self.mirror.n

    def pump(self, now: float) -> list:
        """Take in what the link heard; the rejoin wait. What happened."""
        m = self.mirror
        out: list = []
        for kind, value in self.link.poll():
            if kind == "error":
                self.error = value
                out.append(("error", value))
            elif kind == "open":
                self.connected = True
                self.send(m.hello())
            elif kind == "closed":
                self.connected = False
                self.clock.key = None  # stopped: the host starts the turn's clock again
                if m.ended is None and m.cut is None:
                    self.lost_at = self.lost_at if self.lost_at is not None else now
                    out.append(("dropped", value))
                    if not self.link.retry:
                        m.cut = value
                        out.append(("cut", value))
            elif kind == "frame":
                out += self.hear(value, now)
        if not self.connected and self.lost_at is not None and not self.gone and \
                m.ended is None and m.cut is None and now - self.lost_at > self.rejoin_wait:
            self.gone = True
            m.cut = "the host did not come back"
            self.link.close()
            out.append(("cut", m.cut))
        if m.state is not None and m.ended is None and self.connected:
            from game.match import actor
            self.clock.watch((actor(m.state), m.n), now)
        return out

    def hear(self, raw, now: float) -> list:
        """One frame from the host, through the mirror."""
        m = self.mirror
        before = (m.welcome, m.n, len(m.chat), m.paused, m.ended, m.cut, m.refused,
                  m.updates, len(m.notes))
        for reply in m.hear(raw):
            self.send(reply)
        out: list = []
        if m.welcome is not None and before[0] is None:
            self.clock = TurnClock(m.welcome.clock)
            out.append(("welcome", m.welcome))
        if m.updates != before[7]:
            if self.lost_at is not None:
                self.lost_at = None
                out.append(("back", None))
            out.append(("update", before[1]))
        for line in m.chat[before[2]:]:
            out.append(("chat", line))
        if m.paused is not None and m.paused != before[3]:
            out.append(("paused", m.paused))
        if m.welcome is None and len(m.notes) > before[8] and m.refused == before[6] \
                and m.cut is None:
            out.append(("error", "the host speaks another version of the game's messages "
                                 f"({m.notes[-1]}): update both games"))
        if m.refused != before[6]:
            self.asked = None
            out.append(("refused", m.notes[-1].removeprefix("refused: ")))
        if m.ended is not None and before[4] is None:
            out.append(("ended", m.ended))
            self.link.close()
        if m.cut is not None and before[5] is None:
            out.append(("cut", m.cut))
            self.link.close()
        return out

    def time_left(self, now: float) -> float | None:
        """The clock of the seat to act, as the host runs it (None: no clock, or the match is
        over)."""
        return self.clock.left(now) if self.mirror.ended is None and self.connected else None
