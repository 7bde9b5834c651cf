// A stand-in for a form service (Formspree and the like), for the form delivery tests: it binds
// 127.0.0.1 on a free port, records every POST, and answers as `mode` says: 'ok' (200 at once),
// 'slow' (200 after `slowMs`), 'error' (500), 'hang' (not until answerHanging() or close()) or
// 'nocors' (200, but without the CORS headers that let the page read it: the message arrives, its
// receipt is unreadable). Otherwise it allows any origin (CORS), as form services do.
import { createServer } from 'node:http';

export async function startFormEndpoint({ slowMs = 1200 } = {}) {
  const received = [];
  const hanging = new Set();
  const state = { mode: 'ok' };
  const server = createServer((req, res) => {
    const cors = state.mode === 'nocors' ? {} : { 'Access-Control-Allow-Origin': '*' };
    if (req.method === 'OPTIONS') return res.writeHead(204, { ...cors, 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' }).end();
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method !== 'POST') return res.writeHead(404, cors).end();
      received.push({ path: req.url, type: req.headers['content-type'], accept: req.headers.accept, fields: Object.fromEntries(new URLSearchParams(body)) });
      const answer = (status) => res.writeHead(status, { ...cors, 'Content-Type': 'text/html; charset=utf-8' })
        .end(status < 300 ? '<!doctype html><title>Thanks</title><p>Thanks, your message arrived.</p>' : '<!doctype html><title>Error</title>');
      if (state.mode === 'ok' || state.mode === 'nocors') answer(200);
      else if (state.mode === 'error') answer(500);
      else if (state.mode === 'slow') setTimeout(() => answer(200), slowMs);
      else {
        // Held until answered late or closed; a page that left meanwhile has dropped it.
        const held = { res, answer };
        hanging.add(held);
        res.on('close', () => hanging.delete(held));
      }
    });
  });
  await new Promise((ok, fail) => { server.once('error', fail); server.listen(0, '127.0.0.1', ok); });
  return {
    url: `http://127.0.0.1:${server.address().port}/f/test`,
    received,
    set mode(m) { state.mode = m; },
    /** Answers the posts held in 'hang' mode, late, with `status`. */
    answerHanging(status = 200) { for (const h of hanging) h.answer(status); hanging.clear(); },
    close: () => new Promise((ok) => { hanging.forEach((h) => h.res.destroy()); server.close(() => ok()); server.closeAllConnections(); }),
  };
}
