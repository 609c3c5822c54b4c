"""AI-vs-AI matches played through the match screen and drawn every frame, as the window
shows them, to find what stops the game (the player explorer drives a person's hands; this
drives the show through whole matches, where a rare state waits: session 56 found a hold on
the floor that stopped the game in 1 Hardcore match in 20).

    python tools/ring_scan.py --seed 1000 --matches 100 --type hardcore

Odd seeds at 1280x720, even ones at 1920x1080. Prints a line per match (ok, or FAIL and the
end of the traceback) and the count of failures; exits 1 if any failed."""
from __future__ import annotations

import argparse
import os
import sys
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("RINGSIDE_NO_FACE_HELPER", "1")


def scan(seed: int, match_type: str, frames: int = 14000) -> tuple[bool, str]:
    """One match (random_setup at this seed, Normal against Normal) through the match screen:
    (finished without an error, what to print)."""
    from game.match.setup import random_setup
    from scenes.app import App
    from scenes.demo import timed_frame
    from scenes.routes import is_scene
    from scenes.ui.prefs import Settings
    size = (1280, 720) if seed % 2 else (1920, 1080)
    app = App(size, settings=Settings(ai_speed="fast"))
    app.autosave = False
    app.persist_settings = False
    app.stack.push(app.make("match", random_setup(app.cat, seed, match_type, "normal", "normal")))
    f = 0
    try:
        for f in range(frames):
            timed_frame(app)
            if is_scene(app.stack.top, "results"):
                return True, f"ok {match_type} {seed} {size[0]}x{size[1]} {f} frames"
        return True, f"ok {match_type} {seed} {size[0]}x{size[1]} unfinished at {f} frames"
    except Exception:
        return False, f"FAIL {match_type} {seed} {size[0]}x{size[1]} frame {f}\n" + \
            traceback.format_exc()[-1500:]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--matches", type=int, default=20)
    ap.add_argument("--type", default="hardcore", choices=("normal", "hardcore", "showdown"))
    args = ap.parse_args(argv)
    from scenes.app import headless_env
    headless_env()
    bad = 0
    for seed in range(args.seed, args.seed + args.matches):
        ok, said = scan(seed, args.type)
        bad += not ok
        print(said, flush=True)
    print(f"failed: {bad} of {args.matches}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
