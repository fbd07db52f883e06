"""The pictures: valid SVG, the card named in its title, the right corner index for each
deck style, nothing hidden ever named, the same bytes for the same input."""

from __future__ import annotations

import base64
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from briscola_teach import DECK, Card, Game, OptionError, Rank, Suit, render
from briscola_teach.examples import worked_example
from briscola_teach.locale import set_language, text, words

SVG = "{http://www.w3.org/2000/svg}"
STYLES = ("spanish", "italian", "french")


def unwrap(markup: str) -> str:
    """The markup with every picture's ``<img>`` replaced by the SVG it holds."""
    found = iter(render.pictures(markup))
    return re.sub(r'<img src="data:image/svg\+xml;base64,[^>]*>', lambda _: next(found), markup)


class R:
    """The render functions as these tests read them: bare SVG (the pictures come as <img>)."""

    @staticmethod
    def card_svg(*args: Any, **kwargs: Any) -> str:
        return render.card_svg(*args, inline=True, **kwargs)

    @staticmethod
    def hand_svg(*args: Any, **kwargs: Any) -> str:
        return render.hand_svg(*args, inline=True, **kwargs)

    @staticmethod
    def trick_svg(*args: Any, **kwargs: Any) -> str:
        return render.trick_svg(*args, inline=True, **kwargs)

    @staticmethod
    def stock_svg(*args: Any, **kwargs: Any) -> str:
        return render.stock_svg(*args, inline=True, **kwargs)

    @staticmethod
    def pile_svg(*args: Any, **kwargs: Any) -> str:
        return render.pile_svg(*args, inline=True, **kwargs)

    @staticmethod
    def game_html(*args: Any, **kwargs: Any) -> str:
        return unwrap(render.game_html(*args, **kwargs))


def parse(svg: str) -> ET.Element:
    """The SVG as an XML tree (fails the test if it is not well-formed)."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def texts(root: ET.Element) -> list[str]:
    """Every <text> drawn in a picture."""
    return ["".join(el.itertext()) for el in root.iter(f"{SVG}text")]


def titles(root: ET.Element) -> list[str]:
    return [el.text or "" for el in root.iter(f"{SVG}title")]


def ring(kind: str) -> str:
    """The mark a highlight ring leaves in the markup."""
    return f'stroke="{render.HIGHLIGHTS[kind][0]}" stroke-width="5"'


def all_names(card: Card) -> set[str]:
    """Every way the card can be called in any language and style."""
    return {card.name(lang, style=style) for lang in ("es", "en", "it") for style in STYLES}


def leaked_names(markup: str, cards: list[Card]) -> list[str]:
    """Names of these cards found in the markup as whole words ("re di coppe" is not in
    "tre di coppe")."""
    lowered = markup.lower()
    return [name for card in cards for name in all_names(card)
            if re.search(rf"(?<!\w){re.escape(name.lower())}(?!\w)", lowered)]


@pytest.fixture(autouse=True)
def spanish() -> None:
    set_language("es")


# ----------------------------------------------------------------------------- one card
@pytest.mark.parametrize("style", STYLES)
def test_every_card_is_valid_svg_titled_with_its_spanish_name(style: str) -> None:
    for card in DECK:
        root = parse(R.card_svg(card, style=style))
        assert card.name("es", style=style) in titles(root)
        assert root.get("aria-label") == card.name("es", style=style)


@pytest.mark.parametrize(
    ("name", "style", "index"),
    [
        ("rey de copas", "spanish", "12"),
        ("caballo de oros", "spanish", "11"),
        ("sota de bastos", "spanish", "10"),
        ("rey de copas", "italian", "10"),
        ("caballo de oros", "italian", "9"),
        ("sota de bastos", "italian", "8"),
        ("rey de copas", "french", "K"),
        ("caballo de oros", "french", "Q"),
        ("sota de bastos", "french", "J"),
        ("as de espadas", "french", "A"),
        ("as de espadas", "spanish", "1"),
        ("siete de oros", "italian", "7"),
    ],
)
def test_corner_index_is_the_number_the_deck_prints(name: str, style: str, index: str) -> None:
    root = parse(R.card_svg(Card.parse(name), style=style))
    # Two corners, both printing the index.
    assert texts(root).count(index) == 2


def test_number_cards_show_as_many_pips_as_their_rank() -> None:
    for rank in (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN):
        svg = R.card_svg(Card(rank, Suit.COINS))
        # Every coin pip has one outer disc; the two corner signs are coins too.
        discs = re.findall(r'<circle r="[\d.]+" fill="#f2b705"', svg)
        assert len(discs) == rank.value + 2


def test_figures_differ_from_each_other_and_from_number_cards() -> None:
    faces = {R.card_svg(Card(rank, Suit.CUPS)).split("</title>", 2)[2]
             for rank in (Rank.JACK, Rank.KNIGHT, Rank.KING)}
    assert len(faces) == 3
    for rank, word in ((Rank.JACK, "SOTA"), (Rank.KNIGHT, "CABALLO"), (Rank.KING, "REY")):
        assert word in texts(parse(R.card_svg(Card(rank, Suit.SWORDS))))


def test_french_figures_are_jack_queen_king() -> None:
    words = [texts(parse(R.card_svg(Card(r, Suit.CUPS), style="french")))
             for r in (Rank.JACK, Rank.KNIGHT, Rank.KING)]
    assert "JOTA" in words[0] and "REINA" in words[1] and "REY" in words[2]


def test_french_suits_are_red_and_black() -> None:
    red = R.card_svg(Card(Rank.FIVE, Suit.CUPS), style="french")
    black = R.card_svg(Card(Rank.FIVE, Suit.SWORDS), style="french")
    assert "#c8102e" in red and "#151515" not in red
    assert "#151515" in black and "#c8102e" not in black


def test_the_back_names_no_card() -> None:
    for card in (DECK[0], DECK[17], DECK[39]):
        svg = R.card_svg(card, face_down=True)
        root = parse(svg)
        assert not leaked_names(svg, [card])
        assert titles(root)[0] == "carta boca abajo"
    assert R.card_svg(None) == R.card_svg(DECK[5], face_down=True)


def test_highlight_draws_a_ring_and_dim_fades_the_card() -> None:
    card = Card.parse("tres de oros")
    plain = R.card_svg(card)
    won = R.card_svg(card, highlight="win")
    assert ring("win") in won and ring("win") not in plain
    assert 'opacity=".45"' in R.card_svg(card, dim=True)
    assert 'opacity' not in plain


def test_unknown_highlight_or_style_is_refused() -> None:
    with pytest.raises(ValueError, match="glow"):
        R.card_svg(DECK[0], highlight="glow")
    with pytest.raises(ValueError, match="tarot"):
        R.card_svg(DECK[0], style="tarot")


def test_label_is_written_under_the_card() -> None:
    you = text("common.you")
    root = parse(R.card_svg(DECK[0], label=you))
    assert you in texts(root)
    assert root.get("aria-label") == f"{you}: {DECK[0].name()}"


def test_width_sets_the_size_in_pixels() -> None:
    small = parse(R.card_svg(DECK[0], width=45))
    large = parse(R.card_svg(DECK[0], width=90))
    assert float(large.get("width", 0)) == pytest.approx(2 * float(small.get("width", 0)))
    assert 85 <= float(large.get("width", 0)) <= 110


def test_markup_is_escaped() -> None:
    svg = R.card_svg(DECK[0], label="<b>&</b>")
    parse(svg)
    assert "<b>" not in svg


def test_same_input_same_bytes_and_no_ids() -> None:
    game = worked_example()
    for _ in range(5):
        game.play(game.legal_plays()[0])
    first = render.game_html(game, seat=0)
    # Drawn afresh in another process, with no face cached: the same bytes.
    script = ("from briscola_teach import render; from briscola_teach.examples import worked_example\n"
              "game = worked_example()\nfor _ in range(5):\n    game.play(game.legal_plays()[0])\n"
              "print(render.game_html(game, seat=0), end='')")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout == first
    assert ' id="' not in first and "url(#" not in first


# ----------------------------------------------------------------------------- groups
def test_hand_shows_each_card_in_order_with_highlights_and_labels() -> None:
    cards = [Card.parse(n) for n in ("as de oros", "cuatro de copas", "siete de espadas")]
    svg = R.hand_svg(cards, highlights={1: "select"}, labels=["a", None, "c"])
    root = parse(svg)
    card_titles = titles(root)[1:]
    assert card_titles == [str(c) for c in cards]
    assert svg.count(ring("select")) == 1
    assert "a" in texts(root) and "c" in texts(root)


def test_face_down_hand_names_no_card() -> None:
    cards = list(DECK[:3])
    svg = R.hand_svg(cards, face_down=True)
    parse(svg)
    assert not leaked_names(svg, cards)
    assert "3 cartas boca abajo" in svg


def test_empty_hand_is_still_a_picture() -> None:
    root = parse(R.hand_svg([]))
    assert root.get("aria-label") == text("render.empty_hand")


def test_trick_lists_cards_in_play_order_and_rings_the_winner() -> None:
    plays = [(1, Card.parse("tres de copas")), (0, Card.parse("dos de oros"))]
    you, rival = text("common.you"), text("common.rival")
    svg = R.trick_svg(plays, trump=Suit.COINS, winner=0, seat_names={0: you, 1: rival})
    root = parse(svg)
    assert titles(root)[1:] == ["tres de copas", "dos de oros"]
    said = texts(root)
    assert said.index(f"1. {rival}") < said.index(f"2. {you}")
    # Only the winner's card (the second one played) carries the win ring.
    groups = [g for g in root.iter(f"{SVG}g") if g.find(f"{SVG}title") is not None]
    ringed = [g.find(f"{SVG}title").text for g in groups  # type: ignore[union-attr]
              if any(r.get("stroke") == render.HIGHLIGHTS["win"][0] for r in g.iter(f"{SVG}rect"))]
    assert ringed == ["dos de oros"]
    w = words()
    trump = text("render.trump", suit=w.suit(Suit.COINS))
    taken = text("render.trick_takes", seat=you, points=w.count("render.points", 10))
    assert f"{trump} · {taken}" in said


@pytest.mark.parametrize("names", [("Jugador 2", "Jugador 3", "Jugador 4", "Jugador 5"),
                                   ("Giocatore 2", "Giocatore 3", "Compagno", "Giocatore 5")])
def test_the_seats_under_a_trick_of_four_stand_apart(names: tuple[str, ...]) -> None:
    # Long names are squeezed, never into their neighbours: "1. Jugador 2 2. Jugador 3" read as one.
    plays = [(seat, card) for seat, card in zip(range(1, 5), DECK[:4])]
    root = parse(R.trick_svg(plays, trump=Suit.CUPS, seat_names=dict(zip(range(1, 5), names))))
    labels = [t for t in root.iter(f"{SVG}text") if (t.text or "")[:2] in ("1.", "2.", "3.", "4.")]
    assert [t.text for t in labels] == [f"{i}. {name}" for i, name in enumerate(names, 1)]
    for left, right in zip(labels, labels[1:]):
        gap = float(right.get("x")) - float(left.get("x"))  # type: ignore[arg-type]
        # A label not squeezed is as wide as its bold letters, about 0.66 of the font size each.
        widths = [float(t.get("textLength") or len(t.text or "") * 0.66 * float(t.get("font-size", 16)))
                  for t in (left, right)]
        assert gap - (widths[0] + widths[1]) / 2 >= 12, (left.text, right.text)


def test_trick_without_winner_names_no_taker() -> None:
    svg = R.trick_svg([(0, Card.parse("as de bastos"))], trump=Suit.CUPS)
    taken = text("render.trick_takes", seat="", points="").split(":")[0]
    assert taken not in svg and text("render.trump", suit=words().suit(Suit.CUPS)) in svg
    assert ring("win") not in svg


def test_empty_trick_says_the_table_is_empty() -> None:
    root = parse(R.trick_svg([], trump=Suit.SWORDS))
    assert text("render.trick_empty") in texts(root)


def test_stock_shows_the_muestra_and_the_count() -> None:
    muestra = Card.parse("caballo de espadas")
    root = parse(R.stock_svg(28, muestra))
    w = words()
    assert w.count("render.stock_left", 28) in texts(root) and text("render.muestra") in texts(root)
    assert any(muestra.name() in t for t in titles(root))
    # Only the muestra is left: no backs, "queda 1".
    last = R.stock_svg(1, muestra)
    assert w.count("render.stock_left", 1) in texts(parse(last)) and "#9b1c1c" not in last


def test_empty_stock_names_the_trump_suit() -> None:
    root = parse(R.stock_svg(0, Card.parse("caballo de espadas")))
    said = texts(root)
    assert text("render.stock_empty") in said and words().suit(Suit.SWORDS) in said
    assert words().rank(Rank.KNIGHT) not in "".join(titles(root))


def test_pile_counts_cards_and_points() -> None:
    w, you = words(), text("common.you")
    root = parse(R.pile_svg(12, points=34, label=you))
    assert {"12", w.count("render.cards", 12), w.count("render.points", 34), you} <= set(texts(root))
    assert w.count("render.cards", 1) in texts(parse(R.pile_svg([DECK[0]])))
    assert text("render.no_cards") in texts(parse(R.pile_svg(0)))


def test_cards_wrapper_shows_a_row_of_named_cards() -> None:
    row = render.Cards(["as de oros", "3 de copas"], width=60)
    root = parse(row._repr_svg_())
    assert titles(root)[1:] == ["as de oros", "tres de copas"]
    assert render.pictures(row._repr_html_()) == [row._repr_svg_()]


def test_model_reprs_use_the_pictures() -> None:
    card = Card.parse("as de oros")
    assert card._repr_svg_() == R.card_svg(card)
    assert render.pictures(card._repr_html_()) == [R.card_svg(card)]
    game = Game.new(players=2, seed=4)
    assert game._repr_html_() == render.game_html(game)


# ----------------------------------------------------------------------------- the table
def html_root(markup: str) -> ET.Element:
    """The table's HTML is XHTML-clean, so it parses as XML too."""
    return ET.fromstring(markup)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_game_html_hides_every_other_hand(players: int) -> None:
    game = Game.new(players=players, seed=11)
    for _ in range(players + 1):
        game.play(game.legal_plays()[0])
    for seat in range(players):
        markup = R.game_html(game, seat=seat)
        html_root(markup)
        hidden = [c for s in range(players) if s != seat for c in game.hand(s)]
        assert not leaked_names(markup, hidden)
        for card in game.hand(seat):
            assert f"<title>{card}</title>" in markup
        assert markup.count('class="bt-seat"') == players
        # The check itself finds names when they are there.
        assert leaked_names(R.game_html(game, seat=seat, reveal=True), hidden)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_game_html_reveal_and_spectator_show_every_hand(players: int) -> None:
    game = Game.new(players=players, seed=5)
    every = [c for s in range(players) for c in game.hand(s)]
    for markup in (R.game_html(game, seat=1, reveal=True), R.game_html(game)):
        for card in every:
            assert f"<title>{card}</title>" in markup


def test_game_html_shows_table_stock_turn_and_seat_names() -> None:
    game = worked_example()
    game.play(game.legal_plays()[0])
    markup = R.game_html(game, seat=0, seat_names={0: "Ana", 1: "Bruno"})
    assert "Ana" in markup and "Bruno" in markup
    assert f"quedan {game.stock_size}" in markup
    assert "le toca" in markup
    seat, card = game.table[0]
    assert f"<title>{card}</title>" in markup
    assert f"<title>muestra: {game.muestra}</title>" in markup


def test_game_html_at_the_end_says_who_won() -> None:
    game = Game.new(players=2, seed=2)
    while not game.is_over:
        game.play(game.legal_plays()[0])
    markup = R.game_html(game, seat=0)
    assert "Mano terminada" in markup
    assert "mazo agotado" in markup
    outcome = game.outcome
    assert outcome is not None
    assert str(max(outcome.points)) in markup


def test_game_html_open_hands_option_shows_the_rivals() -> None:
    game = Game.new(players=2, seed=6, open_hands=True)
    markup = R.game_html(game, seat=0)
    for card in game.hand(1):
        assert f"<title>{card}</title>" in markup


def test_dimmed_card_keeps_its_ring_at_full_strength() -> None:
    root = parse(R.card_svg(DECK[0], dim=True, highlight="hint"))
    colour = render.HIGHLIGHTS["hint"][0]

    def rings(el: ET.Element) -> int:
        return sum(1 for r in el.iter(f"{SVG}rect") if r.get("stroke") == colour)

    faded = [g for g in root.iter(f"{SVG}g") if g.get("opacity")]
    assert len(faded) == 1 and rings(faded[0]) == 0
    assert rings(root) == 1


def test_gallery_shows_the_whole_deck_in_every_style() -> None:
    from briscola_teach.render.gallery import gallery_html

    page = unwrap(gallery_html())
    for card in DECK:
        for style in STYLES:
            assert f"<title>{card.name('es', style=style)}</title>" in page
    assert page.count('class="bt-game"') == 3


def test_game_html_says_who_is_winning_an_unfinished_trick() -> None:
    game = worked_example()
    game.play(game.legal_plays()[0])
    markup = R.game_html(game, seat=0)
    leading, taken = (text(key, seat="", points="").split(":")[0] for key in ("render.trick_leading",
                                                                             "render.trick_takes"))
    assert leading in markup and taken not in markup


# ----------------------------------------------------------------------------- as images
def test_every_picture_comes_as_an_img_an_untrusted_notebook_keeps() -> None:
    card = Card.parse("as de oros")
    game = Game.new(players=3, seed=5)
    shown = {
        "card": render.card_svg(card, width=60),
        "hand": render.hand_svg([card, Card.parse("dos de copas")]),
        "trick": render.trick_svg([(0, card)], trump=Suit.CUPS, winner=0),
        "stock": render.stock_svg(20, Card.parse("rey de espadas")),
        "pile": render.pile_svg(4, points=11),
        "cards": render.Cards(["as de oros"])._repr_html_(),
        "card repr": card._repr_html_(),
    }
    for what, markup in shown.items():
        assert "<svg" not in markup, what
        assert len(render.pictures(markup)) == 1, what
    table = render.game_html(game, seat=0)
    assert "<svg" not in table
    # the three hands (two face down), the stock, the trick and a pile per seat
    assert len(render.pictures(table)) == 3 + 2 + 3


def test_img_keeps_the_size_and_the_name_of_the_svg() -> None:
    svg = render.card_svg(Card.parse("rey de copas"), width=50, inline=True)
    picture = render.img(svg)
    root = parse(svg)
    assert f'width="{root.get("width")}" height="{root.get("height")}"' in picture
    assert 'alt="rey de copas"' in picture
    data = picture.split("base64,")[1].split('"')[0]
    assert base64.b64decode(data).decode("utf-8") == svg


def test_img_refuses_markup_it_did_not_draw() -> None:
    with pytest.raises(OptionError, match="no es un dibujo hecho por briscola_teach.render"):
        render.img("<svg><circle r='3'/></svg>")
