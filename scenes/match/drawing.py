"""Drawing the table scene (scenes.match.board.TableScene) from its model: the static layer's
regions, each a view given what it draws (table, hand, buttons, choosers), the moving parts over
it (fx) and the tooltips of what the pointer is on (hover). Only reads: nothing here changes the
match."""
from __future__ import annotations

import time

import pygame

from sprites.face_store import STORE

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.match import buttons as BV
from scenes.match import choosers as CV
from scenes.match import facts as F
from scenes.match import fx as FXV
from scenes.match import hand as HV
from scenes.match import hover as HOV
from scenes.match import hover_tips as TIPS
from scenes.match import ring_view as RV
from scenes.match import log_text as LT
from scenes.match.lifted import LiftedCard
from scenes.match import run_in_row as RI
from scenes.match import table as TV
from scenes.match.ring_facts import RingFacts
from scenes.match.render import apart, region_rects, restore_rects, uncovered


def _SCRATCH(_kept=[]) -> pygame.Surface:
    """A one-pixel surface to draw on where nothing shows (only the caches keep anything)."""
    if not _kept:
        _kept.append(pygame.Surface((1, 1)))
    return _kept[0]


class TableDrawing(LiftedCard, RingFacts, Scene):
    """The drawing half of the table scene (the model, the presenter, the layout, the hand
    slots and the pointer are the scene's)."""

    opaque = True  # draw() covers every pixel (the static layer is the whole window)

    # ---- faces ----------------------------------------------------------------------------------

    def face(self, card, width: int, kind: str = "page", wait: bool = True):
        """A card face from the store; None while the helper process is still drawing it (when
        `wait`), so the frame shows a stand-in instead of stopping to draw it."""
        if kind == "page" and getattr(card, "weapon", None) is not None \
                and self.state.rules.hardcore:
            kind = "page_legal"  # Hardcore: no DQ risk shown that does not apply here
        hit = STORE.peek(kind, card, width)
        if hit is not None:
            return hit
        if wait and STORE.helper and STORE.key(kind, card, width) not in STORE.failed:
            self.layer.faces_waiting = True
            return None
        return STORE.get(kind, card, width)

    def plan_warmup(self) -> None:
        """Ask for every face either seat may show, at the sizes it will be drawn: the shown
        hand first, then the spotlight size of every page of both playbooks."""
        L = self.L
        st = self.state
        near = self.model.near()
        first, later = [], []
        for seat in (near, 1 - near):
            side = st.sides[seat]
            for inst in list(side.hand) + list(side.playbook) + list(side.discard):
                card = st.info(inst).card
                if seat == near:
                    hand_w = L.hand_card_w(max(len(side.hand), 5))
                    (first if inst in side.hand else later).append((card, hand_w))
                    later.append((card, L.lifted_w))
                later.append((card, L.spot_w))
        seen = set()
        for card, width in first + later:
            if (card.id, width) not in seen:
                seen.add((card.id, width))
                legal = card.weapon is not None and st.rules.hardcore
                STORE.want("page_legal" if legal else "page", card, width)
        for seat in (0, 1):
            for card, _ in F.move_cards(self.model, seat):
                if card is not None:
                    STORE.want("move_card", card, L.move_w)

    # ---- the static layer's regions -------------------------------------------------------------

    def make_regions(self) -> None:
        """Cut the table into regions that do not overlap (called by layout)."""
        makers = {
            "top": (self.top_region_key, self.draw_top, self.prepare_top),
            "far": (lambda: self.panel_key(False), lambda surf: self.draw_column(surf, False)),
            "near": (lambda: self.panel_key(True), lambda surf: self.draw_column(surf, True)),
            "farmoves": (lambda: self.moves_key(False), lambda surf: self.draw_moves(surf, False)),
            "nearmoves": (lambda: self.moves_key(True), lambda surf: self.draw_moves(surf, True)),
            "farhand": (self.far_hand_key, self.draw_far_hand),
            "stage": (self.stage_key, self.draw_stage, None, lambda: self.L.stage),  # opaque
            "spot": (self.spot_key, self.draw_spot_column, None, lambda: self.L.stage),
            "words": (self.words_key, self.draw_words, self.prepare_words,
                      lambda: self.L.stage),
            "hand": (self.hand_key, self.draw_hand),
            "log": (self.log_key, self.draw_log, self.prepare_log, lambda: self.L.log),
            "buttons": (self.buttons_region_key, self.draw_button_region,
                        self.prepare_buttons),
        }
        self.layer_rects = region_rects(self.L, self.size)
        self.layer.set_regions(self.layer_rects, makers)
        self._restore = None

    def top_region_key(self) -> tuple:
        """What the top bar shows, to know when to draw it again."""
        return F.top_key(self.model) + (self.text_scale, self.model.near(), self.control_shown(),
                                        self.turns_told())

    def top_shown(self) -> dict:
        """The top bar's facts, its turn and control as the ring has told them (turns_told,
        control_shown)."""
        facts = F.top_facts(self.model)
        if self.turns_told() != self.state.turn:
            facts = {**facts, "turn": LT.turn_shown(self.turns_told(), False, facts["limit"])}
        seat = self.control_shown()
        if seat == facts["control"] or self.state.over is not None:
            return facts
        return {**facts, "control": seat, "control_words": F.control_words(self.model, seat)}

    def draw_top(self, surface: pygame.Surface) -> None:
        """The top bar: match type, seed, turn, who has control and the chips."""
        self.chip_rects = TV.draw_top(surface, self.L, self.top_shown(), self.top_label())

    def move_angles(self, seat: int) -> tuple:
        """Each Move card's turn (the tap-out cues turn them)."""
        turning = {}
        for cue in self.presenter.active("tap"):
            if cue.seat == seat and "card" in cue.data:
                turning[cue.data["card"]] = cue.progress(self.presenter.now)
        return TV.move_angles(self.state.sides[seat].tapped, turning)

    def panel_key(self, near_side: bool) -> tuple:
        """What a side's panel shows (None while it moves, drawn over the table), to know when
        to redraw it."""
        seat = self.column_seat(near_side)
        live = seat in FXV.live_panels(self.presenter)
        return (seat, None if live else self.panel_data(seat))

    def moves_key(self, near_side: bool) -> tuple:
        """What a side's Move cards show (turning as they tap out), to know when to redraw
        them."""
        seat = self.column_seat(near_side)
        side = self.state.sides[seat]
        return (seat, tuple(side.move_cards), tuple(side.tapped), self.move_angles(seat),
                F.rank_of(self.model, seat), len(side.allies))

    def blit_panel(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, data) -> None:
        """Put a seat's panel on the table (the last one stands in while the new one is drawn)."""
        surf, waiting = TV.blit_panel(surface, rect, data, self.L.s, self._panels.get(seat))
        if waiting:
            self.layer.faces_waiting = True
        self._panels[seat] = surf

    def draw_column(self, surface: pygame.Surface, near_side: bool) -> None:
        """One side's wrestler panel (unless it is moving this frame)."""
        L = self.L
        seat = self.column_seat(near_side)
        if seat not in FXV.live_panels(self.presenter):
            self.blit_panel(surface, seat, L.near_panel if near_side else L.far_panel,
                            self.panel_data(seat))

    def draw_moves(self, surface: pygame.Surface, near_side: bool) -> None:
        """One side's signature Move cards and their label."""
        L = self.L
        seat = self.column_seat(near_side)
        mrect = L.near_moves if near_side else L.far_moves
        drawn = TV.draw_moves(surface, L, mrect, F.move_cards(self.model, seat),
                              self.move_angles(seat), F.rank_of(self.model, seat),
                              not near_side, self.face, W.SEAT_COLOURS[seat],
                              len(self.state.sides[seat].allies))
        self.moves_at[seat] = [(seat, i, r) for i, r in drawn]
        label = pygame.Rect(mrect.x, mrect.y if not near_side else mrect.bottom - round(
            22 * L.s), mrect.w, round(22 * L.s))  # (its '+N Run-In' names the cards on hover)
        lent = RI.draw_run_ins(surface, L, mrect, [r for _, r in drawn],
                               F.run_in_cards(self.model, seat), self.face,
                               W.SEAT_COLOURS[seat]) if self.state.sides[seat].allies else []
        self.run_ins = [c for c in self.run_ins if c[1] != seat] + [
            ("runin", seat, r) for r in [label] + lent] * bool(self.state.sides[seat].allies)
        self.model.parts.update({f"move:{seat}:{i}": r for i, r in drawn})

    def far_shown(self) -> bool:
        """True when the far hand is shown face up: both hands revealed after the match, or a
        match with no person in it (two AIs: nobody's hand is hidden from a player); never a
        hand a replay keeps secret."""
        if 1 - self.model.near() in self.model.secret:
            return False
        return (self.model.revealed or not self.model.humans()) and self.model.hand_visible()

    def far_hand_key(self) -> tuple:
        """What the far hand shows, to know when to draw it again."""
        seat = 1 - self.model.near()
        side = self.state.sides[seat]
        return (seat, len(side.hand), tuple(side.hand) if self.far_shown() else (),
                self.text_scale)

    def draw_far_hand(self, surface: pygame.Surface) -> None:
        """The far seat's hand: its backs, or its faces once revealed."""
        seat = 1 - self.model.near()
        side = self.state.sides[seat]
        cards = [F.page_card(self.model, p) for p in side.hand] if self.far_shown() else None
        self.far_rects = HV.draw_far_hand(surface, self.L, len(side.hand), cards,
                                          f"{self.model.short(seat)}'s hand: {len(side.hand)}",
                                          self.text_scale, self.face)

    def stage_key(self) -> tuple:
        """What the ring's back shows (the crowd's heat), to know when to redraw it (the show
        is drawn over it each frame)."""
        return (self.crowd_heat(),)

    def draw_stage(self, surface: pygame.Surface) -> None:
        """The ring: the arena and a calm crowd (the stage's back)."""
        TV.draw_stage_back(surface, self.L, self.crowd_heat())

    def spot_key(self) -> tuple:
        """What the spotlit card's column shows, to know when to redraw it."""
        p = self.presenter
        spot, prev = p.spot, p.previous
        landed = self.spot_intro() >= 1.0
        return (None if spot is None else (id(spot), spot.stamp, landed),
                None if prev is None else id(prev), self.text_scale, self.crowd_heat())

    def draw_spot_column(self, surface: pygame.Surface) -> None:
        """The page in the spotlight once it has landed (or that none was played yet)."""
        TV.draw_stage_back(surface, self.L, self.crowd_heat())
        TV.draw_spot_column(surface, self.L, self.presenter, self.spot_intro() >= 1.0,
                            self.text_scale, self.face)

    def words_key(self) -> tuple:
        """What the commentary strip and the prompt say, to know when to redraw them."""
        return (self.prompt(), self.text_scale, tuple(self.presenter.said[-2:]),
                self.crowd_heat(), self.prompt_moved(), self.strip_moved())

    def draw_words(self, surface: pygame.Surface) -> None:
        """The commentary strip and the prompt line."""
        TV.draw_stage_back(surface, self.L, self.crowd_heat())
        prompt = ("", None) if self.prompt_moved() else self.prompt()  # (above the card)
        lines = () if self.strip_moved() else tuple(self.presenter.said[-2:])  # (so the strip)
        TV.draw_words(surface, self.L, prompt, self.text_scale, lines)

    # ---- the show in the ring -------------------------------------------------------------------

    def hand_focus(self) -> int | None:
        """The hand slot the keyboard focus is on, or None."""
        focus = self.focus.current(self.focusables())
        return focus.index if isinstance(focus, HV.HandFocus) else None

    def hand_key(self) -> tuple:
        """What the near hand shows, to know when to draw it again."""
        if not self.model.hand_shown():
            return ("hidden",)
        return (self.model.near(), tuple((sl.page, sl.reason is None, sl.counter, sl.centre,
                                          sl.idle, sl.danger, sl.risk, sl.warning, sl.short)
                                         for sl in self.slots),
                self.hovered_hand(), self.hand_focus(), self.model.acting_human(),
                self.model.tapout_due(), self.model.revealed, self.text_scale)

    def hand_acting(self, seat: int) -> bool:
        """True when the seat may play from its hand now (its turn, no tap-out owed, no count
        still to end)."""
        return self.model.acting_human() == seat and self.model.tapout_due() is None \
            and not F.counting_on(self.model)

    def draw_hand(self, surface: pygame.Surface) -> None:
        """The near seat's hand, fanned, each page marked playable or not (none if curtained)."""
        self.drawn_hand = []
        if not self.model.hand_shown():
            return
        seat = self.model.near()
        face_up = self.model.hand_face_up(seat)
        label = f"{self.model.short(seat)}'s hand" if face_up else "Hand"
        self.drawn_hand = HV.draw_hand(surface, self.L, self.slots, label, face_up,
                                       self.hand_acting(seat), self.hovered_hand(),
                                       self.hand_focus(), self.text_scale,
                                       lambda p: F.page_card(self.model, p), self.face)

    def log_key(self) -> tuple:
        """What the log shows, to know when to draw it again."""
        return (self.logview.version, self.text_scale)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The match log."""
        TV.draw_log(surface, self.L, self.logview, self.text_scale)

    def prepare_buttons(self, seconds: float) -> bool:
        """The buttons drawn where nothing shows (a one-pixel surface), one at a time while
        `seconds` last: their new words (the Pin button's chance and reason change every turn)
        are rendered into the caches, so the frame that puts them on the table only blits;
        True once all are (then the region as its kind draws it, once more: a replay's scrub
        bar)."""
        key = self.buttons_region_key()
        done = self._buttons_prepped[1] if self._buttons_prepped[0] == key else 0
        names = [n for n, b in self.buttons.items() if b.visible]
        focus = self.focus.current(self.focusables())
        started = time.perf_counter()
        while done < len(names):
            BV.draw_buttons(_SCRATCH(), {names[done]: self.buttons[names[done]]}, self.hover,
                            focus)  # (one button, lit as draw_buttons lights it)
            done += 1
            if time.perf_counter() - started >= seconds:
                self._buttons_prepped = (key, done)
                return False
        self.draw_button_region(_SCRATCH())
        self._buttons_prepped = (None, 0)
        return True

    def prepare_top(self, seconds: float) -> bool:
        """The top bar drawn once where nothing shows (a one-pixel surface): a new turn's
        number, who has control and the chips have their words rendered into the caches (0.6 ms
        of the bar's 1 ms at 1080p), so the frame that puts it on the table only blits; True
        (done in one go)."""
        TV.draw_top(_SCRATCH(), self.L, self.top_shown(), self.top_label())
        return True

    def prepare_words(self, seconds: float) -> bool:
        """The strip's lines and the prompt drawn where nothing shows (a one-pixel surface),
        one at a time while `seconds` last: a commentary line or prompt not made ahead has its
        words fitted and rendered into the caches (0.5-1 ms each at 1080p), so the frame that
        puts them on the table only blits; True once all are."""
        key = self.words_key()
        done = self._words_prepped[1] if self._words_prepped[0] == key else 0
        lines = list(self.presenter.said[-2:])
        steps = [lambda line=line: RV.draw_strip(_SCRATCH(), self.L, [line], self.text_scale)
                 for line in lines] + \
            [lambda: TV.draw_prompt(_SCRATCH(), self.L, self.prompt(), self.text_scale)]
        started = time.perf_counter()
        while done < len(steps):
            steps[done]()  # (a line alone is fitted and rendered as the strip does it)
            done += 1
            if done < len(steps) and time.perf_counter() - started >= seconds:
                self._words_prepped = (key, done)
                return False
        self._words_prepped = (None, 0)
        return True

    def prepare_log(self, seconds: float) -> bool:
        """About `seconds` of wrapping the log's new lines and rendering their words; True once
        nothing is left (the log is then put on the table)."""
        return self.logview.prepare(seconds, time.perf_counter)

    def chooser_key(self) -> tuple:
        """What the open chooser shows (tap-out, Interview, ...), to know when to redraw it."""
        mode = self.model.choice_mode()
        if mode is None:
            return ()
        focus = self.focus.current(self.focusables())
        return (mode, tuple(self.model.choice_keys()), self.hover if self.hover and
                self.hover[0] == "choice" else None, getattr(focus, "key", None))

    def chooser_hot(self) -> tuple:
        """The chooser's keys under the pointer and the focus."""
        focus = self.focus.current(self.focusables())
        hot = []
        if self.hover and self.hover[0] == "choice":
            hot.append(self.hover[1])
        if isinstance(focus, HV.ChoiceFocus):
            hot.append(focus.key)
        return tuple(hot)

    def draw_chooser(self, surface: pygame.Surface) -> None:
        """The open chooser over the ring: which Move card to tap out, which Drama card to play."""
        mode = self.model.choice_mode()
        s, t = self.L.s, self.text_scale
        if mode == "tapout":
            seat = self.model.tapout_due()
            self.choice_rects = CV.draw_tapout(surface, s, t, self.model.short(seat),
                                               self.model.tapout_words(),
                                               F.move_cards(self.model, seat),
                                               self.chooser_hot(), self.face,
                                               "is injured by the squash!" if
                                               F.squashed(self.model, seat) and self.state.over
                                               is not None else "is injured!",  # (the rules'
                                               F.tap_notes(self.model, seat))  # injury)
        elif mode == "interview":
            drama = self.cat.lib.drama
            cards = [(k, drama.get(k)) for k in self.model.choice_keys() if k]
            who = self.model.name(self.model.interview_seat())
            self.choice_rects = CV.draw_interview(surface, s, t, who, cards, self.chooser_hot(),
                                                  self.face)
        else:
            self.choice_rects = []
        parts = self.model.parts
        for name in [n for n in parts if n.startswith("choice:")]:
            del parts[name]
        parts.update({f"choice:{key}": rect for key, rect in self.choice_rects})

    # ---- the frame ------------------------------------------------------------------------------

    def animating(self) -> bool:
        """True while anything on the table still moves (cues, the spot's entrance, the HP bars)."""
        return self.ref_walking or FXV.animating(
            self.presenter, self.spot_intro() >= 1.0, self.model.hp_shown,
            [side.hp for side in self.state.sides])

    def pulse_level(self) -> int:
        """The control glow's brightness step now (fixed with reduced motion)."""
        return FXV.pulse_level(self.time, self.reduced_motion)

    def frame_key(self):
        """What this frame would show (None: draw it): the App skips a frame of an unchanged key."""
        if self.L is None or self.layer.stale or self.layer.faces_waiting or \
                self.layer.caught_up:  # (caught up after the last frame: not shown yet, s67)
            return None
        frozen = self.app is not None and self.app.stack.top is not self  # e.g. paused
        if not frozen and self.animating():
            return None
        return (self.layer.key(self.size, self.chooser_key()), self.show_key(), self.pulse_level(),
                HOV.hover_key(self.hover, self.mouse), self.focus.index, self.model.hand_visible(),
                getattr(self, "chip_focus", None))

    def draw(self, surface: pygame.Surface) -> None:
        self._drawing = {}  # (the facts the frame reads, read once: ring_facts.per_draw)
        try:
            self.draw_frame(surface)
        finally:
            self._drawing = None

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The frame: the layer's changed regions, then what moves over it."""
        started = time.perf_counter()
        if self.L is None or self.size != surface.get_size() or not self.layer.regions:
            self.layout(surface.get_size())
        chooser = self.chooser_key()
        # a chooser is modal: drawn over the ring's show (below), not into the layer under it
        self.layer.update(surface.get_size(), started, self.update_spent, chooser,
                          lambda layer: None, self.draw_over)
        layered = time.perf_counter()
        s = self.L.s
        origin = FXV.screen_offset(self.presenter, s, self.rng, self.reduced_motion)
        shown = self.model.ring_visible()
        plan = self.show_plan(surface, origin) if shown else None
        zones = self.fx_zones() if shown and origin == (0, 0) and not chooser else None
        token = (id(surface), surface.get_size(), id(self.layer.surface))
        clips = None
        if zones is not None and self.layer.changed is not None and self._restore is not None \
                and self._restore[0] == token and self.alone(kept=True):
            reach = [FXV.panel_reach(self.presenter, seat, FXV.glow_rect(self.panel_rect(seat), s),
                                     s, self.reduced_motion) for seat in self.floating_panels()]
            back = restore_rects(self._restore[1] + RV.moved(self._restore[2], plan) + reach,
                                 self.layer.changed)  # (reach: a moving panel, which the
            # show is drawn over, is drawn over the layer as a whole frame draws it)
            for r in back:  # where the last frame's moving parts were, where the show changed
                # and where regions were redrawn (the window holds the right picture elsewhere)
                surface.blit(self.layer.surface, r, r)
            clips = apart(back)
            self.restored += 1
            self.put_back = clips  # (for tests)
        else:
            whole = surface.get_rect()
            for r in uncovered(whole, whole.move(origin)) if origin != (0, 0) else ():
                surface.fill(W.BG, r)  # the edges the shaken table leaves bare
            surface.blit(self.layer.surface, origin)
        if shown:
            self.draw_fx(surface, origin, plan, clips)
            if zones is not None:
                zones += self.fx_drawn
        if chooser or self.choice_rects:  # (a chooser just closed: its parts are let go)
            self.draw_chooser(surface)
        if shown and self.model.hand_visible() and (self.app is None or self.app.stack.top is
                                                    self):  # (not under a zoom: session 61)
            self.draw_hover(surface)
        # the next frame may put back only these zones if nothing else was drawn over them
        clean = zones is not None and not self.hovering() and self.alone()
        self._restore = (token, zones, plan) if clean else None
        done = time.perf_counter()
        self.last_draw = done - started
        self.draw_over = max(done - layered, 0.85 * self.draw_over)  # the layer put back and
        # the moving parts drawn, held a few frames (they cost more in some frames than others)

    def alone(self, kept: bool = False) -> bool:
        """True when the table is the only thing on the window (no scene over it, no toast, no
        drawing of a subclass over it); kept: and the window holds what was drawn last (the App
        did not ask for a whole frame)."""
        app = self.app
        return app is not None and app.stack.visible() == [self] and not app.toasts.items \
            and not (kept and getattr(app, "redraw_all", True)) \
            and type(self).draw is TableDrawing.draw  # a kind that draws more over the table
        # (the tutorial's lesson card and pointer, an online table's clock and chat) draws whole

    def hovering(self) -> bool:
        """True when a tooltip or a zoomed card may be drawn (anywhere on the table)."""
        if self.hover is not None:
            return True
        focus = self.focus.current(self.focusables())
        return focus is not None and (focus is self.buttons.get("pin") and focus.visible
                                      or isinstance(focus, HV.HandFocus))

    def floating_panels(self) -> frozenset:
        """Seats whose panel is drawn over the layer this frame: those moving or flashing, and
        those whose column the layer drew while it moved and has not drawn again yet (the
        regions' budget can make it wait some frames: the panel was blank for 0.1-0.2 s after
        a hit, session 43's play-test)."""
        out = set(FXV.live_panels(self.presenter))
        for region in self.layer.regions:
            key = region.key
            if region.name in ("near", "far") and isinstance(key, tuple) and len(key) == 2 \
                    and key[1] is None:
                out.add(key[0])
        return frozenset(out)

    def fx_zones(self) -> list:
        """Rects that hold what draw_fx draws this frame (the ring and its banners, the glow;
        the moving panels and what rises over them are where draw_fx drew them): only these
        change from frame to frame."""
        L, p, s = self.L, self.presenter, self.L.s
        rects = self.layer_rects
        zones = []  # (the show's pieces are put back where they changed: ring_view.moved)
        if p.spot is not None and (self.spot_intro() < 1.0 or TV.spot_behind(self.layer)):
            zones.append(rects["spot"])  # the page coming into the spot (or its column late)
        if p.active("banner"):  # its words slide in from beyond the ring
            zones.append(FXV.banner_band(L).inflate(round(180 * s), round(8 * s)))
        if self.state.over is None:
            zones.append(FXV.glow_rect(self.panel_rect(self.control_shown()), s))
        return zones  # (and the panels and popups draw_fx drew: `fx_drawn`)

    def show_plan(self, surface: pygame.Surface, origin: tuple[int, int]) -> list:
        """The show's pieces this frame (ring_view.show_plan)."""
        return RV.show_plan(surface.get_rect(), self.L, self.presenter, self.show_figures(),
                            self.show_referee(), self.crowd_heat(), origin,
                            self.reduced_motion, self.ringside_count(), self.show_winner(),
                            self.ref_walk, self.vigour_shown())

    def draw_fx(self, surface: pygame.Surface, origin: tuple[int, int], plan: list | None = None,
                clips: list | None = None) -> None:
        """Everything that moves, over the static layer (origin: the screen shake; plan: the
        show's pieces; clips: where the layer was put back, the show drawn only there)."""
        p, s, rm = self.presenter, self.L.s, self.reduced_motion
        live = self.floating_panels()
        st = self.state
        drawn = self.fx_drawn = []  # the moving panels and popups, where they were drawn
        if st.over is None:  # the glow around the panel of the Superstar in control
            control = self.control_shown()
            r = self.panel_rect(control).move(*origin)
            if control in live:
                r = r.move(*FXV.panel_offset(p, control, s, self.rng, rm))
                drawn.append(FXV.glow_rect(r, s))
            FXV.draw_glow(surface, r, control, s, self.pulse_level())
        for seat in live:
            dx, dy = FXV.panel_offset(p, seat, s, self.rng, rm)
            r = self.panel_rect(seat).move(origin[0] + dx, origin[1] + dy)
            self.blit_panel(surface, seat, r, self.panel_data(seat))
            FXV.draw_flashes(surface, p, seat, r, s)
            drawn.append(r.union(r.move(round(3 * s), round(4 * s))).inflate(2, 2))  # (shadow)
        if plan is None:
            plan = self.show_plan(surface, origin)
        RV.draw_show(surface, self.L, p, self.show_figures(), self.show_referee(),
                     self.crowd_heat(), origin, rm, self.ringside_count(), self.show_winner(),
                     plan=plan, clips=clips)
        if p.spot is not None:
            TV.spot_over(surface, self.L, p.spot, self.spot_intro(), self.text_scale,
                         self.face, self.layer)
        drawn += FXV.draw_popups(surface, p, RV.heads_of(plan),
                                 RV.ring_area(self.L).move(*origin), s, self.text_scale, rm,
                                 tuple(piece.rect for piece in plan if piece.key[0] == "tag"),
                                 RV.referee_rects(plan, not self.ref_walking, self.ref_way(
                                     origin)))
        for piece in plan:  # the referee's words over any popup (CONTROL covered his
            if piece.key[0] == "says":  # 'KICK-OUT!': session 45's play-tests)
                piece.paint(surface)
                drawn.append(piece.rect)
        FXV.draw_banners(surface, self.L, p, rm)

    def draw_hover(self, surface: pygame.Surface) -> None:
        """Tooltips and enlarged cards for what the pointer (or the focus) is on."""
        TIPS.draw_hover(self, surface)
