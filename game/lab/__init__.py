"""The lab door: headless matches and the measures made of them, for the command line and
tools only (never for screens): simulate, bench, balance, tournament."""
from game.door import door

__getattr__, __dir__, __all__ = door(__name__, {
    "simulate": ("play_out", "run_simulate", "summary", "with_playbooks", "MAX_COMMANDS"),
    "bench": ("run_bench",),
    "balance": ("run_balance",),
    "tournament": ("run_tournament", "parse_pair"),
})
