"""Save files: round trip, damage of every kind refused with SaveError, crash-safe writing."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.store import codec  # noqa: E402
from game.match import events as E  # noqa: E402
from game.library.catalog import Catalog  # noqa: E402
from game.store.codec import SaveError  # noqa: E402
from game.library import load_library  # noqa: E402
from game.match import Match  # noqa: E402
from game.store.match_file import (MAX_SAVE_BYTES, checksum, default_save_dir, load_save,  # noqa: E402
                       peek_save, read_save, restore, save_match)
from game.lab.simulate import play_out, random_setup  # noqa: E402


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return Catalog(load_library())


def _play(cat, seed, match_type="normal", p1="random", p2="random") -> Match:
    return play_out(Match(random_setup(cat, seed, match_type, p1, p2), cat), seed)


def _find(cat, want, match_type="showdown", start=0) -> tuple[Match, int, int]:
    """A finished match holding an event of type `want`: (match, entry index, event index)."""
    for seed in range(start, start + 300):
        m = _play(cat, seed, match_type)
        for i, entry in enumerate(m.log):
            for j, ev in enumerate(entry.events):
                if isinstance(ev, want):
                    return m, i, j
    raise AssertionError(f"no match with a {want.__name__}")


@pytest.fixture(scope="module")
def finished(cat) -> Match:
    m = _play(cat, 11, "showdown", "greedy", "random")
    assert m.over and len(m.log) > 5
    return m


def _rewrite(path: Path, change) -> None:
    """Change the document and fix its checksum, as a careful cheater would."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")


def _fields(m: Match):
    s = m.state
    sides = [(x.hp, x.max_hp, x.momentum, x.hand, x.playbook, x.discard, x.points, x.statuses,
              x.body, x.tapped, x.warnings, x.crowd_points, x.on_mat, x.at_ringside)
             for x in s.sides]
    return sides, s.turn, s.over, s.control, s.pending, s.actions, s.referee


# ---- codec -----------------------------------------------------------------------------------

@pytest.mark.slow
def test_codec_round_trip_every_event(cat):
    seen = set()
    for seed in range(30):
        for mt in ("normal", "hardcore", "showdown"):
            m = _play(cat, seed, mt)
            data = json.loads(json.dumps(codec.encode_log(m.log)))
            back = codec.decode_log(data)
            assert back == [(e.command, e.events) for e in m.log]
            for _, events in back:
                seen.update(type(ev).__name__ for ev in events)
    assert {"PageDrawn", "MoveConnected", "PinAttempted", "MatchEnded",
            "PlaybookShuffled"} <= seen


def test_codec_tuples_come_back_as_tuples():
    ev = E.MoveConnected(0, 3, "in_close", "arm", 7, ("impact",), (("base", 5), ("bonus", 2)))
    d = json.loads(json.dumps(codec.encode_event(ev)))
    assert d["type"] == "MoveConnected" and d["terms"] == [["base", 5], ["bonus", 2]]
    back = codec.decode_event(d)
    assert back == ev and isinstance(back.terms[0], tuple)
    assert codec.encode_event(E.PageDrawn(0, 12)) == {"type": "PageDrawn", "seat": 0, "page": 12}


@pytest.mark.parametrize("bad, words", [
    ({"type": "Nope", "seat": 0}, "unknown event type 'Nope'"),
    ({"seat": 0, "page": 1}, "no type"),
    ({"type": "PageDrawn", "seat": 0}, "missing field(s) page"),
    ({"type": "PageDrawn", "seat": 0, "page": 1, "x": 2}, "unexpected field(s) x"),
    ({"type": "PageDrawn", "seat": "0", "page": 1}, "PageDrawn.seat"),
    ({"type": "PageDrawn", "seat": True, "page": 1}, "PageDrawn.seat"),
    ({"type": "MatchEnded", "winner": 0, "how": "x", "turn": 1, "points": [{"a": 1}]},
     "points"),
    ([1, 2], "should be an object"),
])
def test_codec_refuses_bad_events_naming_the_entry(bad, words):
    good = {"type": "PageDrawn", "seat": 0, "page": 1}
    log = [{"command": {"type": "Pass", "seat": 0}, "events": [good]} for _ in range(5)]
    log[3]["events"] = [good, bad]
    with pytest.raises(SaveError) as err:
        codec.decode_log(log)
    assert "log entry 3" in str(err.value) and words in str(err.value)


def test_codec_refuses_bad_commands():
    log = [{"command": {"type": "PlayPage", "seat": 0}, "events": []}]
    with pytest.raises(SaveError, match="log entry 0.*missing field"):
        codec.decode_log(log)
    with pytest.raises(SaveError, match="unknown command type 'Fly'"):
        codec.decode_log([{"command": {"type": "Fly", "seat": 0}, "events": []}])


def test_codec_round_trips_a_long_log(cat):
    """A log of 250+ events comes back exactly (its speed is a `bench --json` figure)."""
    m = next(m for m in (_play(cat, s, "showdown") for s in range(100))
             if sum(len(e.events) for e in m.log) >= 250)
    log = [(e.command, tuple(e.events)) for e in m.log]
    data = json.loads(json.dumps(codec.encode_log(m.log)))
    assert [(c, tuple(ev)) for c, ev in codec.decode_log(data)] == log


# ---- round trip ------------------------------------------------------------------------------

def test_round_trip(cat, finished, tmp_path):
    path = save_match(finished, tmp_path, "bout", saved_at="2025-01-01T00:00:00Z")
    assert path == tmp_path / "bout.json"
    setup, log = load_save(path)
    assert setup == finished.setup
    assert log == [(e.command, e.events) for e in finished.log]
    again = restore(path, cat)
    assert _fields(again) == _fields(finished)
    assert again.over
    info = peek_save(path)
    assert info["saved_at"] == "2025-01-01T00:00:00Z" and info["over"] is True
    assert info["superstars"] == [s.superstar for s in finished.state.sides]
    doc = json.loads(path.read_text())
    # canonical order with the checksum last, so reading checks the bytes as they lie
    assert list(doc) == ["cards", "format", "game_version", "log", "rules", "saved_at", "setup",
                         "version", "checksum"]
    assert doc["cards"] == cat.digest
    assert doc["format"] == "ringside-save" and doc["version"] == 2


def test_unfinished_match_round_trip_and_continues(cat, tmp_path):
    full = _play(cat, 5, "normal", "greedy", "greedy")
    part = Match(full.setup, cat)
    for entry in full.log[1:len(full.log) // 2]:
        part.play(entry.command)
    path = save_match(part, tmp_path)
    again = restore(path, cat)
    assert not again.over and _fields(again) == _fields(part)
    for entry in full.log[len(full.log) // 2:]:
        assert again.play(entry.command) == entry.events
    assert _fields(again) == _fields(full)


def _half_played(cat) -> Match:
    full = _play(cat, 5, "normal", "greedy", "greedy")
    part = Match(full.setup, cat)
    for entry in full.log[1:len(full.log) // 2]:
        part.play(entry.command)
    return part


def _recount(doc: dict) -> int:
    """Change one turn's count, as an older edition of the rules might have had it."""
    for i, entry in enumerate(doc["log"]):
        for ev in entry["events"]:
            if ev["type"] == "TurnEnded" and not ev["counted"]:
                ev["counted"] = [0]
                return i
    raise AssertionError("no turn end to change")


def test_a_save_that_claims_older_rules_is_still_re_decided(cat, tmp_path):
    """Marking a save as edition 1 (no "rules" field, version 1) switches nothing off: the
    save is re-decided under edition 1 and refused as an edit, and the file is left as it was."""
    path = save_match(_half_played(cat), tmp_path, "old")
    holder = {}

    def as_edition_one(d):  # a version-1 file without an edition is read as edition 1
        d.pop("rules")
        d["version"] = 1
        d["summary"] = {"superstars": [s["superstar"] for s in d["setup"]["seats"]],
                        "match_type": d["setup"]["match_type"], "turn": 0, "over": False,
                        "winner": None, "how": None}
        holder["i"] = _recount(d)

    _rewrite(path, as_edition_one)
    before = path.read_bytes()
    # the bell differs first: edition 7 records who plays each seat there, edition 1 does not
    with pytest.raises(SaveError, match=r"log entry 0 \(StartMatch\) .* event 2 \(SeatsTaken\)"):
        restore(path, cat)
    assert path.read_bytes() == before


def test_a_save_mixing_two_editions_is_refused(cat, tmp_path):
    path = save_match(_half_played(cat), tmp_path, "mixed")

    def as_mixed(d):
        d.update(version=1, older_rules=3, summary={
            "superstars": [s["superstar"] for s in d["setup"]["seats"]],
            "match_type": d["setup"]["match_type"], "turn": 0, "over": False, "winner": None,
            "how": None})

    _rewrite(path, as_mixed)
    with pytest.raises(SaveError, match="two editions"):
        restore(path, cat)


def test_the_same_change_under_todays_rules_is_refused(cat, tmp_path):
    path = save_match(_half_played(cat), tmp_path, "new")
    holder = {}
    _rewrite(path, lambda d: holder.update(i=_recount(d)))
    with pytest.raises(SaveError, match=f"log entry {holder['i']} "):
        restore(path, cat)


def test_a_save_from_newer_rules_is_refused_and_untouched(cat, tmp_path):
    path = save_match(_half_played(cat), tmp_path, "newer")
    _rewrite(path, lambda d: d.update(rules=d["rules"] + 1))
    before = path.read_bytes()
    with pytest.raises(SaveError, match="newer rules"):
        restore(path, cat)
    assert path.read_bytes() == before


def test_backups_rotate(cat, tmp_path):
    matches = [_play(cat, s) for s in range(5)]
    for m in matches:
        save_match(m, tmp_path, "slot")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["slot.json", "slot.json.1", "slot.json.2", "slot.json.3"]
    for k, m in ((0, matches[4]), (1, matches[3]), (2, matches[2]), (3, matches[1])):
        p = tmp_path / ("slot.json" if k == 0 else f"slot.json.{k}")
        assert load_save(p)[0] == m.setup


def test_name_is_cleaned(cat, finished, tmp_path):
    path = save_match(finished, tmp_path, "../../evil/name")
    assert path.parent == tmp_path
    path = save_match(finished, tmp_path, "bout.json")
    assert path.name == "bout.json"


# ---- damage ----------------------------------------------------------------------------------

@pytest.fixture()
def saved(finished, tmp_path) -> Path:
    return save_match(finished, tmp_path, "bout")


@pytest.mark.slow
def test_every_truncation_is_a_save_error(saved):
    raw = saved.read_bytes()
    cuts = set(range(0, len(raw), max(1, len(raw) // 300))) | set(range(len(raw) - 40, len(raw)))
    cut = saved.with_name("cut.json")
    for n in sorted(cuts):
        cut.write_bytes(raw[:n])
        with pytest.raises(SaveError):
            load_save(cut)


def test_flipped_byte_is_a_checksum_error(saved):
    raw = saved.read_bytes()
    at = raw.index(b'"turn":') + len(b'"turn":')
    digit = raw[at:at + 1]
    flipped = raw[:at] + (b"7" if digit != b"7" else b"8") + raw[at + 1:]
    saved.write_bytes(flipped)
    with pytest.raises(SaveError, match="checksum"):
        load_save(saved)


def test_any_flipped_byte_is_refused(saved, tmp_path):
    raw = saved.read_bytes()
    bad = tmp_path / "flip.json"
    for at in range(0, len(raw), max(1, len(raw) // 400)):
        bad.write_bytes(raw[:at] + bytes([raw[at] ^ 0x04]) + raw[at + 1:])
        with pytest.raises(SaveError):
            load_save(bad)


@pytest.mark.parametrize("content", [
    b'{"name": "some-package", "version": "1.0.0"}', b"[1, 2, 3]", b'"ringside-save"', b"null",
    b"", b"   ", b"\x89PNG\r\n\x1a\n\x00\x00", "caf\u00e9 \u2014 not json".encode("utf-8"),
    b'{"format": "ringside-save"}', b'{"format": "ringside-save", "version": "1"}',
    b'{"format": "ringside-save", "version": 1}', b"[" * 100_000, b'{"a": NaN}',
])
def test_foreign_files_refused(tmp_path, content):
    p = tmp_path / "foreign.json"
    p.write_bytes(content)
    with pytest.raises(SaveError):
        load_save(p)


def test_missing_file_and_folder(tmp_path, cat):
    with pytest.raises(SaveError, match="no save file"):
        load_save(tmp_path / "nothing.json")
    with pytest.raises(SaveError, match="not a file"):
        load_save(tmp_path)


def test_too_large_refused_before_reading(tmp_path, monkeypatch):
    p = tmp_path / "huge.json"
    with open(p, "wb") as f:
        f.truncate(MAX_SAVE_BYTES + 1)

    def no_open(*a, **k):
        raise AssertionError("the file was opened")

    monkeypatch.setattr("builtins.open", no_open)
    with pytest.raises(SaveError, match="too large"):
        load_save(p)


def test_newer_version_refused_and_untouched(saved):
    _rewrite(saved, lambda d: d.update(version=3))
    before = saved.read_bytes()
    stat = saved.stat()
    with pytest.raises(SaveError, match="made by a newer version of Ringside"):
        load_save(saved)
    assert saved.read_bytes() == before and saved.stat().st_mtime_ns == stat.st_mtime_ns
    # a newer version with a wholly different shape is refused the same way
    saved.write_text(json.dumps({"format": "ringside-save", "version": 7, "whatever": []}))
    with pytest.raises(SaveError, match="newer version"):
        load_save(saved)


def test_bad_fields_refused(saved):
    original = saved.read_bytes()
    changes = [
        lambda d: d.update(extra=1),
        lambda d: d["setup"].update(seed="5"),
        lambda d: d["setup"].update(match_type="cage"),
        lambda d: d.update(summary={"turn": 3}),
        lambda d: d.update(rules="4"),
        lambda d: d.pop("rules"),
        lambda d: d["log"][2].update(note="hi"),
        lambda d: d["log"][2]["events"].append({"type": "Teleported", "seat": 0}),
        lambda d: d.update(log={}),
        lambda d: d.update(saved_at=5),
    ]
    for change in changes:
        saved.write_bytes(original)
        _rewrite(saved, change)
        with pytest.raises(SaveError):
            load_save(saved)


def test_edited_roll_refused(cat, tmp_path):
    m, i, j = _find(cat, E.PinAttempted)
    path = save_match(m, tmp_path, "pin")

    def change(d):
        ev = d["log"][i]["events"][j]
        assert ev["type"] == "PinAttempted"
        ev["roll"] = 1 if ev["roll"] != 1 else 2

    _rewrite(path, change)
    load_save(path)  # the shape is fine ...
    with pytest.raises(SaveError, match=f"log entry {i} "):
        restore(path, cat)  # ... but the rules don't agree


def test_edited_damage_refused(cat, tmp_path):
    m, i, j = _find(cat, E.MoveConnected, "normal")
    path = save_match(m, tmp_path, "dmg")

    def change(d):
        ev = d["log"][i]["events"][j]
        assert ev["type"] == "MoveConnected"
        ev["damage"] += 10

    _rewrite(path, change)
    with pytest.raises(SaveError, match=f"log entry {i} .*edited"):
        restore(path, cat)


def test_edited_command_refused(cat, finished, tmp_path):
    path = save_match(finished, tmp_path, "cmd")
    k = next(i for i, e in enumerate(finished.log) if e.command.seat == 0 and i > 0)
    _rewrite(path, lambda d: d["log"][k]["command"].update(seat=1))
    with pytest.raises(SaveError, match=f"log entry {k} "):
        restore(path, cat)


def test_edited_summary_refused(cat, finished, tmp_path):
    """A version 1 file's summary is a copy: it must agree with the replay, and the list shows
    what the log says, not what the copy says."""
    path = save_match(finished, tmp_path, "sum")
    s = finished.state

    def as_version_one(d):
        d.update(version=1, summary={"superstars": [x.superstar for x in s.sides],
                                     "match_type": s.rules.match_type, "turn": s.turn + 1,
                                     "over": True, "winner": s.over.winner, "how": s.over.how})

    _rewrite(path, as_version_one)
    assert peek_save(path)["turn"] == s.turn
    with pytest.raises(SaveError, match="summary"):
        restore(path, cat)


def test_unknown_superstar_refused(cat, finished, tmp_path):
    path = save_match(finished, tmp_path, "who")
    _rewrite(path, lambda d: d["setup"]["seats"][0].update(superstar="nobody_at_all"))
    with pytest.raises(SaveError, match="nobody_at_all"):
        restore(path, cat)


# ---- crash safety ----------------------------------------------------------------------------

def _count_calls(monkeypatch, names) -> dict:
    counts = {n: 0 for n in names}
    for name in names:
        real = getattr(os, name)

        def counting(*a, _real=real, _name=name, **k):
            counts[_name] += 1
            return _real(*a, **k)
        monkeypatch.setattr(os, name, counting)
    return counts


@pytest.mark.parametrize("step", ["write", "fsync", "replace", "open"])
def test_failure_at_each_step_keeps_the_old_save(cat, tmp_path, monkeypatch, step):
    old, new = _play(cat, 1), _play(cat, 2)
    target = save_match(old, tmp_path, "slot")
    save_match(old, tmp_path, "slot")  # so there is a backup to rotate too
    with monkeypatch.context() as mp:
        calls = _count_calls(mp, [step])
        save_match(new, tmp_path / "dry", "slot")
        save_match(new, tmp_path / "dry", "slot")
    total = calls[step]
    assert total >= 1
    for k in range(total):
        real = getattr(os, step)
        seen = {"n": 0}

        def failing(*a, **kw):
            seen["n"] += 1
            if seen["n"] == k + 1:
                if step == "write":  # half a write, then the disk gives out
                    fd, data = a[0], a[1]
                    real(fd, bytes(data[:len(data) // 2]))
                raise OSError(28, "No space left on device")
            return real(*a, **kw)

        with monkeypatch.context() as mp:
            mp.setattr(os, step, failing)
            try:
                save_match(new, tmp_path, "slot")
                failed = False
            except SaveError as exc:
                failed = True
                assert "previous save" in str(exc) or "Could not" in str(exc)
        setup, _ = load_save(target)
        assert setup == (old.setup if failed else new.setup)
        leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        assert leftovers == []
        if not failed:  # put the old save back for the next step
            save_match(old, tmp_path, "slot")


def test_unwritable_folder(cat, finished, tmp_path, monkeypatch):
    blocker = tmp_path / "afile"
    blocker.write_text("not a folder")
    with pytest.raises(SaveError, match="save folder"):
        save_match(finished, blocker / "saves", "x")
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(blocker / "saves"))
    with pytest.raises(SaveError, match="save folder"):
        default_save_dir()


def test_default_save_dir(tmp_path, monkeypatch):
    monkeypatch.delenv("RINGSIDE_SAVE_DIR", raising=False)
    import platformdirs
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / "Ringside"))
    folder = default_save_dir()
    assert folder == tmp_path / "Ringside" / "saves" and folder.is_dir()
    blocker = tmp_path / "blocked"
    blocker.write_text("x")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(blocker / "Ringside"))
    with pytest.raises(SaveError, match="Cannot create the save folder"):
        default_save_dir()


def test_read_only_target_folder(cat, finished, tmp_path, monkeypatch):
    path = save_match(finished, tmp_path, "ro")
    before = path.read_bytes()

    def refuse(*a, **k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(SaveError, match="Permission denied"):
        save_match(_play(cat, 3), tmp_path, "ro")
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert read_save(path).setup == finished.setup


def test_changed_cards_are_named_as_the_cause(cat, finished, tmp_path):
    """A save made with other card data says so instead of blaming an edited log."""
    path = save_match(finished, tmp_path, "old_cards")
    doc = json.loads(path.read_text())
    doc["cards"] = "0" * 16
    doc["log"][3]["events"] = doc["log"][3]["events"][:-1]
    doc.pop("checksum")
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="different card data"):
        restore(path, cat)


def test_checksum_is_checked_on_the_bytes_and_on_any_other_layout(tmp_path, cat):
    """The game writes canonical JSON with the checksum last; a file laid out otherwise (same
    content) still verifies, and one changed byte is refused."""
    from game.store.checksum import checksum_holds
    path = save_match(play_out(Match(random_setup(cat, 5, "normal", "greedy", "greedy"), cat), 5),
                      tmp_path, "bytes")
    raw = path.read_bytes()
    doc = json.loads(raw)
    assert raw.endswith(b',"checksum":"' + doc["checksum"].encode() + b'"}')
    assert checksum_holds(raw, doc)
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps(doc, indent=2))
    assert read_save(pretty).log == read_save(path).log
    changed = tmp_path / "changed.json"
    changed.write_bytes(raw.replace(b'"version":2', b'"version":1', 1))
    with pytest.raises(SaveError, match="checksum"):
        read_save(changed)
