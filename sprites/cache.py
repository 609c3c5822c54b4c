"""A small bounded least-recently-used cache for rendered surfaces."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Hashable


class Lru:
    """A dict that forgets its least recently used entry beyond maxsize."""

    def __init__(self, maxsize: int) -> None:
        """An empty cache holding at most maxsize entries."""
        self.maxsize = maxsize
        self._items: OrderedDict[Hashable, Any] = OrderedDict()

    def get(self, key: Hashable) -> Any:
        """The value under key (now most recent), or None."""
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: Hashable, value: Any) -> None:
        """Store value under key, dropping the oldest entries beyond maxsize."""
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.maxsize:
            self._items.popitem(last=False)

    def clear(self) -> None:
        """Forget everything."""
        self._items.clear()

    def __len__(self) -> int:
        """How many entries are held."""
        return len(self._items)
