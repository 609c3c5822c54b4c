"""The shape docs/ARCHITECTURE.md promises: small scene files, no import circle among scenes, scenes
that open each other by name, and a pure engine below them."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENES = ROOT / "scenes"


def scene_modules() -> dict[str, Path]:
    """Every module under scenes/, by dotted name."""
    found = {}
    for path in SCENES.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imported(path: Path, package: str) -> set[str]:
    """The dotted names a module imports (at the top or inside functions), relative ones resolved."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def scene_graph() -> dict[str, set[str]]:
    """Which scene module imports which."""
    mods = scene_modules()
    graph = {}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        graph[name] = {m for m in imported(path, package) if m in mods and m != name}
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's components: each is a set of modules that import each other in a circle."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = set()
            while True:
                w = stack.pop()
                on.discard(w)
                part.add(w)
                if w == v:
                    break
            out.append(part)

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_no_import_circle_of_more_than_three_scene_modules():
    circles = [sorted(c) for c in strongly_connected(scene_graph()) if len(c) > 1]
    assert all(len(c) <= 3 for c in circles), circles


def test_no_scenes_file_is_over_600_lines():
    long = {str(p.relative_to(ROOT)): n for p in SCENES.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 600}
    assert not long, long


def test_scenes_open_each_other_by_name():
    """Only the routes table names scene classes of other modules; a scene never imports one."""
    from scenes.routes import ROUTES, scene_class
    classes = {where.partition(":")[2] for where in ROUTES.values()}
    for name in ROUTES:  # every route leads to a scene class
        assert isinstance(scene_class(name), type), name
    for path in SCENES.rglob("*.py"):
        if path.name == "routes.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        bases = {b.id for c in ast.walk(tree) if isinstance(c, ast.ClassDef)
                 for b in c.bases if isinstance(b, ast.Name)}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("scenes"):
                opened = {a.name for a in node.names} & classes
                # a subclass may import its base (the replay viewer and the online table built
                # on the match table, the online lobby on the Exhibition setup)
                assert opened <= bases, (path.name, opened - bases)


def test_scene_sub_packages_show_the_apps_parts():
    parts = {p.name for p in SCENES.iterdir() if (p / "__init__.py").is_file()}
    assert {"ui", "match", "season", "menus"} <= parts


def test_no_merge_conflict_markers_left_in_the_tree():
    """A merge left half-done never lands: no text file carries a conflict marker line."""
    marked = []
    for path in ROOT.rglob("*"):
        if path.suffix not in {".py", ".md", ".toml", ".json", ".txt"} or ".venv" in path.parts \
                or "build" in path.parts or "dist" in path.parts or not path.is_file():
            continue
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        if any(line.startswith(("<<<<<<< ", ">>>>>>> ")) for line in lines):
            marked.append(str(path.relative_to(ROOT)))
    assert not marked, marked
