"""Playing a season: the booked match's setup, headless matches, and an all-AI season."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalog import Catalog
from ..errors import IllegalCommand
from ..match import Match
from ..playbook import problems
from ..rank import rank, tier
from ..setup import MatchSetup, SeatSetup, SetupError
from ..state import EDITION
from ..simulate import play_out
from . import commands as C
from .ai import choose
from .rules import StartSeason, actor, apply, decide, legal, new_season, standing_key
from .state import SeasonSetup, SeasonState


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """A season match as the season file keeps it: the edition of the rules it was played under
    and its commands (the events, the result and the injuries are derived by re-deciding them)."""
    edition: int
    commands: tuple


class Season:
    """A season in progress: setup, state, the log of commands with their events, and the
    record of every match played (one per ReportMatch in the log)."""

    def __init__(self, setup: SeasonSetup, cat: Catalog, edition: int = EDITION) -> None:
        for i, player in enumerate(setup.players):
            wrong = problems(player.custom.pages, cat.lib) if player.custom else []
            if wrong:
                raise SetupError(f"player {i + 1}: playbook '{player.custom.name}': {wrong[0]}")
        self.setup = setup
        self.cat = cat
        self.state: SeasonState = new_season(setup, cat.lib, edition)
        self.log: list = []
        self.matches: list[MatchRecord] = []
        self.play(StartSeason(0))

    def play(self, cmd) -> list:
        """Decide and apply a season command. A ReportMatch given here (the season rules' tests
        do) has no match behind it, so the season can no longer be saved: results that count
        come from report()."""
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
                                   carried=list(player.carried),
                                   custom=self.setup.players[p].custom))
        seed = (self.setup.seed * 1_000_003 + s.steps) % (2**62)
        options = ["ooh_gotta_hurt"] if self.setup.ooh_gotta_hurt else []
        return MatchSetup(seed=seed, match_type=b.match_type, seats=seats, options=options)

    def report(self, match: Match) -> None:
        """Feed the booked match, played to its end, back into the season; its result is
        derived from the match, and the match is kept in the season's record."""
        if self.state.phase != "match" or self.state.tapout_due:
            raise IllegalCommand("No match is due.")
        if match.setup != self.booked_setup():
            raise IllegalCommand("That is not the match that was booked.")
        if not match.over:
            raise IllegalCommand("The match is not over yet.")
        self.play(match_result(self.state.active, match))
        self.matches.append(MatchRecord(match.state.rules.edition,
                                        tuple(e.command for e in match.log)))

    def play_ai_match(self) -> Match:
        """Play the booked match AI against AI (a human seat as greedy) and report it. One seed
        rule for the window and the headless season: the dice follow the booked match's seed."""
        m = Match(self.booked_setup(), self.cat)
        play_out(m, m.setup.seed)
        self.report(m)
        return m


def match_result(active: int, match: Match) -> C.ReportMatch:
    """The ReportMatch a finished match gives: winner seat, how, points and Move cards tapped."""
    st = match.state
    out = st.over
    return C.ReportMatch(active, out.winner, out.how, tuple(x.points for x in st.sides),
                         tuple(tuple(x.tapped) for x in st.sides))


def play_ai_season(season: Season, seed: int | None = None, max_steps: int = 20_000) -> Season:
    """Let the AI play every decision and every match (humans are played as greedy); the
    matches' dice follow their booked seeds, so seed is only kept for old callers."""
    for _ in range(max_steps):
        who = season.actor()
        if who is None:
            return season
        s = season.state
        if s.phase == "match" and not s.tapout_due:
            season.play_ai_match()
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
