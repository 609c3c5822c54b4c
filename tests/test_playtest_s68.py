"""Session 68: what outside checks found (the saves attacked again, the rules audited again,
newcomers at the table)."""
from __future__ import annotations

import json
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.net import WireError, from_host  # noqa: E402
from test_playtest_s67 import _waiting_at_the_bell, app  # noqa: E402,F401


def _welcome(token: str) -> str:
    return json.dumps({"v": 1, "kind": "welcome", "seq": 0, "seat": 1, "host": "Host",
                       "superstars": ["kestrel_ortiz", "mack_doyle"], "match_type": "normal",
                       "game": "test", "cards": "x", "token": token, "clock": 0})


@pytest.mark.parametrize("token", ["/../../current-7", "a\x00b", "../x", "", "a b", "é"])
def test_a_hosts_token_that_could_name_a_path_is_refused(token):
    """A lying host's token '/../../current-7' named the guest's record file: it wrote over a
    finished match's save, and out of every game folder (session 68's save attack)."""
    with pytest.raises(WireError):
        from_host(_welcome(token))
    assert from_host(_welcome("9f3a-B_7")).token == "9f3a-B_7"


def test_a_record_is_never_named_out_of_its_folder(tmp_path):
    from online.record import record_path
    for name in ("../current-7", "/tmp/x", "a\x00b", ".hidden", ""):
        with pytest.raises(ValueError):
            record_path(tmp_path, name)
    assert record_path(tmp_path, "online-guest-ab12") == tmp_path / "online" / \
        "online-guest-ab12.json"


class _Mirror:
    record_name = None
    token = "ab12"


def test_a_token_sent_twice_keeps_the_first_matchs_record(tmp_path):
    """A host that sent one token for two matches replaced the guest's first record; a rejoin
    of the same match writes on in its own."""
    from online.record import guest_record_path, write_record
    first = _Mirror()
    path = guest_record_path(tmp_path, first)
    write_record(path, "guest", {"turns": 3})
    assert guest_record_path(tmp_path, first) == path  # the same match writes on in it
    second = _Mirror()
    other = guest_record_path(tmp_path, second)
    assert path.name == "online-guest-ab12.json" and other.name == "online-guest-ab12-2.json"


def test_a_crash_of_a_save_on_trial_still_gives_a_save_waiting_its_last_try(app, cat,
                                                                           tmp_path):
    """A save that crashed the game while opening is set aside and nothing is saved from it;
    a finished match still waiting for room (a full disk at the bell) had no last try then."""
    from game import store
    from scenes import trial
    from scenes.crash import handle_crash
    saves = tmp_path / "saves"
    _waiting_at_the_bell(app, cat, saves)
    saves.mkdir()
    other = saves / "other.json"
    other.write_text("{}")
    trial.begin(app, other)
    assert handle_crash(app, RuntimeError("boom")) == 1
    assert store.read_save(saves / "current-7.json").summary["over"]
    assert (saves / "other.json.crashed").exists()


def _host_record(folder, save, **fields) -> None:
    doc = {"format": "ringside-online", "version": 1, "role": "host", "save": str(save),
           "guest": "Rival", "guest_seat": 1, "superstars": ["kestrel_ortiz", "mack_doyle"],
           "match_type": "normal", "winner": None, "how": None, "turns": 0,
           "unfinished": False, "left": None}
    doc.update(fields)
    (folder / "online").mkdir(parents=True, exist_ok=True)
    (folder / "online" / f"{save.stem}.json").write_text(json.dumps(doc))


def test_a_host_record_written_by_hand_makes_no_match_an_online_one(cat, tmp_path):
    """A record naming a pass-and-play save made it an online win of yours (and one naming a
    loss to the AI with the person in seat 2, a win): only a record this game sealed counts."""
    from game.match import Match, MatchSetup, SeatSetup
    from game.store import career_history, save_match, seal
    folder = tmp_path / "saves"
    both = Match(MatchSetup(seed=7, match_type="normal", seats=[
        SeatSetup(superstar="kestrel_ortiz", controller="human"),
        SeatSetup(superstar="mack_doyle", controller="human")]), cat)
    path = save_match(both, folder, "duel")
    _host_record(folder, path)
    assert career_history(folder)["online"]["matches"] == 0
    _host_record(folder, path, seal=seal("host", "other", 7, "kestrel_ortiz", "mack_doyle", 1))
    assert career_history(folder)["online"]["matches"] == 0
    _host_record(folder, path, seal=seal("host", "duel", 7, "kestrel_ortiz", "mack_doyle", 1))
    assert career_history(folder)["online"]["matches"] == 1  # as the host writes it


@pytest.mark.slow
def test_a_season_copied_with_another_pay_per_view_counts_its_weeks_matches_once(cat, tmp_path):
    """A season copied with its PPV's match type changed verified and counted every match
    again (6 became 12): a season match is its deal and commands, not the season's setup."""
    from game.season import Season, SeasonPlayer, SeasonSetup, play_ai_season
    from game.store.history import collect
    from game.store.season_file import save_season

    def season(ppv: str):
        return play_ai_season(Season(SeasonSetup(seed=10, weeks=2, ppv_match_type=ppv, players=[
            SeasonPlayer(superstar="kestrel_ortiz", controller="human"),
            SeasonPlayer(superstar="mack_doyle", controller="greedy")]), cat))
    # (seed 10: both Pay-Per-View matches are feud matches, played at the PPV's match type;
    # seed 9's second, no feud match under AI edition 10, is a Normal match in both copies)
    save_season(season("showdown"), tmp_path / "season-9.json", "2026-12-06T10:00:00+00:00")
    before = collect(tmp_path, cat)["rows"]
    weekly = [r for r in before if not r["ppv"]]
    assert weekly and len(weekly) < len(before)
    save_season(season("normal"), tmp_path / "season-9-again.json", "2026-12-06T10:05:00+00:00")
    after = collect(tmp_path, cat)
    ppv = len(before) - len(weekly)
    assert len(after["rows"]) == len(before) + ppv and after["copies"] == len(weekly)


def test_the_prompt_offers_no_pin_at_no_chance(app):
    """'No page plays now. Pin (N) or Pass (P)' over a Pin that read 'no chance'."""
    from scene_helpers import setup_of, until_seat_zero_acts
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                     "normal")))
    st, model = scene.match.state, scene.model
    for side in st.sides:
        side.at_ringside = False
    st.sides[1].hp = st.sides[1].max_hp  # in a Normal match a foe at full HP can't be pinned
    me = st.sides[0]
    me.momentum = [0] * len(me.momentum)
    pool = me.hand + me.playbook
    me.hand = [p for p in pool if any(st.info(p).cost) and st.info(p).kind == "move"][:7]
    me.playbook = [p for p in pool if p not in me.hand]
    scene.refresh()
    assert model.pin_chance(0) <= 0
    words, _ = model.prompt()
    assert "no page plays now" in words and "Pin (N)" not in words, words
    st.sides[1].hp = 0  # beaten: the pin has a chance
    scene.refresh()
    assert model.pin_chance(0) > 0 and "Pin (N)" in model.prompt()[0]


def test_a_distraction_under_a_referee_nothing_distracts_is_warned_of():
    """Apron Argument under Prudence Hale cost its momentum and nothing said why."""
    from conftest import give, plain_match
    from game.match import ref_not_fooled
    m = plain_match("showdown")
    s = m.state
    page = give(s, 0, "apron_argument")
    assert ref_not_fooled(s, 0, page) is None  # the standard referee: away for two turns
    s.referee = (1, "ref_larry_lax")
    assert ref_not_fooled(s, 0, page) is None
    s.referee = (1, "ref_prudence_hale")
    assert ref_not_fooled(s, 0, page) == ("Referee Prudence Hale can't be distracted: Apron "
                                          "Argument distracts no one.")
    assert ref_not_fooled(s, 0, give(s, 0, "bell_ringer")) is None


def test_the_tutorial_card_says_the_match_is_over_while_the_foe_taps_out(cat):
    """'Lucius is acting...' stood on the card under 'RUUD THORSEN WINS!' while Lucius tapped
    out a Move card for the squash."""
    from game.tutorial import play_through
    m, course = play_through(cat)
    s = m.state.clone()
    assert s.over is not None
    s.sides[1].injury_due, s.sides[1].injury_causes = 1, ["squash"]
    ask = course.ask(s)
    assert ask.text.startswith("The match is over: Lucius taps out a Move card"), ask.text


def test_the_booth_does_not_call_a_free_tap_out_bad_news(cat):
    """Ruud tapped out Bodyguard Bulk (+3 HP at the bell, which stays) and the booth said
    'That's bad news for Ruud Thorsen. Real bad.' at 33/33 HP."""
    from conftest import make_match
    from game.match import events as E
    from scenes.match import commentary as CM
    m = make_match("normal", stars=("lucius_glamour", "ruud_thorsen"))
    state = m.state.clone()
    state.sides[1].tapped[0], state.sides[1].tap_causes[0] = True, "sneak attack"
    assert state.sides[1].move_cards[0] == "bodyguard_bulk"
    booth = CM.load_booth()

    def said(card: int) -> str:
        lines = CM.Commentary(booth, seed=3).lines([E.MoveCardTapped(1, card, "sneak attack")],
                                                   state)
        assert len(lines) == 1
        return lines[0][1]
    kept = {line.text.format(name="Ruud Thorsen", card="Bodyguard Bulk")
            for line in booth.lines["injury_kept"]}
    assert said(0) in kept
    state.sides[1].tapped[1], state.sides[1].tap_causes[1] = True, "sneak attack"
    assert state.sides[1].move_cards[1] == "hard_to_flip"
    assert said(1) in {line.text.format(name="Ruud Thorsen", card="Hard to Flip")
                       for line in booth.lines["injury"]}


def test_the_pin_buttons_chance_is_in_its_name_not_its_small_second_line():
    """'48%: foe under a fourth HP' wrapped onto the sub's second line at 14 px and read as
    '45%' (session 68), '56%' and '55%' (sessions 67 and 61): the chance is in the name."""
    from types import SimpleNamespace as NS
    from scenes.match.buttons import ACTIONS, show_facts
    from scenes.ui import widgets as W
    buttons = {name: W.Button(name, lambda: None) for name in (*ACTIONS, "allow", "pass")}
    facts = NS(reasons={name: None for name in ACTIONS}, answering=False, ringside=False,
               pin_chance=48, pin_short="48%: foe under a fourth HP", pin_on=False, pin_cost=0,
               regroup_ready=False, keeps_control=False, comeback=True, crowd_points=0,
               dangers={})
    show_facts(buttons, facts, 0, False)
    assert (buttons["pin"].label, buttons["pin"].sub) == ("Pin 48%", "foe under a fourth HP")
    show_facts(buttons, NS(**{**vars(facts), "pin_chance": -20,
                              "pin_short": "no chance: HP half or more"}), 0, False)
    assert (buttons["pin"].label, buttons["pin"].sub) == ("Pin", "no chance: HP half or more")


@pytest.mark.parametrize("size", [(1000, 600), (1280, 720)])
def test_the_answer_prompt_keeps_its_let_it_through_key(size):
    """'Jackknife Counter-Cradle! From underneath, any Defensive page counters, or Let it
    through...' was cut at 1280x720: the key to press was lost."""
    from scene_helpers import frame, setup_of
    from scenes.app import App, Settings
    from scenes.match import prompt_line as PL
    from scenes.ui import widgets as W
    app = App(size, settings=Settings(ai_speed="fast"))
    app.persist_settings = False
    scene = app.reset("match", setup_of(5, ("human", "greedy"), "normal"))
    frame(app)
    L = scene.L
    words = ("Jackknife Counter-Cradle! From underneath, any Defensive page counters, or Let it "
             "through (L)")
    shown = PL.shown_words(L, words, scene.text_scale)
    assert shown != words and shown.endswith("Let it through (L)"), shown
    assert W.text_width(shown, round(15 * L.s), True) <= L.stage.w - round(50 * L.s), shown
    long = "Jackknife Counter-Cradle incoming! Counter with a glowing page or Let it through (L)"
    assert PL.shown_words(L, long, scene.text_scale).endswith("Let it through (L)")
    app.stack.scenes.clear()


def test_the_pin_tip_waits_for_the_count_before_it_tells_the_end(app, cat):
    """At the referee's first count a hovered Pin tooltip already said 'The match is over.'
    (after a kick-out, the chance after it): while the count is on it says only that."""
    from game.lab.simulate import play_out, random_setup
    from game.match import Match
    from game.match import commands as C
    from scene_helpers import frame
    from scenes.match.facts import counting_on
    for seed in range(200):
        m = Match(random_setup(cat, seed, "normal", "greedy", "greedy"), cat)
        play_out(m, seed)
        if m.state.over.how == "pinfall" and type(m.log[-1].command) is C.PressPin:
            break
    last = m.log[-1].command
    seats = [s.model_copy(update={"controller": "human" if i == last.seat else "greedy"})
             for i, s in enumerate(m.setup.seats)]
    setup = m.setup.model_copy(update={"seats": seats})
    before = Match(setup, cat)
    for entry in m.log[1:-1]:
        before.play(entry.command)
    scene = app.reset("match", setup, before)
    frame(app)
    assert scene.send(last)
    frame(app)
    assert counting_on(scene.model)
    assert [t for t, _ in scene.button_tip("pin")] == ["Pin", "The referee is counting\u2026"]
    for _ in range(600):
        if not counting_on(scene.model):
            break
        frame(app)
    assert scene.button_tip("pin")[0][0] == "The match is over."
