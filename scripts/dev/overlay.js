// The live-reload client of `npm start` (served as /__live.js): reloads the tab after a good build,
// and shows the problems of a failed one over the page, which is the last good build. Built with
// DOM calls and textContent only (the messages quote the manifest), in a shadow root so the site's
// styles and the overlay's never meet; its stylesheet is a file, as the site's policy requires.
(() => {
  let host = null;

  function hide() {
    host?.remove();
    host = null;
  }

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs ?? {})) e.setAttribute(k, v);
    e.append(...children.filter((c) => c !== null && c !== undefined));
    return e;
  }

  function show({ count, problems }) {
    hide();
    host = el('div', { id: 'dev-build-problems' });
    const shadow = host.attachShadow({ mode: 'open' });
    const title = `The last save has ${count} problem${count === 1 ? '' : 's'}`;
    const items = problems.map((p) => el('li', null,
      el('code', { class: 'at' }, p.at || 'build'),
      p.path ? el('code', { class: 'path' }, p.path) : null,
      el('span', { class: 'message' }, p.message)));
    const close = el('button', { type: 'button', class: 'close' }, 'Hide');
    close.addEventListener('click', hide);
    const panel = el('section', { class: 'panel', 'aria-labelledby': 'dev-build-problems-title' },
      el('div', { class: 'head' },
        el('div', { role: 'alert' }, el('h2', { id: 'dev-build-problems-title' }, title)),
        close),
      el('p', { class: 'note' }, 'The page shows the last good build. Fix the file and save: this closes by itself.'),
      el('ol', null, ...items),
      count > problems.length ? el('p', { class: 'note' }, `… and ${count - problems.length} more (all of them are in the terminal).`) : null);
    shadow.append(el('link', { rel: 'stylesheet', href: '/__live.css' }), panel);
    document.body.append(host);
  }

  const live = new EventSource('/__live');
  live.addEventListener('reload', () => location.reload());
  live.addEventListener('problems', (e) => show(JSON.parse(e.data)));
  addEventListener('keydown', (e) => { if (e.key === 'Escape' && host) hide(); });
})();
