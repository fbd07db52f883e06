"""The lessons' exercises below the screens: drills, quizzes, verdicts, worked steps and the HTML they draw, no widgets.

One module per lesson helper it came from; ``briscola_teach.lessons.<name>`` re-exports it for
the lesson's cells (or, as ``lessons.tricks`` does, keeps the checks the screens do not need and
takes only the rest from here).  The widgets build their screens on these modules, and the
lessons' helpers stand above both.
"""
