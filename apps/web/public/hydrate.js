// Loads the app's scripts into a page the server rendered (apps/server/src/modules/web/ssr.ts), once
// that page has painted: the HTML, its styles and its first photo use the network first, then the
// scripts come and hydrate the page (until then it is inert). The server names the scripts:
// data-entry is the app's entry, data-preload the modules it imports (fetched beside it).
(() => {
  const me = document.currentScript;
  const entry = me?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (me.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // After the next frame is painted (a task queued from requestAnimationFrame runs after it); a tab
  // in the background paints no frame, so a timer starts the scripts there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
})();
