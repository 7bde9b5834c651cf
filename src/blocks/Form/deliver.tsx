// Sending a form and keeping what was typed until it has been sent. Loaded on the first keystroke
// or submit of a form that has a "delivery", never with the page (the budget counts first loads),
// so the sending states' words and markup live here, not in Form.tsx.
import type { ReactNode } from 'react';
import type { BlockOf } from '../../../schema/model/block';
import type { UiStrings } from '../../i18n/types';
import { buttonClass } from '../../ui/Button/Button';
import { notify, type Notice } from '../../ui/notify';
import { draftPrefix } from '../../data/storedKeys';
import { EmailInstead } from './EmailInstead';
import { fieldsOf } from './fields';

type Delivery = NonNullable<BlockOf<'form'>['delivery']>;

/** Why a message was not sent (or not confirmed): the words for each are ui.form[reason]. */
export interface Failure { reason: 'server' | 'network' | 'unsupported' | 'unconfirmed'; status?: number }

/** Statuses that say this address takes no form posts at all (a host without form handling, a
 * wrong endpoint): trying again cannot help. */
const UNSUPPORTED = new Set([404, 405, 501]);
/** Trying again can help after these; not after "unsupported", and never after "unconfirmed",
 * which may have arrived (a second try would send it twice). */
const RETRY: ReadonlySet<Failure['reason']> = new Set(['server', 'network']);
const PROBE_MS = 5000;

/**
 * Posts the form's fields, urlencoded as a browser posts a form: to the endpoint, or for Netlify
 * Forms to the site itself with the form's name in "form-name". Resolves once the answer is a 2xx;
 * rejects with a Failure otherwise. When no answer has come within the delivery's timeout,
 * `onWaiting` is called and the request goes on: the service may have the message already (a slow
 * answer is not a refusal), and cancelling the request would not take it back, only lose the
 * answer that says so. A late answer settles it as any other.
 */
export async function deliver(form: HTMLFormElement, d: Delivery, honeypot: string, onWaiting?: () => void): Promise<void> {
  const data = new FormData(form);
  // A bot filled in the field people never see: answer as if sent, send nothing.
  if (data.get(honeypot)) return;
  if (d.endpoint) data.delete(honeypot);
  const body = new URLSearchParams([...data].map(([k, v]) => [k, String(v)]));
  const timer = setTimeout(() => onWaiting?.(), d.timeout * 1000);
  let res: Response;
  try {
    res = await fetch(d.endpoint ?? '/', { method: 'POST', body, headers: { Accept: 'application/json' } });
  } catch {
    clearTimeout(timer); // settled: the check below is not a wait for its answer
    throw { reason: d.endpoint && await reachable(d.endpoint) ? 'unconfirmed' : 'network' } satisfies Failure;
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) throw { reason: UNSUPPORTED.has(res.status) ? 'unsupported' : 'server', status: res.status } satisfies Failure;
}

/**
 * Whether the service answers at all. A post to another site is sent even when that site's answer
 * lacks the headers (CORS) that let this page read it: then the message most likely arrived, and
 * only its receipt is unreadable. An opaque (no-cors) request, which sends no message, tells that
 * apart from a connection that failed.
 */
async function reachable(endpoint: string): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(endpoint, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(PROBE_MS) });
    return true;
  } catch {
    return false;
  }
}

export interface Submit { delivery: Delivery; honeypot: string; ui: UiStrings; email: string; notice: Notice; show: (status: ReactNode) => void }

/** The newest send of each form: only it speaks (an older one answering late leaves it the status). */
const newest = new WeakMap<HTMLFormElement, object>();

/**
 * One submit: says it is sending (and ignores another submit meanwhile), then either shows the
 * notice and clears the form and its draft, or says in words what happened, keeping everything
 * typed, with Try again where trying again can help, and the site's e-mail (the message in it).
 * With no answer within the timeout it says what is true, that the message may still arrive
 * (never "not sent" with Try again, which would send it twice), and keeps waiting: a late answer
 * replaces those words. The button answers again meanwhile, so sending anew stays the visitor's choice.
 */
export async function submit(form: HTMLFormElement, { delivery, honeypot, ui, email, notice, show }: Submit): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (button?.getAttribute('aria-disabled')) return;
  button?.setAttribute('aria-disabled', 'true');
  const self = {};
  newest.set(form, self);
  const current = () => newest.get(form) === self;
  let waiting = false;
  show(ui.form.sending);
  try {
    await deliver(form, delivery, honeypot, () => {
      waiting = true;
      button?.removeAttribute('aria-disabled');
      show(waitingView(form, ui, email));
    });
    if (!current()) return;
    clearDraft(form);
    form.reset();
    show(null);
    notify(notice);
  } catch (e) {
    const f = e as Failure;
    // A connection lost after that long tells no more than the silence did: it may have arrived.
    if (current() && !(waiting && f.reason === 'network')) show(failureView(f, form, ui, email));
  } finally {
    if (current()) button?.removeAttribute('aria-disabled');
  }
}

function waitingView(form: HTMLFormElement, ui: UiStrings, email: string): ReactNode {
  return <><strong>{ui.form.noAnswer}</strong> <EmailInstead form={form} email={email} template={ui.form.writeInstead} /></>;
}

function failureView(f: Failure, form: HTMLFormElement, ui: UiStrings, email: string): ReactNode {
  // String replace, not data/format: importing it here would split it from formatNodes into a chunk of its own on every page.
  const said = f.reason === 'unconfirmed' ? ui.form.unconfirmed
    : ui.form.failed.replace('{reason}', ui.form[f.reason].replace('{status}', String(f.status)));
  return <>
    <strong>{said}</strong>{' '}
    {RETRY.has(f.reason) && <><button type="submit" className={buttonClass('outline', 'sm')}>{ui.form.retry}</button>{' '}</>}
    <EmailInstead form={form} email={email} template={ui.form.writeInstead} />
  </>;
}

const draftKey = (form: HTMLFormElement) => draftPrefix(location.pathname) + form.id;

// sessionStorage: the draft outlives a reload or a visit to another page, not the tab. Storage can
// be refused (a private window, a full quota): then the form simply keeps what it shows.
const store = {
  get: (k: string) => { try { return sessionStorage.getItem(k); } catch { return null; } },
  set: (k: string, v: string | null) => { try { if (v === null) sessionStorage.removeItem(k); else sessionStorage.setItem(k, v); } catch { /* kept on screen only */ } },
};

export function saveDraft(form: HTMLFormElement): void {
  store.set(draftKey(form), JSON.stringify(Object.fromEntries(fieldsOf(form).map((el) => [el.name, el.value]))));
}

/** Puts back what was typed before, in fields still empty. */
export function restoreDraft(form: HTMLFormElement): void {
  let values: Record<string, unknown> = {};
  try { values = JSON.parse(store.get(draftKey(form)) ?? '{}'); } catch { /* not a draft of ours */ }
  for (const el of fieldsOf(form)) if (!el.value && typeof values[el.name] === 'string') el.value = values[el.name] as string;
}

export const clearDraft = (form: HTMLFormElement): void => store.set(draftKey(form), null);
