"""The messages two games send each other: versioned, size-limited, schema-checked JSON.

Every message is one JSON object {"v": 1, "kind": ..., "seq": n, ...}; seq rises by one with
every message a side sends, so a replayed or reordered message is refused. What the guest sends
is small (a command, a chat line number); what the host sends is the guest's view of the match.
Anything that does not fit raises WireError with a line for the log; nothing is ever evaluated.
"""
from __future__ import annotations

import json
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..errors import IllegalCommand

VERSION = 1
GUEST_MAX_BYTES = 4 * 1024  # the most a guest's message may hold
HOST_MAX_BYTES = 512 * 1024  # the most a host's message may hold (a whole match's view)
MAX_ENTRIES = 5000
Name = Annotated[str, Field(max_length=24, pattern=r"^[^\x00-\x1f\x7f]*$")]
Short = Annotated[str, Field(max_length=200)]
# A rejoin token names the guest's record file: a host's '/../../current-7' wrote over a save
# (session 68's save attack), so it is letters, digits, '-' and '_' only.
Token = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]


class WireError(IllegalCommand):
    """A message refused: malformed, oversized, of another version, or out of order."""


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    v: Literal[1]
    seq: int = Field(ge=0, lt=2**31)


class Playbook(BaseModel):
    """A guest's own playbook: its name and pages (the host checks them as any setup's)."""
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    name: Annotated[str, Field(min_length=1, max_length=40)]
    pages: list[Annotated[str, Field(max_length=60)]] = Field(max_length=60)
    leadoff: list[Annotated[str, Field(max_length=60)]] = Field(default_factory=list,
                                                                 max_length=8)


# ---- the guest's messages --------------------------------------------------------------------

class Hello(_Message):
    """The guest's first word: its name, game version, cards, and a token if it is rejoining."""
    kind: Literal["hello"] = "hello"
    name: Name
    game: Annotated[str, Field(max_length=40)]
    cards: Annotated[str, Field(max_length=64)]
    token: Token | None = None
    superstar: Annotated[str, Field(max_length=60)] | None = None  # the guest's choice
    playbook: Playbook | None = None  # the guest's own playbook (None: the starter)


class Ready(_Message):
    """The guest has seen who it plays and is ready for the bell."""
    kind: Literal["ready"] = "ready"


class Play(_Message):
    """A command for the guest's seat, answering the view after log entry n."""
    kind: Literal["play"] = "play"
    n: int = Field(ge=0, le=MAX_ENTRIES)
    command: dict[str, Any] = Field(max_length=4)


class Chat(_Message):
    """A canned chat line, by number."""
    kind: Literal["chat"] = "chat"
    line: int = Field(ge=0, lt=64)


class Leave(_Message):
    """The sender leaves the match (it stays unfinished, and the leaver is recorded)."""
    kind: Literal["leave"] = "leave"


# ---- the host's messages ---------------------------------------------------------------------

class Welcome(_Message):
    """Who the guest plays and as which seat, the rules of the match, and its rejoin token."""
    kind: Literal["welcome"] = "welcome"
    seat: Literal[0, 1]
    host: Name
    superstars: list[Annotated[str, Field(max_length=60)]] = Field(min_length=2, max_length=2)
    match_type: Annotated[str, Field(max_length=20)]
    game: Annotated[str, Field(max_length=40)]
    cards: Annotated[str, Field(max_length=64)]
    token: Token
    clock: int = Field(ge=0, le=3600)


class Update(_Message):
    """The guest's view after log entry n, with the entries since its last update (as its seat
    may see them); actor: who must act now."""
    kind: Literal["update"] = "update"
    n: int = Field(ge=0, le=MAX_ENTRIES)
    state: dict[str, Any]
    entries: list[dict[str, Any]] = Field(max_length=MAX_ENTRIES)
    actor: Literal[0, 1] | None


class Refused(_Message):
    """The host refused the guest's message; reason: as the table would say it."""
    kind: Literal["refused"] = "refused"
    reason: Short
    n: int = Field(ge=0, le=MAX_ENTRIES)


class Paused(_Message):
    """The match waits (the other player dropped, or the clock ran out); reason for the screen."""
    kind: Literal["paused"] = "paused"
    reason: Short


class Ended(_Message):
    """The match is over, or ended unfinished (left: the seat that left, or None)."""
    kind: Literal["ended"] = "ended"
    winner: Literal[0, 1] | None
    how: Annotated[str, Field(max_length=30)] | None
    turns: int = Field(ge=0, le=100_000)
    left: Literal[0, 1] | None = None


class Cut(_Message):
    """The host closes the connection, and why."""
    kind: Literal["cut"] = "cut"
    reason: Short


GuestMessage = Annotated[Union[Hello, Ready, Play, Chat, Leave], Field(discriminator="kind")]
HostMessage = Annotated[Union[Welcome, Update, Refused, Chat, Paused, Ended, Cut, Leave],
                        Field(discriminator="kind")]
_FROM_GUEST = TypeAdapter(GuestMessage)
_FROM_HOST = TypeAdapter(HostMessage)


def _parse(raw, limit: int, adapter: TypeAdapter):
    """A checked message from a text frame, or WireError."""
    if isinstance(raw, (bytes, bytearray)):
        raise WireError("a binary message (only text messages are spoken)")
    if type(raw) is not str:
        raise WireError("not a message")
    if len(raw) > limit:  # characters; each is at least one byte
        raise WireError(f"a message of {len(raw)} characters (at most {limit})")
    if len(raw.encode("utf-8", "surrogatepass")) > limit:
        raise WireError(f"a message over {limit} bytes")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise WireError("a message that is not JSON") from None
    if type(data) is not dict:
        raise WireError("a message that is not a JSON object")
    if data.get("v") != VERSION:
        raise WireError(f"a message of protocol version {str(data.get('v'))[:20]!r} "
                        f"(this game speaks {VERSION})")
    try:
        return adapter.validate_python(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(x) for x in first.get("loc", ()))[:60]
        raise WireError(f"a malformed message ({where}: {first.get('msg', '')[:80]})") from None
    except RecursionError:
        raise WireError("a message nested too deeply") from None


def from_guest(raw):
    """A guest's message, checked (WireError if it doesn't fit)."""
    return _parse(raw, GUEST_MAX_BYTES, _FROM_GUEST)


def from_host(raw):
    """A host's message, checked (WireError if it doesn't fit)."""
    return _parse(raw, HOST_MAX_BYTES, _FROM_HOST)


def wire_playbook(custom) -> Playbook | None:
    """A seat's own playbook (a CustomPlaybook, or None: the starter) as a hello carries it."""
    if custom is None:
        return None
    return Playbook(name=custom.name, pages=list(custom.pages), leadoff=list(custom.leadoff))


def text(message: BaseModel) -> str:
    """A message as the text frame that carries it."""
    return json.dumps(message.model_dump(mode="json"), separators=(",", ":"))


class Sequence:
    """One side's message numbers: stamps what it sends, checks what it hears rises by one."""

    def __init__(self) -> None:
        self.sent = 0
        self.heard = -1

    def stamp(self, cls, **fields):
        """A new message of cls with the next number."""
        message = cls(v=VERSION, seq=self.sent, **fields)
        self.sent += 1
        return message

    def check(self, message) -> None:
        """Refuse a message whose number is not the next one (a replay or a reorder)."""
        if message.seq != self.heard + 1:
            raise WireError(f"message number {message.seq} out of order (expected "
                            f"{self.heard + 1}): a replayed or lost message")
        self.heard = message.seq

    def restart(self) -> None:
        """A new connection: numbers start again."""
        self.sent, self.heard = 0, -1
