// The editor's page: a shell the editor's bundle fills in (src/editor/main.tsx), and the headers
// of everything the editor answers: never cached, never framed by another page, and scripts from
// the editor's own origin only. The preview frame's inline styles need 'unsafe-inline' for styles.
export const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'none'",
};

export const EDITOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site editor</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/_editor/editor.css">
<script type="module" src="/_editor/editor.js"></script>
</head>
<body>
<div id="editor"><p>Loading the editor…</p></div>
<noscript><p>The editor needs JavaScript. You can still edit data/site.json by hand (README: Editing the site).</p></noscript>
</body>
</html>
`;
