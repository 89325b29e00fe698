/* The course site's live tools: the hand builder ([data-mj="builder"], the sandbox) and the fan
   picker ([data-mj="fan-picker"], the fan reference). mjlib runs in the reader's browser
   (Pyodide, from this site's py/ folder; nothing is fetched from anywhere else).

   Every word, every check and every result comes from mjlib.pages.page_tools: the builder sends the
   state it holds and one action, and draws the view that comes back; this file only draws. */
(function () {
  "use strict";
  const script = document.currentScript;
  const builders = Array.from(document.querySelectorAll('[data-mj="builder"]'));
  const pickers = Array.from(document.querySelectorAll('[data-mj="fan-picker"]'));
  if (!script || (!builders.length && !pickers.length)) return;
  const LANG = (document.documentElement.lang || "en").toLowerCase().startsWith("zh") ? "zh" : "en";
  const WORDS = {
    en: {
      loading: "loading the scorer…",
      file: "This tool runs in a page served by a web server, not one opened as a file: " +
            "make serve-book.",
      failed: "The scorer could not load here, so this tool cannot run: ",
    },
    zh: {
      loading: "正在加载算番程序…",
      file: "以文件方式打开的网页无法运行本工具，请通过网页服务器打开本页：make serve-book。",
      failed: "算番程序未能加载，本工具无法运行：",
    },
  }[LANG];

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v === true ? "" : v);
    }
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  const timings = (window.mjToolTimings = { start: performance.now(), live: null, acts: [] });
  const hosts = builders.concat(pickers).map((host) => {
    const status = el("p", { class: "mj-status", "data-mj": "status", role: "status" }, WORDS.loading);
    host.append(status);
    return { host, status };
  });
  function fail(message) {
    for (const h of hosts) {
      h.status.classList.add("mj-failed");
      h.status.textContent = message;
    }
    document.documentElement.dataset.mjTools = "failed";
  }
  if (location.protocol === "file:") {
    fail(WORDS.file);
    return;
  }

  // one Python for every script of the page (python.mjs, beside this file)
  const python = () => import(new URL("python.mjs", script.src).href)
    .then((m) => m.python(["mjlib.pages.page_tools"]));

  python().then((py) => {
    const tools = py.pyimport("mjlib.pages.page_tools");
    for (const h of hosts) {
      const note = h.host.querySelector("p.widget-note");
      if (note) note.hidden = true;
      h.status.remove();
      if (h.host.dataset.mj === "builder") builder(h.host, tools);
      else picker(h.host, tools);
    }
    timings.live = performance.now() - timings.start;
    document.documentElement.dataset.mjTools = "ready";
  }).catch((e) => fail(WORDS.failed + (e && e.message ? e.message.split("\n")[0] : String(e))));

  // -------------------------------------------------------------------------------------------
  // the hand builder

  function tileButton(tile, name, attrs) {
    return el("button", Object.assign({ type: "button", class: `mj-tile mj-face mj-t-${tile}`,
                                        title: name, "aria-label": name, "data-tile": tile },
                                      attrs || {}), tile);
  }

  function select(attrs, options, value) {
    const s = el("select", attrs);
    for (const [v, text] of options) s.append(el("option", { value: String(v) }, text));
    if (value !== undefined && value !== null) s.value = String(value);
    return s;
  }

  function labelled(text, control, cls) {
    const l = el("label", { class: cls || "mj-control" });
    l.append(el("span", {}, text), control);
    return l;
  }

  function builder(host, tools) {
    const engine = tools.Builder(host.dataset.examples || "[]");
    const w = JSON.parse(engine.words_json(LANG));
    let state = {};
    const box = el("div", { class: "mj-builder-live" });

    // the hand: typed, picked from the examples, or tapped on the palette
    const top = el("div", { class: "mj-row mj-top" });
    const examples = select({ "data-mj": "examples" },
                            [["", w.choose]].concat(w.example_labels.map((l, i) => [i, l])), "");
    if (w.example_labels.length) top.append(labelled(w.examples, examples));
    const textRow = el("div", { class: "mj-row mj-text-row" });
    const text = el("input", { type: "text", "data-mj": "hand-text", autocomplete: "off",
                               autocapitalize: "off", spellcheck: "false",
                               placeholder: w.hand_hint, "aria-label": w.hand });
    const go = el("button", { type: "button", "data-mj": "hand-go", class: "mj-primary" }, w.show);
    const clear = el("button", { type: "button", "data-mj": "clear" }, w.clear);
    const textField = el("div", { class: "mj-field mj-hand-field" });
    textField.append(labelled(w.hand, text, "mj-control mj-wide"));
    textRow.append(textField, go, clear);

    // the hand as it lies, kept in view while tapping (sticky), with its status line
    const handBox = el("div", { class: "mj-hand-box", "data-mj": "hand" });
    const pieces = el("div", { class: "mj-pieces" });
    const status = el("p", { class: "mj-status-line", "data-mj": "builder-status", "aria-live": "polite" });
    handBox.append(pieces, status);
    const winning = select({ "data-mj": "winning" }, [], "");
    const winningLabel = labelled(w.winning, winning);

    // the palette, and what a tap on it adds
    const palette = el("div", { class: "mj-palette", "data-mj": "palette" });
    palette.append(el("div", { class: "mj-palette-head" }, w.palette));
    const paletteRows = {};
    for (const s of w.suits) {
      const row = el("div", { class: "mj-palette-row", "data-suit": s.suit, role: "group",
                              "aria-label": s.name });
      paletteRows[s.suit] = row;
      palette.append(row);
    }
    const kinds = [["", w.single]].concat(w.meld_kinds.map((k) => [k.kind, k.name]));
    const addAs = select({ "data-mj": "meld-kind" }, kinds, "");
    const offer = select({ "data-mj": "meld-offer" }, [], "");
    const meldRow = el("div", { class: "mj-row mj-meld-row" });
    const meldField = el("div", { class: "mj-field" });
    meldField.append(labelled(w.add_as, addAs), offer);
    const meldHint = el("span", { class: "mj-hint", "data-mj": "meld-hint" });
    meldRow.append(meldField, meldHint);
    const paletteError = el("div", { class: "mj-field" });
    palette.append(meldRow, paletteError);

    // how it was won
    const winBox = el("fieldset", { class: "mj-win" });
    winBox.append(el("legend", {}, w.win_head));
    const checks = {};
    const checkRow = el("div", { class: "mj-checks" });
    for (const name of ["self_drawn", "fourth_tile", "about_kong", "wall_last"]) {
      const c = el("input", { type: "checkbox", "data-flag": name });
      const l = el("label", { class: "mj-check" });
      const span = el("span", {}, w[name] || name);
      l.append(c, span);
      checks[name] = { input: c, span, label: l };
      checkRow.append(l);
    }
    const winds = w.winds.map((x) => [x.wind, x.name]);
    const seat = select({ "data-flag": "seat_wind" }, winds, "E");
    const prevalent = select({ "data-flag": "prevalent_wind" }, winds, "E");
    const flowers = select({ "data-flag": "flowers" },
                           Array.from({ length: 9 }, (_, i) => [i, String(i)]), "0");
    const rules = select({ "data-flag": "rules" }, w.presets.map((p) => [p.rules, p.name]),
                         "green-book");
    const discarder = select({ "data-mj": "discarder" },
                             [["", w.discarder_unknown]].concat(winds), "");
    const grid = el("div", { class: "mj-selects" });
    const fields = {};
    for (const [key, label, control] of [["seat_wind", w.seat_wind, seat],
                                         ["prevalent_wind", w.prevalent_wind, prevalent],
                                         ["flowers", w.flowers, flowers],
                                         ["rules", w.rules, rules],
                                         ["discarder", w.discarder, discarder]]) {
      const f = el("div", { class: "mj-field" });
      f.append(labelled(label, control));
      fields[key] = f;
      grid.append(f);
    }
    winBox.append(checkRow, grid);

    // what it amounts to
    const out = el("div", { class: "mj-out" });
    const figure = el("div", { class: "mj-figure-wrap", "data-mj": "figure" });
    const settlement = el("div", { class: "mj-settlement", "data-mj": "settlement" });
    const presets = el("div", { class: "mj-presets", "data-mj": "presets" });
    const waitsBox = el("div", { class: "mj-waits", "data-mj": "waits" });
    out.append(figure, settlement, presets, waitsBox);

    // the hand stays in view (sticky) while the palette and the win's controls are used, not
    // over the result
    const editor = el("div", { class: "mj-editor" });
    editor.append(handBox, winningLabel, palette, winBox);
    box.append(top, textRow, editor, out);
    host.append(box);

    function fieldOf(name) {
      return { hand: textField, palette: paletteError, pieces: paletteError, meld: meldField,
               winning: winningLabel, discarder: fields.discarder, examples: top,
               seat_wind: fields.seat_wind, prevalent_wind: fields.prevalent_wind,
               flowers: fields.flowers, rules: fields.rules }[name] ||
             (checks[name] ? checks[name].label : textField);
    }

    function act(action) {
      for (const e of box.querySelectorAll(".mj-field-error")) e.remove();
      for (const e of box.querySelectorAll("[aria-invalid]")) e.removeAttribute("aria-invalid");
      const t0 = performance.now();
      const view = JSON.parse(engine.act_json(JSON.stringify(state), JSON.stringify(action), LANG));
      draw(view, action);
      timings.acts.push(performance.now() - t0);
      return view;
    }

    function draw(v, action) {
      state = v.state;
      const typed = action && action.do === "text";
      if (v.error) {
        const where = fieldOf(v.error.field);
        const control = where.querySelector("input, select") || where;
        control.setAttribute("aria-invalid", "true");
        const said = el("div", { class: "mj-field-error", role: "alert", "data-mj": "error",
                                 "data-field": v.error.field }, "⚠ " + v.error.message);
        if (where.matches("label")) where.after(said); else where.append(said); // under its box
      }
      if (!(typed && v.error)) text.value = state.hand; // a refused hand stays as it was typed
      // the hand
      pieces.replaceChildren();
      for (const p of v.pieces) {
        if (p.kind === "meld") {
          const g = el("div", { class: "mj-meld-piece" });
          const tiles = el("div", { class: "mj-meld-tiles" });
          for (const t of p.tiles) {
            const b = tileButton(t.tile, `${t.name} · ${p.label}`,
                                 { class: `mj-tile mj-in-hand mj-face mj-t-${t.tile}` +
                                   (t.mode === "back" ? " mj-back" : "") +
                                   (t.mode.includes("-") ? " mj-claimed" : "") });
            b.addEventListener("click", () => act({ do: "remove_meld", index: p.index }));
            tiles.append(b);
          }
          g.append(tiles, el("small", {}, p.label));
          pieces.append(g);
        } else {
          const b = tileButton(p.tile, p.name, { class: `mj-tile mj-in-hand mj-face mj-t-${p.tile}` +
                                                 (p.kind === "win" ? " mj-win" : "") });
          b.addEventListener("click", () => act({ do: "remove", tile: p.tile,
                                                  winning: p.kind === "win" }));
          if (p.kind === "win") {
            const g = el("div", { class: "mj-win-piece" });
            g.append(b, el("small", {}, p.label));
            pieces.append(g);
          } else pieces.append(b);
        }
      }
      status.textContent = v.status;
      status.dataset.kind = v.kind;
      status.classList.toggle("mj-short", v.kind === "scored" && v.result && !v.result.reaches);
      status.classList.toggle("mj-bad", v.kind === "refused" || v.kind === "not-winning");
      // the winning tile
      winning.replaceChildren();
      for (const c of v.winning_choices) winning.append(el("option", { value: c.tile }, c.name));
      winningLabel.hidden = !v.winning_choices.length;
      if (v.winning_choices.length) {
        const last = v.pieces[v.pieces.length - 1];
        winning.value = last ? last.tile : "";
      }
      // the palette
      for (const row of Object.values(paletteRows)) row.replaceChildren();
      for (const [tile, left] of Object.entries(v.palette)) {
        const b = tileButton(tile, tile, { class: `mj-tile mj-palette-tile mj-face mj-t-${tile}`,
                                          disabled: left <= 0 || v.full });
        b.addEventListener("click", () => act({ do: "add", tile }));
        paletteRows[tile.length === 2 ? tile[1] : "z"].append(b);
      }
      const kind = state.meld ? state.meld[0] : "";
      addAs.value = kind;
      offer.replaceChildren();
      for (const o of kind ? w.offers[kind] : []) offer.append(el("option", { value: String(o.offer) }, o.name));
      offer.hidden = !kind;
      if (kind) offer.value = String(state.meld[1]);
      meldHint.textContent = kind ? w.meld_hint[kind] : w.remove;
      // how it was won
      for (const [name, c] of Object.entries(checks)) c.input.checked = !!state.flags[name];
      checks.about_kong.span.textContent = v.labels.about_kong;
      checks.wall_last.span.textContent = v.labels.wall_last;
      seat.value = state.flags.seat_wind;
      prevalent.value = state.flags.prevalent_wind;
      flowers.value = String(state.flags.flowers);
      rules.value = state.rules;
      discarder.value = state.discarder || "";
      fields.discarder.hidden = !!state.flags.self_drawn;
      // the result
      figure.innerHTML = v.figure; // mjlib's HTML figure, its text escaped
      drawSettlement(v.settlement);
      drawPresets(v.presets);
      drawWaits(v.waits);
    }

    function table(cls, heads, rows) {
      const t = el("table", { class: cls });
      const tr = el("tr");
      for (const h of heads) tr.append(el("th", {}, h));
      t.append(tr);
      for (const r of rows) t.append(r);
      return t;
    }

    function drawSettlement(s) {
      settlement.replaceChildren();
      if (!s) return;
      settlement.append(el("h4", {}, w.settlement_head), el("p", {}, s.line));
      if (s.error) settlement.append(el("p", { class: "mj-field-error", role: "alert" }, "⚠ " + s.error));
      if (s.seats.length) {
        settlement.append(table("mj-seats", w.seats_cols, s.seats.map((x) => {
          const tr = el("tr", { class: x.winner ? "mj-winner" : x.discarder ? "mj-discarder" : "" });
          tr.append(el("td", {}, x.name), el("td", { class: "num" },
                                                 (x.change > 0 ? "+" : "") + x.change));
          return tr;
        })));
      }
    }

    function drawPresets(list) {
      presets.replaceChildren();
      if (!list.length) return;
      presets.append(el("h4", {}, w.presets_head));
      const grid = el("div", { class: "mj-preset-grid" });
      for (const p of list) {
        const card = el("div", { class: "mj-preset" + (p.chosen ? " mj-chosen" : ""),
                                 "data-rules": p.rules });
        card.append(el("b", {}, `${p.name}: ${p.total}`));
        const ul = el("ul");
        for (const f of p.fans) {
          ul.append(el("li", { class: f.differs ? "mj-differs" : "" }, `${f.name} ${f.worth}`));
        }
        card.append(ul);
        grid.append(card);
      }
      presets.append(grid);
    }

    function drawWaits(x) {
      waitsBox.replaceChildren();
      if (!x) return;
      waitsBox.append(el("h4", {}, w.waits_head), el("p", {}, x.note));
      if (!x.rows.length) return;
      // a row per tile, its fans on a discard on a row of their own under it
      const rows = [];
      for (const r of x.rows) {
        const cls = r.current ? "mj-current" : "";
        const tr = el("tr", { class: cls, "data-wait": r.tile });
        const tile = el("td", { class: "mj-wait-tile" });
        tile.append(el("span", { class: `mj-fig-tile mj-face mj-t-${r.tile}`, title: r.name }, r.tile));
        tr.append(tile, el("td", { class: "num" }, r.discard === null ? "—" : String(r.discard)),
                  el("td", { class: "num" }, r.self === null ? "—" : String(r.self)),
                  el("td", {}, r.minimum));
        const fans = el("tr", { class: `mj-wait-fans ${cls}` });
        fans.append(el("td", { colspan: "4" }, `${w.waits_cols[4]}: ${r.fans || "—"}`));
        rows.push(tr, fans);
      }
      waitsBox.append(table("mj-waits-table", w.waits_cols.slice(0, 4), rows));
    }

    // the reader's moves
    go.addEventListener("click", () => act({ do: "text", text: text.value }));
    text.addEventListener("keydown", (e) => {
      if (e.key === "Enter") { e.preventDefault(); act({ do: "text", text: text.value }); }
    });
    clear.addEventListener("click", () => act({ do: "clear" }));
    examples.addEventListener("change", () => {
      if (examples.value !== "") act({ do: "pick", index: Number(examples.value) });
    });
    winning.addEventListener("change", () => act({ do: "winning", tile: winning.value }));
    addAs.addEventListener("change", () => act(addAs.value
      ? { do: "meld", kind: addAs.value, offer: null } : { do: "meld", kind: "" }));
    offer.addEventListener("change", () => act({ do: "meld", kind: addAs.value,
                                                  offer: Number(offer.value) }));
    for (const [name, c] of Object.entries(checks)) {
      c.input.addEventListener("change", () => act({ do: "flag", name, value: c.input.checked }));
    }
    for (const [name, control] of [["seat_wind", seat], ["prevalent_wind", prevalent],
                                   ["flowers", flowers], ["rules", rules]]) {
      control.addEventListener("change", () => act({ do: "flag", name, value: control.value }));
    }
    discarder.addEventListener("change", () => act({ do: "discarder", value: discarder.value }));
    act({ do: w.example_labels.length ? "pick" : "view", index: 0 });
    examples.value = w.example_labels.length ? "0" : "";
  }

  // -------------------------------------------------------------------------------------------
  // the fan picker

  function picker(host, tools) {
    const engine = tools.FanPicker();
    const list = JSON.parse(engine.fans_json(LANG));
    const box = el("div", { class: "mj-picker" });
    const choose = el("select", { "data-mj": "fan" });
    for (const g of list.groups) {
      const group = el("optgroup", { label: g.title });
      for (const f of g.fans) group.append(el("option", { value: f.zh }, f.name));
      choose.append(group);
    }
    const entry = el("div", { class: "mj-entry", "data-mj": "entry", "aria-live": "polite" });
    const field = el("div", { class: "mj-field" });
    field.append(labelled(list.label, choose, "mj-control mj-wide"));
    box.append(field, entry);
    host.append(box);

    function show(zh) {
      for (const e of box.querySelectorAll(".mj-field-error")) e.remove();
      const e = JSON.parse(engine.entry_json(zh, LANG));
      if (e.error) {
        field.after(el("div", { class: "mj-field-error", role: "alert", "data-mj": "error" },
                          "⚠ " + e.error.message));
        return;
      }
      entry.dataset.fan = e.zh;
      const parts = [el("h3", {}, e.title), el("p", { class: "mj-facts" }, e.facts),
                     el("p", {}, e.needs)];
      for (const [head, items] of [[e.removes_head, e.removes], [e.removed_by_head, e.removed_by]]) {
        const p = el("div", { class: "mj-rows" });
        p.append(el("b", {}, head));
        if (items.length) {
          const ul = el("ul");
          for (const x of items) ul.append(el("li", {}, x));
          p.append(ul);
        } else p.append(" ", e.none);
        parts.push(p);
      }
      parts.push(el("p", {}, e.confused), el("p", {}, e.taught));
      for (const x of e.examples) {
        parts.push(el("p", { class: "mj-example-line" }, x.line));
        const f = el("div", { class: "mj-figure-wrap" });
        f.innerHTML = x.figure; // mjlib's HTML figure, its text escaped
        parts.push(f);
      }
      entry.replaceChildren(...parts);
    }
    choose.addEventListener("change", () => show(choose.value));
    choose.value = host.dataset.fan || list.groups[0].fans[0].zh;
    show(choose.value);
  }
})();
