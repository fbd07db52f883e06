"""The zero-install site (make lite) checked in Chromium: run by make test-lite, left out of make test-browser."""
