"""The balance report: its arithmetic on records made by hand, and a small real run."""
import pytest
import json
import subprocess
import sys
from pathlib import Path

from game.lab.balance import report, run_balance

ROOT = Path(__file__).resolve().parent.parent


def rec(match_type, stars, winner, points=(0, 0), squash=False, turns=10, played=((), ()),
        books=(("a", "b"), ("a", "c")), how="pinfall", at_zero=0, missed=0):
    return {"match_type": match_type, "seed": 0, "superstars": list(stars), "winner": winner,
            "how": how if winner is not None else "time limit", "turns": turns,
            "points": list(points), "squash": squash, "played": [list(p) for p in played],
            "books": [list(b) for b in books], "at_zero": at_zero,
            "missed_pins": missed}


def test_type_figures_count_draws_squashes_and_seats():
    records = [rec("normal", ("x", "y"), 0, (30, 5), squash=True, turns=40, at_zero=3, missed=2),
               rec("normal", ("x", "y"), 1, (10, 12), turns=50),
               rec("normal", ("y", "x"), 0, (20, 15), turns=60),
               rec("normal", ("y", "x"), None, turns=70)]
    t = report(records)["types"]["normal"]
    assert (t["games"], t["draws"], t["decided"]) == (4, 1, 3)
    assert t["draw_rate"] == 0.25
    assert t["squashes"] == 1 and t["squash_rate"] == round(1 / 3, 4)
    assert t["first_seat_wins"] == 2 and t["first_seat_win_rate"] == round(2 / 3, 4)
    assert t["avg_turns"] == 55.0
    assert t["median_margin"] == 5  # margins 2, 5, 25
    assert t["how"] == {"pinfall": 3, "time limit": 1}
    assert t["at_zero_turns"] == {"median": 0, "p90": 3, "max": 3}
    assert t["missed_pins"] == 2


def test_superstar_rates_and_matrix_score_a_draw_as_half():
    records = [rec("normal", ("x", "y"), 0), rec("showdown", ("x", "y"), None),
               rec("showdown", ("y", "z"), 1)]
    r = report(records)
    x, y, z = (r["superstars"][k] for k in "xyz")
    assert (x["wins"], x["draws"], x["losses"], x["score_rate"]) == (1, 1, 0, 0.75)
    assert (y["games"], y["score_rate"]) == (3, round(0.5 / 3, 4))
    assert x["by_type"] == {"normal": 1.0, "showdown": 0.5}
    assert z["score_rate"] == 1.0
    assert r["matrix"]["y"]["x"] == {"games": 2, "score_rate": 0.25}
    assert r["matrix"]["y"]["z"] == {"games": 1, "score_rate": 0.0}
    assert r["superstar_score_range"] == [round(0.5 / 3, 4), 1.0]


def test_cards_count_plays_among_the_sides_that_hold_the_page():
    records = [rec("normal", ("x", "y"), 0, played=(("a",), ("a", "c"))),
               rec("normal", ("x", "y"), 1, played=(("a", "b"), ()))]
    cards = report(records)["cards"]
    a = cards["a"]  # held by all four sides, played by three: scores 1, 0 | unplayed 1
    assert (a["held"], a["played"], a["play_rate"]) == (4, 3, 0.75)
    assert a["score_played"] == round(1 / 3, 4) and a["score_unplayed"] == 1.0
    assert a["lift"] == round(1 / 3 - 1.0, 4)
    assert cards["c"]["held"] == 2 and cards["c"]["score_unplayed"] == 1.0
    assert cards["b"]["lift"] == round(0.0 - 1.0, 4)


def test_choice_figures_are_shares_of_turns_in_control_and_counters_per_player():
    records = [rec("normal", ("x", "y"), 0) | {"control_turns": 10, "choice_turns": 7,
                                              "playable_sum": 25, "counters": [2, 1]},
               rec("normal", ("y", "x"), 1) | {"control_turns": 30, "choice_turns": 21,
                                              "playable_sum": 75, "counters": [0, 3]}]
    t = report(records)["types"]["normal"]
    assert t["two_choice_share"] == 0.7  # 28 of 40 turns in control
    assert t["playable_pages_mean"] == 2.5  # 100 playable pages over 40 turns
    assert t["counters_per_player"] == 1.5  # 6 counters, 2 players in each of 2 matches
    assert report([rec("normal", ("x", "y"), 0)])["types"]["normal"]["two_choice_share"] is None


def test_a_pass_and_a_hand_of_momentum_pages_are_no_choice(cat):
    from conftest import give, make_match, set_control
    from game.lab.balance import playable_pages
    m = make_match("normal", seed=3, cat=cat)
    st = m.state
    set_control(st, 0)
    st.sides[0].hand = []
    momentum = sorted(p.id for p in cat.lib.pages.values() if p.kind == "momentum")[:2]
    for pid in momentum:
        give(st, 0, pid, fresh=True)
    assert playable_pages(st, 0) == (2, False)  # two momentum pages: no choice
    give(st, 0, "jab_flurry", fresh=True)
    st.sides[0].momentum = list(st.sides[0].caps)
    assert playable_pages(st, 0) == (3, True)


def test_each_match_type_gets_its_own_dice(cat):
    from game.lab.balance import balanced_setup
    seeds = {t: balanced_setup(cat, 1, 4, t, "normal").seed
             for t in ("normal", "hardcore", "showdown")}
    assert len(set(seeds.values())) == 3


def test_a_small_real_run_adds_up():
    r = run_balance(_cat(), 3, 5, ("normal", "showdown"), "random", workers=1)
    assert set(r["types"]) == {"normal", "showdown"}
    for t in r["types"].values():
        assert {"two_choice_share", "playable_pages_mean", "counters_per_player"} <= set(t)
    assert r["overall"]["games"] == 6
    stars = r["superstars"].values()
    assert sum(s["games"] for s in stars) == 12
    assert sum(s["wins"] for s in stars) == r["overall"]["decided"]
    assert sum(s["draws"] for s in stars) == 2 * r["overall"]["draws"]


@pytest.mark.slow
def test_balance_cli_prints_json_and_refuses_bad_options():
    run = [sys.executable, str(ROOT / "main.py"), "balance"]
    ok = subprocess.run(run + ["--games", "2", "--level", "random", "--match-type", "hardcore",
                               "--json"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert ok.returncode == 0, ok.stderr
    data = json.loads(ok.stdout)
    assert data["types"]["hardcore"]["games"] == 2 and data["settings"]["level"] == "random"
    bad = subprocess.run(run + ["--games", "0"], capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2 and "games" in bad.stderr


def _cat():
    from game.library.catalog import Catalog
    from game.library import load_library
    return Catalog(load_library())


def test_pairings_are_round_robin_from_both_seats(cat):
    from collections import Counter
    from game.lab.balance import pairing
    n = len(cat.lib.superstars)
    pairs = [pairing(cat, i) for i in range(n * (n - 1))]
    assert len(set(pairs)) == n * (n - 1)  # every ordered pair once
    assert all(a != b for a, b in pairs)
    seats = Counter(a for a, _ in pairs)
    assert set(seats.values()) == {n - 1}  # each Superstar takes the first seat equally often
    assert pairing(cat, n * (n - 1)) == pairs[0]


def _target(rows, match_type, name):
    return next(r for r in rows if r["type"] == match_type and r["target"] == name)


def test_targets_give_each_figure_its_band_and_interval():
    from game.lab.balance_targets import targets
    records = [dict(rec("showdown", ("x", "y"), 0, squash=True, at_zero=3),
                    counters=[2, 1], control_turns=10, choice_turns=7),
               dict(rec("showdown", ("y", "x"), 1, at_zero=4),
                    counters=[1, 2], control_turns=10, choice_turns=7),
               dict(rec("showdown", ("x", "y"), None), counters=[2, 2],
                    control_turns=10, choice_turns=7)]
    rows = targets(records)
    two = _target(rows, "showdown", "two_choice_share")
    assert two["value"] == 0.7 and two["met"] and two["band"] == [0.7, None]  # 70% is enough
    assert two["low"] < 0.7 < two["high"] and two["n"] == 30
    counters = _target(rows, "showdown", "counters_per_player")
    assert counters["value"] == 1.667 and counters["met"] and counters["n"] == 6
    draws = _target(rows, "showdown", "draw_rate")
    assert draws["value"] == round(1 / 3, 4) and not draws["met"] and draws["low"] > 0.05
    pinned = _target(rows, "showdown", "pinned_within_3_share")
    assert pinned["value"] == round(2 / 3, 4) and not pinned["met"]  # 4 turns at 0 HP is one too many
    squash = _target(rows, "showdown", "squash_rate")
    assert squash["value"] == 0.5 and squash["n"] == 2  # a share of decided matches
    first = _target(rows, "showdown", "first_seat_win_rate")
    assert first["value"] == 0.5 and first["met"]
    x = _target(rows, "showdown", "superstar_score:x")
    assert x["value"] == round(2.5 / 3, 4) and x["n"] == 3 and not x["met"]  # two wins, a draw
    page = _target(rows, "all", "page_play_rate:a")
    assert page["value"] == 0.0 and not page["met"] and page["n"] == 6


def test_a_band_edge_is_met_and_one_past_it_is_not():
    from game.lab.balance_targets import _row
    assert _row("normal", "squash_rate", 0.25, 0.2, 0.3)["met"]
    assert not _row("normal", "squash_rate", 0.2501, 0.2, 0.3)["met"]
    assert _row("normal", "squash_rate", 0.2501, 0.2, 0.3)["within_interval"]
    assert not _row("normal", "squash_rate", 0.40, 0.26, 0.5)["within_interval"]
    assert _row("normal", "first_seat_win_rate", 0.47, 0.4, 0.5)["met"]
    assert not _row("normal", "first_seat_win_rate", 0.4699, 0.4, 0.46)["within_interval"]


def test_the_report_carries_the_targets():
    records = [dict(rec("normal", ("x", "y"), 0), counters=[1, 1], control_turns=4,
                    choice_turns=3)]
    rows = report(records)["targets"]
    assert {r["target"] for r in rows} >= {"two_choice_share", "counters_per_player", "draw_rate",
                                          "pinned_within_3_share", "squash_rate",
                                          "first_seat_win_rate"}
