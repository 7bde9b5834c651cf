// "Show JSON names": the forms speak plain words ("Link address"); for someone who also edits
// data/site.json by hand, this toggle adds each field's JSON key after its label (`href`) and
// each problem's place in the file (routes[10].blocks[3].href, line 412). Remembered in this
// browser (localStorage), shared by every tab, and read anywhere with useJsonNames(): no provider
// is needed, so a field reads the setting wherever the toggle is placed.
import { useSyncExternalStore } from 'react';
import type { Path } from './formDescription';
import * as css from './editor.css';

const KEY = 'site-editor-json-names';

const stored = (): boolean => {
  try { return globalThis.localStorage?.getItem(KEY) === 'on'; } catch { return false; }
};

let on = stored();
const listeners = new Set<() => void>();
const tell = () => { for (const l of listeners) l(); };

/** Another tab's toggle: one listener for the page, however many fields read the setting. */
let watching = false;
const fromOtherTab = (e: StorageEvent) => { if (e.key === KEY) { on = stored(); tell(); } };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching) { watching = true; globalThis.addEventListener?.('storage', fromOtherTab); }
  return () => { listeners.delete(listener); };
}

/** Turns the JSON names on or off, here and (through localStorage) in the editor's other tabs. */
export function setJsonNames(show: boolean): void {
  on = show;
  try {
    if (show) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch { /* not kept: this tab still shows them until it is reloaded */ }
  tell();
}

/** Whether the JSON names are shown. */
export const useJsonNames = (): boolean => useSyncExternalStore(subscribe, () => on, () => false);

/** The toolbar's toggle. */
export function JsonNamesToggle() {
  const show = useJsonNames();
  return (
    <label className={css.jsonToggle}>
      <input type="checkbox" checked={show} onChange={(e) => setJsonNames(e.target.checked)} />
      Show JSON names
    </label>
  );
}

/** A place as `npm run validate` writes it: routes[10].blocks[3].href (lists counted from 1). */
export function jsonPlace(path: Path): string {
  return path.reduce<string>((s, seg) => (typeof seg === 'number' ? `${s}[${seg + 1}]` : /^[A-Za-z_$][\w$]*$/.test(seg) ? (s ? `${s}.${seg}` : seg) : `${s}[${JSON.stringify(seg)}]`), '');
}

/** The key of a field in the JSON, `href`, or a list's item, `links[4]` (counted from 1, as validate writes it). */
export function jsonKey(path: Path): string {
  const last = path.at(-1);
  if (typeof last === 'number') return `${String(path.at(-2) ?? '')}[${last + 1}]`;
  return last === undefined ? '' : String(last);
}

/** A field's JSON key after its label, when the JSON names are shown; its whole place on hover. */
export function JsonName({ path }: { path: Path }) {
  const show = useJsonNames();
  if (!show || !path.length) return null;
  return <code className={css.jsonName} title={jsonPlace(path)}>{jsonKey(path)}</code>;
}
