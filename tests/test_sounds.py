"""The sound effects are made by a script in the repo, and the committed files are its output."""
from __future__ import annotations

import pytest

import subprocess
import sys
import wave
from pathlib import Path

import sounds

SOUNDS = Path(sounds.__file__).resolve().parent


def test_every_cue_is_a_short_mono_wav():
    for cue in sounds.CUES:
        with wave.open(str(SOUNDS / f"{cue}.wav")) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            assert 0.05 <= w.getnframes() / w.getframerate() <= 2.0, cue


@pytest.mark.slow
def test_script_rebuilds_the_committed_files(tmp_path):
    subprocess.run([sys.executable, str(SOUNDS / "make_sounds.py"), str(tmp_path)], check=True,
                   capture_output=True, timeout=120)
    for cue in sounds.CUES:
        assert (tmp_path / f"{cue}.wav").read_bytes() == (SOUNDS / f"{cue}.wav").read_bytes(), cue
