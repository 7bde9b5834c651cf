// The editor's own page code (src/editor/main.tsx), bundled for the browser on the first visit to
// the editor and kept in memory: it never enters dist/, so the published site carries nothing of
// it, and the site's pages load not a byte more. When npm start sees src/ or schema/ change
// (refresh()), the bundle is made again at the next request for it, and the open editor tabs are
// told to reload (/_editor/events) when what they run changed: the page's code, or the form
// description the schema gives them. A tab's draft is kept in its browser and restored on reload.
import { build } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { root } from '../lib/paths.mjs';
import { iconDefine } from '../lib/icon-sprite.mjs';
import { PAGE_HEADERS } from './page.mjs';

const hashOf = (...parts) => parts.reduce((h, p) => h.update(p), createHash('sha256')).digest('hex');

/** { js, css } as Buffers, and their hash. */
async function bundle(entry) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { editor: entry },
    outdir: join(root, '.cache/editor-browser'),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    minify: true,
    logLevel: 'error',
    define: { __BROWSER__: 'true', 'process.env.NODE_ENV': '"production"', ...(await iconDefine()) },
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const pick = (ext) => Buffer.concat(result.outputFiles.filter((f) => f.path.endsWith(ext)).map((f) => Buffer.from(f.contents)));
  const [js, css] = [pick('.js'), pick('.css')];
  return { js, css, hash: hashOf(js, css) };
}

/**
 * The editor page's code and its tabs' stream. `entry`: the page's code (src/editor/main.tsx; the
 * tests give another). `formNow()`: the form description the schema gives now, as JSON text (null
 * when it cannot be had). Returns { file(ext), formGiven(result), refresh(), stream(req, res), close() }.
 */
export function editorPage({ entry = join(root, 'src/editor/main.tsx'), formNow }) {
  let bundling = null;
  /** What the open tabs were given last: the bundle's hash, the form description's. */
  const given = { bundle: null, form: null };
  const tabs = new Set();
  let refreshing = Promise.resolve();
  const made = () => {
    bundling ??= bundle(entry).catch((e) => { bundling = null; throw e; });
    return bundling;
  };
  // Comment lines keep an idle stream from being dropped.
  const heartbeat = setInterval(() => { for (const res of tabs) res.write(': ping\n\n'); }, 30_000);
  heartbeat.unref();

  return {
    /** The bundle's .js or .css (a Buffer). */
    async file(ext) {
      const b = await made();
      given.bundle = b.hash;
      return b[ext];
    },
    /** Notes the form description a tab is given (a { status, answer } result), and returns it. */
    formGiven(result) {
      if (result.status === 200) given.form = hashOf(JSON.stringify(result.answer));
      return result;
    },
    /** The code may have changed: the bundle is made again at the next request, and when tabs are
     * open, it and the form description are made now and the tabs told to reload if either changed. */
    refresh() {
      bundling = null;
      refreshing = refreshing.then(async () => {
        if (!tabs.size) return;
        const [b, f] = await Promise.allSettled([made(), formNow()]);
        const code = b.status === 'fulfilled' && given.bundle !== null && b.value.hash !== given.bundle;
        const form = f.status === 'fulfilled' && f.value !== null && given.form !== null && hashOf(f.value) !== given.form;
        if (code || form) for (const res of tabs) res.write('event: reload\ndata: reload\n\n');
      }).catch(() => {});
      return refreshing;
    },
    /** /_editor/events: a stream that says "reload" when the page's code or the form changed. */
    stream(req, res) {
      res.writeHead(200, { ...PAGE_HEADERS, 'Content-Type': 'text/event-stream', Connection: 'keep-alive' });
      if (req.method === 'HEAD') return res.end();
      res.write('retry: 2000\n\n');
      tabs.add(res);
      res.on('close', () => tabs.delete(res));
    },
    close() {
      clearInterval(heartbeat);
      for (const res of tabs) res.end();
    },
  };
}
