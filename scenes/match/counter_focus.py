"""The keyboard's focus when a counter window opens: on a page that can counter."""
from __future__ import annotations


def focus_a_counter(scene) -> None:
    """When a move comes at the person at the keys, a focus on a hand page that can't counter
    it moves to the first that can (a player Tabbed through the whole hand, the focused card's
    tooltip over the glowing ones: session 74's keyboard play-test). Once a window: Tab may
    still go anywhere."""
    if not scene.slots:  # (the hand behind the pass-and-play curtain: not seen yet)
        return
    pending = scene.model.state.pending
    opened = pending is not None and pending != getattr(scene, "window_seen", None)
    scene.window_seen = pending
    i = scene.focus.index
    if not opened or i is None or i >= len(scene.slots) or scene.slots[i].counter:
        return
    first = next((k for k, slot in enumerate(scene.slots)
                  if slot.counter and slot.reason is None), None)
    if first is not None:
        scene.focus.index = first
