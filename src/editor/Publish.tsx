// Publish, in the toolbar: records the saved data/site.json in git and sends it to the online copy
// (scripts/editor/publish.mjs), so the owner needs no terminal for an everyday change. The button
// opens a panel in place (a disclosure, not a dialog): what will be sent, the message proposed
// from what changed (the owner can rewrite it), the other changes waiting on this computer, which
// go only with the box ticked, and Publish now / Cancel. What happened is said in a status line.
import { useEffect, useId, useRef, useState } from 'react';
import { publishNow, publishStatus, type PublishStatus } from './api';
import * as css from './editor.css';

const SAVE_FIRST = 'Not published: this tab has unsaved changes, and Publish sends data/site.json as it is saved. Save first, then press Publish now.';
const NO_ANSWER = 'Not published: the editor did not answer. Is npm start still running? Nothing was sent.';
/** The commits listed at most; a first push of a long history says how many more. */
const SHOWN = 20;

/** The box of the confirm step (scripts/editor/publish-words.mjs names it the same). */
export const alsoSendLabel = (n: number) => (n === 1 ? 'Also send this 1 other change' : `Also send these ${n} other changes`);

export function Publish({ dirty, busy = false }: { dirty: boolean; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const [look, setLook] = useState<PublishStatus | null>(null);
  const [message, setMessage] = useState('');
  const [alsoOthers, setAlsoOthers] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  /** Asks the server what Publish would do now. After a publish that did not go out, a message the
   * owner rewrote is kept, and the status keeps saying why it did not. */
  const refresh = async (afterTry: boolean) => {
    const r = await publishStatus().catch(() => null);
    if (!r || r.status !== 200) { setLook(null); if (!afterTry) setResult(r?.error ? `Not published: ${r.error}` : NO_ANSWER); return; }
    setLook(r);
    setMessage((m) => (afterTry && m.trim() && m !== look?.proposed ? m : r.proposed ?? ''));
    setAlsoOthers(false);
    if (r.state !== 'ready' && !afterTry) setResult(r.message);
  };

  // Looked at when the panel opens, and again once the unsaved changes are saved (refresh is left
  // out of the dependencies: it is a new function at each render).
  useEffect(() => {
    if (!open) return;
    if (dirty) { setResult(SAVE_FIRST); return; }
    setResult('');
    setLook(null);
    void refresh(false);
  }, [open, dirty]);

  const close = () => { setOpen(false); setLook(null); button.current?.focus(); };

  const confirm = async () => {
    if (dirty) { setResult(SAVE_FIRST); return; }
    if (!look) return;
    setSending(true);
    setResult('Publishing: recording data/site.json and sending it…');
    try {
      // With nothing new to record the message is not used, and not shown: any text will do.
      const r = await publishNow(look.changed ? message : message.trim() || look.proposed || 'Site', alsoOthers, look.version);
      setResult(r.message ?? (r.error ? `Not published: ${r.error}` : NO_ANSWER));
      if (r.ok) close();
      else await refresh(true);
    } catch {
      setResult(NO_ANSWER);
    } finally {
      setSending(false);
    }
  };

  const others = look?.others ?? [];
  const othersCount = look?.othersCount ?? others.length;
  const own = (look?.waiting ?? []).filter((c) => !c.other);
  const ready = look?.state === 'ready' && !dirty;
  const blocked = sending || busy || !ready || (look?.changed === true && !message.trim()) || (othersCount > 0 && !alsoOthers);

  return (
    <>
      <button ref={button} type="button" className={css.button} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => (open ? close() : setOpen(true))}>
        Publish
      </button>
      <section id={`${id}-panel`} className={css.publishPanel} aria-labelledby={`${id}-title`} hidden={!open} aria-busy={open && !dirty && !look}>
        {open && (
          <>
            <h2 id={`${id}-title`} className={css.noticeTitle}>Publish {look?.file ?? 'data/site.json'}</h2>
            {!dirty && !look && <p className={css.noticeText}>Looking at what there is to publish…</p>}
            {ready && <p className={css.noticeText}>{look.message}</p>}
            {look?.commands && (
              <ul className={css.changes}>{look.commands.map((c) => <li key={c}><code>{c}</code></li>)}</ul>
            )}
            {ready && look.changed && (
              <div className={css.field}>
                <label className={css.label} htmlFor={`${id}-message`}>Message for this change</label>
                <p id={`${id}-hint`} className={css.description}>Proposed from what changed since the last commit: say it in your own words if you like. It is kept with the change in the project's history.</p>
                <textarea id={`${id}-message`} className={css.control} rows={3} value={message} aria-describedby={`${id}-hint`} onChange={(e) => setMessage(e.target.value)} />
              </div>
            )}
            {ready && own.length > 0 && <Commits title="Recorded earlier on this computer, not sent yet" list={own} total={own.length} />}
            {ready && othersCount > 0 && (
              <>
                <Commits title="Other changes waiting on this computer (they change other files)" list={others} total={othersCount} />
                <label className={css.row}>
                  <input type="checkbox" checked={alsoOthers} onChange={(e) => setAlsoOthers(e.target.checked)} />
                  {alsoSendLabel(othersCount)}
                </label>
              </>
            )}
            <div className={css.row}>
              {ready && <button type="button" className={css.primary} disabled={blocked} onClick={confirm}>Publish now</button>}
              <button type="button" className={css.button} onClick={close}>Cancel</button>
            </div>
          </>
        )}
      </section>
      <p className={result ? css.publishStatus : css.visuallyHidden} role="status" aria-live="polite">{result}</p>
    </>
  );
}

function Commits({ title, list, total }: { title: string; list: { id: string; subject: string; files: string[] }[]; total: number }) {
  return (
    <>
      <h3 className={css.noticeSub}>{title}</h3>
      <ul className={css.changes}>
        {list.slice(0, SHOWN).map((c) => (
          <li key={c.id} className={css.change}>
            <code>{c.id}</code> {c.subject}{c.files.length > 0 && ` (${c.files.slice(0, 5).join(', ')}${c.files.length > 5 ? `, ${c.files.length - 5} more files` : ''})`}
          </li>
        ))}
        {total > Math.min(list.length, SHOWN) && <li className={css.change}>and {total - Math.min(list.length, SHOWN)} more</li>}
      </ul>
    </>
  );
}
