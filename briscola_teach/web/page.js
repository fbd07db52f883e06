// The card-table app's page: each form is sent in the background and the answer put back in place,
// the machine's moves shown one by one at the table's pace. Without this script the forms still work.
(() => {
  "use strict";
  const app = document.getElementById("bt-app");
  let busy = false;
  const sleep = (seconds) => new Promise((done) => setTimeout(done, seconds * 1000));

  function put(where, markup) {
    // The settings stay open (or closed) as the student left them.
    const open = new Set([...app.querySelectorAll("details[id]")].filter((d) => d.open).map((d) => d.id));
    where.innerHTML = markup;
    for (const id of open) {
      const details = document.getElementById(id);
      if (details) details.open = true;
    }
  }

  function lost() {
    // The server did not answer: say so in the page's language, and offer to start again.
    const box = document.createElement("div");
    box.className = "bt-lost";
    box.setAttribute("role", "alert");
    const title = document.createElement("b");
    title.textContent = app.dataset.lostTitle;
    const body = document.createElement("p");
    body.textContent = app.dataset.lostBody;
    const again = document.createElement("button");
    again.className = "bt-button bt-primary bt-again";
    again.textContent = app.dataset.lostButton;
    again.addEventListener("click", () => window.location.reload());
    box.append(title, body, again);
    app.prepend(box);
  }

  app.addEventListener("submit", async (event) => {
    const form = event.target;
    event.preventDefault();
    if (busy) return;
    busy = true;
    app.classList.add("bt-busy");
    const data = new URLSearchParams(new FormData(form));
    const button = event.submitter;
    if (button && button.name) data.append(button.name, button.value);
    if (form.dataset.wait) {
      const note = document.createElement("div");
      note.className = "bt-line bt-waiting";
      note.textContent = form.dataset.wait;
      form.after(note);
    }
    try {
      const answer = await fetch("act", {
        method: "POST", body: data,
        headers: { "X-Briscola-Page": "1", "X-Briscola-Query": window.location.search.slice(1) },
      });
      if (!answer.ok) throw new Error(String(answer.status));
      const { frames } = await answer.json();
      for (const [i, frame] of frames.entries()) {
        if (frame.wait) await sleep(frame.wait);
        const play = document.getElementById("bt-play");
        if (i < frames.length - 1 && play) {
          put(play, frame.html);
          play.dataset.state = frame.state;
        } else {
          put(app, frame.html);
        }
      }
      // The coach's review comes under the table: bring it into view.
      const review = app.querySelector(".bt-review-box h2");
      if (data.get("action") === "review" && review) review.scrollIntoView({ behavior: "smooth" });
    } catch (error) {
      lost();
    } finally {
      busy = false;
      app.classList.remove("bt-busy");
    }
  });

  app.addEventListener("change", (event) => {
    const select = event.target;
    if (!select.matches("select[name=lang]")) return;
    // The whole page in the new language (its title too), and a reload keeps it.
    const query = new URLSearchParams(window.location.search);
    query.set("lang", select.value);
    window.location.search = query.toString();
  });
})();
