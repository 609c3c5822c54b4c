"""Play on from here: from any point of a replay, a new match that continues from it with the
same dice (game.replay's fork), saved at once under a new name; the replayed save is untouched.
A watched AI match is played on by a person: the seat that acts at that point (else seat 1)."""
from __future__ import annotations

from game.store import fork_name, hosted, play_on_match
from game.store import save_folder, write_match

from scenes.match.autosave import now_text
from scenes.match.log_text import turn_shown


def reason(scene) -> str | None:
    """Why the replay can't be played on from where it stands, or None."""
    c = scene.cursor
    if scene.path is None:
        return "A season's match stays as it was played: play on from a match you saved."
    if hosted(scene.path):  # (a friend's seat played at one screen, its match folded into
        return "An online match goes on only with your friend: it can be watched here."  # s69
    if c.state.over is not None:
        return "The match is over at this point: step back to play on from earlier."
    return None


def controllers(scene) -> list[str] | None:
    """Who plays the new match: the same seats, unless nobody played (a watched AI match)."""
    seats = scene.cursor.setup.seats
    if any(seat.controller == "human" for seat in seats):
        return None
    actor = scene.cursor.actor()
    you = actor if actor is not None else 0
    return ["human" if i == you else seat.controller for i, seat in enumerate(seats)]


def play_on(scene) -> None:
    """Start the new match from the replay's point (the button or key P)."""
    why = reason(scene)
    if why is not None:
        scene.app.toast(why, "info")
        return
    n = scene.cursor.index
    try:
        match = play_on_match(scene.cursor, n, controllers(scene))
        folder = save_folder()
        turn = turn_shown(match.state.turn, False)  # ('entry 25' was the log's word: s69)
        path = write_match(match, fork_name(folder, scene.path.stem, f"turn-{turn}"),
                           now_text(), folder)  # (it said 'from turn 8 ... -from-9': s73)
    except Exception as exc:  # a save problem must not end the game
        scene.app.toast(f"Can't play on from here: {exc}", "error", 6.0)
        return
    scene.playing = False
    from scenes import trial
    trial.end(scene.app)  # the replay opened fine; the new save is the one on trial now (a
    trial.begin(scene.app, path)  # stop in its first frames struck the replayed save: s69)
    scene.app.toast(f"Playing on from turn {turn}, as a new save (Load lists it); the "
                    "replayed match stays as it was", "good", 4.0)  # (its file's name, a
    # 'current-489820508-from-turn-37', read as a fault: session 75's play-test)
    scene.app.replace("match", match.setup, match=match, save_name=path.stem)
