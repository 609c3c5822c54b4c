"""A match on the table: the match scene, its views and overlays, results, the replay viewer."""
