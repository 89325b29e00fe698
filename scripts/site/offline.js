/* The course site offline (every page): registers the service worker (sw.js) on https or on
   this machine (localhost), and tells it what a first visit loaded, so the page and the Python
   runtime are kept. A page opened as a file says, in place, how to serve the site. */
(function () {
  "use strict";
  const script = document.currentScript;
  if (!script) return;
  const zh = (document.documentElement.lang || "en").toLowerCase().startsWith("zh");
  const WORDS = zh ? {
    file: "这个网页是以文件方式打开的：练习题的核对和离线使用都需要网页服务器。在项目文件夹里运行 " +
          "make serve-book，再打开它显示的网址；或者把 site 文件夹原样放到任何静态网站上。",
  } : {
    file: "This page is opened as a file: checking the exercises and reading offline need a web " +
          "server. In the project, run make serve-book and open the address it prints; or " +
          "publish the site folder as it is on any static host.",
  };

  if (location.protocol === "file:") {
    const note = document.createElement("p");
    note.className = "mj-offline";
    note.setAttribute("data-mj", "serve");
    note.setAttribute("role", "note");
    note.textContent = WORDS.file;
    const main = document.querySelector("main");
    if (main) main.prepend(note);
    return;
  }
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);
  if (!("serviceWorker" in navigator) || !(location.protocol === "https:" || local)) return;

  const worker = new URL("sw.js", script.src);
  navigator.serviceWorker.register(worker.href, { scope: new URL("./", worker).pathname })
    .catch(() => {});  // without it, the site works as before: online only

  function keep() {
    navigator.serviceWorker.ready.then((registration) => {
      // the figures too: those further down, not loaded yet (lazy), are read offline later
      const urls = [location.href].concat(
        performance.getEntriesByType("resource").map((e) => e.name),
        Array.from(document.images, (img) => img.src));
      if (registration.active) registration.active.postMessage({ keep: urls });
    });
  }
  // once the page has loaded; a page that loads the runtime (live.js), once its exercises are
  // live: the runtime is then downloaded once, by the page, and kept from the browser's cache
  if (document.querySelector('script[src$="live.js"]')) {
    new MutationObserver((changes, observer) => {
      if (document.documentElement.dataset.mjLive) { observer.disconnect(); keep(); }
    }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-mj-live"] });
  } else if (document.readyState === "complete") keep(); else addEventListener("load", keep);
})();
