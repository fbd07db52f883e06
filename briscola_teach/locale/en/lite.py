"""The zero-install site (lite/), in English: what a lesson shows where a screen cannot run yet."""

TEXTS = {
    "still_picture": "A saved picture of this screen: to use it, run the lesson (at the top, Run › Run All Cells).",
}
