"""A short join code for a host's address: an IPv4 address and a port as ten letters and
digits (Crockford's alphabet, no I, L, O or U), e.g. 3ZBJ0-8ET4M, and back."""
from __future__ import annotations

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
SAME = {"I": "1", "L": "1", "O": "0"}
LENGTH = 10


def join_code(address: str, port: int) -> str | None:
    """The code for an IPv4 address and port (None for an address a code cannot hold)."""
    parts = address.split(".")
    if len(parts) != 4 or not all(p.isdigit() and int(p) < 256 for p in parts) \
            or not 0 < port < 65536:
        return None
    number = 0
    for p in parts:
        number = number * 256 + int(p)
    number = number * 65536 + port
    letters = ""
    for _ in range(LENGTH):
        letters = ALPHABET[number % 32] + letters
        number //= 32
    return f"{letters[:5]}-{letters[5:]}"


def read_join_code(code: str) -> tuple[str, int] | None:
    """(address, port) from a code as a player typed it (None if it is not one)."""
    letters = "".join(SAME.get(c, c) for c in code.upper() if c not in "- ")
    if len(letters) != LENGTH or any(c not in ALPHABET for c in letters):
        return None
    number = 0
    for c in letters:
        number = number * 32 + ALPHABET.index(c)
    port, number = number % 65536, number // 65536
    if number >= 2**32 or port == 0:
        return None
    address = ".".join(str(number >> shift & 255) for shift in (24, 16, 8, 0))
    return address, port


def read_address(text: str) -> tuple[str, int] | None:
    """(address, port) from ADDRESS:PORT, [IPv6]:PORT or a join code (None if neither)."""
    text = text.strip()
    host, sep, port = text.rpartition(":")
    if sep and port.isdigit() and 0 < int(port) < 65536 and host:
        host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
        if host and len(host) <= 253 and all(c.isalnum() or c in ".-:_" for c in host):
            return host, int(port)
        return None
    return read_join_code(text)
