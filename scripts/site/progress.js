/* Progress, kept in this browser only (localStorage, every key starting "mjlib:"; nothing is
   sent anywhere). On a lesson page: each exercise answered right (its feedback's
   data-correct="true", the page contract) is marked done, and stays marked on the next visit.
   On the index: the lessons with exercises done, and "reset my progress", which removes every
   "mjlib:" key of this site (the drill's statistics too). */
(function () {
  "use strict";
  const PREFIX = "mjlib:";
  const DONE = PREFIX + "done:";
  const zh = (document.documentElement.lang || "en").toLowerCase().startsWith("zh");
  const WORDS = zh ? {
    done: "✓ 已做对", page: (n, of) => `本课练习：已做对 ${n} 题，共 ${of} 题。`,
    heading: "学习进度", none: "在这个浏览器里还没有做对的练习。",
    some: (n, l) => `在这个浏览器里已做对 ${n} 道练习，分布在 ${l} 课：`,
    lesson: (n, of) => `${n} / ${of} 题`,
    kept: "进度只保存在这个浏览器里，不会发送到任何地方。",
    reset: "清除我的学习进度", confirm: "清除这个浏览器里保存的全部学习进度（练习题和随堂练习的统计）？",
    cleared: "学习进度已清除。", nostore: "这个浏览器不允许网页保存数据，所以无法记录进度。",
  } : {
    done: "✓ Done", page: (n, of) => `Exercises of this lesson done: ${n} of ${of}.`,
    heading: "Your progress", none: "No exercise answered right in this browser yet.",
    some: (n, l) => `${n} exercise${n === 1 ? "" : "s"} answered right in this browser, in ` +
                    `${l} lesson${l === 1 ? "" : "s"}:`,
    lesson: (n, of) => `${n} of ${of}`,
    kept: "Your progress stays in this browser: nothing is sent anywhere.",
    reset: "Reset my progress", confirm: "Remove all the progress this browser keeps " +
           "(exercises, drill statistics)?",
    cleared: "Your progress was reset.", nostore: "This browser does not let pages keep data, " +
             "so no progress can be kept.",
  };

  let store = null;
  try { store = window.localStorage; store.getItem(DONE); } catch (e) { store = null; }
  function read(key) {
    try { return JSON.parse(store.getItem(key)) || null; } catch (e) { return null; }
  }
  function write(key, value) {
    try { store.setItem(key, JSON.stringify(value)); } catch (e) { /* full or refused */ }
  }
  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  const stem = decodeURIComponent(location.pathname.split("/").pop() || "index.html")
    .replace(/\.html$/, "");

  const exercises = Array.from(document.querySelectorAll(
    '[data-mj="exercise"], [data-mj="question"]'));
  if (exercises.length && store) lessonPage();
  if (document.querySelector("div.course")) indexPage();

  // a lesson page: mark what was done, and what gets done
  function lessonPage() {
    const key = DONE + stem;
    const id = (ex) => `${ex.dataset.hand || ""} ${ex.dataset.context || ""}` +
      (ex.dataset.kind ? ` ${ex.dataset.kind}` : "");  // lesson 01's questions: what each asks
    const record = read(key) || { done: [] };
    record.total = exercises.length;
    const h1 = document.querySelector("main h1");
    if (h1) record[zh ? "title_zh" : "title_en"] = h1.textContent.replace(/¶$/, "").trim();
    const summary = el("p", { class: "mj-progress", "data-mj": "progress" });
    if (h1) h1.after(summary);
    function show() {
      const done = new Set(record.done);
      for (const ex of exercises) {
        const mark = ex.querySelector(":scope > .mj-done");
        if (done.has(id(ex)) && !mark) {
          ex.dataset.mjDone = "true";
          ex.prepend(el("p", { class: "mj-done", "data-mj": "done" }, WORDS.done));
        }
      }
      const n = exercises.filter((ex) => done.has(id(ex))).length;
      summary.textContent = n ? WORDS.page(n, exercises.length) : "";
      summary.hidden = !n;
    }
    if (record.done.length) write(key, record);
    show();
    for (const ex of exercises) {
      new MutationObserver(() => {
        const feedback = ex.querySelector('[data-mj="feedback"]');
        if (!feedback || feedback.dataset.correct !== "true" || record.done.includes(id(ex))) return;
        record.done.push(id(ex));
        write(key, record);
        show();
      }).observe(ex, { attributes: true, attributeFilter: ["data-correct"], subtree: true });
    }
  }

  // the index: the lessons with exercises done, each marked in the course table too
  function indexPage() {
    const section = el("section", { class: "mj-progress-list", "data-mj": "progress-list" });
    section.append(el("h2", { id: "progress" }, WORDS.heading));
    const teachers = document.querySelector("#teachers");
    if (teachers) teachers.before(section); else document.querySelector("div.course").after(section);
    const body = el("div");
    section.append(body);
    function link(s) {
      return document.querySelector(`div.course a[href="${s}.html"], div.course a[href$="/${s}.html"]`);
    }
    function draw(message) {
      body.replaceChildren();
      for (const m of document.querySelectorAll("div.course .mj-done")) m.remove();
      if (!store) { body.append(el("p", {}, WORDS.nostore)); return; }
      const lessons = [];
      for (let i = 0; i < store.length; i++) {
        const k = store.key(i);
        if (!k || !k.startsWith(DONE)) continue;
        const r = read(k);
        if (r && Array.isArray(r.done) && r.done.length) lessons.push([k.slice(DONE.length), r]);
      }
      lessons.sort((a, b) => a[0].localeCompare(b[0]));
      const total = lessons.reduce((n, [, r]) => n + r.done.length, 0);
      if (message) body.append(el("p", { class: "mj-cleared", role: "status" }, message));
      body.append(el("p", {}, lessons.length ? WORDS.some(total, lessons.length) : WORDS.none));
      if (lessons.length) {
        const ul = el("ul", { "data-mj": "progress-lessons" });
        for (const [s, r] of lessons) {
          const a = link(s);
          const li = el("li", { "data-lesson": s });
          const title = r[zh ? "title_zh" : "title_en"] || (a ? a.textContent : s);
          li.append(el("a", { href: a ? a.getAttribute("href") : `${s}.html` }, title),
                    " · " + WORDS.lesson(r.done.length, r.total || r.done.length));
          ul.append(li);
          if (a) a.after(el("span", { class: "mj-done" }, " " + WORDS.done + " " +
                                     WORDS.lesson(r.done.length, r.total || r.done.length)));
        }
        body.append(ul);
      }
      body.append(el("p", { class: "mj-kept" }, WORDS.kept));
      const ours = [];
      for (let i = 0; i < store.length; i++) {
        if ((store.key(i) || "").startsWith(PREFIX)) ours.push(store.key(i));
      }
      const reset = el("button", { type: "button", "data-mj": "reset-progress" }, WORDS.reset);
      reset.disabled = !ours.length;
      reset.addEventListener("click", () => {
        if (!window.confirm(WORDS.confirm)) return;
        const keys = [];
        for (let i = 0; i < store.length; i++) {
          if ((store.key(i) || "").startsWith(PREFIX)) keys.push(store.key(i));
        }
        for (const k of keys) store.removeItem(k);
        draw(WORDS.cleared);
      });
      body.append(reset);
    }
    draw();
  }
})();
