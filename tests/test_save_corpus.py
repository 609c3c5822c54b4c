"""A corpus of damaged and forged saves: each is refused with a clear message naming the file,
and the file is left exactly as it was. Forgeries recompute the checksum, as a careful cheater
would: the checksum guards against accidents, the re-decision against edits."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.match import events as E
from game.store.codec import SaveError
from game.match import Match
from game.store import verify
from game.store.match_file import checksum, restore, save_match
from game.match import MatchSetup, SeatSetup
from game.lab.simulate import play_out

STARS = ("kestrel_ortiz", "mack_doyle")


def _setup(seed, match_type="showdown", turn_limit=None, options=(), controllers=("greedy",
                                                                                "random")):
    return MatchSetup(seed=seed, match_type=match_type, turn_limit=turn_limit,
                      options=list(options),
                      seats=[SeatSetup(superstar=s, controller=c)
                             for s, c in zip(STARS, controllers)])


def _has(m, kind):
    return any(type(ev) is kind for e in m.log for ev in e.events)


@pytest.fixture(scope="module")
def sources(cat, tmp_path_factory) -> dict:
    """Saves to forge: a decided Showdown with pins, a draw at a short turn limit, a match
    that began with Interviews, and one more than 50 turns long."""
    folder = tmp_path_factory.mktemp("corpus")
    out = {}
    for seed in range(1, 200):
        m = play_out(Match(_setup(seed), cat), seed)
        if m.state.over.winner is not None and _has(m, E.PinAttempted) and \
                _has(m, E.MoveConnected):
            out["decided"] = save_match(m, folder, "decided")
            break
    # edition 9: seed 3 is the first to reach a 20-turn limit undecided (seed 1 ends in a pin)
    m = play_out(Match(_setup(3, "normal", 20, controllers=("greedy", "greedy")), cat), 3)
    assert m.state.over.how == "draw" and m.state.turn == 20
    out["draw"] = save_match(m, folder, "draw")
    m = play_out(Match(_setup(4, "normal", options=["interview"]), cat), 4)
    assert _has(m, E.DramaDealt)
    out["interview"] = save_match(m, folder, "interview")
    for seed in range(1, 300):  # edition 9: seed 6 lasts 57 turns (edition 8: seed 246, 49)
        m = play_out(Match(_setup(seed, "normal", controllers=("greedy", "greedy")), cat), seed)
        if m.state.turn > 45:
            out["long"] = save_match(m, folder, "long")
            break
    assert set(out) == {"decided", "draw", "interview", "long"}
    return out


def _events(doc, kind):
    return [(i, j, ev) for i, entry in enumerate(doc["log"])
            for j, ev in enumerate(entry["events"]) if ev["type"] == kind]


def winner_flipped(d):
    ev = _events(d, "MatchEnded")[-1][2]
    ev["winner"] = 1 - ev["winner"]


def damage_raised(d):
    _events(d, "MoveConnected")[0][2]["damage"] += 10


def pin_roll_changed(d):
    ev = _events(d, "PinAttempted")[0][2]
    ev["roll"] = 1 if ev["roll"] != 1 else 2


def command_seat_swapped(d):
    cmd = d["log"][3]["command"]
    cmd["seat"] = 1 - cmd["seat"]


def event_inserted(d):
    d["log"][4]["events"].append({"type": "PageDrawn", "seat": 0, "page": 0})


def event_removed(d):
    d["log"][4]["events"].pop()


def entries_swapped(d):
    d["log"][3], d["log"][4] = d["log"][4], d["log"][3]


def last_entry_repeated(d):
    d["log"].append(d["log"][-1])


def match_end_removed(d):
    i, j, _ = _events(d, "MatchEnded")[-1]
    del d["log"][i]["events"][j]


def seed_changed(d):
    d["setup"]["seed"] += 1


def superstar_swapped(d):
    d["setup"]["seats"][0]["superstar"] = "ada_quill"


def move_cards_changed(d):
    d["setup"]["seats"][0]["move_cards"] = ["bodyguard_bulk"] * 3


def six_move_cards(d):
    d["setup"]["seats"][0]["move_cards"] = ["bodyguard_bulk"] * 6


def sixteen_allies(d):
    d["setup"]["seats"][0]["allies"] = ["bodyguard_bulk"] * 16


def custom_playbook_41_pages(d):
    d["setup"]["seats"][0]["custom"] = {"name": "forty-one", "pages": ["__"] * 41}


def tapped_flipped(d):
    d["setup"]["seats"][1]["move_cards"] = ["bodyguard_bulk", "iron_frame", "tough_as_nails"]
    d["setup"]["seats"][1]["tapped"] = [True, False, False]


def turn_limit_changed(d):
    d["setup"]["turn_limit"] = 30


def interview_dropped(d):
    d["setup"]["options"] = []


def ooh_added(d):
    d["setup"]["options"] = ["ooh_gotta_hurt", "interview"]


def relabelled_edition_3(d):
    d["rules"] = 3


def newer_edition(d):
    d["rules"] = 99


def edition_zero(d):
    d["rules"] = 0


def edition_missing(d):
    d.pop("rules")


def padded_to_5001_entries(d):
    """A log longer than a match can be: refused before any entry is decoded."""
    d["log"] = (d["log"] * (5001 // len(d["log"]) + 1))[:5001]


def newer_version(d):
    d["version"] = 3


def version_1_lying_summary(d):
    d["version"] = 1
    d["summary"] = {"superstars": list(STARS), "match_type": d["setup"]["match_type"],
                    "turn": 1, "over": False, "winner": None, "how": None}


def version_1_older_rules(d):
    version_1_lying_summary(d)
    d["older_rules"] = len(d["log"])


def other_cards(d):
    d["cards"] = "0" * 16
    damage_raised(d)


def unknown_command(d):
    d["log"][2]["command"]["type"] = "Teleport"


def stray_field(d):
    d["summary"] = None
    d["extra"] = 1


FORGED = [  # (source, edit, words the message holds)
    ("decided", winner_flipped, "does not match the rules"),
    ("decided", damage_raised, "does not match the rules"),
    ("decided", pin_roll_changed, "does not match the rules"),
    ("decided", command_seat_swapped, "log entry 3"),
    ("decided", event_inserted, "log entry 4"),
    ("decided", event_removed, "log entry 4"),
    ("decided", entries_swapped, "log entry 3"),
    ("decided", last_entry_repeated, "breaks the rules"),
    ("decided", match_end_removed, "does not match the rules"),
    ("decided", seed_changed, "log entry"),
    ("decided", superstar_swapped, "log entry"),
    ("decided", move_cards_changed, "only a season match sets"),
    ("decided", six_move_cards, "bad match setup"),
    ("decided", sixteen_allies, "bad match setup"),
    ("decided", tapped_flipped, "only a season match sets"),
    ("decided", custom_playbook_41_pages, "match setup"),
    ("draw", turn_limit_changed, "log entry"),
    ("interview", interview_dropped, "log entry"),
    ("long", relabelled_edition_3, "does not match the rules"),
    ("decided", newer_edition, "newer rules"),
    ("decided", edition_zero, "never existed"),
    ("decided", edition_missing, "names its rules edition"),
    ("decided", newer_version, "newer version of Ringside"),
    ("decided", padded_to_5001_entries, "more than a match can have (5000)"),
    ("decided", version_1_lying_summary, "summary does not match"),
    ("decided", version_1_older_rules, "two editions"),
    ("decided", other_cards, "different card data"),
    ("decided", unknown_command, "unknown command type"),
    ("decided", stray_field, "damaged"),
]


def _forge(source: Path, edit, to: Path, fix_checksum: bool = True) -> Path:
    doc = json.loads(source.read_text(encoding="utf-8"))
    edit(doc)
    if fix_checksum:
        doc["checksum"] = checksum(doc)
    to.write_text(json.dumps(doc), encoding="utf-8")
    return to


def _refused(cat, path: Path, words: str) -> str:
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        restore(path, cat)
    message = err.value.message
    assert path.name in message and words in message, message
    assert "\n" not in message and "Traceback" not in message
    report = verify(path, cat)
    assert not report["ok"] and report["error"] == message
    assert path.read_bytes() == before  # left exactly as it was
    return message


@pytest.mark.parametrize("source, edit, words", FORGED, ids=[f[1].__name__ for f in FORGED])
def test_a_forged_save_is_refused_and_left_alone(cat, sources, tmp_path, source, edit, words):
    assert restore(sources[source], cat)  # the original holds
    _refused(cat, _forge(sources[source], edit, tmp_path / "bout.json"), words)


def test_an_edit_that_the_rules_cannot_see_ooh_without_injuries(cat, sources, tmp_path):
    """Switching on a variant that never came into play changes nothing the log shows: the
    re-decision is the same match, so it loads (as the same match with that option)."""
    for seed in range(3, 60):  # a match where no second injury ever came
        m = play_out(Match(_setup(seed, "normal", options=["interview"]), cat), seed)
        if not any(type(ev) is E.InjuryIgnored and ev.reason == "already injured"
                   for e in m.log for ev in e.events):
            break
    source = save_match(m, tmp_path, "source")
    path = _forge(source, ooh_added, tmp_path / "bout.json")
    again = restore(path, cat)
    assert [e.events for e in again.log] == [e.events for e in m.log]


def _flip_digit(raw: bytes) -> bytes:
    """One bit of the seed's first digit flipped (still valid JSON, checksum now wrong)."""
    at = raw.index(b'"seed":') + len(b'"seed":')
    digit = raw[at:at + 1]
    return raw[:at] + (b"3" if digit != b"3" else b"2") + raw[at + 1:]


DAMAGED = [
    ("flipped_bit", lambda raw: _flip_digit(raw), "checksum"),
    ("cut_short", lambda raw: raw[:len(raw) // 2], "cut short"),
    ("empty", lambda raw: b"", "empty"),
    ("not_text", lambda raw: b"\xff\xfe" + raw, "not text"),
    ("nested", lambda raw: b"[" * 100_000, "damaged"),
    ("nan", lambda raw: raw.replace(b'"saved_at":""', b'"saved_at":NaN', 1), "damaged"),
    ("foreign", lambda raw: b'{"name": "package", "version": "1.0"}', "not a Ringside save"),
]


@pytest.mark.parametrize("name, damage, words", DAMAGED, ids=[d[0] for d in DAMAGED])
def test_a_damaged_save_is_refused_and_left_alone(cat, sources, tmp_path, name, damage, words):
    path = tmp_path / "bout.json"
    path.write_bytes(damage(sources["decided"].read_bytes()))
    _refused(cat, path, words)


def test_every_corpus_file_is_listed_without_a_crash(cat, sources, tmp_path, monkeypatch):
    """The load list shows every forgery or damage as a row (never an exception)."""
    from game.store.listing import forget
    from scenes.menus.load import scan_saves
    for source, edit, _ in FORGED:
        _forge(sources[source], edit, tmp_path / f"{edit.__name__}.json")
    for name, damage, _ in DAMAGED:
        (tmp_path / f"{name}.json").write_bytes(damage(sources["decided"].read_bytes()))
    forget()
    rows = scan_saves(tmp_path, cat.lib)
    assert len(rows) == len(FORGED) + len(DAMAGED)
    damaged = {r.path.stem for r in rows if not r.ok}
    assert {name for name, _, _ in DAMAGED} <= damaged
    assert {"newer_edition", "edition_zero", "six_move_cards", "newer_version",
            "version_1_older_rules"} <= damaged
