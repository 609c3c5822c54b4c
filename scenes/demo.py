"""A headless showcase: the real App and match scene, two AIs at fast speed, frame times measured.

    run_demo(frames=600, screenshots="/tmp/shots", seed=1, size=(1280, 720)) -> {
        "frame_ms": {"p50", "p95", "p99", "max"}, "baseline_ms": {...}, "cpu_ms": {...},
        "over_16ms": n, "sounds_loaded": <cues loaded from the installed sounds package>,
        "frames": ..., "p50_ms": ..., "baseline": {...}, ...}

Each frame is timed from event handling to the flip. The baseline, timed in the same run, is a
loop that only clears and flips the same window. Updates use a fixed 1/60 s step so a run is
repeatable; nothing sleeps. Card faces are drawn by a helper process (sprites.face_worker); the
first match's faces are drawn before the clock starts ("warmup_s"), as a loading moment.
"frames_drawn" counts the frames that were drawn (the others showed no change and cost about
the baseline). As in the game's loop, garbage is collected after each flip, outside the frame
(scenes.idle_collect); "between_frames_ms" is what that took. Also after the flip, as in the
game's loop, the work that waits till a frame is shown is done (App.after_frame: the AI's share
of thinking, an AI's decided command played, the regions the frame left, the figures of the
coming frames): "after_flip_ms" ("ai_after_flip_ms", its older name, the same figures).
"""
from __future__ import annotations

import os
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout carries the JSON

from scenes.app import headless_env
from scenes.idle_collect import between_frames, collect_due
from scenes.routes import is_scene
from scenes.match.motions import IMPACT_AT

STEP = 1.0 / 60.0
RESULTS_FRAMES = 90  # how long the demo lingers on a results screen
BASELINE_FRAMES = 300
SLOW_FRAME = 1.0 / 60.0  # 16.7 ms: a frame slower than this misses a 60 Hz refresh


def percentiles(samples: list[float]) -> dict:
    """Frame-time percentiles in milliseconds."""
    if not samples:
        return {"frames": 0, "p50_ms": 0.0, "p95_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0}
    xs = sorted(samples)

    def pick(q: float) -> float:
        return round(xs[min(len(xs) - 1, int(q * len(xs)))] * 1000.0, 3)
    return {"frames": len(xs), "p50_ms": pick(0.50), "p95_ms": pick(0.95),
            "p99_ms": pick(0.99), "max_ms": round(xs[-1] * 1000.0, 3)}


def _baseline(app, frames: int) -> dict:
    """Time a loop that only clears and flips the screen."""
    import pygame
    samples = []
    for _ in range(frames):
        t0 = time.perf_counter()
        pygame.event.pump()
        app.screen.fill((0, 0, 0))
        app.flip()
        samples.append(time.perf_counter() - t0)
    return percentiles(samples)


def _warm_up(limit: float = 8.0) -> float:
    """Let the face helper draw the first match's cards before the clock starts (a loading
    moment, as when a match is set up); seconds taken."""
    from sprites.face_store import STORE
    t0 = time.perf_counter()
    while STORE.helper and STORE.busy() and time.perf_counter() - t0 < limit:
        STORE.pump()
        time.sleep(0.005)
    return round(time.perf_counter() - t0, 3)


def _settle(app, scene, limit: float = 3.0) -> bool:
    """Let the table catch up (show's clock stopped, untimed) until the window is all true."""
    from sprites.face_store import STORE
    drawn = app.drawn  # the catching up is no frame of the run's
    t0 = time.perf_counter()
    while not show_ready(scene) and time.perf_counter() - t0 < limit:
        time.sleep(0.005)
        STORE.pump()
        app.render()
    app.drawn = drawn
    return show_ready(scene)


def _first_frame(app) -> float:
    """Draw a new match's first frame untimed: the whole table is laid out and drawn once, the
    loading moment a player sees as the match appears; seconds taken."""
    t0 = time.perf_counter()
    app.render()
    return round(time.perf_counter() - t0, 3)


def timed_frame(app) -> tuple[float, float, float, float]:
    """One frame as the game's loop runs it (events, update, draw, flip, then the AI's share of
    thinking and the garbage due collected): seconds from the events to the flip, its thread's
    CPU seconds, the seconds collecting after it, and the AI's thinking after it."""
    import pygame
    t0, c0 = time.perf_counter(), time.thread_time()
    for event in pygame.event.get():
        app.process(event)
    app.update(STEP)
    app.render()
    app.flip()
    wall, busy = time.perf_counter() - t0, time.thread_time() - c0
    t1 = time.perf_counter()
    app.after_frame()
    t2 = time.perf_counter()
    collect_due()
    return wall, busy, time.perf_counter() - t2, t2 - t1


def _still_table(app, names: list, seed: int, frames: int = 180) -> dict:
    """Frame times of the table while nothing happens: a person's turn, nobody touching
    anything (the control glow still pulses now and then)."""
    from game.match import MatchSetup, SeatSetup
    setup = MatchSetup(seed=seed, match_type="normal",
                       seats=[SeatSetup(superstar=names[0], controller="human"),
                              SeatSetup(superstar=names[1], controller="normal")])
    scene = app.reset("match", setup)
    for _ in range(2000):  # play (untimed) until the person must choose a page
        m = scene.match
        if m.actor() == 0 and not m.state.pending and scene.model.tapout_due() is None \
                and not scene.presenter.busy:
            break
        if m.actor() == 0 and not scene.presenter.busy:
            scene.send(m.legal(0)[0])
        scene.presenter.finish()
        app.update(STEP)
    for _ in range(300):  # let the last animations end
        if not scene.animating():
            break
        app.update(STEP)
    _warm_up()
    app.toasts.items.clear()
    for _ in range(30):
        app.update(STEP)
        app.render()
    drawn = app.drawn
    with between_frames():
        samples = [timed_frame(app)[0] for _ in range(frames)]
    out = percentiles(samples)
    out["frames_drawn"] = app.drawn - drawn
    return out


def run_demo(frames: int, screenshots: str | None, seed: int = 1,
             match_type: str = "normal", size: tuple[int, int] = (1280, 720),
             helper: bool = True) -> dict:
    """Run AI-vs-AI matches in the real match scene for `frames` frames in a window of `size`;
    returns frame times (helper: draw card faces in the helper process, as the game does)."""
    headless_env()
    import pygame

    from game.match import MatchSetup, SeatSetup

    from scenes.app import App, Settings

    frames = max(1, int(frames))
    shown: list = []  # every match scene, for the show's figures
    moments: set = set()  # the moments shot
    app = App(tuple(size), settings=Settings(ai_speed="fast"))
    app.autosave = False
    app.persist_settings = False
    names = sorted(app.cat.lib.superstars)
    folder = Path(screenshots) if screenshots else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    every = max(1, frames // 12)

    def new_match(n: int):
        a = names[(seed + n) % len(names)]
        b = names[(seed + n + 1 + n // len(names)) % len(names)]
        if a == b:
            b = names[(names.index(a) + 1) % len(names)]
        setup = MatchSetup(seed=seed + n, match_type=match_type,
                           seats=[SeatSetup(superstar=a, controller="normal"),
                                  SeatSetup(superstar=b, controller="normal")])
        scene = app.make("match", setup)
        shown.append(scene)
        return scene

    baseline = _baseline(app, min(BASELINE_FRAMES, frames))
    helper = app.start_face_helper() if helper else False
    started = 0
    app.stack.push(new_match(started))
    started += 1
    warmup = _warm_up() + _first_frame(app)
    results_age = 0
    finished = 0
    shots: list[str] = []
    samples: list[float] = []
    cpu: list[float] = []
    between: list[float] = []  # the garbage collected after each flip, as the game's loop does
    thought: list[float] = []  # the work after each flip, as the game's loop does it
    with between_frames():
        for frame in range(frames):
            wall, busy, idle, ai = timed_frame(app)
            samples.append(wall)
            cpu.append(busy)
            between.append(idle)
            thought.append(ai)
            top = app.stack.top
            if is_scene(top, "results"):
                results_age += 1
                if results_age == 1:
                    finished += 1
                if results_age >= RESULTS_FRAMES:
                    results_age = 0
                    app.stack.replace(new_match(started))
                    started += 1
                    warmup += _warm_up() + _first_frame(app)
            seen = moment_seen(top) if folder is not None else None
            if seen is not None and seen[0] not in moments and _settle(app, top):
                moments.add(seen[0])  # the show's big moments, once each, wholly on the window
                path = folder / f"moment_{seen[0]}.png"
                pygame.image.save(app.screen, str(path))
                shots.append(str(path))
            if folder is not None and (frame % every == every - 1 or results_age == 30):
                path = folder / f"demo_{frame + 1:05d}.png"
                pygame.image.save(app.screen, str(path))
                shots.append(str(path))
    out = percentiles(samples)
    out["frame_ms"] = {k: out[f"{k}_ms"] for k in ("p50", "p95", "p99", "max")}
    out["baseline_ms"] = {k: baseline[f"{k}_ms"] for k in ("p50", "p95", "p99", "max")}
    out["over_16ms"] = sum(1 for x in samples if x > SLOW_FRAME)
    # the game's own work a frame (CPU time of its thread): what the frame costs when the
    # machine's other programs don't take the core away mid-frame
    busy = percentiles(cpu)
    out["cpu_ms"] = {k: busy[f"{k}_ms"] for k in ("p50", "p95", "p99", "max")}
    idle = percentiles(between)  # after the flip, before the next frame: not in the frame
    out["between_frames_ms"] = {k: idle[f"{k}_ms"] for k in ("p50", "p95", "p99", "max")}
    after = percentiles(thought)  # the work of a frame done once it is shown
    out["after_flip_ms"] = {k: after[f"{k}_ms"] for k in ("p50", "p95", "p99", "max")}
    out["ai_after_flip_ms"] = dict(out["after_flip_ms"])
    out["baseline"] = baseline
    out["still"] = _still_table(app, names, seed)
    out["matches_started"] = started
    out["matches_finished"] = finished
    out["screenshots"] = len(shots)
    out["moments"] = sorted(moments)
    out["video_driver"] = os.environ.get("SDL_VIDEODRIVER", "")
    out["frames_drawn"] = app.drawn
    from sprites.face_store import STORE
    out["face_helper"] = helper
    out["show"] = show_figures(shown)
    out["faces_from_helper"] = STORE.from_helper
    out["sounds_loaded"] = len(app.sounds.bank)
    out["warmup_s"] = warmup
    out["size"] = list(app.size)
    STORE.stop_helper()
    return out


def show_ready(scene) -> bool:
    """No region waits to be redrawn and no face or panel stands in for one being drawn."""
    layer = getattr(scene, "layer", None)
    return layer is None or not (layer.faces_waiting or layer.stale)


# The motions that show a move landing on the foe (not a pose, a windup, a pin, a hold or a
# counter's reversal).
LANDS = ("strike", "kick", "grapple", "slam", "suplex", "running", "stomp", "drop", "dive",
         "lariat", "driver", "weapon", "throw")


def moment_seen(scene) -> tuple[str, object] | None:
    """The show's big moment now and its cue (move, finisher, pin, winner, countout), or None."""
    p = getattr(scene, "presenter", None)
    if p is None or not hasattr(scene, "ringside_count"):
        return None
    for cue in p.active("motion"):
        k = cue.progress(p.now)
        if cue.data.get("finisher") and 0.55 <= k <= 0.7:
            return "finisher", cue
        hit = IMPACT_AT.get(cue.data.get("motion"), 0.5)  # just after the impact: its result
        if cue.data.get("motion") in LANDS and hit + 0.04 <= k <= hit + 0.2 and \
                not p.active("banner"):  # told too (a move landing, not a counter's reversal)
            return "move", cue
    for cue in p.active("ref"):
        if _at_two(cue, p.now):
            return "pin", cue
        if cue.data.get("doing") == "count-out" and cue.progress(p.now) >= 0.3:
            return "countout", cue  # the count rising, its number out loud
    if scene.show_winner() is not None and not p.active("banner"):
        return "winner", None
    return None


def _at_two(cue, now: float) -> bool:
    """Whether a referee's cue is between the count of two and what follows it."""
    beats = cue.data.get("beats", ())
    return len(beats) >= 3 and beats[1][0] + 0.05 <= now < beats[2][0]


def show_moment(scene) -> str | None:
    """The show's moment now if the window already shows all of it (else None)."""
    seen = moment_seen(scene)
    return seen[0] if seen is not None and show_ready(scene) else None


def show_figures(scenes: list) -> dict:
    """What the ring showed across the demo's matches: figures and referee drawn, the crowd's
    heat levels, commentary lines (and how many distinct) and motions per move type."""
    motions: dict[str, int] = {}
    said: list = []
    heats: set = set()
    figures = referees = 0
    for scene in scenes:
        p = scene.presenter
        for k, v in p.motions.items():
            motions[k] = motions.get(k, 0) + v
        said += p.spoken
        figures = max(figures, len(scene.show_figures()))
        referees = max(referees, 1 if scene.show_referee() is not None else 0)
        heats |= scene.heats_seen
    return {"figures": figures, "referee": referees, "crowd": sorted(heats),
            "commentary_lines": len(said), "distinct_lines": len(set(said)),
            "motions": dict(sorted(motions.items()))}


def _click_for(scene, cmd):
    """Where a player clicks to give this command on the table (None: no place to click)."""
    name = type(cmd).__name__
    if name in ("PlayPage", "Counter"):
        for slot in scene.slots:
            if slot.page == cmd.page:
                return slot.rect.center
        return None
    if name == "TapOut":
        for key_, rect in scene.choice_rects:
            if key_ == cmd.card:
                return rect.center
        return None
    button = {"Pass": "pass", "Allow": "allow", "PressPin": "pin", "MoveToRingside": "ringside",
              "ReturnToRing": "return"}.get(name)
    if button is not None and scene.buttons[button].visible:
        return scene.buttons[button].rect.center
    return None


def _click(app, pos) -> None:
    import pygame
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.process(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def run_tutorial(frames: int, screenshots: str | None,
                 size: tuple[int, int] = (1280, 720)) -> dict:
    """Play the tutorial in the real scenes for up to `frames` frames, doing what each lesson
    asks by clicking where it points (the glowing page, the button, the Move card); a
    screenshot of every lesson as it is asked, and of the closing screen."""
    headless_env()
    import pygame

    from game import tutorial as T

    from scenes.app import App, Settings
    from scenes.routes import is_scene
    from scenes.ui.base import MASH_GAP

    app = App(tuple(size), settings=Settings(ai_speed="fast"))
    app.autosave = False
    app.persist_settings = False
    folder = Path(screenshots) if screenshots else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    scene = app.reset("tutorial")
    shots: list[str] = []
    shot_of: set = set()
    clicks = sent = 0
    waited = 0
    last_ask = None
    finished_at = None
    clicked_at = -MASH_GAP
    for frame in range(max(1, int(frames))):
        for event in pygame.event.get():
            app.process(event)
        app.update(STEP)
        app.render()
        top = app.stack.top
        if is_scene(top, "tutorial_done"):
            finished_at = finished_at if finished_at is not None else frame
            if folder is not None and "done" not in shot_of and frame - finished_at >= 3:
                path = folder / "tutorial_99_done.png"
                pygame.image.save(app.screen, str(path))
                shots.append(str(path))
                shot_of.add("done")
            if frame - finished_at >= 5:
                break
            continue
        if top is not scene:
            continue
        if scene.presenter.busy:
            scene.presenter.finish()
            continue
        if scene.model.waiting_at_end():  # 'The match is over: ... Results (Enter)'
            app.process(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                           unicode="\r", scancode=0))
            continue
        if scene.match.actor() != T.PLAYER:
            continue
        asked = scene.ask()
        if asked.command is None:
            continue
        if asked is not last_ask:
            last_ask, waited = asked, 0
        waited += 1
        if waited < (45 if asked.kind == "lesson" else 4):  # the card is read (and the HP bars
            continue                                          # have eased) before the player acts
        if scene.time - clicked_at < MASH_GAP:  # a person's clicks come further apart than a
            continue  # double-click's (which only names a page that slid in: session 75)
        if asked.kind == "lesson" and asked.lesson not in shot_of and folder is not None:
            n = len(shot_of - {"done"}) + 1
            path = folder / f"tutorial_{n:02d}_{asked.lesson}.png"
            pygame.image.save(app.screen, str(path))
            shots.append(str(path))
            shot_of.add(asked.lesson)
        before = len(scene.match.log)
        pos = _click_for(scene, asked.command)
        if pos is not None:
            _click(app, pos)
            clicks += 1
            clicked_at = scene.time
            app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(app.size[0] // 2, 2),
                                           rel=(0, 0), buttons=(0, 0, 0)))
        if len(scene.match.log) == before and not scene.model.queued:
            scene.send(asked.command)
            sent += 1
    course = scene.course
    over = scene.match.state.over
    return {
        "tutorial": {"lessons": len(T.LESSONS), "completed": course.completed,
                     "match_over": over is not None,
                     "topics": [lesson.id for lesson in T.LESSONS]},
        "done": list(course.done),
        "winner": None if over is None else over.winner,
        "how": None if over is None else over.how,
        "commands": len(scene.match.log),
        "clicks": clicks, "sent_without_click": sent,
        "frames": frame + 1, "screenshots": len(shots), "size": list(app.size),
        "video_driver": os.environ.get("SDL_VIDEODRIVER", ""),
    }
