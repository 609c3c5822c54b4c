"""The load screen: every match and season save in the save folder, newest first. Enter or a
click loads (a match to the table, or its results when it is over; a season to its hub); Delete
asks first. A damaged file shows its one-line reason and cannot be loaded; so does a refused one (it
reads, but does not verify: a command in it is not what the rules decide), which also counts
nowhere in the career.

scan_saves() and open_save() are also what the menu's Continue uses.
"""
from __future__ import annotations

import re

from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import pygame

from game import store
from sprites import palette as pal
from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.gamepad import pad_in_use
from scenes.ui.pad_glyphs import draw_hint_or_keys
from scenes.ui.base import Scene
from scenes.ui.save_check import start_check
from scenes.match.autosave import autosave_name
from scenes.match.log_text import HOW_WORDS, short_name, turn_shown
from scenes.menus.emergency import resume_name
from scenes.menus.who_played import who_plays as _who_plays



@dataclass
class SaveRow:
    """One file in the save folder, as the load screen lists it."""
    path: Path
    kind: str  # "match", "season", "damaged" or "refused" (reads, but does not verify)
    title: str
    detail: str = ""
    saved_at: str = ""
    when: float = 0.0  # seconds since the epoch, for sorting newest first
    error: str = ""
    over: bool = False
    info: dict = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """True unless the file is damaged or refused (such a row can't be loaded)."""
        return self.kind not in ("damaged", "refused")


def _stamp(saved_at: str, path: Path) -> float:
    """When a save was made: its saved_at, else the file's modification time."""
    if saved_at:
        try:
            dt = datetime.fromisoformat(saved_at)
            if dt.tzinfo is None:
                dt = dt.replace(tzinfo=timezone.utc)
            return dt.timestamp()
        except ValueError:
            pass
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def when_words(ts: float) -> str:
    """A save's date in local time: '2024-05-01 14:03'."""
    if not ts:
        return ""
    try:
        return datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M")
    except (OverflowError, OSError, ValueError):
        return ""


def file_words(path: Path) -> str:
    """A save's file in its row: an autosave by its seed ('current-N.json' read as unfinished)."""
    seed = path.stem.rpartition("-")[2]
    if path.suffix == ".json" and seed.isdigit() and autosave_name(int(seed)) == path.stem:
        return f"seed {seed}"
    fork = re.fullmatch(r"(current-\d+)-from-turn-(\d+)(?:-(\d+))?", path.stem)  # a play-on
    base = file_words(path.with_name(fork[1] + ".json")) if fork and path.suffix == ".json" \
        else ""  # ('current-626110927-from-turn-1.json' on its row: session 76)
    if base.startswith("seed "):
        again = f" (copy {fork[3]})" if fork[3] else ""
        return f"{base}, played on from turn {fork[2]}{again}"
    return path.name


def _star(lib, sid: str) -> str:
    card = lib.superstars.get(sid) if lib is not None else None
    return short_name(card.name) if card else sid


def _is_tutorial(path: Path, info: dict) -> bool:
    """True for the tutorial's own autosave (its row says so)."""
    from game.tutorial import SETUP, autosave_files
    return (info.get("superstars") == [seat.superstar for seat in SETUP.seats]
            and path.name in {p.name for p in autosave_files(path.parent)})


def _match_row(path: Path, info: dict, lib) -> SaveRow:
    stars = [_star(lib, x) for x in info.get("superstars", [])]
    title = " vs ".join(stars)
    kind = str(info.get("match_type", "")).title()
    if info.get("over"):
        if info.get("winner") is None:
            state = "over \u00b7 draw"
        else:
            who = stars[info["winner"]] if 0 <= info["winner"] < len(stars) else "?"
            state = f"over \u00b7 {who} won by {HOW_WORDS.get(info.get('how'), info.get('how'))}"
    else:
        state = "in progress"
    turn = turn_shown(info.get("turn", 0), bool(info.get("over")),  # as the table shows it
                      how=info.get("how"))
    if _is_tutorial(path, info):
        kind = f"Tutorial \u00b7 {kind}"
    detail = " \u00b7 ".join(x for x in (f"{kind} match", _who_plays(info), f"turn {turn}",
                                         state) if x)
    return SaveRow(path, "match", title, detail, info.get("saved_at", ""),
                   _stamp(info.get("saved_at", ""), path), over=bool(info.get("over")),
                   info=info)


def _season_row(path: Path, info: dict, lib) -> SaveRow:
    stars = [_star(lib, x) for x in info["superstars"]]
    title = " \u00b7 ".join(stars)
    if info["over"]:
        champ = info["champion"]
        who = stars[champ] if champ is not None and 0 <= champ < len(stars) else "?"
        where = f"finished \u00b7 champion {who}"
    elif info["week"] >= info["weeks"] - 1:
        where = "Pay-Per-View"
    else:
        where = f"Week {info['week'] + 1} of {info['weeks']}"
    if info.get("in_ring") and not info["over"]:
        where += ", in the ring"  # Continue goes straight back to the match in progress
    people = sum(1 for c in info["controllers"] if c == "human")
    who = f"{people} human{'s' if people != 1 else ''}" if people else "all AI"
    detail = f"Season \u00b7 {where} \u00b7 {len(stars)} wrestlers ({who})"
    return SaveRow(path, "season", title, detail, info["saved_at"],
                   _stamp(info["saved_at"], path), over=info["over"], info=info)


def scan_saves(folder: Path | str | None = None, lib=None, cat=None) -> list[SaveRow]:
    """Every save in the folder (match and season), newest first; damaged and refused ones
    say why. Each file is read and verified once per version (the store keeps the verdicts).
    SaveError when the folder itself can't be read."""
    rows = []
    for p, entry in store.list_saves(folder, cat):
        if entry["kind"] == "match":
            rows.append(_match_row(p, entry["info"], lib))
        elif entry["kind"] == "season":
            rows.append(_season_row(p, entry["info"], lib))
        else:
            kind = "refused" if entry.get("refused") else "damaged"
            rows.append(SaveRow(p, kind, p.name, "", "", entry["mtime"], error=entry["error"]))
    rows.sort(key=lambda r: r.when, reverse=True)
    return rows


def newest_loadable(lib=None) -> SaveRow | None:
    """The newest save that isn't damaged (None when there is none or no folder)."""
    try:
        rows = scan_saves(None, lib)
    except Exception:
        return None
    return next((r for r in rows if r.ok), None)


ONLINE_REPLAY = "An online match goes on only with your friend: it opens as a replay."


def open_save(app, row: SaveRow) -> str | None:
    """Load a save and put its scene on the stack (replacing the top; a host's unfinished online
    match opens as a replay on top). Returns an error message (nothing changes then) or None."""
    from game.tutorial import is_tutorial

    from scenes import trial
    try:
        if row.kind == "match" and not row.over and store.hosted(row.path):
            trial.begin(app, row.path)  # a friend's seat is never played at one screen: s69
            app.push("replay", row.path)
            app.toast(ONLINE_REPLAY, "info", 7.0)
            return None
        mark = store.file_mark(row.path)  # (as read: a save another window made while this one
        if row.kind == "match":  # opened it is theirs, never this window's own: session 67)
            match = store.open_match(row.path, app.cat)
            trial.begin(app, row.path)
            if match.over:
                scene = app.make("results", match.setup, match)
            elif is_tutorial(match.setup):  # the tutorial resumes with its lessons
                scene = app.make("tutorial", match)
            else:
                scene = app.make("match", match.setup, match=match,
                                 save_name=resume_name(row.path, match))
                if scene.autosaver.name == row.path.stem:
                    scene.autosaver.mark = mark
                if not row.path.exists():  # a consumed emergency copy: its match is on trial
                    trial.begin(app, row.path.with_name(scene.autosaver.name + ".json"))
                elif scene.autosaver.name != row.path.stem:  # (a name a save can't be written
                    app.toast(f"{row.path.name} goes on as {scene.autosaver.name}.json (a "  # at)
                              "save's name holds letters A-Z, digits, '-' and '_'); the file "
                              "you opened is kept as it is.", "info", 6.0)
        elif row.kind == "season":
            season = store.open_season(row.path, app.cat)
            trial.begin(app, row.path)
            scene = app.make("season", season, path=row.path)
            scene.saver.mark = mark
        else:
            return row.error or "This file can't be loaded."
    except store.SaveError as exc:
        trial.end(app)
        return exc.message
    except Exception as exc:  # a save must never crash the game
        trial.end(app)
        return f"{row.path.name} cannot be loaded ({type(exc).__name__}: {exc})."
    app.sounds.play("bell_single")
    app.stack.replace(scene)
    return None


class LoadScene(Scene):
    """Choose a save to continue (or, in replay mode, a match to watch again)."""

    def __init__(self, app, mode: str = "load") -> None:
        super().__init__(app)
        self.mode = mode  # "load" or "replay"
        self.rows: list[SaveRow] = []
        self.error = ""
        self.selected = 0
        self.scroll = 0
        self.confirm: SaveRow | None = None
        self.confirm_mode = "delete"  # or "recover": set a damaged save aside, use its backup
        self.confirm_focus = 1  # the open question's focused answer for a controller (1: no)
        self.backup = None
        self.mouse = (-1000, -1000)
        self.row_rects: list = []
        self.s = 1.0
        self.back_btn = W.Button("Back", self.back, hotkey="Esc")
        self.load_btn = W.Button("Replay" if mode == "replay" else "Load", self.load_selected,
                                 hotkey="Enter", primary=True)
        self.delete_btn = W.Button("Delete", self.ask_delete, hotkey="Del", danger=True, pad="X")
        self.yes_btn = W.Button("Delete", self.do_confirm, hotkey="Y", danger=True)
        self.no_btn = W.Button("Keep it", self.cancel_delete, hotkey="N")
        self.buttons = [self.back_btn, self.delete_btn, self.load_btn]
        self.check = start_check(None, app.cat)  # saves with no verdict yet: decided meanwhile
        if self.check is None:
            self.refresh()

    def update(self, dt: float) -> None:
        """List the saves as soon as the background check of their verdicts is done."""
        if self.check is not None and self.check.done:
            self.check = None
            self.refresh()

    # ---- the list ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the save folder again (the first time, select the newest loadable save)."""
        try:
            rows = scan_saves(None, self.app.cat.lib, self.app.cat)
            self.error = ""
        except Exception as exc:
            rows = []
            self.error = getattr(exc, "message", str(exc))
        if self.mode == "replay":
            rows = [r for r in rows if r.kind == "match"]
        first = not self.rows
        self.rows = rows
        if first:  # start on the newest save that can be loaded
            self.selected = next((i for i, r in enumerate(rows) if r.ok), 0)
        self.selected = max(0, min(self.selected, len(rows) - 1))

    def current(self) -> SaveRow | None:
        """The save row selected now, or None when the list is empty."""
        return self.rows[self.selected] if 0 <= self.selected < len(self.rows) else None

    # ---- actions -----------------------------------------------------------------------------

    def back(self) -> None:
        """Back to the main menu."""
        self.app.replace("menu")

    def load_selected(self) -> None:
        """Load (or replay) the selected save; a toast when there is none."""
        row = self.current()
        if row is None:
            self.app.toast("There is no save to load.", "info")
            return
        self.load(row)

    def load(self, row: SaveRow) -> None:
        """Open a save: a match to its table or results, a season to its hub, or replay it."""
        if not row.ok:
            if row.kind == "refused" or not self.offer_backup(row):
                self.app.toast(f"Can't load: {row.error}", "error", 6.0)
            return
        if self.mode == "replay":
            from scenes import trial
            try:
                trial.begin(self.app, row.path)
                self.app.push("replay", row.path)
            except Exception as exc:
                trial.end(self.app)
                self.app.toast(f"Can't replay: {exc}", "error", 6.0)
            return
        err = open_save(self.app, row)
        if err is not None:
            row.kind, row.error = "damaged", " ".join(err.split())
            self.app.toast(f"Can't load: {row.error}", "error", 6.0)

    def offer_backup(self, row: SaveRow) -> bool:
        """A damaged save with a good backup: offer to set it aside and use the backup."""
        backup = store.backup_of(row.path)
        if backup is None:
            return False
        self.backup = backup
        self.confirm, self.confirm_mode = row, "recover"
        self.confirm_focus = 0  # a controller's A: use the backup, as the player asked to load
        self.yes_btn.label, self.yes_btn.danger = "Use the backup", False
        self.no_btn.label = "Cancel"
        return True

    def do_confirm(self) -> None:
        """Yes to the open question: delete the save, or put its backup in its place."""
        if self.confirm_mode == "recover":
            self.do_recover()
        else:
            self.do_delete()

    def do_recover(self) -> None:
        """Set the damaged save aside and put its backup in its place, then list again."""
        row, backup = self.confirm, self.backup
        self.confirm = None
        try:
            aside = store.recover(row.path, backup)
        except store.SaveError as exc:
            self.app.toast(exc.message, "error", 6.0)
            return
        self.app.toast(f"{row.path.name} was set aside as {aside.name}; its backup "
                       f"({backup.name}) is in its place.", "good", 6.0)
        self.refresh()
        again = next((i for i, r in enumerate(self.rows) if r.path == row.path and r.ok), None)
        if again is not None:  # the player asked to load: load what is now in its place
            self.selected = again
            self.load(self.rows[again])

    def ask_delete(self) -> None:
        """Ask "Delete this save?" about the selected save."""
        row = self.current()
        if row is not None:
            self.confirm, self.confirm_mode = row, "delete"
            self.confirm_focus = 1  # a controller's A keeps it until the D-pad moves to Delete
            self.yes_btn.label, self.yes_btn.danger = "Delete", True
            self.no_btn.label = "Keep it"
            self.app.sounds.play("click")

    def cancel_delete(self) -> None:
        """No to the open question: the save stays as it is."""
        self.confirm = None

    def do_delete(self) -> None:
        """Delete the save being asked about (its backups go with it), then list again."""
        row = self.confirm
        self.confirm = None
        if row is None:
            return
        try:
            store.delete_save(row.path)  # the rotated backups go with it
        except OSError as exc:
            self.app.toast(f"Couldn't delete {row.path.name}: {exc.strerror or exc}", "error")
            return
        self.app.toast(f"Deleted {row.path.name}", "good", 2.5)
        self.refresh()

    # ---- layout ------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        self.s = s
        m = round(24 * s)
        self.list_rect = pygame.Rect(m, round(96 * s), w - 2 * m, h - round(96 * s) - round(92 * s))
        self.row_h = round(76 * s)
        bh = round(56 * s)
        y = h - m - bh
        self.back_btn.rect = pygame.Rect(m, y, round(200 * s), bh)
        self.load_btn.rect = pygame.Rect(w - m - round(260 * s), y, round(260 * s), bh)
        self.delete_btn.rect = pygame.Rect(self.load_btn.rect.x - round(16 * s) - round(180 * s),
                                           y, round(180 * s), bh)
        for b in self.buttons:
            b.size = round(23 * s)
        self.box = pygame.Rect(0, 0, round(600 * s), round(250 * s))
        self.box.center = (w // 2, h // 2)
        bw = round(200 * s)
        self.yes_btn.rect = pygame.Rect(self.box.centerx + round(10 * s),
                                        self.box.bottom - round(24 * s) - bh, bw, bh)
        self.no_btn.rect = pygame.Rect(self.box.centerx - round(10 * s) - bw,
                                       self.box.bottom - round(24 * s) - bh, bw, bh)
        for b in (self.yes_btn, self.no_btn):
            b.size = round(22 * s)

    def visible_rows(self) -> int:
        """How many save rows fit in the list at once."""
        return max(1, (self.list_rect.h - round(8 * self.s)) // (self.row_h + round(8 * self.s)))

    def keep_visible(self) -> None:
        """Scroll so the selected save is in view."""
        n = self.visible_rows()
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + n:
            self.scroll = self.selected - n + 1
        self.scroll = max(0, min(self.scroll, max(0, len(self.rows) - n)))

    # ---- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """An open question takes Y or N first; else click or Enter loads, Delete asks."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.confirm is not None:
            for b in (self.yes_btn, self.no_btn):
                if b.handle(event):
                    return
            if event.type == pygame.KEYDOWN:
                pad = getattr(event, "pad", False)
                if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                    self.confirm_focus = 1 - self.confirm_focus
                elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):  # the focused
                    (self.yes_btn, self.no_btn)[self.confirm_focus].activate()  # answer
                    # (Enter deleted at once, Delete in gold: session 73's play-test)
                elif event.key == pygame.K_y:
                    self.do_confirm()
                elif event.key in (pygame.K_n, pygame.K_ESCAPE):
                    self.cancel_delete()
            return
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r, bin_rect in self.row_rects:
                if bin_rect.collidepoint(event.pos):
                    self.selected = i
                    self.ask_delete()
                    return
                if r.collidepoint(event.pos):
                    self.selected = i
                    self.load(self.rows[i])
                    return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y,
                                     max(0, len(self.rows) - self.visible_rows())))
            return
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        if k == pygame.K_ESCAPE:
            self.back()
        elif k in (pygame.K_DOWN, pygame.K_UP) and self.rows:
            self.selected = (self.selected + (1 if k == pygame.K_DOWN else -1)) % len(self.rows)
            self.keep_visible()
        elif k in (pygame.K_HOME, pygame.K_END) and self.rows:
            self.selected = 0 if k == pygame.K_HOME else len(self.rows) - 1
            self.keep_visible()
        elif k == pygame.K_SPACE and getattr(event, "pad", False):  # a controller's X
            self.ask_delete()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.load_selected()
        elif k in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.ask_delete()

    # ---- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        title = "Replay a Match" if self.mode == "replay" else "Load"
        W.draw_text(surface, title, round(50 * s), W.ACCENT, True, True,
                    topleft=(round(24 * s), round(18 * s)))
        sub = ("Pick a saved match to watch again." if self.mode == "replay" else
               "Continue a match or a season. Newest first; Enter or click to load, "
               "Delete to remove.")
        pad_sub = (("Up/Down", "choose"), ("A", "watch" if self.mode == "replay" else "load")) + \
            ((("X", "delete"),) if self.mode != "replay" else ()) + (("B", "back"),)
        draw_hint_or_keys(surface, sub, pad_sub, round(20 * s), W.MUTED,
                          topleft=(round(26 * s), round(60 * s)))
        box = self.list_rect
        W.draw_panel(surface, box, (26, 29, 40), (18, 20, 28), round(14 * s), W.PANEL_EDGE, 1)
        self.row_rects = []
        if self.check is not None:  # the first visit after an update: verdicts being decided
            W.draw_text(surface, f"{self.check.words()}…", round(24 * s), W.INK, True,
                        max_w=box.w - round(40 * s), center=box.center)
            W.draw_text(surface, "Each save is read once a session (re-decided once after an "
                        "update); later visits are instant.", round(17 * s), W.MUTED, max_w=box.w - round(40 * s),
                        midtop=(box.centerx, box.centery + round(24 * s)))
        elif self.error or not self.rows:
            words = self.error or ("No saved matches yet." if self.mode == "replay" else
                                   "No saves yet: matches and seasons are saved as you play.")
            W.draw_text(surface, words, round(22 * s), W.MUTED, True,
                        max_w=box.w - round(40 * s), center=box.center)
        else:
            self.keep_visible_soft()
            n = self.visible_rows()
            y = box.y + round(8 * s)
            for i in range(self.scroll, min(len(self.rows), self.scroll + n)):
                r = pygame.Rect(box.x + round(8 * s), y, box.w - round(16 * s), self.row_h)
                bin_rect = self.draw_row(surface, self.rows[i], r, i == self.selected)
                self.row_rects.append((i, r, bin_rect))
                y += self.row_h + round(8 * s)
            if len(self.rows) > n:
                W.draw_text(surface, f"{self.scroll + 1}\u2013{min(len(self.rows), self.scroll + n)}"
                            f" of {len(self.rows)} \u00b7 wheel or arrows to scroll",
                            round(15 * s), W.MUTED, midbottom=(box.centerx,
                                                              box.bottom - round(2 * s)))
        row = self.current()
        self.load_btn.enabled = row is not None and row.ok
        self.delete_btn.enabled = row is not None
        for b in self.buttons:
            b.draw(surface)
        if self.confirm is not None:
            self.draw_confirm(surface)

    def keep_visible_soft(self) -> None:
        """Keep the scroll inside the list (saves may have gone) without chasing the selection."""
        self.scroll = max(0, min(self.scroll, max(0, len(self.rows) - self.visible_rows())))

    def draw_row(self, surface, row: SaveRow, r: pygame.Rect, selected: bool) -> pygame.Rect:
        """One save; returns the rect of its delete button."""
        s = self.s
        damaged = not row.ok
        hover = r.collidepoint(self.mouse) and self.confirm is None
        colour = {"match": (204, 74, 58), "season": (64, 132, 236)}.get(row.kind, (150, 60, 60))
        top = pal.mix((34, 38, 52), colour, 0.16 if selected else (0.10 if hover else 0.05))
        edge = W.ACCENT if selected else (pal.shade(W.PANEL_EDGE, 1.4) if hover
                                          else W.PANEL_EDGE)
        W.draw_panel(surface, r, top, (24, 27, 38), round(10 * s), edge, 2 if selected else 1)
        tag = {"match": "MATCH", "season": "SEASON", "refused": "REFUSED"}.get(row.kind,
                                                                               "DAMAGED")
        chip = pygame.Rect(r.x + round(14 * s), 0, round(96 * s), round(26 * s))
        chip.centery = r.centery
        pygame.draw.rect(surface, pal.shade(colour, 0.75), chip, border_radius=chip.h // 2)
        pygame.draw.rect(surface, pal.shade(colour, 1.3), chip, 1, border_radius=chip.h // 2)
        W.draw_label(surface, tag, round(13 * s), W.INK, center=chip.center)
        bin_rect = pygame.Rect(0, 0, round(86 * s), round(34 * s))
        bin_rect.midright = (r.right - round(14 * s), r.centery)
        hot = bin_rect.collidepoint(self.mouse) and self.confirm is None
        W.draw_panel(surface, bin_rect, (150, 52, 56) if hot else (70, 40, 46),
                     (110, 34, 40) if hot else (50, 30, 36), round(8 * s),
                     (240, 120, 120) if hot else (120, 70, 76), 1)
        W.draw_text(surface, "Delete", round(16 * s), W.INK, True, center=bin_rect.center)
        x = chip.right + round(18 * s)
        right = bin_rect.x - round(210 * s)
        W.draw_text(surface, row.title, round(22 * s), W.MUTED if damaged else W.INK, True,
                    max_w=right - x, topleft=(x, r.y + round(12 * s)))
        if damaged:
            W.draw_fit_text(surface, row.error, round(17 * s), 12, (255, 130, 120), True,
                            max_w=bin_rect.x - x - round(16 * s),
                            topleft=(x, r.y + round(44 * s)))
        else:
            W.draw_text(surface, row.detail, round(17 * s), W.ACCENT, False,
                        max_w=right - x, topleft=(x, r.y + round(44 * s)))
        date_x = bin_rect.x - round(18 * s)
        when = when_words(row.when)
        W.draw_text(surface, when, round(18 * s), W.INK, True,
                    topright=(date_x, r.y + round(12 * s)))
        if not damaged:
            W.draw_text(surface, file_words(row.path), round(14 * s), W.MUTED, False,
                        max_w=round(200 * s), topright=(date_x, r.y + round(46 * s)))
        return bin_rect

    def draw_confirm(self, surface: pygame.Surface) -> None:
        """The question over the list: delete this save, or use the damaged one's backup."""
        s = self.s
        W.shade_rect(surface, surface.get_rect(), (4, 5, 10), 180)
        box = self.box
        W.draw_panel(surface, box, (40, 30, 40), (26, 20, 28), round(16 * s), W.DANGER, 2)
        recovering = self.confirm_mode == "recover"
        W.draw_text(surface, "This save is damaged" if recovering else "Delete this save?",
                    round(32 * s), W.INK, True, True, midtop=(box.centerx, box.y + round(22 * s)))
        row = self.confirm
        W.draw_text(surface, row.title if row.ok else row.path.name, round(20 * s), W.ACCENT,
                    True, max_w=box.w - round(40 * s),
                    midtop=(box.centerx, box.y + round(72 * s)))
        note = (f"Set it aside (kept, renamed) and load its backup {self.backup.name}?"
                if recovering else "It can't be undone.")
        W.draw_text(surface, note, round(18 * s), W.MUTED, max_w=box.w - round(40 * s),
                    midtop=(box.centerx, box.y + round(102 * s)))
        yes = self.confirm_focus == 0  # Enter presses it (Keep, for a delete, till moved)
        self.no_btn.draw(surface, focused=not yes)
        self.yes_btn.draw(surface, focused=yes)
