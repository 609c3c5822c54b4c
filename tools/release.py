#!/usr/bin/env python3
"""Make the release a player downloads, ringside-VERSION-OS-ARCH.zip, from the desktop build, and
check it: unzip it into a fresh folder and run `--version`, `cards --json` and
`demo --frames 60 --json` from there.

    python tools/release.py [--dist DIR] [--out DIR] [--build]

--dist is the build's folder (default dist/; it must hold ringside/, made by
tools/build_desktop.py, or pass --build to make it first). The zip goes to --out (default dist/)
and its path is printed last. Exit 1, with the reason on stderr, if the release fails its check.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import build_desktop  # noqa: E402

OS_NAMES = {"darwin": "macos", "windows": "windows", "linux": "linux"}
ARCH_NAMES = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}


def version() -> str:
    """pyproject's version, as the build carries it."""
    from game.store.version import version_from_pyproject
    found = version_from_pyproject(ROOT / "pyproject.toml")
    if found is None:
        raise SystemExit("release: pyproject.toml names no Ringside version")
    return found


def zip_name(ver: str, system: str | None = None, machine: str | None = None) -> str:
    """ringside-0.1.0-linux-x86_64.zip and the like."""
    system = (system or platform.system()).lower()
    machine = (machine or platform.machine()).lower()
    return (f"ringside-{ver}-{OS_NAMES.get(system, system)}-"
            f"{ARCH_NAMES.get(machine, machine)}.zip")


def make_zip(folder: Path, target: Path) -> Path:
    """Zip the build folder as ringside/... keeping the programs' execute bits."""
    target.parent.mkdir(parents=True, exist_ok=True)
    temp = target.with_suffix(".zip.part")
    with zipfile.ZipFile(temp, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as z:
        for path in sorted(folder.rglob("*")):
            if path.is_dir() or path.is_symlink() and not path.exists():
                continue
            info = zipfile.ZipInfo.from_file(path, Path(folder.name) / path.relative_to(folder))
            info.compress_type = zipfile.ZIP_DEFLATED
            with open(path, "rb") as f:
                z.writestr(info, f.read())
    os.replace(temp, target)
    return target


def unzip(archive: Path, into: Path) -> None:
    """Unzip, restoring the execute bits zipfile's extract drops."""
    with zipfile.ZipFile(archive) as z:
        for info in z.infolist():
            path = Path(z.extract(info, into))
            mode = info.external_attr >> 16
            if mode and not info.is_dir():
                path.chmod(mode & 0o777)


def plain_env(home: Path) -> dict:
    """No Python settings, no way back to the repository, no display or sound card needed."""
    keep = {k: v for k, v in os.environ.items()
            if k in ("PATH", "LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT", "TEMP", "TMP")}
    return dict(keep, HOME=str(home), USERPROFILE=str(home),
                RINGSIDE_SAVE_DIR=str(home / "saves"), RINGSIDE_CONFIG_DIR=str(home / "config"),
                RINGSIDE_PLAYBOOK_DIR=str(home / "playbooks"),
                RINGSIDE_LOG_DIR=str(home / "logs"), SDL_VIDEODRIVER="dummy",
                SDL_AUDIODRIVER="dummy")


def check(archive: Path, ver: str) -> dict:
    """Unzip into a fresh folder and run the three checks there; what they said."""
    with tempfile.TemporaryDirectory(prefix="ringside-release-") as tmp:
        tmp = Path(tmp)
        unzip(archive, tmp / "unzipped")
        cli = build_desktop.program(tmp / "unzipped", build_desktop.CLI)
        game = build_desktop.program(tmp / "unzipped")
        for exe in (game, cli):
            if not exe.is_file():
                raise SystemExit(f"release: {exe.name} is missing from {archive.name}")
        env, cwd = plain_env(tmp / "home"), tmp / "elsewhere"
        cwd.mkdir()

        def run(exe: Path, *args: str) -> str:
            out = subprocess.run([str(exe), *args], cwd=cwd, env=env, capture_output=True,
                                 text=True, timeout=600)
            if out.returncode != 0:
                raise SystemExit(f"release: {exe.name} {' '.join(args)} failed "
                                 f"({out.returncode}): {out.stderr.strip()[-500:]}")
            return out.stdout
        said = {}
        for exe in (cli, game) if os.name != "nt" else (cli,):  # a windowed .exe has no stdout
            said[exe.name] = run(exe, "--version").strip()
            if said[exe.name] != f"Ringside {ver}":
                raise SystemExit(f"release: {exe.name} --version says {said[exe.name]!r}, "
                                 f"not 'Ringside {ver}'")
        said["version"] = said[cli.name]
        said["cards"] = json.loads(run(cli, "cards", "--json"))
        said["demo"] = json.loads(run(cli, "demo", "--frames", "60", "--json"))
        if said["demo"].get("frames") != 60:
            raise SystemExit("release: the demo did not play 60 frames")
        return said


def main(argv: list[str] | None = None) -> int:
    """Zip the build as the release and check it from a fresh folder."""
    parser = argparse.ArgumentParser(description="Make and check ringside-VERSION-OS-ARCH.zip.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="the build's folder, holding ringside/ (default: dist/)")
    parser.add_argument("--out", type=Path, default=None, help="where the zip goes (default: "
                        "the --dist folder)")
    parser.add_argument("--build", action="store_true",
                        help="build first (tools/build_desktop.py --dist DIST)")
    args = parser.parse_args(argv)
    dist = args.dist.expanduser().resolve()
    if args.build and build_desktop.main(["--dist", str(dist)]) != 0:
        return 1
    folder = dist / build_desktop.NAME
    if not build_desktop.program(dist).is_file():
        print(f"release: no build in {folder}: run tools/build_desktop.py first (or --build)",
              file=sys.stderr)
        return 1
    ver = version()
    archive = make_zip(folder, (args.out or dist).expanduser().resolve() / zip_name(ver))
    try:
        said = check(archive, ver)
    except SystemExit as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"checked from a fresh folder: {said['version']}, {said['cards']['pages']} pages, "
          f"{said['demo']['frames']} demo frames", file=sys.stderr)
    print(archive)
    return 0


if __name__ == "__main__":
    sys.exit(main())
