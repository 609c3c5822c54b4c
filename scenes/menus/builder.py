"""The playbook builder: start from a Superstar's playbook, a saved one or nothing; add and
remove pages with mouse and keyboard; choose up to 5 leadoff pages (the opening hand of every
match); the construction rules checked as you build; a cost curve and move types drawn as
charts; name it and save it."""
from __future__ import annotations

import pygame

from game.library import (PLAYBOOK_SIZE, PlaybookError, cannot_add,
                          cannot_lead_off, delete_playbook, fit_leadoff, import_playbook,
                          kind_counts, leadoff_problems, make, playbook_dir, problems,
                          save_playbook, starter_leadoff, starter_pages, superstar_problems)
from sprites.card_face import page_face
from sprites.hud import background, shadow

from scenes.ui import widgets as W
from scenes.ui.gamepad import pad_in_use
from scenes.ui.pad_glyphs import draw_hint
from scenes.ui.base import Scene
from scenes.ui.card_grid import CardGrid, FilterBar, pages_for
from scenes.menus.builder_charts import draw_charts
from scenes.menus.builder_list import BAD, draw_leadoff, draw_list
from scenes.menus.playbook_pick import saved_playbooks
from scenes.match.log_text import short_name


GOOD = (130, 210, 150)
HINT = ("Click or Enter: add a copy \u00b7 Right-click or Delete: remove one \u00b7 "
        "L or Shift+click: leadoff page \u00b7 Ctrl+S: save \u00b7 / : search")
LIST_HINT = "In this list: click takes one out, right-click adds one"  # (the grid: reversed)
PAD_HINT = (("A", "add a copy"), ("X", "remove one"), ("Y", "zoom"),
            ("RB", "next: filters, panel, Save"), ("B", "back"))


def free_name(taken, base: str = "My playbook") -> str:
    """A name no saved playbook has: "My playbook", "My playbook 2", ... (40 characters)."""
    names = {str(n).casefold() for n in taken}
    n = 1
    while True:
        tail = "" if n == 1 else f" {n}"
        name = base[:40 - len(tail)].rstrip() + tail
        if name.casefold() not in names:
            return name
        n += 1


def matches_words(n: int) -> str:
    """How many pages the builder's search finds: '1 page matches', '7 pages match'."""
    return "1 page matches" if n == 1 else f"{n} pages match"


class PlaybookBuilderScene(Scene):
    """Build a playbook of 40 pages and save it to the playbook folder."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.lib = app.cat.lib
        lib = self.lib
        self.stars = sorted(lib.superstars, key=lambda k: lib.superstars[k].name)
        self.books = saved_playbooks(lib)
        self.pages: list[str] = []
        self.leadoff: list[str] = []  # PB-6: up to 5 of the pages, the opening hand
        self.saved_pages: list[str] = []  # what the last save or start held (for "unsaved")
        self.saved_leadoff: list[str] = []
        self.bar = FilterBar(self.refilter, pages_only=True)
        self.grid = CardGrid(self.grid_pick, badge=self.copies_badge)
        self.name_w = W.TextField(placeholder="Name your playbook", max_len=40,
                                tooltip="The name the setup screens show")
        self.star_w = W.Choice([(None, "For any Superstar")] +
                               [(k, f"For {lib.superstars[k].name}") for k in self.stars], 0,
                               self.star_chosen, tooltip="The Superstar this playbook is "
                               "built for (any Superstar may still play it)")
        self.start_w = W.Choice(
            self.start_options(), 0, tooltip="What \u201cStart from\u201d puts in the playbook")
        self.start_btn = W.Button("Start from", self.start_from,
                                  tooltip="Replace the pages with the chosen playbook's "
                                  "(Open: a saved one, to edit it)")
        self.delete_btn = W.Button("Delete", self.delete, danger=True,
                                   tooltip="Delete the chosen saved playbook's file")
        self.save_btn = W.Button("Save", self.save, hotkey="Ctrl+S", primary=True)
        self.browse_btn = W.Button("Card Browser", self.browse)
        self.back_btn = W.Button("Back", self.back, hotkey="Esc")
        self.focus = W.Focus()
        self.list_scroll = 0
        self.list_rects: list = []
        self.lead_rects: list = []  # (page id, the leadoff marker's rect) of each list row
        self.mouse = (-1000, -1000)
        self.confirm: str | None = None  # an action waiting for a second press
        self.book: str | None = None  # the saved playbook these pages came from or went to
        self.s = 1.0
        self.refilter()

    # ---- values ----------------------------------------------------------------------------

    def start_options(self) -> list:
        """What Start from offers: an empty playbook, each Superstar's starter, each saved one."""
        starters = [(f"star:{k}", f"{short_name(self.lib.superstars[k].name)}'s starter")
                    for k in self.stars]  # (short names: "Brick Hollander's sta..." was cut)
        return [("empty", "An empty playbook"), *starters,
                *((f"saved:{n}", f"Saved: {n}") for n in self.books)]

    def problems(self) -> list[str]:
        """The construction rules the pages break now, in words."""
        return superstar_problems(self.star_w.value, self.lib) + problems(self.pages, self.lib) \
            + leadoff_problems(self.pages, self.leadoff, self.lib)

    def unsaved(self) -> bool:
        """True when the pages or the leadoff pages differ from the last save or start."""
        return (self.pages or self.leadoff) and \
            (self.pages, self.leadoff) != (self.saved_pages, self.saved_leadoff)

    def copies_badge(self, page) -> str:
        """The badge on a grid card: copies the playbook holds and leadoff copies ("2× L1")."""
        n = self.pages.count(page.id)
        lead = self.leadoff.count(page.id)
        return (f"{n}\u00d7" + (f" L{lead}" if lead else "")) if n else ""

    def refilter(self) -> None:
        """Show the pages the search and filters ask for (only pages a playbook may hold)."""
        self.grid.set_pages(pages_for(self.lib, self.bar, playable=True))

    def items(self) -> list:
        """What Tab goes through, in order: the filters, the grid, the side panel, the buttons."""
        return self.bar.widgets() + [self.grid, self.name_w, self.star_w, self.start_w,
                                     self.start_btn, self.delete_btn, self.save_btn,
                                     self.browse_btn, self.back_btn]

    def editing(self) -> W.TextField | None:
        """The text field being typed in (the search or the name), or None."""
        for f in (self.bar.search, self.name_w):
            if f.editing:
                return f
        return None

    # ---- actions ---------------------------------------------------------------------------

    def add(self, pid: str) -> None:
        """Add a copy of a page, or say in a toast which construction rule forbids it."""
        why = cannot_add(self.pages, pid, self.lib)
        if why:
            self.app.toast(why, "error")
            return
        self.pages.append(pid)
        self.confirm = None
        self.app.sounds.play("click")

    def remove(self, pid: str) -> None:
        """Take out the last copy added of a page (nothing when it isn't in the playbook)."""
        if pid not in self.pages:
            return
        del self.pages[len(self.pages) - 1 - self.pages[::-1].index(pid)]
        self.leadoff = fit_leadoff(self.pages, self.leadoff)
        self.confirm = None
        self.app.sounds.play("click")

    def lead(self, pid: str, add: bool = True) -> None:
        """Make one more copy of a page a leadoff page (add=False, or when no more can be: take
        this page's leadoff copies back); a toast says why not."""
        if pid not in self.pages:
            self.app.toast("Add the page to the playbook first: leadoff pages are pages of "
                           "the playbook.", "error")
            return
        why = cannot_lead_off(self.pages, self.leadoff, pid) if add else "not marked"
        if why is None:
            self.leadoff.append(pid)
        elif pid in self.leadoff:  # (every copy marked, or all 5 places taken: a page of two
            self.leadoff = [p for p in self.leadoff if p != pid]  # copies could never be
            # unmarked at 5 of 5, L1 -> L2 was refused: session 68's play-test)
        elif add:
            self.app.toast(why, "error")
            return
        else:
            return  # (taking back a page never marked: nothing to do)
        self.confirm = None
        self.app.sounds.play("click")

    def grid_pick(self, page, button: int) -> None:
        """A click on a grid card: left adds a copy, right removes one; with Shift held, left
        makes a copy a leadoff page and right takes it back."""
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:
            self.lead(page.id, add=button != 3)
            return
        (self.remove if button == 3 else self.add)(page.id)

    def star_chosen(self, star) -> None:
        """Start from offers the chosen Superstar's starter (it stood at another's: session
        65's play-test); nothing is replaced till Start from is pressed."""
        if star is not None:
            self.start_w.set_value(f"star:{star}")

    def start_from(self) -> None:
        """Replace the pages with the chosen start (a second press confirms losing changes)."""
        choice = self.start_w.value
        if self.unsaved() and self.confirm != choice:
            self.confirm = choice
            self.toast_here(f"Press {self.start_btn.label} again to replace your unsaved "
                            "pages.", "info")
            return
        self.confirm = None
        lib = self.lib
        if choice == "empty":
            self.pages, self.leadoff = [], []
        elif choice.startswith("star:"):
            star = choice[5:]
            self.pages = starter_pages(lib, lib.superstars[star].playbook)
            self.leadoff = starter_leadoff(lib, lib.superstars[star].playbook)
            self.star_w.set_value(star)
            if not self.name_w.value:  # (not a saved playbook's name: saving wrote over it)
                self.name_w.value = free_name(self.books, f"My {lib.superstars[star].name}")
                self.name_w.suggested = self.name_w.value
        else:
            doc = self.books[choice[6:]]
            self.pages = list(doc.pages)
            self.leadoff = list(doc.leadoff)
            self.star_w.set_value(doc.superstar)
            self.name_w.value = doc.name
        self.book = choice[6:] if choice.startswith("saved:") else None
        self.saved_pages, self.saved_leadoff = list(self.pages), list(self.leadoff)
        self.app.sounds.play("click")

    def save(self) -> None:
        """Save the playbook if it is legal and named; a toast says where to, or why not."""
        wrong = self.problems()
        if wrong:
            self.app.toast(f"Not saved: {wrong[0]}", "error", 5.0)
            return
        name = self.name_w.value.strip()
        if not name and pad_in_use():  # no keyboard to type with: a free name is given
            name = self.name_w.value = free_name(self.books)
        if not name:
            self.name_w.editing = True
            self.app.toast("Not saved: give the playbook a name first.", "error")
            return
        if name in self.books and name != self.book and self.confirm != "save:" + name:
            self.confirm = "save:" + name  # (another playbook's name: session 66's save attack)
            self.toast_here(f"\u201c{name}\u201d is already saved: press Save again to "
                            "replace it with these pages, or give this playbook another name.",
                            "info", 6.0)
            return
        self.confirm = None
        doc = make(name, self.star_w.value, self.pages, self.leadoff)
        try:
            path = save_playbook(doc, self.lib)
        except PlaybookError as exc:
            self.app.toast(f"Not saved: {exc.reasons[0]}", "error", 6.0)
            return
        self.saved_pages, self.saved_leadoff = list(self.pages), list(self.leadoff)
        self.refresh_books()
        old, self.book = self.book, name
        if old is not None and old != name and old in self.books:  # a new name saves a new
            self.start_w.set_value(f"saved:{old}")  # playbook; the old one is kept, one
            self.app.toast(f"Saved \u201c{name}\u201d as {path.name}: a new playbook. "  # Delete
                           f"\u201c{old}\u201d is still saved (Delete removes it).", "info",
                           7.0)  # away (both stood in the setups unexplained: session 65)
            return
        self.app.toast(f"Saved \u201c{name}\u201d as {path.name}, in the folder above.", "info")

    def import_file(self, path: str) -> None:
        """A playbook file dropped on the window: checked, copied in, and opened to edit."""
        try:
            stored = import_playbook(path, self.lib)
        except PlaybookError as exc:
            self.app.toast("Not imported: " + "; ".join(exc.reasons[:2]), "error", 7.0)
            return
        self.refresh_books()
        from game.library import read_playbook
        doc = read_playbook(stored, self.lib)
        self.start_w.set_value(f"saved:{doc.name}")
        self.app.toast(f"Imported \u201c{doc.name}\u201d: press Open to edit it, or pick it in a "
                       "match setup.", "info", 6.0)

    def refresh_books(self) -> None:
        """Re-read the saved playbooks for the Start from choice."""
        self.books = saved_playbooks(self.lib)
        keep = self.start_w.value
        self.start_w.options = self.start_options()
        self.start_w.index = 0
        self.start_w.set_value(keep)

    def delete(self) -> None:
        """Delete the saved playbook chosen in Start from (a second press confirms)."""
        choice = self.start_w.value
        if not choice.startswith("saved:"):
            return
        name = choice[6:]
        if self.confirm != "delete:" + name:
            self.confirm = "delete:" + name
            self.toast_here(f"Press Delete again to delete \u201c{name}\u201d for good.", "info")
            return
        self.confirm = None
        try:
            delete_playbook(name, self.lib)
        except PlaybookError as exc:
            self.app.toast(exc.reasons[0], "error", 6.0)
            return
        self.refresh_books()
        self.app.toast(f"Deleted \u201c{name}\u201d.", "info")

    def browse(self) -> None:
        """Open the card browser; its Back returns to this playbook as it is."""
        self.app.replace("cards", back_to=self)

    def back(self) -> None:
        """Back to the menu (with unsaved pages, a second press confirms)."""
        if self.unsaved() and self.confirm != "back":
            self.confirm = "back"
            self.toast_here("Unsaved pages: press Back again to leave without saving.", "info")
            return
        self.app.replace("menu")

    # ---- layout ----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        self.s = s
        m = round(20 * s)
        side_w = round(450 * s)
        left = pygame.Rect(m, round(72 * s), w - 2 * m - side_w - round(20 * s), 0)
        bottom = self.bar.layout(left, s)
        self.grid.gap = round(8 * s)
        self.grid.rect = pygame.Rect(left.x, bottom + round(10 * s), left.w - round(10 * s),
                                     h - bottom - round(10 * s) - m - round(26 * s))
        self.grid.fit(3, round(150 * s))
        self.hint_y = self.grid.rect.bottom + round(6 * s)
        self.side = pygame.Rect(w - m - side_w, m, side_w, h - 2 * m)
        x = self.side.x + round(14 * s)
        fw = side_w - round(28 * s)
        fh = round(34 * s)
        gap = round(6 * s)
        y = self.side.y + round(34 * s)
        self.name_w.rect = pygame.Rect(x, y, fw, fh)
        y += fh + gap
        self.star_w.rect = pygame.Rect(x, y, fw, fh)
        y += fh + gap
        bw = round(104 * s)
        dw = round(78 * s)
        self.start_w.rect = pygame.Rect(x, y, fw - bw - dw - 2 * gap, fh)
        self.start_btn.rect = pygame.Rect(x + fw - bw - dw - gap, y, bw, fh)
        self.delete_btn.rect = pygame.Rect(x + fw - dw, y, dw, fh)
        y += fh + round(10 * s)
        self.count_y = y
        self.list_top = y + round(92 * s)
        bh = round(44 * s)
        self.buttons_y = self.side.bottom - round(12 * s) - bh
        third = (fw - 2 * gap) // 3
        self.save_btn.rect = pygame.Rect(x + 2 * (third + gap), self.buttons_y, third, bh)
        self.browse_btn.rect = pygame.Rect(x + third + gap, self.buttons_y, third, bh)
        self.back_btn.rect = pygame.Rect(x, self.buttons_y, third, bh)
        self.chart = pygame.Rect(x, self.buttons_y - round(150 * s), fw, round(140 * s))
        self.lead_box = pygame.Rect(x, self.list_top, fw, round(26 * s))
        list_y = self.lead_box.bottom + round(4 * s)
        self.list_box = pygame.Rect(x, list_y, fw, self.chart.y - round(10 * s) - list_y)
        for wdg in (self.name_w, self.star_w, self.start_w):
            wdg.size = round(18 * s)
        self.start_btn.size = self.delete_btn.size = round(17 * s)
        for b in (self.save_btn, self.browse_btn, self.back_btn):
            b.size = round(19 * s)
        self.grid.set_pages(self.grid.pages)

    # ---- input -----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """A dropped file imports, Ctrl+S saves; Enter or + adds the selected page, - drops it."""
        items = self.items()
        if event.type == pygame.DROPFILE:
            self.import_file(event.file)
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                          pygame.MOUSEWHEEL):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.bar.search.editing = self.name_w.editing = False
                if self.list_click(event):
                    return
            if event.type == pygame.MOUSEWHEEL and self.list_box.collidepoint(self.mouse):
                self.list_scroll = max(0, self.list_scroll - event.y)
                return
            for wdg in items:
                if wdg.handle(event):
                    self.focus.index = items.index(wdg)
                    return
            return
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if ctrl and k == pygame.K_s:
            self.save()
            return
        field = self.editing()
        if field is not None and field.key(event):
            return
        focused = self.focus.current(items)
        if k == pygame.K_ESCAPE:
            self.back()
        elif k == pygame.K_SLASH:
            self.bar.search.editing = True
            self.focus.index = 0
        elif k == pygame.K_TAB:
            self.focus.cycle(items, bool(event.mod & pygame.KMOD_SHIFT))
            now = self.focus.current(items)
            self.bar.search.editing = now is self.bar.search
            if now is self.name_w:
                self.name_w.activate()
            else:
                self.name_w.editing = False
        elif isinstance(focused, W.Choice) and k in (pygame.K_LEFT, pygame.K_RIGHT):
            focused.key(k)
        elif focused is None or focused is self.grid:
            page = self.grid.current()
            if k == pygame.K_SPACE and getattr(event, "pad", False):  # X: take a copy out
                if page is not None:
                    self.remove(page.id)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_PLUS,
                     pygame.K_EQUALS, pygame.K_KP_PLUS) and page is not None:
                self.add(page.id)
            elif k in (pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_MINUS,
                       pygame.K_KP_MINUS) and page is not None:
                self.remove(page.id)
            elif k == pygame.K_l and (self.pointed() or page) is not None:
                self.lead((self.pointed() or page).id, add=not event.mod & pygame.KMOD_SHIFT)
                # (the page under the pointer, as its zoom shows: L marked the grid's
                # selection while the pointer was on another: session 72's play-test)
            elif self.grid.key(k):
                self.mouse = (-1000, -1000)  # (the keys lead: L means the selected page)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and focused is not None:
            focused.activate()

    def list_click(self, event: pygame.event.Event) -> bool:
        """A click on the playbook list: left removes a copy, right adds one; on a row's
        leadoff marker (or with Shift held) left makes a copy a leadoff page, right takes it back."""
        shift = pygame.key.get_mods() & pygame.KMOD_SHIFT
        for pid, r in self.lead_rects:
            if r.collidepoint(event.pos) or (shift and any(
                    p == pid and row.collidepoint(event.pos) for p, row in self.list_rects)):
                if event.button in (1, 3):
                    self.lead(pid, add=event.button == 1)
                return True
        for pid, r in self.list_rects:
            if r.collidepoint(event.pos):
                if event.button == 1:
                    self.remove(pid)
                elif event.button == 3:
                    self.add(pid)
                return True
        return False

    # ---- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "Playbook Builder", round(40 * s), W.ACCENT, True, True,
                    topleft=(round(20 * s), round(12 * s)))
        r = W.draw_text(surface, matches_words(len(self.grid.pages)), round(16 * s), W.MUTED,
                        bottomright=(self.grid.rect.right, round(64 * s)))
        folder = self.playbook_folder()
        share = f"Your playbooks are files in {folder}: share them. Drop a shared file " \
                "on this window to add it." if folder else ""
        W.draw_text(surface, share, round(13 * s), W.MUTED, max_w=r.left - round(40 * s),
                    bottomleft=(round(22 * s), round(64 * s)))
        focus = self.focus.current(self.items())
        for wdg in self.bar.widgets():
            wdg.draw(surface, focused=focus is wdg)
        self.grid.draw(surface, focused=focus is self.grid or focus is None)
        if pad_in_use():
            draw_hint(surface, PAD_HINT, round(15 * s), W.MUTED,
                      topleft=(self.grid.rect.x, self.hint_y))
        else:
            W.draw_text(surface, HINT, round(15 * s), W.MUTED, max_w=self.grid.rect.w,
                        topleft=(self.grid.rect.x, self.hint_y))
        self.draw_side(surface, focus)
        self.draw_zoom(surface)

    def draw_side(self, surface: pygame.Surface, focus) -> None:
        """The side panel: name, Superstar, Start from, page count, rules broken, list, charts."""
        s = self.s
        box = self.side
        W.draw_panel(surface, box, (30, 33, 46), (20, 22, 31), round(14 * s), W.PANEL_EDGE, 1)
        x = box.x + round(14 * s)
        W.draw_text(surface, "YOUR PLAYBOOK", round(19 * s), W.ACCENT, True,
                    midleft=(x, box.y + round(18 * s)))
        W.draw_text(surface, LIST_HINT, round(14 * s), W.MUTED, midright=(
            box.right - round(14 * s), box.y + round(18 * s)))
        self.delete_btn.enabled = str(self.start_w.value).startswith("saved:")
        self.start_btn.label = "Open" if self.delete_btn.enabled else "Start from"  # ('Saved:
        # B Bruiser' and 'Start from' did not say it opens that playbook: session 76)
        for wdg in (self.name_w, self.star_w, self.start_w, self.start_btn, self.delete_btn):
            wdg.draw(surface, focused=focus is wdg)
        wrong = self.problems()
        n = len(self.pages)
        colour = GOOD if not wrong else (W.INK if n < PLAYBOOK_SIZE else BAD)
        y = self.count_y
        r = W.draw_text(surface, f"{n} / {PLAYBOOK_SIZE}", round(34 * s), colour, True, True,
                        topleft=(x, y))
        kinds = kind_counts(self.pages, self.lib)
        W.draw_text(surface, f"pages \u00b7 {kinds['move']} moves, {kinds['momentum']} momentum,"
                    f" {kinds['special']} specials", round(16 * s), W.MUTED,
                    midleft=(r.right + round(10 * s), r.centery))
        y = r.bottom + round(2 * s)
        size = round(15 * s)
        if not wrong:
            W.draw_text(surface, "Legal: ready to save and play.", size, GOOD, True,
                        topleft=(x, y))
        else:
            lines = [line for p in wrong for line in W.wrap_lines(p, size, box.w - round(40 * s))]
            room = (self.list_top - round(4 * s) - y) // W.line_height(size)
            if len(lines) > room:
                lines = lines[:room - 1] + [f"\u2026 and more ({len(wrong)} problems)"]
            for line in lines:
                W.draw_text(surface, line, size, BAD, False, topleft=(x, y))
                y += W.line_height(size)
        draw_leadoff(self, surface)
        draw_list(self, surface)
        self.draw_charts(surface)
        for b in (self.save_btn, self.browse_btn, self.back_btn):
            b.draw(surface, focused=focus is b)

    def toast_top(self) -> int | None:
        """Toasts stand over the charts (one covered the name, session 61; then the 40 / 40
        and what it holds, session 76)."""
        chart = getattr(self, "chart", None)
        return chart.y if chart is not None and chart.h > 10 else None

    def toast_bottom(self) -> int | None:
        """Above the Save, Card Browser and Back buttons."""
        return None if self.toast_top() is None else self.save_btn.rect.top - 4

    def draw_charts(self, surface: pygame.Surface) -> None:
        """Left: the cost curve (pages by total cost); right: moves by move type."""
        draw_charts(surface, self.chart, self.pages, self.lib, self.s)

    def card_at(self, pos) -> tuple | None:
        """Z (a pad's Y) zooms the grid's selected page; never while typing nor for the mouse."""
        if pos is not None or self.editing() is not None:
            return None
        page = self.grid.current()
        return ("page", page) if page is not None else None

    def pointed(self):
        """The page under the pointer: a grid card or a row of the playbook list (or None)."""
        if self.grid.hover is not None and self.grid.hover < len(self.grid.pages):
            return self.grid.pages[self.grid.hover]
        for pid, r in self.list_rects:
            if r.collidepoint(self.mouse):
                return self.lib.pages.get(pid)
        return None

    def draw_zoom(self, surface: pygame.Surface) -> None:
        """The hovered card, large, beside the pointer, with its rules in words."""
        s = self.s
        page = self.pointed()
        if page is None:
            return
        zw = round(230 * s)
        face = page_face(page, zw)
        mx, my = self.mouse
        r = face.get_rect()
        r.topleft = (mx + round(24 * s), my - r.h // 2)
        if r.right > self.side.x - round(4 * s) and self.grid.hover is not None:
            r.topright = (mx - round(24 * s), my - r.h // 2)
        if self.grid.hover is None:
            r.topright = (self.side.x - round(12 * s), my - r.h // 2)
        r.clamp_ip(surface.get_rect().inflate(-10, -10))
        surface.blit(shadow(face, ("builder_zoom", page.id, zw), 140), r.move(5, 7))
        surface.blit(face, r)

    def playbook_folder(self) -> str:
        """Where saved playbooks live (shown so players can share the files)."""
        from pathlib import Path
        try:
            folder = str(playbook_dir(create=False))
        except PlaybookError:
            return ""
        home = str(Path.home())
        return "~" + folder[len(home):] if folder.startswith(home + "/") else folder
