// The editor page's requests to its server. The run's token comes in the address npm start prints
// (#token=…), is kept in this tab's sessionStorage (so a reload keeps it, and no other site or tab
// can read it) and is sent as a header with every request. The address then drops it, in place
// (history.replaceState), so no entry of the tab's history keeps it: not the one the editor opened
// with, nor one made by pasting a new address into a tab already showing the editor (which loads
// no new page, only changes the address's #: main.tsx takes the token again on hashchange).
import type { EditorProblem, FormDescription } from './formDescription';

const KEY = 'site-editor-token';

export function takeToken(): string | null {
  const fromUrl = /(?:^#|&)token=([\w-]+)/.exec(location.hash)?.[1];
  if (fromUrl) {
    sessionStorage.setItem(KEY, fromUrl);
    history.replaceState(history.state, '', location.pathname + location.search);
  }
  return sessionStorage.getItem(KEY);
}

async function call<T>(name: string, body?: unknown): Promise<T & { status: number }> {
  const res = await fetch(`/_editor/api/${name}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Editor-Token': sessionStorage.getItem(KEY) ?? '', ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const data = res.headers.get('content-type')?.includes('json') ? await res.json() : { error: await res.text() };
  return { ...data, status: res.status };
}

/** A save's answer: 200 ok with the new version; 409 conflict (the file changed since the draft's
 * version; `version` the file's now); 422 problems; 400, 413 or 503 an error in a sentence. */
export interface SaveAnswer { ok: boolean; version?: string; error?: string; conflict?: boolean; problems?: EditorProblem[]; warnings?: EditorProblem[] }

export const loadForm = () => call<FormDescription & { error?: string }>('form');
export const loadSite = () => call<{ value: unknown; version: string; error?: string }>('site');
/** `busy`: a newer check took this one's place (503), so its answer says nothing. */
export const checkDraft = (value: unknown) => call<{ ok: boolean; busy?: boolean; error?: string; problems?: EditorProblem[]; warnings?: EditorProblem[] }>('check', { value });
export const saveDraft = (value: unknown, version: string) => call<SaveAnswer>('save', { value, version });
export const previewPage = (value: unknown, path: string, lang: string, scheme: string) =>
  call<{ ok: boolean; busy?: boolean; error?: string; html?: string; problems?: EditorProblem[] }>('preview', { value, path, lang, scheme });

/** A commit waiting on this computer to be sent; `other`: it changes other files than the site's. */
export interface WaitingCommit { id: string; subject: string; files: string[]; other: boolean }
/** What Publish would do (GET): `state` 'ready' when it can, else why not, said in `message`. */
export interface PublishStatus {
  ok: boolean; state: string; message: string; git?: boolean; error?: string; commands?: string[];
  file?: string; branch?: string | null; remote?: { name: string; url: string }; upstream?: string | null; target?: string;
  changed?: boolean; version?: string; proposed?: string; ahead?: number; behind?: number | null; waiting?: WaitingCommit[]; others?: WaitingCommit[];
  /** All the commits waiting, and those counted as other changes (the lists stop at 200). */
  waitingCount?: number; othersCount?: number;
}
/** What Publish did (POST): `outcome` 'pushed' or 'nothing' (ok), or why not, said in `message`. */
export interface PublishAnswer { ok: boolean; outcome?: string; message?: string; error?: string; commit?: string | null; commands?: string[] }

export const publishStatus = () => call<PublishStatus>('publish');
export const publishNow = (message: string, alsoOthers: boolean, version?: string) => call<PublishAnswer>('publish', { message, alsoOthers, version });
