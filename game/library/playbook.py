"""Building a playbook: the construction rules (PB-1..PB-6), each problem said in words."""
from __future__ import annotations

from collections import Counter

from .cards import LEADOFF_MAX, MAX_COPIES, PLAYBOOK_SIZE, Library


def problems(pages: list[str], lib: Library) -> list[str]:
    """Every way these pages break the construction rules, in words; empty when legal."""
    out: list[str] = []
    if len(pages) != PLAYBOOK_SIZE:  # PB-1
        short = PLAYBOOK_SIZE - len(pages)
        more = f"add {short}" if short > 0 else f"remove {-short}"
        out.append(f"A playbook holds exactly {PLAYBOOK_SIZE} pages; this one has {len(pages)} "
                   f"({more}).")
    counts = Counter(pages)
    for pid in sorted(counts):
        card = lib.pages.get(pid)
        if card is None:  # PB-4
            out.append(f"'{pid}' is not a page in the card library.")
            continue
        if counts[pid] > MAX_COPIES:  # PB-2
            out.append(f"{card.name}: {counts[pid]} copies; at most {MAX_COPIES} of one page.")
        if card.special == "referee":  # PB-3
            out.append(f"{card.name} is a Referee: Referees enter play by themselves and "
                       "can't be in a playbook.")
    return out


def leadoff_problems(pages: list[str], leadoff: list[str], lib: Library) -> list[str]:
    """PB-6: at most 5 leadoff pages, each one of the playbook's own 40 (a copy it holds)."""
    out: list[str] = []
    if len(leadoff) > LEADOFF_MAX:
        out.append(f"At most {LEADOFF_MAX} leadoff pages; this playbook names {len(leadoff)}.")
    held = Counter(pages)
    for pid, n in sorted(Counter(leadoff).items()):
        if n > held[pid]:
            card = lib.pages.get(pid)
            name = card.name if card else f"'{pid}'"
            times = "once" if n == 1 else f"{n} times"
            holds = "does not hold it" if held[pid] == 0 else f"holds only {held[pid]}"
            out.append(f"Leadoff page {name} is named {times} but the playbook {holds}: "
                       "leadoff pages are pages of the playbook.")  # ('is named 1 times but
            # the playbook holds it' meant the opposite: session 63)
    return out


def cannot_lead_off(pages: list[str], leadoff: list[str], pid: str) -> str | None:
    """Why one more copy of this page can't be a leadoff page (PB-6), or None."""
    if len(leadoff) >= LEADOFF_MAX:
        return f"Already {LEADOFF_MAX} leadoff pages, the most a playbook names."
    if leadoff.count(pid) >= pages.count(pid):
        return "Every copy of this page in the playbook is already a leadoff page."
    return None


def fit_leadoff(pages: list[str], leadoff: list[str]) -> list[str]:
    """The leadoff pages that still fit the pages (after a page was removed), in order."""
    left = Counter(pages)
    out = []
    for pid in leadoff[:LEADOFF_MAX]:
        if left[pid] > 0:
            left[pid] -= 1
            out.append(pid)
    return out


def superstar_problems(superstar: str | None, lib: Library) -> list[str]:
    """The playbook's Superstar, if it names one, must be in the library (PB-5)."""
    if superstar is not None and superstar not in lib.superstars:
        return [f"'{superstar}' is not a Superstar in the card library."]
    return []


def is_legal(pages: list[str], lib: Library) -> bool:
    """True when the pages follow every construction rule."""
    return not problems(pages, lib)


def starter_pages(lib: Library, playbook_id: str) -> list[str]:
    """A library playbook's 40 pages as a list of ids, copies side by side."""
    return [pid for pid, n in lib.playbooks[playbook_id].pages.items() for _ in range(n)]


def starter_leadoff(lib: Library, playbook_id: str) -> list[str]:
    """A library playbook's leadoff pages (PB-6), as its file names them."""
    return list(lib.playbooks[playbook_id].leadoff)


def cost_curve(pages: list[str], lib: Library, top: int = 6) -> list[int]:
    """How many pages cost 0, 1, ... momentum in total (the last bar is `top` or more)."""
    bars = [0] * (top + 1)
    for pid in pages:
        card = lib.pages.get(pid)
        if card is not None:
            bars[min(top, sum(card.cost.values()))] += 1
    return bars


def move_type_counts(pages: list[str], lib: Library) -> dict[str, int]:
    """How many move pages of each move type, by move type."""
    counts: Counter = Counter()
    for pid in pages:
        card = lib.pages.get(pid)
        if card is not None and card.move_type:
            counts[card.move_type] += 1
    return dict(sorted(counts.items()))


def kind_counts(pages: list[str], lib: Library) -> dict[str, int]:
    """How many moves, momentum pages and specials."""
    counts = {"move": 0, "momentum": 0, "special": 0}
    for pid in pages:
        card = lib.pages.get(pid)
        if card is not None:
            counts[card.kind] += 1
    return counts


def cannot_add(pages: list[str], pid: str, lib: Library) -> str | None:
    """Why one more copy of a page would break a construction rule (PB-2, PB-3, PB-4), or None.
    Going past 40 pages is allowed while building: the count says what to remove."""
    card = lib.pages.get(pid)
    if card is None:
        return f"'{pid}' is not a page in the card library."
    if card.special == "referee":
        return f"{card.name} is a Referee: Referees enter play by themselves and can't be in " \
               "a playbook."
    if pages.count(pid) >= MAX_COPIES:
        return f"{card.name}: already {MAX_COPIES} copies, the most a playbook may hold."
    return None


def grouped(pages: list[str], lib: Library) -> list[tuple[str, int]]:
    """(page id, copies) for a playbook list: moves, momentum pages, specials; then cost, name."""
    order = {"move": 0, "momentum": 1, "special": 2}
    counts = Counter(pages)

    def key(pid: str) -> tuple:
        card = lib.pages.get(pid)
        if card is None:
            return (3, 0, pid)
        return (order[card.kind], sum(card.cost.values()), card.name)
    return [(pid, counts[pid]) for pid in sorted(counts, key=key)]
