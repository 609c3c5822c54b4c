"""Host and Join: the lobby of an online match.

    HostScene     the Exhibition setup's widgets for your seat and the match; then the
                  address, port and join code to give a friend, who joined, the ready check
    JoinScene     your Superstar and playbook, the host's address:port or join code; then who
                  you play, the ready check

Both keep every choice while they wait: Cancel, or an error (the port in use, nobody there, no
answer, another version of the game), goes back to the form as it was.
"""
from __future__ import annotations

import time

import pygame

import online
from game.library import MATCH_TYPE_NAMES
from game.net import join_code, read_address
from game.store import game_version
from sprites import palette as pal

from scenes.ui import widgets as W
from scenes.ui.form import handle_form
from scenes.menus.setup import SetupScene
from scenes.menus.menu import random_seed
from scenes.menus.playbook_pick import custom_for
from scenes.match.log_text import short_name


def your_name(app) -> str:
    """The player's name online (Settings keeps the last one typed)."""
    return (getattr(app.settings, "online_name", "") or "").strip()[:24]


class OnlineSetup(SetupScene):
    """The Exhibition setup's widgets for one seat (yours) and what both lobbies share."""

    mine = 0  # your seat: the host is seat 0, the guest seat 1

    def __init__(self, app) -> None:
        super().__init__(app)
        other = 1 - self.mine
        self.picks[other] = ""
        for wdg in (self.controller_w[0], self.controller_w[1], self.star_w[other],
                    self.book_w[other], self.seed_btn, self.seed_w, self.speed_w):
            wdg.visible = False
        self.controller_w[self.mine].set_value("human")
        self.name_w = W.TextField(your_name(app), placeholder="your name", max_len=24,
                                  tooltip="Your name, as your friend sees it.")
        self.status = ""  # the lobby's state in a line
        self.status_tone = W.MUTED
        self.play = None  # the online side (online.HostPlay or GuestPlay) while it is on
        self.back_btn.label = "Back"

    def pick(self, seat: int, star_id: str) -> None:
        """Only your own seat is chosen here."""
        if seat == self.mine:
            super().pick(seat, star_id)

    def remember(self) -> None:
        """Keep your name for the next time (the Exhibition's choices stay its own)."""
        self.app.settings.online_name = self.name_w.value.strip()[:24]
        self.app.save_settings()

    def fields(self) -> list:
        """The text fields that take typing."""
        return [self.name_w]

    def say(self, words: str, tone=W.MUTED) -> None:
        """The lobby's status line."""
        self.status, self.status_tone = words, tone

    def fail(self, words: str) -> None:
        """An error: said, the line closed, the form kept as it was."""
        self.stop()
        self.say(words, W.DANGER)
        self.app.toast(words, "error", 5.0)

    def stop(self) -> None:
        """Close the line, if one is open."""
        if self.play is not None:
            self.play.link.close()
        self.play = None
        self.waiting_changed()

    def waiting_changed(self) -> None:
        """The buttons follow the lobby's state (a subclass's)."""

    def leave(self) -> None:
        """The lobby closes: a line still open (not handed to the table) is closed."""
        if self.play is not None and not getattr(self, "handed", False):
            self.play.link.close()

    def on_quit(self) -> None:
        """The window closes: close the line."""
        self.leave()

    def handle(self, event: pygame.event.Event) -> None:
        """Typing goes to the field being edited; the rest is the setup form's."""
        fields = self.fields() if self.play is None else []
        if event.type == pygame.KEYDOWN:
            for f in fields:
                if f.visible and f.editing and f.key(event):
                    return
        if event.type == pygame.MOUSEBUTTONDOWN:
            for f in fields:
                if f.visible and f.handle(event):
                    self.seed_w.editing = False
                    return
                f.editing = False
        items = self.items()  # while the line is open, only Cancel and Ready take input
        handle_form(self, event, items, items + (self.tiles[self.mine] if self.play is None
                                                 else []))

    def items(self) -> list:
        """Everything Tab reaches, in order (a subclass's)."""
        return []

    def update(self, dt: float) -> None:
        if self.play is not None:
            for happening in self.play.pump(time.monotonic()):
                self.heard(*happening)

    def heard(self, kind: str, *value) -> None:
        """Something the line said (a subclass's)."""

    def draw_seat(self, surface: pygame.Surface, seat: int, col: pygame.Rect, focus) -> None:
        """Your column: the Exhibition's, with who plays it where the seat's player was."""
        super().draw_seat(surface, seat, col, focus)
        role = "the host" if self.mine == 0 else "the guest"
        W.draw_text(surface, f"YOU ({role}) play this corner", round(20 * self.s), W.INK, True,
                    center=self.controller_w[seat].rect.center)

    def draw_matchup(self, surface: pygame.Surface) -> None:
        """Your Superstar against your friend's, once known."""
        lib = self.app.cat.lib
        s = self.s
        cy = self.start_btn.rect.centery
        cx = surface.get_width() // 2
        names = [short_name(lib.superstars[p].name) if p in lib.superstars else "?"
                 for p in self.picks]
        W.draw_text(surface, "VS", round(30 * s), W.ACCENT, True, True, center=(cx, cy))
        room = min(cx - self.back_btn.rect.right, self.start_btn.rect.left - cx) - round(60 * s)
        W.draw_text(surface, names[0], round(26 * s), pal.shade(W.SEAT_COLOURS[0], 1.3), True,
                    True, max_w=room, midright=(cx - round(34 * s), cy))
        W.draw_text(surface, names[1], round(26 * s), pal.shade(W.SEAT_COLOURS[1], 1.3), True,
                    True, max_w=room, midleft=(cx + round(34 * s), cy))

    def draw_lines(self, surface, x: int, y: int, width: int, lines: list) -> int:
        """Lines of (words, size, colour, bold) down from y; the y after them."""
        for words, size, colour, bold in lines:
            for line in W.wrap_lines(words, round(size * self.s), width, bold):
                W.draw_text(surface, line, round(size * self.s), colour, bold, topleft=(x, y))
                y += W.line_height(round(size * self.s), bold)
            y += round(4 * self.s)
        return y

    def draw_friend(self, surface: pygame.Surface, col: pygame.Rect, title: str,
                    lines: list) -> None:
        """The other seat's column: who your friend is, or how to reach one."""
        s = self.s
        seat = 1 - self.mine
        colour = W.SEAT_COLOURS[seat]
        W.draw_panel(surface, col, (30, 33, 46), (20, 22, 31), round(14 * s),
                     pal.shade(colour, 0.8), 2)
        band = pygame.Rect(col.x, col.y, col.w, round(36 * s))
        pygame.draw.rect(surface, pal.shade(colour, 0.55), band,
                         border_top_left_radius=round(14 * s),
                         border_top_right_radius=round(14 * s))
        W.draw_text(surface, f"{W.SEAT_CORNER[seat].upper()} \u00b7 {title}", round(21 * s),
                    W.INK, True, midleft=(col.x + round(16 * s), band.centery))
        self.draw_lines(surface, col.x + round(18 * s), band.bottom + round(14 * s),
                        col.w - round(36 * s), lines)

    def star_lines(self, star_id: str) -> list:
        """A Superstar in a few lines (the friend's column)."""
        lib = self.app.cat.lib
        star = lib.superstars.get(star_id)
        if star is None:
            return []
        persona = "Face" if star.persona == "protagonist" else "Heel"
        return [(star.name, 24, W.INK, True),
                (f"{persona} \u00b7 {star.hp} HP \u00b7 {star.ability.name}", 18, W.ACCENT,
                 False)]


class HostScene(OnlineSetup):
    """Host a match: your Superstar, playbook and the match; the address and code for a
    friend; who joined; the ready check."""

    mine = 0
    heading = "Host an Online Match"
    subheading = "Your Superstar, your playbook and the match. Your friend picks their own."

    def __init__(self, app) -> None:
        super().__init__(app)
        self.port_w = W.NumberField(str(getattr(app.settings, "online_port", 8765)),
                                    max_len=5, tooltip="The port your friend connects to "
                                    "(forward it on your router to play across the internet).")
        self.cancel_btn = W.Button("Cancel", self.cancel, hotkey="Esc", danger=True,
                                   sub="close the match to friends")
        self.cancel_btn.visible = False
        self.start_btn.label = "Host Match"
        self.start_btn.sub = "open it to a friend"
        self.addresses: list[str] = []
        self.guest = None  # (name, Superstar id) once a friend joined
        self.guest_ready = False
        self.handed = False

    def fields(self) -> list:
        """The name and the port take typing."""
        return [self.name_w, self.port_w]

    def items(self) -> list:
        """Everything Tab reaches, in order."""
        if self.play is not None:
            return [w for w in (self.cancel_btn, self.start_btn) if w.visible]
        items = [self.star_w[0], self.book_w[0], self.type_w, self.turn_w, self.ooh_w,
                 self.interview_w, self.name_w, self.port_w, self.back_btn, self.start_btn]
        return [w for w in items if w.visible]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.s
        col = self.cols[1]
        fh = round(42 * s)
        pad = round(16 * s)
        self.name_w.rect = pygame.Rect(col.x + pad, col.bottom - 2 * fh - round(40 * s),
                                       col.w - 2 * pad, fh)
        self.port_w.rect = pygame.Rect(col.x + pad, col.bottom - fh - round(14 * s),
                                       col.w - 2 * pad, fh)
        for f in (self.name_w, self.port_w):
            f.size = round(22 * s)
        self.cancel_btn.rect = self.back_btn.rect.copy()
        self.cancel_btn.size = self.back_btn.size
        y = self.seed_label_y  # the options move up where the seed and AI speed were
        self.ooh_w.rect.y = y
        self.interview_w.rect.y = y + round(48 * s)

    def waiting_changed(self) -> None:
        """While open: Cancel instead of Back; the start button is the ready check."""
        open_ = self.play is not None
        self.cancel_btn.visible = open_
        self.back_btn.visible = not open_
        if not open_:
            self.start_btn.label, self.start_btn.sub = "Host Match", "open it to a friend"
            self.guest, self.guest_ready = None, False
            self.picks[1] = ""

    def choice(self):
        """What the host chose, as online.HostChoice."""
        options = ["ooh_gotta_hurt"] if self.ooh_w.value else []
        if self.interview_w.value:
            options.append("interview")
        seed = int(self.seed_w.value) if self.seed_w.value else random_seed()  # (tests set it)
        return online.HostChoice(seed, self.type_w.value, self.picks[0],
                                 custom_for(self.books, self.book_w[0].value),
                                 turn_limit=self.turn_w.value, options=tuple(options))

    def start(self) -> None:
        """Host Match: open the line; then, once a friend joined, Ready."""
        if self.play is not None:
            self.ready()
            return
        try:
            port = int(self.port_w.value)
        except ValueError:
            port = 0
        if not 1024 <= port <= 65535:
            self.say("Choose a port from 1024 to 65535 (8765 is the game's own).", W.DANGER)
            self.app.toast("The port must be a number from 1024 to 65535.", "error")
            return
        self.remember()
        self.app.settings.online_port = port
        self.app.save_settings()
        link = online.HostLink("0.0.0.0", port)
        self.play = online.HostPlay(self.app.cat, self.choice(), link.start(),
                                    name=self.name_w.value.strip() or "Host",
                                    game=game_version(), clock=self.app.settings.turn_clock)
        self.addresses = []
        self.say("Opening the ring\u2026")
        self.start_btn.label, self.start_btn.sub = "Ready", "once your friend has joined"
        self.waiting_changed()

    def ready(self) -> None:
        """The host's ready check (it waits for the friend's, if not given yet)."""
        play = self.play
        if play is None or self.guest is None:
            self.app.toast("Wait for a friend to join first.", "info")
            return
        if play.session.host_ready:
            return
        play.ready()
        self.start_btn.label, self.start_btn.sub = "Ready!", "waiting for your friend"
        self.check_started()

    def check_started(self) -> None:
        """Both are ready: the match opens on the table."""
        if self.play is not None and self.play.started():
            self.handed = True
            self.app.sounds.play("bell_single")
            self.app.replace("online_host_table", self.play)

    def cancel(self) -> None:
        """Close the match to friends; every choice stays."""
        self.stop()
        self.say("Closed. Your choices are kept: Host Match opens it again.")

    def back(self) -> None:
        """Back to the online menu (Esc: Cancel first, while the match is open)."""
        if self.play is not None:
            self.cancel()
            return
        self.remember()
        self.app.replace("online")

    def heard(self, kind: str, *value) -> None:
        """What the line said."""
        play = self.play
        if kind == "listening":
            port = value[0]
            self.addresses = online.local_addresses()
            self.say(f"Waiting for a friend to join on port {port}\u2026", W.INK)
        elif kind == "error":
            self.fail(f"Can't host: {value[0]}")
        elif kind == "joined":
            match = play.match
            self.guest = (value[0], match.setup.seats[1].superstar)
            self.picks[1] = match.setup.seats[1].superstar
            self.say(f"{value[0] or 'Your friend'} joined. Press Ready when you are.", W.GOOD)
            self.start_btn.sub = "the bell rings when you both are"
            self.app.sounds.play("click")
        elif kind == "ready":
            self.guest_ready = True
            self.check_started()
        elif kind == "cut":
            self.say(f"A game that tried to join was turned away: {value[0]}", W.DANGER)
        elif kind in ("dropped", "left"):  # the friend left before the bell
            self.guest, self.guest_ready = None, False
            self.picks[1] = ""
            play.reopen()  # a new friend may come
            self.start_btn.label, self.start_btn.sub = "Ready", "once your friend has joined"
            self.say("Your friend left the lobby. Waiting for a friend to join\u2026", W.INK)

    def draw_seat(self, surface: pygame.Surface, seat: int, col: pygame.Rect, focus) -> None:
        """Your column as in the Exhibition; the other is your friend's."""
        if seat == 0:
            super().draw_seat(surface, seat, col, focus)
            return
        if self.play is None:
            lines = [("Choose your Superstar, playbook and the match, then Host Match.", 19,
                      W.INK, False),
                     ("Your friend chooses their own Superstar and playbook when they join.",
                      18, W.MUTED, False)]
            self.draw_friend(surface, col, "YOUR FRIEND", lines)
            W.draw_text(surface, "Your name", round(16 * self.s), W.MUTED, True,
                        bottomleft=(self.name_w.rect.x, self.name_w.rect.y - round(3 * self.s)))
            W.draw_text(surface, "Port", round(16 * self.s), W.MUTED, True,
                        bottomleft=(self.port_w.rect.x, self.port_w.rect.y - round(3 * self.s)))
            self.name_w.draw(surface, focused=focus is self.name_w)
            self.port_w.draw(surface, focused=focus is self.port_w)
            return
        lines = [(self.status, 20, self.status_tone, True)]
        if self.guest is None and self.play.port:
            lines.append(("Give your friend one of these:", 18, W.MUTED, False))
            for address in self.addresses:
                code = join_code(address, self.play.port)
                where = "this machine" if address.startswith("127.") else "your network"
                lines.append((f"{address}:{self.play.port}", 24, W.ACCENT, True))
                lines.append((f"code {code} \u00b7 {where}", 18, W.INK, False))
            lines.append(("Across the internet: forward this port on your router and give "
                          "your public address with it.", 16, W.MUTED, False))
        elif self.guest is not None:
            name, star = self.guest
            lines.append((f"{name or 'Your friend'} plays", 18, W.MUTED, False))
            lines += self.star_lines(star)
            lines.append(("Ready!" if self.guest_ready else "Not ready yet", 20,
                          W.GOOD if self.guest_ready else W.MUTED, True))
            ready = self.play.session.host_ready
            lines.append(("You: ready!" if ready else "You: press Ready", 20,
                          W.GOOD if ready else W.ACCENT, True))
        self.draw_friend(surface, col, "YOUR FRIEND", lines)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.cancel_btn.draw(surface, focused=self.focus.current(self.items()) is
                             self.cancel_btn)
        clock = self.app.settings.turn_clock
        W.draw_text(surface, f"Turn clock: {f'{clock} s' if clock else 'off'} (Settings)",
                    round(16 * self.s), W.MUTED,
                    bottomleft=(self.mid.x + round(16 * self.s),
                                self.mid.bottom - round(10 * self.s)))

    def draw_mid(self, surface: pygame.Surface, focus) -> None:
        """The match's rules as in the Exhibition (fixed once the match is open)."""
        super().draw_mid(surface, focus)
        if self.play is not None:  # fixed now: Cancel to change them
            W.shade_rect(surface, self.mid, (0, 0, 0), 70, round(14 * self.s))

    def frame_key(self):
        """Always drawn (the lobby is small)."""
        return None


class JoinScene(OnlineSetup):
    """Join a friend's match: your Superstar and playbook, the host's address or code; then
    who you play and the ready check."""

    mine = 1
    heading = "Join an Online Match"
    subheading = "Your Superstar and playbook, and where your friend is hosting."

    def __init__(self, app) -> None:
        super().__init__(app)
        for wdg in (self.type_w, self.turn_w, self.ooh_w, self.interview_w):
            wdg.visible = False
        self.address_w = W.TextField(getattr(app.settings, "online_address", ""),
                                     placeholder="address:port or join code", max_len=80,
                                     tooltip="What the host's screen shows: 192.168.1.20:8765,"
                                             " or a code like 3ZBJ0-8ET4M.")
        self.cancel_btn = W.Button("Cancel", self.cancel, hotkey="Esc", danger=True,
                                   sub="leave the lobby")
        self.cancel_btn.visible = False
        self.start_btn.label, self.start_btn.sub = "Join Match", "connect to the host"
        self.welcome = None
        self.handed = False

    def fields(self) -> list:
        """The address and your name take typing."""
        return [self.address_w, self.name_w]

    def items(self) -> list:
        """Everything Tab reaches, in order."""
        if self.play is not None:
            return [w for w in (self.cancel_btn, self.start_btn) if w.visible]
        items = [self.address_w, self.name_w, self.star_w[1], self.book_w[1], self.back_btn,
                 self.start_btn]
        return [w for w in items if w.visible]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.s
        fh = round(46 * s)
        x, fw = self.mid.x + round(16 * s), self.mid.w - round(32 * s)
        self.address_w.rect = pygame.Rect(x, self.mid.y + round(80 * s), fw, fh)
        self.name_w.rect = pygame.Rect(x, self.mid.y + round(170 * s), fw, round(42 * s))
        for f in (self.address_w, self.name_w):
            f.size = round(22 * s)
        self.cancel_btn.rect = self.back_btn.rect.copy()
        self.cancel_btn.size = self.back_btn.size

    def waiting_changed(self) -> None:
        """While joining: Cancel instead of Back; the start button is the ready check."""
        open_ = self.play is not None
        self.cancel_btn.visible = open_
        self.back_btn.visible = not open_
        if not open_:
            self.start_btn.label, self.start_btn.sub = "Join Match", "connect to the host"
            self.welcome = None
            self.picks[0] = ""

    def start(self) -> None:
        """Join Match: connect; then, once welcomed, Ready."""
        if self.play is not None:
            self.ready()
            return
        where = read_address(self.address_w.value)
        if where is None:
            self.say("Type the host's address and port (192.168.1.20:8765) or its join code.",
                     W.DANGER)
            self.app.toast("That is neither an address:port nor a join code.", "error")
            return
        self.remember()
        self.app.settings.online_address = self.address_w.value.strip()[:80]
        self.app.save_settings()
        link = online.GuestLink(*where)
        self.play = online.GuestPlay(self.app.cat, link.start(),
                                     name=self.name_w.value.strip() or "Guest",
                                     game=game_version(), superstar=self.picks[1],
                                     custom=custom_for(self.books, self.book_w[1].value))
        self.say(f"Connecting to {where[0]}:{where[1]}\u2026", W.INK)
        self.start_btn.label, self.start_btn.sub = "Ready", "once the host has welcomed you"
        self.waiting_changed()

    def ready(self) -> None:
        """The guest's ready check."""
        if self.play is None or self.welcome is None:
            self.app.toast("Wait for the host to welcome you first.", "info")
            return
        self.play.ready()
        self.start_btn.label, self.start_btn.sub = "Ready!", "waiting for the host"
        self.say("Ready. Waiting for the host to be ready\u2026", W.GOOD)

    def cancel(self) -> None:
        """Leave the lobby; every choice stays."""
        if self.play is not None:
            self.play.leave()
        self.stop()
        self.say("Left the lobby. Your choices are kept: Join Match tries again.")

    def back(self) -> None:
        """Back to the online menu (Esc: Cancel first, while joining)."""
        if self.play is not None:
            self.cancel()
            return
        self.remember()
        self.app.replace("online")

    def heard(self, kind: str, *value) -> None:
        """What the line said."""
        if kind == "error":
            self.fail(f"Can't join: {value[0]}")
        elif kind == "welcome":
            w = value[0]
            self.welcome = w
            self.picks[0] = w.superstars[0]
            self.say(f"{w.host} welcomed you. Press Ready when you are.", W.GOOD)
            self.start_btn.sub = "the bell rings when you both are"
            self.app.sounds.play("click")
        elif kind == "update":
            self.handed = True
            self.app.sounds.play("bell_single")
            self.app.replace("online_guest_table", self.play)
        elif kind in ("cut", "dropped") and self.play is not None:
            notes = self.play.mirror.notes
            why = value[0] if kind == "cut" else (notes[-1] if notes and self.welcome is None
                                                  else value[0])
            self.fail(f"The host turned this game away: {why}" if kind == "cut"
                      else f"The line to the host closed: {why}")
        elif kind == "ended":
            self.fail("The host closed the match before the bell.")
        elif kind == "refused" and self.welcome is None:
            self.fail(f"The host refused this game: {value[0]}")

    def draw_seat(self, surface: pygame.Surface, seat: int, col: pygame.Rect, focus) -> None:
        """Your column as in the Exhibition; the other is the host's."""
        if seat == 1:
            super().draw_seat(surface, seat, col, focus)
            return
        if self.welcome is None:
            lines = [("The host chooses the match type and rules.", 19, W.INK, False),
                     ("You choose your Superstar and playbook here; the host's column fills "
                      "in when you are welcomed.", 18, W.MUTED, False)]
            self.draw_friend(surface, col, "THE HOST", lines)
            return
        w = self.welcome
        lines = [(f"{w.host} plays", 18, W.MUTED, False)] + self.star_lines(w.superstars[0])
        lines.append((f"{MATCH_TYPE_NAMES.get(w.match_type, w.match_type)} match \u00b7 "
                      + (f"{w.clock} s a turn" if w.clock else "no turn clock"), 20, W.INK,
                      True))
        self.draw_friend(surface, col, "THE HOST", lines)

    def draw_mid(self, surface: pygame.Surface, focus) -> None:
        """The host's address, your name, and how the joining goes."""
        s = self.s
        mid = self.mid
        W.draw_panel(surface, mid, (30, 33, 46), (20, 22, 31), round(14 * s), W.PANEL_EDGE, 1)
        x = mid.x + round(16 * s)
        W.draw_text(surface, "JOIN A FRIEND", round(21 * s), W.ACCENT, True,
                    midleft=(x, mid.y + round(20 * s)))
        if self.play is None:
            W.draw_text(surface, "The host's address:port or join code", round(17 * s),
                        W.MUTED, True, bottomleft=(x, self.address_w.rect.y - round(3 * s)))
            self.address_w.draw(surface, focused=focus is self.address_w)
            W.draw_text(surface, "Your name", round(17 * s), W.MUTED, True,
                        bottomleft=(x, self.name_w.rect.y - round(3 * s)))
            self.name_w.draw(surface, focused=focus is self.name_w)
            y = self.name_w.rect.bottom + round(16 * s)
        else:
            y = mid.y + round(60 * s)
        self.draw_lines(surface, x, y, mid.w - round(32 * s),
                        [(self.status, 20, self.status_tone, True)] if self.status else [])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.cancel_btn.draw(surface, focused=self.focus.current(self.items()) is
                             self.cancel_btn)

    def frame_key(self):
        """Always drawn (the lobby is small)."""
        return None
