"""Helpers behind the lessons' "now you try" cells, one module per lesson: what its cells import, in every language.

They stand above the screens (``widgets``) and may show one; the exercises they check and
draw (drills, quizzes, verdicts, worked steps) live below the screens in
:mod:`briscola_teach.exercises`, and a module here re-exports its lesson's names from there.
"""
