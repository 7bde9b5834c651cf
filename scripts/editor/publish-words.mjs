// What Publish says, for each way it can end (publish.mjs decides which): full sentences for an
// owner who does not use git every day, saying what happened, whether their change is safe, and
// the one thing to do next. Commands to type are exact; the headings named are the README's and
// docs/deploy.md's own.

const BY_HAND = 'Until then, you can publish by hand as the README says (section "Publishing"): npm run build -- --release, then put the dist folder on your host (docs/deploy.md, "Deploy").';
const ABORT = { merge: 'git merge --abort', rebase: 'git rebase --abort', 'cherry-pick': 'git cherry-pick --abort', revert: 'git revert --abort' };

/** "origin (https://github.com/me/site.git), branch main" */
export const where = (look) => `${look.remote.name}${look.remote.url ? ` (${look.remote.url})` : ''}, branch ${look.target.branch}`;

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Whether the owner's work is safe on this computer, after a push that did not go out. */
function kept(commit, look) {
  if (commit) return `Your change is kept on this computer, in commit ${commit}, so nothing is lost.`;
  return `Your ${look.waitingCount === 1 ? 'change is' : 'changes are'} kept on this computer, in the ${plural(look.waitingCount, 'commit')} waiting to be sent, so nothing is lost.`;
}

/** Before anything is done: why Publish cannot go ahead (null when it can). */
export function stateSentence(look) {
  switch (look.state) {
    case 'no-git': return `Not published: git is not installed on this computer (or npm start cannot find it), so the editor cannot publish. Install it from https://git-scm.com and start npm start again. ${BY_HAND}`;
    case 'not-git': return `Not published: this project's folder is not a git checkout, so the editor has nowhere to record and send the change. ${BY_HAND}`;
    case 'detached': return 'Not published: this checkout is not on a branch just now (git calls it a "detached HEAD"), so there is no branch to send. In a terminal in the project\'s folder, run git switch main (or the name of your branch), then press Publish again.';
    case 'in-progress': return `Not published: git is in the middle of a ${look.operation} in this folder, and a change recorded now would be mixed into it. In a terminal in the project's folder, finish it (git status says how) or stop it with ${ABORT[look.operation] ?? 'git status'}, then press Publish again.`;
    case 'no-remote': return `Not published: this project is not connected to an online copy (a git "remote"), so there is nowhere to send it. To connect one, make a repository at your host as the README says (section "Publishing", and docs/deploy.md, "Deploy"), then in a terminal in the project's folder run git remote add origin followed by the repository's address, and press Publish again. ${BY_HAND}`;
    case 'no-identity': return `Not published: git does not know your name and e-mail yet, and it writes them on every change it records. In a terminal, run these two commands with your own name and e-mail, then press Publish again: ${IDENTITY_COMMANDS.join(' and ')}`;
    case 'nothing': return `Nothing to publish: ${look.file} is the same as in the last commit, and nothing is waiting to be sent.`;
    default: return null;
  }
}

/** The box of the confirm step (src/editor/Publish.tsx says the same). */
export const alsoSendLabel = (n) => (n === 1 ? 'Also send this 1 other change' : `Also send these ${n} other changes`);

export const IDENTITY_COMMANDS = ['git config --global user.name "Your Name"', 'git config --global user.email "you@example.org"'];

/** What the confirm step says will be sent. */
export function plan(look) {
  const parts = [];
  const own = look.waitingCount - look.othersCount;
  const none = `change${own === 1 ? 's' : ''} no other file`;
  if (look.changed) {
    parts.push(`Publish records ${look.file} as it is saved now, and only that file, as one commit with the message below, then sends it to ${where(look)}.`);
    if (own > 0) parts.push(`Going with it: ${plural(own, 'commit')} recorded earlier on this computer, which ${none}.`);
  } else {
    parts.push(`${look.file} is the same as in the last commit. Publish sends what is recorded on this computer and not sent yet to ${where(look)}${own > 0 ? `: ${plural(own, 'commit')}, which ${none}` : ''}.`);
  }
  const n = look.othersCount;
  if (n) parts.push(`${plural(n, 'other change')} on this computer, to other files, ${n === 1 ? 'is' : 'are'} waiting to be sent too: ${n === 1 ? 'it goes' : 'they go'} only if you tick the box below.`);
  if (look.behind > 0) parts.push(`The online copy has ${plural(look.behind, 'newer change')} this computer has not taken in yet: the send will be refused until you run git pull in a terminal (your change stays recorded here).`);
  return parts.join(' ');
}

export const refusals = {
  others: (look) => {
    const n = look.othersCount;
    const them = n === 1 ? 'it' : 'them';
    return `Not published: ${plural(n, 'other change')} to other files than ${look.file} ${n === 1 ? 'is' : 'are'} waiting to be sent from this computer, and Publish never sends ${them} without asking. Tick "${alsoSendLabel(n)}" to send ${them} too, or send ${them} yourself with git push. Nothing was recorded or sent.`;
  },
  changed: (look) => `Not published: ${look.file} changed since Publish was opened (a save, or a change made by hand). Look at what will be sent and at the message again, then press Publish now.`,
  empty: () => 'Not published: the message is empty. Write a few words saying what changed, then press Publish now.',
  commitFailed: (look, said) => `Not published: git did not record the change${said ? ` (it said: "${said}")` : ''}. Nothing was sent, and ${look.file} is as you saved it.`,
};

/** After the push: what happened, and what to do when it did not go out. */
export const pushResults = {
  pushed: (look, { commit, sent }) => {
    const what = look.changed ? `commit ${commit}${sent > 1 ? `, with ${plural(sent - 1, 'earlier commit')},` : ''} was`
      : sent === 1 ? `the change waiting on this computer (commit ${commit}) was` : `the ${sent} changes waiting on this computer (the last is commit ${commit}) were`;
    return `Published: ${what} sent to ${where(look)}. If your host builds the site from there, it updates in a few minutes.`;
  },
  rejected: (look, { commit }) => `Not published: the online copy (${where(look)}) has newer changes that this computer does not have yet, and Publish never overwrites them. ${kept(commit, look)} To publish it, open a terminal in the project's folder and run git pull (it brings in the newer changes and joins yours to them), then press Publish again.`,
  auth: (look, { commit }) => `Not published: the online copy (${where(look)}) refused the sign-in, or this computer has none saved for it. ${kept(commit, look)} Sign in once from a terminal: in the project's folder run git push, which asks for your sign-in to your host and sends the change; after that, Publish can send on its own.`,
  network: (look, { commit }) => `Not published: the online copy (${where(look)}) could not be reached: this computer may be offline, or the address may be wrong. ${kept(commit, look)} Check the connection, then press Publish again.`,
  timeout: (look, { commit, seconds }) => `Not published: the online copy (${where(look)}) did not answer within ${seconds} seconds, so the editor stopped waiting. ${kept(commit, look)} Check the connection, then press Publish again; if it keeps happening, run git push in a terminal, which shows what it is waiting for.`,
  refused: (look, { commit, said }) => `Not published: the online copy (${where(look)}) refused the change${said ? ` (it said: "${said}")` : ''}. ${kept(commit, look)} Ask whoever manages the repository at your host, then press Publish again.`,
  failed: (look, { commit, said }) => `Not published: git could not send the change${said ? ` (it said: "${said}")` : ''}. ${kept(commit, look)} Press Publish again; if it happens again, run git push in a terminal to see more.`,
};
