"""The table model of an online match: the table's own model with one seat played by a friend
over the network ('remote': neither a person at this screen nor an AI), and a hold (a dropped
friend, a command on its way to the host) that stops input with a line saying why."""
from __future__ import annotations

from scenes.match.model import TableModel


class RemoteTableModel(TableModel):
    """A table where the friend's seat is 'remote' and the table may be held."""

    remote_words: str | None = None  # the friend's seat in words ('Online · Sam')
    hold: str | None = None  # why the table waits now (None: it doesn't)
    wait_words = None  # () -> the waiting line's tail (the friend's clock)
    waits_at_bell = False  # an online match goes on to its results by itself

    def controller_words(self, seat: int) -> str:
        """Who plays the seat: the friend's is 'Online · name'."""
        if self.players[seat] == "remote" and self.remote_words:
            return self.remote_words
        return super().controller_words(seat)

    def ai_level(self, seat: int) -> str | None:
        """No AI plays at an online table."""
        return None if self.players[seat] == "remote" else super().ai_level(seat)

    def acting_human(self) -> int | None:
        """Your seat when it must act, unless the table is held."""
        return None if self.hold is not None else super().acting_human()

    def waiting_reason(self) -> str:
        """Why you can't act: the hold first."""
        return self.hold if self.hold is not None else super().waiting_reason()

    def prompt(self) -> tuple[str, str]:
        """The line under the spotlight: the hold, the friend choosing (and their clock)."""
        a = self.actor()
        if self.hold is not None and self.state.over is None:
            return self.hold, "danger"
        if a is not None and self.players[a] == "remote" and self.tapout_due() != a:
            tail = self.wait_words() if self.wait_words is not None else ""
            doing = "answering the move" if self.state.pending else "choosing"
            return f"{self.short(a)} ({self.remote_words or 'online'}) is {doing}\u2026{tail}", \
                "muted"
        return super().prompt()

    def step(self, dt: float, clock=None) -> str | None:
        """The table moves on; nothing runs while it is held."""
        if self.hold is not None:
            return None
        return super().step(dt, clock)
