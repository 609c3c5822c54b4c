"""The online match on the real table: the same table, presenter, show and auto-counter rules
as a match at one screen, with one seat played by a friend over the network.

    HostTable   the host's table drives the Match; the friend's seat is 'remote': its
                commands come from the line, re-checked by game.net's HostSession
    GuestTable  the guest's table is driven from its mirror's view (MirrorSource): a command
                is checked here as at the table, sent, and re-checked by the host; a refused
                one shows the host's reason as a refusal at the table

Both pump the line every frame (app.background, so a pause menu or the rules panel on top
never stalls the network), show the clock of the seat to act, the chat bar, and a dropped
friend as a held table with a clear line; the end of the match opens the online end screen.
"""
from __future__ import annotations

import time

import pygame

import online
from game.match import IllegalCommand, MatchSetup, SeatSetup, check, legal_commands
from game.net import chat_line
from game.store import default_save_dir

from scenes.ui import widgets as W
from scenes.match import buttons as BV
from scenes.match.log_text import LogLine
from scenes.match.scene import MatchScene
from scenes.online.chat import ChatBar
from scenes.online.end import guest_record, host_record
from scenes.online.model import RemoteTableModel


class Entry:
    """A log entry as the guest's seat may see it."""

    def __init__(self, command, events) -> None:
        self.command, self.events = command, tuple(events)


class MirrorSource:
    """The guest's table source: its mirror's view, as a Match is to the table (state, log,
    actor, over, controller, legal, play). play() checks the command as the table would and
    sends it; the view changes when the host's answer comes."""

    def __init__(self, play) -> None:
        self.play_line = play
        m = play.mirror
        w = m.welcome
        self.cat = m.cat
        self.setup = MatchSetup(seed=0, match_type=w.match_type,
                                seats=[SeatSetup(superstar=w.superstars[i], controller="human")
                                       for i in (0, 1)])
        self.log: list = [Entry(c, e) for c, e in m.entries]

    @property
    def state(self):
        """The guest's view of the match."""
        return self.play_line.mirror.state

    def actor(self) -> int | None:
        """Who must act on the view (None while the guest's command is on its way)."""
        from game.match import actor
        if self.play_line.waiting:
            return None
        return actor(self.state)

    @property
    def over(self) -> bool:
        """The match has ended and nobody owes a tap-out."""
        return self.state.over is not None and self.actor() is None

    def controller(self, seat: int) -> str:
        """Both seats are people."""
        return "human"

    def legal(self, seat: int) -> list:
        """The commands the seat may give on the view."""
        return legal_commands(self.state, seat)

    def play(self, cmd) -> tuple:
        """Check a command on the view and send it to the host (its events come back)."""
        reason = check(self.state, cmd)
        if reason is not None:
            raise IllegalCommand(reason)
        self.play_line.play(cmd)
        return ()


class OnlineTable(MatchScene):
    """What both online tables share: the remote seat, the line, the clock, chat, the end."""

    mine = 0
    model_class = RemoteTableModel

    def setup_seats(self, name: str) -> None:
        """The friend's seat is 'remote'; the bar, the clock and the line's pump are set up."""
        friend = 1 - self.mine
        self.model.players[friend] = "remote"
        self.model.players[self.mine] = "human"
        self.model.last_near = self.mine
        self.model.remote_words = f"Online \u00b7 {name or 'your friend'}"
        self.model.wait_words = self.wait_tail
        self.friend = name or "Your friend"
        self.chat = ChatBar(self.send_chat)
        self.ended = False
        self.dropped_at: float | None = None
        self.shown_clock = None
        self.app.background.append(self.pump)

    # ---- the line ---------------------------------------------------------------------------

    def now(self) -> float:
        """The clock the line's waits are counted on."""
        return time.monotonic()

    def pump(self, dt: float) -> None:
        """Each frame, whoever is on top: what the line heard."""
        if self.ended:
            return
        for happening in self.play.pump(self.now()):
            self.heard(*happening)
        if self.dropped_at is not None and not self.ended:
            self.model.hold = self.drop_words()

    def heard(self, kind: str, *value) -> None:
        """Something the line said (a side's own first; then what both say)."""
        if kind == "chat":
            words = chat_line(value[0])
            if words:
                self.app.toast(f"{self.friend}: {words}", "info", 4.0)
                self.logview.add(LogLine(f"{self.friend} says: \u201c{words}\u201d", 1 - self.mine,
                                         "muted"))
        elif kind == "dropped":
            self.dropped_at = self.now()
            self.model.hold = self.drop_words()
            self.app.sounds.play("click")
        elif kind == "back":
            self.dropped_at = None
            self.model.hold = None
            self.app.toast(f"{self.friend} is back: the match goes on." if self.mine == 0 else
                           f"Back with {self.friend}: the match goes on.", "good")

    def drop_words(self) -> str:
        """The held table's line while the friend's connection is lost."""
        return ""

    def send_chat(self, line: int) -> None:
        """A canned line to the friend, shown here too."""
        words = chat_line(line)
        if words is None:
            return
        self.play.chat(line)
        self.logview.add(LogLine(f"You say: \u201c{words}\u201d", self.mine, "muted"))
        self.app.toast(f"You: {words}", "info", 2.5)

    def wait_tail(self) -> str:
        """The friend's clock after the waiting line (' 1:45 left')."""
        left = self.play.time_left(self.now())
        return f" {online.clock_words(left)} left" if left is not None else ""

    # ---- what the table shows and takes ------------------------------------------------------

    def top_label(self) -> str:
        """The small words after the match type: who you play online."""
        return f"ONLINE \u00b7 vs {self.friend}"

    def button_order(self) -> list[list[str]]:
        """The action buttons (no take-backs online)."""
        return BV.button_order(self.model.waiting_at_end(), self.state.rules.has_ringside)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.chat.layout(self.L.top, self.L.s)

    def handle(self, event: pygame.event.Event) -> None:
        if not self.ended and self.chat.handle(event):
            return
        super().handle(event)

    def clock_left(self) -> float | None:
        """Seconds left on the clock of the seat to act (None: no clock)."""
        return self.play.time_left(self.now())

    def frame_key(self):
        key = super().frame_key()
        if key is None:
            return None
        left = self.clock_left()
        return (key, self.chat.key(), None if left is None else int(left), self.model.hold)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.L is None:
            return
        s = self.L.s
        left = self.clock_left()
        if left is not None and self.state.over is None:
            a = self.model.actor()
            who = "Your clock" if a == self.mine else f"{self.friend}'s clock"
            tone = W.DANGER if left <= 15 else W.INK
            r = pygame.Rect(0, 0, round(186 * s), self.chat.button.rect.h)
            r.topright = (self.chat.button.rect.x - round(10 * s), self.chat.button.rect.y)
            W.draw_panel(surface, r, (30, 33, 46), (20, 22, 31), round(8 * s), tone, 2)
            W.draw_text(surface, f"{who} {online.clock_words(left)}", round(19 * s), tone, True,
                        center=r.center)
        if self.model.hold:  # the big word; the prompt line under the ring says the rest
            r = pygame.Rect(0, 0, min(self.L.stage.w - round(20 * s), round(420 * s)),
                            round(60 * s))
            r.center = self.L.stage.center
            W.draw_panel(surface, r, (48, 24, 28), (30, 16, 20), round(10 * s), W.DANGER, 2)
            W.draw_text(surface, "MATCH PAUSED", round(30 * s), W.INK, True, True,
                        center=r.center)
        if not self.ended:
            self.chat.draw(surface)

    # ---- the end ----------------------------------------------------------------------------

    def pause(self) -> None:
        """The pause menu: its Quit leaves the online match (the network goes on meanwhile)."""
        scene = self.app.push("pause", self)
        quit_btn = getattr(scene, "quit_btn", None)
        if quit_btn is not None:
            quit_btn.label, quit_btn.sub = "Leave match", "it stays unfinished: you left"
        rules = getattr(scene, "rules_btn", None)
        if rules is not None:
            rules.visible = True
        if hasattr(scene, "layout"):
            scene.layout(self.app.size)

    def open_counter_rules(self) -> None:
        """The auto-counter panel of your seat."""
        self.app.push("counter_rules", self, self.mine)

    def stop(self) -> None:
        """The table is done with the line."""
        self.ended = True
        self.model.hold = None
        if self.pump in self.app.background:
            self.app.background.remove(self.pump)

    def leave(self) -> None:
        super().leave()
        if self.app is not None and not self.ended and self not in self.app.stack.scenes:
            self.stop()
            self.play.leave()


class HostTable(OnlineTable):
    """The host's table: it drives the Match; the friend's commands come from the line."""

    mine = online.HOST_SEAT

    def __init__(self, app, play) -> None:
        self.play = play
        match = play.match
        folder = default_save_dir() if getattr(app, "autosave", True) else None
        super().__init__(app, match.setup, match=match, save_name=online.host_name(
            folder, match.setup.match_type, match.setup.seed))
        self.setup_seats(play.session.guest_name)
        self.model.on_command.append(self.tell_guest)
        play.on_play = self.remote_play
        self.folder = default_save_dir() if getattr(app, "autosave", True) else None

    def remote_play(self, cmd) -> None:
        """Play the friend's checked command on the table (IllegalCommand: refused)."""
        events = self.match.play(cmd)
        for fn in list(self.model.on_command):
            fn(cmd, events)

    def tell_guest(self, cmd, events) -> None:
        """After the host's own command: the friend's view (theirs is answered by the line)."""
        if cmd.seat == self.mine:
            self.play.update()

    def drop_words(self) -> str:
        left = self.play.rejoin_wait - (self.now() - (self.dropped_at or self.now()))
        return f"{self.friend}'s connection dropped: the match is paused while they rejoin " \
               f"({online.clock_words(left)} left)"

    def heard(self, kind: str, *value) -> None:
        super().heard(kind, *value)
        if kind == "clock":
            who = "Your" if value[0] == self.mine else f"{self.friend}'s"
            self.app.toast(f"{who} turn clock ran out: the first legal move was played.",
                           "error", 4.0)
        elif kind in ("left", "gone"):
            self.end_unfinished(f"{self.friend} left the match" if kind == "left" else
                                f"{self.friend} did not come back in time")
        elif kind == "cut":
            self.end_unfinished(f"{self.friend} was cut off: {value[0]}")

    def end_unfinished(self, why: str) -> None:
        """The friend left: the match stays unfinished, saved, and the end screen says so."""
        if self.ended:
            return
        self.stop()
        self.play.finish()
        path = self.autosaver.save_now(self.match)
        self.saved = True
        record = host_record(self.folder, self.play, path, self.autosaver.name)
        self.app.replace("online_end", self.play.match, self.mine, why, path, record,
                         self.friend)

    def finish(self) -> None:
        """The match is over: tell the friend, save, and the end screen."""
        if self.ended or self.model.finished:
            return
        self.model.finished = True
        self.stop()
        self.play.finish()
        path = self.autosaver.save_now(self.match)
        self.saved = True
        record = host_record(self.folder, self.play, path, self.autosaver.name)
        self.app.replace("online_end", self.match, self.mine, None, path, record, self.friend)

    def save_and_quit(self) -> None:
        """Leave the match from the pause menu: it stays unfinished, and you left it."""
        if self.ended:
            return
        self.stop()
        self.play.leave()
        path = self.autosaver.save_now(self.match)
        self.saved = True
        record = host_record(self.folder, self.play, path, self.autosaver.name)
        self.app.replace("online_end", self.match, self.mine, "You left the match", path,
                         record, self.friend)

    quit_to_menu = save_and_quit

    def on_quit(self) -> None:
        """The window is closing: the friend is told, the match saved as it stands."""
        if not self.ended:
            self.stop()
            self.play.leave()
            path = self.autosaver.save_now(self.match)
            host_record(self.folder, self.play, path, self.autosaver.name)


class GuestTable(OnlineTable):
    """The guest's table: driven from its view of the match; commands go to the host."""

    mine = 1 - online.HOST_SEAT

    def __init__(self, app, play) -> None:
        self.play = play
        source = MirrorSource(play)
        super().__init__(app, source.setup, match=source, save_name="online-guest")
        self.autosaver.enabled = False  # the host keeps the save; the guest its own record
        self.setup_seats(play.mirror.welcome.host)
        self.folder = default_save_dir() if getattr(app, "autosave", True) else None
        self.keep_record()

    def played(self, cmd, events) -> None:
        """A command: sent (no events yet), or the host's answer (its events)."""
        if events:
            super().played(cmd, events)
        else:
            self.model.hold = None if not self.play.waiting else self.model.hold
            self.refresh()

    def keep_record(self) -> None:
        """The guest's own record of the match, as it goes."""
        guest_record(self.folder, self.play)

    def take_view(self, old_n: int) -> None:
        """A new view from the host: the entries since old_n played on the table."""
        entries = self.play.mirror.entries
        source = self.match
        if len(source.log) > old_n:  # a rejoin resent the whole log
            source.log = source.log[:old_n]
        for cmd, events in entries[len(source.log):]:
            source.log.append(Entry(cmd, events))
            for fn in list(self.model.on_command):
                fn(cmd, events)
        self.refresh()
        self.keep_record()

    def drop_words(self) -> str:
        left = self.play.rejoin_wait - (self.now() - (self.dropped_at or self.now()))
        return f"The connection to {self.friend} dropped: rejoining\u2026 " \
               f"({online.clock_words(left)} left)"

    def heard(self, kind: str, *value) -> None:
        super().heard(kind, *value)
        if kind == "update":
            self.take_view(value[0])
        elif kind == "refused":
            self.model.notice(f"The host refused that: {value[0]}", "refused")
            self.refresh()
        elif kind == "paused":
            self.app.toast(value[0], "error", 4.0)
        elif kind == "ended":
            ended = value[0]
            if ended.left is not None:
                who = "You" if ended.left == self.mine else self.friend
                self.end(f"{who} left the match")
            # a finished match ends on the table as at one screen (finish, after the show)
        elif kind == "cut":
            self.end(f"The match ended early: {value[0]}")

    def end(self, why: str | None) -> None:
        """The end screen (why: an unfinished match's reason)."""
        if self.ended:
            return
        self.stop()
        self.play.link.close()
        path = guest_record(self.folder, self.play)
        self.app.replace("online_end", self.match, self.mine, why, None, path, self.friend)

    def finish(self) -> None:
        """The match is over on the view: the end screen."""
        if self.ended or self.model.finished:
            return
        self.model.finished = True
        self.end(None)

    def save_and_quit(self) -> None:
        """Leave the match from the pause menu: the host records that you left."""
        if self.ended:
            return
        self.play.leave()
        self.end("You left the match")

    quit_to_menu = save_and_quit

    def on_quit(self) -> None:
        """The window is closing: the host is told you left; your record is kept."""
        if not self.ended:
            self.stop()
            self.play.leave()
            guest_record(self.folder, self.play)

