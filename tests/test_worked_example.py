"""The worked example of RULES §10 (source 001), dealt with ``from_deck`` and checked trick by trick."""

from __future__ import annotations

from briscola_teach import Card, Game, Suit
from briscola_teach.examples import RIVAL, WORKED_EXAMPLE_PLAYS, YOU, worked_example, worked_example_deck

P = Card.parse


def test_example_deck_is_a_full_deck_dealt_from_the_top() -> None:
    deck = worked_example_deck()
    assert sorted(c.index for c in deck) == list(range(40))
    game = Game.from_deck(deck, players=2, leader=YOU)
    assert game.hand(YOU) == (P("cuatro de bastos"), P("as de oros"), P("seis de bastos"))
    assert game.hand(RIVAL) == (P("tres de bastos"), P("rey de espadas"), P("siete de oros"))
    assert game.muestra is P("cinco de copas") and game.trump is Suit.CUPS
    assert game.turn == YOU


def test_example_deck_is_the_same_every_time() -> None:
    assert worked_example_deck() == worked_example_deck()
    assert worked_example().to_json() == worked_example().to_json()


def test_trick_one_rival_takes_the_four_with_the_three_of_the_same_suit() -> None:
    game = worked_example()
    game.play("cuatro de bastos")
    game.play("tres de bastos")
    trick = game.tricks[0]
    assert (trick.leader, trick.winner, trick.points) == (YOU, RIVAL, 10)
    # The rival draws first and leads.
    assert [(d.seat, d.card) for d in game.draws] == [(RIVAL, P("as de espadas")), (YOU, P("dos de copas"))]
    assert game.turn == RIVAL
    assert P("dos de copas") in game.hand(YOU)


def test_trick_two_you_keep_the_as_de_oros_and_give_only_four() -> None:
    game = worked_example()
    game.play("cuatro de bastos")
    game.play("tres de bastos")
    game.play("rey de espadas")
    # The as de oros is neither led nor trump: it could not win, and would give 15.
    test = game.copy()
    test.play("as de oros")
    assert (test.tricks[1].winner, test.tricks[1].points) == (RIVAL, 15)
    # No stronger sword in your hand; only a trump could win.
    assert not any(c.suit is Suit.SWORDS for c in game.hand(YOU))
    game.play("seis de bastos")
    assert (game.tricks[1].winner, game.tricks[1].points) == (RIVAL, 4)
    assert game.points == (0, 14) and game.turn == RIVAL


def test_trick_three_your_two_of_trump_takes_the_ace() -> None:
    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS[:4]:
        game.play(card)
    game.play("as de espadas")
    assert game.winning_seat() == RIVAL
    game.play("dos de copas")
    trick = game.tricks[2]
    assert (trick.leader, trick.winner, trick.points) == (RIVAL, YOU, 11)
    assert game.turn == YOU and game.points == (11, 14)


def test_example_plays_are_the_six_cards_of_the_text() -> None:
    game = worked_example()
    for card in WORKED_EXAMPLE_PLAYS:
        game.play(card)
    assert [(t.winner, t.points) for t in game.tricks] == [(RIVAL, 10), (RIVAL, 4), (YOU, 11)]
    assert len(WORKED_EXAMPLE_PLAYS) == 6
