"""Every public function, method and property in the documented folders says what it does.

A name counts as documented when inspect.getdoc finds a docstring for it, its own or one it
inherits from a base class (a Scene's draw, handle and update are documented once, in the base).
Run this file as a script to print the shares: ``python tests/test_docstrings.py``.
"""
from __future__ import annotations

import importlib
import inspect
import os
import pkgutil
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Folders whose every public name has a docstring ("scenes" alone: the modules at its top level).
DOCUMENTED = ["scenes/menus", "scenes/season", "scenes/learn", "scenes/career", "scenes/ui",
              "scenes/match", "scenes"]
# The share of all of scenes/ reached so far; it only goes up.
SCENES_AT_LEAST = 1.0
GAME_AT_LEAST = 0.97
SPRITES_AT_LEAST = 0.97


def modules(package: str) -> list:
    """The package and every module under it, imported."""
    root = importlib.import_module(package)
    found = [root]
    for info in pkgutil.walk_packages(root.__path__, package + "."):
        found.append(importlib.import_module(info.name))
    return found


def public_names(module) -> list[tuple[str, bool]]:
    """(qualified name, documented?) for each public function, method and property the module
    defines (imported names are counted where they are defined)."""
    out = []
    for name, obj in vars(module).items():
        if name.startswith("_") or getattr(obj, "__module__", None) != module.__name__:
            continue
        if inspect.isfunction(obj):
            out.append((f"{module.__name__}.{name}", bool(inspect.getdoc(obj))))
        elif inspect.isclass(obj) and obj.__qualname__ == name:
            for attr, member in vars(obj).items():
                if attr.startswith("_"):
                    continue
                if isinstance(member, (staticmethod, classmethod)):
                    member = member.__func__
                if inspect.isfunction(member):
                    doc = inspect.getdoc(getattr(obj, attr))
                elif isinstance(member, property):
                    doc = inspect.getdoc(member)
                else:
                    continue
                out.append((f"{module.__name__}.{name}.{attr}", bool(doc)))
    return out


def folder_of(module) -> str:
    """The folder a module counts under: its package's path ('scenes/ui'), 'scenes' for the
    modules at the top of scenes/."""
    name = module.__name__
    if not hasattr(module, "__path__"):
        name = name.rpartition(".")[0]
    return name.replace(".", "/")


def census(package: str) -> dict[str, list[tuple[str, bool]]]:
    """Public names by folder, for a package and everything under it."""
    by_folder: dict[str, list[tuple[str, bool]]] = {}
    for module in modules(package):
        by_folder.setdefault(folder_of(module), []).extend(public_names(module))
    return by_folder


def share(names: list[tuple[str, bool]]) -> float:
    """The documented fraction of names (1.0 for none)."""
    return sum(ok for _, ok in names) / len(names) if names else 1.0


def everything(by_folder: dict) -> list[tuple[str, bool]]:
    """All names of a census, folders together."""
    return [item for names in by_folder.values() for item in names]


def test_the_documented_folders_have_a_docstring_for_every_public_name():
    scenes = census("scenes")
    missing = [name for folder in DOCUMENTED for name, ok in scenes.get(folder, []) if not ok]
    assert all(folder in scenes for folder in DOCUMENTED)
    assert not missing, "no docstring: " + ", ".join(missing)


def test_scenes_as_a_whole_keeps_its_share():
    total = share(everything(census("scenes")))
    print(f"scenes/: {total:.1%} documented")
    assert total >= SCENES_AT_LEAST


def test_game_and_sprites_stay_documented():
    assert share(everything(census("game"))) >= GAME_AT_LEAST
    assert share(everything(census("sprites"))) >= SPRITES_AT_LEAST


if __name__ == "__main__":
    for package in ("scenes", "game", "sprites"):
        found = census(package)
        for folder, names in sorted(found.items()):
            print(f"  {folder:24} {share(names):6.1%}  of {len(names)}")
        print(f"{package + '/':26} {share(everything(found)):6.1%}  of {len(everything(found))}")
    if "-v" in sys.argv:
        for name, ok in everything(census("scenes")):
            if not ok:
                print("missing:", name)
