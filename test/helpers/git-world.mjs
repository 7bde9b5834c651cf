// A project as the owner has it, in a temporary folder: a bare repository standing in for the
// online copy, and a clone of it holding data/site.json (with a name and e-mail set in the clone
// only). Git's global and system settings are left out, so this computer's own do not count, and
// nothing reaches the network or this project's own git. For the tests of the editor's Publish.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './editor-http.mjs';

export const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** A folder for the worlds; the editor's server runs in this process and publish.mjs runs git with
 * this process's environment, so it is set here: no global or system settings, no identity. */
export async function gitTemp(prefix = 'editor-publish-') {
  const temp = await mkdtemp(join(tmpdir(), prefix));
  await writeFile(join(temp, 'empty-gitconfig'), '');
  Object.assign(process.env, { GIT_CONFIG_GLOBAL: join(temp, 'empty-gitconfig'), GIT_CONFIG_NOSYSTEM: '1', GIT_CEILING_DIRECTORIES: temp });
  for (const v of ['EMAIL', 'GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'GIT_DIR', 'GIT_WORK_TREE']) delete process.env[v];
  return temp;
}

/** The repository's data/site.json, as the worlds start with it. */
export const originalSite = () => readFile(join(root, 'data/site.json'), 'utf8');

/** { dir, bare, checkout, file }: the online copy (bare, on branch main) and the owner's clone. */
export async function gitWorld(dir, { remote = true, identity = true } = {}) {
  const bare = join(dir, 'online.git');
  const checkout = join(dir, 'project');
  await mkdir(join(checkout, 'data'), { recursive: true });
  git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
  git(checkout, 'init', '--quiet', '--initial-branch=main');
  git(checkout, 'config', 'user.name', 'Test Owner');
  git(checkout, 'config', 'user.email', 'owner@example.org');
  await writeFile(join(checkout, 'data/site.json'), await originalSite());
  await writeFile(join(checkout, 'README.md'), 'The project.\n');
  git(checkout, 'add', '.');
  git(checkout, 'commit', '--quiet', '-m', 'First');
  if (remote) {
    git(checkout, 'remote', 'add', 'origin', bare);
    git(checkout, 'push', '--quiet', '-u', 'origin', 'main');
  }
  if (!identity) { git(checkout, 'config', '--unset', 'user.name'); git(checkout, 'config', '--unset', 'user.email'); }
  return { dir, bare, checkout, file: join(checkout, 'data/site.json') };
}
