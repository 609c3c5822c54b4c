"""The match door: a match and everything the table asks of one.

The engine behind it: commands (what a player asks) are checked and decided by `rules.decide`
into events (what happened, every die roll written in), which `apply` folds into the state;
`legal` says who acts and what they may do, `seat_view.view` hides what a seat may not see.
`Match` (runner) keeps the setup, the state and the log; `ReplayCursor` (cursor) shows a
match at any point of its log.
"""
from game.door import door

__getattr__, __dir__, __all__ = door(__name__, {
    "": ("commands", "events"),
    "game.errors": ("IllegalCommand",),
    "runner": ("Match", "Entry"),
    "autoplay": ("fallback_command", "play_ai_turn", "play_out"),
    "cursor": ("ReplayCursor", "fork", "replayed", "TICK_TURNS"),
    "takeback": ("fold_states",),
    "footing": ("rises",),
    "setup": ("AiRecord", "CONTROLLERS", "CustomPlaybook", "MatchSetup", "SeatSetup", "SetupError",
              "new_state", "random_setup"),
    "state": ("EDITION", "MatchState", "rules_for"),
    "commands": ("TakeBack",),
    "rules": ("DRAMA_DEALT", "REPEATED_TYPE", "beaten", "decide", "last_turn"),
    "legal": ("actor", "after_a_kick_out", "check", "counter_basis", "counter_blocker",
              "counter_why", "counter_words", "counters_barred",
              "counters_move", "dead_hand", "legal_commands", "page_needs", "pin_blocker",
              "UNDERNEATH", "underneath_now"),
    "seat_view": ("view",),
    "dice": ("Dice",),
    "chances": ("CAP", "DQ_LINE", "NO_TURN_YET", "countout_at", "countout_limit",
                "final_chance", "not_yet_in", "pin_terms", "referee_pin_bonus", "referee_rules"),
    "pin_line": ("page_pin_chance", "pin_after_page", "pin_if_passed", "pin_if_landed",
                 "page_submission_chance",
                 "pin_reason", "said_of", "term_name"),
    "dangers": ("COUNTED_OUT", "EARLY_TURNS", "counted_out_by", "countout_warning", "counter_risk",
                "does_nothing", "dq_risk", "draws_short", "ends_the_string", "gain_lost",
                "gains_nothing", "grows_short", "leadoff_held", "makes_room", "pin_bonus_lapses",
                "pin_on", "pin_out_here", "pin_withheld", "read_in", "thrown_out_already",
                "repeats_a_type", "who_is_counted", "ref_not_fooled", "strands_the_hand"),
    "bonuses": ("bonus_sources", "given_at_the_bell", "taken_back", "tapped_note"),
    "tiers": ("rank", "tier"),
    "stats": ("match_stats", "squash"),
    "points": ("points_meaning", "whole_bar_points"),
    "hand_order": ("HandOrder", "placed"),
    "editions": ("refund",),
})
