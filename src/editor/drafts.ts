// The drafts kept in this browser (localStorage), one per editor tab, so a tab's unsaved changes
// survive a reload or a closed tab and no tab's typing or save ever replaces another's draft.
// A tab is known by an id in its sessionStorage (kept by a reload, gone with the tab); while the
// tab is open it holds a lock of that name (Web Locks), so a duplicated tab, which copies
// sessionStorage, takes an id of its own, and the drafts of tabs still open are told from those
// of tabs that were closed. Each entry holds the version of site.json the draft started from, that
// version's value (to apply the draft to a newer file: merge.ts) and the draft as its changes
// from it, with the time it was kept.
import { applyPatch, patchOf, type Edit } from './merge';

const PREFIX = 'site-editor-draft:';
/** The single draft of the editor before drafts were kept per tab: offered like another tab's. */
const LEGACY = 'site-editor-draft';
export const LEGACY_TAB = 'earlier';
const TAB_KEY = 'site-editor-tab';
const LOCK = 'site-editor-tab:';
/** How long a reloaded tab waits for its own lock, which the page it replaces may still hold. */
const RELOAD_WAIT_MS = 1500;

export interface Draft {
  tab: string;
  /** The version of site.json the draft started from. */
  version: string;
  /** That version's value; null when not known (a draft of the editor before drafts per tab). */
  base: unknown;
  doc: unknown;
  /** When it was kept (ms since 1970). */
  saved: number;
}
interface Stored { version: string; saved: number; base: unknown; edits: Edit[] }

const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/** Holds the lock `name` until the page goes; false when another open page holds it. */
function hold(name: string, wait: number): Promise<boolean> {
  const locks = navigator.locks;
  if (!locks) return Promise.resolve(true);
  return new Promise((done) => {
    locks.request(name, wait ? { signal: AbortSignal.timeout(wait) } : { ifAvailable: true }, (lock) => {
      done(!!lock);
      return lock ? new Promise<void>(() => {}) : undefined;
    }).catch(() => done(false));
  });
}

/** This tab's id: the one it had before a reload, else a new one. */
export async function claimTab(): Promise<string> {
  let id = sessionStorage.getItem(TAB_KEY);
  if (id && (await hold(LOCK + id, RELOAD_WAIT_MS))) return id;
  id = newId();
  await hold(LOCK + id, 0);
  sessionStorage.setItem(TAB_KEY, id);
  return id;
}

/** The ids of the editor tabs open now (their drafts are theirs, not left behind). */
export async function openTabs(): Promise<Set<string>> {
  try {
    const held = (await navigator.locks?.query())?.held ?? [];
    return new Set(held.map((l) => l.name ?? '').filter((n) => n.startsWith(LOCK)).map((n) => n.slice(LOCK.length)));
  } catch {
    return new Set();
  }
}

/** Every draft kept in this browser (one it cannot read is left as it is). */
export function readDrafts(): Draft[] {
  const out: Draft[] = [];
  let keys: string[] = [];
  try { keys = Object.keys(localStorage); } catch { return out; }
  for (const key of keys) {
    try {
      if (key.startsWith(PREFIX)) {
        const s = JSON.parse(localStorage.getItem(key) ?? 'null') as Stored;
        if (typeof s?.version !== 'string' || !Array.isArray(s.edits)) continue;
        out.push({ tab: key.slice(PREFIX.length), version: s.version, base: s.base ?? null, doc: applyPatch(s.base ?? null, s.edits), saved: Number(s.saved) || 0 });
      } else if (key === LEGACY) {
        const s = JSON.parse(localStorage.getItem(key) ?? 'null') as { version?: unknown; doc?: unknown };
        if (typeof s?.version === 'string' && s.doc !== undefined) out.push({ tab: LEGACY_TAB, version: s.version, base: null, doc: s.doc, saved: 0 });
      }
    } catch { /* not a draft this editor wrote: left alone */ }
  }
  return out.sort((a, b) => b.saved - a.saved);
}

/** Why a draft could not be kept: 'full' (the browser's storage for this site is full), 'refused'. */
export type KeepFailure = 'full' | 'refused';

/** Keeps the draft of `tab`; null when kept. */
export function keepDraft(d: Omit<Draft, 'saved'>): KeepFailure | null {
  try {
    const stored: Stored = { version: d.version, saved: Date.now(), base: d.base, edits: patchOf(d.base, d.doc) };
    localStorage.setItem(PREFIX + d.tab, JSON.stringify(stored));
    return null;
  } catch (e) {
    const quota = e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22);
    return quota ? 'full' : 'refused';
  }
}

export function dropDraft(tab: string): void {
  try { localStorage.removeItem(tab === LEGACY_TAB ? LEGACY : PREFIX + tab); } catch { /* storage off: nothing was kept */ }
}
