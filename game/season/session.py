"""A season in progress, the one object the window and `season --json` both drive: it answers
what is due next, plays AI decisions (with their fallback) and booked AI matches, takes
results back from the table, says why a Crowd ability can't be used now, and keeps the matches
played so their key moments can be told."""
from __future__ import annotations

from dataclasses import dataclass

from ..library.catalog import Catalog
from ..match.dice import Dice
from ..errors import IllegalCommand
from ..match.runner import Match
from ..library.playbook import leadoff_problems, problems
from ..match.tiers import rank, tier
from ..match.setup import MatchSetup, SeatSetup, SetupError
from ..match.autoplay import play_out
from ..match.state import EDITION
from . import commands as C
from .ai import choose
from .apply import apply_in_place
from .legal import TARGETED, actor, check, legal_commands
from .rules import decide, new_season, standing_key
from .state import SeasonPlayer, SeasonSetup, SeasonState
from .view import view

MAX_STEPS = 20_000  # an all-AI season ends long before this many decisions


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """A season match as the season file keeps it: the edition of the rules it was played under
    and its commands (the events, the result and the injuries are derived by re-deciding them)."""
    edition: int
    commands: tuple


def check_players(setup: SeasonSetup, cat: Catalog) -> None:
    """Refuse (SetupError) a player's own playbook that breaks the construction rules, its
    leadoff pages included (PB-1..PB-6)."""
    for i, player in enumerate(setup.players):
        book = player.custom
        wrong = (problems(book.pages, cat.lib) or
                 leadoff_problems(book.pages, book.leadoff, cat.lib)) if book else []
        if wrong:
            raise SetupError(f"player {i + 1}: playbook '{book.name}': {wrong[0]}")


class Season:
    """A season: setup, state, the log of commands with their events, the record of every match
    (one per ReportMatch in the log), and the matches played since it was opened or loaded."""

    def __init__(self, setup: SeasonSetup, cat: Catalog, edition: int = EDITION,
                 start: bool = True) -> None:
        check_players(setup, cat)
        if start:  # a new season records what its AI players' moves depend on
            from ..ai.decisions import stamped
            setup = stamped(setup)
        self.setup = setup
        self.cat = cat
        self.state: SeasonState = new_season(setup, cat.lib, edition)
        self.log: list = []
        self.matches: list[MatchRecord] = []
        self.played: dict[int, Match] = {}  # result index -> the match, for its key moments
        self.last_result: int | None = None
        self.current: Match | None = None  # the booked match begun on the table (saved with it)
        self.ai_unchecked: str | None = None  # why its AI players' moves can't be derived again
        if start:
            self.play(C.StartSeason(0))

    # ---- the skeleton every engine has: play, actor, legal, view ------------------------------

    def play(self, cmd) -> tuple:
        """Decide and apply a season command; returns its events (IllegalCommand if refused).
        A ReportMatch given here (the season rules' tests do) has no match behind it, so the
        season can no longer be saved: results that count come from report()."""
        events = tuple(decide(self.state, cmd))
        for ev in events:
            apply_in_place(self.state, ev)
        self.log.append((cmd, events))
        return events

    def actor(self) -> int | None:
        """The player who must act now (None once the season is over)."""
        return actor(self.state)

    def legal(self, player: int) -> list:
        """The commands the player may give now."""
        return legal_commands(self.state, player)

    def view(self, player: int) -> SeasonState:
        """The season as this player may see it."""
        return view(self.state, player)

    def controller(self, player: int) -> str:
        """Who plays this wrestler: 'human' or an AI level."""
        return self.setup.players[player].controller

    def is_human(self, player: int | None) -> bool:
        """True when a person plays this wrestler."""
        return player is not None and self.controller(player) == "human"

    def humans(self) -> list[int]:
        """The wrestlers people play."""
        return [i for i in range(len(self.setup.players)) if self.is_human(i)]

    # ---- what is due ----------------------------------------------------------------------------

    def due(self) -> str:
        """What the season waits for: 'over', 'match' (the booked match is to be played),
        'tapout' (an injured wrestler chooses a Move card), or the phase whose decision is due:
        'drama', 'event', 'runins' or 'jobber'."""
        s = self.state
        if s.phase == "over":
            return "over"
        if s.tapout_due:
            return "tapout"
        if self.match_due():
            return "match"
        return s.phase

    def match_due(self) -> bool:
        """The booked match is to be played now."""
        s = self.state
        return s.phase == "match" and not s.tapout_due and s.booking is not None

    def booked_pair(self) -> tuple | None:
        """The players of the booked match (the active player first), or None."""
        b = self.state.booking
        return None if b is None else (self.state.active, b.opponent)

    def match_has_people(self) -> bool:
        """A person wrestles in the booked match, so it is played on the table."""
        pair = self.booked_pair()
        return pair is not None and any(self.is_human(p) for p in pair)

    def ai_to_act(self) -> bool:
        """An AI wrestler owes the next decision (a booked match is not a decision)."""
        who = self.actor()
        return who is not None and not self.match_due() and not self.is_human(who)

    # ---- the AI ----------------------------------------------------------------------------------

    def ai_command(self, player: int):
        """The command the AI gives for this player, from what the player may see; the first
        legal command if the AI fails (IllegalCommand when the player may do nothing)."""
        options = self.legal(player)
        if not options:
            raise IllegalCommand("The AI has nothing it may do.")
        try:
            return choose(self.view(player), player, options, self.ai_edition())
        except Exception:  # an AI bug must not freeze the season
            return options[0]

    def ai_edition(self) -> int:
        """The AI edition its AI players play by: the one its setup records (this game's for a
        season no AI plays)."""
        from ..ai.decisions import AI_EDITION
        return AI_EDITION if self.setup.ai is None else self.setup.ai.edition

    def ai_decision(self, player: int):
        """What the AI plays for this player now, its fallback included: its choice, or the
        first legal command when the rules would refuse it (so a season file's AI decisions can
        be derived again)."""
        cmd = self.ai_command(player)
        try:
            decide(self.state, cmd)
        except IllegalCommand:
            return self.legal(player)[0]
        return cmd

    def play_ai_turn(self) -> tuple:
        """Play the AI's decision for whoever must act (a person's seat too: played as the AI
        would); if the rules refuse it, the first legal command. Returns the events."""
        who = self.actor()
        if who is None or self.match_due():
            raise IllegalCommand("No decision is due.")
        return self.play(self.ai_decision(who))

    def advance(self) -> None:
        """One step of an all-AI season: the booked match if one is due, else a decision."""
        if self.match_due():
            self.play_ai_match()
        else:
            self.play_ai_turn()

    # ---- matches -------------------------------------------------------------------------------

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
        ai = self.setup.ai if any(seat.controller != "human" for seat in seats) else None
        return MatchSetup(seed=seed, match_type=b.match_type, seats=seats, options=options,
                          ai=ai)

    def booked_match(self) -> Match:
        """The booked match to be played on the table: the one in progress if it was begun
        (saved with the season, so leaving never rolls its dice again), else a fresh one."""
        if not self.match_due():
            raise IllegalCommand("No match is due.")
        setup = self.booked_setup()
        if self.current is None or self.current.setup != setup:
            self.current = Match(setup, self.cat)
        return self.current

    def match_in_progress(self) -> Match | None:
        """The booked match begun and kept with the season, or None."""
        m = self.current
        if m is None or not self.match_due() or m.setup != self.booked_setup():
            return None
        return m

    def report(self, match: Match) -> int:
        """Feed the booked match, played to its end, back into the season; its result is
        derived from the match, and the match is kept. Returns the result's index."""
        if not self.match_due():
            raise IllegalCommand("No match is due.")
        if match.setup != self.booked_setup():
            raise IllegalCommand("That is not the match that was booked.")
        if not match.over:
            raise IllegalCommand("The match is not over yet.")
        self.play(match_result(self.state.active, match))
        self.current = None
        self.matches.append(MatchRecord(match.state.rules.edition,
                                        tuple(e.command for e in match.log)))
        index = len(self.state.results) - 1
        self.played[index] = match
        self.last_result = index
        return index

    def play_ai_match(self) -> Match:
        """Play the booked match AI against AI (a person's seat as greedy) and report it. One
        seed rule for the window and the headless season: the dice follow the match's seed."""
        m = self.booked_match()
        play_out(m, m.setup.seed)
        self.report(m)
        return m

    # ---- questions the screens ask ------------------------------------------------------------

    def crowd_blocker(self, player: int) -> str | None:
        """Why this player can't use their Crowd ability now (None: they can): a Sneak Attack
        is open while any other wrestler may be its target (else the first one's reason)."""
        me = self.state.players[player]
        if me.persona != "antagonist":
            return check(self.state, C.UseCrowd(player, None))
        reasons = [check(self.state, C.UseCrowd(player, i))
                   for i in range(len(self.state.players)) if i != player]
        return None if None in reasons else (reasons[0] if reasons else "Nobody to Sneak Attack.")

    def needs_target(self, drama: str) -> bool:
        """True when this Drama card is played on another wrestler."""
        card = self.cat.lib.drama.get(drama)
        return card is not None and card.effect in TARGETED

    def standings(self) -> list[int]:
        """The players, best first: points, wins, fewer losses, Rank, then listed first."""
        s = self.state
        return sorted(range(len(s.players)), key=lambda i: standing_key(s, i), reverse=True)

    def rank(self, player: int) -> tuple[int, str]:
        """A wrestler's Rank (every Move card in play, tapped or not) and its Tier."""
        return rank_and_tier(self.cat.lib, self.state.players[player].move_cards)


def rank_and_tier(lib, move_cards) -> tuple[int, str]:
    """The Rank of these Move cards (tapped out or not, INJ-2) and its Tier."""
    value = rank(lib, move_cards)
    return value, tier(value)


def match_result(active: int, match: Match) -> C.ReportMatch:
    """The ReportMatch a finished match gives: winner seat, how, points and Move cards tapped."""
    st = match.state
    out = st.over
    return C.ReportMatch(active, out.winner, out.how, tuple(x.points for x in st.sides),
                         tuple(tuple(x.tapped) for x in st.sides))


def play_ai_season(season: Season, max_steps: int = MAX_STEPS, progress=None) -> Season:
    """Let the AI play every decision and every match to the champion (people's seats are
    played as the AI would); progress(weeks done, weeks), if given, hears each step."""
    for _ in range(max_steps):
        if progress is not None:
            progress(min(season.state.week, season.state.weeks), season.state.weeks)
        if season.actor() is None:
            if progress is not None:
                progress(season.state.weeks, season.state.weeks)
            return season
        season.advance()
    raise RuntimeError("the season did not end")


def ai_season_setup(lib, seed: int, players: int = 4, weeks: int = 4, level: str = "greedy",
                    ooh_gotta_hurt: bool = False) -> SeasonSetup:
    """The all-AI season `season --seed S` plays: wrestlers drawn from the seed."""
    picks = Dice(seed, 4242).shuffled(sorted(lib.superstars))[:players]
    return SeasonSetup(seed=seed, weeks=weeks, ooh_gotta_hurt=ooh_gotta_hurt,
                       players=[SeasonPlayer(superstar=n, controller=level) for n in picks])


def season_summary(season: Season) -> dict:
    """Standings, feuds, Pay-Per-View results, injuries and Enjoy-the-Show turns as plain data."""
    s = season.state
    lib = season.cat.lib
    name = lambda i: lib.superstars[s.players[i].superstar].name  # noqa: E731
    return {
        "seed": season.setup.seed,
        "weeks": s.weeks,
        "champion": None if s.champion is None else name(s.champion),
        "standings": [{"superstar": name(i), "points": s.players[i].points,
                       "wins": s.players[i].wins, "losses": s.players[i].losses,
                       "draws": s.players[i].draws,
                       "rank": season.rank(i)[0], "tier": season.rank(i)[1]}
                      for i in season.standings()],
        "feuds": [[name(a), name(b)] for a, b in s.feuds],
        "ppv": [{"players": [name(p) for p in r["players"]],
                 "winner": None if r["winner"] is None else name(r["winner"]),
                 "how": r["how"], "points": r["points"], "squash": r["squash"],
                 "feud": r["feud"]} for r in s.ppv_results],
        "injuries": {name(i): p.injuries for i, p in enumerate(s.players)},
        "enjoy_the_show": {name(i): p.enjoyed for i, p in enumerate(s.players)},
        "matches": len(s.results),
    }
