"""Every card's rules text, made from its rules data so text and rules cannot drift (pure).

    page_rules(page) -> "4 damage to the foe's back. Referee distracted until the end of ..."
    card_texts(lib)  -> {card id: rules text} for every card in the library
    keyword_help(word) -> one or two lines explaining a momentum kind, tag, move type, Status...
"""
from __future__ import annotations

from typing import Any, Iterable

from ..match.legal import CROWD_ABILITY_COST
from ..match.points import POINT_SHARE, match_points
from ..match.state import EDITION
from ..match.rules import (BUSTED_OPEN_EXTRA, COMEBACK_HEAL, DITCH_CHANCE, EXHAUSTED_PASS_GAIN,
                    FINISHER_BONUS, INJURY_MOVE_TYPES, PASS_GAIN, SQUASH_MARGIN)
from .words import MOMENTUM, plural, title  # noqa: F401 (plural: the door names it here)


def _get(obj: Any, name: str, default: Any = None) -> Any:
    """A field of a model or a dict."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def words(word: str) -> str:
    """A vocabulary word as players read it: 'arm_extended' -> 'Arm Extended'."""
    return title(str(word))


def momentum_list(momentum: dict) -> str:
    """'2 Strength, 1 Agility' in the game's momentum order."""
    kinds = sorted(momentum, key=lambda k: MOMENTUM.index(k) if k in MOMENTUM else 99)
    return ", ".join(f"{momentum[k]} {words(k)}" for k in kinds if momentum[k])


def _damage(e: Any) -> str:
    """Damage effect."""
    return f"{_get(e, 'amount')} damage to the foe's {_get(e, 'part', 'head')}."


def _draw(e: Any) -> str:
    """Draw effect."""
    count = _get(e, "count", 1)
    return f"Draw {plural(count, 'page')}: your hand holds {count} more for the match (9 at most)."


def _ditch(e: Any) -> str:
    """Ditch effect."""
    count = _get(e, "count", 1)
    return f"Foe ditches {plural(count, 'random page')}."


_EFFECTS = {
    "damage": _damage,
    "heal": lambda e: f"Regain {_get(e, 'amount')} HP.",
    "gain": lambda e: f"Gain {momentum_list(_get(e, 'momentum', {}))}.",
    "drain": lambda e: f"Foe loses {momentum_list(_get(e, 'momentum', {}))}.",
    "draw": _draw,
    "ditch": _ditch,
    "to_mat": lambda e: "Foe to the mat.",
    "to_ringside": lambda e: "Foe thrown to ringside.",
    "stand": lambda e: "Get back to your feet.",
    "status": lambda e: f"Foe is {words(_get(e, 'status', ''))}.",
    "cure": lambda e: "Cure your oldest Status.",  # (the engine's pick: the card audit)
    "warnings": lambda e: f"You receive {plural(_get(e, 'count', 1), 'warning')}.",
    "distract_ref": lambda e: "Referee distracted until the end of next turn: no warnings, "
                              "and no pin or submission counts, yours too.",
    "crowd_support": lambda e: "Crowd Support: +1 Crowd Point.",
    "pin": lambda e: "Go straight for the pin!",
    "turn_weapon": lambda e: "Turn the last weapon that hit you on its owner.",
}


def describe_effect(effect: Any) -> str:
    """One effect as a short sentence, e.g. 'Foe to the mat.'"""
    do = _get(effect, "do", "")
    maker = _EFFECTS.get(do)
    return maker(effect) if maker else f"{words(do)}."


def describe_effects(effects: Iterable[Any]) -> str:
    """A list of effects as one rules line, e.g. 'Foe to the mat. 2 warnings.'"""
    return " ".join(describe_effect(e) for e in effects)


def _damage_bonus(b: Any) -> str:
    """Damage bonus."""
    what = " ".join(words(x) for x in (_get(b, "tag"), _get(b, "move_type")) if x)
    target = f"{what} moves" if what else "every move"
    return f"+{_get(b, 'amount')} damage to {target} (a counter that connects too)."


_BONUSES = {
    "damage_bonus": _damage_bonus,
    "pin_bonus": lambda b: f"+{_get(b, 'amount')}% pin chance" + (
        f", +{_get(b, 'beaten')}% more on a foe at 0 HP." if _get(b, "beaten") else "."),
    "submission_bonus": lambda b: f"+{_get(b, 'amount')}% submission chance.",
    "extra_hp": lambda b: f"+{_get(b, 'amount')} starting HP.",
    "start_momentum": lambda b: f"Start with an extra {momentum_list(_get(b, 'momentum', {}))}.",
    "extra_counter": lambda b: (f"Your Defensive pages also counter "
                                f"{words(_get(b, 'move_type', ''))} moves."),
    "crowd_start": lambda b: f"Start with {plural(_get(b, 'amount', 1), 'Crowd Point')}.",
}


def bell_hp(lib, star) -> int:
    """A Superstar's HP at the bell: the card's, and what its ability and Move cards add."""
    bonuses = [star.ability.bonus] + [lib.move_cards[m].bonus for m in star.move_cards
                                      if m in lib.move_cards]
    return star.hp + sum(b.amount for b in bonuses if getattr(b, "kind", "") == "extra_hp")


def hp_words(lib, star) -> str:
    """'43 HP (37 +6 bonus)': the HP at the bell, and the card's when a bonus adds to
    it (the pick screens showed the card's 33 where the match began at 39: session 57)."""
    hp = bell_hp(lib, star)
    return f"{hp} HP" if hp == star.hp else f"{hp} HP ({star.hp} +{hp - star.hp} bonus)"


def describe_bonus(bonus: Any) -> str:
    """A Superstar or Move card bonus in words, e.g. '+2 damage to High Risk moves.'"""
    kind = _get(bonus, "kind", "")
    maker = _BONUSES.get(kind)
    return maker(bonus) if maker else f"{words(kind)}."


def faces(injury: Iterable[int]) -> str:
    """Die faces compactly: [5, 6] -> '5-6', [1, 3] -> '1, 3'."""
    nums = sorted(set(injury))
    if not nums:
        return ""
    if len(nums) > 1 and nums == list(range(nums[0], nums[-1] + 1)):
        return f"{nums[0]}-{nums[-1]}"
    return ", ".join(str(n) for n in nums)


def describe_weapon(weapon: Any) -> str:
    """A weapon's risk line, e.g. 'DQ 20% · injury on 5-6'."""
    die = _get(weapon, "die", 6)
    injury = faces(_get(weapon, "injury", []) or [])
    parts = [f"DQ {_get(weapon, 'dq_risk', 0)}%"]
    if injury:
        parts.append(f"injury on {injury}" + ("" if die == 6 else f" (d{die})"))
    else:
        parts.append("no injury")
    return " \u00b7 ".join(parts)


def _signed(n: int) -> str:
    """'+2', '-1'."""
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def describe_referee(rules: Any) -> list[str]:
    """A referee's rules as short lines (the seed's lines first, the same for every Referee)."""
    lines = ["DQ from 5 warnings, 5% per warning"]
    away = _get(rules, "distracted_for", 2)
    if away == 0:
        lines.append("Can't be distracted")
    elif away == 1:
        lines.append("A distraction keeps him away to the end of the next turn; then he's back "
                     "himself")
    elif away > 2:
        lines.append(f"A distraction lasts {away - 1} more turns")
    if _get(rules, "crowd_on_foul", False):
        lines.append("Each foul warned gives the foe Crowd Support")  # (one a call: Back
        # Rake's 2 warnings give 1, as Step.warn does; 'each warning' said 2: the card audit)
    if _get(rules, "crowd_on_finisher", False):
        lines.append("A Finisher gives its user Crowd Support")
    lines.append("Weapons legal: no DQ risk" if _get(rules, "weapons_legal", False) else
                 "Weapons risk a DQ")  # ("No weapons" read as a ban: session 67's audit)
    return lines


USUALLY_DOWN = ("victim_below", "standing_above")  # move types whose moves mostly need the
# foe on the mat: one that needs them standing says so (Widow's Wring, a Victim Below
# takedown, read as a move on a downed foe and was refused: session 63's play-test)


def attack_type(page: Any) -> str | None:
    """The move type a page attacks with (None for a Defensive page: it only counters)."""
    return None if "defensive" in (_get(page, "tags") or []) else _get(page, "move_type")


def describe_requires(requires: Any, move_type: str | None = None) -> str:
    """Where the foe must be, e.g. 'Foe must be on the mat.'; '' for the usual."""
    if requires is None:
        return ""
    foe, place = _get(requires, "foe", "standing"), _get(requires, "place", "ring")
    bits = []
    if foe == "standing" and move_type in USUALLY_DOWN:
        bits.append("Foe must be standing")
    elif foe == "mat":
        bits.append("Foe must be on the mat")
    elif foe == "any":
        bits.append("Foe standing or down")
    if place == "ringside":  # (the foe: the attacker may be in the ring; 'Play at ringside'
        bits.append("at ringside" if bits else "Foe must be at ringside")  # said otherwise)
    elif place == "any":
        bits.append("in or out of the ring" if bits else "Play in or out of the ring")
    return (" ".join(bits) + ".") if bits else ""


# ---- whole cards ---------------------------------------------------------------------------

STATUS_SHORT = {
    "stunned": "can't counter till they next take control.",
    "busted_open": f"moves to the head do +{BUSTED_OPEN_EXTRA} damage.",
    "exhausted": "passing gains less.",
}


def _status_line(status: str, face: bool = False) -> str:
    """What a Status special does to the foe, e.g. 'Foe is Stunned: can't counter ...'."""
    if face:
        short = STATUS_SHORT.get(status, f"{DITCH_CHANCE}% ditch when they connect with "
                                 + ", ".join(words(t) for t in INJURY_MOVE_TYPES.get(status, ())))
        return f"Foe gets {words(status)}: {short.rstrip('.')}."
    return f"Foe gets {words(status)}: {STATUS_HELP[status][0].lower()}{STATUS_HELP[status][1:]}"


def _weapon_line(weapon: Any) -> str:
    """A weapon's full rules in words."""
    die = _get(weapon, "die", 6)
    injury = faces(_get(weapon, "injury", []) or [])
    line = (f"{_get(weapon, 'damage')} damage to the foe's {_get(weapon, 'part', 'head')}. "
            f"{_get(weapon, 'dq_risk', 0)}% DQ risk (none in Hardcore, with a weapons-legal "
            "Referee or with the referee distracted).")
    if injury:
        line += f" Roll a d{die}: on {injury} the foe is Injured."
    return line


def _shown_big(page: Any) -> Any:
    """The damage effect a special's face shows as a big number, if any."""
    if _get(page, "kind") != "special" or _get(page, "weapon") is not None:
        return None
    return next((e for e in _get(page, "effects", []) or [] if _get(e, "do") == "damage"), None)


def page_rules(page: Any, face: bool = False) -> str:
    """A page's rules in words, from its data. face=True leaves out what a face shows in
    pictures (where it is played, counters, a move's or special's big damage number)."""
    lines: list[str] = []
    if not face:
        lines.append(describe_requires(_get(page, "requires"), attack_type(page)))
        if _get(page, "kind") == "move" and _get(page, "damage"):
            lines.append(f"{_get(page, 'damage')} damage to the foe's {_get(page, 'target')}.")
        if _get(page, "counters"):
            names = ", ".join(words(t) for t in _get(page, "counters"))
            guard = f", and any move at the {_get(page, 'target')}" \
                if "defensive" in (_get(page, "tags") or []) else ""
            lines.append(f"Counters {names} moves{guard}.")
        if _get(page, "kind") == "momentum":
            lines.append(f"Gain {momentum_list(_get(page, 'gain', {}))}.")
    if _get(page, "weapon") is not None and not face:  # a face shows these in pictures
        lines.append(_weapon_line(_get(page, "weapon")))
    if _get(page, "referee") is not None:
        lines.append(". ".join(describe_referee(_get(page, "referee"))) + ".")
    if _get(page, "status"):
        lines.append(_status_line(_get(page, "status"), face))
    skip = _shown_big(page) if face else None
    effects = [e for e in _get(page, "effects", []) or [] if e is not skip]
    if _get(page, "status"):
        effects = [e for e in effects if not (_get(e, "do") == "status"
                                              and _get(e, "status") == _get(page, "status"))]
    lines.append(describe_effects(effects))
    if "finisher" in (_get(page, "tags") or []):  # (last: 'Showdown: +5 damage. Foe to the
        lines.append(f"In a Showdown only: +{FINISHER_BONUS} damage.")  # mat.' read as both
    if _get(page, "special") == "event":  # the Showdown's: session 71's newcomer)
        lines.append("Stays in play.")
    return " ".join(line for line in lines if line)


def move_card_rules(card: Any) -> str:
    """A signature Move card's rules: its bonus in words."""
    return describe_bonus(_get(card, "bonus"))


_DRAMA = {
    "sneak_attack": lambda n: "The foe is Injured: they tap out a Move card.",
    "injured_angle": lambda n: "The foe is Injured: they tap out a Move card.",
    "hype": lambda n: f"+{n} Attitude momentum at the bell.",
    "promo": lambda n: f"+{plural(max(1, n), 'Crowd Point')}.",
    "cheap_heat": lambda n: f"+{plural(max(1, n), 'Crowd Point')}.",
    "crowd_pleaser": lambda n: f"+{plural(max(1, n), 'Crowd Point')}.",
    "heal_up": lambda n: f"+{n} HP and +{n} maximum HP at the bell.",
    "grudge": lambda n: f"+{n} damage on your first connected move (a counter too).",
    "contract": lambda n: f"Draw {plural(n, 'extra page')} at the bell: your hand holds {n} "
                          "more for the match.",
    "backstage_brawl": lambda n: f"{n} damage to the foe's back.",
}


def drama_rules(card: Any) -> str:
    """A Drama card's rules in words."""
    maker = _DRAMA.get(_get(card, "effect", ""))
    return maker(_get(card, "amount", 0)) if maker else f"{words(_get(card, 'effect', ''))}."


def ability_rules(superstar: Any) -> str:
    """A Superstar's ability: its name and bonus in words."""
    ability = _get(superstar, "ability")
    return f"{_get(ability, 'name')}: {describe_bonus(_get(ability, 'bonus'))}"


def card_texts(lib: Any) -> dict[str, str]:
    """Card id -> rules text for every card in the library (pages, Move cards, Drama cards,
    Superstars' abilities)."""
    out: dict[str, str] = {}
    for cid, sup in sorted(lib.superstars.items()):
        out[cid] = ability_rules(sup)
    for cid, card in sorted(lib.move_cards.items()):
        out[cid] = move_card_rules(card)
    for cid, card in sorted(lib.drama.items()):
        out[cid] = drama_rules(card)
    for cid, page in sorted(lib.pages.items()):
        out[cid] = page_rules(page)
    return out


# ---- short words for tiny faces --------------------------------------------------------------

_SHORT_BONUS = {
    "damage_bonus": lambda b: f"+{_get(b, 'amount')} dmg " + (
        " ".join(words(x) for x in (_get(b, "tag"), _get(b, "move_type")) if x) or "all moves"),
    "pin_bonus": lambda b: f"+{_get(b, 'amount')}% pin" + (
        f" (+{_get(b, 'beaten')} at 0 HP)" if _get(b, "beaten") else ""),
    "submission_bonus": lambda b: f"+{_get(b, 'amount')}% submit",
    "extra_hp": lambda b: f"+{_get(b, 'amount')} HP",
    "start_momentum": lambda b: "Start " + " ".join(
        f"+{n} {MOMENTUM_ABBR[k]}" for k, n in _get(b, "momentum", {}).items() if n),
    "extra_counter": lambda b: f"Counters {words(_get(b, 'move_type', ''))}",
    "crowd_start": lambda b: f"Start +{_get(b, 'amount')} Crowd",
}

MOMENTUM_ABBR = {"agility": "Ag", "knowledge": "Kn", "strength": "St", "strike": "Sk",
                 "technical": "Te", "attitude": "At"}


def short_bonus(bonus: Any) -> str:
    """A bonus in as few words as a small Move card face holds, e.g. '+2 dmg High Risk'."""
    maker = _SHORT_BONUS.get(_get(bonus, "kind", ""))
    return maker(bonus) if maker else words(_get(bonus, "kind", ""))


# ---- keyword help --------------------------------------------------------------------------

STATUS_HELP = {
    "stunned": "Can't counter; wears off when they next take control. +5% to be pinned.",
    "busted_open": f"Moves to the head do +{BUSTED_OPEN_EXTRA} damage. +2% to be pinned.",
    "exhausted": (f"Passing gains only {EXHAUSTED_PASS_GAIN[0]} of each momentum "
                  f"instead of {PASS_GAIN[0]}. +2% to be pinned."),
}
for _status, _types in INJURY_MOVE_TYPES.items():
    STATUS_HELP[_status] = (f"Connecting with {', '.join(words(t) for t in _types)} moves: "
                            f"{DITCH_CHANCE}% chance to ditch a random page. +2% to be pinned.")

TAG_HELP = {
    "impact": "A hard hit: +2% pin chance right after it connects.",
    "takedown": "Takes the foe off their feet: +2% pin chance right after it connects.",
    "drop": "Dropped from a height, usually onto the mat.",
    "hold": "A hold: gives a submission chance, and no automatic Showdown effects.",
    "defensive": "Played from your hand to counter a move of the types it lists.",
    "trademark": "A wrestler's known move: +5% pin chance right after it connects.",
    "finisher": (f"The big one: +20% pin chance if you pin straight after it (a page played "
                 f"first loses it); +{FINISHER_BONUS} damage in a Showdown."),  # (it said "or
    # after one more page", where the Pin button said "only if you pin now": session 66)
}

MOMENTUM_HELP = {
    k: f"{words(k)} momentum ({MOMENTUM_ABBR[k]}): pays for pages that cost {words(k)}. "
       f"Passing gains {PASS_GAIN[0]} of each kind, up to your caps."
    for k in MOMENTUM
}

SPECIAL_HELP = {
    "damage": "A Damage special: hurts the foe at once, no counter.",
    "gameplan": "A Gameplan special: momentum, pages or tricks for you.",
    "ringside": "A Ringside special: the fight outside the ropes. Some throw the foe out to "
                "ringside; the rest are played with someone there.",
    "referee": "A Referee: calls a Showdown (DQ, pin counts); never played from hand. A "
               "distracted one leaves play; when the distraction ends, a random Referee comes "
               "in.",
    "status": "A Status special: puts a Status on the foe's side (one copy of each).",
    "event": "An Event: works once as it is played, then stays in play (no second copy); 3 "
             "played a match at most (a Showdown's automatic ones come on top).",
    "weapon": "A Weapon: hits hard, risks a DQ outside weapons-legal matches, may injure; any "
              "Defensive page stops it.",
    "crowd_support": f"Crowd Support: +1 Crowd Point; {CROWD_ABILITY_COST} buy your "
                     "persona's ability.",
}


TABLE_HELP = {
    "standing": "Standing: on their feet; most moves need the foe standing.",
    "on_mat": "On the mat: down; some moves need it, and a Showdown pin needs it. They stand "
              "when they regain control.",
    "in_the_ring": "In the ring: where pins happen.",
    "in_a_hold": "In a hold: caught in the foe's submission hold; the referee asks whether "
                 "they quit. When it lets go they stand as before.",
    "ringside": "At ringside: the referee counts you at the end of each turn you act "
                "outside; RINGSIDE 2/3 is the referee's count (2) and the count that puts you "
                "out (3; 4 in a Showdown). Return to Ring stops the count.",
    "warnings": "Warnings from the referee. A warning that brings you to 5 or more rolls for "
                "a DQ: 5% for each warning you hold (25% at 5, 30% at 6).",
    "crowd": f"Crowd Points: {CROWD_ABILITY_COST} buy your persona's ability (Sneak Attack "
             "for a heel, Comeback for a face).",
    "points": f"Match points: 1 for each {POINT_SHARE}% of the foe's starting HP you take off, "
              f"rounded (3% counts 1; at most {match_points(100, 100, EDITION)}); they don't "
              "decide the winner, but "
              f"lose by more than {SQUASH_MARGIN} and it is a Squash.",
    "to_act": "To act: this Superstar's move now.",
    "answering": "Answering: a move is coming at them; counter it with a glowing page or let "
                 "it through.",
    "tap_out": "Tap out: injured, they turn one signature Move card sideways, their choice; "
               "its bonus is off this match (in a season, the next match too).",
    "injured": "Injured: they choose one signature Move card to tap out (turned sideways); "
               "its bonus is off this match (in a season, the next match too).",
}


MOVE_TYPE_SHAPES = {  # how a move of each type is done, in a few words (not where the foe is)
    "arm_extended": "the arm swung out, as in a clothesline or a chop",
    "in_close": "up close, the bodies locked",
    "mad_rush": "a charge across the ring",
    "back_to_foe": "the attacker's back turned to the foe",
    "victim_below": "the foe driven down beneath the attacker, as in a slam or a driver",
    "standing_above": "the attacker above a foe on the mat, as in a stomp or a drop",
    "behind_opponent": "the attacker behind the foe",
    "head_down": "the attacker's head low, as in a spear or a shoulder charge",
    "leg_extended": "the leg out, as in a kick",
    "high_risk": "from a height or through the air",
    "hit_or_miss": "a wild, all-or-nothing swing (it connects as any move does, unless countered)",
}


def move_type_help(move_type: str) -> str:
    """What a move type means: how the move is done, and what counters it (where the foe must
    be is the card's own line: 'Victim Below' on a move that needs the foe standing read as a
    contradiction: session 66's play-test)."""
    shape = MOVE_TYPE_SHAPES.get(move_type)
    how = f": {shape} (the card says where the foe must be). Countered" if shape else \
        ": countered"
    return f"{words(move_type)} move{how} by Defensive pages that list {words(move_type)}."


def keyword_help(word: str) -> str:
    """One or two lines that explain a keyword; '' for a word with no help."""
    key = str(word).lower().replace(" ", "_")
    if key in STATUS_HELP:
        return f"{words(key)}: {STATUS_HELP[key]}"
    if key in TAG_HELP:
        return f"{words(key)}: {TAG_HELP[key]}"
    if key in MOMENTUM_HELP:
        return MOMENTUM_HELP[key]
    if key in SPECIAL_HELP:
        return SPECIAL_HELP[key]
    if key in TABLE_HELP:
        return TABLE_HELP[key]
    from .words import MOVE_TYPES
    if key in MOVE_TYPES:
        return move_type_help(key)
    return ""


def page_keywords(page: Any) -> list[str]:
    """The keywords a page's face shows: its move type, tags, special kind and Status."""
    out = [x for x in (_get(page, "move_type"), *(_get(page, "tags") or []),
                       _get(page, "special"), _get(page, "status")) if x]
    return list(dict.fromkeys(out))


def page_keyword_help(page: Any) -> list[str]:
    """Each keyword a page's face shows, explained; a Defensive page's move type is said as its
    own (Shove Off's 'Arm Extended move: ... Countered by...' read as what it counters:
    session 71's newcomer)."""
    out = []
    for word in page_keywords(page):
        said = keyword_help(word)
        if said and word == _get(page, "move_type") and "defensive" in (_get(page, "tags") or []):
            said = f"Its own move type, when it lands as a counter: {said}"
        if said:
            out.append(said)
    return out


def crowd_ability_rules(persona: str) -> str:
    """The persona's 2-Crowd-Point ability in words."""
    if persona == "antagonist":
        return (f"Sneak Attack ({CROWD_ABILITY_COST} Crowd Points): the foe is Injured and "
                "taps out a Move card of their choice.")
    return (f"Comeback ({CROWD_ABILITY_COST} Crowd Points): regain {COMEBACK_HEAL} HP and "
            "shake off a Status.")
