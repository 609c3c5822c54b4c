"""Events and commands to plain JSON-able dicts and back.

    {"type": "PageDrawn", "seat": 0, "page": 12}

Tuples are written as lists; decoding turns lists back into tuples (recursively), so a decoded
event compares equal to the one that was encoded. Every class gets a precomputed field-name tuple
and a tuple of allowed value types, read once from the dataclass annotations, so a whole match
(a few hundred events) encodes and decodes in well under a millisecond or two.

Anything that does not fit — an unknown type name, a missing or unexpected field, a value of the
wrong kind — raises SaveError with a message that names where it is (the log entry index).
"""
from __future__ import annotations

import dataclasses
from operator import attrgetter

from ..match import commands as C
from ..match import events as E

NoneType = type(None)

# JSON scalars allowed inside a tuple field (nested lists become nested tuples).
_SCALARS = frozenset((int, str, bool, float, NoneType))

# Annotation words the dataclasses use, and the Python types a decoded value may have.
_ANNOTATION_TYPES = {
    "int": (int,), "str": (str,), "bool": (bool,), "tuple": (tuple,), "float": (float, int),
    "None": (NoneType,),
}


MAX_MESSAGE = 1000  # characters of a SaveError's message


class SaveError(Exception):
    """A save file (or a piece of one) cannot be used; str() is a message a player can read."""

    def __init__(self, message: str) -> None:
        if len(message) > MAX_MESSAGE:  # (a 15 MB page id printed a 15 MB line: session 63)
            message = message[:MAX_MESSAGE - 1] + "\u2026"
        super().__init__(message)
        self.message = message


class Newer(SaveError):
    """A file a newer Ringside wrote (a newer save version, rules or AI edition): listed as
    refused, never as damaged, so it is never set aside for its backup (session 66's save
    attack: 'Use the backup' hid a newer game's save as name.json.damaged)."""


def _allowed(annotation) -> frozenset | None:
    """The exact types a field may hold, from its annotation string; None = don't check."""
    if not isinstance(annotation, str):
        annotation = getattr(annotation, "__name__", str(annotation))
    out: set = set()
    for word in annotation.split("|"):
        types = _ANNOTATION_TYPES.get(word.strip())
        if types is None:
            return None
        out.update(types)
    return frozenset(out)


class _Spec:
    """What the codec knows about one class: name, field names, getter, allowed types."""

    __slots__ = ("cls", "name", "fields", "get", "allowed", "field_set")

    def __init__(self, cls: type) -> None:
        fields = dataclasses.fields(cls)
        self.cls = cls
        self.name = cls.__name__
        self.fields = tuple(f.name for f in fields)
        if "type" in self.fields:
            raise TypeError(f"{cls.__name__} has a field named 'type', which the codec uses")
        self.field_set = frozenset(self.fields)
        self.allowed = tuple(_allowed(f.type) for f in fields)
        if not self.fields:
            self.get = lambda obj: ()
        elif len(self.fields) == 1:
            one = attrgetter(self.fields[0])
            self.get = lambda obj: (one(obj),)
        else:
            self.get = attrgetter(*self.fields)


def _specs(registry: dict) -> tuple[dict, dict]:
    by_name = {name: _Spec(cls) for name, cls in registry.items()}
    by_cls = {spec.cls: spec for spec in by_name.values()}
    return by_name, by_cls


EVENT_SPECS, _EVENT_BY_CLS = _specs(E.EVENT_TYPES)
COMMAND_SPECS, _COMMAND_BY_CLS = _specs(C.COMMAND_TYPES)


# ---- encoding -------------------------------------------------------------------------------

def _listify(value: tuple) -> list:
    """A tuple (maybe holding tuples) as nested lists."""
    return [_listify(x) if type(x) is tuple else x for x in value]


def _encode(spec: _Spec, obj) -> dict:
    out = {"type": spec.name}
    for name, value in zip(spec.fields, spec.get(obj)):
        out[name] = _listify(value) if type(value) is tuple else value
    return out


def encode_event(ev: E.Event) -> dict:
    """One event as a plain dict."""
    spec = _EVENT_BY_CLS.get(type(ev))
    if spec is None:
        raise TypeError(f"not a known event: {ev!r}")
    return _encode(spec, ev)


def encode_command(cmd: C.Command) -> dict:
    """One command as a plain dict."""
    spec = _COMMAND_BY_CLS.get(type(cmd))
    if spec is None:
        raise TypeError(f"not a known command: {cmd!r}")
    return _encode(spec, cmd)


def encode_events(events) -> list:
    """A sequence of events as a list of plain dicts."""
    by_cls = _EVENT_BY_CLS
    out = []
    for ev in events:
        spec = by_cls.get(type(ev))
        if spec is None:
            raise TypeError(f"not a known event: {ev!r}")
        out.append(_encode(spec, ev))
    return out


def encode_log(log) -> list:
    """A match log (Entry objects or (command, events) pairs) as JSON-able data."""
    out = []
    for entry in log:
        cmd, events = (entry.command, entry.events) if hasattr(entry, "command") else entry
        out.append({"command": encode_command(cmd), "events": encode_events(events)})
    return out


# ---- decoding -------------------------------------------------------------------------------

def _tuplify(value: list, where: str, depth: int = 0) -> tuple:
    """Nested lists as nested tuples; only JSON scalars inside."""
    if depth > 8:
        raise SaveError(f"{where}: values nested too deeply")
    out = []
    for x in value:
        t = type(x)
        if t is list:
            x = _tuplify(x, where, depth + 1)
        elif t not in _SCALARS:
            raise SaveError(f"{where}: a list holds a {_kind(x)}")
        out.append(x)
    return tuple(out)


def _kind(value) -> str:
    """A JSON-ish name for the type of a value, for messages."""
    return {dict: "object", list: "list", str: "string", bool: "true/false", int: "number",
            float: "number", NoneType: "null", tuple: "list"}.get(type(value), type(value).__name__)


def _decode(specs: dict, what: str, data, where: str):
    if type(data) is not dict:
        raise SaveError(f"{where}: the {what} should be an object, not a {_kind(data)}")
    name = data.get("type")
    spec = specs.get(name) if type(name) is str else None
    if spec is None:
        if name is None:
            raise SaveError(f"{where}: the {what} has no type")
        raise SaveError(f"{where}: unknown {what} type {name!r}")
    if len(data) != len(spec.fields) + 1:
        missing = [f for f in spec.fields if f not in data]
        if missing:
            raise SaveError(f"{where}: {name} is missing field(s) {', '.join(missing)}")
        extra = sorted(k for k in data if k != "type" and k not in spec.field_set)
        raise SaveError(f"{where}: {name} has unexpected field(s) {', '.join(map(str, extra))}")
    args = []
    for field, allowed in zip(spec.fields, spec.allowed):
        try:
            value = data[field]
        except KeyError:
            raise SaveError(f"{where}: {name} is missing field {field}") from None
        if type(value) is list:
            value = _tuplify(value, f"{where}: {name}.{field}")
        if allowed is not None and type(value) not in allowed:
            raise SaveError(f"{where}: {name}.{field} should not be a {_kind(value)}")
        args.append(value)
    return spec.cls(*args)


def decode_event(data, where: str = "event") -> E.Event:
    """One event from its dict (SaveError if it doesn't fit)."""
    return _decode(EVENT_SPECS, "event", data, where)


def decode_command(data, where: str = "command") -> C.Command:
    """One command from its dict (SaveError if it doesn't fit)."""
    return _decode(COMMAND_SPECS, "command", data, where)


def decode_events(items, where: str = "events") -> tuple:
    """A list of event dicts as a tuple of events."""
    if type(items) is not list:
        raise SaveError(f"{where}: the events should be a list, not a {_kind(items)}")
    specs = EVENT_SPECS
    return tuple(_decode(specs, "event", d, f"{where} #{j}") for j, d in enumerate(items))


def decode_log(items) -> list:
    """JSON log data as a list of (command, events) pairs; errors name the log entry index."""
    if type(items) is not list:
        raise SaveError(f"the log should be a list, not a {_kind(items)}")
    out = []
    for i, item in enumerate(items):
        where = f"log entry {i}"
        if type(item) is not dict:
            raise SaveError(f"{where}: should be an object, not a {_kind(item)}")
        if set(item) != {"command", "events"}:
            raise SaveError(f"{where}: needs exactly the fields command and events")
        cmd = decode_command(item["command"], f"{where}, command")
        events = decode_events(item["events"], f"{where}, event")
        out.append((cmd, events))
    return out


class Registry:
    """Encode and decode one family of dataclasses (the season's, say) by type name."""

    def __init__(self, types: dict, what: str) -> None:
        self.specs, self._by_cls = _specs(types)
        self.what = what

    def encode(self, obj) -> dict:
        """One object as a plain dict."""
        spec = self._by_cls.get(type(obj))
        if spec is None:
            raise TypeError(f"not a known {self.what}: {obj!r}")
        return _encode(spec, obj)

    def decode(self, data, where: str):
        """One object from its dict (SaveError if it doesn't fit)."""
        return _decode(self.specs, self.what, data, where)
