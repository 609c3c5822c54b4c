"""What a packager and a player meet: the package data is declared, not guessed; the playbook
file's published JSON Schema is its model's; the release script names its zip right."""
from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def test_every_card_folder_is_a_declared_package_with_its_data():
    tool = _pyproject()["tool"]["setuptools"]
    include, data = tool["packages"]["find"]["include"], tool["package-data"]
    for folder in sorted({p.parent for p in (ROOT / "cards").rglob("*.json")}):
        package = ".".join(folder.relative_to(ROOT).parts)
        assert package in include or f"{package.rsplit('.', 1)[0]}.*" in include, package
        assert "*.json" in data.get(package, []), package


def test_the_published_playbook_schema_is_the_models():
    from game.library import PlaybookFile
    published = json.loads((ROOT / "docs" / "playbook.schema.json").read_text(encoding="utf-8"))
    assert published.pop("$schema") == "https://json-schema.org/draft/2020-12/schema"
    assert published == PlaybookFile.model_json_schema()
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "playbook_schema.py"), "--check"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_the_schema_describes_a_real_playbook_file():
    """Every key a written playbook holds is one the schema names, and the required ones are
    there (no JSON Schema library is needed for that much)."""
    from game.library import make
    from game.library import load_library
    lib = load_library()
    star = sorted(lib.superstars)[0]
    schema = json.loads((ROOT / "docs" / "playbook.schema.json").read_text(encoding="utf-8"))
    from game.library import starter_pages
    doc = make("Mine", star, starter_pages(lib, sorted(lib.playbooks)[0])).model_dump(mode="json")
    assert set(doc) <= set(schema["properties"]) and set(schema["required"]) <= set(doc)
