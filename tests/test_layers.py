"""The import contract: the engine stands alone, and its layers point one way (issue 10, STYLE.md).

The engine (cards, rules, position, events, errors, seeds, view, records, game, match,
examples, the explanation of a trick and their texts) imports nothing of bots, coach, render, lessons or widgets,
nor pandas or matplotlib; the only way from the engine to rendering is the lazy
``_repr_svg_``/``_repr_html_`` hooks.  Among the engine's own modules there is no
import circle.  The two-player trick unrolled in the game's hot path is checked
against the one rule, :func:`rules.winning_index`.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from briscola_teach import DECK, Card, Game, Suit
from briscola_teach.rules import STRENGTH_TABLES, winning_index

PACKAGE = Path(__file__).resolve().parent.parent / "briscola_teach"
ENGINE = ["__init__", "cards", "rules", "position", "events", "errors", "seeds", "view", "records",
          "chiamata", "game", "match", "examples", "explain"]
FORBIDDEN = ("briscola_teach.bots", "briscola_teach.coach", "briscola_teach.render",
             "briscola_teach.lessons", "briscola_teach.widgets", "briscola_teach.plots",
             "briscola_teach.mistakes", "pandas", "matplotlib", "ipywidgets")


def imports(module: str) -> Iterator[tuple[str, bool, str | None]]:
    """(imported module, only for type checking?, enclosing function) for each import in a module."""
    path = PACKAGE / f"{module.replace('.', '/')}.py"
    package = "briscola_teach" if module == "__init__" else "briscola_teach." + module
    base = package.rsplit(".", 1)[0] if module != "__init__" else "briscola_teach"
    tree = ast.parse(path.read_text(encoding="utf-8"))

    def walk(node: ast.AST, typing: bool, function: str | None) -> Iterator[tuple[str, bool, str | None]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                yield from walk(child, True, function)
                continue
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
                if child.module is None or name == "briscola_teach":
                    for alias in child.names:
                        yield f"{name}.{alias.name}", typing, function
                else:
                    yield name, typing, function
            yield from walk(child, typing, function)

    yield from walk(tree, False, None)


def test_the_engine_imports_no_bots_coach_rendering_lessons_widgets_pandas_or_matplotlib() -> None:
    wrong = []
    for module in ENGINE:
        for name, _, function in imports(module):
            if name.startswith(FORBIDDEN):
                lazy_hook = name == "briscola_teach.render" and (function or "").startswith("_repr_")
                if not lazy_hook:
                    wrong.append(f"{module} imports {name} (in {function or 'the module'})")
    assert not wrong, wrong


def test_the_tables_layer_imports_pandas_only_when_used_and_nothing_above_the_engine() -> None:
    for name, typing, function in imports("tables"):
        assert not name.startswith(FORBIDDEN[:-3]), name
        if name.startswith("pandas"):
            assert typing or function is not None  # imported when a table is made


def test_the_engine_has_no_import_circle() -> None:
    graph: dict[str, set[str]] = {module: set() for module in ENGINE}
    # Every import that runs, lazy ones inside functions too, must point one way.
    for module in ENGINE:
        for name, typing, _ in imports(module):
            target = name.removeprefix("briscola_teach.").split(".")[0]
            if not typing and name.startswith("briscola_teach") and target in graph and target != module:
                graph[module].add(target)
    graph.pop("__init__")
    for deps in graph.values():
        deps.discard("__init__")
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, " -> ".join((*path, module))
        if module in done:
            return
        for dep in graph[module]:
            visit(dep, (*path, module))
        done.add(module)

    for module in graph:
        visit(module, ())


def test_importing_the_engine_loads_nothing_above_it() -> None:
    script = (
        "import sys\n"
        "import briscola_teach\n"
        "g = briscola_teach.Game.new(2, seed=1)\n"
        "g.view(0); briscola_teach.Game.from_json(g.to_json())\n"
        f"print(sorted(m for m in sys.modules if m.startswith({FORBIDDEN!r})))\n"
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
