"""A save document's checksum: sha256 of its canonical JSON, a guard against accidents, not edits.

The game writes a checksummed document as its canonical JSON with the checksum last, so reading
can check the bytes as they lie on disk (one hash, no re-encoding); a file laid out any other way
(edited by hand, written by an older version) is checked on its canonical form instead.
"""
from __future__ import annotations

import hashlib
import json

KEY = "checksum"


def canonical(data: dict) -> bytes:
    """The canonical JSON bytes the checksum is taken over."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8")


def checksum(data: dict) -> str:
    """sha256 hex of the canonical JSON of everything but the checksum."""
    rest = {k: v for k, v in data.items() if k != KEY}
    return hashlib.sha256(canonical(rest)).hexdigest()


def _tail(stored: str) -> bytes:
    return b',"' + KEY.encode() + b'":"' + stored.encode("utf-8") + b'"}'


def document_bytes(doc: dict) -> bytes:
    """The bytes of a document as the game writes it: canonical, with its checksum last."""
    if KEY not in doc:
        return json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    body = canonical({k: v for k, v in doc.items() if k != KEY})
    if body == b"{}":
        return b'{"' + KEY.encode() + b'":' + json.dumps(doc[KEY]).encode() + b"}"
    return body[:-1] + _tail(doc[KEY])


def checksum_holds(raw: bytes, data: dict) -> bool:
    """True when the document's stored checksum matches its content (raw: the file's bytes,
    data: the same bytes parsed)."""
    stored = data.get(KEY)
    if type(stored) is not str:
        return False
    tail = _tail(stored)
    if raw.endswith(tail):
        body = raw[:-len(tail)] + b"}"
        if hashlib.sha256(body).hexdigest() == stored:
            return True  # written by the game: the bytes are the canonical form
    return checksum(data) == stored
