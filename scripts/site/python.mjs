/* The course site's Python, shared by every live part of a page (live.js, drill.js, tools.js):
   Pyodide from this site's py/ folder, with mjlib's pure-Python part (py/mjlib.zip) unpacked
   into its file system. Nothing is fetched from anywhere else.

   python(modules) gives the same Python to every caller of the page, with the modules it names
   imported (only those the page calls: mjlib.pages.page for exercises and drills,
   mjlib.pages.page_tools for the builder and the fan picker). steps holds when each step of loading ended
   (performance.now(), in ms): the benchmark (benchmarks/bench_site.py) reads it.

   Starting Python and importing mjlib take most of a page's wait, so the first page that loads
   Python keeps, in this browser (the Cache API, https or localhost only), a memory snapshot of
   it just after its imports; the next page restores that snapshot instead. A snapshot is kept
   under the runtime's version and mjlib.zip's digest: a new mjlib or a new runtime makes a new
   one (the former is dropped), and a snapshot that does not restore is dropped and Python
   started as usual. */

const PY = new URL("py/", import.meta.url);
const SNAPSHOTS = "mjlib-python-snapshot";
const QUIET = { stdout: () => {}, stderr: () => {} };

export const steps = {};
const mark = (name) => { steps[name] = Math.round(performance.now()); };

let loading = null;

export async function python(modules) {
  const first = !loading;
  loading = loading || start(modules);
  const py = await loading;
  if (!first) py.runPython(modules.map((m) => `import ${m}`).join("\n"));
  return py;
}

async function start(modules) {
  mark("start");
  const zip = fetch(new URL("mjlib.zip", PY)).then((r) => {
    if (!r.ok) throw new Error(`mjlib.zip: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  const { loadPyodide, version } = await import(new URL("pyodide.mjs", PY).href);
  mark("pyodide.mjs");
  const options = { indexURL: PY.href, ...QUIET };
  const place = await snapshotPlace(version, await zip);
  let py = null;
  if (place && place.kept) {
    try {
      py = await loadPyodide({ ...options, _loadSnapshot: place.kept.arrayBuffer() });
      mark("restored");
    } catch (e) {
      place.cache.delete(place.key).catch(() => {});  // it does not restore: start as usual
      py = null;
    }
  }
  const restored = !!py;
  if (!py) {
    py = await loadPyodide({ ...options, _makeSnapshot: !!place });
    mark("loadPyodide");
  }
  // the files (a snapshot holds the modules imported, not the file system)
  py.unpackArchive(await zip, "zip");
  mark("mjlib.zip");
  py.runPython(modules.map((m) => `import ${m}`).join("\n"));
  mark("import");
  if (place && !restored) keep(py, place);
  return py;
}

// where this browser keeps the snapshot for this runtime and this mjlib, and what it holds
// there; null where it cannot keep one (http on another machine, a private window's refusal)
async function snapshotPlace(version, zip) {
  try {
    if (!window.caches || !window.crypto || !crypto.subtle) return null;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", zip));
    const hex = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
    const key = new URL(`python-${version}-${hex}.snapshot`, PY).href;
    const cache = await caches.open(SNAPSHOTS);
    return { cache, key, kept: await cache.match(key) };
  } catch (e) {
    return null;
  }
}

// the snapshot, made now (before any page calls Python) and kept in the background
function keep(py, place) {
  let snapshot;
  try {
    snapshot = py.makeMemorySnapshot();
  } catch (e) {
    return;
  }
  mark("snapshot");
  (async () => {
    for (const request of await place.cache.keys()) {
      if (request.url !== place.key) await place.cache.delete(request);
    }
    await place.cache.put(place.key, new Response(snapshot));
  })().catch(() => {});  // full, or refused: the next page starts Python as usual
}
