"""The lessons' exercises below the screens: drills, quizzes, verdicts, worked steps and the HTML they draw, no widgets.

One module per lesson helper it came from (``briscola_teach.lessons.<name>`` re-exports it for the
lesson's cells); the widgets build their screens on these, and the lessons' helpers stand above both.
"""
