"""The still parts of the match table: the top bar, the wrestler panels, the signature Move cards,
the ring with the page in the spotlight, the prompt and the log. They are drawn into the cached
static layer, which is redrawn only when something they show has changed."""
from __future__ import annotations

import pygame

from game.chances import countout_limit
from game.dangers import countout_warning, pin_on
from game.legal import pin_blocker
from sprites import palette as pal
from sprites.cache import Lru
from sprites.face_store import STORE
from sprites.hud import ring_mat, shadow
from sprites.panel import PanelData, wrestler_panel
from sprites.tapped import tapped as tapped_face

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W
from scenes.match.log_text import turn_shown

CONTROLLER_WORDS = {"human": "Human", "random": "AI \u00b7 Random", "easy": "AI \u00b7 Easy",
                    "greedy": "AI \u00b7 Greedy", "normal": "AI \u00b7 Normal",
                    "hard": "AI \u00b7 Hard"}
MATCH_FILL = {"normal": (60, 96, 150), "hardcore": (170, 70, 40), "showdown": (130, 70, 170)}

_scaled = Lru(48)
_stamps = Lru(32)


def scaled(face: pygame.Surface, width: int, key) -> pygame.Surface:
    """A smooth-scaled copy of a face at another width (cached)."""
    hit = _scaled.get(key)
    if hit is None:
        h = round(face.get_height() * width / face.get_width())
        hit = pygame.transform.smoothscale(face, (width, h))
        _scaled.put(key, hit)
    return hit


def stamp_surface(words: str, colour: tuple, s: float, size: int) -> pygame.Surface:
    """The tilted result stamp on the spotlit card (cached)."""
    key = (words, colour, round(s, 3), size)
    hit = _stamps.get(key)
    if hit is None:
        tw = W.text_width(words, size, True) + round(24 * s)
        layer = pygame.Surface((tw, round(36 * s)), pygame.SRCALPHA)
        pygame.draw.rect(layer, (*pal.shade(colour, 0.35), 225), layer.get_rect(),
                         border_radius=round(6 * s))
        pygame.draw.rect(layer, colour, layer.get_rect(), max(2, round(3 * s)),
                         border_radius=round(6 * s))
        W.draw_text(layer, words, size, W.INK, True, True, center=layer.get_rect().center)
        hit = pygame.transform.rotozoom(layer, 8, 1.0)
        _stamps.put(key, hit)
    return hit


MOVE_ROW_MIN = 50  # narrowest Move card in a row (several tapped out): its words still fit


class TableMixin:
    """Drawing of the still parts of a MatchScene's table."""

    # ---- top bar --------------------------------------------------------------------------

    def top_key(self) -> tuple:
        st = self.state
        return (st.turn, st.over is not None, st.control, st.referee, st.ref_distracted(),
                tuple(st.events_in_play), self.text_scale)

    def draw_top(self, surface: pygame.Surface) -> None:
        L = self.L
        s = L.s
        st = self.state
        bar = L.top
        W.shade_rect(surface, bar, (6, 7, 12), 200)
        pygame.draw.line(surface, (60, 66, 90), bar.bottomleft, bar.bottomright)
        x = round(14 * s)
        r = W.draw_text(surface, "RINGSIDE", round(26 * s), W.ACCENT, True, True,
                        midleft=(x, bar.centery))
        kind = st.rules.match_type.upper()
        fill = MATCH_FILL.get(st.rules.match_type, (80, 80, 100))
        chip = pygame.Rect(r.right + round(12 * s), 0, W.text_width(kind, round(18 * s), True)
                           + round(20 * s), round(24 * s))
        chip.centery = bar.centery
        pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
        W.draw_text(surface, kind, round(18 * s), W.INK, True, center=chip.center)
        label = self.top_label()
        W.draw_text(surface, label, round(17 * s), W.MUTED,
                    midleft=(chip.right + round(10 * s), bar.centery))
        limit = st.rules.turn_limit
        turn = turn_shown(st.turn, st.over is not None, limit)
        turn_r = W.draw_text(surface, f"Turn {turn} / {limit}", round(28 * s), W.INK, True,
                             True, center=(L.stage.centerx, bar.centery))
        self.chip_rects = []
        ctrl = st.control
        words = "Match over" if st.over is not None else f"Control: {self.short(ctrl)}"
        room = bar.right - round(10 * s) - (turn_r.right + round(24 * s)) - round(34 * s)
        words = W.ellipsize_text(words, round(19 * s), max(40, room))
        tw = W.text_width(words, round(19 * s), True)
        cr = pygame.Rect(0, 0, tw + round(34 * s), round(26 * s))
        cr.midleft = (turn_r.right + round(24 * s), bar.centery)
        pygame.draw.rect(surface, (30, 33, 46), cr, border_radius=cr.h // 2)
        pygame.draw.rect(surface, W.SEAT_COLOURS[ctrl], cr, 2, border_radius=cr.h // 2)
        pygame.draw.circle(surface, W.SEAT_COLOURS[ctrl], (cr.x + round(13 * s), cr.centery),
                           round(5 * s))
        W.draw_text(surface, words, round(19 * s), W.INK, True,
                    midleft=(cr.x + round(24 * s), cr.centery))
        x = L.log.right
        items = []
        if st.referee is not None:
            card = self.cat.lib.pages.get(st.referee[1])
            if card is not None:
                items.append(("ref", card, f"Ref: {card.name}", (150, 156, 170)))
        elif st.ref_distracted():
            items.append(("text", None, "Ref down!", (200, 150, 40)))
        for ev in st.events_in_play:
            card = self.cat.lib.pages.get(ev[1])
            if card is not None:
                items.append(("event", card, card.name, (38, 150, 160)))
        size = round(16 * s)
        for kind_, card, words, fill in reversed(items):
            words = W.ellipsize_text(words, size, round(150 * s))
            cw = W.text_width(words, size, True) + round(18 * s)
            r = pygame.Rect(0, 0, cw, round(22 * s))
            r.midright = (x, bar.centery)
            if r.x < cr.right + round(10 * s):
                break
            pygame.draw.rect(surface, pal.shade(fill, 0.55), r, border_radius=r.h // 2)
            pygame.draw.rect(surface, fill, r, 1, border_radius=r.h // 2)
            W.draw_text(surface, words, size, W.INK, True, center=r.center)
            if card is not None:
                self.chip_rects.append((kind_, card, r))
            x = r.x - round(6 * s)

    def top_label(self) -> str:
        """The small words after the match type (the seed; the replay viewer says more)."""
        return f"seed {self.setup.seed}"

    # ---- wrestler panels --------------------------------------------------------------------

    def panel_data(self, seat: int) -> PanelData:
        st = self.state
        side = st.sides[seat]
        star = self.cat.lib.superstars[side.superstar]
        rank_v, tier_v = self.rank_of(seat)
        return PanelData(
            name=star.name, persona=star.persona, style=star.style,
            controller=CONTROLLER_WORDS.get(self.controller(seat), self.controller(seat)),
            seat_colour=W.SEAT_COLOURS[seat], corner=W.SEAT_CORNER[seat],
            hp=int(round(self.hp_shown[seat])), max_hp=side.max_hp,
            momentum=tuple(side.momentum), caps=tuple(side.caps), warnings=side.warnings,
            crowd=side.crowd_points, points=side.points, on_mat=side.on_mat,
            at_ringside=side.at_ringside, ringside_turns=side.ringside_turns,
            count_out_after=countout_limit(st), statuses=tuple(side.statuses),
            body=tuple(sorted(side.body.items())), hand=len(side.hand),
            playbook=len(side.playbook), discard=len(side.discard), rank=rank_v, tier=tier_v,
            badge=self.badge(seat))

    def rank_of(self, seat: int) -> tuple[int, str]:
        cards = tuple(self.state.sides[seat].move_cards)
        hit = self._ranks.get(cards)
        if hit is None:
            try:
                from game.rank import rank, tier
                value = rank(self.cat.lib, list(cards))
                hit = (value, tier(value))
            except Exception:
                hit = (0, "")
            self._ranks[cards] = hit
        return hit

    def badge(self, seat: int) -> str:
        """The gold tag on the panel of the seat that must act."""
        st = self.state
        if self.match.actor() != seat:
            return ""
        if self.tapout_due() == seat:
            return "TAP OUT"
        if st.over is not None:
            return ""
        return "ANSWERING" if st.pending else "TO ACT"

    def panel_rect(self, seat: int) -> pygame.Rect:
        return self.L.near_panel if seat == self.near() else self.L.far_panel

    def blit_panel(self, surface: pygame.Surface, seat: int, rect: pygame.Rect,
                   data: PanelData) -> None:
        """A wrestler panel with its drop shadow. A changed panel is drawn by the helper
        process; until it is ready the last one shows (a frame or two)."""
        s = self.L.s
        surf = STORE.panel(data, rect.size, s)
        if surf is None:
            self.faces_waiting = True
            last = self._panels.get(seat)
            surf = last if last is not None and last.get_size() == rect.size else \
                wrestler_panel(data, rect.size, s)
        self._panels[seat] = surf
        surface.blit(FX.panel_shadow(rect.size, round(10 * s)),
                     rect.move(round(3 * s), round(4 * s)))
        surface.blit(surf, rect)

    # ---- signature Move cards -----------------------------------------------------------------

    def move_angles(self, seat: int) -> tuple:
        """Each Move card's turn: 90 when tapped out, in between while the tap-out turns."""
        side = self.state.sides[seat]
        angles = []
        for i, _ in enumerate(side.move_cards):
            angle = 90.0 if side.tapped[i] else 0.0
            for cue in self.presenter.active("tap"):
                if cue.seat == seat and cue.data.get("card") == i:
                    p = cue.progress(self.presenter.now)
                    angle = 90.0 * (1 - (1 - p) ** 3)
            angles.append(round(angle / 3) * 3)
        return tuple(angles)

    def draw_moves(self, surface: pygame.Surface, seat: int, rect: pygame.Rect,
                   label_top: bool) -> None:
        L = self.L
        s = L.s
        side = self.state.sides[seat]
        lib = self.cat.lib
        label_h = round(22 * s)
        rv, tv = self.rank_of(seat)
        rank_words = f"Rank {rv} \u00b7 {tv}" if tv else ""
        injured = sum(1 for t in side.tapped if t)
        out = f"{injured} tapped out" if injured else ""
        choices = [" \u00b7 ".join(x for x in ("Signature moves", rank_words, out) if x),
                   " \u00b7 ".join(x for x in ("Moves", rank_words, out) if x),
                   " \u00b7 ".join(x for x in ("Moves", rank_words.split(" \u00b7 ")[0], out)
                                    if x)]
        words = choices[-1]
        for c in choices:
            if W.label_surface(c.upper(), round(15 * s)).get_width() <= rect.w:
                words = c
                break
        if label_top:
            W.draw_label(surface, words.upper(), round(15 * s), W.MUTED,
                         topleft=(rect.x + round(2 * s), rect.y))
            row_y = rect.y + label_h
        else:
            W.draw_label(surface, words.upper(), round(15 * s), W.MUTED,
                         bottomleft=(rect.x + round(2 * s), rect.bottom))
            row_y = rect.y
        row_h = rect.h - label_h
        angles = self.move_angles(seat)
        w = L.move_w
        # cells are laid out for the cards' final turns, so a card turning to tapped-out does
        # not resize (and redraw) the others frame by frame
        widths = [w * 1.4 if t else w for t in side.tapped]
        gap = round(6 * s)
        total = sum(widths) + gap * max(0, len(widths) - 1)
        scale = min(1.0, rect.w / total) if total else 1.0
        cw = max(MOVE_ROW_MIN, int(w * scale))  # no smaller: the face's words must still fit
        x = rect.x
        for i, mid in enumerate(side.move_cards):
            card = lib.move_cards.get(mid)
            if card is None:
                continue
            face = self.face(card, cw, "move_card")
            if face is None:  # being drawn at this size: scale the usual one for now
                face = scaled(self.face(card, w, "move_card", wait=False), cw,
                              ("mc-scaled", mid, cw))
            img = tapped_face(face, angles[i], key=("mc", mid, cw))
            cell_w = round(widths[i] * scale)
            r = img.get_rect(center=(x + cell_w // 2, row_y + row_h // 2))
            surface.blit(shadow(img, ("mcs", mid, cw, round(angles[i])), 100),
                         r.move(round(2 * s), round(3 * s)))
            surface.blit(img, r)
            if side.tapped[i] and angles[i] >= 89:
                W.shade_rect(surface, r, (120, 0, 0), 60, round(4 * s))
            self.move_rects.append((seat, i, r))
            x += cell_w + gap

    # ---- the ring ---------------------------------------------------------------------------

    def spot_rect(self) -> pygame.Rect:
        L = self.L
        r = pygame.Rect(0, 0, L.spot_w, round(L.spot_w * 1.4))
        r.center = (L.stage.centerx, L.stage.centery + round(4 * L.s))
        return r

    def spot_intro(self) -> float:
        """0..1 through the spotlit card's entrance (1: it has landed)."""
        spot = self.presenter.spot
        if spot is None or self.reduced_motion:
            return 1.0
        age = self.presenter.now - spot.since
        return min(1.0, age / (0.22 * max(0.3, self.presenter.speed)))

    def stage_key(self) -> tuple:
        p = self.presenter
        spot, prev = p.spot, p.previous
        landed = self.spot_intro() >= 1.0
        return (None if spot is None else (id(spot), spot.stamp, landed),
                None if prev is None else id(prev), self.prompt(), self.text_scale)

    def draw_stage(self, surface: pygame.Surface) -> None:
        """The ring, the page before (dimmed), the page in the spotlight once it has landed."""
        L = self.L
        s = L.s
        stage = L.stage
        surface.blit(ring_mat(stage.size, s), stage)
        p = self.presenter
        if p.previous is not None and p.spot is not None:
            pw = round(L.spot_w * 0.62)
            big = self.spot_face(p.previous, L.spot_w)
            if big is not None:
                img = scaled(big, pw, ("prev", p.previous.kind, p.previous.card.id, pw))
                r = img.get_rect(midright=(self.spot_rect().left - round(26 * s),
                                           stage.centery + round(4 * s)))
                if r.left > stage.left + round(18 * s):
                    surface.blit(FX.card_shadow(img.get_size(), 90),
                                 r.move(round(3 * s), round(4 * s)))
                    surface.blit(img, r)
                    FX.blit_tint(surface, r, (10, 12, 20), 95, max(5, round(pw * 0.07)))
                    W.draw_text(surface, p.previous.caption, round(15 * s), W.MUTED, True,
                                max_w=r.w + round(30 * s),
                                midtop=(r.centerx, r.bottom + round(2 * s)))
        spot = p.spot
        if spot is not None:
            if self.spot_intro() >= 1.0:
                self.draw_spot(surface, 1.0)
        else:
            W.draw_text(surface, "The ring is waiting", round(22 * s), (120, 130, 160), True,
                        center=stage.center)
        self.draw_prompt(surface)

    def draw_spot(self, surface: pygame.Surface, k: float) -> None:
        """The spotlit card, `k` of the way through its entrance (grows, rises, fades in)."""
        L = self.L
        s = L.s
        spot = self.presenter.spot
        face = self.spot_face(spot, L.spot_w)
        if face is None:
            return
        ease = 1 - (1 - k) ** 3
        base = self.spot_rect()
        w = max(10, round(L.spot_w * (0.8 + 0.2 * ease)))
        img = face if w == L.spot_w else pygame.transform.smoothscale(
            face, (w, round(w * face.get_height() / face.get_width())))
        r = img.get_rect(center=(base.centerx, base.centery + round((1 - ease) * 40 * s)))
        shade = FX.card_shadow(face.get_size(), 130)
        if k < 1:
            shade.set_alpha(int(255 * ease))
            img = img.copy() if img is face else img
            img.set_alpha(int(255 * ease))
        surface.blit(shade, base.move(round(5 * s), round(7 * s)))
        shade.set_alpha(None)
        surface.blit(img, r)
        colour = W.SEAT_COLOURS[spot.seat] if spot.seat in (0, 1) else W.ACCENT
        W.draw_text(surface, spot.caption, self.ts(21), colour, True, True,
                    max_w=L.stage.w - round(40 * s),
                    midbottom=(base.centerx, base.top - round(4 * s)))
        if spot.stamp and k >= 1:
            img = stamp_surface(spot.stamp, spot.stamp_colour, s, round(24 * s))
            surface.blit(img, img.get_rect(center=(base.centerx, base.bottom - round(14 * s))))

    def spot_face(self, spot, width: int) -> pygame.Surface | None:
        """The face of a spotlit card: a page, or a Drama card (None while being drawn)."""
        return self.face(spot.card, width, "drama" if spot.kind == "drama" else "page")

    def prompt(self) -> tuple[str, tuple]:
        """The line under the spotlight: whose move it is and what they can do."""
        st = self.state
        a = self.match.actor()
        if a is None:
            if st.over is not None:
                if self.waiting_at_end():
                    return "The match is over: Reveal hands (H) or Results (Enter)", W.ACCENT
                return "The match is over", W.ACCENT
            return "", W.MUTED
        who = self.short(a)
        if self.tapout_due() == a:
            if self.is_human(a):
                return f"{who} is injured: choose a Move card to tap out (1-5)", (255, 120, 110)
            return f"{who} is choosing a Move card to tap out\u2026", W.MUTED
        if not self.is_human(a):
            return f"{who} ({CONTROLLER_WORDS.get(self.controller(a), 'AI')}) is thinking" \
                   "\u2026", W.MUTED
        if st.pending:
            move = st.info(st.pending[1]).name
            return f"{move} incoming! Counter with a glowing page or Let it through (L)", W.COUNTER
        if countout_warning(st, a):
            return "Last count! Return to Ring (T) or you will be counted out", (255, 120, 110)
        on = pin_on(st, a)
        if on is not None:
            return f"{who}: the foe is at 0 HP, the pin is on: Pin (N) at {on}%", W.GOOD
        if st.sides[1 - a].hp == 0:
            return f"{who}: the foe is at 0 HP but can't be pinned now: " \
                   f"{pin_blocker(st, a) or 'play on'}", W.ACCENT
        if self.regroup_ready:
            return f"{who}: nothing in your hand can be played. Pass (P) for a fresh hand", \
                W.ACCENT
        return f"{who}, your move: play a page (1-{max(1, len(st.sides[a].hand))}), " \
               f"Pin (N) or Pass (P)", W.ACCENT

    def draw_prompt(self, surface: pygame.Surface) -> None:
        L = self.L
        s = L.s
        words, colour = self.prompt()
        if not words:
            return
        size = self.ts(20)
        tw = min(L.stage.w - round(30 * s), W.text_width(words, size, True) + round(30 * s))
        r = pygame.Rect(0, 0, tw, round(30 * s * self.text_scale))
        r.midbottom = (L.stage.centerx, L.stage.bottom - round(8 * s))
        W.shade_rect(surface, r, (8, 10, 18), 200, r.h // 2)
        pygame.draw.rect(surface, pal.shade(colour, 0.7), r, 1, border_radius=r.h // 2)
        W.draw_fit_text(surface, words, size, round(15 * s), colour, True,
                        max_w=r.w - round(20 * s), center=r.center)

    # ---- the log ----------------------------------------------------------------------------

    def log_box(self) -> pygame.Rect:
        """Where the log's lines are drawn, inside its panel."""
        L = self.L
        s = L.s
        head_h = round(30 * s)
        return pygame.Rect(L.log.x + round(10 * s), L.log.y + head_h + round(6 * s),
                           L.log.w - round(20 * s), L.log.h - head_h - round(12 * s))

    def draw_log(self, surface: pygame.Surface) -> None:
        L = self.L
        s = L.s
        W.draw_panel(surface, L.log, (24, 27, 38), (18, 20, 29), round(10 * s), W.PANEL_EDGE)
        head = pygame.Rect(L.log.x, L.log.y, L.log.w, round(30 * s))
        W.draw_label(surface, "MATCH LOG", round(17 * s), W.MUTED,
                     midleft=(head.x + round(12 * s), head.centery))
        W.draw_text(surface, "click a marked line: why?", round(14 * s), (110, 116, 140),
                    midright=(head.right - round(12 * s), head.centery))
        pygame.draw.line(surface, (50, 55, 74), (head.x + 8, head.bottom),
                         (head.right - 8, head.bottom))
        box = self.log_box()
        surface.blit(self.logview.render(box.size, s * self.text_scale, W.SEAT_COLOURS), box)
