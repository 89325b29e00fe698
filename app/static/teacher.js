/* The teacher's projector page. The hand and its checklist come from mjlib in this browser
   (mjlib.pages.page's Drills: the same hands as the students' drill, the steps, the answer); the
   class's drill, the hand shown to the class and the class's answers come from the server.

   Predict, then reveal the checklist step by step, then the next hand: → or space reveal a step,
   ← hides one, N the next hand; a presentation clicker's PageDown goes forward (a step, then
   the next hand) and PageUp back. The class's results stay hidden behind their toggle until the
   teacher opens them, and close again on each new hand. Load before live.js. */
(function () {
  "use strict";
  const body = document.body;
  const CLASS = body.dataset.class;
  const W = JSON.parse(body.dataset.words);
  const LESSONS = JSON.parse(document.querySelector('[data-mj="lessons"]').textContent);
  const $ = (sel) => document.querySelector(sel);
  let state = null;  // the class on the server: {drill, key, current, results}

  // the server says why it refused a request in the page's language
  const LANG = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  async function api(path, payload) {
    if (LANG === "zh") path += (path.includes("?") ? "&" : "?") + "lang=zh";
    const r = await fetch(path, payload === undefined ? {} : {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    const out = await r.json().catch(() => ({ error: `HTTP ${r.status}` }));
    if (!r.ok) throw new Error(out.error || `HTTP ${r.status}`);
    return out;
  }

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== false) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // the results: per hand, per student -----------------------------------------------------
  const toggle = $('[data-mj="results-toggle"]');
  const panel = $('[data-mj="results-panel"]');
  function showResults(open) {
    panel.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.textContent = open ? W.hide_results : W.show_results;
  }
  toggle.addEventListener("click", () => showResults(panel.hidden));

  function drawResults() {
    if (!state || !state.results) return;
    const res = state.results;
    const n = state.drill ? state.drill.n : 1;
    const hand = res.hands.find((h) => h.index === state.current);
    $('[data-mj="hand-summary"]').textContent = hand
      ? W.answered.replace("{answered}", hand.answered).replace("{right}", hand.right)
        .replace("{revealed}", hand.revealed)
      : W.none_yet;
    const missed = $('[data-mj="most-missed"]');
    missed.replaceChildren();
    if (hand) {
      for (const [head, list] of [[W.most_missed, hand.missed], [W.most_wrong, hand.wrong]]) {
        if (!list.length) continue;
        const p = el("p");
        p.append(el("b", {}, head + ": "), list.map(([zh, k]) => `${zh} ×${k}`).join(" · "));
        missed.append(p);
      }
    }
    const table = $('[data-mj="students"]');
    const headRow = el("tr");
    headRow.append(el("th", {}, W.nickname_col));
    for (let i = 0; i < n; i++) {
      headRow.append(el("th", { class: i === state.current ? "mj-now" : null },
                        W.hand_n.replace("{n}", i + 1)));
    }
    table.tHead.replaceChildren(headRow);
    const rows = res.students.map((s) => {
      const tr = el("tr", { "data-mj": "student" });
      tr.append(el("td", { class: "mj-nick" }, s.nickname || "—"));
      for (let i = 0; i < n; i++) {
        const a = s.hands[i];
        let text = "", cls = "";
        if (a) {
          cls = "mj-" + a.outcome;
          text = a.outcome === "right" ? "✓" : a.outcome === "revealed" ? "👁" : "✗";
          if (a.outcome === "wrong" && a.steps.length) text += " " + a.steps.join(" ");  // step numbers
          if (a.outcome !== "right" && a.later_right) text += " → ✓";
        }
        tr.append(el("td", { class: cls, title: a ? W[a.outcome] : null }, text));
      }
      return tr;
    });
    table.tBodies[0].replaceChildren(...rows);
  }

  async function refresh() {
    try {
      const fresh = await api(`/api/teacher/state?class=${encodeURIComponent(CLASS)}`);
      const moved = !state || fresh.key !== state.key || fresh.current !== state.current;
      state = fresh;
      if (!state.drill) $('[data-mj="setup"]').open = true;
      drawResults();
      if (moved && projector.ready) projector.load();
    } catch (e) { /* the next refresh tries again */ }
  }
  setInterval(refresh, 2500);

  $('[data-mj="reset"]').addEventListener("click", async () => {
    if (!confirm(W.reset_sure.replace("{name}", CLASS))) return;
    await api("/api/teacher/reset", { class: CLASS });
    refresh();
  });

  // choosing the drill -----------------------------------------------------------------------
  const setupError = $('[data-mj="setup-error"]');
  async function choose(drill) {
    setupError.textContent = "";
    try {
      state = { ...(await api("/api/teacher/class", { class: CLASS, drill })), results: null };
      $('[data-mj="setup"]').open = false;  // the projector's room for the hand
      showResults(false);
      await refresh();
      projector.load();
    } catch (e) {
      setupError.textContent = "⚠ " + e.message;
    }
  }
  const lessonChoice = $('[data-mj="lesson-choice"]');
  const exampleChoice = $('[data-mj="example-choice"]');
  function examples() {
    const lesson = LESSONS.find((x) => x.stem === lessonChoice.value);
    exampleChoice.replaceChildren(...(lesson ? lesson.examples : []).map(
      (x, i) => el("option", { value: String(i) }, x.hand)));
  }
  lessonChoice.addEventListener("change", examples);
  examples();
  $('[data-mj="lesson-form"]').addEventListener("submit", (e) => {
    e.preventDefault();
    const option = lessonChoice.selectedOptions[0];
    if (!option) return;
    choose({ family: option.dataset.family, seed: option.dataset.seed,
             level: $('[data-mj="level-choice"]').value, lesson: option.value });
  });
  $('[data-mj="example-form"]').addEventListener("submit", (e) => {
    e.preventDefault();
    const lesson = LESSONS.find((x) => x.stem === lessonChoice.value);
    const x = lesson && lesson.examples[Number(exampleChoice.value)];
    if (x) choose({ hand: x.hand, context: x.context, level: 2, lesson: lesson.stem });
  });
  $('[data-mj="hand-form"]').addEventListener("submit", (e) => {
    e.preventDefault();
    const form = e.target;
    const context = form.self_drawn.checked ? '{"self_drawn": true}' : "{}";
    choose({ hand: form.hand.value, context, level: 2, lesson: "" });
  });

  // the projector: the hand, predict, the steps revealed one by one -------------------------
  const projector = { ready: false, load() {} };
  const components = (window.mjlibComponents = window.mjlibComponents || {});
  components.projector = function (s, page, LANG) {
    const drills = page.Drills();
    const root = el("div", { class: "mj-projector-live" });
    s.status.replaceWith(root);
    let steps = [], shown = 0, view = null;

    function open() {
      const d = state.drill;
      let out = "hand" in d
        ? JSON.parse(drills.open_hand_json("p", d.hand, d.context, LANG, String(d.level)))
        : JSON.parse(drills.open_json("p", d.family, String(d.seed), String(d.level), LANG, "",
                                      d.lesson || ""));
      if (!out.error && !("hand" in d)) out = JSON.parse(drills.go_json("p", String(state.current), LANG));
      return out;
    }

    function draw() {
      root.replaceChildren();
      if (!state || !state.drill) {
        root.append(el("p", { class: "mj-waiting" }, W.no_drill));
        return;
      }
      view = open();
      if (view.error) {
        root.append(el("p", { class: "mj-error" }, view.error.message));
        return;
      }
      steps = JSON.parse(drills.steps_json("p", LANG)).steps;
      shown = 0;
      root.dataset.hand = view.hand;
      const head = el("div", { class: "mj-projector-head" });
      head.append(el("b", { "data-mj": "place" }, view.form.words.hand_of
        .replace("{i}", view.index + 1).replace("{n}", view.n)));
      const lesson = LESSONS.find((x) => x.stem === state.drill.lesson);
      if (lesson) {  // the lesson's page, to open beside the projector
        head.append(" · ", el("a", {
          href: `/site/${LANG === "zh" && lesson.zh ? "zh/" : ""}${lesson.stem}.html`,
          target: "_blank", rel: "noopener", "data-mj": "lesson" }, W.lesson));
      }
      const hand = el("div", { class: "mj-drill-hand mj-big", "data-mj": "hand" });
      hand.innerHTML = view.tiles;  // mjlib's HTML, its text escaped
      const how = el("p", { class: "mj-drill-how" }, view.how_won);
      const predict = el("p", { class: "mj-predict" }, W.predict);
      const list = el("ol", { class: "mj-steps", "data-mj": "steps" });
      const buttons = el("div", { class: "mj-projector-buttons" });
      const b = (key, mj, fn) => {
        const button = el("button", { type: "button", "data-mj": mj }, W[key]);
        button.addEventListener("click", fn);
        buttons.append(button);
        return button;
      };
      b("previous", "previous", () => move(-1)).disabled = view.index === 0;
      b("reveal", "reveal", () => reveal(1));
      b("reveal_all", "reveal-all", () => reveal(steps.length));
      b("hide", "hide", () => reveal(-shown));
      b("next", "next-hand", () => move(1)).disabled = view.last;
      root.append(head, hand, how, predict, buttons, el("p", { class: "mj-keys" }, W.keys), list);
    }

    function reveal(k) {
      shown = Math.max(0, Math.min(steps.length, shown + k));
      const list = root.querySelector('[data-mj="steps"]');
      if (!list) return;
      list.replaceChildren(...steps.slice(0, shown).map((st) => {
        const li = el("li", { class: "mj-step", "data-step": st.key });
        li.append(el("b", {}, st.head));
        for (const note of st.notes) li.append(el("div", {}, note));
        for (const a of st.adds) {
          li.append(el("div", { class: "mj-add" },
                       `+${a.points} ${a.fan}${a.count > 1 ? " ×" + a.count : ""}` +
                       (a.sets ? ` (${a.sets})` : "")));
        }
        for (const x of st.strikes) {
          const div = el("div", { class: "mj-strike" });
          div.append(el("s", {}, x.fan), ` · ${x.rule} · ${x.by}`);
          li.append(div);
        }
        li.append(el("div", { class: "mj-sofar" }, st.so_far_words));
        return li;
      }));
      root.dataset.revealed = String(shown);
      if (shown) list.lastElementChild.scrollIntoView({ block: "nearest" });
    }

    async function move(k) {
      if (!state || !state.drill) return;
      const next = state.current + k;
      if (next < 0 || next >= state.drill.n) return;
      try {
        const out = await api("/api/teacher/class", { class: CLASS, current: next });
        state.current = out.current;
        showResults(false);
        draw();
        drawResults();
      } catch (e) { /* stays */ }
    }

    document.addEventListener("keydown", (e) => {
      if (e.target.closest("input, select, textarea") || e.altKey || e.ctrlKey || e.metaKey) return;
      const all = shown >= steps.length;
      if (e.key === "ArrowRight" || e.key === " ") { reveal(1); }
      else if (e.key === "ArrowLeft") { reveal(-1); }
      else if (e.key === "n" || e.key === "N") { move(1); }
      else if (e.key === "PageDown") { if (all) move(1); else reveal(1); }
      else if (e.key === "PageUp") { if (shown) reveal(-1); else move(-1); }
      else return;
      e.preventDefault();
    });

    projector.ready = true;
    projector.load = draw;
    if (state) draw();
  };
  refresh();
})();
