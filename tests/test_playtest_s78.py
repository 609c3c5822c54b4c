"""What session 78 mended: each test names what a player did or what the last read found."""
from __future__ import annotations

from scenes.ui.draw import Toasts


def test_a_toast_of_the_same_key_takes_the_older_ones_place():
    """The last pace said stood with the one before it under the Pause box (session 77): a
    toast with a key replaces that key's last one, and leaves the others where they were."""
    toasts = Toasts()
    toasts.add("Saved", "good")
    toasts.add("Pace: slow (+ and - change it)", key="pace")
    toasts.add("Pace: fast (+ and - change it)", key="pace")
    assert [t.text for t in toasts.items] == ["Saved", "Pace: fast (+ and - change it)"]
    toasts.add("Another", "info")
    toasts.add("Hello")
    assert [t.text for t in toasts.items] == ["Saved", "Pace: fast (+ and - change it)",
                                              "Another", "Hello"]
