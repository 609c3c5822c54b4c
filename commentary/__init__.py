"""The commentators' lines (lines.json), beside the card files; read by scenes.match.commentary."""
