"""The guest's side of an online match: a mirror of its own view, rebuilt from what the host
sends (checked like everything from the wire), and the commands it sends back."""
from __future__ import annotations

from ..errors import IllegalCommand
from ..match.legal import actor as actor_of
from ..store.codec import SaveError, decode_command, decode_events, encode_command
from .state_codec import decode_state
from .wire import Chat, Cut, Ended, Hello, Leave, Paused, Play, Ready, Refused, Sequence, Update
from .wire import Welcome, WireError, from_host, VERSION


class GuestMirror:
    """What the guest knows of the match: hear(raw) takes a host's text frame and returns the
    messages to send back; state is its view, entries the log as its seat may see it."""

    def __init__(self, cat, name: str, game: str, superstar: str | None = None,
                 playbook=None, auto_ready: bool = True) -> None:
        self.cat, self.name, self.game = cat, name, game
        self.superstar, self.playbook = superstar, playbook  # the guest's choice, for the host
        self.auto_ready = auto_ready  # ready at once (a window asks its player first)
        self.seq = Sequence()
        self.welcome: Welcome | None = None
        self.token: str | None = None
        self.record_name: str | None = None  # the name its record is kept under, once chosen
        self.state = None  # the guest's view of the match (a MatchState), once sent
        self.n = 0  # log entries the view stands after
        self.entries: list = []  # (command, events) as the guest's seat may see them
        self.refused = 0  # the guest's commands the host refused
        self.notes: list[str] = []  # what was refused or ignored, and why
        self.chat: list[int] = []  # canned lines the host sent
        self.paused: str | None = None
        self.ended: Ended | None = None
        self.cut: str | None = None
        self.updates = 0  # views taken in (a new connection waits for its first)

    @property
    def seat(self) -> int | None:
        """The guest's seat (None before the welcome)."""
        return self.welcome.seat if self.welcome else None

    def hello(self):
        """The first message of a connection (with the rejoin token, if there is one)."""
        self.seq.restart()
        return self.seq.stamp(Hello, name=self.name[:24], game=self.game[:40],
                              cards=self.cat.digest, token=self.token, superstar=self.superstar,
                              playbook=self.playbook)

    def hear(self, raw) -> list:
        """The messages answering one text frame from the host (never raises)."""
        try:
            message = from_host(raw)
            self.seq.check(message)
            return self._answer(message)
        except (WireError, SaveError, IllegalCommand) as err:
            self.notes.append(getattr(err, "reason", None) or str(err))
            return []

    def _answer(self, message) -> list:
        """Take in a checked, in-order message."""
        kind = type(message)
        if kind is Welcome:
            if self.welcome is not None and self.welcome.token != message.token:
                raise WireError("a welcome to another match")
            if message.cards != self.cat.digest:
                self.cut = "the host's cards differ from yours (update both games)"
                return [self.seq.stamp(Leave)]
            rejoin = self.welcome is not None
            self.welcome, self.token = message, message.token
            return [self.seq.stamp(Ready)] if self.auto_ready or rejoin else []
        if self.welcome is None and kind is Cut:  # turned away: a taken Superstar, ...
            self.cut = message.reason
            return []
        if self.welcome is None and kind is Refused:  # a hello the host could not take
            self.refused += 1
            self.notes.append(f"refused: {message.reason}")
            return []
        if self.welcome is None:
            raise WireError(f"a {message.kind} message before the welcome")
        if kind is Update:
            self._update(message)
        elif kind is Refused:
            self.refused += 1
            self.notes.append(f"refused: {message.reason}")
        elif kind is Chat:
            self.chat.append(message.line)
        elif kind is Paused:
            self.paused = message.reason
        elif kind is Ended:
            self.ended = message
        elif kind is Cut:
            self.cut = message.reason
        elif kind is Leave:
            self.cut = "the host left"
        return []

    def _update(self, update: Update) -> None:
        """Take in a new view and the entries since the last one (all of them after a rejoin)."""
        first = update.n - len(update.entries)
        if first not in (0, self.n) or update.n < self.n:
            raise WireError(f"an update for entries {first} to {update.n}, but the view "
                            f"stands after entry {self.n}")
        state = decode_state(update.state, self.cat)
        if update.actor != actor_of(state):
            raise WireError("an update whose actor is not the view's")
        entries = [(decode_command(e.get("command"), f"entry {first + i}"),
                    decode_events(e.get("events"), f"entry {first + i}"))
                   for i, e in enumerate(update.entries)]
        self.entries = (self.entries[:first] if first else []) + entries
        self.state, self.n, self.paused = state, update.n, None
        self.updates += 1

    def my_turn(self) -> bool:
        """True when the guest's seat must act on the view it holds."""
        return self.state is not None and self.ended is None and self.seat is not None \
            and actor_of(self.state) == self.seat

    def play(self, cmd):
        """The message sending a command for the guest's seat."""
        return self.seq.stamp(Play, n=self.n, command=encode_command(cmd))

    def ready(self):
        """The message saying the guest's player is ready for the bell."""
        return self.seq.stamp(Ready)

    def leave(self):
        """The message leaving the match."""
        return self.seq.stamp(Leave)

    def chat_message(self, line: int):
        """A canned chat line to the host."""
        return self.seq.stamp(Chat, line=line)


__all__ = ["GuestMirror", "VERSION", "encode_entries"]


def encode_entries(entries) -> list:
    """A guest's view of the log as plain data, for its own record."""
    from ..store.codec import encode_command as command, encode_events as events
    return [{"command": command(c), "events": events(e)} for c, e in entries]
