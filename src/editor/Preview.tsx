// The page being edited as the site shows it, rendered by the site's own renderer on the server
// from the draft (scripts/editor/preview.mjs), at a phone's width (390 px) or a desktop's (1280 px),
// light or dark. Shown on request, then refreshed a moment after each change. The frame runs no
// script and is on an origin of its own (sandbox without allow-scripts or allow-same-origin), so
// nothing in it reaches the editor's page; the page is whole without its JavaScript. A link in it
// opens the site's page in a new tab (allow-popups, and allow-popups-to-escape-sandbox so that tab
// is the site as a visitor has it): scripts/editor/preview.mjs.
import { useEffect, useState } from 'react';
import { previewPage } from './api';
import { getIn } from './paths';
import type { Section } from './Sidebar';
import { otherLocales } from './store';
import * as css from './editor.css';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
const DELAY_MS = 800;

export function Preview({ doc, section }: { doc: unknown; section: Section }) {
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  const [lang, setLang] = useState('en');
  const [html, setHtml] = useState('');
  const [note, setNote] = useState('');
  const path = typeof section === 'number' ? String(getIn(doc, ['routes', section, 'path']) ?? '/') : '/';
  const langs = [String((getIn(doc, ['site', 'locales']) as string[] | undefined)?.[0] ?? 'en'), ...otherLocales(doc)];

  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => {
      setNote('Updating the preview…');
      previewPage(doc, path, lang, scheme).then((r) => {
        if (r.busy) return; // a newer preview took this one's place: its answer follows
        if (r.ok && r.html) { setHtml(r.html); setNote(''); }
        else if (r.problems?.length) setNote(`The preview waits until the draft has no problems (${r.problems.length} now).`);
        else setNote(`The preview could not be made: ${(r.error ?? 'the editor did not answer').replace(/[.\s]+$/, '')}.`);
      }).catch(() => setNote('The preview could not be made: is npm start still running?'));
    }, DELAY_MS);
    return () => clearTimeout(t);
  }, [open, doc, path, lang, scheme]);

  const choice = <T extends string>(name: string, value: T, options: readonly T[], set: (v: T) => void, label: (v: T) => string = (v) => v) => (
    <fieldset className={css.row} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={css.visuallyHidden}>{name}</legend>
      {options.map((o) => (
        <button key={o} type="button" className={css.button} aria-pressed={value === o} onClick={() => set(o)}>{label(o)}</button>
      ))}
    </fieldset>
  );
  return (
    <section className={css.previewPane} aria-labelledby="preview-title">
      <div className={css.row}>
        <h2 id="preview-title" className={css.label}>Preview of {path}</h2>
        <button type="button" className={css.button} aria-expanded={open} onClick={() => setOpen(!open)}>{open ? 'Hide preview' : 'Show preview'}</button>
      </div>
      {open && (
        <>
          <div className={css.row}>
            {choice('Width', width, ['phone', 'desktop'] as const, setWidth, (w) => `${w === 'phone' ? 'Phone' : 'Desktop'} (${WIDTHS[w]} px)`)}
            {choice('Colours', scheme, ['light', 'dark'] as const, setScheme, (s) => (s === 'light' ? 'Light' : 'Dark'))}
            {langs.length > 1 && choice('Language', lang, langs, setLang, (l) => l.toUpperCase())}
          </div>
          <p role="status" className={css.description}>{note}</p>
          <div className={css.frameBox}>
            <iframe title={`Preview of ${path}, ${width}, ${scheme}`} className={css.frame} style={{ width: WIDTHS[width] }} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={html} />
          </div>
        </>
      )}
    </section>
  );
}
