"""Plain-English lines for effects, bonuses and special blocks (pure, no pygame)."""
from __future__ import annotations

from typing import Any, Iterable

from game.words import MOMENTUM, title


def _get(obj: Any, name: str, default: Any = None) -> Any:
    """A field of a model or a dict."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def words(word: str) -> str:
    """A vocabulary word as players read it: 'arm_extended' -> 'Arm Extended'."""
    return title(str(word))


def plural(count: int, noun: str, many: str | None = None) -> str:
    """'1 page', '2 pages'."""
    return f"{count} {noun if count == 1 else (many or noun + 's')}"


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
    return "Draw a page." if count == 1 else f"Draw {count} pages."


def _ditch(e: Any) -> str:
    """Ditch effect."""
    count = _get(e, "count", 1)
    return f"Foe ditches {'a random page' if count == 1 else f'{count} random pages'}."


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
    "cure": lambda e: "Cure one of your Statuses.",
    "warnings": lambda e: f"{plural(_get(e, 'count', 1), 'warning')}.",
    "distract_ref": lambda e: "Referee distracted until the end of next turn.",
    "crowd_support": lambda e: "Gain Crowd Support.",
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
    return f"+{_get(b, 'amount')} damage to {target}."


_BONUSES = {
    "damage_bonus": _damage_bonus,
    "pin_bonus": lambda b: f"+{_get(b, 'amount')}% pin chance.",
    "submission_bonus": lambda b: f"+{_get(b, 'amount')}% submission chance.",
    "extra_hp": lambda b: f"+{_get(b, 'amount')} starting HP.",
    "start_momentum": lambda b: f"Start with {momentum_list(_get(b, 'momentum', {}))}.",
    "extra_counter": lambda b: (f"Your Defensive pages also counter "
                                f"{words(_get(b, 'move_type', ''))} moves."),
    "crowd_start": lambda b: f"Start with {plural(_get(b, 'amount', 1), 'Crowd Point')}.",
}


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
    """A referee's rules as short lines, leaving out the defaults."""
    lines = ["DQ from 5 warnings"]
    if _get(rules, "dq_per_warning", 5):
        lines.append(f"+{_get(rules, 'dq_per_warning')}% DQ per warning")
    if _get(rules, "warnings_extra", 0):
        lines.append(f"Warnings {_signed(_get(rules, 'warnings_extra'))} each call")
    if _get(rules, "pin_bonus", 0):
        lines.append(f"Pin chance {_signed(_get(rules, 'pin_bonus'))}%")
    lines.append("Weapons legal" if _get(rules, "weapons_legal", False) else "No weapons")
    return lines


def describe_requires(requires: Any) -> str:
    """Where the foe must be, e.g. 'Foe must be on the mat.'; '' for the usual."""
    if requires is None:
        return ""
    foe, place = _get(requires, "foe", "standing"), _get(requires, "place", "ring")
    bits = []
    if foe == "mat":
        bits.append("Foe must be on the mat")
    elif foe == "any":
        bits.append("Foe standing or down")
    if place == "ringside":
        bits.append("at ringside" if bits else "Play at ringside")
    elif place == "any":
        bits.append("in or out of the ring" if bits else "Play in or out of the ring")
    return (" ".join(bits) + ".") if bits else ""


def describe_page(page: Any) -> str:
    """The rules line of a page: its text, else a line made from its effects."""
    text = (_get(page, "text", "") or "").strip()
    return text or describe_effects(_get(page, "effects", []) or [])
