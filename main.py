#!/usr/bin/env python3
"""Ringside: start the game, or run a headless command.

Installed, the command is `ringside` (or `python -P -m main`); from the repository, `python main.py`:

    ringside                       start the game window
    ringside --version             the game's version, e.g. "Ringside 0.1.0"
    ringside simulate --json       AI-vs-AI matches, results as JSON
    ringside replay FILE --verify  re-play a match or season save and check it
    ringside history --json        your career: totals over the match saves in the save folder
    ringside replay FILE --fork N --out NEW   play on from entry N: a new save, same dice
    ringside cards --json          how many cards of each kind the library holds
    ringside cards --json --text   ... plus every card's rules text ("texts": id -> text)
    ringside bench --json          measured speed figures beside baselines
    ringside demo --frames N       run the scripted demo headless (screenshots optional)
    ringside demo --frames N --size WxH --json   ... at a window size: frame times (ms)
    ringside demo --scene tutorial --frames N --screenshots DIR --json   play the tutorial
    ringside season --json         an all-AI season: standings, feuds, Pay-Per-View
    ringside tournament --json     the AI ladder's pairs: scores with 95% intervals, targets, times
    ringside tournament --pair hard@100:heuristic --games N   any level or yardstick against another
    ringside balance --json        AI-vs-AI figures: draws, squashes, seats, Superstars, cards
    ringside playbook check FILE   is a playbook file legal? (exit 0 legal, 1 not)
    ringside playbook list|import|export   the saved playbooks, and sharing them
    ringside host --port P --ai LEVEL --json     host an online match (an AI plays your seat)
    ringside join ADDRESS:PORT --ai LEVEL --json  join one (ADDRESS:PORT or a join code)

Expected failures (a damaged save, a bad card file, an unwritable folder...) print one line on
stderr and exit 1; bad options print usage and exit 2. Set RINGSIDE_DEBUG=1 to see tracebacks.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.library import LEVELS, MATCH_TYPES  # noqa: E402 (the words the options take)
OPTIONS = ("interview", "ooh_gotta_hurt")  # the setup's options (tests/test_rules_in_play.py checks)
MAX_GAMES = 100_000
MAX_SEED = 2**63 - 1 - MAX_GAMES
FACE_WORKER = "RINGSIDE_FACE_WORKER"  # set: this process is a built game's card-face helper


def _prog() -> str:
    """The command's name in usage messages, as it was typed: ringside, main.py or
    python -m main."""
    if os.path.basename(sys.argv[0] or "") != "main.py":
        return "ringside"
    typed = list(getattr(sys, "orig_argv", []))
    return "python -m main" if "-m" in typed and "main" in typed else "main.py"


class Failure(Exception):
    """An expected failure: one line for the player, exit code 1."""


class Usage(Exception):
    """Options that don't go together: usage and exit code 2, like argparse's own."""


# ---- argument types (a bad value -> usage message and exit 2) --------------------------------

def _int_in(low: int, high: int, what: str):
    def parse(text: str) -> int:
        try:
            value = int(text, 10)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} must be a whole number, not {text!r}") \
                from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} must be between {low} and {high}")
        return value
    parse.__name__ = what
    return parse


def _size(text: str) -> tuple[int, int]:
    """'1280x720' -> (1280, 720), within what a window can be."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not (640 <= w <= 7680 and 360 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is outside 640x360 to 7680x4320")
    return w, h


def _version() -> str:
    """The game's version (pyproject's, the same in a clone, a wheel and a desktop build)."""
    from game.store import game_version
    return game_version()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=_prog(), description="Ringside, a wrestling card game. With no command, "
                               "the game window opens.")
    parser.add_argument("--version", action="version", version=f"Ringside {_version()}",
                        help="print the game's version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("simulate", help="play headless AI-vs-AI matches")
    p.add_argument("--games", type=_int_in(1, MAX_GAMES, "games"), default=10,
                   help="how many matches (default 10)")
    p.add_argument("--seed", type=_int_in(0, MAX_SEED, "seed"), default=1,
                   help="seed of the first match; match i uses seed+i (default 1)")
    p.add_argument("--match-type", choices=MATCH_TYPES, default="normal")
    p.add_argument("--p1", choices=LEVELS, default="greedy", help="AI level of seat 1")
    p.add_argument("--p2", choices=LEVELS, default="greedy", help="AI level of seat 2")
    p.add_argument("--playbook1", type=Path, default=None, metavar="FILE",
                   help="seat 1 plays this playbook file (and its Superstar, if it names one)")
    p.add_argument("--playbook2", type=Path, default=None, metavar="FILE",
                   help="seat 2 plays this playbook file (and its Superstar, if it names one)")
    p.add_argument("--save-dir", type=Path, default=None, help="write each match's save here")
    p.add_argument("--option", action="append", choices=OPTIONS, default=[], metavar="NAME",
                   help="a setup option for every match (" + ", ".join(OPTIONS) + "); repeatable")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--quiet", "-q", action="store_true",
                   help="no progress line on stderr (shown only when stderr is a terminal)")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("replay", help="re-play a save file and check it")
    p.add_argument("file", type=Path, help="the save file")
    p.add_argument("--verify", action="store_true",
                   help="only print the verdict (without it, the log is listed too)")
    p.add_argument("--json", action="store_true", help="print the verdict as JSON")
    p.add_argument("--fork", type=_int_in(0, 100_000, "--fork"), default=None, metavar="N",
                   help="play on from here: write a new save made of the first N log entries "
                        "(same dice), to --out")
    p.add_argument("--out", type=Path, default=None, metavar="NEW",
                   help="with --fork: the new save file (never an existing one)")
    p.set_defaults(func=cmd_replay, sub_parser=p)

    p = sub.add_parser("history", help="your career: totals over the match saves in a folder")
    p.add_argument("--save-dir", "--dir", type=Path, default=None, dest="save_dir",
                   help="the save folder (default: the game's own, or RINGSIDE_SAVE_DIR)")
    p.add_argument("--filter", choices=("all", "mine", "watched"), default="all",
                   help="all matches, yours (a person played), or watched AI-vs-AI matches")
    p.add_argument("--json", action="store_true", help="print the totals as JSON")
    p.set_defaults(func=cmd_history)

    p = sub.add_parser("cards", help="count the cards in the library")
    p.add_argument("--json", action="store_true")
    p.add_argument("--text", action="store_true",
                   help="with --json: add 'texts', every card's rules text by card id")
    p.set_defaults(func=cmd_cards)

    p = sub.add_parser("bench", help="measure speed beside baselines")
    p.add_argument("--matches", type=_int_in(10, 100_000, "matches"), default=1000,
                   help="random-vs-random matches to time (default 1000)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("demo", help="run the scripted demo without a window")
    p.add_argument("--frames", type=_int_in(1, 1_000_000, "frames"), default=300)
    p.add_argument("--screenshots", type=Path, default=None, help="folder for screenshots")
    p.add_argument("--size", type=_size, default=(1280, 720), help="window size, e.g. 1920x1080")
    p.add_argument("--scene", choices=("match", "tutorial"), default="match",
                   help="what to play: AI-vs-AI matches (default) or the tutorial, doing what "
                        "each lesson asks")
    p.add_argument("--match-type", choices=("normal", "hardcore", "showdown"), default="normal",
                   help="the demo's match type (Hardcore and Showdown have ringside)")
    p.add_argument("--seed", type=_int_in(0, 2**31 - 1, "seed"), default=1,
                   help="which Superstars meet and how the match goes (the same seed, the "
                        "same matches)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_demo)

    p = sub.add_parser("season", help="play an all-AI season headless")
    p.add_argument("--players", type=_int_in(2, 4, "players"), default=4)
    p.add_argument("--weeks", type=_int_in(2, 12, "weeks"), default=4)
    p.add_argument("--seed", type=_int_in(0, MAX_SEED, "seed"), default=1)
    p.add_argument("--level", choices=LEVELS, default="greedy", help="AI level of every wrestler")
    p.add_argument("--ooh-gotta-hurt", action="store_true", help="allow several injuries at once")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quiet", "-q", action="store_true",
                   help="no progress line on stderr (shown only when stderr is a terminal)")
    p.set_defaults(func=cmd_season)

    p = sub.add_parser("tournament", help="AI levels and yardsticks in pairs, both seats, all "
                                          "three match types, with the window's budgets")
    p.add_argument("--games", type=_int_in(1, 10_000, "games"), default=100,
                   help="matches per pair, seats swapped half the time, match types in turn "
                        "(default 100)")
    p.add_argument("--pair", action="append", type=_level_pair, default=None, metavar="A:B",
                   help="a pair to play, A's score reported (repeatable; levels random easy "
                        "greedy normal hard hard@N, an older AI edition as normal/1 or "
                        "hard@300/1, yardsticks brawler heuristic; default: the ladder's "
                        "target pairs)")
    p.add_argument("--levels", type=_level_list, default=None, metavar="A,B,...",
                   help="play every pair of these levels instead")
    p.add_argument("--playbooks", choices=("library", "custom"), default="library",
                   help="custom: both seats play their own playbook (their Superstar's with "
                        "10 pages swapped, no leadoff named, so an AI chooses its own)")
    p.add_argument("--season", action="store_true",
                   help="deal the matches booked in Greedy-played seasons (Move cards as they "
                        "stand, Run-In allies, Pay-Per-View match types) instead of quick "
                        "matches")
    p.add_argument("--seed", type=_int_in(0, MAX_SEED, "seed"), default=1)
    p.add_argument("--workers", type=_int_in(1, 64, "workers"), default=2)
    p.add_argument("--json", action="store_true")
    p.add_argument("--quiet", "-q", action="store_true",
                   help="no progress line on stderr (shown only when stderr is a terminal)")
    p.set_defaults(func=cmd_tournament)

    p = sub.add_parser("playbook", help="check, list, import and export playbook files")
    books = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    q = books.add_parser("check", help="check a playbook file against the construction rules")
    q.add_argument("file", type=Path)
    q.add_argument("--json", action="store_true", help="print {legal, problems} as JSON")
    q.set_defaults(func=cmd_playbook_check)
    q = books.add_parser("list", help="list the saved playbooks")
    q.add_argument("--json", action="store_true")
    q.set_defaults(func=cmd_playbook_list)
    q = books.add_parser("import", help="check a shared playbook file and add it to yours")
    q.add_argument("file", type=Path)
    q.set_defaults(func=cmd_playbook_import)
    q = books.add_parser("export", help="write a saved playbook to a file to share")
    q.add_argument("name", help="the playbook's name, as listed")
    q.add_argument("dest", type=Path, help="a file, or a folder to write it into")
    q.set_defaults(func=cmd_playbook_export)

    p = sub.add_parser("host", help="host an online match: wait for one guest, an AI plays "
                                    "your seat")
    p.add_argument("--port", type=_int_in(0, 65535, "port"), required=True,
                   help="the port to listen on (forward it on your router to play across the "
                        "internet; 0 picks a free one)")
    p.add_argument("--ai", choices=LEVELS, required=True, help="AI level of the host's seat")
    p.add_argument("--match-type", choices=MATCH_TYPES, default="normal")
    p.add_argument("--seed", type=_int_in(0, MAX_SEED, "seed"), default=None,
                   help="the match's seed (default: a fresh one; the guest never learns it)")
    p.add_argument("--bind", default="0.0.0.0", metavar="ADDRESS",
                   help="the address to listen on (default every one; 127.0.0.1: this machine)")
    p.add_argument("--clock", type=_int_in(0, 3600, "clock"), default=120, metavar="SECONDS",
                   help="the guest's clock per turn: when it runs out its first legal move is "
                        "played; three in a row cut it off (0: no clock; default 120)")
    p.add_argument("--rejoin-wait", type=_int_in(1, 3600, "rejoin-wait"), default=180,
                   metavar="SECONDS", help="how long a dropped guest has to rejoin (default 180)")
    p.add_argument("--save-dir", type=Path, default=None,
                   help="where the match is saved as it goes (default: the game's save folder)")
    p.add_argument("--name", default="Host", help="your name, as the guest sees it")
    p.add_argument("--superstar", metavar="ID", default=None,
                   help="your Superstar, by id or name (default: drawn from the seed)")
    p.add_argument("--playbook", metavar="NAME", default=None,
                   help="a saved playbook to play, by name (default: the Superstar's starter)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(func=cmd_host, sub_parser=p)

    p = sub.add_parser("join", help="join an online match; an AI plays your seat")
    p.add_argument("address", metavar="ADDRESS:PORT", help="the host's address and port, or its "
                                                           "join code")
    p.add_argument("--ai", choices=LEVELS, required=True, help="AI level of the guest's seat")
    p.add_argument("--name", default="Guest", help="your name, as the host sees it")
    p.add_argument("--save-dir", type=Path, default=None,
                   help="where your record of the match goes (default: the game's save folder)")
    p.add_argument("--rejoin-wait", type=_int_in(1, 3600, "rejoin-wait"), default=180,
                   metavar="SECONDS", help="how long to keep trying to rejoin a dropped match")
    p.add_argument("--drop-after", type=_int_in(1, 100_000, "drop-after"), default=None,
                   metavar="N", help="a drill: drop the connection after sending N commands, "
                                     "then rejoin")
    p.add_argument("--superstar", metavar="ID", default=None,
                   help="your Superstar, by id or name (default: the host draws one)")
    p.add_argument("--playbook", metavar="NAME", default=None,
                   help="a saved playbook to play, by name (default: the Superstar's starter)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(func=cmd_join, sub_parser=p)

    p = sub.add_parser("balance", help="balance figures from many AI-vs-AI matches")
    p.add_argument("--games", type=_int_in(1, 10_000, "games"), default=100,
                   help="matches per match type (default 100)")
    p.add_argument("--seed", type=_int_in(0, MAX_SEED, "seed"), default=1,
                   help="seed of the first match of each type; match i uses seed+i (default 1)")
    p.add_argument("--match-type", choices=MATCH_TYPES, default=None,
                   help="one match type (default: all three)")
    p.add_argument("--level", choices=LEVELS, default="normal", help="AI level of both seats")
    p.add_argument("--workers", type=_int_in(1, 64, "workers"), default=None,
                   help="processes to spread the matches over (default: every core)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--quiet", "-q", action="store_true",
                   help="no progress line on stderr (shown only when stderr is a terminal)")
    p.set_defaults(func=cmd_balance)
    return parser


# ---- helpers ---------------------------------------------------------------------------------

def _catalog():
    from game.library import Catalog
    from game.library import load_library
    return Catalog(load_library())


def _now() -> str:
    from datetime import datetime, timezone
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Progress:
    """A progress line on stderr ("balance: 120/300 (40%), 12.5/s, 14 s left"), redrawn at most
    every `every` seconds and ended with a newline; silent unless stderr is a terminal."""

    def __init__(self, what: str, stream=None, clock=None, every: float = 0.25,
                 quiet: bool = False) -> None:
        import time
        self.what, self.stream = what, sys.stderr if stream is None else stream
        self.clock = clock or time.monotonic
        self.every = every
        isatty = getattr(self.stream, "isatty", None)
        self.on = not quiet and callable(isatty) and bool(isatty())
        self.start = self.last = None
        self.shown = 0  # width of the line on screen, to blank what a shorter one leaves

    def __call__(self, done: int, total: int) -> None:
        """Hear that `done` of `total` are done; redraw the line if it is time."""
        if not self.on:
            return
        now = self.clock()
        if self.start is None:
            self.start = now
        finished = done >= total
        if not finished and self.last is not None and now - self.last < self.every:
            return
        self.last = now
        words = self.line(done, total, now - self.start)
        self.stream.write("\r" + words.ljust(self.shown))
        self.shown = len(words)
        if finished:
            self.stream.write("\n")
            self.on = False
        self.stream.flush()

    def line(self, done: int, total: int, spent: float) -> str:
        """The words of the line after `spent` seconds."""
        pct = 100 * done // total if total else 100
        words = f"{self.what}: {done}/{total} ({pct}%)"
        if done and spent > 0:
            rate = done / spent
            words += f", {rate:.1f}/s" if rate < 100 else f", {rate:.0f}/s"
            words += f", {_duration((total - done) / rate)} left" if done < total else \
                f", took {_duration(spent)}"
        return words


def _duration(seconds: float) -> str:
    """12 s, 3 min 05 s, 1 h 02 min."""
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60:02d} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60:02d} min"


SIMULATE_PROGRESS_FROM = 50  # simulate shows progress from this many games


def _progress(args, what: str):
    """The progress line for a long command (None when --quiet or stderr is not a terminal)."""
    line = Progress(what, quiet=getattr(args, "quiet", False))
    return line if line.on else None


def _print_json(data) -> None:
    print(json.dumps(data, indent=2))


# ---- commands --------------------------------------------------------------------------------

def no_display_reason(env=None, platform: str | None = None) -> str | None:
    """Why the game window can't be shown here (None: it can, or the user chose a driver)."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if env.get("SDL_VIDEODRIVER") or platform.startswith(("win", "darwin", "cygwin", "msys")):
        return None  # a chosen driver is the user's call; Windows and macOS always have a screen
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return ("there is no display to open the game window on (DISPLAY and WAYLAND_DISPLAY are "
            "unset): start it from a desktop session, or set SDL_VIDEODRIVER to choose a video "
            "driver; the headless commands (simulate, demo, season...) need no display")


def cmd_game(args) -> int:
    reason = no_display_reason()
    if reason:
        raise Failure(reason)
    try:
        from scenes.app import run_game
    except ImportError as exc:
        raise Failure(f"the game window cannot start: {exc}") from None
    return run_game()


def cmd_simulate(args) -> int:
    from game.lab import run_simulate

    cat = _catalog()
    books = [_read_playbook(f, cat.lib) if f is not None else None
             for f in (args.playbook1, args.playbook2)]
    save_dir = args.save_dir.expanduser().resolve() if args.save_dir else None
    try:
        result = run_simulate(cat, args.games, args.seed, args.match_type, args.p1, args.p2,
                              books, save_dir, _now() if save_dir else "", args.option,
                              progress=_progress(args, "simulate")
                              if args.games >= SIMULATE_PROGRESS_FROM else None)
    except RuntimeError as exc:
        raise Failure(str(exc)) from None
    games, totals, wins = result["games"], result["totals"], result["totals"]["wins"]
    if args.json:
        _print_json(result)
        return 0
    print(f"{args.games} {args.match_type} match(es), p1 {args.p1} vs p2 {args.p2}")
    for seat, book in zip(("p1", "p2"), books):
        if book is not None:
            print(f"{seat} plays the playbook '{book.name}'")
    print(f"{'seed':>6}  {'p1':<18} {'p2':<18} {'winner':<7} {'how':<11} {'turns':>5}  points")
    for g in games:
        who = "draw" if g["winner"] is None else ("p1", "p2")[g["winner"]]
        sq = "  squash" if g["squash"] else ""
        print(f"{g['seed']:>6}  {g['superstars'][0]:<18} {g['superstars'][1]:<18} {who:<7} "
              f"{g['how']:<11} {g['turns']:>5}  {g['points'][0]}-{g['points'][1]}{sq}")
    print(f"wins: p1 {wins['p1']}, p2 {wins['p2']}, draws {wins['draws']}; "
          f"avg turns {totals['avg_turns']}; "
          + ", ".join(f"{k} {v}" for k, v in totals["by_how"].items()))
    return 0


def cmd_replay(args) -> int:
    from game.store import describe, verify
    from game.store import read_save

    if (args.fork is None) != (args.out is None):
        raise Usage("--fork N and --out NEW go together")
    cat = _catalog()
    if args.fork is not None:
        return _fork(args, cat)
    path = args.file.expanduser()
    result = verify(path, cat)
    if args.json:
        _print_json(result)
    elif result.get("kind") == "season":
        _print_season_replay(args, path, cat, result)
    else:
        if not args.verify and result["ok"]:
            for i, (cmd, events) in enumerate(read_save(path).log):
                print(describe(i, cmd, events))
        if result["ok"]:
            stars = " vs ".join(result["superstars"])
            if result["over"]:
                who = "draw" if result["winner"] is None else \
                    f"{result['superstars'][result['winner']]} won"
                end = f"{who} by {result['how']}" if result["winner"] is not None else who
            else:
                end = "not finished"
            print(f"OK: {result['match_type']} match, {stars}: {end} after "
                  f"{result['turns']} turns, points {result['points'][0]}-{result['points'][1]}; "
                  f"{result['entries']} commands and {result['events']} events replayed and "
                  "checked")
            if result.get("ai_moves") == "checked":
                print("AI moves: every AI seat's command derived again and the same")
            elif result.get("ai_moves") == "unchecked":
                print(f"AI moves: not checked: {result['ai_reason']}")
    if not result["ok"]:
        print(f"ringside: replay failed: {_one_line(result['error'])}", file=sys.stderr)
        return 1
    return 0


def _fork(args, cat) -> int:
    """replay FILE --fork N --out NEW: write the fork, then verify it like any save."""
    from game.store import fork_save, save_kind, verify_match
    path = args.file.expanduser()
    if save_kind(path) == "season":
        raise Failure(f"{path.name} is a season save; --fork plays on from a match save")
    made = fork_save(path, args.fork, args.out, cat, _now())
    check = verify_match(made["out"], cat)
    result = {**made, "ok": check["ok"], "verify": check}
    if args.json:
        _print_json(result)
    elif check["ok"]:
        state = "finished" if made["over"] else "ready to play on"
        print(f"OK: {made['out']} holds the first {made['entries']} of {made['of']} entries of "
              f"{path.name} ({state}); it verifies: {check['entries']} commands and "
              f"{check['events']} events replayed and checked")
    if not check["ok"]:
        print(f"ringside: the fork does not verify: {_one_line(check['error'])}", file=sys.stderr)
        return 1
    return 0


def _print_season_replay(args, path, cat, result: dict) -> None:
    """The season verdict in words (and its log without --verify)."""
    if not result["ok"]:
        return
    if not args.verify:
        from game import store
        from game.store import describe_season
        for i, (cmd, events) in enumerate(store.open_season(path, cat).log):
            print(describe_season(i, cmd, events))
    where = f"finished, champion {result['champion']}" if result["over"] else \
        f"week {min(result['week'], result['weeks'] - 1) + 1} of {result['weeks']}"
    print(f"OK: season of {len(result['standings'])} wrestlers, {where}; "
          f"{result['entries']} season commands and {result['matches']} matches "
          f"({result['match_commands']} match commands) replayed and checked")
    if result.get("ai_moves") == "checked":
        print("AI moves: every AI wrestler's decision and every AI seat's command derived again "
              "and the same")
    elif result.get("ai_moves") == "unchecked":
        print(f"AI moves: not checked: {result['ai_reason']}")


def cmd_history(args) -> int:
    from game.store import career_history, page_names
    from game.store import default_save_dir
    folder = args.save_dir.expanduser() if args.save_dir else default_save_dir()
    if not folder.is_dir():
        raise Failure(f"there is no save folder {folder}")
    cat = _catalog()
    result = career_history(folder, args.filter, page_names(cat.lib), cat)
    if args.json:
        _print_json(result)
        return 0
    you = result["you"]
    print(f"{result['matches']} matches in {folder} ({args.filter}): "
          + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in sorted(result["kinds"].items())))
    if you["matches"]:
        print(f"you against the AI: {you['wins']}-{you['losses']}-{you['draws']} (W-L-D), "
              f"longest win streak {you['longest_win_streak']}, form "
              f"{' '.join(you['form']) or '-'}")
    print(f"{'Superstar':<22} {'W':>4} {'L':>4} {'D':>4}")
    for star, rec in result["superstars"].items():
        print(f"{star:<22} {rec['wins']:>4} {rec['losses']:>4} {rec['draws']:>4}")
    print("endings: " + (", ".join(f"{k} {v}" for k, v in result["endings"].items()) or "-"))
    if result["damaged"]:
        print(f"{len(result['damaged'])} file(s) could not be read and are not counted")
    for bad in result.get("refused", []):
        print(f"refused, not counted: {bad['error']}")
    return 0


def cmd_cards(args) -> int:
    from game.library import card_texts
    from game.library import load_library
    lib = load_library()
    counts = lib.counts()
    if args.json:
        if args.text:
            counts["texts"] = card_texts(lib)
        _print_json(counts)
        return 0
    if args.text:
        for cid, text in card_texts(lib).items():
            print(f"{cid:<24} {text}")
        return 0
    for key, value in counts.items():
        if key != "by_kind":
            print(f"{key:<12} {value}")
    print("pages by kind: " + ", ".join(f"{k} {v}" for k, v in counts["by_kind"].items()))
    return 0


def cmd_bench(args) -> int:
    import time
    from game.lab import run_bench
    from online.bench import online_latency
    cat = _catalog()
    result = run_bench(cat, time.perf_counter, matches=args.matches)
    result["online"] = online_latency(cat)
    if args.json:
        _print_json(result)
        return 0
    m, r, s = result["matches"], result["replay"], result["save_load"]
    print(f"matches: {m['matches_per_second']}/s random-vs-random "
          f"({m['ratio']}x the time of one dict update per event)")
    print(f"replay:  {r['events_per_second']} events/s folded "
          f"({r['ratio']}x the time of just iterating them)")
    print(f"save:    {s['save_ms']} ms for a {s['turns']}-turn match "
          f"({s['save_ratio']}x json.dumps of the same data)")
    print(f"load:    {s['load_verify_ms']} ms load + verify "
          f"({s['load_verify_ratio']}x json.loads of the same data)")
    a = result["ai"]
    for level in ("normal", "hard"):
        print(f"ai:      {level} p95 {a[level]['p95_ms']} ms a decision "
              f"({a[level]['p95_ratio']}x {a['baseline']}; target {a[level]['target_p95_ms']} ms)")
    print(f"verify:  {a['verify_hard_match_ms']} ms for a Hard match of "
          f"{a['verify_hard_match_entries']} entries (its AI moves {a['verify_hard_match_ai']})")
    o = result["online"]
    print(f"online:  {o['median_ms']} ms per guest command over loopback, p95 {o['p95_ms']} ms "
          f"({o['ratio']}x a bare websocket round trip of the view's {o['view_bytes']} bytes)")
    print(f"total:   {result['total_seconds']} s")
    return 0


def cmd_demo(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    shots = None
    if args.screenshots is not None:
        shots = args.screenshots.expanduser().resolve()
        try:
            shots.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise Failure(f"cannot create the screenshot folder {shots}: "
                          f"{exc.strerror or exc}") from None
    try:
        from scenes.demo import run_demo, run_tutorial
    except ImportError as exc:
        raise Failure(f"the demo cannot start: {exc}") from None
    if getattr(args, "scene", "match") == "tutorial":
        result = run_tutorial(args.frames, str(shots) if shots else None, size=args.size)
    else:
        result = run_demo(args.frames, str(shots) if shots else None, size=args.size,
                          match_type=args.match_type, seed=getattr(args, "seed", 1))
    if args.json:
        print(json.dumps(result))
    else:
        print(result)
    return 0


def cmd_season(args) -> int:
    from game.season import (Season, ai_season_setup, play_ai_season, season_rules_fired,
                             season_summary)

    cat = _catalog()
    setup = ai_season_setup(cat.lib, args.seed, args.players, args.weeks, args.level,
                            args.ooh_gotta_hurt)
    season = play_ai_season(Season(setup, cat), progress=_progress(args, "season (weeks)"))
    result = season_summary(season)
    result["rules_fired"] = season_rules_fired(season)
    if args.json:
        _print_json(result)
        return 0
    print(f"Season of {result['weeks']} weeks - champion: {result['champion']}")
    for row in result["standings"]:
        print(f"  {row['superstar']:<32} {row['points']:>3} pts  "
              f"{row['wins']}-{row['losses']}-{row['draws']}  rank {row['rank']}")
    for a, b in result["feuds"]:
        print(f"  feud: {a} vs {b}")
    return 0


def _level_pair(text: str) -> tuple:
    """--pair A:B as two level names (a usage error names what is wrong)."""
    from game.lab import parse_pair
    try:
        return parse_pair(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _level_list(text: str) -> tuple:
    """--levels A,B,... as level names (at least two)."""
    names = tuple(x.strip() for x in text.split(",") if x.strip())
    if len(names) < 2:
        raise argparse.ArgumentTypeError("--levels needs at least two levels, e.g. random,easy")
    for name in names:
        _level_pair(f"{name}:{name}")
    return names


def cmd_tournament(args) -> int:
    import time

    from game.lab import run_tournament
    result = run_tournament(_catalog(), args.games, args.seed, time.perf_counter,
                            workers=args.workers, progress=_progress(args, "tournament"),
                            levels=args.levels, pairs_to_play=args.pair,
                            custom=args.playbooks == "custom", season=args.season)
    if args.json:
        _print_json(result)
        return 0
    for pair, r in result["pairs"].items():
        print(f"  {pair:<22} {r['score']:.3f} [{r['low']:.3f}-{r['high']:.3f}]  "
              f"{r['wins']}-{r['losses']}-{r['draws']} of {r['games']}")
    for t in result["targets"]:
        mark = "met" if t["met"] else "within interval" if t["within_interval"] else "MISSED"
        print(f"  target {t['pair']:<16} >= {t['floor']:.2f}: {mark}")
    for level, lat in result["latency_ms"].items():
        print(f"  {level:<8} p50 {lat['p50']} ms  p95 {lat['p95']} ms  max {lat['max']} ms")
    return 0


def _read_playbook(path: Path, lib):
    """A checked playbook file, or a Failure naming the file and every reason."""
    from game.library import PlaybookError, read_playbook
    try:
        return read_playbook(path.expanduser(), lib)
    except PlaybookError as exc:
        raise Failure(f"playbook {path}: {'; '.join(exc.reasons)}") from None


def cmd_playbook_check(args) -> int:
    from game.library import PlaybookError, read_playbook
    try:
        doc = read_playbook(args.file.expanduser(), _catalog().lib)
        result = {"legal": True, "problems": []}
    except PlaybookError as exc:
        doc, result = None, {"legal": False, "problems": list(exc.reasons)}
    if args.json:
        _print_json(result)
    elif doc is not None:
        print(f"OK: '{doc.name}' is a legal playbook of {len(doc.pages)} pages")
    else:
        print(f"{args.file}: not a legal playbook")
        for reason in result["problems"]:
            print(f"  - {reason}")
    return 0 if result["legal"] else 1


def cmd_playbook_list(args) -> int:
    from game.library import stored_playbooks
    rows = [{"file": str(s.path), "name": s.playbook.name if s.playbook else None,
             "superstar": s.playbook.superstar if s.playbook else None,
             "legal": s.playbook is not None, "problems": list(s.problems)}
            for s in stored_playbooks(_catalog().lib)]
    if args.json:
        _print_json(rows)
        return 0
    for r in rows:
        what = r["name"] if r["legal"] else "refused: " + "; ".join(r["problems"])
        print(f"  {Path(r['file']).name:<30} {what}")
    return 0


def cmd_playbook_import(args) -> int:
    from game.library import import_playbook
    path = _import_or_fail(lambda: import_playbook(args.file.expanduser(), _catalog().lib),
                           args.file)
    print(f"imported {args.file} as {path}")
    return 0


def cmd_playbook_export(args) -> int:
    from game.library import export_playbook, find_playbook
    doc = find_playbook(args.name, _catalog().lib)
    if doc is None:
        raise Failure(f"no saved playbook is named '{args.name}' (see: playbook list)")
    path = _import_or_fail(lambda: export_playbook(doc, args.dest), args.dest)
    print(f"exported '{doc.name}' to {path}")
    return 0


def _import_or_fail(action, path):
    from game.library import PlaybookError
    try:
        return action()
    except PlaybookError as exc:
        raise Failure(f"{path}: {'; '.join(exc.reasons)}") from None


def cmd_balance(args) -> int:
    from game.lab import run_balance
    from game.library import MATCH_TYPES as TYPES
    types = (args.match_type,) if args.match_type else TYPES
    result = run_balance(_catalog(), args.games, args.seed, types, args.level, args.workers,
                         progress=_progress(args, "balance"))
    if args.json:
        _print_json(result)
        return 0
    print(f"{'type':<10} {'games':>5} {'draws':>7} {'squashes':>9} {'seat 1':>7} {'turns':>6}")
    for name, t in list(result["types"].items()) + [("all", result["overall"])]:
        print(f"{name:<10} {t['games']:>5} {_pct(t['draw_rate']):>7} {_pct(t['squash_rate']):>9} "
              f"{_pct(t['first_seat_win_rate']):>7} {t['avg_turns']:>6}")
    print("Superstar score rates (win 1, draw 1/2):")
    for star, row in result["superstars"].items():
        print(f"  {star:<20} {row['score_rate']:.3f}  ({row['games']} matches)")
    return 0


def _pct(rate) -> str:
    return "-" if rate is None else f"{rate * 100:.1f}%"


# ---- entry -----------------------------------------------------------------------------------

def _one_line(text) -> str:
    return " ".join(str(text).split())


def _print_online(args, result: dict, role: str) -> None:
    """An online match's result: JSON, or one line."""
    if args.json:
        _print_json(result)
        return
    who = "draw" if result["winner"] is None else ("p1 (host)", "p2 (guest)")[result["winner"]]
    end = f"{who} by {result['how']}" if result["how"] else "unfinished"
    print(f"{role}: {end} after {result['turns']} turns, {result['commands']} commands, "
          f"{result['refused']} refused" + (f"; saved to {result['save']}" if result["save"]
                                            else ""))


def cmd_host(args) -> int:
    from online.headless import Unknown, run_host
    try:
        result = run_host(_catalog(), args.port, args.ai, args.match_type, args.seed, args.bind,
                          args.clock, args.rejoin_wait, args.save_dir, args.name, _now(),
                          superstar=args.superstar, playbook=args.playbook)
    except Unknown as exc:
        raise Usage(str(exc)) from None
    except OSError as exc:
        raise Failure(f"cannot host on {args.bind}:{args.port}: {exc.strerror or exc}") \
            from None
    _print_online(args, result, "host")
    return 0


def cmd_join(args) -> int:
    from game.net import read_address
    from online.guest import Unreachable
    from online.headless import Unknown, run_join
    where = read_address(args.address)
    if where is None:
        raise Usage(f"{args.address!r} is neither ADDRESS:PORT nor a join code")
    try:
        result = run_join(_catalog(), where[0], where[1], args.ai, args.name, args.save_dir,
                          args.drop_after, args.rejoin_wait, superstar=args.superstar,
                          playbook=args.playbook)
    except Unknown as exc:
        raise Usage(str(exc)) from None
    except Unreachable as exc:
        raise Failure(str(exc)) from None
    _print_online(args, result, "guest")
    return 0


def _expected_errors() -> tuple:
    """The error types that are a player's problem, not a bug (if the game package loads)."""
    kinds: list = [Failure, OSError]
    try:
        from game.store import SaveError
        from game.library import CardError
        from game.match import SetupError
        kinds += [SaveError, CardError, SetupError]
    except Exception:  # the package itself is broken; the catch-all below reports it
        pass
    return tuple(kinds)


_UNPRINTED = {c: ascii(chr(c))[1:-1] for c in (*range(0x00, 0x09), *range(0x0B, 0x20),
                                                *range(0x7F, 0xA0), 0x061C,
                                                *range(0x200B, 0x2010), *range(0x2028, 0x202F),
                                                *range(0x2060, 0x2070), 0xFEFF)}


class Printable:
    """A text stream that writes control characters, and the marks that show nothing or turn
    text around, as escapes ('\\x1b'): a name or id from a shared file, echoed in a message,
    can't clear the terminal or print words of its own (session 66's save attack)."""

    def __init__(self, stream) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        lead = "\r" if text.startswith("\r") else ""  # (the progress line's own redraw; a
        self.stream.write(lead + text[len(lead):].translate(_UNPRINTED))  # file's \r can't
        return len(text)  # write over a line: the review)

    def __getattr__(self, name: str):
        return getattr(self.stream, name)


def main(argv: list[str] | None = None) -> int:
    """Run the command in argv (default: the command line); returns the exit code."""
    for stream in ("stdout", "stderr"):  # a windowed build (Windows) starts with neither
        if getattr(sys, stream) is None:
            setattr(sys, stream, open(os.devnull, "w"))
    streams = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = Printable(sys.stdout), Printable(sys.stderr)
    try:
        return _main(argv)
    finally:
        sys.stdout, sys.stderr = streams


def _main(argv: list[str] | None) -> int:
    """main, with its streams printable."""
    if getattr(sys, "frozen", False):  # a desktop build (PyInstaller) has no `python -m`
        if os.environ.get(FACE_WORKER):
            from sprites.face_worker import main as face_worker
            return face_worker()
        import multiprocessing
        multiprocessing.freeze_support()  # tournament workers, where processes are spawned
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", cmd_game)
    debug = bool(os.environ.get("RINGSIDE_DEBUG"))
    try:
        return func(args)
    except Usage as exc:
        args.sub_parser.error(str(exc))  # usage on stderr, exit code 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 1
    except Exception as exc:
        if debug:
            raise
        if isinstance(exc, _expected_errors()):
            if isinstance(exc, OSError) and exc.strerror:
                where = f" ({exc.filename})" if exc.filename else ""
                print(f"ringside: {exc.strerror}{where}", file=sys.stderr)
            else:
                print(f"ringside: {_one_line(exc)}", file=sys.stderr)
        else:
            print(f"ringside: unexpected error: {type(exc).__name__}: {_one_line(exc)} "
                  "(set RINGSIDE_DEBUG=1 for details)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
