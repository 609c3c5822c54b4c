"""The wrestler panels' chips read by keyboard: K steps through them, each with its tooltip as
the pointer shows it (a keyboard player found no way to read EXHAUSTED or INJ. ARM: session
73's play-test). Only reads the table."""
from __future__ import annotations

from sprites.panel import panel_spots


def spots(scene) -> list:
    """Every chip of both panels as (word, where its tooltip stands), the far panel first."""
    out = []
    near = scene.model.near()
    for seat in (1 - near, near):
        panel = scene.panel_rect(seat)
        for rect, word in panel_spots(scene.panel_data(seat), panel.size, scene.L.s):
            out.append((word, rect.move(panel.topleft).topright))
    return out


def step(scene) -> None:
    """K: the next chip's tooltip; after the last, none."""
    at = getattr(scene, "chip_focus", None)
    at = 0 if at is None else at + 1
    scene.chip_focus = at if at < len(spots(scene)) else None


def hover(scene) -> tuple | None:
    """The chip K has reached, as the pointer's hover on it: ("keyword", word, anchor)."""
    at = getattr(scene, "chip_focus", None)
    if at is None or scene.L is None:
        return None
    items = spots(scene)
    return ("keyword",) + items[at] if at < len(items) else None
