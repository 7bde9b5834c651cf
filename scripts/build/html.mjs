// The HTML document around each prerendered route: head, the route's data as inline JSON, and
// the small loader that starts the app after the first paint.

/** Serialises data for a <script type="application/json"> without letting it close the tag. */
export const jsonScript = (id, data) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// Without JavaScript, accordion and tab panels show open and menus open on hover or focus,
// so every page stays readable.
const NOSCRIPT_CSS = '[data-reach-accordion-panel][hidden],[data-reach-tab-panel][hidden]{display:block!important}'
  + 'li:hover>[data-noscript-menu][hidden],li:focus-within>[data-noscript-menu][hidden]{display:block!important}';

/**
 * Starts loading the app once the prerendered page has painted its content, so on a slow
 * connection the JavaScript does not share bandwidth with the HTML and CSS of the first paint.
 * A timer makes sure it loads even where no paint is reported (a page opened in a background tab).
 */
const LOADER = '(function(){var done=0,d=document,app=JSON.parse(d.getElementById("app-scripts").textContent);'
  + 'function go(){if(done++)return;app.preload.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});'
  + 'var s=d.createElement("script");s.type="module";s.src=app.entry;d.head.appendChild(s)}'
  + 'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}'
  + 'catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,3000)})()';

/** One complete page: the rendered body html, its title and description, and the app's assets. */
export function page({ title, description, html, css, js, preload, shell, route }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="theme-color" content="#0f6b6b">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${css}">
<noscript><style>${NOSCRIPT_CSS}</style></noscript>
</head>
<body>
<div id="root">${html}</div>
${jsonScript('site-data', shell)}
${jsonScript('route-data', route)}
${jsonScript('app-scripts', { entry: js, preload })}
<script>${LOADER}</script>
</body>
</html>
`;
}
