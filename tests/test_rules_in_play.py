"""Every seed rule happens in AI-vs-AI play (issue 27, item 4): the per-rule firing counts, the
AIs' use of pinning pages and Move To Ringside, and a pinning page's reach in a Showdown."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import (ROOT, assert_illegal, assert_legal, catalog, give, plain_match, prepare_move,
                      set_momentum, set_position)
from game.match import commands as C
from game.match import events as E
from game.ai import greedy, policy
from game.ai.habits import Habits, slip
from game.match.dice import Dice
from game.match.legal import legal_commands
from game.match import Match
from game.lab.rule_counts import ADV_IDS, empty_counts, match_rules_fired
from game.lab.simulate import play_out, random_setup


def test_a_pinning_page_reaches_a_foe_on_the_mat_in_a_showdown_from_edition_6():
    """Pocket Cradle asks for a standing foe; ADV-7 lets a pin happen only on a foe on the mat
    (or after a Finisher, which puts them down): from edition 6 the page may be played on a
    downed foe in a Showdown. Edition 5, and Normal, keep 'foe standing'."""
    for edition, match_type, legal in ((6, "showdown", True), (5, "showdown", False),
                                       (6, "normal", False)):
        m = plain_match(match_type, edition=edition)
        s = m.state
        inst = prepare_move(s, 0, "pocket_cradle")
        set_position(s, 1, on_mat=True)
        (assert_legal if legal else assert_illegal)(s, C.PlayPage(0, inst))
    m = plain_match("showdown")
    s = m.state
    inst = prepare_move(s, 0, "pocket_cradle")
    set_position(s, 1, on_mat=True)
    pin = [e for e in m.play(C.PlayPage(0, inst)) if isinstance(e, E.PinAttempted)]
    assert len(pin) == 1 and pin[0].by == "move"


def test_greedy_plays_a_free_pin_from_a_page_when_the_foe_is_beaten():
    """At 0 HP, on the mat, a roll-up is a pin that costs no Attitude and hands nothing over."""
    m = plain_match("showdown")
    s = m.state
    inst = prepare_move(s, 0, "pocket_cradle")
    set_position(s, 1, on_mat=True)
    s.sides[1].hp = 0
    options = legal_commands(s, 0)
    assert C.PlayPage(0, inst) in options
    assert greedy.score(s, 0, C.PlayPage(0, inst)) > greedy.score(s, 0, C.Pass(0)) + 20


def test_move_to_ringside_pays_only_with_a_ringside_page_in_hand():
    """Greedy and the policy press Move To Ringside when it opens a ringside page worth its
    while, and never for nothing."""
    cat = catalog()
    outside = next(pid for pid, info in cat.info.items()
                   if info.place == "ringside" and info.kind == "move" and info.damage >= 4)
    for with_page in (True, False):
        m = plain_match("hardcore")
        s = m.state
        set_momentum(s, 0, "max")
        s.sides[0].hand = []
        give(s, 0, outside if with_page else "haymaker", fresh=True)
        g = greedy.score(s, 0, C.MoveToRingside(0))
        assert (g > greedy.score(s, 0, C.Pass(0))) == with_page
        v = dict(zip(legal_commands(s, 0), policy.scores(s, 0, legal_commands(s, 0))))
        assert (v[C.MoveToRingside(0)] > v[C.Pass(0)]) == with_page


def test_a_beginner_may_lose_the_count():
    """Easy's lost_count habit: some of its climbs back in become a page played outside."""
    m = plain_match("hardcore")
    s = m.state
    set_position(s, 0, at_ringside=True)
    set_position(s, 1, at_ringside=True)
    s.sides[0].ringside_turns = 2
    set_momentum(s, 0, "max")
    options = legal_commands(s, 0)
    pick = C.ReturnToRing(0)
    h = Habits(restless=0, eager_pin=100, forgot_counter=0, wrong_page=0, lost_count=30)
    kept = sum(slip(s, options, pick, Dice(seed, 5), h) == pick for seed in range(200))
    assert 100 < kept < 180
    never = Habits(restless=0, eager_pin=100, forgot_counter=0, wrong_page=0)
    assert all(slip(s, options, pick, Dice(seed, 5), never) == pick for seed in range(50))


def test_the_firing_counts_read_the_log():
    """A match's counts are the events its log holds, by rule id."""
    cat = catalog()
    setup = random_setup(cat, 11, "showdown", "greedy", "greedy")
    match = play_out(Match(setup, cat), 11)
    counts = match_rules_fired(match)
    assert set(empty_counts()) <= set(counts)
    events = [ev for entry in match.log for ev in entry.events]
    pins = [e for e in events if isinstance(e, E.PinAttempted)]
    assert counts["ADV-13"] == counts["ADV-7"] == len(pins)
    assert counts["ADV-2"] == sum(isinstance(e, E.RefereeEntered) and e.auto for e in events)
    assert counts["ADV-18"] == sum(p.by == "button" and not p.success for p in pins)
    assert counts["INJ-1"] == sum(isinstance(e, E.MoveCardTapped) for e in events)
    normal = play_out(Match(random_setup(cat, 11, "normal", "greedy", "greedy"), cat), 11)
    assert all(match_rules_fired(normal)[r] == 0 for r in ADV_IDS)  # Showdown rules only


@pytest.mark.slow
def test_every_showdown_rule_fires_in_ai_play():
    """400 Showdowns, Easy against Greedy with the Interview: every ADV rule fires, and so does
    every INJ rule a match can fire under standard rules (INJ-5 and INJ-6 need the variant).
    (Rules edition 10's card data: Scrap Malone carries two weapons fewer, and INJ-11, a weapon
    turned after it injured, first fires after 200.)"""
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "simulate", "--games", "400",
                          "--match-type", "showdown", "--p1", "easy", "--p2", "greedy",
                          "--option", "interview", "--json"],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    totals = json.loads(out.stdout)["totals"]
    fired = totals["rules_fired"]
    silent = [r for r, n in fired.items() if n == 0 and r not in ("INJ-5", "INJ-6", "ADV-8")]
    assert silent == []
    assert totals["pins_by"]["move"] > 0


def test_simulate_offers_the_setup_options():
    """main.py's --option choices are the setup's options."""
    import main
    from game.match.setup import OPTIONS
    assert sorted(main.OPTIONS) == sorted(OPTIONS)


def test_a_seasons_firing_counts_read_its_log():
    """An all-AI season: injuries ended (INJ-7) as often as the log heals, Drama-phase injuries
    counted as INJ-8, and the squashes of its matches as INJ-12."""
    from game.season import Season, ai_season_setup, play_ai_season
    from game.season import events as SE
    from game.season import season_rules_fired
    cat = catalog()
    season = play_ai_season(Season(ai_season_setup(cat.lib, 5, 4, 4, "greedy", False), cat))
    counts = season_rules_fired(season)
    events = [ev for _, evs in season.log for ev in evs]
    assert counts["INJ-7"] == sum(isinstance(e, SE.InjuryHealed) for e in events) > 0
    assert counts["INJ-12"] == sum(isinstance(e, SE.MatchPlayed) and e.squash for e in events)
    assert counts["INJ-13"] == sum(isinstance(e, SE.InjuryDue)
                                   and e.cause.startswith("feud provision") for e in events)
    assert counts["INJ-8"] > 0 and counts["INJ-6"] == 0  # standard rules: never two at once
