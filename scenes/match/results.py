"""Results: who won and how, points per side, turns, a squash, a few numbers; Rematch or Menu.
All but the headline's pop and the buttons stands still: a cached layer drawn a step a frame in a
small budget (never one slow frame); Move cards come from the face store (a stand-in till ready)."""
from __future__ import annotations

import time

import pygame

from game.match import match_stats, points_meaning, squash, whole_bar_points
from sprites import palette as pal
from sprites.body import body_diagram
from sprites.convert import canvas, give_back
from sprites.face_store import STORE
from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.base import ENTER_GRACE, Scene, fresh_enter
from scenes.match.log_text import HOW_WORDS, cause_words, short_name, turn_shown
from scenes.match import results_moves as RM
from scenes.match.results_moves import stand_in


BUILD_BUDGET = 0.001  # seconds of the layer's steps a frame (at least one): with the whole
# layer put on the window, the headline and the buttons drawn over it, a frame stays under 3 ms
SIDE_PARTS = ("panel", "top", "rows", "body", "moves")  # each side is drawn in these steps
GRACE = ENTER_GRACE  # seconds the screen is up before Enter presses its focused button


class ResultsScene(Scene):
    """After the bell."""

    opaque = True  # draw() covers every pixel (its layer is the whole window)

    def __init__(self, app, setup, match, speed: str | None = None) -> None:
        super().__init__(app)
        self.speed = speed
        self.setup = setup
        self.match = match
        self.stats = match_stats(match)
        self.rematch_btn = W.Button("Rematch", self.rematch, hotkey="R", primary=True,
                                    sub="same Superstars, new seed")
        self.menu_btn = W.Button("Menu", self.menu, hotkey="M", sub="back to the title",
                                 pad="B")
        self.reveal_btn = W.Button("Reveal hands", self.reveal, hotkey="H",
                                   sub="both hands and playbooks")
        self.items = [self.rematch_btn, self.reveal_btn, self.menu_btn]
        self.season_hub = None  # the season hub this match belongs to, found on enter()
        self.rects: list = []  # (MoveCard, rect) as last drawn, for the zoom
        self.focus = W.Focus()
        self.focus.index = 0
        self.time = 0.0
        self.mouse = (-1000, -1000)  # where the pointer was last (Z zooms the card under it)
        self.layer: pygame.Surface | None = None  # the still parts, drawn step by step
        self.layer_key = None
        self.steps_done = 0
        self.waiting = False  # a Move card's face was a stand-in
        self.waited: list = []  # (card, width) of the faces shown as stand-ins
        self.builds = 0  # layers begun (for tests)

    # ---- facts -----------------------------------------------------------------------------

    def names(self) -> list[str]:
        """The two Superstars' names, by seat."""
        lib = self.match.cat.lib
        return [lib.superstars[side.superstar].name for side in self.match.state.sides]

    def headline(self) -> tuple[str, str]:
        """The big line and the line under it: who won, how and on which turn."""
        st = self.match.state
        over = st.over
        if over is None:
            return "NO CONTEST", "The match did not finish."
        turn = turn_shown(st.turn, True, how=over.how)  # the turn the log says it ended on
        if over.winner is None:
            why = "Double count-out" if over.how == "countout" else "Time-limit draw"
            return "DRAW", f"{why} on turn {turn}"
        name = short_name(self.names()[over.winner]).upper()
        how = HOW_WORDS.get(over.how, over.how)
        mine, theirs = st.sides[over.winner].points, st.sides[1 - over.winner].points
        return f"{name} WINS", f"by {how} on turn {turn}" + (
            f", behind on points (the {how} decides)" if mine < theirs else
            f", level on points (the {how} decides)" if mine == theirs else "")  # (a winner
        # on 9 beside 11 read as a mistake: session 62's play-test; 17 to 17: session 73's)

    def points_fill(self, seat: int) -> float:
        """How full a side's points bar is: its points against a whole HP bar of the foe's
        (17); it was a share of both sides' points, and 17 to 17 drew both half full
        (session 62's play-test)."""
        st = self.match.state
        whole = whole_bar_points(st.sides[1 - seat].max_hp, st.rules.edition)
        return min(1.0, st.sides[seat].points / max(1, whole))

    def points_label(self) -> str:
        """What the big number on each side is: 'POINTS (1 per 6% of the foe's HP in damage)'."""
        return f"POINTS ({points_meaning(self.match.state.rules.edition)})"

    def squash(self) -> bool:
        """True when the winner won by more than 10 points (a Squash)."""
        return squash(self.match.state)

    # ---- a season's match --------------------------------------------------------------------

    def find_season_hub(self):
        """The season hub below this screen that sent this match to the table, or None."""
        scenes = self.app.stack.scenes if self.app is not None else []
        for scene in reversed(scenes):
            if scene is self:
                continue
            owns = getattr(scene, "owns_match", None)
            if owns is not None and owns(self.match):
                return scene
        return None

    def leave(self) -> None:
        """The screen goes: its layer's surface goes to the next screen (drawn again if this
        one comes back)."""
        give_back(self.layer)
        self.layer = None
        self.layer_key = None

    def enter(self) -> None:
        hub = self.find_season_hub()
        if hub is not self.season_hub:
            self.season_hub = hub
            if hub is not None:  # a season match: no rematch, back to the season instead
                self.rematch_btn.label = "Back to the Season"
                self.rematch_btn.sub = "the result into the standings"  # (one line: s77)
                self.rematch_btn.hotkey = "Enter"
                self.rematch_btn.on_click = self.back_to_season
                self.menu_btn.sub = "the season is saved"

    def back_to_season(self) -> None:
        """Return to the season hub, which records the result."""
        while self.app.stack.top is not None and self.app.stack.top is not self.season_hub:
            self.app.stack.pop()

    # ---- actions ---------------------------------------------------------------------------

    def rematch(self) -> None:
        """Play again: the same setup, or back to the season hub."""
        if self.season_hub is not None:
            self.back_to_season()
            return
        from game.store import rematch_setup
        from scenes.menus.menu import random_seed
        setup = rematch_setup(self.setup, random_seed())  # the tutorial's rematch: an exhibition
        self.app.replace("match", setup, speed=self.speed)

    def reveal(self) -> None:
        """Show every page of both seats, face up."""
        self.app.push("reveal", self.match)

    def menu(self) -> None:
        """Back to the menu (or through the season hub, which saves first)."""
        if self.season_hub is not None:  # back to the hub, which records and saves, then out
            hub = self.season_hub
            self.back_to_season()
            hub.to_menu()
            return
        self.app.replace("menu", after_match=True)

    def toast_top(self) -> int | None:
        """Toasts go low, at the window's foot over the buttons' lower edge, clear of the
        headline and of both panels."""
        size, scale = getattr(self, "size", None), getattr(self.app, "scale", 1.0)
        if not size:
            return None  # not laid out yet
        toast_h = W.line_height(int(22 * scale), True) + int(18 * scale)  # one line
        return size[1] - toast_h - round(4 * scale)

    # ---- frame -----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        self.s = s
        bw, bh = round(250 * s), round(60 * s)
        gap = round(24 * s)
        y = h - round(46 * s) - bh  # (room under them for a toast: it touched them)
        left = w // 2 - (3 * bw + 2 * gap) // 2
        for i, b in enumerate(self.items):
            b.rect = pygame.Rect(left + i * (bw + gap), y, bw, bh)
        for b in self.items:
            b.size = round(26 * s)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        for b in self.items:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_r:
                self.rematch()
            elif k == pygame.K_h:
                self.reveal()
            elif k in (pygame.K_m, pygame.K_ESCAPE):
                self.menu()
            elif k not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) or \
                    fresh_enter(self):
                self.focus.key(event, self.items, across=True, down=False)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.waiting:
            STORE.pump()

    def title_image(self, s: float) -> pygame.Surface:
        """The headline's big words (cached by the text cache)."""
        title_text, _ = self.headline()
        over = self.match.state.over
        return title_surface(title_text, over.winner if over else None, s)

    def static_key(self, size) -> tuple:
        """What the still layer shows (a face arriving while one waited changes it)."""
        every = self.waiting and all(STORE.faces.get(STORE.key("move_card", c, w)) is not None
                                     for c, w in self.waited)
        return (tuple(size), self.rematch_btn.rect.top, every)

    def steps(self) -> list:
        """The still layer's drawing steps, in order: each is one frame's worth at most."""
        return [self.draw_head] + [
            lambda surf, y, s, seat=seat, part=part: self.draw_side(surf, y, s, seat, part)
            for seat in (0, 1) for part in SIDE_PARTS] + [self.draw_foot]

    def adopt_prebuilt(self, size) -> None:
        """Take the still layer warm_results drew for this match's results at this size, as
        far as it got (the steps left are drawn here as usual), unless the match went on since
        (a squash's tap-out after the bell changes the loser's numbers and Move cards)."""
        other = _prebuilt.get("layer")
        if other is None or other is self:
            return
        if other.match is not self.match or \
                getattr(other, "drawn_at", None) != len(self.match.log) or \
                other.layer is None or other.layer.get_size() != tuple(size) or \
                other.layer_key != self.static_key(size):
            drop_prebuilt()  # (its canvas goes back for this screen's own layer)
            return
        _prebuilt.clear()
        self.layer, other.layer = other.layer, None
        self.layer_key, self.steps_done = other.layer_key, other.steps_done
        self.waiting, self.waited = other.waiting, list(other.waited)
        self.rects = list(other.rects)
        self.builds += 1

    def build_step(self, size, s: float, budget: float = 0.002) -> None:
        """Draw the layer's next steps (at least one) until the budget is spent."""
        if self.layer is None:
            self.adopt_prebuilt(size)
        key = self.static_key(size)
        if self.layer is None or self.layer.get_size() != tuple(size) or key != self.layer_key:
            if self.layer is None or self.layer.get_size() != tuple(size):
                give_back(self.layer)
                self.layer = canvas(size)  # the table's, handed on (a new one is slow)
            self.steps_done = 0
            self.waiting = False
            self.waited = []
            self.layer_key = self.static_key(size)  # no face waited for yet
            self.builds += 1
            self.rects = []
        steps = self.steps()
        started = time.perf_counter()
        while self.steps_done < len(steps):
            steps[self.steps_done](self.layer, self.sides_top(s), s)
            self.steps_done += 1
            if time.perf_counter() - started > budget:
                break
        if self.steps_done == len(steps):
            self.layer_key = self.static_key(size)

    def sides_top(self, s: float) -> int:
        """Where the two panels start (under the headline, the line under it and a squash)."""
        y = round(40 * s) + self.title_image(s).get_height() + round(44 * s)
        return y + (round(54 * s) if self.squash() else round(10 * s))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        self.build_step((w, h), s, BUILD_BUDGET)
        surface.blit(self.layer, (0, 0))
        big = self.title_image(s)
        pop = 1.0 + 0.15 * max(0.0, 1 - self.time * 3)
        if pop > 1.0:  # the pop: the words drawn once, scaled (a new size each frame was slow)
            big = pygame.transform.scale(big, (round(big.get_width() * pop),
                                               round(big.get_height() * pop)))
        if big.get_width() > w - 40:
            big = pygame.transform.smoothscale(
                big, (w - 40, round(big.get_height() * (w - 40) / big.get_width())))
        surface.blit(big, big.get_rect(midtop=(w // 2, round(40 * s))))
        focus = self.focus.current(self.items)
        for b in self.items:
            b.draw(surface, focused=b is focus)

    def frame_key(self):
        """Unchanged once the layer is whole and the pop is over (None: draw)."""
        if self.layer is None or self.steps_done < len(self.steps()) or self.waiting \
                or self.time < 0.4:
            return None
        focus = self.focus.current(self.items)
        return ("results", self.layer_key, id(focus), self.rematch_btn.label,
                tuple((getattr(b, "hover", None), getattr(b, "pressed", None))
                      for b in self.items))

    def draw_head(self, surface: pygame.Surface, y: int, s: float) -> None:
        """The arena, the line under the headline and a squash's band."""
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        _, sub = self.headline()
        top = round(40 * s) + self.title_image(s).get_height()
        W.draw_text(surface, sub, round(28 * s), W.INK, True, True, midtop=(w // 2, top))
        if self.squash():
            y = top + round(44 * s)
            words = self.squash_words()
            tw = W.text_width(words, round(24 * s), True) + round(40 * s)
            r = pygame.Rect(0, y, tw, round(38 * s))
            r.centerx = w // 2
            pygame.draw.rect(surface, (150, 30, 40), r, border_radius=r.h // 2)
            pygame.draw.rect(surface, (255, 120, 110), r, 2, border_radius=r.h // 2)
            W.draw_text(surface, words, round(24 * s), W.INK, True, center=r.center)

    def squash_words(self) -> str:
        """The band's words under a squash's headline."""
        st = self.match.state
        loser = 1 - st.over.winner
        margin = st.sides[st.over.winner].points - st.sides[loser].points
        return f"SQUASH!  {short_name(self.names()[loser])} lost by {margin} points"

    def draw_foot(self, surface: pygame.Surface, y: int, s: float) -> None:
        """The seed, match type and turn limit over the buttons."""
        w, _ = surface.get_size()
        st = self.match.state
        W.draw_text(surface, f"Seed {self.setup.seed} \u00b7 {st.rules.match_type.title()} "
                    f"match \u00b7 turn limit {st.rules.turn_limit}", round(17 * s), W.MUTED,
                    midbottom=(w // 2, self.rematch_btn.rect.top - round(6 * s)))

    def move_face(self, card, width: int) -> pygame.Surface:
        """A signature Move card's face from the store, or a plain stand-in while it is drawn."""
        face = STORE.peek("move_card", card, width)
        if face is not None:
            return face
        self.waiting = True
        self.waited.append((card, width))
        return stand_in(width)

    def card_at(self, pos):
        """The signature Move card under a point (None: under the pointer), for the zoom."""
        pos = self.mouse if pos is None else pos
        for card, r in reversed(self.card_rects):
            if r.collidepoint(pos):
                return ("move_card", card)
        return None

    @property
    def card_rects(self) -> list:
        """(MoveCard, rect) of the signature Move cards as drawn (a layer still being drawn is
        finished first: the pointer asks where the cards are)."""
        if self.layer is not None and self.steps_done < len(self.steps()):
            self.build_step(self.layer.get_size(), W.ui_scale(self.layer.get_size()), 1.0)
        return self.rects

    def draw_side(self, surface: pygame.Surface, y: int, s: float, seat: int,
                  part: str = "all") -> None:
        """One side's panel: points, damage, injuries and Move cards (part: "panel", the panel
        and its band; "top", the name and points; "rows", the numbers; "body"; "moves", the Move cards; "rest", the
        last three; "all")."""
        w, h = surface.get_size()
        st = self.match.state
        names = self.names()
        over = st.over
        cw = round(440 * s)
        gap = round(40 * s)
        bottom = self.rematch_btn.rect.top - round(24 * s)
        for seat in (seat,):
            side = st.sides[seat]
            x = w // 2 - gap // 2 - cw if seat == 0 else w // 2 + gap // 2
            card = pygame.Rect(x, y, cw, bottom - y)
            winner = over is not None and over.winner == seat
            edge = W.ACCENT if winner else pal.shade(W.SEAT_COLOURS[seat], 0.8)
            band = pygame.Rect(card.x, card.y, card.w, round(46 * s))
            inner_x = card.x + round(20 * s)
            yy = band.bottom + round(10 * s)
            if part in ("all", "panel"):
                W.draw_panel(surface, card, (32, 35, 48), (20, 22, 31), round(14 * s), edge,
                             3 if winner else 1)
                pygame.draw.rect(surface, pal.shade(W.SEAT_COLOURS[seat], 0.55), band,
                                 border_top_left_radius=round(14 * s),
                                 border_top_right_radius=round(14 * s))
            if part in ("all", "top"):
                W.draw_text(surface, names[seat], round(28 * s), W.INK, True, True,
                            max_w=card.w - round(120 * s),
                            midleft=(card.x + round(16 * s), band.centery))
                tag = "WINNER" if winner else ("DRAW" if over and over.winner is None else "")
                if tag:
                    W.draw_text(surface, tag, round(20 * s), W.ACCENT, True,
                                midright=(card.right - round(16 * s), band.centery))
                W.draw_text(surface, str(side.points), round(72 * s), W.INK, True, True,
                            topleft=(inner_x, yy))
                W.draw_text(surface, self.points_label(), round(17 * s), W.MUTED, True,
                            topleft=(inner_x + round(110 * s), yy + round(14 * s)))
                bar = pygame.Rect(inner_x + round(110 * s), yy + round(38 * s),
                                  card.w - round(150 * s), round(12 * s))
                pygame.draw.rect(surface, (16, 18, 26), bar, border_radius=bar.h // 2)
                fill = bar.copy()
                fill.w = round(bar.w * self.points_fill(seat))
                if fill.w:
                    pygame.draw.rect(surface, W.SEAT_COLOURS[seat], fill,
                                     border_radius=bar.h // 2)
            if part in ("panel", "top"):
                return
            yy += round(76 * s)
            d = self.stats[seat]
            rows = [("HP left", f"{side.hp} / {side.max_hp}"),
                    ("Moves connected", str(d["moves"])),
                    ("Biggest hit", f"{d['biggest']} ({d['biggest_name']})" if d["biggest"]
                     else "\u2014"),
                    ("Counters", str(d["counters"])),
                    ("Pin attempts", str(d["pins"])),
                    ("Move cards tapped", injuries_words(d["injuries"], side))]
            lh = round(27 * s)
            value_right = card.x + round(card.w * 0.70)
            rows_top = yy
            for label, value in rows:
                if yy + lh > card.bottom - round(8 * s):
                    break
                if part in ("all", "rest", "rows"):
                    said = W.draw_text(surface, label, round(19 * s), W.MUTED, False,
                                       midleft=(inner_x, yy + lh // 2))
                    W.draw_fit_text(surface, value, round(19 * s), round(12 * s), W.INK,
                                    True, max_w=value_right - said.right - round(10 * s),
                                    midright=(value_right, yy + lh // 2))  # never over its
                    # label; smaller before cut ('7 (Saturday Night Haymak...' at 1280x720:
                    # session 57's play-test)
                yy += lh
            # the body at the end of the match
            bw = round(card.w * 0.2)
            bh = min(round(bw * 1.9), yy - rows_top)
            if part in ("all", "rest", "body"):
                injured = tuple(x.replace("injured_", "") for x in side.statuses
                                if x.startswith("injured_"))
                fig = body_diagram(dict(side.body), (bw, bh - round(18 * s)), injured)
                fx = card.right - round(card.w * 0.15) - bw // 2
                surface.blit(fig, (fx, rows_top))
                W.draw_label(surface, "BODY", round(15 * s), W.MUTED,
                             midtop=(fx + bw // 2, rows_top + bh - round(14 * s)))
            # the signature Move cards, tapped ones turned
            yy += round(10 * s)
            room = card.bottom - round(14 * s) - yy - round(22 * s)
            if room > 30 and part in ("all", "rest", "moves"):
                W.draw_label(surface, "SIGNATURE MOVES", round(15 * s), W.MUTED,
                             topleft=(inner_x, yy))
                yy += round(22 * s)
                self.rects += RM.draw_moves(surface, side, self.match.state.sides,
                                            self.match.cat.lib, self.move_face,
                                            pygame.Rect(inner_x, yy, card.w - round(40 * s),
                                                        room), s)


def injuries_words(count: int, side) -> str:
    """The injuries and why ('2 (Sneak Attack, Steel Chair)'), and a season's tapped before."""
    causes = [cause_words(c) for c, t in zip(side.tap_causes, side.tapped) if t and c]
    before = sum(map(bool, side.tapped)) - count  # ('tapped 0' beside a tapped card: s60)
    return (f"{count} ({', '.join(dict.fromkeys(causes))})" if count and causes else
            str(count)) + f", {before} from before" * (before > 0)


_prebuilt: dict = {}  # "layer" -> the screen warm_results drew the still layer of (one)


def drop_prebuilt() -> None:
    """Forget the layer warm_results drew (its canvas is given back)."""
    other = _prebuilt.pop("layer", None)
    if other is not None:
        give_back(other.layer)
        other.layer = None


def warm_results(app, setup, match, speed: str | None = None):
    """The results screen's pieces made while the table waits after the bell, one a `next`
    (a generator): its headline and every word, panel and body of its steps rendered into the
    caches its first frames read, its Move cards' faces asked for, and its still layer drawn
    a step a piece, by a screen that is never shown: the results screen of this match takes
    that layer (`adopt_prebuilt`), so its first frame is one blit and not the layer's first
    steps (the window's background laid twice, 3-4 ms at 1080p)."""
    drop_prebuilt()
    scene = ResultsScene(app, setup, match, speed)
    scene.drawn_at = len(match.log)  # (after the bell the loser may still tap out: see adopt)
    size = tuple(app.size)
    scene.layout(size)
    s = W.ui_scale(size)
    yield
    scene.title_image(s)
    yield
    _, sub = scene.headline()
    W.text_surface(sub, round(28 * s), W.INK, True, True)  # as draw_head writes it
    yield
    if scene.squash():
        words = scene.squash_words()
        W.text_width(words, round(24 * s), True)
        W.text_surface(words, round(24 * s), W.INK, True)
        yield
    scene.build_step(size, s, 0.0)  # the layer (a spare canvas: see reserve) and its head
    _prebuilt["layer"] = scene
    yield
    while scene.steps_done < len(scene.steps()):
        scene.build_step(size, s, 0.0)  # one step a piece
        yield
    scratch = pygame.Surface((1, 1))
    for b in scene.items:
        b.draw(scratch, focused=b is scene.rematch_btn)
        yield


WARM_TEXT = ("ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 /()%-'\".,:!"
             "\u2014\u00b7")
WARM_SIZES = ((84, True), (72, True), (28, True), (24, True), (20, True), (19, True),
              (19, False), (17, True), (17, False), (15, True), (26, True), (16, True))
_warmed: set = set()


def title_surface(words: str, winner: int | None, s: float) -> pygame.Surface:
    """The headline's big words in the winner's colour (cached by the text cache)."""
    colour = W.SEAT_COLOURS[winner] if winner is not None else W.ACCENT
    return W.text_surface(words, round(84 * s), pal.shade(colour, 1.25), True, True)


def warm_titles(size: tuple[int, int], names: list) -> None:
    """Render the headlines a match may end with (either Superstar WINS, or DRAW) in its
    loading moment: the biggest words of the results, 3-6 ms each at 1080p after the bell."""
    s = W.ui_scale(size)
    for seat, name in enumerate(names):
        title_surface(f"{short_name(name).upper()} WINS", seat, s)
    title_surface("DRAW", None, s)


def warm_text(size: tuple[int, int]) -> None:
    """Render the results screen's letters at its sizes once, ahead (a match's loading moment),
    so its first frames do not wait on the fonts."""
    s = round(W.ui_scale(size), 3)
    if s in _warmed:
        return
    _warmed.add(s)
    from sprites.fonts import font
    for points, bold in WARM_SIZES:
        font(round(points * s), bold).render(WARM_TEXT)

