"""The card library's JSON files: data that installs with the game (read by game.library)."""
