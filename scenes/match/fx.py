"""The moving parts of the match table, drawn every frame over the cached static layer: the
control glow, the spotlit card's entrance, damage numbers, banners, flashes, shaking and sliding
panels and the screen shake. Reduced motion turns off everything that moves (shakes, slides,
pulses, the tap-out turn); fades and numbers stay."""
from __future__ import annotations

import math

import pygame

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W

PANEL_FX = ("shake", "flash", "slide")
PULSE_LEVELS = 6
PULSE_SPEED = 3.0  # radians a second


class FxMixin:
    """Per-frame effects of a MatchScene."""

    # ---- what is moving -----------------------------------------------------------------------

    def live_panels(self) -> frozenset:
        """Seats whose panel moves or flashes now (drawn per frame, not in the static layer)."""
        live = set()
        for kind in PANEL_FX:
            for cue in self.presenter.active(kind):
                if cue.seat in (0, 1):
                    live.add(cue.seat)
        return frozenset(live)

    def pulse_level(self) -> int:
        """The control glow's brightness step (fixed with reduced motion)."""
        if self.reduced_motion:
            return PULSE_LEVELS - 1
        x = 0.5 + 0.5 * math.sin(self.time * PULSE_SPEED)
        return min(PULSE_LEVELS - 1, int(x * PULSE_LEVELS))

    def panel_offset(self, seat: int) -> tuple[int, int]:
        """Where a panel is pushed to by its shake or slide cues."""
        if self.reduced_motion:
            return (0, 0)
        s = self.L.s
        now = self.presenter.now
        dx = dy = 0
        for cue in self.presenter.active("shake"):
            if cue.seat == seat:
                k = (1 - cue.progress(now)) * cue.data.get("strength", 5) * s
                dx += round(self.rng.uniform(-k, k))
                dy += round(self.rng.uniform(-k, k))
        for cue in self.presenter.active("slide"):
            if cue.seat == seat:
                p = cue.progress(now)
                dx += round(math.sin(p * math.pi) * 46 * s)
        return (dx, dy)

    def screen_offset(self) -> tuple[int, int]:
        """The whole table's shake (a finisher), nothing with reduced motion."""
        if self.reduced_motion or self.L is None:
            return (0, 0)
        for cue in self.presenter.active("screen"):
            k = (1 - cue.progress(self.presenter.now)) * cue.data.get("strength", 8) * self.L.s
            return (round(self.rng.uniform(-k, k)), round(self.rng.uniform(-k, k)))
        return (0, 0)

    def animating(self) -> bool:
        """True while something on the table moves this frame."""
        p = self.presenter
        if any(c.started and c.kind not in ("sound", "spot", "stamp", "part") for c in p.cues):
            return True
        if self.spot_intro() < 1.0:
            return True
        return any(abs(self.hp_shown[i] - side.hp) > 0.01
                   for i, side in enumerate(self.state.sides))

    # ---- drawing -----------------------------------------------------------------------------

    def draw_fx(self, surface: pygame.Surface, origin: tuple[int, int]) -> None:
        """Everything that moves, over the static layer (origin: the screen shake)."""
        self.draw_glow(surface, origin)
        for seat in self.live_panels():
            self.draw_live_panel(surface, seat, origin)
        if self.presenter.spot is not None and self.spot_intro() < 1.0:
            self.draw_spot(surface, self.spot_intro())
        self.draw_popups(surface)
        self.draw_banners(surface)

    def draw_glow(self, surface: pygame.Surface, origin: tuple[int, int]) -> None:
        """The glow around the panel of the Superstar in control."""
        st = self.state
        if st.over is not None or not self.hand_visible():
            return
        seat = st.control
        s = self.L.s
        r = self.panel_rect(seat).move(*origin)
        if seat in self.live_panels():
            dx, dy = self.panel_offset(seat)
            r = r.move(dx, dy)
        width = max(2, round(3 * s))
        layer = FX.glow_layer(r.size, W.SEAT_COLOURS[seat], width, round(10 * s),
                              self.pulse_level(), PULSE_LEVELS)
        surface.blit(layer, (r.x - 4 * width, r.y - 4 * width))

    def draw_live_panel(self, surface: pygame.Surface, seat: int,
                        origin: tuple[int, int]) -> None:
        """A panel that shakes, slides or flashes this frame."""
        s = self.L.s
        dx, dy = self.panel_offset(seat)
        r = self.panel_rect(seat).move(origin[0] + dx, origin[1] + dy)
        self.blit_panel(surface, seat, r, self.panel_data(seat))
        now = self.presenter.now
        for cue in self.presenter.active("flash"):
            if cue.seat == seat:
                FX.blit_tint(surface, r, cue.colour, int(150 * (1 - cue.progress(now))),
                             round(10 * s))

    def draw_popups(self, surface: pygame.Surface) -> None:
        """Damage numbers and short words rising over a Superstar's panel, on a dark pill."""
        s = self.L.s
        now = self.presenter.now
        stacks: dict[int, int] = {}
        for cue in self.presenter.active("float"):
            if cue.seat not in (0, 1):
                continue
            p = cue.progress(now)
            n = stacks.get(cue.seat, 0)
            stacks[cue.seat] = n + 1
            r = self.panel_rect(cue.seat)
            big = cue.data.get("big")
            img = FX.pill(cue.text, round((40 if big else 22) * s * self.text_scale),
                          cue.colour, s)
            if not self.reduced_motion:
                img = FX.zoomed(img, 1.0 + 0.3 * max(0.0, 1 - p * 6),
                                ("pill", cue.text, cue.colour, big))
            img.set_alpha(int(255 * min(1.0, (1 - p) * 2.5)))
            rise = 0 if self.reduced_motion else round(40 * s * p)
            x = r.x + round(r.w * 0.62)
            y = r.y + round(118 * s) - rise - (n % 3) * round(34 * s)
            surface.blit(img, img.get_rect(center=(x, y)))
            img.set_alpha(None)

    def draw_banners(self, surface: pygame.Surface) -> None:
        """The newest banner across the ring (FIGHT!, FINISHER!, the pin count...): a band,
        big words sliding in, a line under them; all pieces cached."""
        L = self.L
        s = L.s
        cues = self.presenter.active("banner")
        if not cues:
            return
        cue = cues[-1]
        p = cue.progress(self.presenter.now)
        alpha = int(255 * max(0.0, min(1.0, p * 8, (1 - p) * 4)))
        big = cue.data.get("big", False)
        height = round((130 if big else 96) * s)
        width = L.stage.w
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (L.stage.centerx, L.stage.centery - round(20 * s))
        FX.blit_faded(surface, FX.band(width, height, cue.colour), rect, alpha)
        words = FX.banner_words(cue.text, round((92 if big else 64) * s), cue.colour, width - 20)
        sub = cue.data.get("sub", "")
        sub_img = W.text_surface(sub, round(22 * s), W.INK, True, True) if sub else None
        bh = words.get_height() + (sub_img.get_height() - round(4 * s) if sub_img else 0)
        top = rect.y + (height - bh) // 2
        slide = 0 if self.reduced_motion else round(70 * s * (1 - min(1.0, p * 7)) ** 2)
        FX.blit_faded(surface, words, words.get_rect(midtop=(rect.centerx - slide, top)), alpha)
        if sub_img is not None:
            if sub_img.get_width() > width - 20:
                sub_img = FX.zoomed(sub_img, (width - 20) / sub_img.get_width(), ("sub", sub))
            FX.blit_faded(surface, sub_img, sub_img.get_rect(
                midtop=(rect.centerx + slide, top + words.get_height() - round(4 * s))), alpha)

    def warm_banners(self) -> None:
        """Draw the banner words ahead of need, one a quiet frame."""
        if not self.banner_todo:
            return
        words, big, colour = self.banner_todo.pop()
        s = self.L.s
        FX.banner_words(words, round((92 if big else 64) * s), colour, self.L.stage.w - 20)
