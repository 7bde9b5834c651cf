// The one command that runs every test on a fresh machine (scripts/install-and-test.sh): the
// README gives it, CI runs it (.ci/run calls it), and its --dry-run shows what it would install
// and run, running none of it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/lib/paths.mjs';

const COMMAND = 'bash scripts/install-and-test.sh';
/** Where a program is on this machine's PATH, or null. */
const which = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim() || null;
const bashPath = which('bash');
const bash = (args, env = process.env) => spawnSync(bashPath, args, { cwd: root, env, encoding: 'utf8' });

test('the README gives the command, in a code block, and says what it installs', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  assert.ok(blocks.some((b) => b.split('\n').some((l) => l.startsWith(COMMAND))), `a sh block with "${COMMAND}"`);
  for (const word of ['chromium', 'nginx', 'libnginx-mod-http-brotli-static', 'openssl', 'npm ci', 'npm test']) assert.match(readme, word);
});

test('CI runs the same command: .ci/run calls the script, with its arguments', () => {
  const commands = readFileSync(join(root, '.ci/run'), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  assert.equal(commands, ['set -euo pipefail', 'exec bash "$(dirname "$0")/../scripts/install-and-test.sh" "$@"']);
  const ci = bash(['.ci/run', '--dry-run']);
  const script = bash(['scripts/install-and-test.sh', '--dry-run']);
  assert.is(ci.status, 0, ci.stderr);
  assert.is(ci.stdout, script.stdout);
});

test('--dry-run: each command it would run, ending with npm ci then npm test, and nothing run', () => {
  const started = Date.now();
  const r = bash(['scripts/install-and-test.sh', '--dry-run']);
  assert.is(r.status, 0, r.stderr);
  assert.equal(r.stdout.trim().split('\n').slice(-2), ['+ npm ci', '+ npm test']);
  assert.ok(Date.now() - started < 10_000, 'nothing was installed or run');
  const bad = bash(['scripts/install-and-test.sh', '--dryrun']);
  assert.is(bad.status, 2);
  assert.match(bad.stderr, 'Unknown option: --dryrun (the only one is --dry-run)');
});

test('--dry-run on a machine without the browser and openssl: the Debian packages it would install', () => {
  // A PATH with only what the script needs before npm, and apt-get (when this machine has it).
  const bin = mkdtempSync(join(tmpdir(), 'install-and-test-'));
  try {
    for (const name of ['dirname', 'id', 'apt-get']) {
      const found = which(name);
      if (found) symlinkSync(found, join(bin, name));
    }
    const r = bash([join(root, 'scripts/install-and-test.sh'), '--dry-run'], { ...process.env, PATH: bin });
    assert.is(r.status, 0, r.stderr);
    const lines = r.stdout.trim().split('\n');
    const missing = ['chromium', ...(!which('nginx') && !existsSync('/usr/sbin/nginx') ? ['nginx'] : []), 'openssl'];
    assert.match(lines[0], /^Not found: chromium .*openssl: installing Debian's packages$/);
    if (which('apt-get') && process.getuid?.() === 0) {
      assert.ok(lines.includes('+ apt-get update -qq'), r.stdout);
      assert.ok(lines.some((l) => l.startsWith('+ apt-get install -y -qq chromium') && l.endsWith('openssl')), r.stdout);
    }
    assert.ok(missing.every((p) => lines[0].includes(p)), lines[0]);
    assert.equal(lines.slice(-2), ['+ npm ci', '+ npm test']);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});

test.run();
