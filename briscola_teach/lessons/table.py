"""Where lessons 5, 7 and 10 took these names from before the card table had its own package.

Kept only for the copies of those lessons students have already saved; new code imports
them from :mod:`briscola_teach.card_table.story`.
"""

from ..card_table.story import compare_strategy, decimal, draw_story, first_deal, trick_story, tricks_html

__all__ = ["compare_strategy", "decimal", "draw_story", "first_deal", "trick_story", "tricks_html"]
