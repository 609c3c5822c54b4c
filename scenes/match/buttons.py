"""The view of the action buttons (Pass / Let it through, Pin, To Ringside, Return, Crowd, Pause;
Reveal hands and Results once a pass-and-play match is over): their places, their labels and
states from the table model's ButtonFacts, and their tooltips (the Pin button's chance term by
term). What a button sends is the model's (press)."""
from __future__ import annotations

import pygame

from game.match import events as E
from scenes.ui import widgets as W
from scenes.ui.gamepad import pad_in_use
from scenes.match.layout import place_in_grid
from scenes.match.model import ACTIONS
from scenes.match.log_text import term_name
from scenes.match.pin_words import NO_ONE, why_zero

KEYS = {pygame.K_p: "pass", pygame.K_n: "pin", pygame.K_l: "allow", pygame.K_r: "ringside",
        pygame.K_t: "return", pygame.K_c: "crowd"}
FOCUS_ORDER = ("allow", "pass", "pin", "ringside", "return", "crowd", "reveal", "results",
               "menu")


def make_buttons(press, pause, reveal, results) -> dict[str, W.Button]:
    """The table's buttons; press(name) gives an action, the others are the scene's."""
    return {
        "pass": W.Button("Pass", lambda: press("pass"), hotkey="P", sub="catch your breath"),
        "allow": W.Button("Let it through", lambda: press("allow"), hotkey="L",
                          sub="no counter"),
        "pin": W.Button("Pin", lambda: press("pin"), hotkey="N"),
        "ringside": W.Button("To Ringside", lambda: press("ringside"), hotkey="R",
                             sub="take it outside"),
        "return": W.Button("Return to Ring", lambda: press("return"), hotkey="T",
                           sub="climb back in"),
        "crowd": W.Button("Crowd", lambda: press("crowd"), hotkey="C", sub="2 Crowd Points"),
        "menu": W.Button("Pause", pause, hotkey="Esc", sub="menu", pad="Start"),
        "reveal": W.Button("Reveal hands", reveal, hotkey="H", sub="all the cards"),
        "results": W.Button("Results", results, hotkey="Enter", primary=True, sub="the scores"),
    }


def button_order(at_end: bool, ringside: bool) -> list[list[str]]:
    """The buttons' rows: the end of a pass-and-play match has its own."""
    if at_end:
        return [["reveal"], ["results"], ["menu"]]
    order = [["pass", "allow"], ["pin"]]
    if ringside:
        order.append(["ringside"])
    return order + [["return"], ["crowd"], ["menu"]]


def place_buttons(buttons: dict, area: pygame.Rect, order: list, s: float, size: int) -> None:
    """Two columns of buttons in `area`; a lone last button spans the row, but Pause in play
    keeps the bottom right (it spanned the row in a Hardcore match and shared it with Take
    back in a Normal one, where a click meant for it took a command back: session 72)."""
    in_play = any("pass" in cell for cell in order)
    rects = place_in_grid(area, order, round(8 * s), lone_spans=not in_play)
    for name, b in buttons.items():
        b.visible = name in rects
        if name in rects:
            b.rect = rects[name]
            b.size = size


def hold_numbers(buttons: dict) -> None:
    """While the ring still tells a command (a panel not caught up) the buttons say no number of
    the state after it (Sneak Attack's 'have 1' beside CROWD 0 for 45 frames: session 68)."""
    buttons["crowd"].sub = "costs 2"
    pin = buttons["pin"]
    if pin.label != "Pin":
        pin.label, pin.sub = "Pin", ""


def show_facts(buttons: dict, facts, seat: int | None, at_end: bool) -> None:
    """Enable, label and explain every action button from the model's ButtonFacts."""
    for name in ACTIONS:
        reason = facts.reasons[name]
        buttons[name].enabled = reason is None
        buttons[name].tooltip = reason or ""
    if at_end:
        return
    buttons["allow"].visible = facts.answering
    buttons["pass"].visible = not facts.answering
    buttons["allow"].primary = facts.answering
    buttons["ringside"].visible = facts.ringside
    pin = buttons["pin"]
    pin.label = "Pin"
    if facts.pin_chance is None or not facts.pin_short:  # (none after the bell or in the
        pin.sub, pin.primary = "", False  # foe's turn: odds there read as yours: session 57)
    else:
        pin.sub = facts.pin_short  # the chance and one short reason, always
        chance, _, why = facts.pin_short.partition("%: ")
        if why and chance.isdigit():  # the chance in the name, as large ('48%' wrapped small
            pin.label, pin.sub = f"Pin {chance}%", why  # on the sub's second line read as
            # '45%': three play-testers, sessions 61, 67 and 68)
        pin.primary = bool(facts.pin_on) and seat is not None  # a 0% pin is not lit
        if facts.pin_on:
            pin.sub = "PIN IS ON \u00b7 " + pin.sub
    if "Attitude" in (facts.reasons.get("pin") or "") and seat is not None and facts.pin_cost:
        pin.sub = f"costs {facts.pin_cost} Attitude"  # (only when the cost is what stops it:
        # 'costs 2 Attitude' over a foe at ringside hid 'only in the ring': session 61)
    foe_pin = getattr(facts, "foe_pin", 0)
    buttons["pass"].sub = f"foe could pin: {foe_pin}%" if foe_pin else \
        "breathe + fresh hand" if facts.regroup_ready else \
        "breathe, keep control" if facts.keeps_control else "catch your breath"  # (a Pin
    # that cost more Attitude than held, over a beaten foe, seemed to leave no way: s66)
    buttons["crowd"].label = "Comeback" if facts.comeback else "Sneak Attack"
    buttons["crowd"].sub = f"costs 2 Crowd \u00b7 have {facts.crowd_points}"  # (2 of what:
    # session 75)
    why = facts.reasons.get("crowd")
    if seat is not None and facts.crowd_points >= 2 and why and ":" in why:
        buttons["crowd"].sub = why.split(":")[0]  # paid for, but it would do nothing: say why
    for name in facts.dangers:  # the count-out said on the button before it is pressed
        buttons[name].sub = "counted out!"
    buttons["return"].primary = bool(facts.dangers) and facts.reasons.get("return") is None


def buttons_key(buttons: dict, hover, focus) -> tuple:
    """Everything the buttons' look depends on (for the static layer's key)."""
    out: list = [pad_in_use()]  # the hotkey tags are the controller's glyphs or the keys
    for name, b in buttons.items():
        if b.visible:
            out.append((name, b.label, b.sub, b.enabled, b.primary, b.pressed,
                        hover == ("button", name), focus is b, b.rect.topleft, b.rect.size))
    return tuple(out)


def draw_buttons(surface: pygame.Surface, buttons: dict, hover, focus) -> None:
    """Draw the action buttons, the hovered and focused ones lit."""
    allow = buttons.get("allow")
    if allow is not None:
        allow.highlight = W.COUNTER if allow.visible else None
    for name, b in buttons.items():
        if b.visible:
            b.hover = hover == ("button", name)
            b.draw(surface, focused=focus is b)


def pin_tip(terms: tuple, chance: int, reason: str | None, said: str = "",
            next_cost: tuple | None = None, lapse: int = 0) -> list:
    """The Pin button's tooltip: the chance and its short reason, then term by term; and what
    a kick-out would make the next press cost (next_cost: (Attitude, what this press leaves);
    a newcomer found the button locked for 15 turns, unwarned: session 62's play-test); and
    the last move's part of it that any page first would let lapse (lapse: a newcomer's 23%
    fell to 19% over one free page, the Pin unwarned: session 65's play-test)."""
    if reason and said == reason:  # the whole reason, once (before the foe's first turn it
        return [("Pin chance: none yet", W.ACCENT), (reason, (255, 140, 130))]  # came 3 times)
    total = sum(v for _, v in terms)
    lines = [(f"Pin chance: {chance}%" if chance > 0 else
              f"Pin chance: none (the terms add up to {total}%)", W.ACCENT)]
    if said.startswith(f"{chance}%: "):  # ('33%: pin bonuses...: +15%' over 'bonuses: +15%'
        said = "the biggest lift: " + said.removeprefix(f"{chance}%: ")  # read as counted
        # twice beside the total: session 76's play-test)
    if said:
        lines.append((said[0].upper() + said[1:], W.INK))
    for n, v in terms:
        if n in NO_ONE and chance <= 0:  # (as large as it must be to leave 0% from rules
            # edition 13: its number says nothing; the review of session 66)
            lines.append((f"{term_name(n)}: no pin counts", W.DANGER))
            continue
        lines.append((f"{term_name(n)}: {'+' if v >= 0 else ''}{v}%",
                      W.GOOD if v > 0 else (W.DANGER if v < 0 else W.INK)))
    lines.append((f"total {total}%, so {max(0, chance)}% (95% at most; 0% or less "
                  "always fails)", W.MUTED))
    if lapse and chance > 0 and not reason and "pin now" not in said:
        lines.append((f"Your last move's +{lapse}% counts only if you pin now: any page "
                      "first loses it.", W.ACCENT))
    if chance <= 0:
        lines.append((f"It can't succeed: {why_zero(terms)}.", W.MUTED))
    elif next_cost is not None and not reason:
        cost, left = next_cost
        now = f"This press costs {cost - 1} Attitude (1 for each kick-out so far). " * (
            cost > 1)  # (the price of a press went unsaid: session 75's play-test)
        lines.append((f"{now}A kick-out makes your next press cost {cost} Attitude; this one "
                      f"leaves you {left}.", W.MUTED))
    if reason:
        lines.append((reason, (255, 140, 130)))
    return lines


def last_pin(log):
    """The match's last pin (a PinAttempted event), or None."""
    for entry in reversed(log):
        for ev in reversed(entry.events):
            if type(ev) is E.PinAttempted:
                return ev
    return None


def pin_tip_at_end(log, name_of) -> list:
    """The Pin button's tooltip once the match is over: the last pin as the log said it, not a
    chance in a match that is over."""
    pin = last_pin(log)
    lines = [("The match is over.", W.ACCENT)]
    if pin is not None:
        how = "won the match" if pin.success else "was kicked out"
        lines.append((f"{name_of(pin.seat)}'s last pin, at {pin.chance}%, {how} "
                      f"({f'rolled {pin.roll}' if pin.chance > 0 else 'no chance'}).", W.INK))
    return lines


def button_tip(name: str, label: str, facts) -> list:
    """The tooltip lines of a button other than Pin."""
    reason = facts.reasons.get(name) if facts is not None else None
    if reason and name in ACTIONS:
        return [(label, W.ACCENT), (reason, (255, 140, 130))]
    if facts is not None and facts.dangers.get(name):
        return [(label, W.ACCENT), (facts.dangers[name], (255, 120, 110)),
                ("Return to Ring (T) first to stay in the match (a second press goes "
                 "ahead).", W.MUTED)]
    if name == "crowd":
        return [(label, W.ACCENT),
                ("Sneak Attack: the foe is injured and taps out a Move card of their choice "
                 "(its bonus is off; what it gave at the bell stays)."
                 if label == "Sneak Attack" else
                 "Comeback: regain 6 HP and shake off a Status.", W.INK)]
    if name == "pass":
        lines = [("Pass", W.ACCENT),
                 ("Catch your breath (+momentum) and give your foe control.", W.INK)]
        if facts is not None and facts.keeps_control:
            lines[1] = ("Catch your breath (+momentum). Your foe is beaten (0 HP): control "
                        "stays with you.", W.INK)
        if facts is not None and facts.regroup_ready:
            lines.append(("Nothing in your hand can be played, so you also regroup: the hand "
                          "(counters too) goes under your playbook and you draw a fresh one.",
                          W.GOOD))
        return lines
    if name == "reveal":
        return [("Reveal hands", W.ACCENT),
                ("Both hands and what is left of both playbooks, face up.", W.INK)]
    return [(label, W.ACCENT), (OTHER_TIPS[name], W.INK)] if name in OTHER_TIPS else []


OTHER_TIPS = {  # (three buttons had no hover: session 69's play-test)
    "allow": "Let the move through: it connects and your foe keeps control.",
    "ringside": "Take the fight outside: both Superstars go to ringside, where the referee counts "
                "the one who began the turn in control.",
    "return": "Climb back into the ring before the referee's count reaches its end.",
}


def pass_pin_warning(chance: int) -> tuple:
    """A line under Pass's tooltip when the foe could pin you once they have control."""
    return (f"Careful: worn down as you are, your foe could pin you as soon as they take "
            f"control (about {chance}%, with this Pass's momentum counted).", (255, 140, 130))
