"""Helpers behind the lessons' "now you try" cells: checks and small figures, one module per lesson."""
