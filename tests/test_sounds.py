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
            longest = 6.0 if cue == sounds.AMBIENCE else 2.0  # the hum is a loop
            assert 0.05 <= w.getnframes() / w.getframerate() <= longest, cue


def samples(cue: str) -> list[int]:
    """A cue's 16-bit samples."""
    import array
    with wave.open(str(SOUNDS / f"{cue}.wav")) as w:
        data = array.array("h", w.readframes(w.getnframes()))
    return list(data)


def test_the_crowd_hum_loops_without_a_click():
    hum = samples(sounds.AMBIENCE)
    assert len(hum) >= 3 * 22050  # seconds of crowd, not a blip
    jump = abs(hum[0] - hum[-1])
    steps = sorted(abs(a - b) for a, b in zip(hum, hum[1:]))
    assert jump <= steps[int(0.999 * len(steps))]  # the seam is no bigger than any step inside
    assert max(abs(x) for x in hum[:200]) > 100  # it does not fade in from silence each time


def test_every_superstar_has_an_entrance_sting_of_their_own():
    from game.library import load_library
    lib = load_library()
    cues = {sounds.sting_cue(star.style, star.persona) for star in lib.superstars.values()}
    assert len(cues) == len(lib.superstars)  # nobody shares a sting
    assert cues <= set(sounds.CUES)
    face = samples(sounds.sting_cue("brawler", "protagonist"))
    heel = samples(sounds.sting_cue("brawler", "antagonist"))
    assert face != heel  # a face's sting is in major, a heel's in minor
    assert sounds.sting_cue("luchador", "antagonist") == "sting_heel"  # an unknown style


def test_the_sting_styles_are_the_scripts():
    sys.path.insert(0, str(SOUNDS))
    try:
        import make_sounds
    finally:
        sys.path.remove(str(SOUNDS))
    assert set(make_sounds.STINGS) == set(sounds.STING_STYLES)
    assert set(make_sounds.BUILDERS) == set(sounds.CUES)


@pytest.mark.slow
def test_script_rebuilds_the_committed_files(tmp_path):
    subprocess.run([sys.executable, str(SOUNDS / "make_sounds.py"), str(tmp_path)], check=True,
                   capture_output=True, timeout=120)
    for cue in sounds.CUES:
        assert (tmp_path / f"{cue}.wav").read_bytes() == (SOUNDS / f"{cue}.wav").read_bytes(), cue
