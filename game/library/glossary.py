"""The glossary: every term the table shows, in a sentence or two, searchable (pure).

    entries(lib) -> [Entry]            every term: momentum kinds, tags, move types, Statuses,
                                       specials, Referees, Events, Tiers, table words, rules words
    search(entries, query) -> [Entry]  the entries matching a query, best first
    lookup(entries, word) -> Entry     the entry of one term (by its name or id), or None

Definitions are not written twice: keywords come from game/library/card_text.py's keyword_help, cards
from their own rules text, Tiers from game/match/tiers.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from .card_text import (MOMENTUM_HELP, SPECIAL_HELP, STATUS_HELP, TABLE_HELP, TAG_HELP,
                        crowd_ability_rules, describe_referee, drama_rules, keyword_help,
                        page_rules)
from .cards import LEADOFF_MAX
from ..match.chances import CAP, DQ_LINE
from ..match.editions import UNDERNEATH_DAMAGE
from ..match.legal import CROWD_ABILITY_COST
from ..match.tiers import TIERS
from ..match.rules import DITCH_CHANCE, FINISHER_BONUS, SQUASH_MARGIN
from ..match.state import DEFAULT_RULES, HAND_SIZE
from .words import BODY_PARTS, MATCH_TYPES, MOVE_TYPES, PERSONAS, title


@dataclass(frozen=True)
class Entry:
    """One glossary term: its name, what kind of term it is, its text and its lookup key."""
    term: str
    kind: str
    text: str
    key: str


_MATCH_TYPE_HELP = {
    "normal": f"The standard match: {DEFAULT_RULES['normal'].turn_limit} turns, no Move To "
              "Ringside button; won by pinfall, submission, DQ or count-out.",
    "hardcore": f"{DEFAULT_RULES['hardcore'].turn_limit} turns; weapons carry no DQ risk and "
                "either Superstar may Move To Ringside at any time.",
    "showdown": f"The advanced match: {DEFAULT_RULES['showdown'].turn_limit} turns, random "
                f"Referees and Events, Finishers +{FINISHER_BONUS}, automatic effects, body-part "
                "injuries, pins only on a foe down or after a Finisher.",
}

# Words of the rules the table shows on its buttons, panels and log.
RULE_WORDS = {
    "hp": ("HP", "Health. Damage lowers it, never below 0; at 0 a Superstar is beaten: easy to "
                 "pin, and taking control back only by countering."),
    "momentum": ("Momentum", "Six kinds (Agility, Knowledge, Strength, Strike, Technical, "
                             "Attitude) that pay for pages, each with its own cap."),
    "control": ("Control", "The Superstar in control acts; a turn is one action. Control "
                           "changes on a counter, a Pass, a failed press of Pin, or the foe "
                           "fighting back after a string's third move (a beaten foe takes it "
                           "only by countering)."),
    "pass": ("Pass", "Catch your breath: +2 of each momentum kind (1 if Exhausted) and control "
                     "goes to your foe (not a beaten foe). A hand that can't play anything is "
                     "swapped for a fresh one: its pages, counters too, go to the bottom of "
                     "your playbook."),
    "hand": ("Hand", f"Your {HAND_SIZE} secret pages; both hands are refilled at the end of "
                     "every turn. A page that draws makes yours hold more for the match (9 at "
                     "most)."),
    "playbook": ("Playbook", "Your deck of 40 pages, in a secret order."),
    "page": ("Page", "A card of a playbook: a move, a momentum page or a special."),
    "counter": ("Counter", "Answer the foe's move with a page that lists its move type (a "
                           "Defensive page also stops any move at the body part it works, and "
                           "under half your HP any Defensive page counters any move): the "
                           "move is stopped, your counter hits and you take control; it is "
                           "the first move of your string."),
    "let_it_through": ("Let It Through", "Don't counter the foe's move: it connects."),
    "underneath": ("From underneath", "Under half their starting HP (and above 0) a Superstar "
                                      "counters any move with any Defensive page; in a "
                                      f"Showdown that counter does {UNDERNEATH_DAMAGE} more "
                                      "damage."),
    "leadoff": ("Leadoff pages", f"Up to {LEADOFF_MAX} pages a playbook names to open every "
                                 "match in its hand; every starter playbook names a Defensive "
                                 "page among them, so counters come early."),
    "move_string": ("Move string", "The moves one Superstar connects in a row without being "
                                   "countered. After the third the foe fights back and takes "
                                   "control, unless under a fourth of their HP. The same move "
                                   "type twice in a string gives the foe Crowd Support."),
    "crowd_support": ("Crowd Support", f"One Crowd Point. {CROWD_ABILITY_COST} Crowd Points buy "
                                       "your persona's ability."),
    "pin": ("Pin", f"Press Pin to try to win: the chance adds up HP, Statuses, momentum, your "
                   f"last move, the moves so far and bonuses (at most {CAP}%). A failed "
                   "press costs 1 Attitude more next time and hands the foe control (not a "
                   "beaten foe)."),
    "submission": ("Submission", "Every Hold that connects goes for the submission, with a "
                                 "chance like a Showdown pin's (in every match type) plus the "
                                 "damage on the held body part."),
    "count_out": ("Count-out", "Begin a turn in control outside and the referee counts you at "
                               "its end (a beaten Superstar outside every turn); one count past "
                               "the limit and you lose."),
    "move_to_ringside": ("Move To Ringside", "Take both Superstars outside (Hardcore any time; "
                                             "Showdown once, after turn 20)."),
    "return_to_ring": ("Return To Ring", "Climb back in: the count stops."),
    "dq": ("DQ", f"Disqualification: from {DQ_LINE} warnings, each new warning risks it."),
    "injury": ("Injury", "Tap out one of your signature Move cards: its bonus is off for the "
                         "rest of the match (in a season, the next too); it still counts for "
                         "Rank."),
    "tap_out": ("Tap out", "An injured Superstar turns one Move card sideways (their choice)."),
    "move_card": ("Move card", "A signature Move card in front of a Superstar: a bonus in "
                               "matches and a rank value."),
    "rank": ("Rank", "The sum of the ranks of your Move cards in play, tapped out or not."),
    "tier": ("Tier", "A bracket of Rank: " + ", ".join(
        f"{name} ({lo}+)" for lo, name in TIERS) + "."),
    "points": ("Match points", "PTS on a panel: " + TABLE_HELP["points"].split(": ", 1)[1]),
    "squash": ("Squash", f"Losing by more than {SQUASH_MARGIN} match points: the loser is "
                         "injured."),
    "cost": ("Cost", "The momentum a page takes to play; a move that connects gives back "
             "half (in a Showdown, all of it)."),
    "body_part": ("Body part", "Every move hits the head, arm, back or leg; the figure by the HP "
                               "adds up the damage on each part."),
    "draw": ("Draw", "The turn limit ends a match as a draw."),
    "turn": ("Turn", "Each command of the Superstar in control is one turn: a page played (and "
                     "answered), a pin, a pass, a climb back in. The top bar counts them, so "
                     "\"this turn and next\" means now or after one more page."),
    "ditch": ("Ditch", "A page thrown from a hand to the discard pile unplayed, picked at "
                       f"random: a card's effect on the foe, or a {DITCH_CHANCE}% roll when a "
                       "Superstar with an injured body part (its Status) connects with a move "
                       "of its types. The hand draws back up at the turn's end, so a "
                       "ditch costs the page you were keeping, not a place in the hand."),
    "to_act": ("To act", "The gold tag on the panel of the Superstar whose move it is now."),
    "injured": ("Injured", "The gold tag on the panel of a Superstar who must choose a "
                           "signature Move card to tap out (an injury)."),
    "answering": ("Answering", "The gold tag on the panel of a Superstar a move is coming at: "
                               "counter it with a glowing page or let it through."),
    "run_in": ("Run-In", "Season: when a match is booked, each other wrestler may run in for "
                         "one side; that side gets the untapped bonuses of the runner's Move "
                         "cards for the match (+N RUN-IN by their Move cards)."),
    "jobber_security": ("Jobber Security", "Season: the last step of a wrestler's turn; "
                                           "injuries that are due end there and the Move card "
                                           "turns back."),
    "ooh_gotta_hurt": ("Ooh, That's Gotta Hurt!", "An option (Exhibition and Season setup): "
                                                  "injuries stack, so an injured Superstar can "
                                                  "be injured again and tap out another Move "
                                                  "card."),
}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


PERSONA_BADGES = {"protagonist": "Face", "antagonist": "Heel"}


def _tier_text(i: int) -> str:
    lo, name = TIERS[i]
    hi = f"{TIERS[i + 1][0] - 1}" if i + 1 < len(TIERS) else ""
    span = f"{lo}\u2013{hi}" if hi else f"{lo} or more"
    return f"Tier for a Rank of {span} (Rank: the sum of your Move cards' ranks)."


def entries(lib) -> list[Entry]:
    """Every glossary entry, sorted by term."""
    out: list[Entry] = []
    for k in MOMENTUM_HELP:
        out.append(Entry(title(k), "Momentum kind", keyword_help(k), k))
    for k in TAG_HELP:
        out.append(Entry(title(k), "Tag", TAG_HELP[k], k))
    for k in MOVE_TYPES:
        out.append(Entry(title(k), "Move type", _cap(keyword_help(k).split(": ", 1)[1]), k))
    for k in STATUS_HELP:
        out.append(Entry(title(k), "Status", STATUS_HELP[k], k))
    for k in SPECIAL_HELP:
        out.append(Entry(title(k), "Special", SPECIAL_HELP[k], k))
    for k in ("standing", "on_mat", "in_a_hold", "in_the_ring", "ringside", "warnings", "crowd"):
        name, _, text = TABLE_HELP[k].partition(": ")
        out.append(Entry(name, "Table", _cap(text), k))
    for k in BODY_PARTS:
        out.append(Entry(title(k), "Body part", f"Moves aimed at the {k} add to its damage on "
                                                "the body figure.", k))
    for k in PERSONAS:  # the table's badge says HEEL or FACE
        badge = PERSONA_BADGES[k]
        out.append(Entry(f"{title(k)} ({badge})", "Persona",
                         f"{badge} on the table. {crowd_ability_rules(k)}", k))
    for k in MATCH_TYPES:
        out.append(Entry(title(k), "Match type", _MATCH_TYPE_HELP[k], k))
    for i, (_, name) in enumerate(TIERS):
        out.append(Entry(name, "Tier", _tier_text(i), name.lower().replace(" ", "_")))
    for pid in lib.specials_of("referee"):
        page = lib.pages[pid]
        out.append(Entry(page.name, "Referee", ". ".join(describe_referee(page.referee)) + ".",
                         pid))
    for pid in lib.specials_of("event"):
        page = lib.pages[pid]
        out.append(Entry(page.name, "Event", page_rules(page), pid))
    for did, card in sorted(lib.drama.items()):  # ('grudge +2' in the log found nothing:
        out.append(Entry(card.name, "Drama card", drama_rules(card), did))  # session 61)
    for k, (name, text) in RULE_WORDS.items():
        out.append(Entry(name, "Rules", text, k))
    return sorted(out, key=lambda e: (e.term.lower(), e.kind))


def _norm(word: str) -> str:
    return str(word).strip().lower().replace("_", " ").replace("-", " ")


def lookup(items: list[Entry], word: str) -> Entry | None:
    """The entry whose term or key is this word."""
    w = _norm(word)
    for e in items:
        if _norm(e.term) == w or _norm(e.key) == w:
            return e
    return None


def search(items: list[Entry], query: str) -> list[Entry]:
    """The entries matching every word of the query: terms that start with it first, then
    terms that contain it, then texts and kinds that do."""
    words = _norm(query).split()
    if not words:
        return list(items)

    def rank(e: Entry) -> int | None:
        term, rest = _norm(e.term), _norm(e.kind + " " + e.text)
        if not all(w in term or w in rest for w in words):
            return None
        if term.startswith(" ".join(words)):
            return 0
        if all(w in term for w in words):
            return 1
        return 2
    scored = [(r, i) for i, e in enumerate(items) if (r := rank(e)) is not None]
    return [items[i] for _, i in sorted(scored)]
