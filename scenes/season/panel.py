"""The hub's action panel and overlays: whose turn and the phase steps, the prompt and the
choices, the waiting words while an AI acts, the pass-the-screen curtain, a match's key moments,
and the card zoom on hover."""
from __future__ import annotations

import pygame

from scenes.season.cards import CardButton
from scenes.season.setup import player_colour
from scenes.season.text import CONTROLLER_WORDS, PHASE_STEPS, phase_words, player_names
from scenes.ui import widgets as W
from scenes.ui.pad_glyphs import draw_hint_or_keys
from sprites import palette as pal
from sprites.card_face import drama_face, move_card_face
from sprites.hud import shadow


def draw_actions(hub, surface: pygame.Surface) -> None:
    """The action panel: whose turn, the phase steps, the prompt and the choices."""
    s = hub.s
    box = hub.action_rect
    st = hub.state
    names = hub.names()
    mode = hub.mode()
    a = hub.actor()
    human = hub.is_human(a) and mode not in ("curtain",)
    edge = W.ACCENT if human and mode not in ("over", "wait") else W.PANEL_EDGE
    W.draw_panel(surface, box, (32, 35, 48), (20, 22, 31), round(14 * s), edge,
                 2 if edge == W.ACCENT else 1)
    x = box.x + round(16 * s)
    ty = box.y + round(20 * s)
    # whose turn and the phase stepper
    if st.phase != "over":
        active = st.active
        r = W.draw_text(surface, f"{names[active]}'s turn", round(20 * s),
                        pal.shade(player_colour(active), 1.35), True, midleft=(x, ty))
        sx = r.right + round(18 * s)
        current = {"runins": "match", "between": "jobber"}.get(st.phase, st.phase)
        for k, (ph, label) in enumerate(PHASE_STEPS):
            on = ph == current
            size = round(14 * s)
            tw = W.text_width(label, size, True) + round(16 * s)
            chip = pygame.Rect(sx, ty - round(11 * s), tw, round(22 * s))
            if chip.right > box.right - round(10 * s):
                break
            if on:
                pygame.draw.rect(surface, W.ACCENT, chip, border_radius=chip.h // 2)
            else:
                pygame.draw.rect(surface, (52, 56, 74), chip, 1, border_radius=chip.h // 2)
            W.draw_text(surface, label, size, pal.TEXT_DARK if on else W.MUTED, True,
                        center=chip.center)
            sx = chip.right + round(6 * s)
    area_top = box.y + round(40 * s)
    prompt = prompt_words(hub, mode, a, names)
    focus = hub.focus.current(hub.actions)
    if mode in ("ai", "match_ai", "over", "wait", "stuck") or (mode != "curtain"
                                                               and not hub.actions):
        draw_waiting(hub, surface, mode, a, names, prompt, area_top)
        return
    if prompt:  # (shrinks before it is cut: "...is injured (Tunnel Blindside): cho...")
        W.draw_fit_text(surface, prompt, round(19 * s), round(14 * s), W.INK, True,
                        max_w=box.w - round(32 * s), midleft=(x, box.y + round(46 * s)))
    for wdg in hub.actions:
        if isinstance(wdg, CardButton):
            wdg.draw(surface, focused=wdg is focus, s=s)
        else:
            wdg.draw(surface, focused=wdg is focus)
    low = max(w.rect.bottom + (round(22 * s) if isinstance(w, CardButton) else 0)
              for w in hub.actions)
    if low < box.bottom - round(30 * s):
        hint = "Click, or Tab / arrows and Enter \u00b7 hover a card to read it \u00b7 " \
               "Esc: menu (saved)"
        draw_hint_or_keys(surface, hint, (("D-pad", "choose"), ("A", "confirm"),
                                          ("B", "menu (saved)")),
                          round(15 * s), W.MUTED, bottomleft=(x, box.bottom - round(10 * s)))


def prompt_words(hub, mode: str, a, names) -> str:
    """What the person who must act is asked."""
    st = hub.state
    if a is None:
        return ""
    if hub.target_for is not None:
        kind, card = hub.target_for
        what = hub.lib.drama[card].name if kind == "drama" else "Sneak Attack"
        return f"{what}: who is the target?"
    if mode == "tapout":
        cause = st.tapout_due[0][1] if st.tapout_due else ""
        return f"{names[a]} is injured ({cause}): choose a Move card to tap out."
    if mode == "drama":
        return f"{names[a]}'s Interview: play a Drama card, or none."
    if mode == "event":
        if st.ppv() and st.feud_rival(a) is not None:
            return "Pay-Per-View: your feud ends in the ring tonight."
        return "Book a match, or sit out and Enjoy the Show."
    if mode == "runins":
        pair = hub.booked_pair()
        return f"{names[a]}: Run-In on {names[pair[0]]} vs {names[pair[1]]}?"
    if mode == "jobber":
        return "Jobber Security: wrap up the turn."
    if mode == "match_human":
        return "The match is set. Lace up!"
    return ""


def draw_waiting(hub, surface, mode, a, names, prompt, top) -> None:
    """What the panel says while nobody at the screen acts (an AI, a match, the end)."""
    s = hub.s
    box = hub.action_rect
    x = box.x + round(20 * s)
    y = top + round(12 * s)
    dots = "." * (1 + int(hub.time * 3) % 3)
    if mode == "over":
        champ = hub.state.champion
        big = "The Pay-Per-View is over!"
        small = f"Crowning the champion: {names[champ]}" if champ is not None else ""
    elif mode == "stuck":
        big, small = "The season can't go on", hub.stuck
    elif mode == "match_ai":
        pair = hub.booked_pair()
        b = hub.state.booking
        big = f"{names[pair[0]]} vs {names[pair[1]]}"
        small = f"{b.match_type.title()} match{' (feud)' if b.feud else ''} under way{dots}"
    elif a is not None:
        who = CONTROLLER_WORDS.get(hub.season.controller(a), "AI")
        big = f"{names[a]} is thinking{dots}"
        small = f"{who} \u00b7 {phase_words(hub.state.phase)}"
        if hub.state.tapout_due:
            small = f"{who} \u00b7 choosing a Move card to tap out"
    else:
        big, small = "Waiting", ""
    colour = pal.shade(player_colour(a), 1.35) if a is not None and mode == "ai" else W.ACCENT
    W.draw_text(surface, big, round(30 * s), colour, True, True,
                max_w=box.w - round(40 * s), topleft=(x, y))
    y += round(42 * s)
    if small:
        for line in W.wrap_lines(small, round(18 * s), box.w - round(40 * s))[:2]:
            W.draw_text(surface, line, round(18 * s), W.MUTED, True, topleft=(x, y))
            y += W.line_height(round(18 * s))
    # the newest lines of the log, so people can follow what just happened (each wrapped to
    # two rows at most: one row cut "or after a match they wrestle bef...": session 62)
    size = round(17 * s)
    lh = W.line_height(size)
    rows: list = []
    for ln in [ln for ln in hub.lines if ln.tone not in ("turn", "muted")][-2:]:
        ink = pal.TEXT_ACCENT if ln.tone in ("big", "match", "end") else W.INK
        wrapped = W.wrap_lines("\u2022 " + ln.text, size, box.w - round(40 * s))
        if len(wrapped) > 2:
            wrapped = [wrapped[0], W.ellipsize_text(" ".join(wrapped[1:]), size,
                                                    box.w - round(40 * s), False)]
        rows.append([(line, ink) for line in wrapped])
    room = (box.bottom - round(10 * s) - (y + round(8 * s))) // lh
    while rows and sum(len(r) for r in rows) > room:
        rows.pop(0)  # the older entry gives way
    y = box.bottom - round(10 * s) - sum(len(r) for r in rows) * lh
    for line, ink in (row for r in rows for row in r):
        W.draw_text(surface, line, size, ink, False, topleft=(x, y))
        y += lh


def draw_curtain(hub, surface: pygame.Surface) -> None:
    """Pass the screen: covers everything until the next person shows their choices."""
    s = hub.s
    who = hub.curtain()
    names = player_names(hub.lib, hub.state, short=False)
    W.shade_rect(surface, surface.get_rect(), (6, 7, 12), 235)
    box = hub.curtain_box
    colour = player_colour(who)
    W.draw_panel(surface, box, (38, 42, 58), (24, 27, 38), round(16 * s), colour, 3)
    W.draw_text(surface, "PASS THE SCREEN", round(18 * s), W.MUTED, True,
                midtop=(box.centerx, box.y + round(24 * s)))
    W.draw_fit_text(surface, f"Pass to {names[who]}", round(46 * s), 18,
                    pal.shade(colour, 1.35), True, True, max_w=box.w - round(40 * s),
                    midtop=(box.centerx, box.y + round(54 * s)))
    W.draw_text(surface, "Drama hands are secret: only the wrestler to act should look.",
                round(18 * s), W.INK, max_w=box.w - round(40 * s),
                midtop=(box.centerx, box.y + round(122 * s)))
    hub.curtain_btn.draw(surface, focused=True)


def draw_detail(hub, surface: pygame.Surface) -> None:
    """A match's key moments over the hub."""
    s = hub.s
    d = hub.detail_of(hub.detail)
    if d is None:
        hub.detail = None
        return
    W.shade_rect(surface, surface.get_rect(), (4, 5, 10), 190)
    size = round(18 * s)
    lh = W.line_height(size)
    width = hub.detail_rect.w
    rows = sum(len(W.wrap_lines(text, size, width - round(72 * s)))
               for text, _ in d["moments"])
    need = round(86 * s) + rows * lh + round(16 * s) + hub.close_btn.rect.h + round(28 * s)
    box = hub.detail_rect
    box.h = max(round(220 * s), min(surface.get_height() - round(40 * s), need))
    box.center = surface.get_rect().center
    place_detail_buttons(hub, box)
    W.draw_panel(surface, box, (38, 42, 58), (24, 27, 38), round(16 * s), W.ACCENT, 2)
    x = box.x + round(24 * s)
    W.draw_label(surface, f"{d['type'].upper()} MATCH \u00b7 KEY MOMENTS", round(15 * s),
                 W.MUTED, topleft=(x, box.y + round(18 * s)))
    W.draw_fit_text(surface, d["headline"], round(26 * s), 14, W.ACCENT, True, True,
                    max_w=box.w - round(48 * s), topleft=(x, box.y + round(40 * s)))
    y = box.y + round(86 * s)
    limit = hub.close_btn.rect.y - round(12 * s)
    pair = d["pair"]
    for text, seat in d["moments"]:
        lines = W.wrap_lines(text, size, box.w - round(72 * s))
        if y + lh * len(lines) > limit:
            W.draw_text(surface, "\u2026", size, W.MUTED, topleft=(x, y))
            break
        colour = player_colour(pair[seat]) if seat in (0, 1) else W.ACCENT
        pygame.draw.circle(surface, colour, (x + round(6 * s), y + lh // 2),
                           max(3, round(5 * s)))
        for line in lines:
            W.draw_text(surface, line, size, W.INK, False, topleft=(x + round(20 * s), y))
            y += lh
    hub.watch_btn.draw(surface)
    hub.close_btn.draw(surface, focused=True)
    if hub.watch_btn.rect.collidepoint(hub.mouse):
        W.draw_tooltip(surface, hub.mouse, [(hub.watch_btn.tooltip, W.INK)], s)


def place_detail_buttons(hub, box: pygame.Rect) -> None:
    """Watch it and Close side by side at the foot of the key moments."""
    gap = round(8 * hub.s)
    y = box.bottom - round(16 * hub.s)
    hub.watch_btn.rect.bottomright = (box.centerx - gap, y)
    hub.close_btn.rect.bottomleft = (box.centerx + gap, y)


def draw_hover(hub, surface: pygame.Surface) -> None:
    """The card under the mouse, big (or a button's tooltip)."""
    s = hub.s
    for _owner, _i, card, r in hub.card_rects:
        if r.collidepoint(hub.mouse):
            zw = round(190 * s)
            face = move_card_face(card, zw)
            zr = face.get_rect(midtop=(r.centerx, r.bottom + round(8 * s)))
            if zr.bottom > surface.get_height() - 10:
                zr.midbottom = (r.centerx, r.top - round(8 * s))
            zr.clamp_ip(surface.get_rect().inflate(-10, -10))
            surface.blit(shadow(face, ("hub_zoom", card.id, zw), 140), zr.move(5, 7))
            surface.blit(face, zr)
            return
    for wdg in hub.actions:
        if isinstance(wdg, CardButton) and wdg.rect.collidepoint(hub.mouse):
            continue
        if getattr(wdg, "tooltip", "") and wdg.rect.collidepoint(hub.mouse):
            W.draw_tooltip(surface, hub.mouse, [(wdg.tooltip, W.INK)], s)
            return
    for wdg in hub.actions:
        if isinstance(wdg, CardButton) and wdg.rect.collidepoint(hub.mouse):
            card_id = wdg.key
            if card_id and card_id[0] in ("dr", "mc"):
                zw = round(200 * s)
                if card_id[0] == "dr":
                    card = hub.lib.drama[card_id[1]]
                    face = drama_face(card, zw)
                else:
                    card = hub.lib.move_cards[card_id[1]]
                    face = move_card_face(card, zw)
                zr = face.get_rect(midbottom=(wdg.rect.centerx, wdg.rect.top - round(10 * s)))
                zr.clamp_ip(surface.get_rect().inflate(-10, -10))
                surface.blit(shadow(face, ("hub_dz", card.id, zw), 140), zr.move(5, 7))
                surface.blit(face, zr)
            return
