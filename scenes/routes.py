"""Every scene by name: the one place that knows which module holds which screen.

Scenes open each other through the App (app.push("results", ...)), never by importing one
another, so the screens form no import circle. A name is looked up when it is first opened.
"""
from __future__ import annotations

import importlib

ROUTES = {
    "menu": "scenes.menus.menu:MenuScene",
    "setup": "scenes.menus.setup:SetupScene",
    "settings": "scenes.menus.settings:SettingsScene",
    "load": "scenes.menus.load:LoadScene",
    "cards": "scenes.menus.cards:CardBrowserScene",
    "builder": "scenes.menus.builder:PlaybookBuilderScene",
    "match": "scenes.match.scene:MatchScene",
    "pause": "scenes.match.pause:PauseScene",
    "handoff": "scenes.match.handoff:HandoffScene",
    "counter_rules": "scenes.match.counter_rules:CounterRulesScene",
    "inspector": "scenes.match.inspector:InspectorScene",
    "results": "scenes.match.results:ResultsScene",
    "reveal": "scenes.match.reveal:RevealScene",
    "replay": "scenes.match.replay:ReplayScene",
    "takeback_agree": "scenes.match.takeback:TakeBackAgreeScene",
    "zoom": "scenes.ui.zoom:CardZoomScene",
    "season_setup": "scenes.season.setup:SeasonSetupScene",
    "season": "scenes.season.hub:SeasonScene",
    "champion": "scenes.season.summary:ChampionScene",
    "career": "scenes.career.history:CareerScene",
    "learn": "scenes.learn.hub:LearnScene",
    "tutorial": "scenes.learn.tutorial:TutorialScene",
    "tutorial_offer": "scenes.learn.hub:TutorialOfferScene",
    "tutorial_done": "scenes.learn.hub:TutorialDoneScene",
    "howto": "scenes.learn.howto:HowToPlayScene",
    "help": "scenes.learn.help:HelpScene",
    "online": "scenes.online.menu:OnlineScene",
    "online_host": "scenes.online.lobby:HostScene",
    "online_join": "scenes.online.lobby:JoinScene",
    "online_host_table": "scenes.online.table:HostTable",
    "online_guest_table": "scenes.online.table:GuestTable",
    "online_end": "scenes.online.end:OnlineEndScene",
}


def scene_class(name: str) -> type:
    """The scene class registered under this name."""
    try:
        where = ROUTES[name]
    except KeyError:
        raise KeyError(f"no scene is named {name!r}") from None
    module, _, cls = where.partition(":")
    return getattr(importlib.import_module(module), cls)


def is_scene(scene, name: str) -> bool:
    """Whether this scene is (a kind of) the scene registered under this name."""
    return scene is not None and isinstance(scene, scene_class(name))
