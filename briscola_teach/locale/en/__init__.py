"""Texts in this language; see briscola_teach.locale."""
