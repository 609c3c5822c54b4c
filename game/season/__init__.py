"""Season mode (seed 000): weekly shows of Roll Call, Drama, a Match or Enjoy the Show, Jobber
Security, then the Pay-Per-View. This is the season's door: screens and the command line import
what they need from here, never from the modules behind it.

The engine has the match engine's skeleton: commands.py (what a player asks), events.py (what
happened), legal.py (actor, check, legal_commands), rules.py (decide), apply.py (apply, pure;
apply_in_place, the fold), view.py (what one player may see); session.py runs a Season.
"""
from __future__ import annotations

from ..errors import IllegalCommand
from ..match.legal import CROWD_ABILITY_COST
from ..match.setup import MOVE_CARDS_MAX
from .apply import apply, apply_in_place
from .commands import (Book, ChooseTapOut, DiscardMove, EndTurn, GiveInterview, ReportMatch, RunIn,
                       SeasonCommand, StartSeason, UseCrowd)
from .events import (CrowdChanged, DramaCarried, DramaDrawn, FeudStarted, InjuryDue, InjuryHealed,
                     InjuryNoEffect, InterviewGiven, MatchBooked, MatchPlayed, MoveDiscarded,
                     MoveEarned, MoveTapped, PlayersTaken, RanIn, SeasonEnded, SeasonEvent,
                     ShowEnjoyed, TurnBegan, TurnEnded)
from .legal import (CROWD_DRAMA, INJURING, TARGETED, actor, check, injury_does_nothing,
                    legal_commands)
from .rule_counts import season_rules_fired
from .rules import (decide, drama_crowd_points, edition_of, heals_after_any_match, new_season,
                    starting_moves)
from .session import (MatchRecord, Season, ai_season_setup, match_result, play_ai_season,
                      rank_and_tier, season_summary)
from .state import (DEFAULT_PROVISION, DEFAULT_WEEKS, MAX_PLAYERS, MAX_PROVISION, MAX_WEEKS,
                    MIN_PLAYERS, MIN_PROVISION, MIN_WEEKS, PHASES, SeasonPlayer, SeasonSetup,
                    SeasonState)
from .view import view

__all__ = [
    "CROWD_ABILITY_COST", "MOVE_CARDS_MAX", "IllegalCommand", "PHASES", "MIN_PLAYERS",
    "MAX_PLAYERS", "MIN_WEEKS",
    "MAX_WEEKS", "DEFAULT_WEEKS", "MIN_PROVISION", "MAX_PROVISION", "DEFAULT_PROVISION",
    "rank_and_tier", "starting_moves", "drama_crowd_points", "TARGETED", "INJURING",
    "CROWD_DRAMA", "injury_does_nothing",
    "apply", "apply_in_place", "actor", "check", "legal_commands", "decide", "edition_of",
    "heals_after_any_match",
    "new_season", "view",
    "MatchRecord", "Season", "ai_season_setup", "match_result", "play_ai_season",
    "season_summary", "season_rules_fired", "SeasonPlayer", "SeasonSetup", "SeasonState",
    "SeasonCommand", "StartSeason", "GiveInterview", "UseCrowd", "Book", "RunIn", "ReportMatch",
    "ChooseTapOut", "DiscardMove", "EndTurn",
    "SeasonEvent", "PlayersTaken", "TurnBegan", "DramaDrawn", "InterviewGiven", "DramaCarried",
    "CrowdChanged",
    "InjuryDue", "InjuryNoEffect", "MoveTapped", "InjuryHealed", "MoveDiscarded", "MoveEarned",
    "FeudStarted", "ShowEnjoyed", "MatchBooked", "RanIn", "MatchPlayed", "TurnEnded",
    "SeasonEnded",
]
