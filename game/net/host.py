"""The host's side of an online match: it holds the Match, re-checks every message the guest
sends, and sends back only what the guest's seat may see (its view, events as it may see them)."""
from __future__ import annotations

from ..errors import IllegalCommand
from ..match import commands as C
from ..match.seat_view import view
from ..store.codec import SaveError, decode_command, encode_command, encode_events
from .redact import seen_events
from .state_codec import encode_state
from .wire import Cut, Ended, Hello, Leave, Play, Ready, Refused, Sequence, Update, Welcome
from .wire import Chat, WireError, from_guest

MAX_REFUSALS = 200  # a guest refused this often in one connection is cut off


class HostSession:
    """One online match seen from the host: hear(raw) takes a guest's text frame and returns
    the messages to send back; update() is the guest's view after the host's own commands."""

    def __init__(self, match, guest_seat: int, host_name: str, game: str, token: str,
                 clock: int = 0, cat=None, build=None) -> None:
        # match: the Match, or None until the guest's hello, when build(hello) makes it (a
        # ValueError from build is a reason the guest is turned away: a Superstar taken, ...)
        self.match, self.guest, self.host_name = match, guest_seat, host_name
        self.cat = cat if cat is not None else match.cat
        self.build = build
        self.host_ready = True  # the host has said it is ready (a window asks its player)
        self.player = None  # plays a guest's command (None: the match's own play)
        self.game, self.token, self.clock = game, token, clock
        self.seq = Sequence()
        self.greeted = self.ready = False
        self.joined = False  # a guest has taken the seat (a rejoin must bring the token)
        self.guest_name = ""
        self.sent_upto = 0  # log entries the guest has been sent on this connection
        self.refused = 0  # the guest's commands the rules or the wire refused, in all
        self.refused_here = 0  # ... on this connection
        self.notes: list[str] = []  # what was refused and why, for the log
        self.chat: list[int] = []  # canned lines the guest sent
        self.left: int | None = None  # the seat that left the match unfinished
        self.cut: str | None = None  # why the guest was cut off, once it was

    # ---- the connection ----------------------------------------------------------------------

    def connected(self) -> None:
        """A new connection from the guest (the first, or a rejoin): it must say hello again
        and is sent its whole view of the match so far."""
        self.seq.restart()
        self.greeted = self.ready = False
        self.sent_upto = 0
        self.refused_here = 0
        self.cut = None

    def hear(self, raw) -> list:
        """The messages answering one text frame from the guest (never raises)."""
        try:
            message = from_guest(raw)
            self.seq.check(message)
            return self._answer(message)
        except (WireError, SaveError) as err:
            return self.refuse(getattr(err, "reason", None) or str(err))

    def _answer(self, message) -> list:
        """The answer to a checked, in-order message."""
        if type(message) is Hello:
            return self._hello(message)
        if not self.greeted:
            return self.refuse("a message before hello")
        if type(message) is Ready:
            self.ready = True
            return [self.update()] if self.host_ready else []
        if type(message) is Chat:
            self.chat.append(message.line)
            return []
        if type(message) is Leave:
            self.left = self.guest if not self.match.over else None
            return [self.ended()]
        if type(message) is Play:
            return self._play(message)
        return self.refuse(f"a {message.kind} message from the guest")

    def _hello(self, hello: Hello) -> list:
        """Check the guest plays the same game and cards (and owns the seat, when rejoining)."""
        if self.greeted:
            return self.refuse("a second hello")
        if hello.cards != self.cat.digest:
            return self.cut_off("the guest's cards differ from the host's (update both games)")
        if (hello.token is not None or self.joined) and hello.token != self.token:
            return self.cut_off("the guest's seat is taken: a rejoin needs this match's token")
        if self.match is None:
            try:
                self.match = self.build(hello)
            except ValueError as err:
                return self.cut_off(str(err))
        self.greeted, self.joined, self.guest_name = True, True, hello.name
        seats = self.match.setup.seats
        return [self.seq.stamp(Welcome, seat=self.guest, host=self.host_name,
                               superstars=[s.superstar for s in seats],
                               match_type=self.match.setup.match_type, game=self.game,
                               cards=self.match.cat.digest, token=self.token, clock=self.clock)]

    def _play(self, play: Play) -> list:
        """Re-check a guest's command as the table would, then play it."""
        match = self.match
        if not self.ready:
            return self.refuse("a command before the ready check", play.n)
        if play.n != len(match.log):
            return self.refuse(f"a command for entry {play.n}, but the match is at entry "
                               f"{len(match.log)} (a replayed or late command)", play.n)
        try:
            cmd = decode_command(play.command, "the command")
        except SaveError as err:
            return self.refuse(err.message, play.n)
        if cmd.seat != self.guest:
            return self.refuse("a command for the other seat", play.n)
        if type(cmd) in (C.TakeBack, C.StartMatch):
            return self.refuse("take-backs are off in online matches" if type(cmd) is C.TakeBack
                               else "the host rings the bell", play.n)
        if match.actor() != self.guest:
            return self.refuse("it is not your turn", play.n)
        try:
            (self.player or match.play)(cmd)
        except IllegalCommand as err:
            return self.refuse(err.reason, play.n)
        return [self.update()]

    # ---- what the guest is sent --------------------------------------------------------------

    def update(self):
        """The guest's view now, with the log entries it has not been sent yet."""
        log = self.match.log
        entries = [{"command": encode_command(e.command),
                    "events": encode_events(seen_events(e.events, self.guest))}
                   for e in log[self.sent_upto:]]
        self.sent_upto = len(log)
        return self.seq.stamp(Update, n=len(log), state=encode_state(view(self.match.state,
                                                                          self.guest)),
                              entries=entries, actor=self.match.actor())

    def ended(self):
        """The match's end (or its unfinished end, and who left)."""
        out = self.match.state.over
        return self.seq.stamp(Ended, winner=out.winner if out else None,
                              how=out.how if out else None, turns=self.match.state.turn,
                              left=self.left)

    def refuse(self, reason: str, n: int | None = None) -> list:
        """Refuse and log a guest's message; a guest refused too often is cut off."""
        self.refused += 1
        self.refused_here += 1
        self.notes.append(reason)
        if self.refused_here > MAX_REFUSALS:
            return self.cut_off("too many refused messages")
        return [self.seq.stamp(Refused, reason=reason[:200],
                               n=len(self.match.log) if n is None else n)]

    def cut_off(self, reason: str) -> list:
        """Close the guest's connection, and say why."""
        self.cut = reason
        self.notes.append(f"cut off: {reason}")
        return [self.seq.stamp(Cut, reason=reason[:200])]

    def started(self) -> list:
        """The host is ready too: the guest's first view, if the guest is ready."""
        self.host_ready = True
        return [self.update()] if self.ready and self.match is not None else []

    def chat_message(self, line: int):
        """A canned chat line from the host."""
        return self.seq.stamp(Chat, line=line)
