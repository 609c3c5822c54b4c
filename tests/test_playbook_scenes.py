"""Custom playbooks on screen: choosing a saved playbook in Exhibition and Season setup; the card
browser and the playbook builder, driven headless with mouse and keyboard."""
from __future__ import annotations

import os

from scene_helpers import click, frame, key  # sets the dummy drivers and temporary folders

import pygame  # noqa: E402
import pytest  # noqa: E402

from conftest import catalog  # noqa: E402
from game.library.playbook import starter_pages  # noqa: E402
from game.library.playbook_file import make, playbook_dir, save_playbook  # noqa: E402
from scenes.app import App, Settings  # noqa: E402
from scenes.match.scene import MatchScene  # noqa: E402
from scenes.routes import is_scene


def threes() -> list[str]:
    ids = sorted(p.id for p in catalog().lib.pages.values() if p.special != "referee")
    return [ids[i // 3] for i in range(40)]


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("RINGSIDE_PLAYBOOK_DIR", str(tmp_path / "books"))
    a = App((1280, 720), settings=Settings(ai_speed="fast"))
    yield a
    a.stack.scenes.clear()


def test_exhibition_setup_offers_saved_playbooks_and_the_match_plays_them(app):
    lib = catalog().lib
    save_playbook(make("Threes", "mack_doyle", threes()), lib)
    setup = app.reset("setup")
    frame(app)
    assert [v for v, _ in setup.book_w[1].options] == [None, "Threes"]
    click(app, setup.book_w[1].arrows()[1].center)  # seat 2: next option
    assert setup.book_w[1].value == "Threes"
    assert setup.picks[1] == "mack_doyle" or setup.picks[0] == "mack_doyle"
    frame(app)
    click(app, setup.start_btn.rect.center)
    scene = app.stack.top
    assert is_scene(scene, "match")
    seat = scene.setup.seats[1]
    assert seat.custom is not None and seat.custom.pages == threes()
    assert scene.setup.seats[0].custom is None


def _bricks_left(app):
    """The setup with "Brick's" (built for Brick Hollander) chosen in a seat, which brought
    Brick, then another Superstar picked there: (setup, seat, the other Superstar)."""
    save_playbook(make("Brick's", "brick_hollander", threes()), catalog().lib)
    setup = app.reset("setup")
    frame(app)
    seat = 0 if setup.picks[1] != "brick_hollander" else 1
    setup.book_w[seat].set_value("Brick's")
    setup.book_picked(seat, "Brick's")
    assert setup.picks[seat] == "brick_hollander"
    other = next(k for k in setup.stars if k not in setup.picks)
    setup.pick(seat, other)
    assert setup.book_w[seat].value is None
    return setup, seat, other


def test_a_playbook_built_for_one_superstar_leaves_when_another_is_picked(app):
    """'Playbook: My Brick Hollander' stayed on Mack Doyle and Nadia Vise unsaid (session 61):
    picking another Superstar puts their starter back and says why; a playbook built for no
    one stays."""
    save_playbook(make("Anyone's", None, threes()), catalog().lib)
    setup, seat, other = _bricks_left(app)
    assert any("was built for Brick Hollander" in t.text for t in app.toasts.items)
    setup.book_w[seat].set_value("Anyone's")
    setup.pick(seat, next(k for k in setup.stars if k not in setup.picks))
    assert setup.book_w[seat].value == "Anyone's"


def test_a_playbook_chosen_again_stays_with_the_superstar_picked(app):
    """The toast said "choose Brick's again to play it with them", and choosing it again
    brought Brick Hollander back (session 72's play-test): chosen again, it stays with the
    Superstar picked, who plays it; chosen first, it still brings its own Superstar."""
    setup, seat, other = _bricks_left(app)
    setup.book_w[seat].set_value("Brick's")
    setup.book_picked(seat, "Brick's")
    assert setup.picks[seat] == other and setup.book_w[seat].value == "Brick's"
    built = setup.build()
    assert built.seats[seat].superstar == other and built.seats[seat].custom.pages == threes()


def test_season_setup_offers_saved_playbooks(app):
    lib = catalog().lib
    save_playbook(make("Threes", None, threes()), lib)
    setup = app.reset("season_setup")
    frame(app)
    slot = setup.slots[1]
    click(app, slot.book_w.arrows()[1].center)
    assert slot.book_w.value == "Threes"
    built = setup.build()
    assert built.players[1].custom.pages == threes() and built.players[0].custom is None
    frame(app)
    click(app, setup.start_btn.rect.center)
    hub = app.stack.top
    assert is_scene(hub, "season")
    assert hub.season.setup.players[1].custom.name == "Threes"
    frame(app)


def type_text(app, words: str) -> None:
    for ch in words:
        code = pygame.K_SPACE if ch == " " else getattr(pygame, f"K_{ch.lower()}", 0)
        key(app, code, unicode=ch)


@pytest.mark.slow
def test_the_card_browser_searches_filters_and_goes_back(app):
    menu = app.reset("menu")
    frame(app)
    click(app, next(b for b in menu.buttons if b.label == "Cards").rect.center)
    browser = app.stack.top
    assert is_scene(browser, "cards")
    frame(app)
    lib = catalog().lib  # every card, Referees too: it's the library
    assert len(browser.grid.pages) == len(lib.pages) + len(lib.move_cards) + len(lib.drama)
    key(app, pygame.K_SLASH)
    type_text(app, "chair")
    assert browser.bar.search.value == "chair"
    assert [p.id for p in browser.grid.pages] and all(
        "chair" in (p.name + p.text).lower() for p in browser.grid.pages)
    key(app, pygame.K_RETURN)  # ends the typing
    key(app, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    assert browser.bar.search.value == "chair"  # not typing any more
    browser.bar.search.value = ""
    click(app, browser.bar.kind.arrows()[1].center)  # Moves
    click(app, browser.bar.tag.arrows()[0].center)  # the last tag: Finisher
    assert browser.bar.tag.value == "finisher"
    assert browser.grid.pages and all(p.kind == "move" and "finisher" in p.tags
                                      for p in browser.grid.pages)
    frame(app)
    browser.focus.index = browser.items().index(browser.grid)
    key(app, pygame.K_RIGHT)
    assert browser.grid.selected == 1
    key(app, pygame.K_ESCAPE)
    assert is_scene(app.stack.top, "menu")


@pytest.mark.slow
def test_the_builder_builds_checks_and_saves_a_playbook(app):
    from game.library.playbook_file import read_playbook
    lib = catalog().lib
    menu = app.reset("menu")
    frame(app)
    click(app, next(b for b in menu.buttons if b.label == "Playbooks").rect.center)
    pb = app.stack.top
    assert is_scene(pb, "builder")
    frame(app)
    assert all(p.special != "referee" for p in pb.grid.pages)
    assert "exactly 40 pages; this one has 0 (add 40)" in pb.problems()[0]
    pb.start_w.set_value("star:ada_quill")
    click(app, pb.start_btn.rect.center)
    assert sorted(pb.pages) == sorted(starter_pages(lib, lib.superstars["ada_quill"].playbook))
    assert pb.problems() == [] and pb.star_w.value == "ada_quill"
    frame(app)
    # right click removes a copy, left click adds one
    i = next(i for i in pb.grid.shown() if pb.grid.pages[i].id in pb.pages)
    first = pb.grid.pages[i]
    had = pb.pages.count(first.id)
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pb.grid.cell(i).center, button=3))
    assert pb.pages.count(first.id) == had - 1 and len(pb.pages) == 39
    assert "this one has 39 (add 1)" in pb.problems()[0]
    frame(app)
    click(app, pb.grid.cell(i).center)
    assert pb.pages.count(first.id) == had and pb.problems() == []
    # the keyboard: the grid has focus, Enter adds, Delete removes; a 4th copy is refused
    pb.focus.index = pb.items().index(pb.grid)
    key(app, pygame.K_RIGHT)
    page = pb.grid.current()
    while pb.pages.count(page.id) < 3:
        key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert pb.pages.count(page.id) == 3 and "already 3 copies" in app.toasts.latest()
    while len(pb.pages) > 40:
        pb.remove(next(p for p in pb.pages if p != page.id))
    key(app, pygame.K_DELETE)
    assert pb.pages.count(page.id) == 2
    key(app, pygame.K_KP_PLUS)
    assert pb.pages.count(page.id) == 3 and pb.problems() == []
    # a click on the list removes a copy; a right click there adds it back
    frame(app)
    pid, r = next((p, r) for p, r in pb.list_rects if pb.pages.count(p) == 2)
    n = 2
    click(app, r.center)
    assert pb.pages.count(pid) == 1
    frame(app)
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=3))
    assert pb.pages.count(pid) == n
    # name it and save it with Ctrl+S
    pb.name_w.value = ""
    click(app, pb.name_w.rect.center)
    type_text(app, "Quill Tricks")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_s, mod=pygame.KMOD_CTRL)
    path = playbook_dir() / "quill-tricks.json"
    doc = read_playbook(path, lib)
    assert doc.name == "Quill Tricks" and doc.superstar == "ada_quill"
    assert sorted(doc.pages) == sorted(pb.pages)
    frame(app)
    setup = app.reset("setup")
    assert "Quill Tricks" in [v for v, _ in setup.book_w[0].options]


def test_the_builder_will_not_save_an_illegal_or_nameless_playbook(app):
    pb = app.reset("builder")
    frame(app)
    pb.add(pb.grid.pages[0].id)
    pb.name_w.value = "One Page"
    pb.save()
    assert "Not saved" in app.toasts.latest() and "this one has 1" in app.toasts.latest()
    pb.start_w.set_value("star:mack_doyle")
    pb.start_from()  # unsaved pages: a second press confirms
    assert len(pb.pages) == 1
    pb.start_from()
    assert len(pb.pages) == 40
    pb.name_w.value = ""
    pb.save()
    assert "name" in app.toasts.latest() and not list(playbook_dir().glob("*.json"))
    frame(app)


def test_dropping_a_shared_file_on_the_builder_imports_it(app, tmp_path):
    from game.library.playbook_file import to_text
    pb = app.reset("builder")
    frame(app)
    shared = tmp_path / "from-a-friend.json"
    shared.write_text(to_text(make("Friendly", None, threes())))
    app.process(pygame.event.Event(pygame.DROPFILE, file=str(shared)))
    assert "Imported" in app.toasts.latest() and pb.start_w.value == "saved:Friendly"
    assert (playbook_dir() / "friendly.json").is_file()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "ringside-playbook"')
    before = bad.read_bytes()
    app.process(pygame.event.Event(pygame.DROPFILE, file=str(bad)))
    assert "Not imported: not valid JSON" in app.toasts.latest() and bad.read_bytes() == before
    assert sorted(p.name for p in playbook_dir().iterdir()) == ["friendly.json"]
    pb.start_from()
    assert pb.pages == threes() and pb.name_w.value == "Friendly"
    frame(app)


def test_the_builder_deletes_a_saved_playbook_on_a_second_press(app):
    save_playbook(make("Threes", None, threes()), catalog().lib)
    pb = app.reset("builder")
    frame(app)
    pb.start_w.set_value("saved:Threes")
    frame(app)
    click(app, pb.delete_btn.rect.center)
    assert (playbook_dir() / "threes.json").exists() and "again" in app.toasts.latest()
    click(app, pb.delete_btn.rect.center)
    assert not (playbook_dir() / "threes.json").exists()
    assert [v for v, _ in pb.start_w.options if str(v).startswith("saved:")] == []
    frame(app)


def test_the_builder_sets_leadoff_pages_with_keys_and_mouse_and_saves_them(app):
    from game.library.playbook_file import read_playbook
    lib = catalog().lib
    pb = app.reset("builder")
    frame(app)
    pb.start_w.set_value("star:ada_quill")
    click(app, pb.start_btn.rect.center)
    assert pb.leadoff == lib.playbooks["pb_quill"].leadoff  # the starter's own leadoff
    frame(app)
    # L on the grid's page makes a copy a leadoff page; a page not in the playbook is refused
    pb.leadoff = []
    pb.focus.index = pb.items().index(pb.grid)
    outside = next(i for i, p in enumerate(pb.grid.pages) if p.id not in pb.pages)
    pb.grid.selected = outside
    key(app, pygame.K_l)
    assert pb.leadoff == [] and "Add the page to the playbook first" in app.toasts.latest()
    inside = next(i for i, p in enumerate(pb.grid.pages) if pb.pages.count(p.id) == 1)
    pb.grid.selected = inside
    page = pb.grid.current()
    key(app, pygame.K_l)
    assert pb.leadoff == [page.id]
    key(app, pygame.K_l)  # every copy is a leadoff page already: L takes it back
    assert pb.leadoff == []
    key(app, pygame.K_l)
    key(app, pygame.K_l, mod=pygame.KMOD_SHIFT)  # Shift+L takes it back too
    assert pb.leadoff == []
    # a click on a list row's L marker makes a copy a leadoff page, a right click takes it back
    frame(app)
    for pid, mark in list(pb.lead_rects)[:5]:
        click(app, mark.center)
        frame(app)
    assert len(pb.leadoff) == 5 and pb.problems() == []
    frame(app)
    pid, mark = next((p, r) for p, r in pb.lead_rects if p not in pb.leadoff)
    click(app, mark.center)
    assert len(pb.leadoff) == 5 and "Already 5 leadoff pages" in app.toasts.latest()
    first, mark = pb.lead_rects[0]
    app.process(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=mark.center, button=3))
    assert first not in pb.leadoff and len(pb.leadoff) == 4
    # removing the last copy of a leadoff page takes it out of the leadoff too
    gone = pb.leadoff[0]
    while gone in pb.pages:
        pb.remove(gone)
    assert gone not in pb.leadoff and len(pb.leadoff) == 3
    pb.add(gone)
    pb.name_w.value = "Quill Leads"
    key(app, pygame.K_s, mod=pygame.KMOD_CTRL)
    doc = read_playbook(playbook_dir() / "quill-leads.json", lib)
    assert doc.version == 2 and doc.leadoff == pb.leadoff and len(doc.leadoff) == 3
    # the setup carries the saved leadoff into the match, whose opening hand it is
    setup = app.reset("setup")
    frame(app)
    click(app, setup.book_w[0].arrows()[1].center)
    assert setup.book_w[0].value == "Quill Leads"
    click(app, setup.start_btn.rect.center)
    scene = app.stack.top
    assert is_scene(scene, "match")
    assert scene.setup.seats[0].custom.leadoff == doc.leadoff


def test_a_marked_page_of_two_copies_can_be_unmarked_with_all_five_places_taken(app):
    """At 5 of 5 a page of two copies marked once went L1 -> L2, refused ('Already 5'), so its
    mark could never be taken off by clicking it (session 68's play-test)."""
    pb = app.reset("builder")
    frame(app)
    pb.start_w.set_value("star:ada_quill")
    click(app, pb.start_btn.rect.center)
    two = next(p for p in pb.pages if pb.pages.count(p) >= 2)
    pb.leadoff = [two] + [p for p in dict.fromkeys(pb.pages) if p != two][:4]
    assert len(pb.leadoff) == 5
    pb.lead(two)  # a click on its L1 mark
    assert two not in pb.leadoff and len(pb.leadoff) == 4
    pb.lead(two, add=False)  # taking back a page not marked: nothing, and no toast
    assert len(pb.leadoff) == 4


def test_l_marks_the_page_under_the_pointer_as_its_zoom_shows(app):
    """Session 72's play-test: the pointer on Forearm Shield's row (its zoom up), L marked Check
    the Kick, the grid's selection. L marks the page under the pointer; once the keys move the
    selection, the selected page."""
    pb = app.reset("builder")
    frame(app)
    pb.start_w.set_value("star:ada_quill")
    click(app, pb.start_btn.rect.center)
    pb.leadoff = []
    pb.focus.index = pb.items().index(pb.grid)
    frame(app)
    pb.grid.selected = 0
    pid, row = next((p, r) for p, r in pb.list_rects if p != pb.grid.pages[0].id)
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0),
                                   buttons=(0, 0, 0)))
    assert pb.pointed().id == pid
    key(app, pygame.K_l)
    assert pb.leadoff == [pid]
    j = next(i for i, p in enumerate(pb.grid.pages) if i and p.id in pb.pages and p.id != pid)
    pb.grid.selected = j - 1
    key(app, pygame.K_RIGHT)  # the keys lead now
    assert pb.pointed() is None and pb.grid.current() is pb.grid.pages[j]
    key(app, pygame.K_l)
    assert pb.leadoff == [pid, pb.grid.pages[j].id]
