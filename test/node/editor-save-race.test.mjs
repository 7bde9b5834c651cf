// A hand edit of site.json made while the editor is saving is never overwritten: the server
// compares the file with the version the save was made from right before it replaces it, and
// refuses (409) a save that lost the race. Raced 100 times against a writer in another process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fork } from 'node:child_process';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEditorServer } from '../../scripts/editor/standalone.mjs';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';
import { ownHeaders, send } from '../helpers/editor-http.mjs';

const RACES = 100;
let server;
let dir;
let file;
let hand;

test.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'editor-race-'));
  file = join(dir, 'site.json');
  // A small valid manifest, so each save is quick and a hundred fit in seconds.
  const { baseManifest, text } = await import((await bundleForNode(['test/helpers/manifest.ts'], { outDir: join(dir, 'helpers') })).manifest);
  await writeFile(file, text(baseManifest()));
  server = await startEditorServer({ manifestFile: file, outDir: await mkdtemp(join(tmpdir(), 'editor-race-dist-')) });
  hand = fork(join(import.meta.dirname, '../helpers/hand-editor.mjs'));
});
test.after(() => { hand?.kill(); server?.close(); });

const api = (name) => `${server.url}/_editor/api/${name}`;
const handWrites = (text, delayMs) => new Promise((ok) => { hand.once('message', ok); hand.send({ file, text, delayMs }); });

/** The site as the editor has it open, and a save of it with its name changed. */
async function opened() {
  const got = await send(api('site'), { headers: ownHeaders(server, server.token) });
  assert.is(got.status, 200, got.text);
  return got.json;
}
const saveNamed = ({ value, version }, name) => send(api('save'), {
  method: 'POST', headers: ownHeaders(server, server.token), body: { value: { ...value, site: { ...value.site, name } }, version },
});

test(`a hand edit raced against a save ${RACES} times: the hand edit is never lost, and "Saved" is said only of a save that was written`, async () => {
  // How long a save takes here, so the hand edits land before, during and after it.
  let started = Date.now();
  assert.is((await saveNamed(await opened(), 'Warm')).status, 200);
  const open = await opened();
  started = Date.now();
  assert.is((await saveNamed(open, 'Warm again')).status, 200);
  const saveMs = Math.max(5, Date.now() - started);
  const outcomes = { saved: 0, refused: 0 };
  for (let i = 0; i < RACES; i++) {
    const before = JSON.parse(await readFile(file, 'utf8'));
    const edited = { ...before, site: { ...before.site, tagline: `Hand ${i}` } };
    const handText = `${JSON.stringify(edited, null, 2)}\n`;
    const draft = await opened();
    const [save] = await Promise.all([saveNamed(draft, `Editor ${i}`), handWrites(handText, Math.random() * saveMs * 1.3)]);
    const after = JSON.parse(await readFile(file, 'utf8'));
    assert.is(after.site.tagline, `Hand ${i}`, `race ${i}: the hand edit was overwritten (the save answered ${save.status})`);
    if (save.status === 200) outcomes.saved++;
    else {
      assert.is(save.status, 409, `race ${i}: ${save.text}`);
      assert.ok(save.json.conflict, 'a refused save says it was a conflict');
      assert.match(save.json.error, 'Your draft is kept');
      outcomes.refused++;
    }
  }
  console.log(`  ${RACES} races (a save takes about ${saveMs} ms here): ${outcomes.saved} saved before the hand edit, ${outcomes.refused} refused`);
  assert.ok(outcomes.refused > 0, 'the hand edits landed during saves');
  assert.equal((await readdir(dir)).filter((f) => f.endsWith('.tmp')), [], 'no temporary file left');
});

test.run();
