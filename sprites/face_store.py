"""Card faces for the table, drawn ahead of need so a frame never waits on one.

    STORE.page(card, width)     the face now (drawn here and then if it isn't ready)
    STORE.peek("page", card, w) the face if it is ready, else None (and it is asked for)
    STORE.want("page", card, w) draw it ahead of need
    STORE.pump()                once a frame: take in faces the helper process finished; with
                                no helper, draw one wanted face when the frame has time

The helper process (sprites.face_worker) draws faces on another core; without it (or if it
fails) faces are drawn in the game's own quiet frames. Either way the faces are the same pixels.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pygame

from sprites import card_face
from sprites.cache import Lru
from sprites.convert import for_window

ROOT = Path(__file__).resolve().parent.parent
MISSED_KEPT = 64  # keys looked up while not ready, kept for the drawing that reads them
PER_PUMP = 3  # faces taken in per frame at most
PER_BUSY_PUMP = 1  # ... in a frame that has other work (each is a file read and two copies)
PUMP_SLICE = 0.0006  # seconds after which a frame takes in no more (a big face's read, into
# fresh memory, took up to 1 ms at 1080p on a loaded machine: three were 2-2.5 ms)
PANEL_PATIENCE = 0.4  # seconds a panel waits for the helper before it is drawn here
FACE_PATIENCE = 0.5  # seconds a face needed now waits for the helper before it is drawn here
LATE_GAP = 0.1  # seconds between two late faces drawn here (a new hand's seven late faces drawn
# in one frame were a 64 ms frame at 1080p: one at a time, the others' stand-ins meanwhile)
DRAW = {"page": card_face.page_face, "move_card": card_face.move_card_face,
        "drama": card_face.drama_face, "page_legal": card_face.page_face_legal}


def can_read_without_waiting() -> bool:
    """True when this Python can read the helper's answers without waiting: os.set_blocking on
    a pipe (Windows has it only from Python 3.12)."""
    if not hasattr(os, "set_blocking"):
        return False
    return os.name != "nt" or sys.version_info >= (3, 12)


def helper_command(env: dict) -> list[str]:
    """The command that starts the helper: `python -m sprites.face_worker`, or in a built game
    (PyInstaller, no `python -m`) the game itself, told by RINGSIDE_FACE_WORKER to be the
    helper."""
    if getattr(sys, "frozen", False):
        env["RINGSIDE_FACE_WORKER"] = "1"
        return [sys.executable]
    return [sys.executable, "-m", "sprites.face_worker"]


def window_face(data: bytearray, size: tuple[int, int]) -> pygame.Surface:
    """A face from the helper's BGRA pixels: the bytes themselves when converting would give
    the same format (nothing copied or converted: a face arriving costs a file read), else
    converted."""
    face = pygame.image.frombuffer(data, size, "BGRA")
    probe = pygame.image.frombuffer(bytearray(4), (1, 1), "BGRA")
    window = for_window(probe)  # what the window's format with alpha is, on one pixel
    if window is not probe and window.get_bitsize() == 32 and \
            window.get_masks() == probe.get_masks():
        return face  # what converting would give, pixel for pixel
    return for_window(pygame.image.frombytes(bytes(data), size, "BGRA"))


class FaceStore:
    """Rendered card faces by (kind, card id, width), filled ahead of need."""

    def __init__(self, size: int = 640) -> None:
        self.faces = Lru(size)
        self.cards: dict = {}  # (kind, id) -> the card object (to draw it here if needed)
        self.pending: set = set()  # asked of the helper, not back yet
        self.missed: list = []  # keys looked up while not ready (a drawing clears it, then reads)
        self.asked_at: dict = {}  # panel or face needed now -> when it was asked (by clock)
        self.urgent: set = set()  # faces needed now, asked of the helper before the others
        self.clock = time.perf_counter
        self.todo: list = []  # wanted, to draw in quiet frames (no helper)
        self.proc: subprocess.Popen | None = None
        self.folder = ""
        self.inbox = b""
        self.ready: list = []  # answers read, not yet taken in
        self.idents = Lru(64)  # PanelData -> its key
        self.hp_panels = Lru(8)  # a panel's values but its HP -> (HP, the panel last shown)
        self.failed: set = set()  # jobs the helper could not do (drawn here instead)
        self.helper_log = ""  # what the helper said on stderr (problems only)
        self.drawn_here = 0  # faces drawn in the game's own thread (for tests and figures)
        self.late_at = -1.0e9  # when the last late face was drawn here (by clock)
        self.from_helper = 0

    # ---- the helper process ------------------------------------------------------------------

    @property
    def helper(self) -> bool:
        """True while the helper process runs."""
        return self.proc is not None and self.proc.poll() is None

    def start_helper(self) -> bool:
        """Start the helper process (once); False if it can't run here (faces are then drawn in
        quiet frames)."""
        if self.helper:
            return True
        if os.environ.get("RINGSIDE_NO_FACE_HELPER") or not can_read_without_waiting():
            return False
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        command = helper_command(env)
        try:
            base = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) \
                else None
            self.folder = tempfile.mkdtemp(prefix="ringside-faces-", dir=base)
            with open(os.path.join(self.folder, "helper.log"), "ab") as log:
                self.proc = subprocess.Popen(
                    [*command, self.folder], cwd=str(ROOT), env=env, stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE, stderr=log, bufsize=0)
            os.set_blocking(self.proc.stdout.fileno(), False)
        except (OSError, ValueError, AttributeError, NotImplementedError):
            self.stop_helper()  # whatever started is stopped; faces are drawn here
            return False
        self.inbox = b""
        return True

    def stop_helper(self) -> None:
        """Stop the helper process; wanted faces go back to being drawn here."""
        proc, self.proc = self.proc, None
        if proc is not None:
            try:
                proc.stdin.close()
            except OSError:
                pass
            try:
                proc.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                proc.kill()
                try:
                    proc.wait(timeout=1.0)  # reaped, so it has ended when this returns
                except subprocess.TimeoutExpired:
                    pass
            try:
                proc.stdout.close()
            except OSError:
                pass
            self._requeue()
        if self.folder:
            try:
                with open(os.path.join(self.folder, "helper.log"), "rb") as f:
                    self.helper_log = f.read(20000).decode("utf-8", "replace")
            except OSError:
                pass
            if self.helper_log and os.environ.get("RINGSIDE_DEBUG"):
                print(self.helper_log, file=sys.stderr)
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = ""

    def _requeue(self) -> None:
        lost, self.pending = list(self.pending), set()
        self.urgent.clear()
        for key in lost:
            card = self.cards.get(key[:2])
            if card is not None:
                self.todo.append((key[0], card, key[2]))

    def _answers(self) -> list:
        """The helper's finished answers so far (never waits)."""
        proc = self.proc
        if proc is None:
            return []
        try:
            while True:
                chunk = os.read(proc.stdout.fileno(), 65536)
                if not chunk:  # the helper is gone
                    self.proc = None
                    self._requeue()
                    break
                self.inbox += chunk
        except BlockingIOError:
            pass
        except (OSError, ValueError):
            self.proc = None
            self._requeue()
        *lines, self.inbox = self.inbox.split(b"\n")
        out = []
        for line in lines:
            try:
                out.append(json.loads(line))
            except ValueError:
                continue
        return out

    def _ask(self, key: tuple, first: bool = False) -> bool:
        proc = self.proc
        if proc is None:
            return False
        ask = {"kind": key[0], "id": key[1], "w": key[2]}
        if first:  # needed now: the helper takes it before the faces asked ahead of need
            ask["first"] = True
        line = json.dumps(ask) + "\n"
        try:
            proc.stdin.write(line.encode("utf-8"))
        except (OSError, ValueError):
            self.proc = None
            self._requeue()
            return False
        self.pending.add(key)
        return True

    # ---- faces -----------------------------------------------------------------------------

    @staticmethod
    def key(kind: str, card, width: int) -> tuple:
        return (kind, getattr(card, "id", None), int(width))

    def get(self, kind: str, card, width: int) -> pygame.Surface:
        """The face now: from the store, else drawn here."""
        key = self.key(kind, card, width)
        hit = self.faces.get(key)
        if hit is not None:
            return hit
        face = DRAW[kind](card, int(width))
        self.drawn_here += 1
        self.faces.put(key, face)
        return face

    def panel(self, data, size: tuple[int, int], scale: float, wait: bool = True):
        """A wrestler panel (sprites.panel): ready, or None while the helper draws it (when
        `wait`); drawn here when there is no helper, or when the helper has not answered
        within PANEL_PATIENCE (a busy machine: the panel must not tell an old HP for long).
        A panel whose values differ from one shown only in HP is that panel with its bar
        drawn again, here and at once (sprites.panel.with_hp: the HP bar counting down)."""
        from dataclasses import asdict, fields

        from sprites.panel import with_hp, wrestler_panel
        memo = (data, tuple(size), round(scale, 3))
        key = self.idents.get(memo)
        if key is None:
            try:  # its fields as they are: the JSON asdict gives, without its deep copies
                ident = json.dumps([{f.name: getattr(data, f.name) for f in fields(data)},
                                    list(size), round(scale, 3)], separators=(",", ":"))
            except TypeError:  # a field holds something JSON can't write as it is
                ident = json.dumps([asdict(data), list(size), round(scale, 3)],
                                   separators=(",", ":"))
            key = ("panel", ident, 0)
            self.idents.put(memo, key)
        hit = self.faces.get(key)
        rest = (tuple(v for k, v in vars(data).items() if k != "hp"), memo[1:])
        if hit is not None:
            self.hp_panels.put(rest, (data.hp, hit))
            return hit
        near = self.hp_panels.get(rest)  # the same panel at another HP: its bar drawn again
        face = with_hp(near[1], near[0], data, size, scale) if near is not None else None
        if face is not None:
            self.faces.put(key, face)
            self.hp_panels.put(rest, (data.hp, face))
            return face
        if wait and self.helper and key not in self.failed:
            if key not in self.pending:
                self._ask(key)
                self.asked_at[key] = self.clock()
                if len(self.asked_at) > 64:
                    self.asked_at = {k: t for k, t in self.asked_at.items() if k in self.pending}
            if self.clock() - self.asked_at.get(key, 0.0) < PANEL_PATIENCE:
                self._missed(key)
                return None
        face = wrestler_panel(data, size, scale)
        self.faces.put(key, face)
        self.hp_panels.put(rest, (data.hp, face))
        return face

    def panel_or_near(self, data, size: tuple[int, int], scale: float):
        """(panel, repaint) for drawing the panel of `data` now: the panel itself when kept;
        while only its HP changed since the one last shown (the HP bar counting down), that
        one, with repaint True: its HP bar is painted again where it is drawn
        (sprites.panel.paint_hp: a fraction of a copy of the whole panel); else
        (panel(...), False)."""
        from sprites.panel import hp_fits
        memo = (data, tuple(size), round(scale, 3))
        key = self.idents.get(memo)
        hit = self.faces.get(key) if key is not None else None
        if hit is None:
            near = self.hp_panels.get((tuple(v for k, v in vars(data).items() if k != "hp"),
                                       memo[1:]))
            if near is not None and (near[0] == data.hp or
                                     hp_fits((near[0], data.hp), data.max_hp, size, scale)):
                return near[1], near[0] != data.hp
        return self.panel(data, size, scale), False

    def overdue(self) -> int:
        """How many panels (faces needed now) the helper has kept waiting beyond PANEL_PATIENCE
        (FACE_PATIENCE): a region that drew a stand-in is drawn again when this changes."""
        now = self.clock()
        return sum(1 for k in self.asked_at if k in self.pending and self._late(k, now)
                   and self.faces.get(k) is None)

    def late_turn(self) -> int:
        """While faces are overdue, a number that changes every LATE_GAP (the next late face
        may be drawn here then: its region is drawn again); 0 when none is."""
        return int(self.clock() / LATE_GAP) + 1 if self.overdue() else 0

    def _late(self, key: tuple, now: float) -> bool:
        """True when the helper has kept this panel or face needed now waiting too long."""
        patience = PANEL_PATIENCE if key[0] == "panel" else FACE_PATIENCE
        return now - self.asked_at.get(key, now) >= patience

    def page(self, card, width: int) -> pygame.Surface:
        """A page's face now."""
        return self.get("page", card, width)

    def ready(self, kind: str, card, width: int) -> bool:
        """True when the face is in the store."""
        return self.faces.get(self.key(kind, card, width)) is not None

    def peek(self, kind: str, card, width: int) -> pygame.Surface | None:
        """The face if ready; otherwise None, and it is asked for before the others (drawn
        here once the helper has kept it waiting FACE_PATIENCE, one face each LATE_GAP: no
        card stays blank, and no frame draws a whole hand)."""
        key = self.key(kind, card, width)
        hit = self.faces.get(key)
        if hit is None:
            self.want(kind, card, width, first=True)
            now = self.clock()
            if key in self.pending and self._late(key, now) and now - self.late_at >= LATE_GAP:
                self.late_at = now  # (one late face at a time: the others wait LATE_GAP)
                return self.get(kind, card, width)
            self._missed(key)
        return hit

    def _missed(self, key) -> None:
        """Note a key looked up while not ready (kept short: only a drawing reads it)."""
        if len(self.missed) < MISSED_KEPT:
            self.missed.append(key)

    def want(self, kind: str, card, width: int, first: bool = False) -> None:
        """Draw this face ahead of need (first: before the others)."""
        key = self.key(kind, card, width)
        if key[1] is None or self.faces.get(key) is not None:
            return
        if key in self.pending:  # asked ahead of need, behind many: asked again, before them
            if first and key not in self.urgent and self._ask(key, first=True):
                self._hurry(key)
            return
        self.cards[key[:2]] = card
        if self.helper and key not in self.failed and self._ask(key, first):
            if first:
                self._hurry(key)
            return
        item = (kind, card, int(width))
        if item in self.todo:
            if not first:
                return
            self.todo.remove(item)
        if first:
            self.todo.append(item)  # popped from the end
        else:
            self.todo.insert(0, item)

    def _hurry(self, key: tuple) -> None:
        """Note a face needed now, asked of the helper before the others."""
        self.urgent.add(key)
        self.asked_at[key] = self.clock()
        if len(self.asked_at) > 64:
            self.asked_at = {k: t for k, t in self.asked_at.items() if k in self.pending}

    def busy(self) -> bool:
        """True while wanted faces are still being drawn."""
        return bool(self.pending or self.todo or self.ready)

    def pump(self, spare: bool = True) -> int:
        """Take in faces the helper finished (fewer when not `spare`: the frame has other
        work; none more once PUMP_SLICE is spent: the rest in the next frames); with no
        helper, draw one wanted face when `spare` (the frame has time for it)."""
        taken = 0
        started = time.perf_counter()
        self.ready.extend(self._answers())
        if self.urgent and len(self.ready) > 1:  # the faces needed now first (a stable sort)
            self.ready.sort(key=lambda h: (h.get("kind"), h.get("id"), h.get("w")) not in
                            self.urgent)
        most = PER_PUMP if spare else PER_BUSY_PUMP
        while self.ready and taken < most and \
                not (taken and time.perf_counter() - started > PUMP_SLICE):
            head = self.ready.pop(0)
            key = (head.get("kind"), head.get("id"), int(head.get("w", 0)))
            self.pending.discard(key)
            self.urgent.discard(key)
            path = head.get("file") or ""
            if not path:  # the helper could not draw it: it will be drawn here
                self.failed.add(key)
                continue
            try:
                with open(path, "rb") as f:  # into a buffer the face may keep and draw on
                    data = bytearray(os.fstat(f.fileno()).st_size)
                    f.readinto(data)
                os.unlink(path)
                if self.faces.get(key) is None:
                    face = window_face(data, tuple(head["size"]))
                    self.faces.put(key, face)
                    self.from_helper += 1
            except (OSError, ValueError, KeyError):
                card = self.cards.get(key[:2])
                if card is not None:
                    self.todo.append((key[0], card, key[2]))
            taken += 1
        if not self.helper and self.todo and spare:
            kind, card, width = self.todo.pop()  # one face: a quiet frame's worth
            self.get(kind, card, width)
            taken += 1
        return taken

    def clear(self) -> None:
        """Forget every face (e.g. when the card data changed)."""
        self.faces.clear()
        self.hp_panels.clear()
        self.todo.clear()


STORE = FaceStore()
