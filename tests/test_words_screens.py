"""Screens speak one language and draw one deck: their own language= and style=, else the kit's."""

from __future__ import annotations

import html
import re
import traceback
from pathlib import Path

import pytest

from briscola_teach import Card, set_language
from briscola_teach.locale import get_language, get_style
from briscola_teach.render import pictures
from briscola_teach.widgets import CardTable, RankingExplorer, TrickLab, TrickQuiz

LATIN_SUITS = ("oros", "copas", "espadas", "bastos", "denari", "coppe", "spade", "bastoni",
               "coins", "cups", "swords")
FRENCH_SUITS = {"es": ("diamantes", "corazones", "picas", "tréboles"),
                "it": ("quadri", "cuori", "picche", "fiori"),
                "en": ("diamonds", "hearts", "spades", "clubs")}


def _has_latin_suit(words: str) -> bool:
    return any(re.search(rf"\b{suit}\b", words) for suit in LATIN_SUITS)


def _titles(markup: str) -> list[str]:
    return [t for svg in pictures(markup) for t in re.findall(r"<title>([^<]*)</title>", svg)]


def test_a_french_card_table_names_its_buttons_as_it_draws_them() -> None:
    # The finding: CardTable(style="french") drew the rey de corazones on a button saying "rey de copas".
    table = CardTable(players=2, level="random", seed=3, style="french")
    names = [button.description for button in table.hand_buttons if button.description]
    assert len(names) == 3
    for name in names:
        assert any(suit in name for suit in FRENCH_SUITS["es"]), name
        assert not _has_latin_suit(name), name
    titles = _titles(table.static_html())
    for card in table.game.hand(0):
        assert card.name("es", style="french") in titles
        assert card.name("es", style="french") in names


def test_an_italian_card_table_speaks_italian_with_the_italian_deck() -> None:
    table = CardTable(players=2, level="random", seed=3, language="it")
    names = [button.description for button in table.hand_buttons if button.description]
    titles = _titles(table.static_html())
    for card, name in zip(table.game.hand(0), names):
        assert name == card.name("it", style="italian") and name in titles
    assert not any(suit in " ".join(titles) for suit in ("oros", "copas", "espadas", "bastos"))
    table.hand_buttons[0].click()
    said = " ".join(table.events)
    assert said and " baza" not in said and "Juegas" not in said, said
    assert not re.search(r"\b(di|a|da) (il|lo|la|l')\b", said), said
    assert get_language() == "es", "a screen's language never leaks into the kit-wide one"


def test_the_english_kit_plays_with_french_cards() -> None:
    set_language("en")
    table = CardTable(players=2, level="random", seed=3)
    names = [button.description for button in table.hand_buttons if button.description]
    for name in names:
        assert any(suit in name for suit in FRENCH_SUITS["en"]) and " of " in name, name
    titles = _titles(table.static_html())
    assert set(names) <= set(titles)
    assert not _has_latin_suit(" ".join(titles))


def test_the_mistake_review_draws_the_kits_deck() -> None:
    from briscola_teach import Game
    from briscola_teach.widgets import MistakeReview

    set_language("en")
    game = Game.new(players=2, seed=4)
    while not game.is_over:
        game.play(game.legal_plays()[0])
    screen = MistakeReview(game, 0, samples=4)
    shown = " ".join(_titles(screen.static_html()))
    assert shown and not _has_latin_suit(shown), shown


def test_a_screen_keeps_its_own_words_when_the_kit_changes_language() -> None:
    lab = TrickLab(["asso di spade", "due di coppe"], muestra="cinque di coppe", language="it")
    first = lab.static_html()
    assert "Briscola" in first and "Prende" in first and "Triunfo" not in first
    set_language("en")
    lab.deal_random()
    again = lab.static_html()
    assert "Briscola" in again and "Triunfo" not in again and "Trump" not in again
    assert get_language() == "en" and get_style() == "french"


def test_the_trick_quiz_and_the_ranking_explorer_take_language_and_style() -> None:
    quiz = TrickQuiz(seed=1, language="en", style="french")
    shown = quiz.static_html()
    assert "Who takes the trick?" in shown
    assert not _has_latin_suit(" ".join(_titles(shown)))
    explorer = RankingExplorer(Card.parse("3O"), Card.parse("RO"), language="it")
    assert "batte" in explorer.static_html() or "prende" in explorer.static_html()
    assert "gana" not in explorer.static_html()


class _Watched:
    """The kit-wide default language, watched: each read of its language and each change is noted.

    An engine error reads it as it is raised (the errors word themselves through a hook), so
    its screen says it again in its own words: those reads are the engine's, not the screen's.
    """

    def __init__(self, real: object) -> None:
        object.__setattr__(self, "real", real)
        object.__setattr__(self, "touched", [])

    @property
    def language(self) -> str:
        stack = traceback.extract_stack()
        if not any(frame.name == "__init__" and frame.filename.endswith("errors.py") for frame in stack):
            caller = next(frame for frame in reversed(stack[:-1]) if "locale" not in frame.filename)
            self.touched.append(f"read the language in {caller.name} ({Path(caller.filename).name}:{caller.lineno})")
        return str(self.real.language)  # type: ignore[attr-defined]

    @property
    def style(self) -> str | None:
        return self.real.style  # type: ignore[attr-defined, no-any-return]

    def __setattr__(self, name: str, value: object) -> None:
        self.touched.append(f"set {name} to {value!r}")
        setattr(self.real, name, value)


def test_two_hand_in_pages_in_two_languages_keep_their_own_words_used_in_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach import progress
    from briscola_teach.locale import catalogues, text
    from briscola_teach.widgets import HandIn

    progress.record("01", "points:AC-3O-RE", True, folder=tmp_path, language="es")
    watched = _Watched(catalogues._default)
    monkeypatch.setattr(catalogues, "_default", watched)
    pages = {"it": HandIn(folder=tmp_path, language="it"), "en": HandIn(folder=tmp_path, language="en")}
    for language in ("it", "en", "it", "en"):
        page = pages[language]
        page.refresh()
        assert text("progress.lesson", n=1, language=language) in page.summary
        if page.file is None:
            page.hand_in_button.click()  # no name yet: refused, in the page's own language
            assert text("progress.no_name", given="", language=language) in page.feedback
        path = page.make(f"Ana {language}")
        assert path.name.startswith(text("progress.hand_in_file", name="Ana", date="", language=language)[:6])
        assert text("common.widget_note", language=language) in page.static_html()
    assert watched.touched == [], "a screen that keeps its own words never reads or sets the kit-wide language"
    assert get_language() == "es"


def test_only_the_screens_not_yet_explicit_set_the_kit_wide_language_back() -> None:
    import inspect

    import briscola_teach.widgets as screens
    from briscola_teach.widgets.base import Screen

    from briscola_teach.widgets.app import SessionTable, TableApp

    every = [getattr(screens, name) for name in screens.__all__] + [SessionTable, TableApp]
    explicit = [cls for cls in every if inspect.isclass(cls) and issubclass(cls, Screen) and cls.explicit_words]
    assert {cls.__name__ for cls in explicit} == {"HandIn", "RankingExplorer", "OrderExercise", "TrickLab", "TrickQuiz",
                                                  "WorkedExampleStepper", "DealStepper",
                                                  "CardTable", "SessionTable", "TableApp", "ChiamataStepper",
                                                  "PartnerReadingQuiz"}
    for cls in explicit:
        wrapped = [name for name, value in vars(cls).items()
                   if name != "__init__" and getattr(value, "__wrapped__", None) is not None]
        assert wrapped == [], f"{cls.__name__} sets the kit-wide language back around {wrapped}"


def test_ranking_screens_in_two_languages_keep_their_own_words_used_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach import Suit
    from briscola_teach.locale import catalogues, words
    from briscola_teach.widgets import OrderExercise

    set_language("es")
    watched = _Watched(catalogues._default)
    monkeypatch.setattr(catalogues, "_default", watched)
    explorers = {language: RankingExplorer("3O", "RO", language=language) for language in ("it", "en")}
    orders = {language: OrderExercise(seed=2, language=language) for language in ("it", "en")}
    for language in ("it", "en", "it", "en"):
        said = words(language, "french" if language == "en" else "italian")
        explorer, order = explorers[language], orders[language]
        explorer.choose(trump=Suit.COINS if explorer.trump is not Suit.COINS else Suit.CUPS)
        winner = said.text("ranking.with_trump_winner", card=said.the(Card.parse("3O")))
        assert html.escape(said.text("ranking.with_trump", suit=said.suit(explorer.trump), result=winner)) \
            in explorer.verdict
        order.pick(order.cards[0])
        assert order.shown_cards[0] == said.card(order.cards[0])
        assert html.escape(said.the(order.cards[0])) in order.feedback
        if order.placed:
            order.undo()
        order.new_exercise()
        assert said.text("ranking.order_title") in order.static_html()
    assert watched.touched == [], "a screen that keeps its own words never reads or sets the kit-wide language"


def test_trick_screens_in_two_languages_keep_their_own_words_used_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.locale import catalogues, words

    set_language("es")
    watched = _Watched(catalogues._default)
    monkeypatch.setattr(catalogues, "_default", watched)
    labs = {language: TrickLab(["AE", "2C"], muestra="5C", language=language) for language in ("it", "en")}
    quizzes = {language: TrickQuiz(seed=3, language=language) for language in ("it", "en")}
    for language in ("it", "en", "it", "en"):
        said = words(language)
        lab, quiz = labs[language], quizzes[language]
        lab.random_button.click()
        seat, card = lab.plays[lab.explanation().winner]
        taken = said.text("explain.taken", who=said.text("lessons_tricks.the_player", n=seat + 1),
                          card=said.the(card))
        assert html.escape(said.capital(taken)) in lab.verdict
        assert [choice.value for choice in lab.card_choices[:lab.players]] == [c for _, c in lab.plays]
        assert lab.muestra_choice.label == said.card(lab.muestra)
        quiz.buttons[0].click()
        assert said.text("trick_lab.quiz_score", right=quiz.score[0], asked=quiz.score[1], streak=quiz.streak,
                         best=quiz.best_streak) in quiz.scoreboard
        quiz.next_button.click()
        assert said.text("trick_lab.quiz_title") in quiz.static_html()
    assert watched.touched == [], "a screen that keeps its own words never reads or sets the kit-wide language"


def test_card_tables_in_two_languages_keep_their_own_words_used_in_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.card_table.session import YOU
    from briscola_teach.locale import catalogues, words

    set_language("es")
    watched = _Watched(catalogues._default)
    monkeypatch.setattr(catalogues, "_default", watched)
    tables = {language: CardTable(players=3, level="random", seed=5, language=language, save_dir=tmp_path / language,
                                  learning=True, swap_muestra=True)
              for language in ("it", "en")}
    for _ in range(3):
        for language in ("it", "en"):
            said = words(language)
            table = tables[language]
            hand = table.game.hand(YOU)
            assert [button.description for button in table.hand_buttons if button.description] == \
                [said.card(card) for card in hand]
            table.hand_buttons[0].click()
            assert not table.is_refused, table.feedback
            assert said.text("table.played_you", card=said.the(hand[0])) in table.events
            assert html.escape(said.text("table.events")) in table.story
            assert said.text("table.stock") in table.board
            assert html.escape(said.text("table.last_trick")) in table.last_trick
            assert html.escape(said.text("table.still_note")) in table.static_html()
    for language in ("it", "en"):
        said, table = words(language), tables[language]
        mine = [card for trick in table.game.tricks for seat, card in trick.plays if seat == YOU]
        table.undo_button.click()  # the last card taken back, said in the table's words
        assert not table.is_refused, table.feedback
        assert html.escape(said.capital(said.text("practice.t_taken_back", card=said.the(mine[-1])))) \
            in table.hint_note
        while not table.game.is_over:
            table.play(table.game.legal_plays()[0])
        assert html.escape(said.text("table.summary_title", number=1)) in table.summary
        assert table.save().name == said.text("hands.file", number=1)
        table.next_button.click()  # a single hand: the match is over, refused in the table's own words
        assert html.escape(said.text("table.match_over_click", new=said.text("table.new_match"))) in table.feedback
    assert watched.touched == [], "a screen that keeps its own words never reads or sets the kit-wide language"
    assert get_language() == "es"


def test_tables_for_five_and_the_app_in_two_languages_keep_their_own_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.card_table.session import Waiting
    from briscola_teach.locale import catalogues, words
    from briscola_teach.widgets.app import TableApp

    set_language("es")
    watched = _Watched(catalogues._default)
    monkeypatch.setattr(catalogues, "_default", watched)
    fives = {language: CardTable(players=5, level="random", seed=5, language=language) for language in ("it", "en")}
    apps = {language: TableApp(level="random", seed=3, save_dir=tmp_path / language, data=tmp_path,
                               language=language) for language in ("it", "en")}
    for turn, language in enumerate(("it", "en", "it", "en")):
        said, five, app = words(language), fives[language], apps[language]
        if turn < 2:
            assert five.session.waiting is Waiting.STUDENT and five.game.phase == "auction"
            assert [button.description for button in five.bid_buttons.values()] == \
                [said.rank(rank) for rank in five.bid_buttons]
            five.pass_button.click()
            assert said.text("table.ch_pass_you") in five.events
        else:
            five.new_button.click()
            assert html.escape(said.text("table.ch_auction")) in five.board
        assert not five.is_refused, five.feedback
        assert html.escape(said.text("table.still_note")) in five.static_html()
        app.table.hand_buttons[0].click()
        assert not app.table.is_refused, app.table.feedback
        assert app.language_picker.value == language
        assert html.escape(said.text("app.title")) in app.static_html()
    apps["it"].set_language("en")
    assert apps["it"].table.words.language == "en" and apps["it"].table.hand_buttons[0].description in [
        words("en", apps["it"].style).card(card) for card in apps["it"].table.game.hand(0)]
    assert watched.touched == [], "a screen that keeps its own words never reads or sets the kit-wide language"
    assert get_language() == "es"


def test_chiamata_screens_in_two_languages_keep_their_own_words_used_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.exercises.chiamata import hand_steps
    from briscola_teach.locale import catalogues, words
    from briscola_teach.widgets import ChiamataStepper, PartnerReadingQuiz

    set_language("es")
    steps = {language: hand_steps(words=words(language)) for language in ("it", "en")}
    watched = _Watched(catalogues._default)
    monkeypatch.setattr(catalogues, "_default", watched)
    steppers = {language: ChiamataStepper(language=language) for language in ("it", "en")}
    quizzes = {language: PartnerReadingQuiz(language=language) for language in ("it", "en")}
    for turn, language in enumerate(("it", "en", "it", "en")):
        said, stepper, quiz = words(language), steppers[language], quizzes[language]
        stepper.navigator.next_button.click()
        step = steps[language][turn // 2 + 1]
        assert stepper.current.lines == step.lines
        assert html.escape(step.lines[0]) in stepper.explanation
        assert stepper.navigator.next_button.description == said.text("screens.nav_next")
        assert said.text("lessons_chiamata.stepper_title") in stepper.static_html()
        if turn < 2:
            quiz.answer_buttons[-1].click()  # "nobody can tell yet"
            assert quiz.feedback and not quiz.is_refused, quiz.feedback
            assert [button.description for button in quiz.answer_buttons[:-1]] == \
                list(said.seats(5, quiz.drill.seat).values())
        else:
            quiz.next_button.click()
            assert not quiz.is_refused, quiz.feedback
            assert html.escape(said.text("lessons_chiamata.q_position", n=2, total=len(quiz.drill.positions))) \
                in quiz.prompt
            assert html.escape(said.text("lessons_chiamata.q_score", right=quiz.drill.right, tried=1)) \
                not in quiz.prompt
    assert watched.touched == [], "a screen that keeps its own words never reads or sets the kit-wide language"
    assert get_language() == "es"
