#!/usr/bin/env python3
"""Writes the sound effects of Battle For Eden as WAV files (assets/sound/*.wav).

The sounds are synthesised here, for this project (MIT, like the code): short notes, noise
and sweeps with an envelope, no recording. The app plays only the WAV files; this script is
their source, run again after a change:
    python3 assets/make_sounds.py
Every file has the same format (22 050 Hz, mono, 16-bit), so the app opens one audio device
for all of them (src/app/sound/sound_effects.cpp).
"""
import math
import os
import random
import struct
import wave

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sound")
RATE = 22050


def envelope(t, length, attack=0.01, release=0.6):
    """Rises over `attack` seconds, holds, then falls over the last `release` share."""
    rise = min(1.0, t / attack) if attack > 0 else 1.0
    fall_from = length * (1.0 - release)
    fall = 1.0 if t < fall_from else max(0.0, 1.0 - (t - fall_from) / (length - fall_from))
    return rise * fall * fall


def tone(freq, t):
    # A little of the octave and the fifth above: rounder than a bare sine.
    return (math.sin(2 * math.pi * freq * t) + 0.35 * math.sin(4 * math.pi * freq * t)
            + 0.15 * math.sin(6 * math.pi * freq * t)) / 1.5


def notes(seq, gap=0.0):
    """Plays (frequency, seconds, loudness) notes one after the other."""
    out = []
    for freq, length, loud in seq:
        n = int(length * RATE)
        for i in range(n):
            t = i / RATE
            out.append(loud * envelope(t, length, 0.005, 0.7) * tone(freq, t))
        out.extend([0.0] * int(gap * RATE))
    return out


def tile_placed():
    # A wooden tile set down on the table: a short knock, low and dry.
    rng = random.Random(1)
    length = 0.16
    out = []
    for i in range(int(length * RATE)):
        t = i / RATE
        body = math.sin(2 * math.pi * 180 * t) * math.exp(-t * 38)
        click = rng.uniform(-1, 1) * math.exp(-t * 160)
        out.append(0.7 * body + 0.25 * click)
    return out


def territory_taken():
    # A front won: a rising major arpeggio.
    return notes([(392.0, 0.09, 0.5), (493.9, 0.09, 0.5), (587.3, 0.09, 0.55),
                  (784.0, 0.32, 0.6)])


def attack_held():
    # A front held by its defender: two falling notes.
    return notes([(311.1, 0.14, 0.5), (233.1, 0.38, 0.55)])


def dragons():
    # The dragons' turn: a low growl, a falling sweep with rough noise.
    rng = random.Random(7)
    length = 0.9
    out = []
    phase = 0.0
    for i in range(int(length * RATE)):
        t = i / RATE
        freq = 110.0 - 55.0 * (t / length)
        phase += 2 * math.pi * freq / RATE
        growl = math.sin(phase) * (0.6 + 0.4 * math.sin(2 * math.pi * 23 * t))
        noise = rng.uniform(-1, 1) * 0.25
        out.append(0.75 * envelope(t, length, 0.08, 0.5) * (growl + noise))
    return out


def write(name, samples):
    path = os.path.join(OUT, name + ".wav")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(
            struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32000)) for s in samples))


def main():
    os.makedirs(OUT, exist_ok=True)
    write("tile-placed", tile_placed())
    write("territory-taken", territory_taken())
    write("attack-held", attack_held())
    write("dragons", dragons())


if __name__ == "__main__":
    main()
