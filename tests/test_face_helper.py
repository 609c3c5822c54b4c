"""The card-face helper process: where it cannot run (Windows before Python 3.12 has no
os.set_blocking on a pipe), the game falls back to drawing faces in its own quiet frames."""
from __future__ import annotations

import pytest

import json
import os
import subprocess
import sys
from pathlib import Path

import scene_helpers  # noqa: F401  (dummy SDL drivers, temporary folders)

from game.library import load_library
from sprites import face_store
from sprites.face_store import FaceStore, can_read_without_waiting, helper_command

ROOT = Path(__file__).resolve().parent.parent


def _page():
    lib = load_library()
    return lib.pages[sorted(lib.pages)[0]]


def _faces_still_drawn(store: FaceStore) -> None:
    """Wanted faces are drawn here, one a quiet frame."""
    card = _page()
    key = FaceStore.key("page", card, 120)
    store.want("page", card, 120)
    assert store.faces.get(key) is None
    assert store.pump() == 1
    assert store.faces.get(key) is not None and store.drawn_here == 1 and store.from_helper == 0


def test_no_set_blocking_means_no_helper_and_faces_drawn_here(monkeypatch):
    monkeypatch.delenv("RINGSIDE_NO_FACE_HELPER", raising=False)
    monkeypatch.delattr(os, "set_blocking")
    started = []
    monkeypatch.setattr(subprocess, "Popen", lambda *a, **k: started.append(a))
    store = FaceStore()
    assert store.start_helper() is False
    assert started == [] and not store.helper and store.folder == ""
    _faces_still_drawn(store)


def test_windows_before_python_3_12_cannot_read_without_waiting(monkeypatch):
    monkeypatch.setattr(os, "name", "nt")
    monkeypatch.setattr(sys, "version_info", (3, 11, 9))
    assert can_read_without_waiting() is False
    monkeypatch.setattr(sys, "version_info", (3, 12, 0))
    assert can_read_without_waiting() is True


@pytest.mark.slow
def test_a_helper_that_cannot_be_read_is_stopped_and_faces_drawn_here(monkeypatch):
    monkeypatch.delenv("RINGSIDE_NO_FACE_HELPER", raising=False)
    procs = []
    real_popen = subprocess.Popen

    def popen(*args, **kwargs):
        procs.append(real_popen(*args, **kwargs))
        return procs[-1]

    def refuse(fd, blocking):
        raise OSError(22, "not supported on this pipe")

    monkeypatch.setattr(subprocess, "Popen", popen)
    monkeypatch.setattr(os, "set_blocking", refuse)
    store = FaceStore()
    assert store.start_helper() is False
    assert len(procs) == 1 and procs[0].poll() is not None  # the started helper has ended
    assert store.proc is None and store.folder == ""
    _faces_still_drawn(store)


def test_a_built_game_runs_itself_as_the_helper(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    env: dict = {}
    assert helper_command(env) == [sys.executable] and env["RINGSIDE_FACE_WORKER"] == "1"
    monkeypatch.delattr(sys, "frozen")
    env = {}
    assert helper_command(env) == [sys.executable, "-m", "sprites.face_worker"] and env == {}


@pytest.mark.slow
def test_the_frozen_entry_point_answers_as_the_helper(tmp_path):
    """main.main() in a built game, told to be the helper, draws a face and answers."""
    code = "import sys; sys.frozen = True; import main; sys.exit(main.main())"
    env = dict(os.environ, RINGSIDE_FACE_WORKER="1", SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    card = _page()
    ask = json.dumps({"kind": "page", "id": card.id, "w": 100}) + "\n"
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], input=ask, env=env,
                         cwd=str(ROOT), capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout.splitlines()[-1])
    assert answer["id"] == card.id and answer["size"][0] == 100
    assert Path(answer["file"]).parent == tmp_path and Path(answer["file"]).stat().st_size > 0


@pytest.mark.slow
def test_the_store_module_still_starts_the_helper_where_it_can(monkeypatch):
    monkeypatch.delenv("RINGSIDE_NO_FACE_HELPER", raising=False)
    store = FaceStore()
    try:
        assert store.start_helper() is can_read_without_waiting()
    finally:
        store.stop_helper()
    assert face_store.STORE is not store


def test_the_helper_draws_panels_before_the_cards_asked_ahead_of_need():
    """A wrestler panel tells the match as it is now: the helper takes the panels waiting
    first, then the cards in the order they were asked for, and ends with its input."""
    import io
    import json as _json

    from sprites.face_worker import Requests
    asked = [{"kind": "page", "id": "a", "w": 100}, {"kind": "page", "id": "b", "w": 100},
             {"kind": "panel", "id": "[1]", "w": 0}, {"kind": "move_card", "id": "c", "w": 90},
             {"kind": "panel", "id": "[2]", "w": 0}]
    queue = Requests()
    queue.read(io.StringIO("".join(_json.dumps(a) + "\n" for a in asked)))
    taken = []
    while (line := queue.take()) is not None:
        taken.append(_json.loads(line)["id"])
    assert taken == ["[1]", "[2]", "a", "b", "c"]


def test_a_panel_the_helper_keeps_waiting_is_drawn_here():
    """On a busy machine the helper may take long: a panel it has not sent back within
    PANEL_PATIENCE is drawn in the window, so the panel never tells an old HP for long; a
    region showing a stand-in is told (overdue) to draw again."""
    import pygame

    from sprites.panel import PanelData
    pygame.display.init()

    class Silent:  # a helper that takes every request and never answers
        class stdin:
            @staticmethod
            def write(data):
                return len(data)

        @staticmethod
        def poll():
            return None
    store = FaceStore()
    store.proc = Silent()
    now = [100.0]
    store.clock = lambda: now[0]
    from scenes.app import App, Settings
    from scene_helpers import setup_of
    app = App((1280, 720), settings=Settings())
    scene = app.reset("match", setup_of(3, ("human", "greedy")))
    data = scene.panel_data(0)
    assert isinstance(data, PanelData)
    app.stack.scenes.clear()
    assert store.panel(data, (330, 200), 1.0) is None  # asked of the helper
    now[0] += face_store.PANEL_PATIENCE / 2
    assert store.panel(data, (330, 200), 1.0) is None and store.overdue() == 0
    now[0] += face_store.PANEL_PATIENCE
    assert store.overdue() == 1
    panel = store.panel(data, (330, 200), 1.0)
    assert panel is not None and panel.get_size() == (330, 200)
    assert store.panel(data, (330, 200), 1.0) is panel  # kept
    store.proc = None


def test_a_face_from_the_helper_is_the_same_picture_without_a_conversion():
    """The helper's pixels are used as they are when they already are the window's format
    with alpha: the same face as converting them, and one that may be drawn on."""
    import pygame
    from sprites.convert import for_window
    pygame.display.init()
    pygame.display.set_mode((64, 48))
    from sprites import card_face
    face = card_face.page_face(_page(), 90)
    raw = pygame.image.tobytes(face, "BGRA")
    size = face.get_size()
    mine = face_store.window_face(bytearray(raw), size)
    converted = for_window(pygame.image.frombytes(raw, size, "BGRA"))
    assert mine.get_size() == converted.get_size()
    assert mine.get_masks() == converted.get_masks()
    assert pygame.image.tobytes(mine, "RGBA") == pygame.image.tobytes(converted, "RGBA")
    screen = pygame.display.get_surface()
    screen.fill((20, 30, 40))
    screen.blit(mine, (3, 4))
    a = pygame.image.tobytes(screen, "RGB")
    screen.fill((20, 30, 40))
    screen.blit(converted, (3, 4))
    assert pygame.image.tobytes(screen, "RGB") == a
    mine.fill((1, 2, 3, 4), (0, 0, 5, 5))  # its own pixels, not shared with anything else


def test_a_panels_name_for_the_helper_is_the_json_asdict_gives():
    import json
    from dataclasses import asdict, fields
    from sprites.panel import PanelData
    data = PanelData("Kestrel Ortiz", "protagonist", "high-flyer", "human", (220, 64, 64), "Red",
                     31, 40, (1, 2), (3, 4), 1, 2, 5, True, False, 0, 3, ("injured_arm",),
                     (("head", 2), ("arm", 1)), 5, 20, 3, 7, "B", "TO ACT")
    plain = {f.name: getattr(data, f.name) for f in fields(data)}
    assert json.dumps(plain, separators=(",", ":")) == \
        json.dumps(asdict(data), separators=(",", ":"))


def test_a_region_with_a_stand_in_is_drawn_again_when_its_own_face_comes_not_any():
    """A region drawn with a stand-in waits for the faces it asked for: another face coming from
    the helper does not redraw it; its own does."""
    import pygame

    from scenes.match.render import Region, StaticLayer
    from sprites.face_store import STORE
    pygame.display.init()
    mine, other = ("page", "mine", 100), ("page", "other", 100)
    saved = set(STORE.pending), STORE.from_helper
    try:
        STORE.pending |= {mine, other}
        region = Region("near", pygame.Rect(0, 0, 40, 40), lambda: "shown",
                        lambda surf: STORE._missed(mine))
        layer = StaticLayer()
        layer.surface = pygame.Surface((40, 40))
        layer.draw_region(region, (40, 40))
        region.waiting, region.key = True, None
        region.key = region.current()
        assert region.wanted == (mine,)
        STORE.pending.discard(other)
        STORE.from_helper += 1
        assert region.current() == region.key  # someone else's face: no redraw
        STORE.pending.discard(mine)
        STORE.from_helper += 1
        assert region.current() != region.key  # its own: drawn again
    finally:
        STORE.pending, STORE.from_helper = saved


class _Taking:
    """A helper that takes every request (kept) and answers nothing by itself."""

    def __init__(self) -> None:
        self.lines: list = []
        outer = self

        class stdin:
            @staticmethod
            def write(data):
                outer.lines.append(json.loads(data))
                return len(data)
        self.stdin = stdin

    @staticmethod
    def poll():
        return None


def test_the_helper_takes_a_face_needed_now_before_those_asked_ahead_and_draws_it_once():
    """A face a region waits for now is asked again with "first": the helper takes it after
    the panels but before the hundreds of faces asked ahead of need at a match's start (at
    1080p the spotlit card stayed blank behind them), and drops the same face asked before."""
    import io

    from sprites.face_worker import Requests
    asked = [{"kind": "page", "id": "a", "w": 100}, {"kind": "page", "id": "b", "w": 100},
             {"kind": "page", "id": "c", "w": 210}, {"kind": "panel", "id": "[1]", "w": 0},
             {"kind": "page", "id": "c", "w": 210, "first": True}]
    queue = Requests()
    queue.read(io.StringIO("".join(json.dumps(a) + "\n" for a in asked)))
    taken = []
    while (line := queue.take()) is not None:
        taken.append(json.loads(line)["id"])
    assert taken == ["[1]", "c", "a", "b"]


def test_a_face_needed_now_is_asked_first_and_taken_in_first_even_in_a_busy_frame(tmp_path):
    """A face peeked while it waits among the faces asked ahead of need is asked again before
    them, and its answer is taken in before the others' (one a busy frame)."""
    import pygame
    pygame.display.init()
    lib = load_library()
    ahead, now = (lib.pages[k] for k in sorted(lib.pages)[:2])
    store = FaceStore()
    store.proc = _Taking()
    store.want("page", ahead, 210)
    store.want("page", now, 210)
    assert [a.get("first") for a in store.proc.lines] == [None, None]
    assert store.peek("page", now, 210) is None
    assert store.proc.lines[-1] == {"kind": "page", "id": now.id, "w": 210, "first": True}
    store.peek("page", now, 210)
    assert len(store.proc.lines) == 3  # asked first once
    for n, card in enumerate((ahead, now)):
        path = tmp_path / f"{n}.rgba"
        path.write_bytes(bytes(4 * 2 * 3))
        store.ready.append({"kind": "page", "id": card.id, "w": 210, "size": [2, 3],
                            "file": str(path)})
    store.proc.stdout = None
    store._answers = lambda: []
    assert store.pump(spare=False) == 1
    assert store.faces.get(FaceStore.key("page", now, 210)) is not None
    assert store.faces.get(FaceStore.key("page", ahead, 210)) is None
    store.proc = None


def test_a_face_the_helper_keeps_waiting_is_drawn_here():
    """A face needed now that the helper has not sent back within FACE_PATIENCE (a busy
    machine) is drawn in the window: no card beside the ring stays blank; the region showing
    its stand-in is told (overdue) to draw again."""
    import pygame
    pygame.display.init()
    card = _page()
    store = FaceStore()
    store.proc = _Taking()
    clock = [50.0]
    store.clock = lambda: clock[0]
    assert store.peek("page", card, 210) is None
    clock[0] += face_store.FACE_PATIENCE / 2
    assert store.peek("page", card, 210) is None and store.overdue() == 0
    clock[0] += face_store.FACE_PATIENCE
    assert store.overdue() == 1
    face = store.peek("page", card, 210)
    assert face is not None and face.get_width() == 210 and store.drawn_here == 1
    store.proc = None


def test_late_faces_are_drawn_here_one_at_a_time():
    """A new hand's faces all late at once were drawn in one frame (64 ms at 1080p): one late
    face is drawn here each LATE_GAP, the others keep their stand-in meanwhile, and the region
    is told to draw again (late_turn changes) until none is overdue."""
    import pygame
    pygame.display.init()
    lib = load_library()
    cards = [lib.pages[pid] for pid in sorted(lib.pages)[:3]]
    store = FaceStore()
    store.proc = _Taking()
    clock = [50.0]
    store.clock = lambda: clock[0]
    assert all(store.peek("page", c, 150) is None for c in cards) and store.late_turn() == 0
    clock[0] += face_store.FACE_PATIENCE
    assert store.overdue() == 3
    turn = store.late_turn()
    drawn = [store.peek("page", c, 150) is not None for c in cards]
    assert drawn == [True, False, False] and store.drawn_here == 1 and store.overdue() == 2
    clock[0] += face_store.LATE_GAP * 0.9
    assert store.peek("page", cards[1], 150) is None
    clock[0] += face_store.LATE_GAP * 0.15
    assert store.late_turn() != turn
    assert store.peek("page", cards[1], 150) is not None and store.overdue() == 1
    clock[0] += face_store.LATE_GAP
    assert store.peek("page", cards[2], 150) is not None
    assert store.overdue() == 0 and store.late_turn() == 0 and store.drawn_here == 3
    store.proc = None


def test_a_busy_1080p_frame_still_takes_in_a_face_a_region_waits_for(monkeypatch):
    """The helper's faces were taken in only in frames that drew and updated in under 1 ms; at
    1920x1080 a frame with the ring moving never does, so the card beside the ring stayed
    blank for a whole match: a frame takes one in while a region shows a stand-in."""
    from scenes.app import App, Settings
    from scene_helpers import setup_of
    from scenes.match import board
    app = App((1920, 1080), settings=Settings())
    scene = app.reset("match", setup_of(3, ("greedy", "greedy")))
    pumped = []
    monkeypatch.setattr(face_store.FaceStore, "helper", property(lambda self: True))
    monkeypatch.setattr(board.STORE, "pump", lambda spare=True: pumped.append(spare) or 0)
    scene.layer.faces_waiting = True
    scene.drawn_seen = -1  # the last frame was drawn, and slowly
    scene.last_draw = 0.01
    scene.update(1 / 60)
    assert pumped == [False]
    scene.layer.faces_waiting = False
    scene.drawn_seen, scene.last_draw = -1, 0.01
    scene.update(1 / 60)
    assert pumped == [False]  # nothing waits: a busy frame leaves the faces for a quiet one
