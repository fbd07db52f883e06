"""The card-table app as plain pages: one process serves a whole class (``make app``).

The table the notebooks show as widgets, drawn instead as HTML on the server and sent
to a browser with a few kilobytes of script: a class of thirty arriving at once on a
two-core machine gets its tables in seconds (docs/app.md has the figures), with no
kernel per student.  The same model drives both (:mod:`briscola_teach.card_table`).

- :mod:`~briscola_teach.web.visitor`: one student's table, name, folder and messages;
- :mod:`~briscola_teach.web.page`: the page drawn from a visitor, and the coach's review as HTML;
- :mod:`~briscola_teach.web.server`: the routes, the visitors held, the reviews' worker processes.

    python -m briscola_teach.web [--port 8866] [--ip 127.0.0.1] [--data manos] [--idle 300]
                                 [--most 400] [--reviewers N] [--thinkers N] [--level sensato]
"""

from .visitor import Visitor

__all__ = ["Visitor"]
