// The editor's Publish: records the saved data/site.json in git, that file only, and sends the
// branch to its online copy, so the owner needs no terminal for an everyday change.
//
//   look ──(not a checkout, no remote, a merge going on, nothing to send…)──▶ say why, do nothing
//     │ ready
//     ▼
//   record: git commit --only -- <the file>   (skipped when the file is as in the last commit)
//     │ recorded (or nothing to record, but commits waiting)
//     ▼
//   send: git push <remote> refs/heads/<branch>:<its branch there>   ──▶ sent, or why not
//
// What it never does: commit another file (staged or not), send other files' commits without the
// owner ticking a box, force a push (no --force, no --force-with-lease, no +refspec), or wait for
// a password on a terminal (git.mjs). Looking and recording run under the editor's save lock, so
// the file recorded is the one looked at; publishes run one at a time.
import { existsSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { git, gitEnv, NETWORK_TIMEOUT_MS, safeUrl } from './git.mjs';
import { IDENTITY_COMMANDS, plan, pushResults, refusals, stateSentence } from './publish-words.mjs';
import { BadRequest, bodyOf } from './request-body.mjs';
import { versionOf, withoutBom } from './versions.mjs';

/** The commits waiting to be sent listed at most (a first push of a long history lists these). */
const MAX_LISTED = 200;
const MAX_MESSAGE = 10_000;
const IN_PROGRESS = [['merge', 'MERGE_HEAD'], ['rebase', 'rebase-merge'], ['rebase', 'rebase-apply'], ['cherry-pick', 'CHERRY_PICK_HEAD'], ['revert', 'REVERT_HEAD']];

/** A user name or token in an address git printed, removed before its words are shown or logged. */
const redact = (text) => String(text).replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1');
/** git's own explanation, in one line: its first error, else its last line. */
function gitSaid({ out = '', err = '' }) {
  const lines = redact(`${err}\n${out}`).split('\n').map((l) => l.trim()).filter((l) => l && !/^(hint:|To |Done$)/.test(l));
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.at(-1) ?? '';
  return line.replace(/^(fatal|error):\s*/, '').slice(0, 300);
}

/**
 * options: manifestFile; env (the environment git runs with; default this process's, read at
 * each run); underSaveLock(fn) (runs fn when no save is running, and no save runs meanwhile);
 * proposeMessage(before, after, file) (the message proposed for the change from the committed text,
 * null when there is none, to the text now: src/editor/changeSummary.ts, run in the editor's work
 * thread; null when it cannot say); log.
 * Returns { status() and publish(bodyBytes) → { status, answer } }.
 */
export function createPublisher({ manifestFile, env = null, underSaveLock = (fn) => fn(), proposeMessage = async () => null, log = () => {} }) {
  let publishing = Promise.resolve();
  const run = (cwd, args, opts = {}) => git(args, { cwd, env: gitEnv(env ?? process.env), ...opts });

  /** Everything Publish needs to know, read from git and the file; `state` says whether it can go
   * ahead. `propose`: with the message proposed for the change (what the page shows). */
  async function inspect({ propose = false } = {}) {
    const file = await realpath(manifestFile).catch(() => resolve(manifestFile));
    const top0 = await run(dirname(file), ['rev-parse', '--show-toplevel']);
    if (top0.missing) return { state: 'no-git' };
    if (top0.code !== 0) return { state: 'not-git' };
    const top = top0.out.trim();
    const rel = relative(await realpath(top), file).split(sep).join('/');
    if (!rel || rel.startsWith('..') || isAbsolute(rel)) return { state: 'not-git' };
    const g = (args, opts) => run(top, args, opts);
    const line = async (args) => { const r = await g(args); return r.code === 0 ? r.out.trim() : null; };
    const look = { state: 'ready', top, file: rel, waiting: [], others: [], waitingCount: 0, othersCount: 0 };

    const markers = (await g(['rev-parse', ...IN_PROGRESS.flatMap(([, m]) => ['--git-path', m])])).out.split('\n');
    const busy = IN_PROGRESS.find((_, i) => markers[i] && existsSync(resolve(top, markers[i].trim())));
    if (busy) return { ...look, state: 'in-progress', operation: busy[0] };
    look.branch = await line(['symbolic-ref', '--quiet', '--short', 'HEAD']);
    if (!look.branch) return { ...look, state: 'detached' };

    // Where it goes: the branch's upstream, else origin (or the one remote there is), same branch name.
    const remotes = ((await line(['remote'])) ?? '').split('\n').filter(Boolean);
    const upRemote = await line(['config', '--get', `branch.${look.branch}.remote`]);
    const upRef = await line(['config', '--get', `branch.${look.branch}.merge`]);
    const upstream = upRemote && upRef && remotes.includes(upRemote);
    const name = upstream ? upRemote : remotes.includes('origin') ? 'origin' : remotes.length === 1 ? remotes[0] : null;
    if (!name) return { ...look, state: 'no-remote', remotes };
    look.remote = { name, url: safeUrl(await line(['remote', 'get-url', '--push', name])) };
    look.target = upstream ? { ref: upRef, branch: upRef.replace(/^refs\/heads\//, '') } : { ref: `refs/heads/${look.branch}`, branch: look.branch };
    look.upstream = upstream ? `${name}/${look.target.branch}` : null;

    // The file now and as last recorded; the message proposed from the difference.
    const now = await readFile(file, 'utf8');
    const head = await line(['rev-parse', '--verify', '--quiet', 'HEAD']);
    const recorded = head ? await g(['show', `HEAD:${rel}`]) : null;
    const before = recorded?.code === 0 ? recorded.out : null;
    look.changed = before === null || (await g(['diff', '--quiet', 'HEAD', '--', rel])).code !== 0;
    look.tracked = (await line(['ls-files', '--', rel])) !== '';
    look.version = versionOf(now);
    if (propose) look.proposed = (await proposeMessage(before === null ? null : withoutBom(before), withoutBom(now), rel).catch(() => null)) ?? `Site: edit ${rel}`;

    // The commits on this computer the online copy does not have, as far as this computer knows.
    const tracking = head && (upstream ? await line(['rev-parse', '--symbolic-full-name', '@{upstream}']) : await line(['rev-parse', '--verify', '--quiet', '--symbolic-full-name', `refs/remotes/${name}/${look.branch}`]));
    if (head) {
      const history = await g(['log', '-n', String(MAX_LISTED), '--format=%x1e%h%x1f%s', '--name-only', '--diff-merges=dense-combined', 'HEAD', '--not', tracking || `--remotes=${name}`]);
      look.waiting = history.out.split('\x1e').filter((r) => r.trim()).map((record) => {
        const [headLine, ...files] = record.split('\n').filter(Boolean);
        const [id, subject] = headLine.split('\x1f');
        return { id, subject, files, other: files.some((f) => f !== rel) };
      });
      look.others = look.waiting.filter((c) => c.other);
      // Past the list's end, each commit counts as one to other files: none is ever sent unasked.
      const total = Number((await line(['rev-list', '--count', 'HEAD', '--not', tracking || `--remotes=${name}`])) ?? look.waiting.length);
      look.waitingCount = Math.max(total, look.waiting.length);
      look.othersCount = look.others.length + (look.waitingCount - look.waiting.length);
    }
    const counts = tracking ? (await line(['rev-list', '--left-right', '--count', `${tracking}...HEAD`]))?.split(/\s+/).map(Number) : null;
    look.behind = counts ? counts[0] : null;
    look.ahead = counts ? counts[1] : look.waitingCount;

    if (look.changed) {
      // Every commit carries a name and an e-mail; git would otherwise make them up from this computer's.
      const ident = await Promise.all(['GIT_AUTHOR_IDENT', 'GIT_COMMITTER_IDENT'].map((v) => g(['-c', 'user.useConfigOnly=true', 'var', v])));
      if (ident.some((r) => r.code !== 0)) return { ...look, state: 'no-identity' };
    } else if (!look.waitingCount) return { ...look, state: 'nothing' };
    return look;
  }

  /** What the page is told of a look: all but the full texts. */
  const shown = (look) => ({
    ok: true, state: look.state, message: stateSentence(look) ?? plan(look), git: !['no-git', 'not-git'].includes(look.state),
    ...(look.state === 'no-identity' && { commands: IDENTITY_COMMANDS }),
    ...(look.file && { file: look.file, branch: look.branch ?? null, operation: look.operation ?? null }),
    ...(look.remote && { remote: look.remote, upstream: look.upstream, target: look.target.branch }),
    ...(look.version && { changed: look.changed, version: look.version, proposed: look.proposed, ahead: look.ahead, behind: look.behind, waiting: look.waiting, others: look.others, waitingCount: look.waitingCount, othersCount: look.othersCount }),
  });

  const end = (status, outcome, message, extra = {}) => ({ status, answer: { ok: status === 200, outcome, message, ...extra } });

  /** Records the file alone: `git commit --only` leaves whatever else is staged or changed as it is. */
  async function record(look, message) {
    const g = (args) => run(look.top, args);
    if (!look.tracked) {
      const add = await g(['add', '--', look.file]);
      if (add.code !== 0) return { end: end(500, 'not-recorded', refusals.commitFailed(look, gitSaid(add))) };
    }
    const made = await g(['-c', 'user.useConfigOnly=true', 'commit', '--only', '--quiet', `--message=${message}`, '--', look.file]);
    if (made.code !== 0) {
      log(`Editor: git commit failed: ${redact(made.err || made.out)}`);
      if (/tell me who you are|auto-detection is disabled|unable to auto-detect/i.test(made.err)) return { end: end(409, 'no-identity', stateSentence({ state: 'no-identity' }), { commands: IDENTITY_COMMANDS }) };
      return { end: end(500, 'not-recorded', refusals.commitFailed(look, made.timedOut ? 'it did not finish within a minute' : gitSaid(made))) };
    }
    const commit = (await g(['rev-parse', '--short', 'HEAD'])).out.trim();
    log(`Editor: recorded ${look.file} in commit ${commit}`);
    return { commit };
  }

  /** Sends the branch, never by force: the online copy takes it only when it adds to what is there. */
  async function send(look, recorded) {
    const g = (args, opts) => run(look.top, args, opts);
    const refspec = `refs/heads/${look.branch}:${look.target.ref}`;
    const pushed = await g(['push', '--porcelain', ...(look.upstream ? [] : ['--set-upstream']), look.remote.name, refspec], { timeoutMs: NETWORK_TIMEOUT_MS });
    const commit = recorded ?? (await g(['rev-parse', '--short', 'HEAD'])).out.trim();
    const facts = { commit: recorded, sent: look.waitingCount + (recorded ? 1 : 0), seconds: NETWORK_TIMEOUT_MS / 1000 };
    if (pushed.code === 0 && !pushed.timedOut) {
      log(`Editor: published ${look.file} to ${look.remote.name} ${look.target.branch} (commit ${commit})`);
      return end(200, 'pushed', pushResults.pushed(look, { ...facts, commit }), { commit, remote: look.remote, branch: look.target.branch });
    }
    const text = `${pushed.out}\n${pushed.err}`;
    log(`Editor: git push failed${pushed.timedOut ? ' (stopped after the time limit)' : ''}: ${redact(text.trim())}`);
    const outcome = pushed.timedOut ? 'timeout'
      : /\[remote rejected\]/.test(text) ? 'refused'
      : /\[rejected\]|non-fast-forward|fetch first/i.test(text) ? 'rejected'
      : /authentication failed|could not read (username|password)|terminal prompts disabled|permission denied|access denied|invalid username or password|returned error: 40[13]|host key verification failed/i.test(text) ? 'auth'
      : /could not resolve|connection (refused|timed out|reset)|timed out|network is unreachable|no route to host|unable to access|could not read from remote|does not appear to be a git repository|not found|failed to connect|name or service not known/i.test(text) ? 'network'
      : 'failed';
    const said = outcome === 'refused' ? (/\[remote rejected\]\s*\(([^)]*)\)/.exec(text)?.[1] ?? gitSaid(pushed)) : gitSaid(pushed);
    return end(outcome === 'timeout' ? 504 : outcome === 'rejected' ? 409 : 502, outcome, pushResults[outcome](look, { ...facts, said }), { commit: recorded ?? null });
  }

  async function publishNow(message, { alsoOthers = false, version }) {
    const ready = await underSaveLock(async () => {
      const look = await inspect();
      if (look.state === 'nothing') return { end: end(200, 'nothing', stateSentence(look)) };
      if (look.state !== 'ready') return { end: end(409, look.state, stateSentence(look), look.state === 'no-identity' ? { commands: IDENTITY_COMMANDS } : {}) };
      if (version !== undefined && version !== look.version) return { end: end(409, 'changed', refusals.changed(look)) };
      if (look.othersCount && !alsoOthers) return { end: end(409, 'others', refusals.others(look), { others: look.others }) };
      if (!look.changed) return { look, recorded: null };
      const made = await record(look, message);
      return made.end ? made : { look, recorded: made.commit };
    });
    return ready.end ?? send(ready.look, ready.recorded);
  }

  return {
    status: async () => ({ status: 200, answer: shown(await inspect({ propose: true })) }),
    /** body: { message, alsoOthers?: boolean, version?: the version the page was shown }. */
    async publish(bytes) {
      let body;
      try {
        body = bodyOf(bytes, { message: 'string', alsoOthers: 'any?', version: 'string?' });
        if (body.alsoOthers !== undefined && typeof body.alsoOthers !== 'boolean') throw new BadRequest('the request\'s "alsoOthers" must be true or false');
        if (body.message.length > MAX_MESSAGE) throw new BadRequest(`the message is longer than ${MAX_MESSAGE} characters`);
      } catch (e) {
        if (e instanceof BadRequest) return { status: 400, answer: { ok: false, error: e.message } };
        throw e;
      }
      if (!body.message.trim()) return end(422, 'empty', refusals.empty());
      const done = publishing.then(() => publishNow(body.message.trim(), body));
      publishing = done.catch(() => {});
      return done;
    },
  };
}
