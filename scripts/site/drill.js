/* The live drill: a seeded stream of dealt hands to score, drawn from mjlib.pages.page's Drills (the
   hands, the form, the grading, the answer, the statistics, every word). live.js loads Python
   and calls this component for each [data-mj="drill"]; load this file before live.js.

   The place's attributes: data-family (a family id, "everyday" or "all"), data-seed,
   data-level (1, 2 or 3; 2 when absent), data-store (the name its statistics are kept under in
   localStorage, after "mjlib:"; the family, seed and level when absent). While it runs, its
   data-hand and data-context are those of the hand shown. It holds the exercise's parts
   (input[data-fan], input[data-count], input[data-mj=total], button[data-mj=check],
   button[data-mj=answer], [data-mj=feedback], and after a wrong try button[data-mj=hint] with
   [data-mj=hints], as on the lessons' exercises) and button[data-mj=next].

   Without data-family, the place's data-hand and data-context name one hand to score (a drill of
   one: every fan asked; the total too at data-level 3).

   A page that keeps a class's answers listens for the "mjlib-drill" event on the place: its
   detail is {kind: "check", index, hand, ticked, total, record} after each graded Check
   (ticked: {fan: count text}; record: what mjlib.pages.page records of it), {kind: "reveal", index,
   hand} on Show answer, and {kind: "hand", state} when the hand changes; place.mjlibDrill.go(i)
   shows hand i (where the teacher is). */
(function () {
  "use strict";
  const components = (window.mjlibComponents = window.mjlibComponents || {});
  const PREFIX = "mjlib:";

  function storage() {
    try { return window.localStorage; } catch (e) { return null; }
  }

  components.drill = function (s, page, LANG) {
    const live = window.mjlibLive;
    const el = live.el;
    const h = s.host;
    const drills = page.Drills();
    const level = h.dataset.level || "2";
    const family = h.dataset.family || "all";
    const seed = h.dataset.seed || "0";
    const lesson = h.dataset.lesson || "";  // hands within what this lesson has taught
    const storeKey = PREFIX + (h.dataset.store ||
                               `drill:${family}:${seed}:${level}${lesson ? ":" + lesson : ""}`);
    const store = storage();

    function open() {
      if (!h.dataset.family && h.dataset.hand) {
        return JSON.parse(drills.open_hand_json(s.key, h.dataset.hand, h.dataset.context || "{}",
                                                LANG, level));
      }
      const saved = store ? store.getItem(storeKey) || "" : "";
      let state = JSON.parse(drills.open_json(s.key, family, seed, level, LANG, saved, lesson));
      if (state.error && saved) {  // what was kept is not a drill's: start again, and say so
        store.removeItem(storeKey);
        const note = state.error.message;
        state = JSON.parse(drills.open_json(s.key, family, seed, level, LANG, "", lesson));
        if (!state.error) state.note = note;
      }
      return state;
    }

    const state0 = open();
    if (state0.error) {
      s.status.classList.add("mj-failed");
      s.status.textContent = state0.error.message;
      return;
    }
    const root = el("div", { class: "mj-drill-live" });
    s.status.replaceWith(root);

    function keep(saved) {
      if (store && saved) {
        try { store.setItem(storeKey, JSON.stringify(saved)); } catch (e) { /* full: not kept */ }
      }
    }

    function tell(detail) {
      h.dispatchEvent(new CustomEvent("mjlib-drill", { detail }));
    }

    function stats(st) {
      const box = el("details", { class: "mj-drill-stats", "data-mj": "stats" });
      if (!st) return box;
      box.append(el("summary", {}, `${st.head} · ${st.line}`));
      if (!st.steps.length) box.append(el("p", {}, st.none));
      const ul = el("ul");
      for (const row of st.steps) ul.append(el("li", {}, `${row.step} ×${row.times}`));
      if (st.steps.length) box.append(ul);
      return box;
    }

    function draw(state) {
      h.dataset.hand = state.hand;
      h.dataset.context = state.context;
      h.dataset.index = String(state.index);
      const w = state.form.words;
      const head = el("div", { class: "mj-drill-head" });
      head.append(el("b", { "data-mj": "place" },
                     w.hand_of.replace("{i}", state.index + 1).replace("{n}", state.n)));
      const hand = el("div", { class: "mj-drill-hand", "data-mj": "hand" });
      hand.innerHTML = state.tiles;  // mjlib's HTML, its text escaped
      const how = el("p", { class: "mj-drill-how" }, state.how_won);
      const question = el("p", { class: "mj-drill-question" });
      question.append(el("b", {}, state.question));
      const { box, total, check, answer, feedback, shown, hint, setHints } =
        live.buildForm(state.form);
      const next = el("button", { type: "button", "data-mj": "next", disabled: state.last }, w.next);
      check.parentElement.append(next);
      let st = stats(state.stats);
      const parts = [head, hand, how, question, box, st];
      if (state.note) parts.unshift(el("p", { class: "mj-field-error", role: "status" }, state.note));
      root.replaceChildren(...parts);

      function showAnswer(html) {
        shown.innerHTML = `<h4>${w.answer_head}</h4>` + html; // mjlib's HTML, its text escaped
      }
      function restat(out) {
        keep(out.saved);
        const fresh = stats(out.stats);
        fresh.open = st.open;
        st.replaceWith(fresh);
        st = fresh;
      }
      check.addEventListener("click", () => {
        live.clearErrors(box);
        const given = live.ticked(box);
        const out = JSON.parse(drills.check_json(s.key, JSON.stringify(given), total.value, LANG));
        if (out.error) {
          const e = out.error;
          const field = e.field === "total" ? total
            : e.field === "count" ? box.querySelector(`input[data-count="${e.fan}"]`) : check;
          live.fieldError(field, `${e.message} ${e.note || ""}`.trim());
          return;
        }
        live.showFeedback(feedback, out);
        setHints(out);  // after a wrong try, Hint asks each missed step's question
        if (out.answer) showAnswer(out.answer); else shown.replaceChildren();
        restat(out);
        tell({ kind: "check", index: state.index, hand: state.hand, ticked: given,
               total: total.value, record: out.this });
      });
      answer.addEventListener("click", () => {
        hint.hidden = true;
        live.clearErrors(box);
        const out = JSON.parse(drills.reveal_json(s.key, LANG));
        if (out.error) { live.fieldError(answer, out.error.message); return; }
        showAnswer(out.answer);
        restat(out);
        tell({ kind: "reveal", index: state.index, hand: state.hand });
      });
      next.addEventListener("click", () => show(JSON.parse(drills.next_json(s.key, LANG))));
    }

    function show(state) {
      if (state.error) return state;
      keep(state.saved);
      draw(state);
      tell({ kind: "hand", state });
      return state;
    }

    h.mjlibDrill = {
      go(index) {
        if (String(index) === h.dataset.index) return null;
        return show(JSON.parse(drills.go_json(s.key, String(index), LANG)));
      },
      index() { return Number(h.dataset.index); },
    };
    show(state0);
  };
})();
