"""A door: a package's `__init__` that hands out names from the modules behind it.

Each name is imported on first use, so a rule module may import any other module without the
doors importing each other in a circle. A door defines nothing of its own.
"""
from __future__ import annotations

import importlib
import sys


def door(package: str, table: dict[str, tuple[str, ...]]):
    """`__getattr__`, `__dir__` and `__all__` for a package handing out `table`'s names
    ({module: names}; a module is relative to the package unless it starts with "game.", and
    the module "" hands out the package's own submodules by name)."""
    where = {name: module for module, names in table.items() for name in names}

    def __getattr__(name: str):
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        if module == "":
            value = importlib.import_module(f"{package}.{name}")
        else:
            full = module if module.startswith("game.") else f"{package}.{module}"
            value = getattr(importlib.import_module(full), name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted(where)

    return __getattr__, __dir__, sorted(where)
