"""Scenes: the scene stack and every screen of an exhibition match (menu, setup, match, results).

Entry points: scenes.app.run_game() starts the game; scenes.demo.run_demo(...) runs a headless
AI-vs-AI showcase. scenes.log_text is pure Python and safe to import without pygame.
"""
