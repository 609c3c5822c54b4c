"""Deep states the explorer starts from: made with the engine (saves in the folder) and opened
through the real screens (Continue, Load, the replay viewer), as a returning player finds them."""
from __future__ import annotations

from game import store
from game.ai import ai_dice
from game.match import Match, MatchSetup, SeatSetup, play_ai_turn

STARS = ("kestrel_ortiz", "mack_doyle")
TYPES = ("normal", "hardcore", "showdown")
OPPONENTS = ("random", "easy", "greedy", "normal", "hard", "human")  # human: pass-and-play


def played_match(app, seed: int, match_type: str, foe: str, until) -> Match:
    """A match of this type against this foe, played by the AIs until `until(match)`."""
    setup = MatchSetup(seed=seed, match_type=match_type,
                       seats=[SeatSetup(superstar=STARS[0], controller="human"),
                              SeatSetup(superstar=STARS[1], controller=foe)])
    match = Match(setup, app.cat)
    dice = [ai_dice(seed, seat) for seat in (0, 1)]
    for _ in range(3000):
        seat = match.actor()
        if seat is None or until(match):
            break
        level = match.controller(seat)
        play_ai_turn(match, seat, "greedy" if level == "human" else level, dice[seat])
    return match


def continue_(app) -> None:
    """The returning player presses Continue on the title."""
    from scenes.menus.menu import continue_target
    from scenes.menus.load import open_save
    app.stack.scenes.clear()
    app.push("menu")
    row = continue_target(app.cat.lib)
    if row is not None:
        open_save(app, row)


def _match_start(match_type: str, foe: str, until):
    def start(app, seed: int) -> None:
        match = played_match(app, seed, match_type, foe, until)
        store.write_match(match, f"current-{seed}")
        continue_(app)
    return start


def _turn(n):
    return lambda m: m.state.turn >= n


def _zero_hp(m) -> bool:
    return any(side.hp == 0 for side in m.state.sides) or m.state.turn >= 45


def _ringside(m) -> bool:
    return any(side.at_ringside for side in m.state.sides) or m.state.turn >= 45


def launch(app, seed: int) -> None:
    """The first launch: the tutorial offer over the menu."""


def replay_long(app, seed: int) -> None:
    """The replay viewer at the end of a long finished match."""
    match = played_match(app, seed, "showdown", "greedy", lambda m: False)
    path = store.write_match(match, f"long-{seed}")
    app.stack.scenes.clear()
    app.push("menu")
    app.push("replay", path)
    scene = app.stack.top
    for name in ("end", "to_end", "jump_end"):
        if hasattr(scene, name):
            getattr(scene, name)()
            break


def tutorial(app, seed: int) -> None:
    """The guided first match."""
    app.stack.scenes.clear()
    app.push("menu")
    app.replace("tutorial")


def builder(app, seed: int) -> None:
    app.stack.scenes.clear()
    app.push("menu")
    app.replace("builder")


def season(app, seed: int) -> None:
    app.stack.scenes.clear()
    app.push("menu")
    app.replace("season_setup")


def career(app, seed: int) -> None:
    """The career over 200 saves."""
    match = played_match(app, seed, "normal", "greedy", lambda m: False)
    for i in range(200):
        store.write_match(match, f"old-{i}", saved_at=f"2026-01-01T00:{i // 60:02d}:{i % 60:02d}")
    app.stack.scenes.clear()
    app.push("menu")
    app.replace("career")


START = {"launch": launch, "replay": replay_long, "tutorial": tutorial, "builder": builder,
         "season": season, "career": career}
for _t in TYPES:
    for _foe in OPPONENTS:
        START[f"{_t}-{_foe}-turn30"] = _match_start(_t, _foe, _turn(30))
    START[f"{_t}-0hp"] = _match_start(_t, "greedy", _zero_hp)
    START[f"{_t}-ringside"] = _match_start(_t, "greedy", _ringside)


def _season(app, seed: int, controllers, to_ppv: bool):
    from game.season import Season, SeasonPlayer, SeasonSetup
    stars = ("ada_quill", "lucius_glamour", "kestrel_ortiz")
    setup = SeasonSetup(seed=seed, weeks=2, players=[
        SeasonPlayer(superstar=s, controller=c) for s, c in zip(stars, controllers)])
    season = Season(setup, app.cat)
    for _ in range(400):
        if not to_ppv or season.state.week >= season.state.weeks - 1 or \
                season.state.champion is not None:
            break
        season.advance()
    store.write_season(season)
    continue_(app)


def season_ppv(app, seed: int) -> None:
    """The season hub at the Pay-Per-View week (an all-AI season, watched and clicked at)."""
    _season(app, seed, ("greedy", "easy", "normal"), True)


def season_people(app, seed: int) -> None:
    """A season in progress of two people and an AI (pass-and-play at the hub)."""
    _season(app, seed, ("human", "human", "greedy"), False)


def season_watch(app, seed: int) -> None:
    """A season match replayed from the hub's key moments (session 62), over the hub."""
    _season(app, seed, ("greedy", "easy", "normal"), True)
    hub = app.stack.top
    index = next((i for i in sorted(hub.season.played)), None)
    if index is not None:
        hub.open_detail(index)
        hub.watch_detail()


START["season-ppv"] = season_ppv
START["season-people"] = season_people
START["season-watch"] = season_watch


def _tutorial_at(k: int):
    """The tutorial resumed with k lessons done (through Continue, as a returning player)."""
    def start(app, seed: int) -> None:
        from game.match import replayed
        from game.tutorial import LESSONS, SETUP, play_through, replay
        whole, _ = play_through(app.cat)
        commands = [e.command for e in whole.log]
        n = len(commands)
        if k < len(LESSONS):
            n = next(i for i in range(1, len(commands) + 1)
                     if len(replay(SETUP, app.cat, whole.log[:i]).done) >= k)
        match = replayed(SETUP, app.cat, whole.state.rules.edition, commands[:n])
        store.write_match(match, f"current-{SETUP.seed}")
        continue_(app)
    return start


def ppv_match(app, seed: int) -> None:
    """A season's Pay-Per-View match in progress on the table: a person against an AI at
    about turn 15, saved with the season and opened through Continue."""
    from game.season import Season, SeasonPlayer, SeasonSetup
    setup = SeasonSetup(seed=seed, weeks=2, players=[
        SeasonPlayer(superstar="ada_quill", controller="human"),
        SeasonPlayer(superstar="lucius_glamour", controller="greedy")])
    season = Season(setup, app.cat)
    for _ in range(400):
        if season.state.champion is not None:
            break
        if season.match_due() and season.state.week >= season.state.weeks - 1 and any(
                seat.controller == "human" for seat in season.booked_setup().seats):
            match = season.booked_match()
            dice = [ai_dice(seed, seat) for seat in (0, 1)]
            while match.actor() is not None and match.state.turn < 15:
                seat = match.actor()
                level = match.controller(seat)
                play_ai_turn(match, seat, "greedy" if level == "human" else level, dice[seat])
            break
        season.advance()
    store.write_season(season)
    continue_(app)


def builder_full(app, seed: int) -> None:
    """The builder with a full 40-page playbook (a Superstar's starter)."""
    app.stack.scenes.clear()
    app.push("menu")
    app.replace("builder")
    scene = app.stack.top
    stars = sorted(app.cat.lib.superstars)
    scene.start_w.set_value(f"star:{stars[seed % len(stars)]}")
    scene.start_from()
    assert len(scene.pages) == 40, "the builder holds a full playbook"


for _k in range(12):
    START[f"tutorial-{_k}-done"] = _tutorial_at(_k)
START["season-ppv-match"] = ppv_match
START["builder-full"] = builder_full
