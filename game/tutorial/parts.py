"""The names of the table parts a lesson points at (the match scene maps each to a rectangle)."""

from ..library.words import MOMENTUM

MY_MOMENTUM = "my_momentum"
HAND = "hand"
FOE_BODY = "foe_body"
FOE_HP = "foe_hp"
STRING = "string"
FOE_CROWD = "foe_crowd"
FOE_STATUSES = "foe_statuses"
PIN_BUTTON = "pin_button"
PASS_BUTTON = "pass_button"
ALLOW_BUTTON = "allow_button"
RINGSIDE_BUTTON = "ringside_button"
RETURN_BUTTON = "return_button"
COUNT = "count"
MOVE_CARDS = "move_cards"
LOG = "log"

PARTS = (MY_MOMENTUM, HAND, FOE_BODY, FOE_HP, STRING, FOE_CROWD, FOE_STATUSES, PIN_BUTTON,
         PASS_BUTTON, ALLOW_BUTTON, RINGSIDE_BUTTON, RETURN_BUTTON, COUNT, MOVE_CARDS, LOG)

MOMENTUM_SPOTS = MOMENTUM  # the panel's momentum cells, as the panel names them
