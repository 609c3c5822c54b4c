"""Card words for the sprites: the rules text lives in game.card_text (re-exported here)."""
from game.library import (describe_bonus, describe_effect, describe_effects,  # noqa: F401
                            describe_referee, describe_requires, describe_weapon,
                            faces, momentum_list, plural, words)
