"""The one error a rejected command raises."""


class IllegalCommand(Exception):
    """A command the rules refuse; str() is a reason a player can read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
