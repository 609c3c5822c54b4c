"""A helper process that draws card faces for the game window, so the window never waits on one.

Run as `python -m sprites.face_worker FOLDER`. It reads requests, one JSON object a line, on
stdin:

    {"kind": "page" | "move_card" | "drama", "id": "<card id>", "w": <width>}

(with "first": true for a face a region waits for now: taken before those asked ahead of need)

(or {"kind": "panel", "id": "<JSON of [PanelData fields, size, scale]>", "w": 0} for a
wrestler panel), draws each face into FOLDER/<n>.rgba (raw BGRA bytes, the order SDL keeps them in) and answers with one
JSON line on stdout:

    {"kind": ..., "id": ..., "w": ..., "size": [w, h], "file": "<path>"}

An unknown card gets "file": "". End of input ends the process. The faces
are drawn by the same code as in the window (sprites.card_face), so they are pixel for pixel the
same. Requests waiting are taken panels first (a panel tells the match as it is now), then the
faces needed now (the same face asked ahead of need is then dropped), otherwise in the order
they came (the cards asked ahead of need can wait).
"""
from __future__ import annotations

import json
import os
import sys
import threading
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tuples(value):
    """JSON lists back into the tuples a PanelData holds."""
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


PANEL = ('"kind": "panel"', '"kind":"panel"')
FIRST = (', "first": true', ',"first":true')  # a face needed now (a region shows a stand-in)


def plain_request(line: str) -> str:
    """A face needed now's request as it was asked ahead of need (without its mark)."""
    for mark in FIRST:
        line = line.replace(mark, "")
    return line


class Requests:
    """The requests read so far (a thread reads stdin into it): panels are taken first, then
    the faces needed now."""

    def __init__(self) -> None:
        self.items: deque = deque()
        self.ended = False
        self.ready = threading.Condition()

    def read(self, stream) -> None:
        """Read request lines until the end of input."""
        for line in stream:
            with self.ready:
                self.items.append(line)
                self.ready.notify()
        with self.ready:
            self.ended = True
            self.ready.notify()

    def take(self) -> str | None:
        """The next request to draw (a panel first), waiting for one; None at the end."""
        with self.ready:
            while not self.items and not self.ended:
                self.ready.wait()
            if not self.items:
                return None
            for marks in (PANEL, FIRST):
                for i, line in enumerate(self.items):
                    if any(m in line for m in marks):
                        del self.items[i]
                        if marks is FIRST:  # the same face asked ahead of need: drawn once
                            plain = plain_request(line)
                            self.items = deque(x for x in self.items if x != plain)
                        return line
            return self.items.popleft()


def requests(stream):
    """The request lines, panels before the rest of those waiting."""
    queue = Requests()
    threading.Thread(target=queue.read, args=(stream,), daemon=True).start()
    while True:
        line = queue.take()
        if line is None:
            return
        yield line


def background() -> None:
    """The game's window comes first: no real-time priority taken over from the game (a helper
    at the window's real-time priority on its core holds the window's frame until a face is
    done), a lower priority, and any of the machine's cores (not only the game's)."""
    try:
        if os.sched_getscheduler(0) != os.SCHED_OTHER:
            os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))
    except (AttributeError, OSError):
        pass
    try:
        os.nice(10)
    except (AttributeError, OSError):
        pass
    try:
        os.sched_setaffinity(0, range(os.cpu_count() or 1))
    except (AttributeError, OSError, ValueError):
        pass


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    background()
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import pygame

    from game.library import load_library
    from sprites.card_face import drama_face, move_card_face, page_face, page_face_legal

    lib = load_library()
    from sprites.panel import PanelData, wrestler_panel
    tables = {"page": (lib.pages, page_face), "move_card": (lib.move_cards, move_card_face),
              "drama": (getattr(lib, "drama", {}), drama_face),
              "page_legal": (lib.pages, page_face_legal)}
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(".")
    out = sys.stdout.buffer
    count = 0
    for line in requests(sys.stdin):
        try:
            req = json.loads(line)
            kind, cid, width = str(req["kind"]), str(req["id"]), int(req["w"])
        except (ValueError, KeyError, TypeError):
            continue
        table, draw = tables.get(kind, ({}, None))
        card = table.get(cid)
        path, size = "", [0, 0]
        face = None
        try:
            if kind == "panel":
                data, (pw, ph), scale = json.loads(cid)
                fields = {k: _tuples(v) for k, v in data.items()}
                face = wrestler_panel(PanelData(**fields), (int(pw), int(ph)), float(scale))
            elif card is not None and draw is not None and 8 <= width <= 2000:
                face = draw(card, width)
        except Exception as exc:  # one bad job must not stop the others
            print(f"face_worker: {kind} {cid[:60]} {width}: {type(exc).__name__}: {exc}",
                  file=sys.stderr, flush=True)
            face = None
        if face is not None:
            count += 1
            target = folder / f"{count}.rgba"
            try:
                target.write_bytes(pygame.image.tobytes(face, "BGRA"))
                path, size = str(target), list(face.get_size())
            except OSError:
                path = ""
        head = json.dumps({"kind": kind, "id": cid, "w": width, "size": size, "file": path})
        try:
            out.write(head.encode("utf-8") + b"\n")
            out.flush()
        except (BrokenPipeError, OSError):
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
