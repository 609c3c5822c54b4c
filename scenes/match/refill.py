"""A page that took a played page's place unseen: the same slot picked again (its number key,
or a click: a double-click) while the ring still shows the play only names the new page."""
from __future__ import annotations

from scenes.ui.base import MASH_GAP


def refilled(scene, i: int, again: str) -> bool:
    """Whether this pick of slot i only names the page that took its place (a toast: `again`
    'to play it'); it remembers the pick. 3 twice played a Finisher by accident (two testers
    of session 61), and a double-click played a page drawn into the slot unseen (session 73):
    once the show is over MASH_GAP ago, and the last pick too, a pick plays at once (a guard at
    any time stopped keys that meant it: two more testers of session 61)."""
    model, last = scene.model, getattr(scene, "last_pick", None)
    shown = model.shown_order(model.near()) if model.hand_visible() else []
    page = shown[i] if 0 <= i < len(shown) else None
    now = getattr(scene, "time", 0.0)
    scene.last_pick = (i, page, now)
    doubled = last is not None and now - last[2] < MASH_GAP  # (with the show at once, or
    # over, a double-click played the page that slid in: session 75's play-test)
    if page is None or last is None or last[0] != i or last[1] in (None, page) or \
            last[1] in scene.state.sides[model.near()].hand or \
            not (doubled or watched(getattr(scene, "presenter", None))) or \
            next((c.reason for c in model.hand if c.page == page), "") is not None:
        return False
    scene.app.toast(f"New in slot {i + 1}: {scene.state.info(page).name}. {again} again to "
                    "play it.", "info")
    return True


def watched(presenter) -> bool:
    """The ring still shows the play, or stopped less than MASH_GAP ago: the eyes are not yet
    back on the hand (a key pressed twice over a momentum page's short show played the page
    drawn in its place unseen: session 78's play-test)."""
    if presenter is None:
        return False
    return presenter.showing or 0.0 <= presenter.now - presenter.show_end < MASH_GAP
