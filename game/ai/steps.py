"""Thinking a unit of work at a time: a level's choice written as a generator that yields
between units and returns the command, run to its end here or a frame at a time by a Chooser."""
from __future__ import annotations


def run(thinking):
    """Run a thinking generator to its end; its command."""
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            return stop.value
