// The site editor's page (served at /_editor/ by npm start, scripts/editor/editor.mjs): loads the
// form description and site.json, then shows the editor. Its own bundle: nothing of it is part of
// the published site.
import { createRoot } from 'react-dom/client';
import { loadForm, loadSite, takeToken } from './api';
import { App } from './App';

const mount = document.getElementById('editor')!;
const say = (text: string) => { mount.innerHTML = ''; const p = document.createElement('p'); p.setAttribute('role', 'alert'); p.textContent = text; mount.append(p); };

async function start() {
  if (!takeToken()) {
    say('Open the editor from the address npm start printed in its window (it ends with #token=…): that key lets this tab, and only this tab, save the site.');
    return;
  }
  const [form, site] = await Promise.all([loadForm(), loadSite()]);
  if (form.status !== 200 || site.status !== 200) {
    say(`The editor could not start: ${form.error ?? site.error ?? 'no answer'}. If npm start was restarted, open the new address it printed.`);
    return;
  }
  createRoot(mount).render(<App form={form} site={{ value: site.value, version: site.version }} />);
}

start().catch((e: unknown) => say(`The editor could not start: ${e instanceof Error ? e.message : String(e)}. Is npm start still running?`));
