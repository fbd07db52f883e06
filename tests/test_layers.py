"""The map of the house: the package is built in floors, and every import points down (STYLE.md).

Bottom first; a module may import its own floor or a lower one, never a higher one:

1. **the engine** -- ``errors``; ``seeds``, ``cards``; ``rules``, ``piles``; ``position``, ``events``;
   ``history``; ``view``, ``records``, ``dealer``; ``chiamata`` (a package: its scoring, auction,
   hand, view and record); ``game``; ``match``, ``examples``.  The rules of
   the game and nothing else: no words, no pictures, no bots.  Its errors carry a key and
   fields, and its cards a code; the words lend them their sentences and names when the
   words load (``errors.speak_with``, ``cards.name_with``), as IPython's formatters are
   registered, and ``render`` lends the card pictures (``cards.PICTURES``).
2. **the players, the coach's findings and the pictures** -- ``mistakes``, ``prices``; ``bots``;
   ``findings`` (a package: its wording, detection, pricing, entries and reviewing), ``render``.  They name a mistake or a level through the same lent words
   (``errors.say``) and build no sentence: a finding of the coach carries a key and fields,
   and the pictures say their captions through a ``render.Says`` the words lend
   (``render.say_with``).
3. **the words** -- ``locale`` (the catalogues, the grammar, :func:`text`), ``explain``
   (why a card took a trick, in words) and ``verdicts`` (the coach's findings and verdicts
   in words, lent to them by ``findings.word_with``); then ``coach``, the findings with
   those words lent, which lessons and scripts import.
4. **what is shown and judged, in words** -- ``tables``; ``progress``; ``plots``,
   ``practice``, ``duplicate``; ``classroom``.
5. **the card table's model** -- ``card_table`` (a hand against the machine, step by step,
   and what the table says and draws; the table for five is its package ``chiamata``), no widgets.
6. **the lessons' exercises** -- ``exercises`` (a module or package per lesson helper: its drills,
   quizzes, verdicts, checks, worked steps and the HTML they draw), no widgets.
7. **the screens** -- ``widgets``, the only package that imports ipywidgets; and ``web``, the
   card-table app drawn as plain pages by one server process (no widgets).
8. **the lessons' helpers** -- ``lessons`` (one module per lesson: what its cells import, in
   every edition's language; they may show a screen).
9. the package's front door, ``__init__``; above it the notebooks, ``app/`` and ``lab/``.

An import counts whether it runs at the top of a module or inside a function (but not one
made only for the type checker), and nowhere is there a circle, not even inside one
floor or between a package and its own modules.  The engine imports nothing of bots,
coach, render, exercises, lessons or widgets, nor pandas or matplotlib.  Every module of the package
stands on a floor: a new module fails here until it is given one.  The two-player trick
unrolled in the game's hot path is checked against the one rule, :func:`rules.winning_index`.
"""

from __future__ import annotations

import ast
import functools
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola_teach import DECK, Card, Game, Suit
from briscola_teach.rules import STRENGTH_TABLES, winning_index

PACKAGE = Path(__file__).resolve().parent.parent / "briscola_teach"
ENGINE = ["cards", "options", "rules", "piles", "given", "position", "events", "errors", "seeds", "history", "view",
          "records", "dealer", "chiamata", "chiamata.scoring", "chiamata.auction", "chiamata.hand", "chiamata.view",
          "chiamata.record", "game", "match", "examples"]
WORDS = "briscola_teach.locale"
FORBIDDEN = ("briscola_teach.bots", "briscola_teach.findings", "briscola_teach.coach", "briscola_teach.render",
             "briscola_teach.exercises", "briscola_teach.lessons", "briscola_teach.widgets", "briscola_teach.plots",
             "briscola_teach.mistakes", "pandas", "matplotlib", "ipywidgets")

#: The floors, bottom first: a module (or every module of a package) on each (see the map above).
FLOORS: tuple[tuple[str, ...], ...] = (
    # the engine
    ("errors",),
    ("seeds", "cards"),
    ("options", "rules", "piles"),
    ("given", "position", "events"),
    ("history",),
    ("view", "records", "dealer"),
    ("chiamata",),
    ("game",),
    ("match", "examples"),
    # the players, the coach and the pictures: keys, fields and codes, no words
    ("mistakes", "prices"),
    ("bots",),
    ("findings", "render"),
    # the words, and the coach that speaks them
    ("locale", "explain", "verdicts"),
    ("coach",),
    # shown and judged, in words
    ("tables",),
    ("progress",),
    ("plots", "practice", "duplicate"),
    ("classroom",),
    # the card table's model, the lessons' exercises, the screens, the lessons' helpers, the front door
    ("card_table",),
    ("exercises",),
    ("widgets", "web"),
    ("lessons",),
    ("__init__",),
)


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name under it ("bots.fast", "locale"; "__init__" for the top)."""
    return _modules(PACKAGE)


@functools.lru_cache(maxsize=4)
def _modules(package: Path) -> dict[str, Path]:
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts) or "__init__"] = path
    return found


def floor_of(module: str) -> int:
    """The floor a module stands on (a package's modules stand on its floor)."""
    for number, names in enumerate(FLOORS):
        if any(module == name or module.startswith(name + ".") for name in names):
            return number
    raise AssertionError(f"briscola_teach.{module} is on no floor: add it to FLOORS in {__file__}")


def imports(module: str) -> Iterator[tuple[str, bool, str | None]]:
    """(imported module, only for type checking?, enclosing function) for each import in a module."""
    path = modules()[module]
    package = "briscola_teach" if module == "__init__" else "briscola_teach." + module
    base = package if path.name == "__init__.py" else package.rsplit(".", 1)[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))

    def walk(node: ast.AST, typing: bool, function: str | None) -> Iterator[tuple[str, bool, str | None]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                yield from walk(child, True, function)
                continue
            if isinstance(child, ast.If) and ast.unparse(child.test) == "__name__ == '__main__'":
                continue  # the module run as a program stands above the package: not an import of the module
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                yield from walk(child, typing, child.name)
                continue
            if isinstance(child, ast.Import):
                for alias in child.names:
                    yield alias.name, typing, function
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    parts = base.split(".")
                    root = ".".join(parts[: len(parts) - child.level + 1])
                    name = f"{root}.{child.module}" if child.module else root
                else:
                    name = child.module or ""
                # ``from . import x`` and ``from .pkg import x`` may name modules: keep each.
                for alias in child.names:
                    yield f"{name}.{alias.name}", typing, function
            yield from walk(child, typing, function)

    yield from walk(tree, False, None)


def kit_module(name: str) -> str | None:
    """The package's module an imported name lands in ("briscola_teach.bots.fast.x" -> "bots.fast")."""
    if name != "briscola_teach" and not name.startswith("briscola_teach."):
        return None
    known = modules()
    dotted = name.removeprefix("briscola_teach").lstrip(".")
    while dotted and dotted not in known:
        dotted = dotted.rpartition(".")[0]
    return dotted or "__init__"


def runtime_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports when it runs (type-checking imports left out)."""
    graph: dict[str, set[str]] = {}
    for module in modules():
        targets = {kit_module(name) for name, typing, _ in imports(module) if not typing}
        graph[module] = {t for t in targets if t is not None and t != module}
    return graph


def test_every_import_points_to_its_own_floor_or_a_lower_one() -> None:
    wrong = []
    for module in modules():
        for name, typing, function in imports(module):
            target = kit_module(name)
            if typing or target is None or target == module:
                continue
            if floor_of(target) > floor_of(module):
                wrong.append(f"{module} (floor {floor_of(module)}) imports {target} (floor {floor_of(target)}) "
                             f"in {function or 'the module'}")
    assert not wrong, "\n".join(wrong)


def test_the_package_has_no_import_circle_not_even_inside_functions() -> None:
    graph = runtime_graph()
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, " -> ".join((*path[path.index(module):], module))
        if module in done:
            return
        for target in sorted(graph[module]):
            visit(target, (*path, module))
        done.add(module)

    for module in sorted(graph):
        visit(module, ())


def test_the_floor_check_sees_an_import_inside_a_function(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A copy of the package where cards imports the coach inside a function: both checks must see it.
    copy = tmp_path / "briscola_teach"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__", "data"))
    cards = copy / "cards.py"
    cards.write_text(cards.read_text(encoding="utf-8") + "\n\ndef _late() -> None:\n    from . import coach\n",
                     encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", copy)
    modules_seen = modules()
    assert modules_seen["cards"] == cards
    assert any(kit_module(name) == "coach" and function == "_late" for name, _, function in imports("cards"))
    assert "coach" in runtime_graph()["cards"]
    # coach imports cards at its top: the late import climbs the floors and closes a circle.
    with pytest.raises(AssertionError, match=rf"cards \(floor {floor_of('cards')}\) imports coach "
                                             rf"\(floor {floor_of('coach')}\) in _late"):
        test_every_import_points_to_its_own_floor_or_a_lower_one()
    with pytest.raises(AssertionError, match=r"coach -> .*cards"):
        test_the_package_has_no_import_circle_not_even_inside_functions()


def test_the_coach_and_the_pictures_stand_below_the_words() -> None:
    words = floor_of("locale")
    assert floor_of("findings") < words and floor_of("render") < words
    assert floor_of("verdicts") == words


def test_every_module_stands_on_a_floor_and_every_floor_names_modules() -> None:
    for module in modules():
        floor_of(module)  # names the module that has no floor
    known = {module.split(".")[0] for module in modules()}
    assert {name for floor in FLOORS for name in floor} <= known


def test_the_engine_imports_no_words_bots_coach_rendering_lessons_widgets_pandas_or_matplotlib() -> None:
    wrong = []
    for module in ENGINE:
        for name, _, function in imports(module):
            if name.startswith((WORDS, *FORBIDDEN)):
                wrong.append(f"{module} imports {name} (in {function or 'the module'})")
    assert not wrong, wrong


def test_the_tables_layer_imports_pandas_only_when_used_and_nothing_above_the_engine() -> None:
    for name, typing, function in imports("tables"):
        assert not name.startswith(FORBIDDEN[:-3]), name
        if name.startswith("pandas"):
            assert typing or function is not None  # imported when a table is made


def test_importing_the_engine_loads_nothing_above_it_but_the_card_pictures() -> None:
    above = tuple(name for name in FORBIDDEN if name != "briscola_teach.render")
    script = (
        "import sys\n"
        "import briscola_teach\n"
        "g = briscola_teach.Game.new(2, seed=1)\n"
        "g.view(0); briscola_teach.Game.from_json(g.to_json())\n"
        f"print(sorted(m for m in sys.modules if m.startswith({above!r})))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


# ---------------------------------------------------------------- the unrolled two-player trick
@given(st.sampled_from(DECK), st.sampled_from(DECK), st.sampled_from(list(Suit)), st.booleans(),
       st.integers(0, 1))
def test_the_unrolled_two_player_trick_agrees_with_winning_index(a: Card, b: Card, trump: Suit,
                                                                  seven: bool, leader: int) -> None:
    if a is b:
        return
    # The last trick of a hand: the muestra (trump) was played earlier, one card each is left.
    muestra = next(c for c in DECK if c.suit is trump and c not in (a, b))
    hands = [[a], [b]] if leader == 0 else [[b], [a]]
    game = Game.from_position(hands, muestra, muestra_drawn_by=1 - leader, leader=leader,
                              seven_second=seven)
    game.play(a)
    game.play(b)
    expected = (leader + winning_index([a, b], trump, STRENGTH_TABLES[seven])) % 2
    assert game.tricks[-1].winner == expected
