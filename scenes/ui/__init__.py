"""Pieces every screen uses: the Scene base, the scene stack, widgets, settings, effect caches, the card zoom."""
