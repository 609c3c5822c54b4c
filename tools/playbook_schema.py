#!/usr/bin/env python3
"""Write the playbook file's JSON Schema, made from its pydantic model (game.library's
PlaybookFile), to docs/playbook.schema.json; `--check` only says whether that file is current.

    python tools/playbook_schema.py [--check]
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "playbook.schema.json"
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def schema() -> dict:
    """The schema: pydantic's, with the dialect named first."""
    sys.path.insert(0, str(ROOT))
    from game.library import PlaybookFile
    return {"$schema": DIALECT, **PlaybookFile.model_json_schema()}


def text() -> str:
    """The schema as the file holds it."""
    return json.dumps(schema(), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, compare) docs/playbook.schema.json."""
    parser = argparse.ArgumentParser(description="Write the playbook file's JSON Schema.")
    parser.add_argument("--check", action="store_true", help="exit 1 if the file is stale")
    args = parser.parse_args(argv)
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.is_file() else ""
        if current != text():
            print(f"{OUT} is stale: run python tools/playbook_schema.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text(), encoding="utf-8")
    print(OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
