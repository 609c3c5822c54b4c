"""A seat's view of the match (a MatchState) as plain JSON-able data and back, checked field by
field: the guest rebuilds the view the host sent without trusting a byte of it."""
from __future__ import annotations

import dataclasses

from ..errors import IllegalCommand
from ..match.state import MatchRules, MatchState, Outcome, Side

MAX_DEPTH = 6
MAX_ITEMS = 400  # no list in a view holds more (a playbook is at most 60 pages)
SCALARS = (int, str, bool, type(None))


class BadState(IllegalCommand):
    """A sent view that does not fit the shape of a match; str() says where."""


def _plain(value):
    """A value of a state field as JSON-able data (tuples become lists)."""
    if dataclasses.is_dataclass(value):
        return encode_dataclass(value)
    if isinstance(value, (list, tuple)):
        return [_plain(x) for x in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def encode_dataclass(obj) -> dict:
    """A state, side, rules or outcome as a dict of its fields (the catalog left out)."""
    return {f.name: _plain(getattr(obj, f.name)) for f in dataclasses.fields(obj)
            if f.name != "cat"}


def encode_state(state: MatchState) -> dict:
    """A view as plain data."""
    return encode_dataclass(state)


def _tuple(value, where: str, depth: int = 0) -> tuple:
    """Nested lists of scalars as nested tuples."""
    if type(value) is not list:
        raise BadState(f"{where} should be a list")
    if depth > MAX_DEPTH or len(value) > MAX_ITEMS:
        raise BadState(f"{where} is too deep or too long")
    out = []
    for x in value:
        if type(x) is list:
            out.append(_tuple(x, where, depth + 1))
        elif type(x) in SCALARS:
            out.append(x)
        else:
            raise BadState(f"{where} holds something other than numbers, words and lists")
    return tuple(out)


def _field(kind: str, value, where: str):
    """One field's value, checked against the kind its annotation names."""
    words = {w.strip() for w in kind.split("|")}
    if value is None and "None" in words:
        return None
    if "tuple" in words:
        return _tuple(value, where)
    if "list" in words:
        return list(_tuple(value, where))
    if "dict" in words:
        if type(value) is not dict or len(value) > 40:
            raise BadState(f"{where} should be a small object")
        if not all(type(v) is int for v in value.values()):
            raise BadState(f"{where} should hold numbers")
        return dict(value)
    for word, types in (("int", (int,)), ("str", (str,)), ("bool", (bool,))):
        if word in words and type(value) in types:
            if type(value) is str and len(value) > 200:
                raise BadState(f"{where} is too long")
            return value
    raise BadState(f"{where} should be {kind}")


NESTED = {"rules": MatchRules, "over": Outcome}


def decode_dataclass(cls, data, where: str, cat=None, nested=None):
    """An instance of cls from its dict: every field present, of its kind, nothing extra."""
    if type(data) is not dict:
        raise BadState(f"{where} should be an object")
    fields = [f for f in dataclasses.fields(cls) if f.name != "cat"]
    names = {f.name for f in fields}
    if set(data) != names:
        odd = sorted(set(data) ^ names)[:3]
        raise BadState(f"{where} has missing or unexpected fields: {', '.join(odd)}")
    args = {}
    for f in fields:
        value, at = data[f.name], f"{where}.{f.name}"
        inner = (nested or {}).get(f.name)
        if inner is not None:
            args[f.name] = None if value is None and f.name == "over" else \
                decode_dataclass(inner, value, at)
        elif f.name == "sides":
            if type(value) is not list or len(value) != 2:
                raise BadState(f"{at} should hold two sides")
            args[f.name] = [decode_dataclass(Side, s, f"{at}[{i}]") for i, s in enumerate(value)]
        else:
            args[f.name] = _field(str(f.type), value, at)
    if cls is MatchState:
        args["cat"] = cat
    return cls(**args)


def decode_state(data, cat) -> MatchState:
    """A view from plain data, every field checked, its pages checked against the catalog
    (BadState says what does not fit)."""
    state = decode_dataclass(MatchState, data, "view", cat, NESTED)
    if not all(type(p) is str for p in state.pages):
        raise BadState("view.pages should name cards")
    count = len(state.pages)
    for i, side in enumerate(state.sides):
        for pile in ("hand", "playbook", "discard"):
            if not all(type(p) is int and 0 <= p < count for p in getattr(side, pile)):
                raise BadState(f"view.sides[{i}].{pile} names a page that is not in the match")
    return state
