"""The Scene base class: every screen handles events, updates over time and draws itself."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import pygame


ENTER_GRACE = 1.0  # seconds a screen that comes after an Enter takes no Enter (one meant for
# the screen before started a rematch, session 59, and a match against Easy, session 66)
MASH_GAP = 0.5  # seconds with no Enter before a guarded screen takes one (an Enter pressed over
# and over through the bell took the results' Rematch and passed the new match's first turn:
# session 73's play-test)


def fresh_enter(scene) -> bool:
    """Whether an Enter (or Space) pressed now on the scene counts: it has been up ENTER_GRACE
    seconds and no Enter came in the last MASH_GAP (its `time`; it remembers this press)."""
    last, scene.last_enter = getattr(scene, "last_enter", None), scene.time
    return scene.time >= ENTER_GRACE and (last is None or scene.time - last >= MASH_GAP)


class Scene:
    """One screen of the game. Subclasses override what they need.

    overlay: when True the scene below is drawn first (a pause menu over the match).
    Scenes never change game state in draw(); rule changes go through Match.play.
    """

    overlay = False

    def __init__(self, app) -> None:
        self.app = app
        self.size = app.size if app is not None else (1280, 720)

    # ---- life cycle (called by the SceneStack) ---------------------------------------------

    def enter(self) -> None:
        """Called when the scene is pushed or becomes the top again."""

    def leave(self) -> None:
        """Called when the scene is popped or replaced."""

    def toast_here(self, text: str, kind: str = "info", ttl: float = 3.5) -> None:
        """A toast that goes when this scene does (a "press again" stood over the title after
        the builder was left: session 78's play-test)."""
        self.app.toast(text, kind, ttl, key=f"{id(self)}:{text}")

    def gone(self) -> None:
        """The scene left the stack: the toasts it said go with it."""
        if self.app is not None:
            self.app.toasts.drop_keyed(f"{id(self)}:")

    def covered(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def layout(self, size: tuple[int, int]) -> None:
        """Recompute positions for a window of this size (called on push and on resize)."""
        self.size = size

    def toast_top(self) -> int | None:
        """Where toasts start (y in pixels) while this scene is on top; None for the default
        (or just under the widget a scene names as `toast_under`, kept clear of toasts)."""
        under = getattr(self, "toast_under", None)
        rect = getattr(under, "rect", None)
        return rect.bottom + 8 if rect is not None and rect.h > 10 else None

    def toast_bottom(self) -> int | None:
        """How far down toasts may reach (y in pixels; the oldest wait unseen); None: no limit."""
        return None

    def toast_width(self) -> int | None:
        """How wide a toast may be (pixels; its words wrap); None: 60% of the window."""
        return None

    def toast_least(self) -> tuple | None:
        """How wide and tall a toast is at least (pixels); None: as big as its words."""
        return None

    # ---- the frame -------------------------------------------------------------------------

    def handle(self, event: "pygame.event.Event") -> None:
        """React to one input event (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds (only the top scene is updated)."""

    def draw(self, surface: "pygame.Surface") -> None:
        """Draw the scene; must not change game state."""
