// The editor: the toolbar (save, undo, what happened), the parts of the site, and the form of the
// part chosen, made from the schema. The draft is checked by the server's full validation a moment
// after each change and before each save; problems show beside their fields and in one list.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkDraft, saveDraft } from './api';
import type { EditorProblem, FormDescription } from './formDescription';
import { Field } from './fields/Field';
import { getIn, pathKey } from './paths';
import { Preview } from './Preview';
import { ProblemPanel } from './ProblemPanel';
import { resolve } from './schema';
import { Sidebar, type Section } from './Sidebar';
import { Ctx, useEditor, dropStoredDraft, readStoredDraft, storeDraft, useDraftState, type EditorContext } from './store';
import * as css from './editor.css';

const CHECK_DELAY_MS = 1200;

export function App({ form, site }: { form: FormDescription; site: { value: unknown; version: string } }) {
  const stored = useMemo(() => readStoredDraft(), []);
  const resumed = stored?.version === site.version && JSON.stringify(stored.doc) !== JSON.stringify(site.value);
  const { doc, version, undoLabel, actions } = useDraftState(resumed ? stored! : { version: site.version, doc: site.value }, form.schema);
  const [section, setSection] = useState<Section>('site');
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  const [message, setMessage] = useState(resumed ? 'Your unsaved changes from before were restored from this browser. Save to keep them, or undo them one by one.' : '');
  const [busy, setBusy] = useState(false);
  const saved = useRef(site.value);
  const announce = useCallback((m: string) => setMessage(m), []);

  // Nothing typed is lost: the draft is kept in this browser until it is saved, a moment after
  // each change, and at once when the page goes (a reload or a closed tab within that moment).
  useEffect(() => {
    if (doc === saved.current) return;
    const keep = () => { if (doc !== saved.current) storeDraft({ version, doc }); };
    const t = setTimeout(keep, 300);
    const c = setTimeout(() => { checkDraft(doc).then((r) => setProblems(r.problems ?? [])).catch(() => {}); }, CHECK_DELAY_MS);
    addEventListener('pagehide', keep);
    return () => { clearTimeout(t); clearTimeout(c); removeEventListener('pagehide', keep); };
  }, [doc, version]);

  const save = async () => {
    setBusy(true);
    setMessage('Checking and saving…');
    try {
      const r = await saveDraft(doc, version);
      if (r.ok && r.version) {
        saved.current = doc;
        actions.saved(r.version);
        setProblems([]);
        setMessage('Saved to data/site.json. npm start rebuilds the site now: open it to see the change, and publish as usual.');
      } else if (r.problems) {
        setProblems(r.problems);
        setMessage(`Not saved: ${r.problems.length} problem${r.problems.length === 1 ? '' : 's'} to fix, shown beside each field and listed below. Nothing you typed is lost.`);
      } else setMessage(`Not saved: ${r.error ?? 'the editor did not answer'}`);
    } catch {
      setMessage('Not saved: the editor did not answer. Is npm start still running? Your edits are kept in this browser.');
    } finally {
      setBusy(false);
    }
  };
  const discard = () => { dropStoredDraft(); location.reload(); };

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
        <header className={css.toolbar}>
          <h1 className={css.title}>Site editor</h1>
          <button type="button" className={css.button} disabled={!undoLabel} onClick={() => { actions.undo(); setMessage(`Undone: ${undoLabel}.`); }}>
            Undo{undoLabel ? ` ${undoLabel}` : ''}
          </button>
          <button type="button" className={css.button} onClick={discard} disabled={doc === saved.current}>Discard changes</button>
          <button type="button" className={css.primary} onClick={save} disabled={busy}>Save</button>
          <p className={css.status} role="status" aria-live="polite">{message}</p>
        </header>
        <Sidebar doc={doc} root={form.schema} section={section} choose={setSection} actions={actions} announce={announce} />
        <main className={css.main} aria-label="Edit">
          <ProblemPanel problems={problems} go={(p) => {
            const s: Section = p.path[0] === 'routes' && typeof p.path[1] === 'number' ? p.path[1] : p.path[0] === 'navigation' ? 'navigation' : 'site';
            setSection(s);
          }} />
          <h2>{typeof section === 'number' ? `Page: ${String(getIn(doc, [...path, 'title']) || '(new page)')}` : section === 'site' ? 'Site settings' : 'Menus'}</h2>
          {typeof section === 'number' && <PageTools index={section} count={routes.length} choose={setSection} />}
          <Field key={String(section)} schema={schema} path={path} value={getIn(doc, path)} name={section === 'site' || section === 'navigation' ? section : 'route'} required />
          <Preview doc={doc} section={section} />
        </main>
      </div>
    </Ctx.Provider>
  );
}

function PageTools({ index, count, choose }: { index: number; count: number; choose: (s: Section) => void }) {
  const ctx = useEditor();
  return (
    <div className={css.row}>
      <button type="button" className={css.button} disabled={index === 0} onClick={() => { ctx.actions.move(['routes'], index, index - 1, 'page'); choose(index - 1); }}>Move page up</button>
      <button type="button" className={css.button} disabled={index === count - 1} onClick={() => { ctx.actions.move(['routes'], index, index + 1, 'page'); choose(index + 1); }}>Move page down</button>
      <button type="button" className={css.danger} onClick={() => { ctx.actions.remove(['routes'], index, 'page'); ctx.announce(`Removed page ${index + 1}. Press Undo to bring it back.`); choose(Math.max(0, index - 1)); }}>Delete page</button>
    </div>
  );
}
