"""Scenes: every screen of the game, in sub-packages by part (ui, match, season, menus).

Entry points: scenes.app.run_game() starts the game; scenes.demo.run_demo(...) runs a headless
AI-vs-AI showcase. Scenes open each other by name (scenes/routes.py). scenes.match.log_text is pure
Python and safe to import without pygame.
"""
