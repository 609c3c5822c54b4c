"""The game's own vocabulary: momentum kinds, move types, tags, body parts, match types."""

MOMENTUM = ("agility", "knowledge", "strength", "strike", "technical", "attitude")

MOVE_TYPES = (
    "arm_extended", "in_close", "mad_rush", "back_to_foe", "victim_below", "standing_above",
    "behind_opponent", "head_down", "leg_extended", "high_risk", "hit_or_miss",
)

TAGS = ("impact", "takedown", "drop", "hold", "defensive", "trademark", "finisher")

BODY_PARTS = ("head", "arm", "back", "leg")

PAGE_KINDS = ("move", "momentum", "special")

SPECIAL_KINDS = (
    "damage", "gameplan", "ringside", "referee", "status", "event", "weapon", "crowd_support",
)

STATUSES = (
    "stunned", "busted_open", "exhausted",
    "injured_arm", "injured_back", "injured_head", "injured_leg",
)

MATCH_TYPES = ("normal", "hardcore", "showdown")
MATCH_TYPE_NAMES = {"normal": "Normal", "hardcore": "Hardcore", "showdown": "Showdown"}

# The AI levels, weakest first ("greedy" is the testing baseline), and who may play a seat.
LEVELS = ("random", "easy", "greedy", "normal", "hard")
LEVEL_NAMES = {"random": "Random", "easy": "Easy", "greedy": "Greedy", "normal": "Normal",
               "hard": "Hard"}

# Auto-counter: the kinds of attack a defender's rule is set for, and the rules.
ATTACK_KINDS = MOVE_TYPES + ("weapon",)
COUNTER_RULES = ("ask", "auto", "never")

PERSONAS = ("protagonist", "antagonist")

SEATS = (0, 1)


def plural(count: int, noun: str, many: str | None = None) -> str:
    """'1 page', '2 pages'."""
    return f"{count} {noun if count == 1 else (many or noun + 's')}"


def title(word: str) -> str:
    """A vocabulary word as players read it: 'arm_extended' -> 'Arm Extended'."""
    return word.replace("_", " ").title()


STYLE_WORDS = {"hardcore": "Hardcore Specialist"}  # ('Scrap Malone · Hardcore · Heel' read
# as the match type: session 65's play-test)


def style_words(style: str) -> str:
    """A Superstar's style as players read it (never a match type's name)."""
    return STYLE_WORDS.get(style, title(style))
