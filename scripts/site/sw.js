/* The course site's service worker: after one visit, the pages read and the Python runtime are
   kept in this browser, and served from there, with or without a network.

   The build writes VERSION (made from every other file of the site) and RUNTIME (the files of
   py/). A new build is a new VERSION: the browser installs this worker again, and what the former
   one kept is dropped. Only this site's own files pass through here; nothing is sent anywhere. */
"use strict";
const VERSION = "__VERSION__";
const RUNTIME = [/* __RUNTIME__ */];
const CACHE = "mjlib-site-" + VERSION;
const SCOPE = self.registration.scope;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("mjlib-site-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// A page says what it loaded before this worker served it (its first visit): keep that, and
// the runtime, fetched now if the page did not need it.
self.addEventListener("message", (event) => {
  const urls = event.data && Array.isArray(event.data.keep) ? event.data.keep : [];
  event.waitUntil(keep(urls.concat(RUNTIME.map((name) => new URL(name, SCOPE).href))));
});

async function keep(urls) {
  const cache = await caches.open(CACHE);
  for (const url of new Set(urls.map((u) => String(u).split("#")[0]))) {
    if (!url.startsWith(SCOPE) || (await cache.match(url))) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch (e) {
      // offline now: kept on the next visit
    }
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok && response.type === "basic") event.waitUntil(cache.put(request, response.clone()));
    return response;
  })());
});
