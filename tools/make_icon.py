#!/usr/bin/env python3
"""Draw Ringside's program icon with the standard library only: a ring seen from above, a red
corner and a blue corner, the roped square on a dark mat. Writes icon.png (256 px) and icon.ico
(the PNG inside an ICO, for Windows) to OUT_DIR.

    python tools/make_icon.py [OUT_DIR]

Deterministic: the same bytes every run.
"""
from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

SIZE = 256
MAT, APRON, ROPE, POST = (24, 26, 36), (52, 56, 78), (236, 232, 220), (120, 124, 140)
RED, BLUE, GOLD = (214, 56, 56), (56, 110, 224), (255, 196, 64)


def pixel(x: int, y: int) -> tuple[int, int, int, int]:
    """The colour of one pixel (RGBA)."""
    c = SIZE / 2
    r = max(abs(x + 0.5 - c), abs(y + 0.5 - c))  # a square's "radius"
    if r > 124:
        return (0, 0, 0, 0)
    if r > 112:
        return (*APRON, 255)
    for corner, colour in (((28, 28), RED), ((SIZE - 29, SIZE - 29), BLUE),
                           ((SIZE - 29, 28), POST), ((28, SIZE - 29), POST)):
        if (x - corner[0]) ** 2 + (y - corner[1]) ** 2 <= 14 ** 2:
            return (*colour, 255)
    if any(abs(r - ring) < 3 for ring in (104, 94, 84)):
        return (*ROPE, 255)
    # a gold belt plate in the middle
    dx, dy = abs(x + 0.5 - c), abs(y + 0.5 - c)
    if (dx / 46) ** 2 + (dy / 30) ** 2 <= 1:
        return (*GOLD, 255)
    if dy < 12 and dx < 78:
        return (*GOLD, 255) if dy > 8 else (150, 110, 30, 255)
    return (*MAT, 255)


def png_bytes() -> bytes:
    """The icon as a PNG file's bytes."""
    rows = b"".join(b"\0" + bytes(v for x in range(SIZE) for v in pixel(x, y))
                    for y in range(SIZE))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + \
            struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) +
            chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def ico_bytes(png: bytes) -> bytes:
    """An ICO holding the 256 px PNG (Windows Vista and later read it)."""
    return struct.pack("<HHH", 0, 1, 1) + \
        struct.pack("<BBBBHHII", 0, 0, 0, 0, 1, 32, len(png), 6 + 16) + png


def write_icons(out_dir: Path | str) -> tuple[Path, Path]:
    """Write icon.png and icon.ico into out_dir; their paths."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    png = png_bytes()
    (out / "icon.png").write_bytes(png)
    (out / "icon.ico").write_bytes(ico_bytes(png))
    return out / "icon.png", out / "icon.ico"


if __name__ == "__main__":
    for path in write_icons(sys.argv[1] if len(sys.argv) > 1 else Path.cwd()):
        print(path)
