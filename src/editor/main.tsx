// The editor page's start (the page itself is served by scripts/editor/editor.mjs): takes the run's
// token from the address, makes sure no service worker stands between the page and its server,
// finds this tab's id and the drafts kept in this browser, loads the form description and
// site.json, then shows the editor. Its own bundle: nothing of it is part of the published site.
import { createRoot } from 'react-dom/client';
import { loadForm, loadSite, takeToken } from './api';
import { App } from './App';
import { claimTab, openTabs, readDrafts } from './drafts';

const mount = document.getElementById('editor')!;
const say = (text: string) => { mount.innerHTML = ''; const p = document.createElement('p'); p.setAttribute('role', 'alert'); p.textContent = text; mount.append(p); };
const RELOADED_FOR_WORKER = 'site-editor-left-worker';
let started = false;

/**
 * A service worker of a built site (npm run build, served once on this address) answers the
 * requests of every page of its address, the editor's included, and may answer site.json's request
 * with a copy it kept. The editor takes its data from its server only: when a worker controls this
 * page, every worker of this address is removed and the page loads again, once (a second load
 * still controlled goes on rather than loop). True when the page is loading again.
 */
async function leaveServiceWorker(): Promise<boolean> {
  const sw = navigator.serviceWorker;
  if (!sw?.controller) { sessionStorage.removeItem(RELOADED_FOR_WORKER); return false; }
  try { await Promise.all((await sw.getRegistrations()).map((r) => r.unregister())); } catch { /* none to remove */ }
  if (sessionStorage.getItem(RELOADED_FOR_WORKER)) return false;
  sessionStorage.setItem(RELOADED_FOR_WORKER, '1');
  location.reload();
  return true;
}

async function start() {
  if (!takeToken()) {
    say('Open the editor from the address npm start printed in its window (it ends with #token=…): that key lets this tab, and only this tab, save the site.');
    return;
  }
  if (await leaveServiceWorker()) return;
  started = true;
  const [tab, form, site] = await Promise.all([claimTab(), loadForm(), loadSite()]);
  if (form.status !== 200 || site.status !== 200) {
    started = false;
    say(`The editor could not start: ${form.error ?? site.error ?? 'no answer'}. If npm start was restarted, open the new address it printed.`);
    return;
  }
  const open = await openTabs();
  const drafts = readDrafts().filter((d) => d.tab === tab || !open.has(d.tab));
  createRoot(mount).render(<App form={form} site={{ value: site.value, version: site.version }} tab={tab} drafts={drafts} />);
}

const fail = (e: unknown) => { started = false; say(`The editor could not start: ${e instanceof Error ? e.message : String(e)}. Is npm start still running?`); };

// A new address pasted into this tab while it shows the editor changes only the address's #: the
// token is taken from it (and dropped from the address) here, and the editor starts if it had not.
addEventListener('hashchange', () => {
  if (!/(?:^#|&)token=/.test(location.hash)) return;
  takeToken();
  if (!started) start().catch(fail);
});

// npm start saw the editor's code or the schema change: this tab loads the new ones. Its draft is
// kept in this browser (App.tsx keeps it as the page goes) and restored on load, so nothing is lost.
new EventSource('/_editor/events').addEventListener('reload', () => location.reload());

start().catch(fail);
