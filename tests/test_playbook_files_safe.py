"""A playbook file can't crash, hang or overwrite anything (issue 28, point 4): only regular
files are read, with a size bound; a save never replaces another playbook; export and import
never write over a file; a damaged file in the folder is listed, never raised."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.library import load_library
from game.library.playbook_file import (PlaybookError, export_playbook, import_playbook, make,
                                        read_playbook, save_playbook, stored_playbooks, to_text)
from game.library.playbook import starter_pages
from scenes.ui.prefs import load_settings

LIB = load_library()
ROOT = Path(__file__).resolve().parent.parent


def book(name="Big Men"):
    return make(name, "ada_quill", starter_pages(LIB, LIB.superstars["ada_quill"].playbook))


def test_a_deeply_nested_file_is_refused_with_a_reason(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 50_000, encoding="utf-8")
    with pytest.raises(PlaybookError) as err:
        read_playbook(path, LIB)
    assert "nested too deeply" in err.value.reasons[0]
    listed = stored_playbooks(LIB, tmp_path)
    assert [(s.path.name, s.playbook) for s in listed] == [("deep.json", None)]


def test_playbook_check_of_a_deep_file_says_one_line(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 50_000, encoding="utf-8")
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "playbook", "check", str(path)],
                         capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.returncode == 1 and "Traceback" not in out.stdout + out.stderr
    assert "nested too deeply" in out.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_never_read(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(PlaybookError) as err:
        import_playbook(fifo, LIB, tmp_path / "books")
    assert "not a regular file" in err.value.reasons[0]
    settings_fifo = tmp_path / "settings.json"
    os.mkfifo(settings_fifo)
    settings, problem = load_settings(settings_fifo)
    assert "not a regular file" in problem


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_is_never_read():
    with pytest.raises(PlaybookError) as err:
        read_playbook(Path("/dev/zero"), LIB)
    assert "not a regular file" in err.value.reasons[0]


def test_a_file_larger_than_the_bound_is_refused_unread(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 100_001)
    with pytest.raises(PlaybookError) as err:
        read_playbook(path, LIB)
    assert "larger than 100000 bytes" in err.value.reasons[0]


def test_saving_a_name_with_the_same_file_stem_never_replaces_another_playbook(tmp_path):
    first = save_playbook(book("Big Men"), LIB, tmp_path)
    before = first.read_bytes()
    with pytest.raises(PlaybookError) as err:
        save_playbook(book("big-men"), LIB, tmp_path)
    assert "already holds the playbook 'Big Men'" in err.value.reasons[0]
    assert first.read_bytes() == before
    again = save_playbook(book("Big Men"), LIB, tmp_path)  # the same name is a re-save
    assert again == first


def test_saving_over_a_file_that_is_not_a_playbook_is_refused(tmp_path):
    (tmp_path / "big-men.json").write_text("my notes", encoding="utf-8")
    with pytest.raises(PlaybookError) as err:
        save_playbook(book("Big Men"), LIB, tmp_path)
    assert "not a playbook" in err.value.reasons[0]
    assert (tmp_path / "big-men.json").read_text(encoding="utf-8") == "my notes"


def test_export_never_writes_over_a_file(tmp_path):
    dest = tmp_path / "shared.json"
    dest.write_text("keep me", encoding="utf-8")
    with pytest.raises(PlaybookError) as err:
        export_playbook(book(), dest)
    assert "already exists" in err.value.reasons[0]
    assert dest.read_text(encoding="utf-8") == "keep me"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks here")
def test_export_never_follows_a_planted_symlink(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    dest = tmp_path / "shared.json"
    dest.symlink_to(victim)
    with pytest.raises(PlaybookError):
        export_playbook(book(), dest)
    assert victim.read_text(encoding="utf-8") == "keep me"
    (tmp_path / "shared.json.tmp").symlink_to(victim)  # the old fixed temporary name
    out = export_playbook(book(), tmp_path / "other.json")
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert read_playbook(out, LIB).name == "Big Men"


def test_a_second_import_of_one_name_is_refused(tmp_path):
    shared = tmp_path / "shared.json"
    shared.write_text(to_text(book()), encoding="utf-8")
    folder = tmp_path / "books"
    import_playbook(shared, LIB, folder)
    with pytest.raises(PlaybookError) as err:
        import_playbook(shared, LIB, folder)
    assert "already saved" in err.value.reasons[0] and "the same playbook" in err.value.reasons[0]
    assert [s.playbook.name for s in stored_playbooks(LIB, folder)] == ["Big Men"]


def test_an_import_whose_name_differs_only_in_punctuation_is_refused(tmp_path):
    """"Big-Men" beside a saved "Big Men" made big-men-2.json, a second playbook of one name
    (saving refused it, importing did not): now an import is refused the same way."""
    folder = tmp_path / "books"
    folder.mkdir()
    save_playbook(book("Big Men"), LIB, folder)
    for i, name in enumerate(("Big-Men", "BIG MEN", "big\u00a0men!")):
        shared = tmp_path / f"shared-{i}.json"
        shared.write_text(to_text(book(name)), encoding="utf-8")
        with pytest.raises(PlaybookError) as refused:
            import_playbook(shared, LIB, folder)
        assert "already saved (big-men.json)" in refused.value.reasons[0]
    assert sorted(p.name for p in folder.iterdir()) == ["big-men.json"]


def test_odd_files_in_the_playbook_folder_are_listed_as_damaged_never_read(tmp_path):
    """A folder named x.json, links to /dev/zero and to a FIFO, a cut-short file and 50,000
    opening brackets: each is listed with its reason, at once, and nothing is read without a
    bound."""
    folder = tmp_path / "books"
    folder.mkdir()
    save_playbook(book("Big Men"), LIB, folder)
    (folder / "dir.json").mkdir()
    os.symlink("/dev/zero", folder / "zero.json")
    os.mkfifo(tmp_path / "pipe")
    os.symlink(str(tmp_path / "pipe"), folder / "pipe.json")
    (folder / "cut.json").write_text('{"format": "ringside-playbook", "name": "Broken"')
    (folder / "deep.json").write_text("[" * 50_000)
    got = {s.path.name: (s.playbook.name if s.playbook else s.problems[0])
           for s in stored_playbooks(LIB, folder)}
    assert got["big-men.json"] == "Big Men"
    for name in ("dir.json", "zero.json", "pipe.json"):
        assert "not a regular file" in got[name]
    assert "not valid JSON" in got["cut.json"] and "nested too deeply" in got["deep.json"]
