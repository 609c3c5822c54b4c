"""The store door: the save folder and both file formats.

Write, open, list and peek match and season saves (match_file, season_file: canonical JSON
with a checksum, written by `durable`); set a damaged save aside and restore its backup;
verify a save by re-deciding every command (verify); play on from a point (fork); the career
history made of the saves and the online records (history, online_file). Every failure is one `SaveError` line.
"""
from game.door import door

__getattr__, __dir__, __all__ = door(__name__, {
    "codec": ("SaveError",),
    "folder": ("save_folder", "list_saves", "write_match", "open_match", "write_season",
               "open_season", "season_path", "backup_of", "recover", "set_aside", "delete_save",
               "played_by_a_person", "career_history", "HISTORY_FILTERS", "page_names",
               "other_seasons", "free_name", "own_name", "new_season_path"),
    "match_file": ("default_save_dir", "read_save", "save_match"),
    "durable": ("create_file", "read_regular", "replace_file", "sweep_stale_temps",
                "file_mark", "written_elsewhere"),
    "version": ("game_version",),
    "verifier": ("open_replay", "save_kind", "verify", "verify_match", "verify_season",
               "describe", "describe_season"),
    "fork": ("fork_match", "fork_name", "fork_save", "play_on_match"),
    "modes": ("rematch_setup",),
    "checking": ("saves_to_check", "check_saves"),
    "online_file": ("online_records", "hosted", "host_seal"),
    "secret": ("config_folder", "seal"),
})
