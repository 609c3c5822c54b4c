#!/usr/bin/env python3
"""Make a standalone desktop build of Ringside for people without Python: one folder, made by
PyInstaller, with the card files and sounds inside.

    python tools/build_desktop.py [--dist DIR] [--work DIR]

Needs PyInstaller (`pip install -e '.[build]'`). The program is DIST/ringside/ringside (ringside.exe
on Windows) and takes the same commands as `ringside`; give people the whole DIST/ringside folder.
A build runs on the kind of system it was made on (build on Windows for Windows).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "ringside"
DATA = (("cards", "*.json"), ("sounds", "*.wav"))  # package, files it carries as data
EXCLUDE = ("tkinter", "unittest", "pydoc", "pytest", "hypothesis", "numpy")


def data_args() -> list[str]:
    """--add-data for every data file, placed where its package finds it."""
    args = []
    for package, pattern in DATA:
        folders = sorted({p.parent for p in (ROOT / package).rglob(pattern)})
        if not folders:
            raise SystemExit(f"build: no {pattern} files in {ROOT / package}")
        for folder in folders:
            dest = folder.relative_to(ROOT).as_posix()
            args += ["--add-data", f"{folder / pattern}{os.pathsep}{dest}"]
    return args


def version_file(work: Path) -> Path:
    """Write pyproject's version where the build carries it (a build has no package metadata)."""
    sys.path.insert(0, str(ROOT))
    from game.store.version import BUILT_FILE, version_from_pyproject
    version = version_from_pyproject(ROOT / "pyproject.toml")
    if version is None:
        raise SystemExit(f"build: no Ringside version in {ROOT / 'pyproject.toml'}")
    work.mkdir(parents=True, exist_ok=True)
    path = work / BUILT_FILE
    path.write_text(version + "\n", encoding="utf-8")
    return path


def pyinstaller_args(dist: Path, work: Path) -> list[str]:
    """The PyInstaller command line for a one-folder build."""
    args = [str(ROOT / "main.py"), "--name", NAME, "--onedir", "--console", "--noconfirm",
            "--clean", "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work),
            "--specpath", str(work), "--paths", str(ROOT),
            "--hidden-import", "sprites.face_worker", "--hidden-import", "cards",
            # scenes open each other by name (scenes/routes.py), and the doors of game/ import
            # their modules on first use (game/door.py), so no import names them all
            "--collect-submodules", "scenes", "--collect-submodules", "game"]
    for module in EXCLUDE:
        args += ["--exclude-module", module]
    args += ["--add-data", f"{version_file(work)}{os.pathsep}game/store"]
    return args + data_args()


def program(dist: Path) -> Path:
    """The built program inside the dist folder."""
    return dist / NAME / (NAME + (".exe" if os.name == "nt" else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Make a one-folder desktop build of Ringside.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the build goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder (default: build/pyinstaller/)")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("build: PyInstaller is not installed; run: pip install -e '.[build]'",
              file=sys.stderr)
        return 1
    dist, work = args.dist.expanduser().resolve(), args.work.expanduser().resolve()
    pyinstaller.run(pyinstaller_args(dist, work))
    exe = program(dist)
    if not exe.is_file():
        print(f"build: PyInstaller finished but {exe} is missing", file=sys.stderr)
        return 1
    print(exe)
    return 0


if __name__ == "__main__":
    sys.exit(main())
