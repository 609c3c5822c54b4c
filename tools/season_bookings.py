"""How a season's AI spreads its bookings (AI edition 10, session 74), over all-AI seasons.

    python tools/season_bookings.py 30 3 10     # 30 seasons, 3 wrestlers, AI edition 10

Each season is 4 weeks of wrestlers played by the random level (their matches are quick; the
bookings are the season AI's whatever the level), Superstars picked in a fixed order. Counts the
weekly shows' bookings, those of the single lowest-ranked rival, how often the busiest pair met
and how many more matches the busiest wrestler had than the idlest, and the Pay-Per-View's
turns sat out.
"""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.season as S  # noqa: E402
from game.ai import ai_record  # noqa: E402
from game.library import load_library  # noqa: E402
from game.library.catalog import Catalog  # noqa: E402
from game.match.tiers import rank  # noqa: E402
from game.season import events as E  # noqa: E402


def main(seasons: int, players: int, edition: int) -> None:
    """Play the seasons and print the counts."""
    cat = Catalog(load_library())
    stars = sorted(cat.lib.superstars)
    low = total = played = ppv_turns = ppv_sat = 0
    busiest, gaps = Counter(), Counter()
    for k in range(seasons):
        picks = [stars[(k * 7 + j * 5) % len(stars)] for j in range(players)]
        if len(set(picks)) < players:
            continue
        played += 1
        setup = S.SeasonSetup(seed=k, weeks=4, players=[
            S.SeasonPlayer(superstar=p, controller="random") for p in picks])
        season = S.Season(setup.model_copy(update={"ai": ai_record().model_copy(
            update={"edition": edition})}), cat)
        met, matches = Counter(), Counter({i: 0 for i in range(players)})
        while season.actor() is not None or season.match_due():
            st = season.state
            if season.match_due():
                season.play_ai_match()
                continue
            for ev in season.play_ai_turn():
                if st.ppv() and isinstance(ev, (E.MatchBooked, E.ShowEnjoyed)):
                    ppv_turns += 1
                    ppv_sat += isinstance(ev, E.ShowEnjoyed)
                if not isinstance(ev, E.MatchBooked) or st.ppv():
                    continue
                ranks = {i: rank(cat.lib, st.players[i].move_cards)
                         for i in range(players) if i != ev.player}
                lowest = min(ranks.values())
                total += 1
                low += ranks[ev.opponent] == lowest and list(ranks.values()).count(lowest) == 1
                met[tuple(sorted((ev.player, ev.opponent)))] += 1
                matches[ev.player] += 1
                matches[ev.opponent] += 1
        busiest[max(met.values(), default=0)] += 1
        gaps[max(matches.values()) - min(matches.values())] += 1
    print(f"AI edition {edition}, {played} seasons of {players}: {total} weekly bookings, "
          f"{low} of the single lowest-ranked rival ({low / max(total, 1):.3f})")
    print("the busiest pair met (times: seasons):", dict(sorted(busiest.items())))
    print("busiest minus idlest wrestler's matches (gap: seasons):", dict(sorted(gaps.items())))
    print(f"Pay-Per-View: {ppv_sat} of {ppv_turns} turns sat out")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:4]))
