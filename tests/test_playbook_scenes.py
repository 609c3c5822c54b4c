"""Custom playbooks on screen: choosing a saved playbook in Exhibition and Season setup; the card
browser and the playbook builder, driven headless with mouse and keyboard."""
from __future__ import annotations

import os

from scene_helpers import click, frame, key  # sets the dummy drivers and temporary folders

import pygame  # noqa: E402
import pytest  # noqa: E402

from conftest import catalog  # noqa: E402
from game.playbook import starter_pages  # noqa: E402
from game.playbook_file import make, playbook_dir, save_playbook  # noqa: E402
from scenes.app import App, Settings  # noqa: E402
from scenes.match import MatchScene  # noqa: E402


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
    from scenes.setup import SetupScene
    lib = catalog().lib
    save_playbook(make("Threes", "mack_doyle", threes()), lib)
    setup = app.stack.reset(SetupScene(app))
    frame(app)
    assert [v for v, _ in setup.book_w[1].options] == [None, "Threes"]
    click(app, setup.book_w[1].arrows()[1].center)  # seat 2: next option
    assert setup.book_w[1].value == "Threes"
    assert setup.picks[1] == "mack_doyle" or setup.picks[0] == "mack_doyle"
    frame(app)
    click(app, setup.start_btn.rect.center)
    scene = app.stack.top
    assert isinstance(scene, MatchScene)
    seat = scene.setup.seats[1]
    assert seat.custom is not None and seat.custom.pages == threes()
    assert scene.setup.seats[0].custom is None


def test_season_setup_offers_saved_playbooks(app):
    from scenes.season_setup import SeasonSetupScene
    lib = catalog().lib
    save_playbook(make("Threes", None, threes()), lib)
    setup = app.stack.reset(SeasonSetupScene(app))
    frame(app)
    slot = setup.slots[1]
    click(app, slot.book_w.arrows()[1].center)
    assert slot.book_w.value == "Threes"
    built = setup.build()
    assert built.players[1].custom.pages == threes() and built.players[0].custom is None
    frame(app)
