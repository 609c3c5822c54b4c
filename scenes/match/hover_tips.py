"""The table's tooltips and enlarged cards for what the pointer (or the focus) is on: a button's
tip, a lifted hand card, a Move card's zoom, a chip's card or list, a keyword, a log line's why
and the spotlit card's caption (only reads)."""
from __future__ import annotations

import pygame

from scenes.ui import fx_cache as FX
from scenes.match import chip_keys as CK
from scenes.match import facts as F
from scenes.match import hand as HV
from scenes.match import hover as HOV


def draw_hover(scene, surface: pygame.Surface) -> None:
    """Tooltips and enlarged cards for what the pointer (or the focus) is on."""
    L = scene.L
    s = L.s
    t = s * scene.text_scale
    hover = scene.hover or CK.hover(scene)  # (the pointer first, then a chip K reached)
    if hover is None:
        focus = scene.focus.current(scene.focusables())
        if focus is not None and focus is scene.buttons.get("pin") and focus.visible:
            hover = ("button", "pin")  # the keyboard reaches the pin preview too
        elif isinstance(focus, HV.HandFocus):
            hover = ("hand", focus.index)  # the focused card lifts as a hovered one does
        else:
            return
    kind = hover[0]
    if kind == "button":
        lines = scene.button_tip(hover[1])
        if lines:
            FX.place_tooltip(surface, scene.buttons[hover[1]].rect.topleft, lines, t, 300)
    elif kind == "hand" and hover[1] < len(scene.slots):
        scene.draw_lifted(surface, hover[1])
    elif kind == "move":
        seat, i = hover[1], hover[2]
        card, tapped = F.move_cards(scene.model, seat)[i]
        if card is not None:
            face = scene.face(card, round(190 * s), "move_card", False)
            note = F.tapped_note(scene.model, seat, i) if tapped else None
            HOV.move_zoom(surface, face, card.id, scene.panel_rect(seat), scene.mouse[1],
                          note, s)
    elif kind == "chip" and hover[1] == "more":  # the chips the top bar left out
        FX.place_tooltip(surface, scene.mouse, HOV.also_in_play(hover[2]), t, 260)
    elif kind == "chip" and hover[1] == "runin":  # a side's '+N Run-In' label
        FX.place_tooltip(surface, scene.mouse, HOV.listed(F.run_in_words(scene.model, hover[2])),
                         t, 320)
    elif kind == "chip":
        face = scene.face(hover[2], round(180 * s), "page", False)
        HOV.chip_zoom(surface, L, face, hover[2].id, scene.mouse, F.keywords(hover[2]), t)
    elif kind == "keyword":
        HOV.keyword_tip(surface, hover[2], F.keyword_words(hover[1]), t)
    elif kind == "log":
        HOV.log_tip(surface, scene.log_box(), scene.mouse[1], s, t)
    elif kind == "spot" and scene.presenter.spot is not None:
        spot = scene.presenter.spot
        HOV.spot_tip(surface, scene.spot_rect(), spot.caption,
                     F.pending_card(scene.model) is spot.card, s, t)
