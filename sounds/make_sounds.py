#!/usr/bin/env python3
"""Synthesise Ringside's sound-effect WAVs (16-bit mono 22050 Hz) using only the standard library.

Run as `python sounds/make_sounds.py [OUT_DIR]`; files go beside this script by default.
Output is deterministic: every random choice comes from a per-cue fixed-seed generator.
"""

import math
import os
import random
import struct
import sys
import wave
import zlib

RATE = 22050
SEED = 1985
TARGET_RMS = 0.2        # loudness target: RMS of the loudest 50 ms window
PEAK_CEILING = 0.89     # about -1 dBFS
LOUDNESS_WINDOW = 0.05  # seconds
TWO_PI = 2.0 * math.pi
OUT_DIR = os.path.dirname(os.path.abspath(__file__))


# --------------------------------------------------------------------------- building blocks

def n_samples(dur):
    """Number of samples in dur seconds."""
    return int(round(dur * RATE))


def rng_for(name):
    """Fixed-seed random generator for one cue, independent of generation order."""
    return random.Random(SEED * 1_000_003 + zlib.crc32(name.encode("ascii")))


def tone(freq, dur, end_freq=None, saw=False, vibrato=(0.0, 0.0)):
    """Sine (or sawtooth) oscillator gliding exponentially from freq to end_freq, with optional vibrato."""
    n = n_samples(dur)
    ratio = (end_freq or freq) / freq
    vib_rate, vib_depth = vibrato
    out = [0.0] * n
    phase = 0.0
    step = 1.0 / max(n - 1, 1)
    sin = math.sin
    for i in range(n):
        f = freq * ratio ** (i * step)
        if vib_depth:
            f *= 1.0 + vib_depth * sin(TWO_PI * vib_rate * i / RATE)
        phase = (phase + f / RATE) % 1.0
        out[i] = 2.0 * phase - 1.0 if saw else sin(TWO_PI * phase)
    return out


def noise(dur, rng):
    """White noise in [-1, 1]."""
    r = rng.random
    return [2.0 * r() - 1.0 for _ in range(n_samples(dur))]


def wobble(dur, rng, rate, low=0.5, high=1.0):
    """Slow random amplitude curve: random levels at `rate` Hz, linearly interpolated."""
    n = n_samples(dur)
    hop = max(int(RATE / rate), 1)
    points = [rng.uniform(low, high) for _ in range(n // hop + 2)]
    return [points[i // hop] + (points[i // hop + 1] - points[i // hop]) * (i % hop) / hop for i in range(n)]


def envelope(sig, attack, decay):
    """Percussive envelope: linear attack then exponential decay (time constant `decay` s)."""
    a = max(attack * RATE, 1.0)
    k = math.exp(-1.0 / (decay * RATE))
    out = [0.0] * len(sig)
    level = 1.0
    for i, x in enumerate(sig):
        if i < a:
            out[i] = x * i / a
        else:
            out[i] = x * level
            level *= k
    return out


def contour(sig, points):
    """Piecewise-linear gain through (time, level) points; holds the last level."""
    out = [0.0] * len(sig)
    pts = [(n_samples(t), g) for t, g in points]
    seg = 0
    for i, x in enumerate(sig):
        while seg < len(pts) - 1 and i >= pts[seg + 1][0]:
            seg += 1
        (i0, g0), (i1, g1) = pts[seg], pts[min(seg + 1, len(pts) - 1)]
        g = g1 if i >= i1 or i1 == i0 else g0 + (g1 - g0) * (i - i0) / (i1 - i0)
        out[i] = x * g
    return out


def multiply(sig, curve):
    """Sample-by-sample product of a signal and a gain curve."""
    return [x * g for x, g in zip(sig, curve)]


def svf(sig, freq, q=0.707, mode="low"):
    """State-variable filter (TPT form); freq is a number or a per-sample list; mode low/band/high."""
    k = 1.0 / q
    sweep = not isinstance(freq, (int, float))
    out = [0.0] * len(sig)
    ic1 = ic2 = 0.0
    tan, pi_over_rate = math.tan, math.pi / RATE
    limit = 0.45 * RATE
    g = tan(min(freq, limit) * pi_over_rate) if not sweep else 0.0
    for i, v0 in enumerate(sig):
        if sweep:
            g = tan(min(freq[i], limit) * pi_over_rate)
        a1 = 1.0 / (1.0 + g * (g + k))
        v3 = v0 - ic2
        v1 = a1 * ic1 + g * a1 * v3
        v2 = ic2 + g * v1
        ic1 = 2.0 * v1 - ic1
        ic2 = 2.0 * v2 - ic2
        if mode == "low":
            out[i] = v2
        elif mode == "band":
            out[i] = k * v1           # unity gain at the centre frequency
        else:
            out[i] = v0 - k * v1 - v2
    return out


def lowpass(sig, freq, q=0.707):
    """12 dB/octave low-pass."""
    return svf(sig, freq, q, "low")


def highpass(sig, freq, q=0.707):
    """12 dB/octave high-pass."""
    return svf(sig, freq, q, "high")


def bandpass(sig, freq, q=1.0):
    """Band-pass with unity gain at its centre; freq may be a per-sample sweep."""
    return svf(sig, freq, q, "band")


def glide(f0, f1, dur):
    """Per-sample exponential frequency sweep for filters."""
    n = n_samples(dur)
    return [f0 * (f1 / f0) ** (i / max(n - 1, 1)) for i in range(n)]


def saturate(sig, drive):
    """Soft tanh saturation that keeps small signals at unity gain."""
    return [math.tanh(drive * x) / drive for x in sig]


def mix(dur, *parts):
    """Sum (signal, start_seconds, gain) parts into a buffer dur seconds long."""
    out = [0.0] * n_samples(dur)
    for sig, start, gain in parts:
        offset = n_samples(start)
        for i, x in enumerate(sig[: max(len(out) - offset, 0)]):
            out[offset + i] += gain * x
    return out


def room(sig, wet=0.25, decay=0.5):
    """Small arena ambience: parallel feedback combs mixed under the dry signal."""
    delays = (0.0297, 0.0371, 0.0411, 0.0437)
    wet_sum = [0.0] * len(sig)
    for d in delays:
        m = n_samples(d)
        fb = 0.001 ** (d / decay)
        buf = list(sig)
        for i in range(m, len(buf)):
            buf[i] += fb * buf[i - m]
        for i in range(len(buf)):
            wet_sum[i] += buf[i]
    wet_sum = lowpass(wet_sum, 3000)
    return [x + wet * w / len(delays) for x, w in zip(sig, wet_sum)]


def fade(sig, fade_in=0.002, fade_out=0.02):
    """Short raised-cosine fades at both ends to avoid clicks."""
    out = list(sig)
    n_in, n_out = n_samples(fade_in), n_samples(fade_out)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


def loudness(sig):
    """RMS of the loudest window (a simple short-term loudness proxy)."""
    w = max(n_samples(LOUDNESS_WINDOW), 1)
    squares = [x * x for x in sig]
    best = acc = sum(squares[:w])
    for i in range(w, len(squares)):
        acc += squares[i] - squares[i - w]
        best = max(best, acc)
    return math.sqrt(max(best, 0.0) / min(w, len(sig)))


def normalise(sig):
    """Scale to the common loudness target without exceeding the peak ceiling."""
    peak = max(abs(x) for x in sig) or 1.0
    level = loudness(sig) or 1.0
    gain = min(TARGET_RMS / level, PEAK_CEILING / peak)
    return [x * gain for x in sig]


def write_wav(path, sig):
    """Write 16-bit mono PCM at RATE."""
    frames = struct.pack("<%dh" % len(sig), *(max(-32767, min(32767, int(round(x * 32767)))) for x in sig))
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


# --------------------------------------------------------------------------- shared sound parts

def thump(f0, f1, decay, dur):
    """Low sine body thump with a falling pitch."""
    return envelope(tone(f0, dur, f1), 0.001, decay)


def burst(rng, dur, decay, lo=None, hi=None, attack=0.0005):
    """Decaying noise burst, optionally high-passed at lo and low-passed at hi."""
    sig = noise(dur, rng)
    if lo:
        sig = highpass(sig, lo)
    if hi:
        sig = lowpass(sig, hi)
    return envelope(sig, attack, decay)


def grains(rng, dur, count, start, end, freq_range, decay):
    """Scatter of tiny band-passed noise clicks (crunches, rattles)."""
    parts = []
    for _ in range(count):
        g = bandpass(noise(decay * 6, rng), rng.uniform(*freq_range), 1.5)
        parts.append((envelope(g, 0.0003, decay), rng.uniform(start, end), rng.uniform(0.4, 1.0)))
    return mix(dur, *parts)


def swish(rng, dur, f0, f1, q=0.9, peak_at=0.6):
    """Noise through a sweeping band-pass with a rise-fall envelope (paper, air)."""
    sig = bandpass(noise(dur, rng), glide(f0, f1, dur), q)
    return contour(sig, [(0.0, 0.0), (dur * peak_at, 1.0), (dur, 0.0)])


def voices(rng, dur, count, f_lo, f_hi, fall, formants, onset=0.08):
    """Crowd of sawtooth 'voices' with vibrato and pitch fall, shaped by vowel formants."""
    parts = []
    for _ in range(count):
        f = rng.uniform(f_lo, f_hi)
        v = tone(f, dur, f * fall * rng.uniform(0.93, 1.07), saw=True,
                 vibrato=(rng.uniform(4.0, 6.5), rng.uniform(0.008, 0.02)))
        parts.append((v, rng.uniform(0.0, onset), rng.uniform(0.5, 1.0)))
    chorus = mix(dur, *parts)
    return mix(dur, *((bandpass(chorus, f, 4.0), 0.0, g) for f, g in formants))


def crowd_bed(rng, dur, bands, rate):
    """Band-passed noise 'crowd wash' with lively random level changes."""
    raw = noise(dur, rng)
    wash = mix(dur, *((bandpass(raw, f, q), 0.0, g) for f, q, g in bands))
    return multiply(wash, wobble(dur, rng, rate, 0.55, 1.0))


def strike(rng, base, dur):
    """One ring-bell strike: inharmonic partials with long decays plus a metallic tick."""
    partials = ((1.0, 1.0, 0.9), (1.0045, 0.7, 0.8), (2.76, 0.45, 0.4),
                (5.40, 0.3, 0.22), (8.93, 0.18, 0.1), (13.34, 0.08, 0.05))
    parts = [(envelope(tone(base * r, dur), 0.001, decay), 0.0, amp) for r, amp, decay in partials]
    parts.append((burst(rng, 0.04, 0.005, lo=2500), 0.0, 0.5))
    return mix(dur, *parts)


def whistle(rng, dur):
    """Referee pea whistle: high tone with a fast trill and a breathy edge."""
    trill = tone(2850, dur, vibrato=(32.0, 0.035))
    flutter = [0.75 + 0.25 * math.sin(TWO_PI * 32.0 * i / RATE) for i in range(len(trill))]
    sig = mix(dur, (multiply(trill, flutter), 0.0, 1.0), (bandpass(noise(dur, rng), 2850, 6.0), 0.0, 0.2))
    return contour(sig, [(0.0, 0.0), (0.015, 1.0), (dur - 0.03, 1.0), (dur, 0.0)])


OOH = ((350, 1.0), (800, 0.5), (2500, 0.08))   # "oo" vowel formants (Hz, gain)
AH = ((750, 1.0), (1200, 0.6), (2600, 0.15))   # "ah" vowel formants


# --------------------------------------------------------------------------- the cues

def make_bell(rng):
    """Three quick strikes of the ring bell (match end)."""
    total = 1.5
    starts = (0.0, 0.2, 0.4)
    return mix(total, *((strike(rng, 640.0, total - s), s, g) for s, g in zip(starts, (1.0, 0.9, 1.0))))


def make_bell_single(rng):
    """One ring-bell strike (match start)."""
    return strike(rng, 640.0, 1.2)


def make_hit_light(rng):
    """Light body blow: bright noise slap over a small thump."""
    dur = 0.22
    return mix(dur, (burst(rng, dur, 0.025, lo=300, hi=2500), 0.0, 0.8),
               (thump(150, 80, 0.05, dur), 0.0, 0.9))


def make_hit_heavy(rng):
    """Heavy body blow: darker, longer burst and a deep saturated thump."""
    dur = 0.4
    sig = mix(dur, (burst(rng, dur, 0.05, lo=120, hi=1400), 0.0, 0.9),
              (thump(120, 48, 0.11, dur), 0.0, 1.2))
    return room(saturate(sig, 2.0), wet=0.15, decay=0.3)


def make_slam(rng):
    """Body slam on the mat: deep boom, canvas slap, then ring ropes rattling."""
    dur = 0.8
    boom = thump(85, 38, 0.2, dur)
    canvas = burst(rng, dur, 0.06, lo=80, hi=700)
    ropes = mix(dur, *((envelope(tone(f, dur, f * 0.985, vibrato=(7.0, 0.01)), 0.005, 0.25), 0.02, 0.18)
                       for f in (98.0, 131.0, 174.0)))
    rattle = grains(rng, dur, 22, 0.03, 0.5, (1800, 4200), 0.006)
    sig = mix(dur, (boom, 0.0, 1.2), (canvas, 0.0, 0.9), (ropes, 0.0, 1.0),
              (contour(rattle, [(0.0, 1.0), (0.55, 0.2)]), 0.0, 0.5))
    return room(saturate(sig, 1.8), wet=0.2, decay=0.5)


def make_pyro(rng):
    """Pyro going off: a sharp bang, a whoosh of flame, then sparks crackling."""
    dur = 1.1
    bang = mix(dur, (burst(rng, dur, 0.04, lo=200), 0.0, 1.0), (thump(110, 40, 0.15, dur), 0.0, 1.1))
    whoosh = swish(rng, 0.6, 400, 2400, peak_at=0.2)
    crackle = grains(rng, dur, 40, 0.08, 1.0, (2200, 6000), 0.004)
    sig = mix(dur, (bang, 0.0, 1.0), (whoosh, 0.02, 0.5),
              (contour(crackle, [(0.0, 1.0), (1.0, 0.3)]), 0.0, 0.6))
    return room(saturate(sig, 1.6), wet=0.25, decay=0.6)


def make_finisher(rng):
    """Finishing move: huge impact, then a crowd roar swelling up."""
    dur = 1.5
    impact = room(saturate(mix(dur, (thump(95, 35, 0.22, dur), 0.0, 1.3),
                                (burst(rng, dur, 0.07, lo=90, hi=1200), 0.0, 1.0)), 2.5), wet=0.3, decay=0.7)
    roar = mix(dur, (crowd_bed(rng, dur, ((700, 0.7, 1.0), (1800, 1.0, 0.5)), 9.0), 0.0, 1.0),
               (voices(rng, dur, 6, 220, 340, 1.25, AH), 0.0, 0.9))
    roar = contour(roar, [(0.0, 0.0), (0.15, 0.1), (1.2, 0.7), (1.5, 0.6)])
    return mix(dur, (impact, 0.0, 1.0), (roar, 0.0, 0.7))


def make_counter(rng):
    """Reversal: a rising whoosh ending in a sharp snap."""
    dur = 0.35
    whoosh = swish(rng, 0.22, 350, 2600, q=1.4, peak_at=0.75)
    snap = mix(0.15, (burst(rng, 0.15, 0.006, lo=2000), 0.0, 1.0),
               (envelope(tone(1800, 0.15), 0.0005, 0.015), 0.0, 0.35),
               (thump(220, 120, 0.03, 0.15), 0.0, 0.5))
    return mix(dur, (whoosh, 0.0, 0.7), (saturate(snap, 3.0), 0.2, 1.0))


def make_injury(rng):
    """Injury: a bony crunch, then the crowd's falling 'ooh'."""
    dur = 1.0
    crunch = mix(0.2, (grains(rng, 0.2, 14, 0.0, 0.08, (1200, 3600), 0.004), 0.0, 1.0),
                 (thump(130, 70, 0.04, 0.2), 0.0, 0.6))
    ooh = mix(0.9, (voices(rng, 0.9, 7, 210, 290, 0.62, OOH, onset=0.06), 0.0, 1.0),
              (bandpass(noise(0.9, rng), 420, 1.2), 0.0, 0.15))
    ooh = contour(ooh, [(0.0, 0.0), (0.12, 1.0), (0.5, 0.8), (0.9, 0.0)])
    return mix(dur, (crunch, 0.0, 1.0), (ooh, 0.09, 0.9))


def make_tap_out(rng):
    """A card turning over: short paper swish with a soft landing."""
    dur = 0.2
    return mix(dur, (swish(rng, 0.16, 2500, 5500, q=0.9, peak_at=0.55), 0.0, 1.0),
               (burst(rng, 0.05, 0.008, lo=400, hi=2000), 0.15, 0.4))


def make_pin_count(rng):
    """Referee's hand slapping the mat once."""
    dur = 0.22
    slap = bandpass(burst(rng, dur, 0.012, attack=0.0003), 1100, 0.8)
    sig = mix(dur, (slap, 0.0, 1.0), (burst(rng, dur, 0.003, lo=3000), 0.0, 0.3),
              (thump(160, 90, 0.04, dur), 0.0, 0.7))
    return room(sig, wet=0.2, decay=0.25)


def make_crowd_cheer(rng):
    """Crowd support: bright band-passed noise swelling up with shouting voices."""
    dur = 1.5
    bed = crowd_bed(rng, dur, ((900, 0.6, 1.0), (2200, 1.0, 0.45)), 10.0)
    shouts = voices(rng, dur, 5, 240, 360, 1.15, AH, onset=0.3)
    woos = mix(dur, *((envelope(tone(f, 0.6, f * 1.4, vibrato=(5.5, 0.02)), 0.12, 0.3), s, 0.06)
                      for f, s in ((760, 0.35), (900, 0.6))))
    sig = mix(dur, (bed, 0.0, 1.0), (shouts, 0.0, 0.6), (woos, 0.0, 1.0))
    return contour(sig, [(0.0, 0.0), (0.6, 1.0), (1.2, 0.9), (1.5, 0.5)])


def make_crowd_boo(rng):
    """Crowd heat: low, dark noise and a chorus of falling 'boo's."""
    dur = 1.5
    bed = crowd_bed(rng, dur, ((260, 0.8, 1.0), (520, 1.0, 0.5)), 6.0)
    boos = voices(rng, dur, 7, 110, 165, 0.85, OOH, onset=0.2)
    sig = lowpass(mix(dur, (bed, 0.0, 0.8), (boos, 0.0, 1.0)), 1400)
    return contour(sig, [(0.0, 0.0), (0.45, 1.0), (1.2, 0.9), (1.5, 0.5)])


def make_crowd_pop(rng):
    """The big pop (a finisher, a near fall): a sudden roar of voices and a wash of cheering."""
    dur = 1.8
    bed = crowd_bed(rng, dur, ((700, 0.6, 1.0), (1800, 0.9, 0.6), (3200, 1.1, 0.3)), 14.0)
    roar = voices(rng, dur, 9, 200, 420, 1.1, AH, onset=0.05)
    sig = mix(dur, (bed, 0.0, 1.0), (roar, 0.0, 0.8))
    return contour(sig, [(0.0, 0.0), (0.12, 1.0), (0.9, 0.85), (1.8, 0.3)])


def make_crowd_murmur(rng):
    """A dull stretch: the crowd murmuring, low and even."""
    dur = 1.6
    bed = crowd_bed(rng, dur, ((400, 0.7, 1.0), (900, 0.9, 0.4)), 3.0)
    return contour(lowpass(bed, 1200), [(0.0, 0.0), (0.4, 0.6), (1.2, 0.6), (1.6, 0.2)])


def sting(rng, notes, saw):
    """A short entrance fanfare: notes (frequency, start, length) over a drum hit."""
    dur = max(start + length for _, start, length in notes) + 0.3
    parts = [(envelope(tone(f, length, saw=saw, vibrato=(5.0, 0.01)), 0.01, length * 0.6),
              start, 0.5) for f, start, length in notes]
    parts.append((thump(110, 50, 0.12, 0.4), 0.0, 0.9))
    return room(mix(dur, *parts), wet=0.3)


def make_sting_face(rng):
    """A Protagonist's entrance: a bright rising major arpeggio."""
    return sting(rng, ((392, 0.0, 0.18), (494, 0.16, 0.18), (587, 0.32, 0.18),
                       (784, 0.48, 0.5)), saw=False)


def make_sting_heel(rng):
    """An Antagonist's entrance: a low, menacing minor figure."""
    return sting(rng, ((147, 0.0, 0.3), (175, 0.26, 0.3), (139, 0.52, 0.6)), saw=True)


def make_crowd_ambience(rng):
    """The arena between the big moments: the crowd's hum, a seamless loop (the game sets its
    level from the heat and plays it on its own channel)."""
    dur = AMBIENCE_SECONDS + LOOP_OVERLAP
    bed = crowd_bed(rng, dur, ((320, 0.7, 1.0), (760, 0.8, 0.55), (1800, 1.0, 0.2)), 2.5)
    shouts = mix(dur, *((envelope(tone(f, 0.5, f * rng.uniform(0.9, 1.15), saw=True,
                                       vibrato=(5.0, 0.015)), 0.08, 0.2), start, 0.05)
                        for f, start in ((220, 0.7), (300, 1.9), (260, 2.8), (340, 3.4))))
    return lowpass(mix(dur, (bed, 0.0, 1.0), (bandpass(shouts, 900, 1.5), 0.0, 1.0)), 2600)


# Each style's entrance sting: (root Hz, the motif in semitones, seconds a note, sawtooth,
# drive). A Protagonist's is played in major, an Antagonist's in minor (make_sting).
STINGS = {
    "powerhouse": (98.0, (0, 0, 4, 7, 12), 0.16, True, 2.5),
    "high-flyer": (392.0, (0, 2, 4, 7, 9, 12), 0.085, False, 1.0),
    "technician": (262.0, (0, 4, 2, 5, 4, 7), 0.1, False, 1.0),
    "brawler": (147.0, (0, 3, 5, 6, 7), 0.14, True, 1.8),
    "showman": (330.0, (0, 4, 7, 12, 7, 16), 0.11, True, 1.2),
    "submission specialist": (196.0, (0, 1, 0, 5, 3), 0.2, False, 1.0),
    "giant": (65.0, (0, 4, 7, 0, 12), 0.24, True, 2.0),
    "hardcore": (123.0, (0, 0, 3, 0, 6, 5), 0.095, True, 3.0),
}
MAJOR = {1: 2, 3: 4, 6: 7, 8: 9, 10: 11, 13: 14, 15: 16}  # a face's bright intervals
MINOR = {2: 1, 4: 3, 9: 8, 11: 10, 14: 13, 16: 15}  # a heel's dark ones


def make_sting(style, face):
    """A builder of one style's entrance sting, major for a face, minor for a heel."""
    root, motif, step, saw, drive = STINGS[style]
    turn = MAJOR if face else MINOR

    def build(rng):
        notes = [(root * 2 ** (turn.get(n, n) / 12.0), i * step,
                  min(0.6, step * 3.5) if i == len(motif) - 1 else step * 1.1) for i, n in enumerate(motif)]
        dur = max(start + length for _, start, length in notes) + 0.3
        parts = [(envelope(tone(f, length, saw=saw, vibrato=(5.5, 0.012)), 0.006,
                           length * 0.55), start, 0.45) for f, start, length in notes]
        parts += [(thump(110 if root > 120 else 80, 45, 0.1, 0.35), start, 0.8)
                  for _, start, _ in notes[::2]]
        sig = mix(dur, *parts)
        if drive > 1.0:
            sig = saturate(sig, drive)
        return room(sig, wet=0.28)
    build.__doc__ = f"The {style}'s entrance sting ({'face' if face else 'heel'})."
    return build


def sting_name(style, face):
    """The file name of a style's sting (sounds.sting_cue says the same)."""
    slug = "".join(c if c.isalnum() else "_" for c in style.lower())
    return f"sting_{slug}_{'face' if face else 'heel'}"


def make_dq(rng):
    """Disqualification: two referee whistle blasts, then the crowd boos."""
    dur = 1.5
    boo = make_crowd_boo(rng)
    return mix(dur, (whistle(rng, 0.2), 0.0, 0.7), (whistle(rng, 0.45), 0.28, 0.7), (boo, 0.4, 1.1))


def make_ringside(rng):
    """Wrestler crashing into the metal barricade: clangy partials, thud and rattle."""
    dur = 0.9
    freqs = (317, 529, 811, 1127, 1493, 1987, 2531, 3310, 4270)
    clang = mix(dur, *((envelope(tone(f * rng.uniform(0.98, 1.02), dur), 0.001, rng.uniform(0.08, 0.35)),
                        0.0, rng.uniform(0.3, 1.0)) for f in freqs))
    second = mix(dur, *((envelope(tone(f * 1.07, dur - 0.09), 0.001, 0.12), 0.0, 0.4) for f in freqs[::2]))
    rattle = grains(rng, dur, 18, 0.08, 0.45, (2800, 5200), 0.005)
    sig = mix(dur, (clang, 0.0, 0.45), (second, 0.09, 0.4), (rattle, 0.0, 0.5),
              (burst(rng, dur, 0.06, lo=1500), 0.0, 0.8), (thump(100, 55, 0.09, dur), 0.0, 0.9))
    return room(saturate(sig, 1.5), wet=0.15, decay=0.35)


def make_card_play(rng):
    """Soft card flick onto the table."""
    dur = 0.15
    return mix(dur, (bandpass(burst(rng, dur, 0.02, attack=0.002), 1800, 0.7), 0.0, 1.0),
               (burst(rng, dur, 0.01, hi=600), 0.01, 0.5),
               (envelope(tone(230, dur), 0.001, 0.015), 0.01, 0.3))


def make_card_draw(rng):
    """Lighter, quicker flick of a card off the deck."""
    dur = 0.12
    return mix(dur, (swish(rng, 0.06, 3000, 6000, q=0.8, peak_at=0.7), 0.0, 0.8),
               (burst(rng, 0.05, 0.004, lo=4000), 0.045, 0.6))


def make_click(rng):
    """Crisp UI click."""
    dur = 0.1
    return mix(dur, (envelope(tone(2000, 0.03), 0.0003, 0.004), 0.0, 0.8),
               (envelope(tone(900, 0.04), 0.0003, 0.008), 0.0, 0.5),
               (burst(rng, 0.01, 0.0015, lo=3000), 0.0, 0.3))


BUILDERS = {
    "bell": make_bell,
    "bell_single": make_bell_single,
    "hit_light": make_hit_light,
    "hit_heavy": make_hit_heavy,
    "slam": make_slam,
    "pyro": make_pyro,
    "finisher": make_finisher,
    "counter": make_counter,
    "injury": make_injury,
    "tap_out": make_tap_out,
    "pin_count": make_pin_count,
    "crowd_cheer": make_crowd_cheer,
    "crowd_boo": make_crowd_boo,
    "crowd_pop": make_crowd_pop,
    "crowd_murmur": make_crowd_murmur,
    "sting_face": make_sting_face,
    "sting_heel": make_sting_heel,
    "dq": make_dq,
    "ringside": make_ringside,
    "card_play": make_card_play,
    "card_draw": make_card_draw,
    "click": make_click,
    "crowd_ambience": make_crowd_ambience,
}
BUILDERS.update({sting_name(style, face): make_sting(style, face) for style in STINGS
                 for face in (True, False)})
LOOPS = ("crowd_ambience",)  # played looped: the end runs into the start
AMBIENCE_SECONDS = 4.0
LOOP_OVERLAP = 0.5  # seconds of the loop's end crossfaded into its start


def render(name):
    """Build one cue and finish it: DC-block, fade (a loop: its end crossfaded into its start),
    normalise."""
    sig = highpass(BUILDERS[name](rng_for(name)), 25.0)
    if name in LOOPS:
        return normalise(seamless(sig, n_samples(LOOP_OVERLAP)))
    return normalise(fade(sig))


def seamless(sig, overlap):
    """A loop: the last `overlap` samples faded into the first ones, then cut off."""
    body = sig[:len(sig) - overlap]
    tail = sig[len(sig) - overlap:]
    for i, x in enumerate(tail):
        k = i / overlap
        body[i] = body[i] * k + x * (1.0 - k)
    return body


def main(out_dir=OUT_DIR):
    """Write every cue to out_dir, printing one line per file."""
    os.makedirs(out_dir, exist_ok=True)
    for name in BUILDERS:
        sig = render(name)
        path = os.path.join(out_dir, name + ".wav")
        write_wav(path, sig)
        peak = max(abs(x) for x in sig)
        print("wrote %-40s %5.2f s  peak %5.1f dBFS  %6d bytes"
              % (os.path.relpath(path), len(sig) / RATE, 20 * math.log10(peak), os.path.getsize(path)))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else OUT_DIR)
