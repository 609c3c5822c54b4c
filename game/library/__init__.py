"""The library door: the cards and what is made of them.

The card files' models and their loader (cards), the catalog of a loaded library (catalog), every
card's rules text and keyword help (card_text), card search (card_search), playbooks and the
construction rules (playbook) and their files (playbook_file), the glossary (glossary), and
the game's words (words).
"""
from game.door import door

__getattr__, __dir__, __all__ = door(__name__, {
    "": ("words",),
    "cards": ("CardError", "CardsMissing", "DramaCard", "LEADOFF_MAX", "Library", "MAX_COPIES", "MoveCard",
              "PLAYBOOK_SIZE", "PageCard", "SuperstarCard", "cards_folder", "load_file",
              "load_library"),
    "catalog": ("Catalog",),
    "commentary": ("commentary_text",),
    "card_text": ("MOMENTUM_ABBR", "TABLE_HELP", "bell_hp", "card_texts", "describe_bonus",
                  "describe_effect", "describe_effects", "describe_referee", "describe_requires",
                  "attack_type", "describe_weapon",
                  "drama_rules", "faces", "keyword_help", "momentum_list", "move_card_rules",
                  "page_keyword_help",
                  "hp_words", "page_keywords", "page_rules", "plural", "short_bonus"),
    "card_search": ("COST_TOP", "CardFilter", "find", "find_cards"),
    "playbook": ("cannot_add", "cannot_lead_off", "cost_curve", "fit_leadoff", "grouped",
                 "kind_counts", "leadoff_problems", "move_type_counts", "problems",
                 "starter_leadoff", "starter_pages", "superstar_problems"),
    "playbook_file": ("PlaybookError", "PlaybookFile", "all_problems", "delete_playbook", "export_playbook",
                      "find_playbook", "import_playbook", "legal_playbooks", "make",
                      "playbook_dir", "read_playbook", "save_playbook", "stored_playbooks"),
    "words": ("ATTACK_KINDS", "BODY_PARTS", "COUNTER_RULES", "LEVELS", "LEVEL_NAMES",
              "MATCH_TYPES", "MATCH_TYPE_NAMES", "MOMENTUM",
              "MOVE_TYPES", "PERSONAS", "STATUSES", "TAGS", "style_words", "title"),
})
