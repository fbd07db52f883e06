"""Screens speak one language and draw one deck: their own language= and style=, else the kit's."""

from __future__ import annotations

import html
import re
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from briscola_teach import Card, set_language
from briscola_teach.locale import Words, get_language, get_style, words
from briscola_teach.render import pictures
from briscola_teach.widgets import CardTable, RankingExplorer, TrickLab, TrickQuiz

S = TypeVar("S")

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


def test_no_screen_sets_the_kit_wide_language() -> None:
    """Every screen says everything through its own words: none wraps a method to set the kit's and back."""
    import importlib
    import inspect
    import pkgutil

    import briscola_teach.widgets as screens
    from briscola_teach.widgets.base import Screen

    modules = [importlib.import_module(f"{screens.__name__}.{info.name}") for info in pkgutil.iter_modules(screens.__path__)]
    every = {cls for module in modules for _, cls in inspect.getmembers(module, inspect.isclass)
             if issubclass(cls, Screen) and cls.__module__.startswith(screens.__name__)}
    assert {"CardTable", "TableApp", "MistakeReview", "DealStepper", "PartnerQuiz"} <= {cls.__name__ for cls in every}
    for cls in every:
        wrapped = [name for name, value in vars(cls).items()
                   if not name.startswith("__") and getattr(value, "__wrapped__", None) is not None]
        assert wrapped == [], f"{cls.__name__} wraps {wrapped}"
    for module in modules:
        sets = re.findall(r"(?<![.\w])(?<!def )(?:using|set_language)\(", inspect.getsource(module))
        assert sets == [], f"{module.__name__} sets the kit-wide language"


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


def test_the_coachs_screens_in_two_languages_keep_their_own_words_used_in_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach import verdicts
    from briscola_teach.coach import review
    from briscola_teach.exercises.mistakes import sample_hand
    from briscola_teach.locale import catalogues, words
    from briscola_teach.widgets import FindTheMistake, MistakeReview, SavedHands, TryAgain

    set_language("es")
    reviewed = review(sample_hand(), 0, samples=4)
    watched = _Watched(catalogues._default)
    monkeypatch.setattr(catalogues, "_default", watched)
    languages = ("it", "en")
    for language in languages:
        (tmp_path / language).mkdir()
    reviews = {language: MistakeReview(reviewed, language=language) for language in languages}
    hunts = {language: FindTheMistake(samples=8, language=language) for language in languages}
    tries = {language: TryAgain(reviewed, language=language, folder=tmp_path / language) for language in languages}
    pickers = {language: SavedHands(tmp_path / "hands", language=language, samples=4) for language in languages}
    for language in ("it", "en", "it", "en"):
        said = words(language)
        screen, hunt, again, picker = reviews[language], hunts[language], tries[language], pickers[language]
        screen.next_mistake_button.click()
        entry = screen.entry
        assert html.escape(verdicts.verdict(entry, said)) in screen.panel
        assert html.escape(verdicts.summary(reviewed, said)) in screen.static_html()
        if not hunt.answered:
            hunt.card_buttons[0].click()
            assert html.escape(hunt.hunt.verdict(words=said)) in hunt.feedback
            assert [b.description for b in hunt.card_buttons if b.description] == \
                [said.card(c) for c in hunt.game.hand(0)]
        if not again.answered:
            again.card_buttons[0].click()
            assert again.feedback
        assert said.text("practice.r_title") in again.static_html()
        assert picker.picker.options[0][0] == said.text("practice.s_course")
        opened = picker.open_hand()
        assert opened.words == picker.words and said.text("practice.r_title") in opened.static_html()
    assert watched.touched == [], "a screen that keeps its own words never reads or sets the kit-wide language"
    assert get_language() == "es"


def _used_in_turn(monkeypatch: pytest.MonkeyPatch, make: Callable[[str], S], check: Callable[[S, Words], None]) -> None:
    """Two screens made in Italian and English, each checked in its own words in turn, twice; the kit's never read."""
    from briscola_teach.locale import catalogues

    set_language("es")
    watched = _Watched(catalogues._default)
    monkeypatch.setattr(catalogues, "_default", watched)
    screens = {language: make(language) for language in ("it", "en")}
    for language in ("it", "en", "it", "en"):
        check(screens[language], words(language))
    assert watched.touched == [], "a screen that keeps its own words never reads or sets the kit-wide language"


def test_deal_steppers_in_two_languages_keep_their_own_words_used_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.exercises.dealing import SETUPS, deal_steps
    from briscola_teach.widgets import DealStepper

    def check(deal: DealStepper, said: Words) -> None:
        deal.navigator.next_button.click()
        assert html.escape(deal_steps(4, None, 1, words=said)[deal.index].explanation) in deal.explanation
        assert html.escape(said.text("deal.step_counter", number=deal.index + 1, total=len(deal.steps))) \
            in deal.navigator.label.value
        assert deal.setup_choice.label == SETUPS[-1].name(words=said)
        assert html.escape(said.text("deal.title")) in deal.static_html()

    _used_in_turn(monkeypatch, lambda language: DealStepper(players=4, seed=1, language=language), check)


def test_worked_examples_in_two_languages_keep_their_own_words_used_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.exercises.example import example_steps
    from briscola_teach.widgets import WorkedExampleStepper

    def check(example: WorkedExampleStepper, said: Words) -> None:
        example.navigator.next_button.click()
        assert html.escape(example_steps(words=said)[example.index].title) in example.explanation
        assert example.navigator.next_button.description == said.text("screens.nav_next")
        assert html.escape(said.text("stepper.title")) in example.static_html()

    _used_in_turn(monkeypatch, lambda language: WorkedExampleStepper(language=language), check)


def test_partner_quizzes_in_two_languages_keep_their_own_words_used_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.exercises.partners import judge_partner_play
    from briscola_teach.widgets.partners import PartnerQuiz

    def check(quiz: PartnerQuiz, said: Words) -> None:
        hand = quiz.game.legal_plays()
        assert [button.description for button in quiz.card_buttons[:len(hand)]] == [said.card(c) for c in hand]
        assert html.escape(said.text("lessons_partners.spot_question")) in quiz.prompt
        quiz.card_buttons[0].click()
        assert html.escape(judge_partner_play(quiz.game, hand[0], words=said).lines[0]) in quiz.feedback
        quiz.next_button.click()
        assert html.escape(said.text("lessons_partners.q_score", right=quiz.score[0], tried=quiz.score[1])) \
            in quiz.scoreboard

    _used_in_turn(monkeypatch, lambda language: PartnerQuiz(language=language), check)


def test_memory_trainers_in_two_languages_keep_their_own_words_used_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.exercises.counting import trumps_out, unseen_cargas
    from briscola_teach.widgets.counting import MemoryTrainer

    def check(trainer: MemoryTrainer, said: Words) -> None:
        while trainer.question_box.layout.display == "none":
            trainer.next_button.click()
        drill = trainer.drill
        question, view = drill.question, drill.view
        assert question is not None
        assert html.escape(question.prompt(view, words=said)) in trainer.prompt
        assert html.escape(said.text("counting.w_title", trick=drill.trick)) in trainer.heading
        # The right answer, typed in the screen's language: the trumps still out, then the unseen loads.
        cargas = unseen_cargas(view)
        trainer.answer_box.value = (str(trumps_out(view)) if question.kind == "trumps"
                                    else ", ".join(said.card(c) for c in cargas))
        trainer.check_button.click()
        assert not trainer.is_refused and drill.score[0] == drill.score[1]
        shown = [said.suit(view.trump)] if question.kind == "trumps" else [said.card(c) for c in cargas]
        assert shown and all(html.escape(name) in trainer.feedback for name in shown), trainer.feedback
        trainer.next_button.click()

    _used_in_turn(monkeypatch, lambda language: MemoryTrainer(language=language), check)


def test_endgame_puzzles_in_two_languages_keep_their_own_words_used_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach.exercises.endgames import the_card
    from briscola_teach.widgets.endgames import EndgamePuzzles

    def check(screen: EndgamePuzzles, said: Words) -> None:
        quiz = screen.quiz
        hand = quiz.puzzle.game().hand(0)
        assert [button.description for button in screen.card_buttons[:len(hand)]] == [said.card(c) for c in hand]
        level = said.text("endgames.w_level_1")
        assert html.escape(said.text("endgames.w_title", n=quiz.index + 1, total=len(quiz.puzzles), level=level)) \
            in screen.heading
        screen.card_buttons[0].click()
        answer = screen.answer
        assert answer is not None
        line = (said.text("endgames.best_line") if answer.ok
                else said.text("endgames.your_line", card=the_card(answer.card, words=said)))
        assert html.escape(line) in screen.feedback
        screen.next_button.click()

    _used_in_turn(monkeypatch, lambda language: EndgamePuzzles(language=language), check)


def test_lesson_12_screens_in_two_languages_keep_their_own_words_used_in_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import json
    from datetime import date, timedelta

    from briscola_teach import progress
    from briscola_teach.exercises.endgames import puzzles
    from briscola_teach.exercises.practice import rating_text
    from briscola_teach.widgets import DueReview, MatchedPuzzles

    monday = date(2026, 1, 5)
    missed = puzzles(1)[0]
    hand = missed.game().hand(0)
    wrong = next(c for c in hand if c not in missed.best)
    for language in ("it", "en"):
        line = progress.Entry("09", f"puzzle:{missed.number}", False, True, f"{monday.isoformat()}T10:00:00+01:00")
        (tmp_path / language).mkdir()
        (tmp_path / language / progress.file_name(language)).write_text(json.dumps(line.__dict__) + "\n",
                                                                          encoding="utf-8")

    def check_review(review: DueReview, said: Words) -> None:
        if review.due.item is not None:  # the first turn: the puzzle missed on Monday, missed again
            assert html.escape(said.count("practice.d_due", 1)) in review.status
            assert [button.description for button in review.hand.buttons[:len(hand)]] == [said.card(c) for c in hand]
            review.hand.buttons[hand.index(wrong)].click()
            before, _, after = said.text("practice.d_wrong", best="\0").partition("\0")
            assert html.escape(before) in review.feedback and html.escape(after) in review.feedback
            assert any(html.escape(said.the(c)) in review.feedback for c in missed.best)
            review.next_button.click()
        assert html.escape(said.text("practice.d_done")) in review.board

    def check_ladder(ladder: MatchedPuzzles, said: Words) -> None:
        puzzle = ladder.ladder.puzzle
        cards = puzzle.game().hand(0)
        was, tried = ladder.ladder.ratings.student, ladder.ladder.score()[1]
        ladder.hand.buttons[cards.index(next(c for c in cards if c in puzzle.best))].click()
        moved = said.text("practice.l_moved", before=rating_text(was, words=said),
                          after=rating_text(ladder.ladder.ratings.student, words=said))
        assert html.escape(moved) in ladder.feedback
        assert html.escape(said.text("practice.l_score", right=tried + 1, tried=tried + 1)) in ladder.scoreboard
        ladder.next_button.click()

    today = monday + timedelta(days=1)
    _used_in_turn(monkeypatch, lambda language: DueReview(folder=tmp_path / language, today=today, language=language),
                  check_review)
    _used_in_turn(monkeypatch, lambda language: MatchedPuzzles(folder=tmp_path / language, seed=1, language=language),
                  check_ladder)


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


def test_a_result_that_cannot_be_saved_is_said_in_each_screens_words_used_in_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # The finding: TryAgain(language="it") in a Spanish kit, its folder unwritable, printed
    # "(No se ha podido guardar tu resultado: …)".
    from briscola_teach.coach import review
    from briscola_teach.exercises.mistakes import sample_hand
    from briscola_teach.locale import text
    from briscola_teach.progress import notes
    from briscola_teach.widgets import TryAgain

    reviewed = review(sample_hand(), 0, samples=4)
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("", encoding="utf-8")

    def check(again: TryAgain, said: Words) -> None:
        monkeypatch.setattr(notes, "_TOLD", [False])
        again.card_buttons[0].click()
        printed = capsys.readouterr().out
        before = text("progress.not_saved", reason="\0", language=said.language).partition("\0")[0]
        assert printed.startswith(before), printed

    _used_in_turn(monkeypatch, lambda language: TryAgain(reviewed, language=language, folder=blocked), check)


def test_hands_played_with_help_are_recorded_in_each_tables_language_used_in_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from briscola_teach import progress

    (tmp_path / progress.MARK).write_text("marked", encoding="utf-8")
    monkeypatch.chdir(tmp_path)

    def check(table: CardTable, said: Words) -> None:
        if not table.game.is_over:
            table.hint_button.click()
            while not table.game.is_over:
                table.play(table.game.legal_plays()[0])
        assert (tmp_path / progress.file_name(said.language)).is_file()

    _used_in_turn(monkeypatch, lambda language: CardTable(players=2, level="random", seed=3, language=language,
                                                          save_dir=tmp_path / language), check)
    assert not (tmp_path / progress.file_name("es")).exists()
