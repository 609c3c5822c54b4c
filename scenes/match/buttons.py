"""The action buttons of the match table (Pass / Let it through, Pin, To Ringside, Return, Crowd,
Pause; Reveal hands and Results once a pass-and-play match is over): what each would send, why it
can't be pressed now, and the Pin button's chance with its terms."""
from __future__ import annotations

import pygame

from game import commands as C
from game.chances import final_chance, pin_terms
from game.dangers import COUNTED_OUT, counted_out_by, pin_on
from game.legal import check, dead_hand

from scenes.ui import widgets as W
from scenes.match import takeback
from scenes.match.layout import place_in_grid

ACTIONS = ("pass", "allow", "pin", "ringside", "return", "crowd")
KEYS = {pygame.K_p: "pass", pygame.K_n: "pin", pygame.K_l: "allow", pygame.K_r: "ringside",
        pygame.K_t: "return", pygame.K_c: "crowd"}


class ButtonsMixin:
    """The button column of a MatchScene."""

    def make_buttons(self) -> dict[str, W.Button]:
        return {
            "pass": W.Button("Pass", lambda: self.press("pass"), hotkey="P",
                             sub="catch your breath"),
            "allow": W.Button("Let it through", lambda: self.press("allow"), hotkey="L",
                              sub="no counter"),
            "pin": W.Button("Pin", lambda: self.press("pin"), hotkey="N"),
            "ringside": W.Button("To Ringside", lambda: self.press("ringside"), hotkey="R",
                                 sub="take it outside"),
            "return": W.Button("Return to Ring", lambda: self.press("return"), hotkey="T",
                               sub="climb back in"),
            "crowd": W.Button("Crowd", lambda: self.press("crowd"), hotkey="C",
                              sub="2 Crowd Points"),
            "menu": W.Button("Pause", self.pause, hotkey="Esc", sub="menu"),
            "takeback": W.Button("Take back", lambda: takeback.ask(self), hotkey="U",
                                 sub="your last command"),
            "reveal": W.Button("Reveal hands", self.reveal_hands, hotkey="H",
                               sub="all the cards"),
            "results": W.Button("Results", self.finish, hotkey="Enter", primary=True,
                                sub="the scores"),
        }

    def button_order(self) -> list[list[str]]:
        if self.waiting_at_end():
            return [["reveal"], ["results"], ["menu"]]
        order = [["pass", "allow"], ["pin"]]
        if self.state.rules.match_type != "normal":
            order.append(["ringside"])
        order += [["return"], ["crowd"]]
        order += [["takeback"], ["menu"]] if takeback.offered(self) else [["menu"]]
        return order

    def place_buttons(self) -> None:
        """Two columns of buttons; a lone last button spans the row."""
        L = self.L
        order = self.button_order()
        rects = place_in_grid(L.buttons, order, round(8 * L.s))
        for name, b in self.buttons.items():
            b.visible = name in rects
            if name in rects:
                b.rect = rects[name]
                b.size = round(23 * L.s * min(self.text_scale, 1.08))
        self.button_plan = order

    def command_for(self, name: str, seat: int):
        return {"pass": C.Pass, "allow": C.Allow, "pin": C.PressPin,
                "ringside": C.MoveToRingside, "return": C.ReturnToRing,
                "crowd": C.SpendCrowd}[name](seat)

    def press(self, name: str) -> None:
        """A button or its key."""
        def run():
            seat = self.acting_human()
            if seat is None or not self.hand_visible():
                self.app.toast(self.waiting_reason(), "info")
                return
            if self.tapout_due() == seat:
                self.app.toast("Choose a Move card to tap out first.", "error")
                return
            self.send(self.command_for(name, seat))
        self.act(run)

    def refresh_buttons(self, seat: int | None, near: int) -> None:
        """Enable, label and explain every button for the seat that may act now."""
        st = self.state
        if self.button_order() != getattr(self, "button_plan", None):
            self.place_buttons()
        tap_due = self.tapout_due()
        self.reasons = {}
        self.dangers = {}
        for name in ACTIONS:
            btn = self.buttons[name]
            if seat is None or not self.hand_visible():
                reason = self.waiting_reason()
            elif tap_due == seat:
                reason = "Choose a Move card to tap out first."
            else:
                reason = check(st, self.command_for(name, seat))
            self.reasons[name] = reason
            btn.enabled = reason is None
            btn.tooltip = reason or ""
            if reason is None and seat is not None and st.pending is None and \
                    counted_out_by(st, seat, self.command_for(name, seat)):
                self.dangers[name] = f"Still outside after this: {COUNTED_OUT}."
        if self.buttons["takeback"].visible:
            takeback.refresh(self)
        if self.waiting_at_end():
            return
        pending_vs_human = seat is not None and st.pending is not None and tap_due is None
        self.buttons["allow"].visible = pending_vs_human
        self.buttons["pass"].visible = not pending_vs_human
        self.buttons["allow"].primary = pending_vs_human
        self.buttons["ringside"].visible = st.rules.match_type != "normal"
        pin = self.buttons["pin"]
        who = seat if seat is not None else near
        try:
            chance = self.pin_chance(who)
            pin.sub = f"{chance}% chance" if chance > 0 else "no chance"
            on = pin_on(st, who) if st.over is None else None
            pin.primary = on is not None and seat is not None
            if on is not None:
                pin.sub = f"PIN IS ON \u00b7 {on}%"
        except Exception:
            pin.sub = ""
        if self.reasons.get("pin") and seat is not None:
            cost = st.sides[seat].failed_pins
            pin.sub = f"costs {cost} Attitude" if cost else pin.sub
        self.regroup_ready = seat is not None and st.pending is None and dead_hand(st, seat)
        self.buttons["pass"].sub = "breathe + fresh hand" if self.regroup_ready \
            else "catch your breath"
        persona = self.cat.lib.superstars[st.sides[who].superstar].persona
        self.buttons["crowd"].label = "Sneak Attack" if persona == "antagonist" else "Comeback"
        self.buttons["crowd"].sub = f"costs 2 \u00b7 have {st.sides[who].crowd_points}"
        for name in self.dangers:  # the count-out said on the button before it is pressed
            self.buttons[name].sub = "counted out!"
        self.buttons["return"].primary = bool(self.dangers) and self.reasons.get("return") is None

    def pin_chance(self, seat: int) -> int:
        return final_chance(self.pin_terms(seat))

    def pin_terms(self, seat: int) -> tuple:
        return pin_terms(self.state, seat)

    def button_key(self) -> tuple:
        """Everything the buttons' look depends on (for the static layer's key)."""
        focus = self.focus.current(self.focusables())
        out = []
        for name, b in self.buttons.items():
            if b.visible:
                out.append((name, b.label, b.sub, b.enabled, b.primary, b.pressed,
                            self.hover == ("button", name), focus is b, b.rect.topleft,
                            b.rect.size))
        return tuple(out)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        focus = self.focus.current(self.focusables())
        allow = self.buttons.get("allow")
        if allow is not None:
            allow.highlight = W.COUNTER if allow.visible else None
        for name, b in self.buttons.items():
            if b.visible:
                b.hover = self.hover == ("button", name)
                b.draw(surface, focused=focus is b)

    def button_tip(self, name: str) -> list:
        """The tooltip lines of a button (the Pin button lists its chance term by term)."""
        b = self.buttons[name]
        if name == "takeback":
            return takeback.tip(self)
        if name == "pin":
            seat = self.acting_human()
            seat = seat if seat is not None else self.near()
            terms = self.pin_terms(seat)
            total = sum(v for _, v in terms)
            chance = final_chance(terms)
            lines = [(f"Pin chance: {chance}%" if chance > 0 else
                      f"Pin chance: none (the terms add up to {total}%)", W.ACCENT)]
            for n, v in terms:
                lines.append((f"{n}: {'+' if v >= 0 else ''}{v}%",
                              W.GOOD if v > 0 else (W.DANGER if v < 0 else W.INK)))
            lines.append((f"total {total}%, so {max(0, chance)}% (95% at most; 0% or less "
                          "always fails)", W.MUTED))
            if self.reasons.get(name):
                lines.append((self.reasons[name], (255, 140, 130)))
            return lines
        if self.reasons.get(name) and name in ACTIONS:
            return [(b.label, W.ACCENT), (self.reasons[name], (255, 140, 130))]
        if getattr(self, "dangers", {}).get(name):
            return [(b.label, W.ACCENT), (self.dangers[name], (255, 120, 110)),
                    ("Return to Ring (T) first to stay in the match.", W.MUTED)]
        if name == "crowd":
            return [(b.label, W.ACCENT),
                    ("Sneak Attack: the foe is injured and taps out a Move card."
                     if b.label == "Sneak Attack" else
                     "Comeback: regain 6 HP and shake off a Status.", W.INK)]
        if name == "pass":
            lines = [("Pass", W.ACCENT),
                     ("Catch your breath (+momentum) and give your foe control.", W.INK)]
            if self.regroup_ready:
                lines.append(("Nothing in your hand can be played, so you also regroup: the hand "
                              "goes under your playbook and you draw a fresh one.", W.GOOD))
            return lines
        if name == "reveal":
            return [("Reveal hands", W.ACCENT),
                    ("Both hands and what is left of both playbooks, face up.", W.INK)]
        return []
