"""The choices on the hub's action panel, built from what the season allows whoever must act,
and where they go in the panel."""
from __future__ import annotations

import math

import pygame

from game.season import (CROWD_ABILITY_COST, INJURING, DiscardMove, EndTurn, GiveInterview,
                         UseCrowd, injury_does_nothing)
from scenes.season.cards import CardButton
from scenes.season.text import command_words, crowd_ability_words, drama_season_effect
from scenes.ui import widgets as W
from sprites.card_face import drama_face, move_card_face


def build_actions(hub) -> list:
    """The widgets of the action panel for what must happen now."""
    mode = hub.mode()
    st = hub.state
    lib = hub.lib
    names = hub.names()
    a = hub.actor()
    out: list = []
    if mode == "curtain":
        return [hub.curtain_btn]
    if mode == "match_human":
        pair = hub.booked_pair()
        b = st.booking
        label = "Back to the ring" if hub.match is not None else "Go to the ring"
        out.append(W.Button(label, hub.go_to_ring, primary=True, hotkey="Enter",
                            sub=f"{names[pair[0]]} vs {names[pair[1]]} \u00b7 "
                                f"{b.match_type.title()}" + (" feud match" if b.feud else "")))
        return out
    if a is None or not hub.is_human(a):
        return out
    legal = hub.season.legal(a)
    if mode == "tapout":
        me = st.players[a]
        for cmd in legal:
            mid = me.move_cards[cmd.card]
            card = lib.move_cards[mid]
            out.append(CardButton(lambda w, c=card: move_card_face(c, w),
                                  lambda c=cmd: hub.send(c), caption="Tap out",
                                  tooltip=f"Tap out {card.name}", key=("mc", mid)))
        return out
    if hub.target_for is not None:
        kind, card = hub.target_for
        for cmd in legal:
            if kind == "drama" and isinstance(cmd, GiveInterview) and cmd.card == card \
                    and cmd.target is not None:
                out.append(W.Button(names[cmd.target], lambda c=cmd: hub.send(c),
                                    sub=target_sub(hub, cmd.target, card)))
            elif kind == "crowd" and isinstance(cmd, UseCrowd) and cmd.target is not None:
                out.append(W.Button(names[cmd.target], lambda c=cmd: hub.send(c),
                                    sub=target_sub(hub, cmd.target)))
        out.append(W.Button("Cancel", hub.cancel_target, hotkey="Esc"))
        return out
    if mode == "drama":
        me = st.players[a]
        playable = {c.card for c in legal if isinstance(c, GiveInterview) and c.card}
        for i, cid in enumerate(me.drama):
            card = lib.drama[cid]
            if hub.season.needs_target(cid):
                act = (lambda c=cid: hub.pick_target("drama", c))
            else:
                act = (lambda c=cid: hub.send(GiveInterview(a, c)))
            out.append(CardButton(lambda w, c=card: drama_face(c, w), act,
                                  caption=drama_season_effect(card, short=True),
                                  tooltip=f"{card.name}: {drama_season_effect(card)} "
                                          "(in the season)",
                                  enabled=cid in playable, key=("dr", cid, i)))
        out.append(W.Button("No Drama card", lambda: hub.send(GiveInterview(a, "")),
                            sub="give the Interview empty-handed"))
        persona = me.persona
        crowd_cmds = [c for c in legal if isinstance(c, UseCrowd)]
        word = "Sneak Attack" if persona == "antagonist" else "Comeback"
        reason = hub.season.crowd_blocker(a)
        btn = W.Button(word, hub.use_crowd, sub=f"{CROWD_ABILITY_COST} Crowd Points \u00b7 have "
                                                 f"{me.crowd_points}",
                       tooltip=crowd_ability_words(persona) +
                       (f". {reason}" if reason and not crowd_cmds else ""))
        btn.enabled = bool(crowd_cmds)
        out.append(btn)
    elif mode == "event":
        for cmd in legal:
            if cmd.opponent is None:
                out.append(W.Button("Enjoy the Show", lambda c=cmd: hub.send(c),
                                    sub="sit out \u00b7 +1 Crowd Point"))
            else:
                feud = st.feud_rival(a) == cmd.opponent
                out.append(W.Button(f"Book {names[cmd.opponent]}",
                                    lambda c=cmd: hub.send(c),
                                    primary=feud and st.ppv(),
                                    sub=("FEUD \u00b7 " if feud else "") +
                                    target_sub(hub, cmd.opponent)))
    elif mode == "runins":
        for cmd in legal:
            out.append(W.Button(command_words(st, lib, cmd), lambda c=cmd: hub.send(c),
                                sub="your untapped Move bonuses join that side"
                                if cmd.side is not None else "let them settle it"))
    elif mode == "jobber":
        out.append(W.Button("End turn", lambda: hub.send(EndTurn(a)), primary=True,
                            hotkey="Enter", sub="injuries due now heal \u00b7 next wrestler"))
    for cmd in legal:
        if isinstance(cmd, DiscardMove):
            mid = st.players[a].move_cards[cmd.card]
            out.append(W.Button(f"Discard {lib.move_cards[mid].name}",
                                lambda c=cmd: hub.send(c), danger=True,
                                sub="ends the injury \u00b7 card leaves play"))
    return out


def target_sub(hub, player: int, drama: str | None = None) -> str:
    """A wrestler's points, Rank and Tier, and whether they are hurt, under their name; for a
    Drama card that injures, that it does nothing to one already injured (one injury at a
    time: it was offered on them and did nothing, unsaid)."""
    p = hub.state.players[player]
    rv, tr = hub.season.rank(player)
    hurt = " \u00b7 injured" if p.injured() else ""
    card = hub.season.cat.lib.drama.get(drama) if drama else None
    idle = injury_does_nothing(p) if card is not None and card.effect in INJURING else None
    if idle:
        hurt = f" \u00b7 {idle}: no effect"
    return f"{p.points} pts \u00b7 Rank {rv} {tr}{hurt}"


def place_actions(hub) -> None:
    """Put the action widgets into the action panel: cards in a row on the left, buttons in
    a grid beside (or under) them."""
    s = hub.s
    area = hub.action_rect.inflate(-round(28 * s), 0)
    top = hub.action_rect.y + round(64 * s)
    area = pygame.Rect(area.x, top, area.w, hub.action_rect.bottom - top - round(8 * s))
    if hub.mode() == "curtain":
        return
    cards = [a for a in hub.actions if isinstance(a, CardButton)]
    buttons = [a for a in hub.actions if isinstance(a, W.Button)]
    x = area.x
    if cards:
        cap = round(20 * s)
        cw = min(round(110 * s), int((area.h - cap - round(6 * s)) / 1.4))
        gap = round(22 * s)
        for i, c in enumerate(cards):
            c.rect = pygame.Rect(x + i * (cw + gap), area.y + round(4 * s), cw,
                                 round(cw * 1.4))
        x += len(cards) * (cw + gap) + round(8 * s)
    if not buttons:
        return
    room = pygame.Rect(x, area.y, area.right - x, area.h)
    bh = round(54 * s)
    gap = round(10 * s)
    rows_fit = max(1, (room.h + gap) // (bh + gap))
    cols = max(1, math.ceil(len(buttons) / rows_fit))
    if not cards:
        cols = min(len(buttons), 3) if len(buttons) > 1 else 1
        rows = math.ceil(len(buttons) / cols)
        if rows > rows_fit:
            cols = math.ceil(len(buttons) / rows_fit)
    bw = min(round(300 * s), (room.w - gap * (cols - 1)) // cols)
    rows = math.ceil(len(buttons) / cols)
    for i, b in enumerate(buttons):
        col, row = i // rows, i % rows
        if not cards:
            col, row = i % cols, i // cols
        b.rect = pygame.Rect(room.x + col * (bw + gap), room.y + row * (bh + gap), bw, bh)
        b.size = round(19 * s)
