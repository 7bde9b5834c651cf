// A text field, and beside it, for text a translation carries, the same text in each other
// language of the site: what is not translated yet says so (the page shows the English there).
import type { FieldProps } from './types';
import { languageName } from '../../data/languageNames';
import { getIn } from '../paths';
import { problemsAt, translationBase, useEditor } from '../store';
import * as css from '../editor.css';
import { choiceTitle } from '../schema';
import { FieldShell, idOf } from './FieldShell';

type P = FieldProps & { label: string };

/** A language's name in the editor's own language (English). */
const nameOf = (code: string) => languageName(code, 'en');

/** Long text (no pattern, room for a paragraph) gets a box of several lines. */
const isLong = (p: P) => !p.schema.pattern && (p.schema.maxLength ?? 0) >= 300 && !['title', 'label', 'heading', 'path', 'href'].includes(String(p.name));

export function TextField(p: P) {
  const ctx = useEditor();
  const id = idOf(p.path);
  const value = typeof p.value === 'string' ? p.value : '';
  const onChange = (text: string) => ctx.actions.set(p.path, text === '' && !p.required && typeof p.path.at(-1) === 'string' ? undefined : text);
  // A language code ("es") says which language it names ("Spanish").
  const named = p.schema['x-language'] && value && choiceTitle(p.schema, value) !== value ? choiceTitle(p.schema, value) : null;
  const translated = typeof p.name === 'string' && ctx.textKeys.has(p.name) ? translationBase(ctx.form.schema, ctx.doc, p.path) : null;
  const english = (
    <FieldShell id={id} label={p.label} required={p.required} description={p.schema.description} problems={problemsAt(ctx, p.path)} path={p.path}
      after={named && <p className={css.description}>{named}</p>}>
      {(describedBy, invalid) => <TextInput id={id} long={isLong(p)} value={value} describedBy={describedBy} invalid={invalid} required={p.required} onChange={onChange} />}
    </FieldShell>
  );
  if (!translated?.langs.length) return english;
  return (
    <div className={css.pair}>
      {english}
      {translated.langs.map((lang) => {
        const tPath = [...translated.base, 'translations', lang, ...translated.rest];
        const t = getIn(ctx.doc, tPath);
        const tid = idOf(tPath);
        // A list of texts is translated in order: a place after a gap cannot be written yet.
        const index = translated.rest.at(-1);
        const list = typeof index === 'number' ? getIn(ctx.doc, tPath.slice(0, -1)) : null;
        const blocked = typeof index === 'number' && (Array.isArray(list) ? list.length : 0) < index;
        // Emptied, a text leaves its translation; but a text of a list with texts after it stays,
        // empty, in its place (the check asks for it there), so the later ones keep theirs.
        const inside = typeof index === 'number' && Array.isArray(list) && index < list.length - 1;
        return (
          <FieldShell key={lang} id={tid} label={`${p.label} (${nameOf(lang)})`} problems={problemsAt(ctx, tPath)} path={tPath}
            after={typeof t !== 'string' && <p className={css.missing}>{blocked ? 'Translate the ones before it first.' : t === null
              // A text inserted in a translated list: one text of a list cannot be shown in English.
              ? `Not in ${nameOf(lang)} yet: type it, or keep the block in English, before saving.`
              : `Not in ${nameOf(lang)} yet: the page shows the English here.`}</p>}>
            {(describedBy, invalid) => (
              <TextInput id={tid} long={isLong(p)} value={typeof t === 'string' ? t : ''} describedBy={describedBy} invalid={invalid} lang={lang} disabled={blocked}
                onChange={(text) => ctx.actions.setTranslated(translated.base, lang, translated.rest, text === '' && !inside ? undefined : text)} />
            )}
          </FieldShell>
        );
      })}
    </div>
  );
}

interface InputProps { id: string; long: boolean; value: string; describedBy: string; invalid: boolean; required?: boolean | undefined; lang?: string; disabled?: boolean; onChange: (v: string) => void }

function TextInput({ id, long, value, describedBy, invalid, required, lang, disabled, onChange }: InputProps) {
  const common = { id, className: css.control, value, lang, disabled, 'aria-describedby': describedBy || undefined, 'aria-invalid': invalid, 'aria-required': required || undefined };
  return long
    ? <textarea {...common} rows={Math.min(8, Math.max(2, Math.ceil(value.length / 90)))} onChange={(e) => onChange(e.target.value)} />
    : <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />;
}
