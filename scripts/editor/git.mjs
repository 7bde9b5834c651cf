// Running git for the editor's Publish (publish.mjs): no shell (the arguments go to git as they
// are, a message with quotes or $ included), a time limit, and never a question on a terminal.
// The editor runs in the background of npm start: a git waiting for a password there would leave
// Publish hanging with nobody to answer, so sign-in is what the owner's credential helper knows,
// or a refusal the editor can put in words.
import { spawn } from 'node:child_process';

/** Local git work (status, commit) ends well within this; a commit's hooks may take a while. */
export const LOCAL_TIMEOUT_MS = 60_000;
/** How long a push may take before the editor stops waiting for the remote. */
export const NETWORK_TIMEOUT_MS = 60_000;

/** The environment git runs with: the owner's own (their credential helper, their ssh agent), with
 * every way git or ssh could ask on a terminal turned off, and git's messages in English, which
 * publish.mjs reads. GIT_DIR and friends are dropped: the repository is the one holding the file. */
export function gitEnv(base = process.env) {
  const { GIT_DIR: _d, GIT_WORK_TREE: _w, GIT_INDEX_FILE: _i, ...env } = base;
  return { ...env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '', SSH_ASKPASS: '', LC_ALL: 'C', LANGUAGE: 'C' };
}

/**
 * Runs `git ...args` in `cwd`: { code, out, err, timedOut, missing } (missing: git is not installed).
 * Never throws for git's own failures; the caller reads the code and git's words.
 */
export function git(args, { cwd, env = gitEnv(), timeoutMs = LOCAL_TIMEOUT_MS } = {}) {
  return new Promise((done) => {
    // A session of its own (not on Windows, where it would open a console window): no terminal
    // for ssh to ask a passphrase or a host key on, and one group to stop on a timeout, ssh included.
    const own = process.platform !== 'win32';
    let child;
    try {
      child = spawn('git', ['-c', 'core.quotePath=false', ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: own, windowsHide: true });
    } catch (e) {
      done({ code: -1, out: '', err: String(e?.message ?? e), timedOut: false, missing: e?.code === 'ENOENT' });
      return;
    }
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try { own ? process.kill(-child.pid, 'SIGKILL') : child.kill('SIGKILL'); } catch { /* already gone */ }
    }, timeoutMs);
    let missing = false;
    child.on('error', (e) => { missing = e.code === 'ENOENT'; });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code: code ?? -1, out: Buffer.concat(out).toString('utf8'), err: Buffer.concat(err).toString('utf8'), timedOut, missing });
    });
  });
}

/** A remote's address as it may be shown: any user name or password (a token) in it removed. */
export function safeUrl(url) {
  const text = String(url ?? '').trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const u = new URL(text);
      // ssh://git@host keeps its user (it is the account, not a secret); http(s) drops both.
      if (/^https?:$/i.test(u.protocol) || u.password) { u.username = ''; u.password = ''; }
      return u.toString();
    } catch {
      return text.replace(/\/\/[^/@]*@/, '//');
    }
  }
  return text; // scp-like (git@github.com:me/site.git) or a folder: no password can be in it
}
