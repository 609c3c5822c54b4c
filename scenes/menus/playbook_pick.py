"""The saved playbooks a setup screen offers, as choices for a seat."""
from __future__ import annotations

from game.library import PlaybookError, PlaybookFile, legal_playbooks
from game.match import CustomPlaybook

STARTER = "Starter playbook"


def saved_playbooks(lib) -> dict[str, PlaybookFile]:
    """The legal saved playbooks by name (none when the folder can't be read)."""
    try:
        return {doc.name: doc for doc in legal_playbooks(lib)}
    except (PlaybookError, OSError):
        return {}


def playbook_options(books: dict[str, PlaybookFile]) -> list[tuple]:
    """Choice options: the Superstar's own starter first, then each saved playbook."""
    return [(None, STARTER)] + [(name, f"Playbook: {name}") for name in books]


def custom_for(books: dict[str, PlaybookFile], name: str | None) -> CustomPlaybook | None:
    """The pages a seat carries into the setup for a chosen playbook (None: the starter)."""
    doc = books.get(name) if name else None
    return CustomPlaybook(name=doc.name, pages=list(doc.pages), leadoff=list(doc.leadoff)) \
        if doc else None
