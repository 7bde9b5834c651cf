// The editor: the toolbar (save, undo, what happened), the parts of the site, and the form of the
// part chosen, made from the schema. The draft is checked by the server a moment after each change
// (the incremental validation) and before each save (the full one); problems show beside their
// fields and in one list. The draft is kept in this browser for this tab (drafts.ts); the drafts
// of closed tabs are offered (OtherDrafts.tsx); a draft made on an older version of the file can be
// compared with the file and applied to it (Conflict.tsx).
//
// On any screen: the toolbar stays at the top (its status under its buttons, cut to two lines below
// a desktop's width with a button to read it all); the find box and the parts of the site stay in
// view beside the form, or on a phone in one row under the toolbar. Whatever opens a part (the
// sidebar, Add page, a place found, a problem's Show) brings its heading or field into view and,
// but for a part chosen in the sidebar beside the form, the focus to it (useOpenPart.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkDraft, loadSite, saveDraft } from './api';
import { Conflict } from './Conflict';
import { dropDraft, keepDraft, type Draft, type KeepFailure } from './drafts';
import type { EditorProblem, FormDescription } from './formDescription';
import { Field } from './fields/Field';
import { Find } from './FindBox';
import { sectionOf } from './find';
import { same } from './merge';
import { OtherDrafts, draftName } from './OtherDrafts';
import { getIn, pathKey } from './paths';
import { Preview } from './Preview';
import { ProblemPanel } from './ProblemPanel';
import { resolve } from './schema';
import { Sidebar } from './Sidebar';
import { useOpenPart } from './useOpenPart';
import { PageTools } from './PageTools';
import { Publish } from './Publish';
import { Ctx, useDraftState, type DraftState, type EditorContext } from './store';
import * as css from './editor.css';

const CHECK_DELAY_MS = 1200;
const KEEP_DELAY_MS = 300;
/** How often a draft the browser would not keep is tried again. */
const KEEP_RETRY_MS = 15_000;

interface FileNow { value: unknown; version: string }

/** Where the editor starts: this tab's own draft when it has one (a reload), else the file. */
function startingPoint(site: FileNow, own: Draft | undefined): { state: DraftState; resumed: 'same' | 'older' | null } {
  const file = { state: { doc: site.value, base: site.value, version: site.version }, resumed: null };
  if (!own) return file;
  if (own.version === site.version) return same(own.doc, site.value) ? file : { state: { doc: own.doc, base: site.value, version: site.version }, resumed: 'same' };
  if (own.base !== null && same(own.doc, own.base)) return file;
  return { state: { doc: own.doc, base: own.base, version: own.version }, resumed: 'older' };
}

const RESTORED = 'Your unsaved changes in this tab were restored from this browser.';
const OLDER = 'data/site.json was changed outside this tab after they were started: compare them with the file, or apply them to the file as it is now, before saving.';

export function App({ form, site, tab, drafts }: { form: FormDescription; site: FileNow; tab: string; drafts: Draft[] }) {
  const [start] = useState(() => startingPoint(site, drafts.find((d) => d.tab === tab)));
  const { doc, base, version, undoLabel, actions } = useDraftState(start.state, form.schema);
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  const [others, setOthers] = useState(() => drafts.filter((d) => d.tab !== tab));
  /** The file as it is now, when it is not the version the draft started from. */
  const [fileNow, setFileNow] = useState<FileNow | null>(start.resumed === 'older' ? site : null);
  /** The file as the editor last read or saved it. */
  const latest = useRef<FileNow>(site);
  const [message, setMessage] = useState(() => [
    start.resumed === 'same' ? `${RESTORED} Save to keep them, or discard them.` : start.resumed === 'older' ? `${RESTORED} ${OLDER}` : '',
    others.length ? `Unsaved changes from ${others.length === 1 ? 'a closed tab are' : 'closed tabs are'} kept in this browser: restore or delete them (listed above the form).` : '',
  ].filter(Boolean).join(' '));
  const [keepFailure, setKeepFailure] = useState<KeepFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const { section, setSection, openPart, refs, statusCut, wholeStatus, setWholeStatus } = useOpenPart(message);
  const announce = useCallback((m: string) => setMessage(m), []);
  const dirty = doc !== base;
  // Nothing typed is lost: the draft is kept in this browser a moment after each change, and at
  // once when the page goes (a reload or a closed tab within that moment). A draft the browser
  // would not keep (its storage full) says so until it is kept, and is tried again.
  const keep = useRef<() => KeepFailure | null>(() => null);
  useEffect(() => {
    if (!dirty) { dropDraft(tab); setKeepFailure(null); keep.current = () => null; return; }
    const now = () => { const failed = keepDraft({ tab, version, base, doc }); setKeepFailure(failed); return failed; };
    keep.current = now;
    const t = setTimeout(now, KEEP_DELAY_MS);
    const retry = keepFailure ? setInterval(now, KEEP_RETRY_MS) : undefined;
    addEventListener('pagehide', now);
    return () => { clearTimeout(t); clearInterval(retry); removeEventListener('pagehide', now); };
  }, [doc, base, version, tab, dirty, keepFailure]);

  // The check of the draft a moment after each change; an answer to an older check, or one a
  // newer check took the place of (503 busy), says nothing.
  const checks = useRef(0);
  useEffect(() => {
    if (!dirty) return;
    const n = ++checks.current;
    const c = setTimeout(() => {
      checkDraft(doc).then((r) => { if (n === checks.current && r.status === 200 && !r.busy) setProblems(r.problems ?? []); }).catch(() => {});
    }, CHECK_DELAY_MS);
    return () => clearTimeout(c);
  }, [doc, dirty]);

  const keptNote = (failed = keepFailure) => (failed ? 'Your changes are only in this tab: keep it open.' : 'Your changes are kept in this browser, and a reload keeps them.');

  /** Reads the file as it is now: the draft's conflict with it shows when it is another version. */
  const readFileNow = async (from: string): Promise<FileNow | null> => {
    const f = await loadSite().catch(() => null);
    if (f?.status !== 200) return null;
    latest.current = { value: f.value, version: f.version };
    setFileNow(f.version === from ? null : latest.current);
    return latest.current;
  };

  const save = async () => {
    const sent = doc;
    const from = version;
    setBusy(true);
    setMessage('Checking and saving…');
    try {
      const r = await saveDraft(sent, from);
      if (r.ok && r.version) {
        actions.saved(r.version, sent);
        latest.current = { value: sent, version: r.version };
        setFileNow(null);
        setProblems([]);
        setMessage('Saved to data/site.json. npm start rebuilds the site now: open it to see the change, then Publish to send it to your host.');
      } else if (r.status === 409 || r.conflict) {
        const failed = keep.current();
        const f = await readFileNow(from);
        setMessage(f && f.version === from
          ? 'Not saved: data/site.json was being changed outside this tab just then. It is as your changes expect now: save again.'
          : `Not saved: data/site.json was changed outside this tab after your changes were started (by hand, or by a save in another tab), and saving them as they are would undo that change. ${keptNote(failed)} ${f ? 'Compare them with the file, or apply them to the file as it is now, then save.' : 'The file could not be read just now: reload the editor to compare them with it.'}`);
      } else if (r.problems?.length) {
        setProblems(r.problems);
        setMessage(`Not saved: ${r.problems.length} problem${r.problems.length === 1 ? '' : 's'} to fix, shown beside each field and listed below. Nothing you typed is lost.`);
      } else {
        const why = (r.error ?? 'the editor did not answer').replace(/^Not saved:\s*/i, '').replace(/[.\s]+$/, '');
        setMessage(`Not saved: ${why}.${/kept/i.test(why) && !keepFailure ? '' : ` ${keptNote()}`}`);
      }
    } catch {
      setMessage(`Not saved: the editor did not answer. Is npm start still running? ${keptNote()}`);
    } finally {
      setBusy(false);
    }
  };

  /** Discard: this tab's draft is removed and the editor shows the file as it is now (as last
   * saved or read here, when the server does not answer); undo does not bring the changes back. */
  const discard = async () => {
    const f = await loadSite().catch(() => null);
    const now = f?.status === 200 ? { value: f.value, version: f.version } : base !== null ? { value: base, version } : null;
    if (!now) { setMessage('Not discarded: the editor did not answer, so it cannot show the file. Is npm start still running?'); return; }
    latest.current = now;
    actions.reset({ doc: now.value, base: now.value, version: now.version });
    dropDraft(tab);
    setFileNow(null);
    setProblems([]);
    setMessage(f?.status === 200 ? 'Discarded the unsaved changes of this tab: the editor shows data/site.json as it is now.' : 'Discarded the unsaved changes of this tab: the editor shows data/site.json as it was last saved or read here.');
  };

  const applied = (value: unknown, kept: { count: number; whose: 'mine' | 'theirs' } | null) => {
    if (!fileNow) return;
    const nothing = same(value, fileNow.value);
    actions.reset({ doc: nothing ? fileNow.value : value, base: fileNow.value, version: fileNow.version });
    setFileNow(null);
    const where = kept ? ` Where both changed the same place (${kept.count}), ${kept.whose === 'mine' ? 'your changes were kept' : 'the file’s were kept'}.` : '';
    setMessage(nothing ? 'Your changes were already in the file: there is nothing left to save.' : `Your changes were applied to the file as it is now.${where} Check them, then save.`);
  };

  const restore = (d: Draft) => {
    if (dirty) { setMessage('This tab has unsaved changes of its own: save or discard them first, then restore the other tab’s.'); return; }
    const now = latest.current;
    const dBase = d.base ?? (d.version === now.version ? now.value : null);
    // Kept under this tab first; the other tab's entry goes only once that worked.
    if (!keepDraft({ tab, version: d.version, base: dBase, doc: d.doc })) dropDraft(d.tab);
    actions.reset({ doc: d.doc, base: dBase, version: d.version });
    setOthers((o) => o.filter((x) => x !== d));
    setFileNow(d.version === now.version ? null : now);
    setMessage(`Restored ${draftName(d)} into this tab. ${d.version === now.version ? 'Save to keep them, or discard them.' : 'data/site.json was changed after they were started: compare them with the file, or apply them to the file as it is now, before saving.'}`);
  };

  const remove = (d: Draft) => {
    if (!confirm(`Delete ${draftName(d)}? They cannot be brought back.`)) return;
    dropDraft(d.tab);
    setOthers((o) => o.filter((x) => x !== d));
    setMessage(`Deleted ${draftName(d)}.`);
  };

  const byPath = useMemo(() => {
    const m = new Map<string, EditorProblem[]>();
    for (const p of problems) m.set(pathKey(p.path), [...(m.get(pathKey(p.path)) ?? []), p]);
    return m;
  }, [problems]);
  const ctx: EditorContext = { form, textKeys: useMemo(() => new Set(form.textKeys), [form]), actions, doc, problems: byPath, announce };
  const path = typeof section === 'number' ? ['routes', section] : [section];
  const schema = typeof section === 'number' ? resolve(form.schema.properties?.routes, form.schema).items ?? {} : form.schema.properties?.[section] ?? {};
  const routes = (getIn(doc, ['routes']) as unknown[] | undefined) ?? [];
  if (typeof section === 'number' && section >= routes.length) setSection(routes.length ? routes.length - 1 : 'site');

  return (
    <Ctx.Provider value={ctx}>
      <div className={css.layout}>
        <header ref={refs.toolbar} className={css.toolbar}>
          <h1 className={css.title}>Site editor</h1>
          {/* What happened, shown under the buttons (the stylesheet's order) but first in the page's
              order: the first status of the page is the editor's own, whatever a button adds. */}
          <p ref={refs.statusLine} id="editor-status" className={wholeStatus ? css.status : `${css.status} ${css.statusShort}`} role="status" aria-live="polite">{message}</p>
          {/* The toolbar's buttons, kept together and wrapping on a narrow screen (room for more beside Save). */}
          <div className={css.actions}>
            <button type="button" className={`${css.button} ${css.undo}`} disabled={!undoLabel} onClick={() => { actions.undo(); setMessage(`Undone: ${undoLabel}.`); }}>
              Undo{undoLabel ? ` ${undoLabel}` : ''}
            </button>
            <button type="button" className={css.button} onClick={discard} disabled={!dirty}>Discard<span className={css.wideOnly}> changes</span></button>
            <button type="button" className={css.primary} onClick={save} disabled={busy}>Save</button>
            <Publish dirty={dirty} busy={busy} />
          </div>
          {(statusCut || wholeStatus) && (
            <button type="button" className={`${css.button} ${css.statusMore}`} aria-expanded={wholeStatus} aria-controls="editor-status" onClick={() => setWholeStatus(!wholeStatus)}>
              {wholeStatus ? 'Show less' : 'Show all'}
            </button>
          )}
          <p className={keepFailure ? css.keepStatus : css.visuallyHidden} role="status" aria-live="polite">
            {keepFailure === 'full' ? `This draft is too large to keep in this browser: save it before you close the tab.${others.length ? ' Deleting the unsaved changes of closed tabs (listed below) makes room.' : ''}`
              : keepFailure ? 'This browser does not let the editor keep this draft: save it before you close the tab.' : ''}
          </p>
        </header>
        <div ref={refs.side} className={css.sideColumn}>
          <Find doc={doc} root={form.schema} choose={(hit) => openPart(hit.section, { path: hit.path })} />
          <Sidebar doc={doc} root={form.schema} section={section} choose={(s, focus) => openPart(s, { focus })} actions={actions} announce={announce} />
        </div>
        <main className={css.main} aria-label="Edit">
          {fileNow && <Conflict base={base} doc={doc} file={fileNow} applied={applied} announce={announce} />}
          <OtherDrafts drafts={others} file={latest.current} restore={restore} remove={remove} />
          <ProblemPanel problems={problems} doc={doc} root={form.schema} go={(p) => openPart(sectionOf(p.path), { path: p.path })} />
          <h2 ref={refs.heading} id="part-title" className={css.partTitle} tabIndex={-1}>{typeof section === 'number' ? `Page: ${String(getIn(doc, [...path, 'title']) || '(new page)')}` : section === 'site' ? 'Site settings' : 'Menus'}</h2>
          {typeof section === 'number' && <PageTools index={section} count={routes.length} choose={setSection} />}
          <div ref={refs.formBox}>
            <Field key={String(section)} schema={schema} path={path} value={getIn(doc, path)} name={section === 'site' || section === 'navigation' ? section : 'route'} required />
          </div>
          <Preview doc={doc} section={section} />
        </main>
      </div>
    </Ctx.Provider>
  );
}
