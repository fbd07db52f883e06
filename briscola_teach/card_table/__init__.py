"""The card table's model: a hand against the machine, step by step, and what the table says and shows.

Plain Python over the engine, the bots and the words, with no widgets, so a test or a
notebook cell drives the same steps the :class:`~briscola_teach.widgets.CardTable`
screen binds its buttons to.  It stands above the words and below the widgets:

- :mod:`~briscola_teach.card_table.settings`: how a match is set up (:class:`~briscola_teach.card_table.settings.TableSettings`);
- :mod:`~briscola_teach.card_table.base`: what every table's session shares (the match, the
  machine seats, the story, the steps);
- :mod:`~briscola_teach.card_table.session`: a match against the machine seats,
  advanced one step at a time (:class:`~briscola_teach.card_table.session.TableSession`);
- :mod:`~briscola_teach.card_table.story`: what the table says while a hand is played
  (who took a trick and why, who drew what, who won);
- :mod:`~briscola_teach.card_table.strategy`: the "now you try" cell, a student's strategy
  against a bot level;
- :mod:`~briscola_teach.card_table.view`: each block of the screen as HTML;
- :mod:`~briscola_teach.card_table.chiamata`: the table for five (briscola chiamata): its
  story, its session and its blocks of the screen.
- :mod:`~briscola_teach.card_table.class_code`: a class code, the same deals for every student who types it.

Its own package, not part of :mod:`briscola_teach.lessons`, which holds one helper
module per lesson: the table serves several lessons, the app and the practice mode.
"""
