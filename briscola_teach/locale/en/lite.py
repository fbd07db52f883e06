"""The zero-install site (lite/), in English: what a lesson shows where a screen cannot run yet."""

TEXTS = {
    "still_picture": "A saved picture of this screen: to use it, run the lesson with the ▶▶ button on the notebook's toolbar, at the top (it restarts and runs all the cells).",
}
