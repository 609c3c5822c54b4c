"""The save store, as scenes reach it: reading, writing, listing and peeking saves, and the
career history made of them (game/history.py)."""
from __future__ import annotations

from .history import FILTERS as HISTORY_FILTERS  # noqa: F401
from .history import history as career_history  # noqa: F401
from .history import page_names, result_of, your_seat  # noqa: F401
from .save import default_save_dir, save_match  # noqa: F401
