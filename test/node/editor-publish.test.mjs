// The editor's Publish (scripts/editor/publish.mjs) against a bare repository in a temporary
// folder, standing in for the online copy: it records data/site.json alone (nothing else staged
// or changed goes in), sends it, and says in a sentence why not when it cannot (the online copy
// has newer work, no remote, not a checkout, no name and e-mail, other commits waiting, no
// answer). Git's global and system settings are left out, so this computer's own do not count;
// nothing here reaches the network, nor touches this project's own git.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startEditorServer } from '../../scripts/editor/standalone.mjs';
import { ownHeaders, root, send } from '../helpers/editor-http.mjs';
import { git, gitTemp, gitWorld, originalSite } from '../helpers/git-world.mjs';

const temp = await gitTemp();
const original = await originalSite();
let n = 0;

/** A world (test/helpers/git-world.mjs) with an editor on its data/site.json. */
async function world(options) {
  const w = await gitWorld(join(temp, `w${++n}`), options);
  const server = await startEditorServer({ manifestFile: w.file, outDir: join(w.dir, 'dist') });
  const headers = ownHeaders(server, server.token);
  return {
    ...w, server,
    status: () => send(`${server.url}/_editor/api/publish`, { headers }),
    publish: (body) => send(`${server.url}/_editor/api/publish`, { method: 'POST', headers, body }),
    close: () => server.close(),
  };
}

/** The saved file with the page "Our Story" retitled: what a save in the editor would write. */
async function retitle(w, title = 'Our Story, retold') {
  const value = JSON.parse(original);
  value.routes.find((r) => r.title === 'Our Story').title = title;
  const text = `${JSON.stringify(value, null, 2)}\n`;
  await writeFile(w.file, text);
  return text;
}

test.after(() => rm(temp, { recursive: true, force: true }));

test('pushed: only data/site.json, with the owner\'s message; the online copy gets exactly the edit', async () => {
  const w = await world();
  try {
    const edited = await retitle(w);
    const look = (await w.status()).json;
    assert.is(look.state, 'ready', look.message);
    assert.ok(look.changed);
    assert.is(look.branch, 'main');
    assert.is(look.upstream, 'origin/main');
    assert.equal(look.remote, { name: 'origin', url: w.bare });
    assert.is(look.proposed, 'Site: page "Our Story, retold" (title)');
    assert.equal([look.ahead, look.behind, look.others.length], [0, 0, 0]);
    const before = git(w.bare, 'rev-parse', 'HEAD');
    const r = await w.publish({ message: 'Our Story: a new title', version: look.version });
    assert.is(r.status, 200, r.text);
    assert.is(r.json.outcome, 'pushed');
    const id = git(w.bare, 'rev-parse', '--short', 'HEAD');
    assert.is(r.json.message, `Published: commit ${id} was sent to origin (${w.bare}), branch main. If your host builds the site from there, it updates in a few minutes.`);
    assert.is(git(w.bare, 'log', '-1', '--name-only', '--format=%s'), 'Our Story: a new title\n\ndata/site.json');
    assert.is(git(w.bare, 'rev-parse', 'HEAD~1'), before);
    const diff = git(w.bare, 'diff', '-U0', 'HEAD~1', 'HEAD', '--', 'data/site.json').split('\n').filter((l) => /^[-+] /.test(l));
    assert.equal(diff, ['-      "title": "Our Story",', '+      "title": "Our Story, retold",']);
    assert.is(git(w.bare, 'show', 'HEAD:data/site.json') + '\n', edited);
    assert.is(git(w.checkout, 'rev-parse', '@{upstream}'), git(w.checkout, 'rev-parse', 'HEAD'), 'nothing left waiting');
  } finally { await w.close(); }
});

test('nothing to publish: the file as last committed, nothing waiting', async () => {
  const w = await world();
  try {
    const look = (await w.status()).json;
    assert.is(look.state, 'nothing');
    assert.is(look.message, 'Nothing to publish: data/site.json is the same as in the last commit, and nothing is waiting to be sent.');
    const before = git(w.bare, 'rev-parse', 'HEAD');
    const r = await w.publish({ message: 'Anything' });
    assert.is(r.status, 200);
    assert.is(r.json.outcome, 'nothing');
    assert.is(git(w.bare, 'rev-parse', 'HEAD'), before);
    assert.is(git(w.checkout, 'rev-parse', 'HEAD'), before);
  } finally { await w.close(); }
});

test('rejected: the online copy has newer work; the commit is kept here, and after git pull Publish sends it', async () => {
  const w = await world();
  try {
    const other = join(w.dir, 'elsewhere');
    git(w.dir, 'clone', '--quiet', w.bare, other);
    await writeFile(join(other, 'README.md'), 'Changed elsewhere.\n');
    git(other, '-c', 'user.name=Other', '-c', 'user.email=other@example.org', 'commit', '--quiet', '-am', 'Elsewhere');
    git(other, 'push', '--quiet');
    const theirs = git(w.bare, 'rev-parse', 'HEAD');
    await retitle(w);
    const r = await w.publish({ message: 'Our Story: a new title' });
    assert.is(r.status, 409, r.text);
    assert.is(r.json.outcome, 'rejected');
    assert.match(r.json.message, /^Not published: the online copy \(origin .*\) has newer changes/);
    assert.match(r.json.message, `Your change is kept on this computer, in commit ${r.json.commit}, so nothing is lost.`);
    assert.match(r.json.message, 'run git pull');
    assert.is(git(w.bare, 'rev-parse', 'HEAD'), theirs, 'the online copy is unchanged');
    assert.is(git(w.checkout, 'log', '-1', '--format=%s', '--name-only'), 'Our Story: a new title\n\ndata/site.json');
    assert.ok(!git(w.checkout, 'status', '--porcelain', '--', 'data/site.json'), 'the file is recorded');
    // What the owner is told to do: git pull (a merge), then Publish again sends it, merge and all.
    git(w.checkout, 'pull', '--quiet', '--no-rebase', '--no-edit');
    const look = (await w.status()).json;
    assert.is(look.state, 'ready', look.message);
    assert.is(look.changed, false);
    assert.is(look.others.length, 0, 'a clean merge brings nothing of its own');
    const again = await w.publish({ message: 'unused: nothing new to record' });
    assert.is(again.json.outcome, 'pushed', again.text);
    assert.is(git(w.bare, 'rev-parse', 'HEAD'), git(w.checkout, 'rev-parse', 'HEAD'));
  } finally { await w.close(); }
});

test('no remote: says how to connect one, and records nothing', async () => {
  const w = await world({ remote: false });
  try {
    await retitle(w);
    const look = (await w.status()).json;
    assert.is(look.state, 'no-remote');
    assert.match(look.message, 'git remote add origin');
    assert.match(look.message, 'section "Publishing"');
    const head = git(w.checkout, 'rev-parse', 'HEAD');
    const r = await w.publish({ message: 'x' });
    assert.is(r.status, 409);
    assert.is(r.json.outcome, 'no-remote');
    assert.is(git(w.checkout, 'rev-parse', 'HEAD'), head);
  } finally { await w.close(); }
});

test('not a git checkout: says so, and how to publish by hand', async () => {
  const dir = join(temp, 'plain');
  await mkdir(dir);
  await cp(join(root, 'data/site.json'), join(dir, 'site.json'));
  const server = await startEditorServer({ manifestFile: join(dir, 'site.json'), outDir: join(dir, 'dist') });
  try {
    const url = `${server.url}/_editor/api/publish`;
    const look = (await send(url, { headers: ownHeaders(server, server.token) })).json;
    assert.equal([look.state, look.git], ['not-git', false]);
    assert.match(look.message, /^Not published: this project's folder is not a git checkout.*npm run build -- --release/);
    const r = await send(url, { method: 'POST', headers: ownHeaders(server, server.token), body: { message: 'x' } });
    assert.equal([r.status, r.json.outcome], [409, 'not-git']);
  } finally { await server.close(); }
});

test('no name and e-mail for git: gives the commands, records nothing', async () => {
  const w = await world({ identity: false });
  try {
    await retitle(w);
    const look = (await w.status()).json;
    assert.is(look.state, 'no-identity');
    assert.equal(look.commands, ['git config --global user.name "Your Name"', 'git config --global user.email "you@example.org"']);
    assert.match(look.message, 'git config --global user.email "you@example.org"');
    const head = git(w.checkout, 'rev-parse', 'HEAD');
    const r = await w.publish({ message: 'x' });
    assert.equal([r.status, r.json.outcome], [409, 'no-identity']);
    assert.is(git(w.checkout, 'rev-parse', 'HEAD'), head);
  } finally { await w.close(); }
});

test('other files changed or staged in the checkout are not committed, and stay as they were', async () => {
  const w = await world();
  try {
    await writeFile(join(w.checkout, 'README.md'), 'Staged, not for this commit.\n');
    git(w.checkout, 'add', 'README.md');
    await writeFile(join(w.checkout, 'notes.txt'), 'Untracked.\n');
    git(w.checkout, 'add', '--intent-to-add', 'notes.txt');
    await retitle(w);
    const r = await w.publish({ message: 'Our Story: a new title' });
    assert.is(r.json.outcome, 'pushed', r.text);
    assert.is(git(w.bare, 'log', '-1', '--name-only', '--format='), 'data/site.json');
    assert.is(git(w.bare, 'show', 'HEAD:README.md'), 'The project.');
    assert.is(git(w.checkout, 'diff', '--cached', '--name-only'), 'README.md', 'README.md is still staged');
    assert.is(git(w.checkout, 'status', '--porcelain'), 'M  README.md\n A notes.txt'.trim());
  } finally { await w.close(); }
});

test('other commits waiting to be sent go only with alsoOthers', async () => {
  const w = await world();
  try {
    await writeFile(join(w.checkout, 'README.md'), 'A local change.\n');
    git(w.checkout, 'commit', '--quiet', '-am', 'README: a local change');
    const local = git(w.checkout, 'rev-parse', 'HEAD');
    const online = git(w.bare, 'rev-parse', 'HEAD');
    await retitle(w);
    const look = (await w.status()).json;
    assert.equal(look.others.map((c) => [c.subject, c.files]), [['README: a local change', ['README.md']]]);
    assert.match(look.message, '1 other change on this computer, to other files, is waiting to be sent too');
    const refused = await w.publish({ message: 'Our Story: a new title' });
    assert.equal([refused.status, refused.json.outcome], [409, 'others']);
    assert.match(refused.json.message, 'Tick "Also send this 1 other change" to send it too');
    assert.is(git(w.checkout, 'rev-parse', 'HEAD'), local, 'nothing recorded');
    assert.is(git(w.bare, 'rev-parse', 'HEAD'), online, 'nothing sent');
    const sent = await w.publish({ message: 'Our Story: a new title', alsoOthers: true });
    assert.is(sent.json.outcome, 'pushed', sent.text);
    assert.is(git(w.bare, 'log', '--format=%s', `${online}..HEAD`), 'Our Story: a new title\nREADME: a local change');
    assert.is(git(w.bare, 'log', '-1', '--name-only', '--format='), 'data/site.json');
  } finally { await w.close(); }
});

test('no upstream yet: sends to origin under the same branch name and sets it as upstream, the history only once ticked', async () => {
  const w = await world({ remote: false });
  try {
    const bare = join(w.dir, 'new-online.git');
    git(w.dir, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    git(w.checkout, 'remote', 'add', 'origin', bare);
    await retitle(w);
    const look = (await w.status()).json;
    assert.equal([look.state, look.upstream, look.othersCount], ['ready', null, 1], look.message);
    assert.is((await w.publish({ message: 'Retitled' })).json.outcome, 'others');
    const r = await w.publish({ message: 'Retitled', alsoOthers: true });
    assert.is(r.json.outcome, 'pushed', r.text);
    assert.match(r.json.message, /^Published: commit \w+, with 1 earlier commit, was sent to origin/);
    assert.is(git(bare, 'log', '--format=%s', 'main'), 'Retitled\nFirst');
    assert.is(git(w.checkout, 'rev-parse', '--abbrev-ref', '@{upstream}'), 'origin/main');
  } finally { await w.close(); }
});

test('a merge going on: says how to finish or stop it, and records nothing', async () => {
  const w = await world();
  try {
    git(w.checkout, 'switch', '--quiet', '-c', 'side');
    await writeFile(join(w.checkout, 'README.md'), 'Side.\n');
    git(w.checkout, 'commit', '--quiet', '-am', 'Side');
    git(w.checkout, 'switch', '--quiet', 'main');
    await writeFile(join(w.checkout, 'README.md'), 'Main.\n');
    git(w.checkout, 'commit', '--quiet', '-am', 'Main');
    try { git(w.checkout, 'merge', '--quiet', 'side'); } catch { /* the conflict this test wants */ }
    await retitle(w);
    const look = (await w.status()).json;
    assert.equal([look.state, look.operation], ['in-progress', 'merge']);
    assert.match(look.message, 'git merge --abort');
    const head = git(w.checkout, 'rev-parse', 'HEAD');
    assert.equal([(await w.publish({ message: 'x' })).json.outcome, git(w.checkout, 'rev-parse', 'HEAD')], ['in-progress', head]);
  } finally { await w.close(); }
});

test('an online copy that cannot be reached: said, the commit kept; a password is never asked', async () => {
  const w = await world();
  try {
    git(w.checkout, 'remote', 'set-url', 'origin', join(w.dir, 'gone.git'));
    await retitle(w);
    const r = await w.publish({ message: 'Our Story: a new title' });
    assert.is(r.json.outcome, 'network', r.text);
    assert.match(r.json.message, /could not be reached.*kept on this computer, in commit/);
    assert.is(git(w.checkout, 'log', '-1', '--format=%s'), 'Our Story: a new title');
  } finally { await w.close(); }
});

test('a sign-in refused: said at once, never waiting for a password; the password in the address is never shown', async () => {
  const w = await world();
  // An online copy on this computer that wants a sign-in, as a host does, and refuses every one.
  const host = createServer((req, res) => { res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="host"' }); res.end(); });
  await new Promise((ok) => host.listen(0, '127.0.0.1', ok));
  try {
    for (const who of ['', 'owner:secret-token@']) {
      git(w.checkout, 'remote', 'set-url', 'origin', `http://${who}127.0.0.1:${host.address().port}/me/site.git`);
      if (!who) await retitle(w);
      const started = Date.now();
      const r = await w.publish({ message: 'Our Story: a new title' });
      assert.is(r.json.outcome, 'auth', r.text);
      assert.ok(Date.now() - started < 20_000, 'no wait for a password');
      assert.match(r.json.message, /refused the sign-in.*kept on this computer.*run git push/);
      assert.not.match(r.text, 'secret');
    }
  } finally { host.close(); await w.close(); }
});

test('a remote\'s user name and password are never shown', async () => {
  const w = await world();
  try {
    git(w.checkout, 'remote', 'set-url', 'origin', 'https://owner:secret-token@git.example.invalid/me/site.git');
    const look = (await w.status()).json;
    assert.is(look.remote.url, 'https://git.example.invalid/me/site.git');
    assert.not.match(JSON.stringify(look), 'secret');
  } finally { await w.close(); }
});

test('one publish at a time: two at once send one commit', async () => {
  const w = await world();
  try {
    await retitle(w);
    const both = await Promise.all([w.publish({ message: 'First' }), w.publish({ message: 'Second' })]);
    assert.equal(both.map((r) => r.json.outcome), ['pushed', 'nothing']);
    assert.is(git(w.bare, 'log', '-1', '--format=%s'), 'First');
  } finally { await w.close(); }
});

test('a bad request is a 400 with a sentence; an empty message is refused; the guard applies', async () => {
  const w = await world();
  try {
    for (const [body, says] of [['not json', 'not JSON'], [{ message: 5 }, '"message" must be a text'], [{ message: 'x', alsoOthers: 'yes' }, '"alsoOthers" must be true or false']]) {
      const r = await w.publish(body);
      assert.is(r.status, 400, JSON.stringify(body));
      assert.match(r.json.error, says);
    }
    const empty = await w.publish({ message: '  \n' });
    assert.equal([empty.status, empty.json.outcome], [422, 'empty']);
    const url = `${w.server.url}/_editor/api/publish`;
    assert.is((await send(url)).status, 403, 'no token');
    assert.is((await send(url, { method: 'POST', headers: { 'x-editor-token': w.server.token }, body: { message: 'x' } })).status, 403, 'no Origin');
  } finally { await w.close(); }
});

test.run();
