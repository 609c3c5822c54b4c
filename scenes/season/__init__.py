"""Season screens: setup, the hub, the champion screen, and season words."""
