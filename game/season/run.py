"""Playing a season: the booked match's setup, headless matches, and an all-AI season."""
from __future__ import annotations

from ..catalog import Catalog
from ..match import Match
from ..rank import rank, tier
from ..setup import MatchSetup, SeatSetup
from ..simulate import play_out
from . import commands as C
from .ai import choose
from .rules import StartSeason, actor, apply, decide, legal, new_season, standing_key
from .state import SeasonSetup, SeasonState


class Season:
    """A season in progress: setup, state and the log of commands with their events."""

    def __init__(self, setup: SeasonSetup, cat: Catalog) -> None:
        self.setup = setup
        self.cat = cat
        self.state: SeasonState = new_season(setup, cat.lib)
        self.log: list = []
        self.play(StartSeason(0))

    def play(self, cmd) -> list:
        """Decide and apply a season command."""
        events = decide(self.state, cmd)
        for ev in events:
            apply(self.state, ev)
        self.log.append((cmd, tuple(events)))
        return events

    def actor(self) -> int | None:
        """The player who must act now."""
        return actor(self.state)

    def legal(self, player: int) -> list:
        """The commands the player may give now."""
        return legal(self.state, player)

    def controller(self, player: int) -> str:
        """Who plays this wrestler."""
        return self.setup.players[player].controller

    def booked_setup(self) -> MatchSetup:
        """The MatchSetup of the booked match: Move cards as they stand, Run-In allies added."""
        s = self.state
        b = s.booking
        pair = (s.active, b.opponent)
        seats = []
        for side, p in enumerate(pair):
            player = s.players[p]
            allies = [m for r, rs in sorted(b.runins.items()) if rs == side
                      for m, t in zip(s.players[r].move_cards, s.players[r].tapped) if not t]
            seats.append(SeatSetup(superstar=player.superstar, controller=self.controller(p),
                                   move_cards=list(player.move_cards),
                                   tapped=list(player.tapped), allies=allies,
                                   carried=list(player.carried)))
        seed = (self.setup.seed * 1_000_003 + s.steps) % (2**62)
        options = ["ooh_gotta_hurt"] if self.setup.ooh_gotta_hurt else []
        return MatchSetup(seed=seed, match_type=b.match_type, seats=seats, options=options)

    def report(self, match: Match) -> None:
        """Feed a finished match back into the season."""
        st = match.state
        out = st.over
        self.play(C.ReportMatch(self.state.active, out.winner, out.how,
                                tuple(x.points for x in st.sides),
                                tuple(tuple(x.tapped) for x in st.sides)))


def play_ai_season(season: Season, seed: int, max_steps: int = 20_000) -> Season:
    """Let the AI play every decision and every match (humans are played as greedy)."""
    for _ in range(max_steps):
        who = season.actor()
        if who is None:
            return season
        s = season.state
        if s.phase == "match" and not s.tapout_due:
            m = Match(season.booked_setup(), season.cat)
            play_out(m, seed + s.steps)
            season.report(m)
            continue
        season.play(choose(s, who, season.legal(who)))
    raise RuntimeError("the season did not end")


def season_summary(season: Season) -> dict:
    """Standings, feuds, Pay-Per-View results, injuries and Enjoy-the-Show turns as plain data."""
    s = season.state
    lib = season.cat.lib
    order = sorted(range(len(s.players)), key=lambda i: standing_key(s, i), reverse=True)
    name = lambda i: lib.superstars[s.players[i].superstar].name  # noqa: E731
    return {
        "seed": season.setup.seed,
        "weeks": s.weeks,
        "champion": None if s.champion is None else name(s.champion),
        "standings": [{"superstar": name(i), "points": s.players[i].points,
                       "wins": s.players[i].wins, "losses": s.players[i].losses,
                       "draws": s.players[i].draws,
                       "rank": rank(lib, s.players[i].move_cards),
                       "tier": tier(rank(lib, s.players[i].move_cards))}
                      for i in order],
        "feuds": [[name(a), name(b)] for a, b in s.feuds],
        "ppv": [{"players": [name(p) for p in r["players"]],
                 "winner": None if r["winner"] is None else name(r["winner"]),
                 "how": r["how"], "points": r["points"], "squash": r["squash"],
                 "feud": r["feud"]} for r in s.ppv_results],
        "injuries": {name(i): p.injuries for i, p in enumerate(s.players)},
        "enjoy_the_show": {name(i): p.enjoyed for i, p in enumerate(s.players)},
        "matches": len(s.results),
    }
