// Loads the app's scripts into a page the server rendered (apps/server/src/modules/web/ssr.ts); built
// as dist/assets/hydrate-[hash].js (hydrate-script-plugin.ts). The
// HTML names them instead of loading them itself, so the browser does not fetch them ahead of the
// page's styles and first photo: this script is deferred, it runs once the HTML is parsed (the page
// has painted by then), and the page's load event still waits for the scripts it adds (a visitor who
// acts once the page has loaded finds it live). Waiting longer (for the first photo, say) let the
// load event come first. They are fetched at low priority: the page is on screen already, so the
// photos come before them on a slow connection. data-entry
// is the app's entry, data-preload the modules it imports (fetched beside it).
(() => {
  const me = document.currentScript;
  const entry = me?.dataset.entry;
  if (!entry) return;
  // Both kinds of tag are fetched the same way: as anonymous CORS, at low priority.
  const lowPriority = (name, props) =>
    Object.assign(document.createElement(name), { crossOrigin: '', fetchPriority: 'low', ...props });
  // One append of them all: each append to <head> cost ~2.5 ms of a phone's main thread (4x slowdown).
  const tags = document.createDocumentFragment();
  for (const href of (me.dataset.preload ?? '').split(' ').filter(Boolean))
    tags.append(lowPriority('link', { rel: 'modulepreload', href }));
  tags.append(lowPriority('script', { type: 'module', src: entry }));
  document.head.append(tags);
})();
