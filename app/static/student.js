/* The student's page: the course site's live drill (drill.js, mjlib in this browser), plus what
   a class needs: the nickname and the place kept in localStorage, each try sent to the class's
   server (queued while the connection is down, resent when it is back: nothing is lost), and
   "follow the teacher" (the hand the teacher shows, polled every few seconds). */
(function () {
  "use strict";
  const body = document.body;
  const CLASS = body.dataset.class;
  const KEY = body.dataset.drillKey;
  const WORDS = JSON.parse(body.dataset.words);
  // the server says why it refused an answer in the page's language
  const LANG = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  const ANSWER = "/api/answer" + (LANG === "zh" ? "?lang=zh" : "");
  // the class's keys, apart from the reader's progress ("mjlib:"), which "reset my progress" clears
  const QUEUE = "mjlib-classroom:queue";
  const store = (() => { try { return window.localStorage; } catch (e) { return null; } })();
  const get = (k, d) => (store && store.getItem(k)) || d;
  const set = (k, v) => { try { store && store.setItem(k, v); } catch (e) { /* full */ } };

  let student = get("mjlib-classroom:student", "");
  if (!/^[A-Za-z0-9_-]{8,40}$/.test(student)) {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    student = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    set("mjlib-classroom:student", student);
  }
  const nickname = document.querySelector('input[data-mj="nickname"]');
  nickname.value = get("mjlib-classroom:nickname", "");
  nickname.addEventListener("input", () => set("mjlib-classroom:nickname", nickname.value));
  const follow = document.querySelector('input[data-mj="follow"]');
  follow.checked = get("mjlib-classroom:follow", "1") === "1";
  follow.addEventListener("change", () => set("mjlib-classroom:follow", follow.checked ? "1" : "0"));
  const line = document.querySelector('[data-mj="connection"]');
  const drill = document.querySelector('[data-mj="drill"]');
  let sent = 0;

  // the queue of tries: kept in localStorage until the server has them --------------------
  function queue() {
    try { return JSON.parse(get(QUEUE, "[]")); } catch (e) { return []; }
  }
  function send(item) {
    const q = queue();
    q.push(item);
    set(QUEUE, JSON.stringify(q.slice(-500)));
    flush();
  }
  let flushing = false;
  async function flush() {
    if (flushing) return;
    flushing = true;
    try {
      for (;;) {
        const q = queue();
        if (!q.length) break;
        let response;
        try {
          response = await fetch(ANSWER, {
            method: "POST", headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...q[0], nickname: nickname.value.trim().slice(0, 20) }),
          });
        } catch (e) {
          response = null;
        }
        if (!response || response.status >= 500 || response.status === 429) {
          line.textContent = WORDS.offline;
          line.dataset.state = "offline";
          setTimeout(flush, 3000);
          return;
        }
        set(QUEUE, JSON.stringify(queue().slice(1)));
        if (response.ok) {
          sent += 1;
          line.textContent = WORDS.sent.replace("{n}", sent);
          line.dataset.state = "sent";
        } else {
          const reason = (await response.json().catch(() => ({}))).error || response.status;
          line.textContent = WORDS.refused.replace("{reason}", reason);
          line.dataset.state = "refused";
        }
      }
    } finally {
      flushing = false;
    }
  }
  window.addEventListener("online", flush);
  flush();

  if (drill) {
    drill.addEventListener("mjlib-drill", (e) => {
      const d = e.detail;
      const base = { class: CLASS, student, drill: KEY, index: d.index, hand: d.hand };
      if (d.kind === "check") {
        const fans = {};
        for (const [zh, count] of Object.entries(d.ticked)) fans[zh] = Number(count || "1");
        send({ ...base, fans, total: d.total.trim() || null,
               revealed: d.record.outcome === "revealed" });
      } else if (d.kind === "reveal") {
        send({ ...base, fans: null, revealed: true });
      } else if (d.kind === "hand") {
        follower.ready = true;
        follower.go();
      }
    });
  }

  // follow the teacher: the hand the teacher shows, or a new drill (the page reloads) --------
  const follower = {
    ready: false, teacher: null, seen: null,
    go() {
      if (!this.ready || !follow.checked || this.teacher === null || !drill.mjlibDrill) return;
      if (this.teacher !== this.seen) {  // the teacher moved (or this page just opened)
        this.seen = this.teacher;
        drill.mjlibDrill.go(this.teacher);
      }
    },
  };
  async function poll() {
    try {
      const r = await fetch(`/api/class?class=${encodeURIComponent(CLASS)}`);
      if (r.ok) {
        const c = await r.json();
        if (c.key !== KEY) { location.reload(); return; }
        follower.teacher = c.current;
        follower.go();
      }
    } catch (e) { /* the queue says when the connection is down */ }
    setTimeout(poll, 3000);
  }
  poll();
})();
