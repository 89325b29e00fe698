/* The course site's live exercises: mjlib runs in the reader's browser (Pyodide, served from
   this site's py/ folder and loaded by python.mjs; nothing is fetched from anywhere else).

   Each [data-mj="exercise"] (mjlib's data-hand, data-context, data-lesson) gets the notebook's
   answer form, and each [data-mj="question"] (lesson 01's, with its data-kind) its choices.
   Every word, every grading and every answer comes from mjlib.pages.page (Board, Questions): this
   file only draws what it returns. Other components (drill.js: [data-mj="drill"]) register a
   function in window.mjlibComponents under their data-mj name, loaded before this file: this
   file loads Python once for all of them, shows its progress in each, then calls it with the
   place, mjlib.pages.page and the page's language; window.mjlibLive shares the answer form. */
(function () {
  "use strict";
  const script = document.currentScript;
  const components = window.mjlibComponents || {};
  const selector = ['[data-mj="exercise"]', '[data-mj="question"]'].concat(
    Object.keys(components).map((name) => `[data-mj="${name}"]`)).join(", ");
  const exercises = Array.from(document.querySelectorAll(selector));
  if (!exercises.length || !script) return;
  const LANG = (document.documentElement.lang || "en").toLowerCase().startsWith("zh") ? "zh" : "en";
  const WORDS = {
    en: {
      loading: "loading the scorer…", steps: ["the Python runtime", "mjlib", "the exercises"],
      file: "The scorer cannot run in a page opened as a file. Open this page through a web " +
            "server: make serve-book. The answer below stays readable.",
      failed: "The scorer could not load here, so this exercise cannot be checked: ",
      fallback: " The answer below stays readable.",
    },
    zh: {
      loading: "正在加载算番程序…", steps: ["Python 运行环境", "mjlib", "练习题"],
      file: "以文件方式打开的网页无法运行算番程序。请通过网页服务器打开本页：make serve-book。" +
            "下面的答案仍可查看。",
      failed: "算番程序未能加载，本题暂时无法核对：",
      fallback: "下面的答案仍可查看。",
    },
  }[LANG];
  // in ms: when this script started (performance.now()), the exercises live (after start), each
  // Check's time; steps: when each step of loading ended (python.mjs's, then mjlib.pages.page opened
  // and the forms drawn)
  const timings = (window.mjTimings = { start: performance.now(), live: null, checks: [], steps: {} });

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v === true ? "" : v);
    }
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // the place of each exercise's form, with the loading line while Python loads
  const shells = exercises.map((host, i) => {
    const box = el("div", { class: "mj-live", "data-mj": "live" });
    const status = el("p", { class: "mj-status", "data-mj": "status", role: "status" });
    const label = el("span", {}, WORDS.loading);
    const bar = el("progress", { max: "3", value: "0" });
    status.append(label, " ", bar);
    box.append(status);
    host.append(box);
    return { host, box, status, label, bar, key: "ex" + i };
  });

  function progress(step) {
    for (const s of shells) {
      s.bar.value = step;
      s.label.textContent = `${WORDS.loading} ${step + 1}/3 ${WORDS.steps[Math.min(step, 2)]}`;
    }
  }

  function fail(message) {
    for (const s of shells) {
      s.status.classList.add("mj-failed");
      s.status.textContent = message;
    }
  }

  if (location.protocol === "file:") {
    fail(WORDS.file);
    return;
  }

  async function start() {
    progress(0);
    // one Python for every script of the page (python.mjs, beside this file)
    const { python, steps } = await import(new URL("python.mjs", script.src).href);
    timings.steps = steps;
    const pyodide = await python(["mjlib.pages.page"]);
    progress(1);
    const page = pyodide.pyimport("mjlib.pages.page");
    const board = page.Board();
    const questions = page.Questions();
    steps.page = Math.round(performance.now());
    progress(2);
    for (const s of shells) {
      const draw = components[s.host.dataset.mj];
      if (draw) draw(s, page, LANG);
      else if (s.host.dataset.mj === "question") question(s, questions);
      else live(s, board);
    }
    timings.live = performance.now() - timings.start;
    steps.forms = Math.round(performance.now());
    document.documentElement.dataset.mjLive = "ready";
  }

  start().catch((e) => {
    fail(WORDS.failed + (e && e.message ? e.message.split("\n")[0] : String(e)) + WORDS.fallback);
    document.documentElement.dataset.mjLive = "failed";
  });

  // the answer form mjlib.pages.page's form() describes: its groups, counts, total, buttons, feedback
  function buildForm(form) {
    const w = form.words;
    const box = el("div", { class: "mj-form" });
    for (const g of form.groups) {
      const group = el("details", { class: "mj-group", open: g.open, "data-group": g.key });
      group.append(el("summary", {}, g.title));
      const grid = el("div", { class: "mj-fans" });
      for (const f of g.fans) {
        const item = el("div", { class: "mj-item" });
        const label = el("label", { class: "mj-fan" });
        label.append(el("input", { type: "checkbox", "data-fan": f.zh }), " ", f.name);
        item.append(label);
        if (f.repeatable) {
          item.append(el("input", { type: "text", inputmode: "numeric", class: "mj-count",
                                    "data-count": f.zh, value: "1", size: "2",
                                    "aria-label": `${f.name}: ${w.count}`, title: w.count }));
        }
        grid.append(item);
      }
      group.append(grid);
      box.append(group);
    }
    const actions = el("div", { class: "mj-actions" });
    const totalItem = el("div", { class: "mj-item mj-total" });
    const totalLabel = el("label", {}, w.total + " ");
    const total = el("input", { type: "text", inputmode: "numeric", "data-mj": "total",
                                placeholder: w.total_hint, size: "6", required: form.ask_total });
    totalLabel.append(total);
    totalItem.append(totalLabel);
    const check = el("button", { type: "button", "data-mj": "check", class: "mj-primary" }, w.check);
    const answer = el("button", { type: "button", "data-mj": "answer" }, w.answer);
    const hint = el("button", { type: "button", "data-mj": "hint", hidden: true }, w.hint);
    actions.append(totalItem, check, hint, answer);
    const feedback = el("div", { class: "mj-feedback", "data-mj": "feedback", "aria-live": "polite" });
    const hints = el("div", { class: "mj-hints", "data-mj": "hints", hidden: true });
    const shown = el("div", { class: "mj-answer", "data-mj": "shown-answer" });
    box.append(actions, feedback, hints, shown);
    // after a wrong try, the Hint button gives each step's question (no fan named)
    let hintLines = { head: "", lines: [] };
    hint.addEventListener("click", () => {
      hints.replaceChildren();
      if (hintLines.head) hints.append(el("b", {}, hintLines.head));
      const ul = el("ul");
      for (const line of hintLines.lines) ul.append(el("li", {}, line));
      hints.append(ul);
      hints.hidden = false;
    });
    const setHints = (out) => {
      hintLines = { head: out.hint_head || "", lines: out.hints || [] };
      hint.hidden = !out || out.correct || !hintLines.lines.length || !!out.answer;
      hints.hidden = true;
      hints.replaceChildren();
    };
    return { box, total, check, answer, feedback, shown, hint, setHints };
  }

  // what Check returned, drawn in the feedback box
  function showFeedback(feedback, out) {
    feedback.dataset.correct = String(out.correct);
    feedback.replaceChildren(el("b", { class: out.correct ? "mj-right" : "mj-wrong" }, out.head));
    const ul = el("ul");
    for (const line of out.lines) ul.append(el("li", {}, line));
    feedback.append(ul);
  }

  // the fans ticked in a form, as mjlib.pages.page's check_json reads them
  function ticked(box) {
    const out = {};
    for (const c of box.querySelectorAll("input[data-fan]")) {
      if (!c.checked) continue;
      const count = box.querySelector(`input[data-count="${c.dataset.fan}"]`);
      out[c.dataset.fan] = count ? count.value : "1";
    }
    return out;
  }

  // a field mjlib refused, with its words beside it
  function fieldError(field, message) {
    field.setAttribute("aria-invalid", "true");
    const item = field.closest(".mj-item") || field.parentElement;
    item.append(el("span", { class: "mj-field-error", role: "alert" }, "⚠ " + message));
    field.focus();
  }

  function clearErrors(box) {
    for (const e of box.querySelectorAll(".mj-field-error")) e.remove();
    for (const e of box.querySelectorAll("[aria-invalid]")) e.removeAttribute("aria-invalid");
  }

  window.mjlibLive = { el, buildForm, showFeedback, ticked, fieldError, clearErrors, words: WORDS,
                       timings };

  function live(s, board) {
    const h = s.host;
    const form = JSON.parse(board.open_json(s.key, h.dataset.hand || "", h.dataset.context || "",
                                            h.dataset.lesson || "", LANG));
    if (form.error) {
      s.status.classList.add("mj-failed");
      s.status.textContent = form.error.message;
      return;
    }
    const { box, total, check, answer, feedback, shown, hint, setHints } = buildForm(form);
    const w = form.words;
    s.status.replaceWith(box);
    // the hand as mjlib's HTML tiles beside its picture: a narrow page shows these instead
    // (live.css), big enough to read and wrapping between melds and suits
    const drawn = h.querySelector(".mjlib-question-hand");
    if (drawn && form.tiles) {
      const tiles = el("div", { class: "mj-exercise-tiles" });
      tiles.innerHTML = form.tiles;  // mjlib's HTML, its text escaped
      drawn.append(tiles);
    }
    // the static answer is the fallback: now the form gives it
    const fallback = h.nextElementSibling;
    const staticAnswer = fallback && fallback.matches("details.answer") ? fallback : null;
    if (staticAnswer) staticAnswer.hidden = true;

    // mjlib's answer holds the HTML figure of the result, which a narrow page shows (live.css);
    // a wide one shows the drawn picture of the static answer, put before it
    function showAnswer(html) {
      shown.innerHTML = `<h4>${w.answer_head}</h4>` + html; // mjlib's HTML, its text escaped
      const figure = staticAnswer && staticAnswer.querySelector("img");
      const why = shown.querySelector(".mjlib-why");
      if (figure && why) why.after(figure.cloneNode(true));
    }
    check.addEventListener("click", () => {
      const t0 = performance.now();
      clearErrors(box);
      const out = JSON.parse(board.check_json(s.key, JSON.stringify(ticked(box)), total.value, LANG));
      if (out.error) {
        const e = out.error;
        const field = e.field === "total" ? total
          : e.field === "count" ? box.querySelector(`input[data-count="${e.fan}"]`) : check;
        fieldError(field, `${e.message} ${e.note || ""}`.trim());
      } else {
        showFeedback(feedback, out);
        setHints(out);
        if (out.answer) showAnswer(out.answer); else shown.replaceChildren();
      }
      timings.checks.push(performance.now() - t0);
    });
    answer.addEventListener("click", () => {
      hint.hidden = true;
      clearErrors(box);
      const out = JSON.parse(board.reveal_json(s.key, LANG));
      if (out.error) fieldError(answer, out.error.message); else showAnswer(out.answer);
    });
  }

  // a question of lesson 01: its choices (one to pick), Check and Show answer
  function question(s, questions) {
    const h = s.host;
    const form = JSON.parse(questions.open_json(s.key, h.dataset.hand || "", h.dataset.kind || "",
                                                h.dataset.context || "{}", h.dataset.lesson || "",
                                                LANG));
    if (form.error) {
      s.status.classList.add("mj-failed");
      s.status.textContent = form.error.message;
      return;
    }
    const w = form.words;
    const box = el("div", { class: "mj-form" });
    const choices = el("div", { class: "mj-choices", role: "radiogroup" });
    form.choices.forEach((text, i) => {
      const label = el("label", { class: "mj-fan mj-choice" });
      label.append(el("input", { type: "radio", name: s.key, "data-choice": String(i) }), " ", text);
      choices.append(label);
    });
    const actions = el("div", { class: "mj-actions" });
    const check = el("button", { type: "button", "data-mj": "check", class: "mj-primary" }, w.check);
    const answer = el("button", { type: "button", "data-mj": "answer" }, w.answer);
    actions.append(check, answer);
    const feedback = el("div", { class: "mj-feedback", "data-mj": "feedback", "aria-live": "polite" });
    const shown = el("div", { class: "mj-answer", "data-mj": "shown-answer" });
    box.append(choices, actions, feedback, shown);
    s.status.replaceWith(box);
    // the static list of choices and the static answer: now the form gives them
    const listed = h.querySelector("ol.mjlib-choices");
    if (listed) listed.hidden = true;
    const fallback = h.nextElementSibling;
    if (fallback && fallback.matches("details.answer")) fallback.hidden = true;

    const showAnswer = (html) => { shown.innerHTML = `<h4>${w.answer_head}</h4>` + html; };
    check.addEventListener("click", () => {
      const t0 = performance.now();
      clearErrors(box);
      const picked = box.querySelector("input[data-choice]:checked");
      const out = JSON.parse(questions.check_json(s.key, picked ? picked.dataset.choice : "", LANG));
      if (out.error) {
        fieldError(check, out.error.message);
      } else {
        showFeedback(feedback, out);
        if (out.answer) showAnswer(out.answer); else shown.replaceChildren();
      }
      timings.checks.push(performance.now() - t0);
    });
    answer.addEventListener("click", () => {
      clearErrors(box);
      const out = JSON.parse(questions.reveal_json(s.key, LANG));
      if (out.error) fieldError(answer, out.error.message); else showAnswer(out.answer);
    });
  }
})();
