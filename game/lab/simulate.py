"""Headless matches: AI against AI, start to finish."""
from __future__ import annotations

from ..ai.decisions import stamped
from ..library.catalog import Catalog
from ..match.autoplay import MAX_COMMANDS, play_out  # noqa: F401 (the lab's loop)
from ..match.runner import Match
from ..match.rules import is_squash
from ..match.setup import CustomPlaybook, MatchSetup, random_setup  # noqa: F401 (random_setup re-exported)


def with_playbooks(setup: MatchSetup, books: list, cat: Catalog) -> MatchSetup:
    """Seats play these playbook files (None keeps the seat's own); a file's Superstar takes
    the seat, and the other seat then draws a different Superstar if it isn't fixed too."""
    stars = [s.superstar for s in setup.seats]
    fixed = [b is not None and b.superstar is not None for b in books]
    for i, book in enumerate(books):
        if fixed[i]:
            stars[i] = book.superstar
    names = sorted(cat.lib.superstars)
    for i in (0, 1):
        if not fixed[i] and stars[i] == stars[1 - i]:
            stars[i] = names[(names.index(stars[i]) + 1) % len(names)]
    seats = [seat.model_copy(update={
        "superstar": star,
        "custom": CustomPlaybook(name=b.name, pages=list(b.pages), leadoff=list(b.leadoff))
        if b else None})
        for seat, star, b in zip(setup.seats, stars, books)]
    return setup.model_copy(update={"seats": seats})


def summary(match: Match) -> dict:
    """The result of a finished match as plain data."""
    s = match.state
    out = s.over
    return {
        "seed": match.setup.seed,
        "match_type": s.rules.match_type,
        "superstars": [side.superstar for side in s.sides],
        "winner": out.winner if out else None,
        "how": out.how if out else None,
        "turns": s.turn,
        "points": {str(i): side.points for i, side in enumerate(s.sides)},
        "squash": bool(out and out.winner is not None and
                       is_squash(tuple(x.points for x in s.sides), out.winner)),
        "injuries": [side.injuries for side in s.sides],
    }


def run_simulate(cat: Catalog, games: int, seed: int, match_type: str, p1: str, p2: str,
                 books: list, save_dir=None, saved_at: str = "", options=(),
                 progress=None) -> dict:
    """`simulate --json`: `games` AI matches from consecutive seeds, each result, the totals
    ({wins: {p1, p2, draws}, by_how, avg_turns, squashes, rules_fired: per rule id how often it
    fired, pins_by}), each saved if save_dir is given; options: setup options for every match;
    progress(done, total), if given, hears each finished match."""
    from ..store.match_file import free_name, save_match
    from .rule_counts import add_counts, empty_counts, match_rules_fired, pins_by
    options = sorted(set(options))
    fired, pins = empty_counts(), {}
    played = []
    for i in range(games):
        match_seed = seed + i
        setup = with_playbooks(random_setup(cat, match_seed, match_type, p1, p2), books, cat)
        if options:
            setup = setup.model_copy(update={"options": options})
        try:
            match = play_out(Match(stamped(setup), cat), match_seed)
        except RuntimeError as exc:
            raise RuntimeError(f"match with seed {match_seed}: {exc}") from None
        s = summary(match)
        game = {"seed": match_seed, "winner": s["winner"], "how": s["how"], "turns": s["turns"],
                "points": [s["points"]["0"], s["points"]["1"]], "squash": s["squash"],
                "superstars": s["superstars"]}
        add_counts(fired, match_rules_fired(match))
        add_counts(pins, pins_by(match))
        if save_dir is not None:
            path = save_match(match, save_dir, free_name(  # (never over an earlier run's)
                save_dir, f"sim-{match_type}-{match_seed}", "simulate again"), saved_at)
            game["save"] = str(path)
        played.append(game)
        if progress is not None:
            progress(len(played), games)
    wins = {"p1": 0, "p2": 0, "draws": 0}
    by_how: dict[str, int] = {}
    for g in played:
        wins["draws" if g["winner"] is None else ("p1", "p2")[g["winner"]]] += 1
        by_how[g["how"] or "unfinished"] = by_how.get(g["how"] or "unfinished", 0) + 1
    totals = {"wins": wins, "by_how": dict(sorted(by_how.items())),
              "avg_turns": round(sum(g["turns"] for g in played) / len(played), 2),
              "squashes": sum(g["squash"] for g in played),
              "rules_fired": fired, "pins_by": dict(sorted(pins.items()))}
    return {"settings": {"games": games, "seed": seed, "match_type": match_type, "p1": p1,
                         "p2": p2, "playbooks": [b.name if b else None for b in books],
                         "options": options},
            "games": played, "totals": totals}
