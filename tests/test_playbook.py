"""Building a playbook: construction rules PB-1..PB-6, the playbook file, its folder, playing it."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import catalog
from game.match import Match
from game.library.playbook import (cost_curve, is_legal, kind_counts, move_type_counts, problems,
                           starter_pages, superstar_problems)
from game.library.playbook_file import (PlaybookError, export_playbook, find_playbook, import_playbook,
                                legal_playbooks, make, parse, read_playbook, save_playbook,
                                stored_playbooks, to_text)
from game.store import verify
from game.store.match_file import save_match
from game.match import CustomPlaybook, MatchSetup, SeatSetup, SetupError, new_state
from game.lab.simulate import play_out

ROOT = Path(__file__).resolve().parent.parent
MAIN = ROOT / "main.py"


def lib():
    return catalog().lib


def starter(star: str = "ada_quill") -> list[str]:
    return starter_pages(lib(), lib().superstars[star].playbook)


def referee() -> str:
    return next(p.id for p in lib().pages.values() if p.special == "referee")


def other_pages(exclude: list[str]) -> list[str]:
    """Plain pages (not Referees) that are not in the list, sorted."""
    return sorted(p.id for p in lib().pages.values()
                  if p.special != "referee" and p.id not in exclude)


def three_each(n: int) -> list[str]:
    """n pages built from 3 copies of plain pages."""
    ids = other_pages([])
    return [ids[i // 3] for i in range(n)]


# ---- construction rules ----------------------------------------------------------------------

def test_pb_1_exactly_forty_pages():
    assert problems(three_each(40), lib()) == []
    assert problems(three_each(39), lib()) == [
        "A playbook holds exactly 40 pages; this one has 39 (add 1)."]
    assert problems(three_each(41), lib()) == [
        "A playbook holds exactly 40 pages; this one has 41 (remove 1)."]
    assert "this one has 0 (add 40)" in problems([], lib())[0]


def test_pb_2_at_most_three_copies_of_a_page():
    pages = three_each(40)
    assert pages.count(pages[0]) == 3 and is_legal(pages, lib())
    four = [pages[0]] + pages[:39]
    name = lib().pages[pages[0]].name
    assert problems(four, lib()) == [f"{name}: 4 copies; at most 3 of one page."]


def test_pb_3_no_referee_pages():
    ref = referee()
    pages = three_each(39) + [ref]
    name = lib().pages[ref].name
    assert problems(pages, lib()) == [
        f"{name} is a Referee: Referees enter play by themselves and can't be in a playbook."]


def test_pb_4_every_page_is_in_the_library():
    pages = three_each(39) + ["no_such_page"]
    assert problems(pages, lib()) == ["'no_such_page' is not a page in the card library."]


def test_pb_5_the_superstar_named_must_exist():
    assert superstar_problems(None, lib()) == []
    assert superstar_problems("ada_quill", lib()) == []
    assert superstar_problems("nobody", lib()) == ["'nobody' is not a Superstar in the card library."]


def test_pb_6_leadoff_pages_are_pages_of_the_playbook():
    from game.library.playbook import leadoff_problems
    pages = starter()
    once = next(p for p in pages if pages.count(p) == 1)
    assert leadoff_problems(pages, [], lib()) == []
    assert leadoff_problems(pages, pages[:5], lib()) == []
    six = leadoff_problems(pages, pages[:6], lib())
    assert six == ["At most 5 leadoff pages; this playbook names 6."]
    twice = leadoff_problems(pages, [once, once], lib())
    assert len(twice) == 1 and "named 2 times but the playbook holds only 1" in twice[0]
    outside = next(p for p in sorted(lib().pages) if p not in pages and
                   lib().pages[p].special != "referee")
    assert "named once but the playbook does not hold it: leadoff pages are pages of" in \
        leadoff_problems(pages, [outside], lib())[0]
    # a setup naming a leadoff page its playbook lacks is refused
    setup = MatchSetup(seed=1, seats=[SeatSetup(superstar="ada_quill", leadoff=[outside]),
                                      SeatSetup(superstar="nadia_vise")])
    with pytest.raises(SetupError, match="seat 1: Leadoff page"):
        new_state(setup, catalog())


def test_pb_6_the_leadoff_pages_are_the_opening_hand():
    pages = starter()
    lead = [p for p in sorted(set(pages))][:3]
    for seed in range(5):
        setup = MatchSetup(seed=seed, seats=[
            SeatSetup(superstar="ada_quill", controller="human",
                      custom=CustomPlaybook(name="Mine", pages=pages, leadoff=lead)),
            SeatSetup(superstar="nadia_vise", controller="human", leadoff=[])])
        m = Match(setup, catalog())
        hand = [m.state.pages[p] for p in m.state.sides[0].hand]
        assert hand[:3] == lead and len(hand) == 7  # the rest of the hand is drawn (7 from edition 9)
    # edition 6 draws the whole hand: the same seeds do not all open with those pages
    opened = []
    for seed in range(5):
        m = Match(setup.model_copy(update={"seed": seed}), catalog(), edition=6)
        opened.append([m.state.pages[p] for p in m.state.sides[0].hand][:3] == lead)
    assert not all(opened)


def test_an_ai_seat_without_leadoff_pages_chooses_its_own():
    from game.ai.leadoff import choose_leadoff
    star = lib().superstars["nadia_vise"]
    pages = starter("nadia_vise")
    chosen = choose_leadoff(pages, star, lib())
    assert len(chosen) == 5 and not leadoff_problems_of(pages, chosen)
    kinds = [lib().pages[p].kind for p in chosen]
    assert "momentum" in kinds and kinds.count("move") >= 2
    setup = MatchSetup(seed=3, seats=[
        SeatSetup(superstar="nadia_vise", controller="normal",
                  custom=CustomPlaybook(name="No Leadoff", pages=pages)),
        SeatSetup(superstar="ada_quill", controller="human",
                  custom=CustomPlaybook(name="No Leadoff", pages=starter()))])
    m = Match(setup, catalog())
    assert [m.state.pages[p] for p in m.state.sides[0].hand][:5] == chosen
    assert m.state.sides[1].leadoff == ()  # a person's seat chooses in the builder


def leadoff_problems_of(pages, leadoff):
    from game.library.playbook import leadoff_problems
    return leadoff_problems(pages, leadoff, lib())


def test_every_starter_playbook_names_five_legal_leadoff_pages():
    for pid, book in lib().playbooks.items():
        assert len(book.leadoff) == 5 and not leadoff_problems_of(starter_pages(lib(), pid),
                                                                  book.leadoff)


def test_every_problem_is_listed_at_once():
    pages = three_each(36) + [referee()] * 4 + ["zzz"]
    assert len(problems(pages, lib())) == 4  # count, copies, referee, unknown


def test_every_starter_playbook_is_legal():
    for pid in lib().playbooks:
        assert is_legal(starter_pages(lib(), pid), lib()), pid


def test_curve_and_counts_add_up():
    pages = starter()
    assert sum(cost_curve(pages, lib())) == 40
    assert sum(kind_counts(pages, lib()).values()) == 40
    assert sum(move_type_counts(pages, lib()).values()) == kind_counts(pages, lib())["move"]
    free = sum(1 for p in pages if not lib().pages[p].cost)
    assert cost_curve(pages, lib())[0] == free


# ---- the file --------------------------------------------------------------------------------

def good_doc(name="My Book"):
    return make(name, "ada_quill", starter())


def test_file_round_trips_with_the_documented_keys():
    text = to_text(good_doc())
    data = json.loads(text)
    assert list(data) == ["format", "version", "name", "superstar", "pages", "leadoff"]
    assert data["format"] == "ringside-playbook" and data["version"] == 2
    assert parse(text, lib()) == good_doc()


def test_a_version_1_file_is_read_as_a_playbook_without_leadoff_pages():
    data = json.loads(to_text(good_doc()))
    data["version"] = 1
    del data["leadoff"]
    doc = parse(json.dumps(data), lib())
    assert doc.version == 1 and doc.leadoff == [] and doc.pages == starter()
    assert json.loads(to_text(doc))["version"] == 2  # written again as today's version


def test_a_version_1_file_naming_leadoff_pages_is_refused():
    data = json.loads(to_text(make("My Book", "ada_quill", starter(), starter()[:2])))
    data["version"] = 1
    with pytest.raises(PlaybookError, match="version 1 playbook has no leadoff"):
        parse(json.dumps(data), lib())


def test_leadoff_pages_round_trip_in_a_version_2_file():
    doc = make("My Book", "ada_quill", starter(), starter()[:3])
    assert parse(to_text(doc), lib()).leadoff == starter()[:3]


@pytest.mark.parametrize("change, words", [
    ({"format": "other"}, "not a Ringside playbook"),
    ({"version": 3}, "newer Ringside"),
    ({"leadoff": ["no_such_page"]}, "Leadoff page 'no_such_page'"),
    ({"leadoff": ["a", "b", "c", "d", "e", "f"]}, "field 'leadoff'"),
    ({"version": "1"}, "field 'version'"),
    ({"name": ""}, "field 'name'"),
    ({"name": "   "}, "field 'name'"),
    ({"name": "two\nlines"}, "field 'name'"),
    ({"pages": "abc"}, "field 'pages'"),
    ({"extra": 1}, "field 'extra'"),
    ({"superstar": "nobody"}, "not a Superstar"),
])
def test_a_damaged_file_is_refused_with_its_reason(change, words):
    data = json.loads(to_text(good_doc())) | change
    with pytest.raises(PlaybookError) as err:
        parse(json.dumps(data), lib())
    assert any(words in r for r in err.value.reasons), err.value.reasons


def test_refused_files_are_left_untouched(tmp_path):
    bad = tmp_path / "bad.json"
    data = json.loads(to_text(good_doc()))
    data["pages"] = data["pages"][:39]
    bad.write_text(json.dumps(data))
    broken = tmp_path / "broken.json"
    broken.write_bytes(b'{"format": "ringside-playbook", \xff')
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in (bad, broken)}
    for p in (bad, broken):
        with pytest.raises(PlaybookError):
            read_playbook(p, lib())
    listed = stored_playbooks(lib(), tmp_path)
    assert [s.playbook for s in listed] == [None, None]
    assert "39" in " ".join(listed[0].problems) + " ".join(listed[1].problems)
    assert {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in (bad, broken)} == before
    assert sorted(x.name for x in tmp_path.iterdir()) == ["bad.json", "broken.json"]


def test_a_huge_file_is_refused_unread(tmp_path):
    big = tmp_path / "big.json"
    big.write_text(" " * 100_001)
    with pytest.raises(PlaybookError, match="larger than"):
        read_playbook(big, lib())


def test_save_list_find_and_replace(tmp_path):
    path = save_playbook(good_doc(), lib(), tmp_path)
    assert path.name == "my-book.json"
    assert legal_playbooks(lib(), tmp_path) == [good_doc()]
    changed = make("My Book", None, three_each(40))
    assert save_playbook(changed, lib(), tmp_path) == path  # same name replaces it
    assert find_playbook("My Book", lib(), tmp_path) == changed
    assert find_playbook("Nope", lib(), tmp_path) is None


def test_delete_removes_only_the_named_playbook(tmp_path):
    from game.library.playbook_file import delete_playbook
    save_playbook(good_doc("Keep"), lib(), tmp_path)
    save_playbook(good_doc("Drop"), lib(), tmp_path)
    (tmp_path / "broken.json").write_text("{")
    assert delete_playbook("Drop", lib(), tmp_path) is True
    assert delete_playbook("Drop", lib(), tmp_path) is False
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.json", "keep.json"]


def test_an_illegal_playbook_is_not_saved(tmp_path):
    with pytest.raises(PlaybookError, match="39"):
        save_playbook(make("Short", None, three_each(39)), lib(), tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_import_never_overwrites_and_export_shares(tmp_path):
    store, shared = tmp_path / "store", tmp_path / "shared"
    store.mkdir()
    shared.mkdir()
    save_playbook(good_doc(), lib(), store)
    out = export_playbook(good_doc(), shared)
    assert out == shared / "my-book.json" and read_playbook(out, lib()) == good_doc()
    with pytest.raises(PlaybookError):  # the same name is already saved
        import_playbook(out, lib(), store)
    other = export_playbook(good_doc("My-Book"), shared / "other.json")  # one name, as saving
    with pytest.raises(PlaybookError):  # says: "My-Book" and "My Book" share a file name
        import_playbook(other, lib(), store)
    third = export_playbook(good_doc("Another Book"), shared / "third.json")
    assert import_playbook(third, lib(), store).name == "another-book.json"
    assert len(legal_playbooks(lib(), store)) == 2


def test_playbook_folder_follows_the_environment(tmp_path, monkeypatch):
    from game.library.playbook_file import playbook_dir
    monkeypatch.setenv("RINGSIDE_PLAYBOOK_DIR", str(tmp_path / "books"))
    assert playbook_dir() == tmp_path / "books" and (tmp_path / "books").is_dir()


# ---- playing it ------------------------------------------------------------------------------

def custom_setup(seed=5, pages=None):
    pages = pages or three_each(40)
    return MatchSetup(seed=seed, seats=[
        SeatSetup(superstar="ada_quill", controller="greedy",
                  custom=CustomPlaybook(name="Threes", pages=pages)),
        SeatSetup(superstar="lucius_glamour", controller="normal")])


def test_the_seat_plays_the_custom_pages():
    setup = custom_setup()
    state = new_state(setup, catalog())
    mine = sorted(state.pages[i] for i in state.sides[0].playbook + state.sides[0].hand)
    assert mine == sorted(three_each(40))
    theirs = sorted(state.pages[i] for i in state.sides[1].playbook + state.sides[1].hand)
    assert theirs == sorted(starter("lucius_glamour"))


def test_an_illegal_custom_playbook_is_refused_by_the_setup():
    with pytest.raises(SetupError, match="seat 1: playbook 'Threes': .*39"):
        new_state(custom_setup(pages=three_each(39)), catalog())
    with pytest.raises(ValueError, match="not both"):
        SeatSetup(superstar="ada_quill", playbook="x", custom=CustomPlaybook(name="a", pages=[]))


def test_a_setup_without_custom_pages_still_loads():
    old = {"seed": 1, "seats": [{"superstar": "ada_quill"}, {"superstar": "lucius_glamour"}]}
    setup = MatchSetup.model_validate(old, strict=True)
    assert setup.seats[0].custom is None
    assert new_state(setup, catalog()).pages == new_state(
        MatchSetup(seed=1, seats=[SeatSetup(superstar="ada_quill"),
                                  SeatSetup(superstar="lucius_glamour")]), catalog()).pages


@pytest.mark.slow
def test_ais_play_a_custom_playbook_and_the_save_replays_without_the_file(tmp_path):
    match = play_out(Match(custom_setup(seed=11), catalog()), 11)
    assert match.state.over is not None
    path = save_match(match, tmp_path, "custom")
    saved = json.loads(path.read_text())
    assert saved["setup"]["seats"][0]["custom"]["pages"] == three_each(40)
    result = verify(path, catalog())
    assert result["ok"], result


# ---- command line ----------------------------------------------------------------------------

def run(*args: str, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(MAIN), *args], capture_output=True, text=True,
                          timeout=120, env=env)


@pytest.mark.slow
def test_cli_playbook_check(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(to_text(good_doc()))
    bad = tmp_path / "bad.json"
    bad.write_text(to_text(make("Bad", None, three_each(39) + [referee()])))
    out = run("playbook", "check", str(good), "--json")
    assert out.returncode == 0 and json.loads(out.stdout) == {"legal": True, "problems": []}
    out = run("playbook", "check", str(bad), "--json")
    data = json.loads(out.stdout)
    assert out.returncode == 1 and data["legal"] is False and len(data["problems"]) == 1
    assert "Referee" in data["problems"][0]
    out = run("playbook", "check", str(tmp_path / "missing.json"), "--json")
    assert out.returncode == 1 and json.loads(out.stdout)["legal"] is False
    assert run("playbook", "check", str(good), "--bogus").returncode == 2
    assert run("playbook", "check").returncode == 2


@pytest.mark.slow
def test_cli_simulate_with_playbooks(tmp_path):
    one = tmp_path / "one.json"
    one.write_text(to_text(good_doc()))
    two = tmp_path / "two.json"
    two.write_text(to_text(make("Threes", None, three_each(40))))
    out = run("simulate", "--games", "2", "--playbook1", str(one), "--playbook2", str(two),
              "--save-dir", str(tmp_path / "saves"), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["settings"]["playbooks"] == ["My Book", "Threes"]
    for game in data["games"]:
        assert game["superstars"][0] == "ada_quill" and game["superstars"][1] != "ada_quill"
        saved = json.loads(Path(game["save"]).read_text())
        assert saved["setup"]["seats"][1]["custom"]["name"] == "Threes"
    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    out = run("simulate", "--games", "1", "--playbook2", str(bad))
    assert out.returncode == 1 and "bad.json" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.slow
def test_cli_import_list_export(tmp_path):
    env = dict(os.environ, RINGSIDE_PLAYBOOK_DIR=str(tmp_path / "store"))
    src = tmp_path / "shared.json"
    src.write_text(to_text(good_doc()))
    out = run("playbook", "import", str(src), env=env)
    assert out.returncode == 0, out.stderr
    listed = json.loads(run("playbook", "list", "--json", env=env).stdout)
    assert [r["name"] for r in listed] == ["My Book"] and listed[0]["legal"]
    out = run("playbook", "export", "My Book", str(tmp_path / "out.json"), env=env)
    assert out.returncode == 0 and read_playbook(tmp_path / "out.json", lib()) == good_doc()
    out = run("playbook", "export", "Nope", str(tmp_path), env=env)
    assert out.returncode == 1 and "no saved playbook" in out.stderr
    bad = tmp_path / "bad.json"
    bad.write_text(to_text(make("Bad", None, three_each(41))))
    out = run("playbook", "import", str(bad), env=env)
    assert out.returncode == 1 and "this one has 41" in out.stderr
    assert sorted(p.name for p in (tmp_path / "store").iterdir()) == ["my-book.json"]


# ---- a season --------------------------------------------------------------------------------

def test_a_season_plays_a_custom_playbook_and_its_save_keeps_the_pages(tmp_path):
    from game.season import Season, play_ai_season
    from game.store.season_file import load_season, save_season
    from game.season.state import SeasonPlayer, SeasonSetup
    book = CustomPlaybook(name="Threes", pages=three_each(40))
    setup = SeasonSetup(seed=3, weeks=2, players=[
        SeasonPlayer(superstar="ada_quill", controller="greedy", custom=book),
        SeasonPlayer(superstar="lucius_glamour", controller="greedy")])
    season = Season(setup, catalog())
    booked = []
    original = season.booked_setup
    season.booked_setup = lambda: booked.append(original()) or booked[-1]
    play_ai_season(season)
    assert season.state.phase == "over"
    ada = [seat for s in booked for seat in s.seats if seat.superstar == "ada_quill"]
    assert ada and all(seat.custom == book for seat in ada)
    other = [seat for s in booked for seat in s.seats if seat.superstar != "ada_quill"]
    assert all(seat.custom is None for seat in other)
    path = save_season(season, tmp_path / "season.json")
    assert load_season(path, catalog()).setup.players[0].custom == book


def test_a_season_refuses_an_illegal_custom_playbook():
    from game.season import Season
    from game.season.state import SeasonPlayer, SeasonSetup
    book = CustomPlaybook(name="Short", pages=three_each(39))
    setup = SeasonSetup(seed=3, weeks=2, players=[
        SeasonPlayer(superstar="ada_quill", custom=book), SeasonPlayer(superstar="lucius_glamour")])
    with pytest.raises(SetupError, match="player 1: playbook 'Short'"):
        Season(setup, catalog())


# ---- finding pages ---------------------------------------------------------------------------

@pytest.mark.slow
def test_search_by_name_and_text_and_every_filter():
    from game.library.card_search import COST_TOP, CardFilter, find, total_cost
    every = find(lib(), CardFilter())
    assert len(every) == len(lib().pages)
    assert all(p.special != "referee" for p in find(lib(), CardFilter(playable=True)))
    chair = lib().pages["folding_chair"]
    assert chair in find(lib(), CardFilter(words="FOLDING"))
    words = chair.text.split()[-2]  # a word of its rules text
    assert chair in find(lib(), CardFilter(words=words))
    assert find(lib(), CardFilter(words="folding zzzz")) == []
    for kind in ("move", "momentum", "special"):
        assert {p.kind for p in find(lib(), CardFilter(kind=kind))} == {kind}
    assert all(p.move_type == "high_risk" for p in find(lib(), CardFilter(move_type="high_risk")))
    assert all("finisher" in p.tags for p in find(lib(), CardFilter(tag="finisher")))
    agility = find(lib(), CardFilter(momentum="agility"))
    assert agility and all("agility" in p.cost or "agility" in p.gain for p in agility)
    for cost in range(COST_TOP + 1):
        found = find(lib(), CardFilter(cost=cost))
        want = [p for p in every if (total_cost(p) >= COST_TOP if cost == COST_TOP
                                     else total_cost(p) == cost)]
        assert sorted(p.id for p in found) == sorted(p.id for p in want)
    assert sum(len(find(lib(), CardFilter(cost=c))) for c in range(COST_TOP + 1)) == len(every)


def test_the_builder_refuses_a_fourth_copy_and_referees_but_not_a_41st_page():
    from game.library.playbook import cannot_add, grouped
    pages = three_each(40)
    assert cannot_add(pages, pages[0], lib()).endswith("already 3 copies, the most a playbook may hold.")
    two = [p for p in pages if p != pages[0]] + [pages[0]] * 2
    assert cannot_add(two, pages[0], lib()) is None  # the third copy is fine
    assert "Referee" in cannot_add([], referee(), lib())
    assert cannot_add([], "zzz", lib()) is not None
    fresh = other_pages(pages)[0]
    assert cannot_add(pages, fresh, lib()) is None  # page 41: the count will say "remove 1"
    rows = grouped(starter(), lib())
    assert sum(n for _, n in rows) == 40 and len(rows) == len(set(starter()))
    kinds = [lib().pages[p].kind for p, _ in rows]
    assert kinds == sorted(kinds, key=["move", "momentum", "special"].index)


def test_the_browser_also_finds_signature_move_cards_and_drama_cards():
    from game.library.card_search import CardFilter, find_cards
    every = find_cards(lib(), CardFilter())
    assert len(every) == len(lib().pages) + len(lib().move_cards) + len(lib().drama)
    moves = find_cards(lib(), CardFilter(kind="move_card"))
    assert sorted(c.id for c in moves) == sorted(lib().move_cards)
    drama = find_cards(lib(), CardFilter(kind="drama"))
    assert sorted(c.id for c in drama) == sorted(lib().drama)
    some = next(iter(lib().drama.values()))
    assert some in find_cards(lib(), CardFilter(words=some.name.split()[0]))
    # a page-only filter leaves them out
    assert all(hasattr(c, "kind") for c in find_cards(lib(), CardFilter(cost=0)))
    assert find_cards(lib(), CardFilter(kind="drama", tag="finisher")) == []
