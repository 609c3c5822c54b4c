"""Files you can trust (issue 28, points 1 and 3, and point 2's controllers): the career and the
Load list count only saves that verify, remembered once per version of a file; a match save's
setup holds only what a screen can make; the bell's deal depends on every page of the playbooks;
who plays a seat is fixed at the bell; a season's AI players' decisions and its matches' AI
moves are derived again (this session), and new forgeries made from outside (match, season) are
refused everywhere: opening, verify, the Load list and the career.

The corpus is made of real matches played by the engine and forgeries of them that a careful
cheater would make (checksums recomputed, whole matches re-decided where that helps the forgery).
"""
from __future__ import annotations

from game.ai import stamped

import json
from collections import Counter
from pathlib import Path

import pytest

from game.match import Match, MatchSetup, SeatSetup
from game.match import commands as C
from game.match import events as E
from game.lab.simulate import play_out
from game.library.playbook import MAX_COPIES, PLAYBOOK_SIZE, problems, starter_pages
from game.store import verdicts as V
from game.store import listing as L
from game.store.codec import SaveError
from game.store.history import history
from game.store.match_file import checksum, rebuild_commands, restore, save_match
from game.store.verifier import verify

STARS = ("kestrel_ortiz", "mack_doyle")


def _setup(seed, controllers=("human", "greedy"), **seat0) -> MatchSetup:
    """A new match's setup, as the table makes it (with the AI record when an AI plays)."""
    return stamped(MatchSetup(seed=seed, match_type="normal", seats=[
        SeatSetup(superstar=STARS[0], controller=controllers[0], **seat0),
        SeatSetup(superstar=STARS[1], controller=controllers[1])]))


def _doc(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _write(doc: dict, path: Path) -> Path:
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def _fresh():
    L.forget()
    yield
    L.forget()


def _honest(cat, folder: Path) -> dict:
    """Real matches, you (seat 1) against the AI: some won, some lost; one watched AI match."""
    out = {"won": [], "lost": []}
    for seed in range(1, 40):
        m = play_out(Match(_setup(seed), cat), seed)
        kind = "won" if m.state.over.winner == 0 else "lost" if m.state.over.winner == 1 else None
        if kind and len(out[kind]) < 2:
            out[kind].append(save_match(m, folder, f"honest-{kind}-{seed}"))
        if len(out["won"]) == 2 and len(out["lost"]) == 2:
            break
    m = play_out(Match(_setup(50, ("greedy", "greedy")), cat), 50)
    out["watched"] = save_match(m, folder, "honest-watched")
    assert len(out["won"]) == 2 and len(out["lost"]) == 2
    return out


def bell_then_you_win(cat, folder: Path, n: int) -> list[Path]:
    """The bell of a real match, then one made-up entry: a MatchEnded that says you won."""
    paths = []
    for k in range(n):
        m = Match(_setup(100 + k), cat)  # rung: the bell is its first entry
        doc = _doc(save_match(m, folder, f"bell-win-{k}"))
        doc["log"].append({"command": {"type": "Pass", "seat": 0}, "events": [
            {"type": "Acted", "seat": 0, "action": "pass", "page": ""},
            {"type": "MatchEnded", "winner": 0, "how": "pinfall", "turn": 1, "points": [20, 0]}]})
        paths.append(_write(doc, folder / f"bell-win-{k}.json"))
    return paths


def loss_made_a_win(path: Path, folder: Path) -> Path:
    """An honest loss with its MatchEnded edited to say you won."""
    doc = _doc(path)
    for entry in doc["log"]:
        for ev in entry["events"]:
            if ev["type"] == "MatchEnded":
                ev["winner"] = 0
    return _write(doc, folder / "edited-events.json")


def _biggest_seat(cat) -> dict:
    lib = cat.lib
    card = max((c for c in lib.move_cards.values()
                if getattr(getattr(c, "bonus", None), "kind", None) == "extra_hp"),
               key=lambda c: c.bonus.amount)
    heal = max((d for d in lib.drama.values() if d.effect == "heal_up"), key=lambda d: d.amount)
    return {"move_cards": [card.id] * 5, "allies": [card.id] * 15, "carried": [heal.id] * 3}


def season_fields_in_an_exhibition(cat, folder: Path) -> Path:
    """A whole match really played with season-only seat fields (5 extra-HP Move cards, 15
    allies, 3 carried Drama cards): every command decided, only the setup is impossible."""
    m = play_out(Match(_setup(7, **_biggest_seat(cat)), cat), 7)
    return save_match(m, folder, "exhibition-season-fields")


def _stacked(cat, pages: list[str], seen: set[int]) -> list[str]:
    """The pages with every unseen one made a top finisher (then the hardest hitters), still a
    legal playbook."""
    lib = cat.lib
    best = sorted(lib.pages.values(), key=lambda p: ("finisher" not in p.tags, -p.damage, p.id))
    keep = Counter(pages[i] for i in seen)
    out = list(pages)
    for i in range(len(pages)):
        if i in seen:
            continue
        pick = next(p.id for p in best if p.special != "referee" and keep[p.id] < MAX_COPIES)
        keep[pick] += 1
        out[i] = pick
    assert not problems(out, lib) and len(out) == PLAYBOOK_SIZE
    return out


def _custom_in_progress(cat, edition=None) -> Match:
    """A custom-playbook match against the AI, a few commands past the bell."""
    lib = cat.lib
    pages = starter_pages(lib, lib.superstars[STARS[0]].playbook)
    setup = _setup(11, custom={"name": "my book", "pages": pages})
    m = Match(setup, cat) if edition is None else Match(setup, cat, edition=edition)
    full = play_out(Match(setup, cat) if edition is None else
                    Match(setup, cat, edition=edition), 11)
    for entry in full.log[1:6]:
        m.play(entry.command)
    assert not m.over
    return m


def _seen(match: Match) -> set[int]:
    """Seat 1's page instances the log has shown (drawn into the hand)."""
    return {ev.page for e in match.log for ev in e.events
            if type(ev) is E.PageDrawn and ev.seat == 0}


def playbook_rewritten_behind_the_draws(cat, folder: Path, edition=None) -> Path:
    """An in-progress save whose custom playbook has every unseen page rewritten to a top
    finisher; its log left as it was (the pages drawn are the same page instances)."""
    m = _custom_in_progress(cat, edition)
    path = save_match(m, folder, f"stacked-{edition or 'now'}")
    doc = _doc(path)
    pages = doc["setup"]["seats"][0]["custom"]["pages"]
    doc["setup"]["seats"][0]["custom"]["pages"] = _stacked(cat, pages, _seen(m))
    return _write(doc, path)


def controller_switched(path: Path, folder: Path, seat: int, who: str, name: str) -> Path:
    """A save with one seat's controller changed in the setup, its log left as it was."""
    doc = _doc(path)
    doc["setup"]["seats"][seat]["controller"] = who
    return _write(doc, folder / f"{name}.json")


# ---- point 3: the setup is bound to what the screens can make ----------------------------------

def test_season_only_seat_fields_in_a_match_save_are_refused(cat, tmp_path):
    """The attack: an exhibition with 5 extra-HP Move cards, 15 allies and 3 carried Drama cards
    opened with 181 max HP. Now it is refused, the file untouched, and it counts nowhere."""
    path = season_fields_in_an_exhibition(cat, tmp_path)
    before = path.read_bytes()
    with pytest.raises(SaveError, match="seat 1 has its own Move cards, which only a season"):
        restore(path, cat)
    assert not verify(path, cat)["ok"] and path.read_bytes() == before
    (entry,) = [e for p, e in L.list_folder(tmp_path)]
    assert entry["kind"] == "damaged" and entry["refused"]
    assert "only a season match sets" in entry["error"]
    assert history(tmp_path, cat=cat)["matches"] == 0


@pytest.mark.parametrize("field, value, words", [
    ("tapped", None, "tapped Move cards"), ("allies", ["bodyguard_bulk"], "Run-In allies"),
    ("carried", ["parking_lot_ambush"], "carried Drama cards")])
def test_each_season_only_field_is_refused_on_its_own(cat, tmp_path, field, value, words):
    setup = _setup(3).model_dump(mode="json")
    if field == "tapped":  # taps come with Move cards: the Move cards are named first
        setup["seats"][0].update(move_cards=["bodyguard_bulk"], tapped=[False])
    else:
        setup["seats"][0][field] = value
    m = Match(_setup(3), cat)
    doc = _doc(save_match(m, tmp_path, "bout"))
    doc["setup"] = setup
    path = _write(doc, tmp_path / "bout.json")
    with pytest.raises(SaveError) as err:
        restore(path, cat)
    assert "only a season match sets" in err.value.message
    assert words in err.value.message or field == "tapped"


def test_the_tutorial_keeps_its_foes_move_cards(cat, tmp_path):
    """The one match save a screen makes with its own Move cards: the tutorial's foe."""
    from game.tutorial import SETUP
    assert SETUP.seats[1].move_cards
    m = Match(SETUP, cat)
    path = save_match(m, tmp_path, "current-tutorial")
    assert restore(path, cat).setup == SETUP and verify(path, cat)["ok"]


def test_a_playbook_rewritten_behind_the_drawn_pages_is_refused(cat, tmp_path):
    """The attack: every unseen page of an in-progress custom playbook made a top finisher (a
    legal playbook) verified, and dealt six finishers next. Edition 7 draws the bell's shuffle
    from the seed and every page, so the rewrite changes what was already drawn."""
    path = playbook_rewritten_behind_the_draws(cat, tmp_path)
    before = path.read_bytes()
    with pytest.raises(SaveError, match=r"log entry 0 \(StartMatch\) does not match the rules"):
        restore(path, cat)
    assert path.read_bytes() == before
    assert history(tmp_path, cat=cat)["matches"] == 0


def test_under_edition_6_the_same_rewrite_still_deals_the_finishers(cat, tmp_path):
    """Older saves keep their own deal: under edition 6 the shuffle did not see the pages, so
    the rewrite verifies and the next draws are finishers (why edition 7 changed the deal)."""
    path = playbook_rewritten_behind_the_draws(cat, tmp_path, edition=6)
    m = restore(path, cat)
    assert m.state.rules.edition == 6
    side = m.state.sides[0]
    nxt = [m.state.info(p).id for p in side.playbook[:6]]
    assert all("finisher" in cat.lib.pages[p].tags for p in nxt)


def test_the_deal_depends_on_every_page_seen_or_not(cat):
    """One unseen page changed (the last of the playbook) changes the bell's shuffle."""
    lib = cat.lib
    pages = starter_pages(lib, lib.superstars[STARS[0]].playbook)
    other = list(pages)
    swap = next(p for p in sorted(lib.pages) if p not in pages and lib.pages[p].special is None)
    other[-1] = swap
    shuffles = []
    for book in (pages, other):
        m = Match(_setup(5, custom={"name": "b", "pages": book}), cat)
        shuffles.append(next(ev.order for ev in m.log[0].events
                             if type(ev) is E.PlaybookShuffled and ev.seat == 0))
    assert shuffles[0] != shuffles[1]
    same = Match(_setup(5, custom={"name": "b", "pages": pages}), cat)
    assert next(ev.order for ev in same.log[0].events
                if type(ev) is E.PlaybookShuffled and ev.seat == 0) == shuffles[0]


# ---- point 2: who plays a seat is fixed at the bell ---------------------------------------------

@pytest.mark.parametrize("seat, who", [(0, "human"), (1, "human"), (0, "hard")])
def test_a_seat_controller_changed_after_the_bell_is_refused(cat, tmp_path, seat, who):
    """A watched AI match with a seat switched to a person (your win), or an AI seat's level
    changed: the bell recorded who played, so the save is refused at the bell."""
    m = play_out(Match(_setup(50, ("greedy", "greedy")), cat), 50)
    path = controller_switched(save_match(m, tmp_path, "watched"), tmp_path, seat, who,
                               "switched")
    with pytest.raises(SaveError, match=r"log entry 0 \(StartMatch\) .*event 2 \(SeatsTaken\)"):
        restore(path, cat)


def test_a_play_on_by_a_person_is_their_match_from_the_bell(cat, tmp_path):
    """Play on from a watched match hands a seat to a person: the new save records that person
    at the bell (the same commands, decided again), so it verifies; the original is untouched."""
    from game.store.fork import play_on_match
    m = play_out(Match(_setup(50, ("greedy", "greedy")), cat), 50)
    fork = play_on_match(m, 10, ["human", "greedy"])
    path = save_match(fork, tmp_path, "played-on")
    again = restore(path, cat)
    assert again.setup.seats[0].controller == "human" and len(again.log) == 10
    taken = [ev for ev in again.log[0].events if type(ev) is E.SeatsTaken]
    assert taken == [E.SeatsTaken(("human", "greedy"))]
    assert [e.command for e in again.log] == [e.command for e in m.log[:10]]


# ---- point 1: the career and the Load list count only saves that verify -------------------------

@pytest.fixture()
def corpus(cat, tmp_path) -> dict:
    folder = tmp_path / "saves"
    folder.mkdir()
    honest = _honest(cat, folder)
    forged = bell_then_you_win(cat, folder, 5)
    forged.append(loss_made_a_win(honest["lost"][0], folder))
    forged.append(season_fields_in_an_exhibition(cat, folder))
    forged.append(playbook_rewritten_behind_the_draws(cat, folder))
    forged.append(controller_switched(honest["watched"], folder, 0, "human", "watched-as-mine"))
    forged.append(controller_switched(honest["lost"][1], folder, 1, "easy", "foe-made-easy"))
    V.flush(folder)  # what the game wrote is remembered (the next listing writes it out)
    L.forget()
    return {"folder": folder, "honest": honest, "forged": forged}


def test_the_career_counts_only_the_honest_saves(cat, corpus):
    out = history(corpus["folder"], cat=cat)
    assert out["matches"] == 5  # 2 won, 2 lost, 1 watched
    you = out["you"]
    assert (you["wins"], you["losses"], you["draws"], you["matches"]) == (2, 2, 0, 4)
    refused = {r["name"] for r in out["refused"]}
    assert refused == {p.stem for p in corpus["forged"]} and out["damaged"] == []
    assert all(r["error"] and "\n" not in r["error"] for r in out["refused"])
    for p in corpus["forged"]:  # each is refused by opening too
        assert not verify(p, cat)["ok"]


def test_the_load_list_shows_a_refused_save_as_refused_with_its_reason(cat, corpus):
    from scenes.menus.load import scan_saves
    rows = {r.path.stem: r for r in scan_saves(corpus["folder"], cat.lib, cat)}
    for p in corpus["forged"]:
        row = rows[p.stem]
        assert not row.ok and row.kind == "refused" and row.error
    assert rows["bell-win-0"].kind == "refused" and "log entry 1" in rows["bell-win-0"].error
    assert rows["exhibition-season-fields"].kind == "refused"  # refused while reading its setup
    assert {r.path.stem for r in rows.values() if r.ok} == \
        {p.stem for ps in corpus["honest"].values() for p in (ps if isinstance(ps, list) else
                                                              [ps])}


def test_thirty_bells_then_you_win_count_nothing(cat, tmp_path):
    """The issue's count: 30 files of "the bell, then you win" gave 30-0-0, streak 30."""
    bell_then_you_win(cat, tmp_path, 30)
    out = history(tmp_path, cat=cat)
    assert out["matches"] == 0 and out["you"]["wins"] == 0 and len(out["refused"]) == 30


# ---- the verdicts, remembered -------------------------------------------------------------------

def _count_decisions(monkeypatch) -> list:
    decided = []
    real = V._decide

    def counting(path, cat):
        decided.append(Path(path).name)
        return real(path, cat)

    monkeypatch.setattr(V, "_decide", counting)
    return decided


def test_a_save_the_game_wrote_is_never_verified_again(cat, tmp_path, monkeypatch):
    decided = _count_decisions(monkeypatch)
    m = play_out(Match(_setup(3), cat), 3)
    save_match(m, tmp_path, "mine")
    assert [e["kind"] for _, e in L.list_folder(tmp_path)] == ["match"]
    assert history(tmp_path, cat=cat)["matches"] == 1 and decided == []


def test_a_verdict_is_decided_once_per_version_of_a_file(cat, corpus, monkeypatch):
    folder = corpus["folder"]
    decided = _count_decisions(monkeypatch)
    L.list_folder(folder, cat)
    first = sorted(decided)
    assert set(first) == {p.name for p in corpus["forged"] if p.stem != "exhibition-season-fields"}
    decided.clear()
    L.list_folder(folder, cat)
    history(folder, cat=cat)
    L.forget()  # a new session: the verdicts come from the folder's cache
    L.list_folder(folder, cat)
    history(folder, cat=cat)
    assert decided == []
    path = corpus["honest"]["won"][0]
    doc = _doc(path)
    doc["saved_at"] = "2031-01-01T00:00:00+00:00"  # a new version of the file: decided again
    _write(doc, path)
    L.list_folder(folder, cat)
    assert decided == [path.name]


@pytest.mark.parametrize("damage", [b"", b"{", b"[" * 100_000, b'{"format": "x"}',
                                    b'{"format": "ringside-verdicts", "verdicts": [1]}',
                                    b'{"format": "ringside-verdicts", "verdicts": {"k": 5}}',
                                    b"\xff" * 5_000_000, "folder"])
def test_a_damaged_verdict_cache_is_rebuilt(cat, corpus, damage):
    folder = corpus["folder"]
    cache = folder / V.CACHE_NAME
    L.list_folder(folder, cat)
    cache.unlink()
    if damage == "folder":
        cache.mkdir()
    else:
        cache.write_bytes(damage)
    L.forget()
    rows = dict(L.list_folder(folder, cat))
    assert sum(e["kind"] == "match" for e in rows.values()) == 5
    assert history(folder, cat=cat)["matches"] == 5
    if damage != "folder":
        assert json.loads(cache.read_bytes())["format"] == "ringside-verdicts"  # rebuilt


def test_the_cache_is_keyed_by_content_version_edition_checks_and_cards(cat, tmp_path):
    key = V.key_of(b"abc", cat.digest)
    sha, version, edition, checks, cards = key.split(":")
    from game.match.rules import EDITION
    from game.store.version import game_version
    assert len(sha) == 64 and version == game_version() and edition == str(EDITION)
    assert checks == str(V.CHECKS)  # (a check added judges every file again: session 65)
    assert cards == cat.digest and V.key_of(b"abd", cat.digest) != key


def test_a_forged_verdict_never_opens_a_forged_save(cat, tmp_path):
    """The cache only speeds up the list: opening a save always re-decides it."""
    (path,) = bell_then_you_win(cat, tmp_path, 1)
    key = V.key_of(path.read_bytes(), cat.digest)
    (tmp_path / V.CACHE_NAME).write_text(json.dumps(
        {"format": "ringside-verdicts", "verdicts": {key: [True, "", path.name]}}))
    with pytest.raises(SaveError, match="log entry 1"):
        restore(path, cat)


def test_rollback_to_an_earlier_save_stays_possible(cat, tmp_path):
    """Any beginning of an honest log is a legitimate earlier save: it verifies and counts."""
    m = play_out(Match(_setup(3), cat), 3)
    doc = _doc(save_match(m, tmp_path, "full"))
    doc["log"] = doc["log"][:len(doc["log"]) // 2]
    path = _write(doc, tmp_path / "earlier.json")
    assert verify(path, cat)["ok"]
    assert dict(L.list_folder(tmp_path, cat))[path]["kind"] == "match"
    assert rebuild_commands(m.setup, [e.command for e in m.log[:5]], cat).log


def test_a_season_with_a_forged_result_counts_nowhere(cat, tmp_path):
    """A season file whose reported result was edited (its events still read cleanly) gave the
    career a win; now the season is refused as a whole, with its reason, and counts nowhere."""
    from game.season import Season, play_ai_season
    from game.season.state import SeasonPlayer, SeasonSetup
    from game.store.season_file import save_season
    setup = SeasonSetup(seed=7, weeks=2, players=[
        SeasonPlayer(superstar=STARS[0], controller="human"),
        SeasonPlayer(superstar=STARS[1], controller="greedy"),
        SeasonPlayer(superstar="ada_quill", controller="greedy")])
    path = save_season(play_ai_season(Season(setup, cat)), tmp_path / "season-7.json")
    honest = history(tmp_path, cat=cat)
    assert honest["matches"] > 0 and honest["refused"] == []
    doc = _doc(path)
    played = [ev for e in doc["log"] for ev in e["events"] if ev["type"] == "MatchPlayed"
              and ev["winner"] != 0 and 0 in ev["players"]]  # one you did not win
    played[0]["winner"] = 0  # you won it, the file now says
    _write(doc, path)
    L.forget()
    out = history(tmp_path, cat=cat)
    assert out["matches"] == 0 and out["season_saves"] == 0
    assert [r["name"] for r in out["refused"]] == ["season-7"]
    assert "does not match the rules" in out["refused"][0]["error"]
    (entry,) = [e for _, e in L.list_folder(tmp_path, cat)]
    assert entry["kind"] == "damaged" and entry["refused"]


def test_a_rematch_of_the_tutorial_is_an_exhibition_that_verifies(cat, tmp_path):
    """The results' Play again on a new seed made the tutorial's foe, with its own Move cards,
    an exhibition no screen could make, so its save was refused (found by the player explorer,
    seed 113 from a Normal match at turn 30)."""
    from game.store import rematch_setup
    from game.store.modes import seat_fields_problem
    from game.tutorial import SETUP
    again = rematch_setup(stamped(SETUP), 670355481)
    assert seat_fields_problem(again) is None and again.ai is None and again.seed == 670355481
    assert [s.superstar for s in again.seats] == [s.superstar for s in SETUP.seats]
    m = play_out(Match(stamped(again), cat), again.seed)
    from game.store import verify_match
    assert verify_match(save_match(m, tmp_path, "rematch"), cat)["ok"]


# ---- season saves: the AI players' moves are the AI's (issue 28 point 2, for seasons) --------

def _season_file(cat, folder: Path, seed: int = 7, name: str = "season-7.json") -> Path:
    """A real season (you, seat 1, and two AI wrestlers), played to its champion and saved."""
    from game.season import Season, play_ai_season
    from game.season.state import SeasonPlayer, SeasonSetup
    from game.store.season_file import save_season
    setup = SeasonSetup(seed=seed, weeks=2, players=[
        SeasonPlayer(superstar=STARS[0], controller="human"),
        SeasonPlayer(superstar=STARS[1], controller="greedy"),
        SeasonPlayer(superstar="ada_quill", controller="normal")])
    return save_season(play_ai_season(Season(setup, cat)), folder / name)


def _counted_nowhere(cat, folder: Path, path: Path, words: str) -> None:
    """Opening refuses it with a reason, verify agrees, the list marks it REFUSED, the career
    counts none of its matches."""
    from game.store.season_file import load_season
    before = path.read_bytes()
    (folder / V.CACHE_NAME).unlink(missing_ok=True)  # the file alone, as it is handed over (a
    L.forget()  # forger who writes it with the game's own code also has the game remember it)
    with pytest.raises(SaveError) as refused:
        load_season(path, cat)
    assert words in refused.value.message
    from game.store import open_season
    with pytest.raises(SaveError) as opened:  # the hub's way in: the file's verdict
        open_season(path, cat)
    assert words in opened.value.message
    report = verify(path, cat)
    assert not report["ok"] and words in report["error"]
    (entry,) = [e for p, e in L.list_folder(folder, cat) if p == path]
    assert entry["kind"] == "damaged" and entry["refused"] and words in entry["error"]
    out = history(folder, cat=cat)
    assert out["matches"] == 0 and out["season_saves"] == 0
    assert [r["name"] for r in out["refused"]] == [path.stem]
    assert path.read_bytes() == before


def _forged_season(cat, folder: Path, name: str, match_level=None, swap_decision=False,
                   seed: int = 7) -> Path:
    """The season _season_file plays, made again by a careful forger with the engine (every
    command legal, every result the one its match gives, the file's events re-decided): the AI
    seats of its matches played by `match_level` instead of their own AI, or one AI player's
    season decision swapped for another legal one."""
    from game.ai import ai_command
    from game.season import Season
    from game.season.state import SeasonPlayer, SeasonSetup
    from game.store.season_file import save_season
    season = Season(SeasonSetup(seed=seed, weeks=2, players=[
        SeasonPlayer(superstar=STARS[0], controller="human"),
        SeasonPlayer(superstar=STARS[1], controller="greedy"),
        SeasonPlayer(superstar="ada_quill", controller="normal")]), cat)
    swapped = False
    while season.actor() is not None:
        if season.match_due():
            m = season.booked_match()
            while m.actor() is not None:
                seat = m.actor()
                who = m.controller(seat)
                level = "greedy" if who == "human" else (match_level or who)
                m.play(ai_command(level, m.state, seat, m.setup.seed))
            season.report(m)
            continue
        who = season.actor()
        cmd = season.ai_decision(who)
        others = [c for c in season.legal(who) if c != cmd]
        if swap_decision and not swapped and not season.is_human(who) and others:
            cmd, swapped = others[0], True
        season.play(cmd)
    assert swapped or not swap_decision
    return save_season(season, folder / name)


def test_a_new_season_records_what_its_ai_depends_on_and_verifies_it(cat, tmp_path):
    from game.ai import AI_EDITION
    path = _season_file(cat, tmp_path)
    doc = _doc(path)
    assert doc["setup"]["ai"]["edition"] == AI_EDITION
    assert doc["log"][0]["events"][0] == {"type": "PlayersTaken",
                                          "controllers": ["human", "greedy", "normal"]}
    report = verify(path, cat)
    assert report["ok"] and report["ai_moves"] == "checked" and report["ai_checked"]
    out = history(tmp_path, cat=cat)
    assert out["matches"] == report["matches"] > 0 and out["refused"] == []


def test_a_season_whose_ai_seats_played_another_ais_moves_is_refused(cat, tmp_path):
    """Every command legal and every result true, but the AI wrestlers' matches were played by
    Random: the season is refused, names the match and the entry, and counts nowhere."""
    path = _forged_season(cat, tmp_path, "season-forged.json", match_level="random")
    _counted_nowhere(cat, tmp_path, path, "an AI seat's moves must be the AI's own")


def test_a_season_whose_ai_player_decided_otherwise_is_refused(cat, tmp_path):
    """One AI wrestler's season decision (an Interview, a booking, a Run-In) swapped for another
    legal one, the rest of the season played on honestly: refused at that log entry."""
    path = _forged_season(cat, tmp_path, "season-forged.json", swap_decision=True)
    _counted_nowhere(cat, tmp_path, path, "an AI player's moves must be the AI's own")


def test_a_season_whose_ai_player_was_turned_human_is_refused(cat, tmp_path):
    """A watched AI wrestler made "you" in the setup after the season began: its start recorded
    who plays whom (PlayersTaken, edition 7), so the season is refused at its first entry."""
    path = _season_file(cat, tmp_path)
    doc = _doc(path)
    doc["setup"]["players"][1]["controller"] = "human"
    _write(doc, path)
    _counted_nowhere(cat, tmp_path, path, "log entry 0 does not match the rules")


def test_a_season_whose_ai_record_claims_play_ons_is_refused(cat, tmp_path):
    """Session 66's save attack: a season's AI record with an era of people copied into every
    booked match left its AI wrestlers' moves unchecked; a season is never played on."""
    path = _season_file(cat, tmp_path)
    doc = _doc(path)
    doc["setup"]["ai"]["earlier"] = [{"until": 100_000, "controllers": ["human"] * 2}]
    _write(doc, path)
    report = verify(path, cat)
    assert not report["ok"] and "names play-ons, which a season never has" in report["error"]
    assert history(tmp_path, cat=cat)["matches"] == 0


def test_a_season_match_in_progress_with_a_forged_ai_command_is_refused(cat, tmp_path):
    """The booked match left mid-way: its last AI command swapped for another legal one (seed 8:
    under edition 8 seed 7's booked match is over by turn 5)."""
    from game.ai import ai_command
    from game.season import Season
    from game.season.state import SeasonPlayer, SeasonSetup
    from game.store.season_file import save_season
    season = Season(SeasonSetup(seed=8, weeks=2, players=[
        SeasonPlayer(superstar=STARS[0], controller="human"),
        SeasonPlayer(superstar=STARS[1], controller="greedy")]), cat)
    while not (season.match_due() and season.match_has_people()):
        season.advance()
    m = season.booked_match()
    forged = False
    while m.actor() is not None and not (forged and m.state.turn >= 4):
        seat = m.actor()
        person = m.controller(seat) == "human"  # plays at random, so the AI gets its turns
        want = ai_command("random" if person else "greedy", m.state, seat, m.setup.seed)
        others = [c for c in m.legal(seat) if c != want]
        if m.controller(seat) != "human" and others and m.state.turn >= 2 and not forged:
            m.play(others[0])
            forged = True
        else:
            m.play(want)
    assert forged and not m.over
    path = save_season(season, tmp_path / "season-mid.json")
    _counted_nowhere(cat, tmp_path, path, "an AI seat's moves must be the AI's own")
    assert "the match in progress" in verify(path, cat)["error"]


def test_an_older_season_without_an_ai_record_opens_but_its_ai_matches_count_nowhere(
        cat, tmp_path):
    """A season begun before AI moves were recorded opens and verifies its rules, but its AI
    wrestlers' moves can't be derived again: its matches with an AI count nowhere and the
    career says why; a newer edition of the AI than this game's is refused."""
    from game.store.season_file import load_season
    path = _season_file(cat, tmp_path)
    doc = _doc(path)
    record = doc["setup"].pop("ai")
    _write(doc, path)
    L.forget()
    assert load_season(path, cat).ai_unchecked is not None  # it opens
    from game.store import open_season
    assert open_season(path, cat).state.champion is not None  # the hub's way in too
    report = verify(path, cat)
    assert report["ok"] and report["ai_moves"] == "unchecked" and not report["ai_checked"]
    assert "before AI moves were recorded" in report["ai_reason"]
    (entry,) = [e for _, e in L.list_folder(tmp_path, cat)]
    assert entry["kind"] == "season"  # listed, and it loads
    out = history(tmp_path, cat=cat)
    assert out["matches"] == 0 and [r["name"] for r in out["refused"]] == ["season-7"]
    assert "left out" in out["refused"][0]["error"]
    doc["setup"]["ai"] = {**record, "edition": record["edition"] + 1}
    _write(doc, path)
    L.forget()
    report = verify(path, cat)  # a newer edition of the AI than this game's is refused (its
    assert not report["ok"] and "newer than this game's" in report["error"]  # claim switched
    assert history(tmp_path, cat=cat)["matches"] == 0  # the check off: session 65's attack)


# ---- attacked from outside (issue 28, this session's new cases) --------------------------------

def _person_plays(m: Match, seed: int = 77) -> Match:
    """A person (random moves from dice of their own) in the human seats, each AI seat its own
    AI's moves, to the end."""
    from game.ai import ai_command, ai_dice, choose
    dice = ai_dice(seed, 0)
    while m.actor() is not None:
        seat = m.actor()
        who = m.controller(seat)
        m.play(choose("random", m.state, seat, dice) if who == "human"
               else ai_command(who, m.state, seat, m.setup.seed))
    return m


def _ai_swapped(honest: Match, play_on: bool) -> Match:
    """The honest match again, one AI command (after turn 3) swapped for another legal one, then
    (play_on) the rest played honestly by both, or cut right there: every command legal."""
    m = Match(honest.setup, honest.cat, start=False)
    for entry in honest.log:
        cmd = entry.command
        if type(cmd) is not C.StartMatch and m.controller(cmd.seat) != "human" \
                and m.state.turn > 3:
            others = [c for c in m.legal(cmd.seat) if c != cmd]
            if others:
                m.play(others[0])
                break
        m.play(cmd)
    return _person_plays(m) if play_on else m


@pytest.fixture(scope="module")
def attacked(cat, tmp_path_factory) -> dict:
    """A person against Greedy and a watched Greedy-Normal match, in a folder of their own."""
    src = tmp_path_factory.mktemp("attack-src")
    honest = _person_plays(Match(_setup(11), cat))
    watched = play_out(Match(_setup(12, ("greedy", "normal")), cat), 12)
    return {"vs": save_match(honest, src, "vs"), "watched": save_match(watched, src, "watched"),
            "match": honest}


def _shuffle_edited(d):
    ev = next(e for e in d["log"][0]["events"] if e["type"] == "PlaybookShuffled")
    key = next(k for k in ev if type(ev[k]) is list and len(ev[k]) > 2)
    ev[key][0], ev[key][1] = ev[key][1], ev[key][0]


def _a_roll_edited(d):
    ev = next(ev for e in d["log"][5:] for ev in e["events"] if "roll" in ev)
    ev["roll"] = 1 if ev["roll"] != 1 else 99


def _turned_human_in_the_setup(d):
    d["setup"]["seats"][0]["controller"] = "human"


def _claims_edition(n):
    def claim(d):
        d["rules"] = n
    claim.__name__ = f"_claims_edition_{n}"
    return claim


def _tapped_move_cards(d):
    d["setup"]["seats"][0]["tapped"] = [False, False, False]


def _entry_duplicated(d):
    d["log"].insert(7, d["log"][6])


def _numbers_blown_up(d):
    for ev in d["log"][4]["events"]:
        for k, v in list(ev.items()):
            if type(v) is int and k != "seat":
                ev[k] = 10 ** 30


def _a_custom_playbook_swapped_in(d, lib=None):
    seat = d["setup"]["seats"][0]
    from game.library import load_library
    lib = load_library()
    seat["custom"] = {"name": "Mine", "pages": starter_pages(
        lib, lib.superstars[seat["superstar"]].playbook)[::-1]}
    seat.pop("playbook", None)


def _forty_thousand_entries(d):
    d["log"] = d["log"][:3] + [d["log"][2]] * 40_000


def _a_seed_too_big(d):
    d["setup"]["seed"] = 2 ** 200


def _an_era_of_people_past_the_log(d):
    """Session 66's save attack: a play-on of two people 'until entry 100000', so no command of
    the AI seat was derived again (its seat passed every turn; verified, counted a win)."""
    d["setup"]["ai"]["earlier"] = [{"until": 100_000, "controllers": ["human", "human"]}]


def _an_era_of_people_at_the_last_entry(d):
    """The same within the log: an AI seat played by 'a person' before a play-on."""
    d["setup"]["ai"]["earlier"] = [{"until": len(d["log"]) - 1,
                                    "controllers": ["human", "human"]}]


def _an_era_of_ais_past_the_log(d):
    d["setup"]["ai"]["earlier"] = [{"until": 100_000, "controllers": ["greedy", "greedy"]}]


def _eras_out_of_order(d):
    d["setup"]["ai"]["earlier"] = [{"until": 3, "controllers": ["greedy", "greedy"]},
                                   {"until": 2, "controllers": ["greedy", "greedy"]}]


OUTSIDE = [  # (source, edit, words in the refusal, refused (True) or damaged)
    ("vs", _shuffle_edited, "event 3 (PlaybookShuffled)", True),
    ("vs", _a_roll_edited, "does not match the rules", True),
    ("watched", _turned_human_in_the_setup, "(SeatsTaken)", True),
    ("vs", _claims_edition(6), "(SeatsTaken)", True),
    ("vs", _claims_edition(5), "(SeatsTaken)", True),
    ("vs", _tapped_move_cards, "only a season match sets", True),
    ("vs", _entry_duplicated, "breaks the rules", True),
    ("vs", _numbers_blown_up, "does not match the rules", True),
    ("vs", _a_custom_playbook_swapped_in, "(PlaybookShuffled)", True),
    ("vs", _forty_thousand_entries, "more than a match can have", False),
    ("vs", _a_seed_too_big, "bad match setup", False),
    ("vs", _an_era_of_people_past_the_log, "a person played a seat an AI plays after", False),
    ("vs", _an_era_of_people_at_the_last_entry, "a person played a seat an AI plays", False),
    ("vs", _an_era_of_ais_past_the_log, "names a play-on from entry 100000", True),
    ("vs", _eras_out_of_order, "play-ons are out of order", False),
]


def _refused_everywhere(cat, folder: Path, path: Path, words: str, refused: bool) -> None:
    """Opening refuses with the reason, verify agrees, the Load list marks it (REFUSED or
    damaged), the career counts it nowhere and names it, and the file is left as it was."""
    from game.store import open_match
    before = path.read_bytes()
    L.forget()
    with pytest.raises(SaveError) as opened:
        open_match(path, cat)
    assert words in opened.value.message
    report = verify(path, cat)
    assert not report["ok"] and words in report["error"]
    (entry,) = [e for p, e in L.list_folder(folder, cat) if p == path]
    assert entry["kind"] == "damaged" and bool(entry.get("refused")) is refused
    out = history(folder, cat=cat)
    assert out["matches"] == 0
    assert path.stem in [r["name"] for r in out["refused"] + out["damaged"]]
    assert path.read_bytes() == before


@pytest.mark.parametrize("source, edit, words, refused", OUTSIDE,
                         ids=[o[1].__name__.strip("_") for o in OUTSIDE])
def test_a_new_forgery_from_outside_is_refused_everywhere(cat, attacked, tmp_path, source, edit,
                                                        words, refused):
    doc = _doc(attacked[source])
    edit(doc)
    path = _write(doc, tmp_path / f"{edit.__name__.strip('_')}.json")
    _refused_everywhere(cat, tmp_path, path, words, refused)


@pytest.mark.parametrize("play_on", [True, False], ids=["played-on", "cut-after-it"])
def test_an_ai_command_swapped_by_the_engine_is_refused_everywhere(cat, attacked, tmp_path,
                                                                   play_on):
    """A careful forger: the swap and every command after it re-decided by the engine and
    written by the game's own writer, so every event is true; only the AI's move is not."""
    m = _ai_swapped(attacked["match"], play_on)
    path = save_match(m, tmp_path, "swapped")
    _refused_everywhere(cat, tmp_path, path, "an AI seat's moves must be the AI's own", True)


def test_the_command_line_agrees_with_the_list(cat, attacked, tmp_path):
    import subprocess
    import sys
    path = save_match(_ai_swapped(attacked["match"], False), tmp_path, "swapped")
    root = Path(__file__).resolve().parent.parent
    got = subprocess.run([sys.executable, "main.py", "replay", str(path), "--verify"],
                         cwd=root, capture_output=True, text=True, timeout=300)
    assert got.returncode == 1 and "an AI seat's moves must be the AI's own" in got.stderr


def test_a_hand_over_claimed_at_the_last_entry_is_no_win_of_yours(cat, attacked, tmp_path):
    """A watched match relabelled as played on by "you" at its last entry (the record says the
    AI played every entry before): it verifies, since a play-on may be saved at once, but a seat
    is yours only if a person played it from the bell, so it counts as a watched match."""
    doc = _doc(attacked["watched"])
    doc["setup"]["seats"][0]["controller"] = "human"
    doc["setup"]["ai"]["earlier"] = [{"until": len(doc["log"]),
                                      "controllers": ["greedy", "normal"]}]
    for ev in doc["log"][0]["events"]:
        if ev["type"] == "SeatsTaken":
            ev["controllers"][0] = "human"
    path = _write(doc, tmp_path / "handed-over.json")
    assert verify(path, cat)["ok"]
    out = history(tmp_path, cat=cat)
    assert out["matches"] == 1 and out["kinds"] == {"watched": 1}
    assert out["you"]["matches"] == 0


def test_a_save_without_its_ai_record_opens_but_counts_nowhere(cat, attacked, tmp_path):
    from game.store import open_match
    doc = _doc(attacked["vs"])
    doc["setup"].pop("ai")
    path = _write(doc, tmp_path / "no-record.json")
    assert open_match(path, cat).over
    (entry,) = [e for _, e in L.list_folder(tmp_path, cat)]
    assert entry["kind"] == "match"
    out = history(tmp_path, cat=cat)
    assert out["matches"] == 0 and [r["name"] for r in out["refused"]] == ["no-record"]


def _tap_out_removed(d):
    """An injury taken back out of the season: the tap-out entry dropped."""
    i = next(i for i, e in enumerate(d["log"]) if e["command"]["type"] == "ChooseTapOut")
    del d["log"][i]


def _injury_shortened(d):
    ev = next(ev for e in d["log"] for ev in e["events"]
              if ev["type"] == "MoveTapped" and ev["heal_at"] > 0)
    ev["heal_at"] -= 1


def _injury_due_dropped(d):
    e = next(e for e in d["log"] if any(ev["type"] == "InjuryDue" for ev in e["events"]))
    e["events"] = [ev for ev in e["events"] if ev["type"] != "InjuryDue"]


def _champion_changed(d):
    ev = next(ev for e in d["log"] for ev in e["events"] if ev["type"] == "SeasonEnded")
    ev["champion"] = 0 if ev["champion"] != 0 else 1


def _crowd_points_raised(d):
    ev = next(ev for e in d["log"] for ev in e["events"] if ev["type"] == "CrowdChanged")
    ev["delta"] += 5


def _move_card_earned(d):
    e = next(e for e in d["log"] if any(ev["type"] == "MatchPlayed" for ev in e["events"]))
    e["events"].append({"type": "MoveEarned", "player": 0, "card": e["events"][-1].get(
        "card", "x") if e["events"][-1]["type"] == "MoveEarned" else "x"})


def _your_match_result_and_record_swapped(d):
    """Your first loss made a win in both places a careful forger edits: the MatchPlayed event
    and the ReportMatch command (the match's own commands untouched)."""
    for e in d["log"]:
        if e["command"]["type"] != "ReportMatch":
            continue
        ev = next(ev for ev in e["events"] if ev["type"] == "MatchPlayed")
        if 0 in ev["players"] and ev["winner"] not in (0, None):
            ev["winner"] = 0
            e["command"]["winner"] = ev["players"].index(0)
            return
    raise AssertionError("no loss of yours in this season")


def _weeks_raised(d):
    d["setup"]["weeks"] = 12


SEASON_OUTSIDE = [
    (_tap_out_removed, "log entry"), (_injury_shortened, "does not match the rules"),
    (_injury_due_dropped, "does not match the rules"),
    (_champion_changed, "does not match the rules"),
    (_crowd_points_raised, "does not match the rules"),
    (_move_card_earned, "log entry"), (_your_match_result_and_record_swapped, "log entry"),
    (_weeks_raised, "season"),
]


@pytest.mark.parametrize("edit, words", SEASON_OUTSIDE,
                         ids=[e[0].__name__.strip("_") for e in SEASON_OUTSIDE])
def test_a_new_season_forgery_from_outside_is_refused_everywhere(cat, tmp_path, edit, words):
    # rules edition 9: seed 7's season earns no Crowd Point any more; AI edition 10: seed 8's
    # takes no injury that heals later; seed 9's has every entry forged
    path = _season_file(cat, tmp_path, seed=9, name="season-9.json")
    doc = _doc(path)
    edit(doc)
    _write(doc, path)
    _counted_nowhere(cat, tmp_path, path, words)


def test_a_season_the_game_saves_is_remembered_on_disk_at_once(cat, tmp_path, monkeypatch):
    """The hub saves after every turn; each version is written to the folder's verdict cache at
    once (not at the next listing), so a game closed right after still opens its season next
    time without deriving its AI again (a Hard player's season takes many seconds)."""
    from game.store import open_season
    path = _season_file(cat, tmp_path)
    cache = json.loads((tmp_path / V.CACHE_NAME).read_text(encoding="utf-8"))
    assert [v[:3] for v in cache["verdicts"].values()] == [[True, "", path.name]]
    L.forget()  # a new session
    decided = _count_decisions(monkeypatch)
    assert open_season(path, cat).state.champion is not None
    assert decided == []


def test_a_play_on_of_a_played_on_match_keeps_its_record_within_its_log(cat, tmp_path):
    """Session 66's review: a watched match played on by a person at entry 30, then played on
    again from entry 20 (Replay's Play on, the same seats) kept the record's play-on 'until 30'
    in a log of 20 entries, and was refused once its record was checked: the record is cut."""
    from game.ai.decisions import cut_at
    from game.store.fork import fork_match, fork_save, play_on_match
    watched = play_out(Match(_setup(50, ("greedy", "greedy")), cat), 50)
    on = play_on_match(watched, 30, ["human", "greedy"])
    assert [e.until for e in on.setup.ai.earlier] == [30]
    first = save_match(on, tmp_path, "played-on")
    assert verify(first, cat)["ok"]
    again = play_on_match(restore(first, cat), 20, None)
    assert [e.until for e in again.setup.ai.earlier] == [20]
    assert verify(save_match(again, tmp_path, "played-on-from-20"), cat)["ok"]
    out = fork_save(first, 20, tmp_path / "forked.json", cat)
    assert verify(Path(out["out"]), cat)["ok"]
    assert cut_at(on.setup, 0).ai.earlier == []  # from the bell: nothing played before
    assert fork_match(on, 30).setup.ai.earlier == on.setup.ai.earlier
    doc = _doc(first)
    doc["setup"]["ai"]["earlier"][0]["until"] = len(doc["log"]) + 1
    report = verify(_write(doc, tmp_path / "past.json"), cat)
    assert not report["ok"] and report["ai_moves"] == "refused"
