"""The scene stack: push, pop and replace; overlays draw over the scene below them."""
from __future__ import annotations

from scenes.ui.base import Scene


def _leave(scene: Scene) -> None:
    """A scene goes: its own hook, then the toasts it said."""
    scene.leave()
    gone = getattr(scene, "gone", None)
    if gone is not None:
        gone()


class SceneStack:
    """An ordered stack of scenes; the top one gets input and updates."""

    def __init__(self, size: tuple[int, int] = (1280, 720)) -> None:
        self.scenes: list[Scene] = []
        self.size = size

    # ---- changes ----------------------------------------------------------------------------

    def push(self, scene: Scene) -> Scene:
        """Put a scene on top."""
        if self.scenes:
            self.scenes[-1].covered()
        self.scenes.append(scene)
        scene.layout(self.size)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below becomes the top again."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        _leave(scene)
        if self.scenes:
            self.scenes[-1].layout(self.size)
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for another."""
        if self.scenes:
            _leave(self.scenes.pop())
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack and start again from one scene."""
        while self.scenes:
            _leave(self.scenes.pop())
        return self.push(scene)

    # ---- queries ----------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        """The scene that gets input now."""
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top, and below it while scenes are overlays."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(0, start):]

    # ---- the frame --------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """Tell every scene the window's new size."""
        self.size = size
        for scene in self.scenes:
            scene.layout(size)

    def handle(self, event) -> None:
        """Give an input event to the top scene."""
        if self.scenes:
            self.scenes[-1].handle(event)

    def update(self, dt: float) -> None:
        """Advance the top scene."""
        if self.scenes:
            self.scenes[-1].update(dt)

    def draw(self, surface) -> None:
        """Draw the visible scenes, bottom first."""
        for scene in self.visible():
            scene.draw(surface)
