// When site.json was changed outside this tab after its draft was started (by hand, or by a save in
// another tab): the draft is kept, and the owner can compare it with the file as it is now (each
// place where they differ, in plain words, with both values) and apply its changes to the file
// (merge.ts: refused, with the places listed, where both changed the same place differently; then
// the owner chooses whose value to keep there).
import { useEffect, useMemo, useState } from 'react';
import { differences, merge3, same, type Conflict as Clash } from './merge';
import { getIn } from './paths';
import { describeValue, placeName } from './places';
import { useEditor } from './store';
import * as css from './editor.css';

const SHOWN = 100;

interface Props {
  /** The value of the version the draft started from (null: not known). */
  base: unknown;
  doc: unknown;
  file: { value: unknown; version: string };
  /** The draft applied to the file (its merged value); `kept`: whose value was kept where both changed. */
  applied: (value: unknown, kept: { count: number; whose: 'mine' | 'theirs' } | null) => void;
  announce: (message: string) => void;
}

export function Conflict({ base, doc, file, applied, announce }: Props) {
  const [comparing, setComparing] = useState(false);
  const [clashes, setClashes] = useState<Clash[] | null>(null);
  const known = base !== null;
  // A list of clashes says what was true of the draft and the file it was made from.
  useEffect(() => setClashes(null), [doc, file]);

  const apply = (prefer?: 'mine' | 'theirs') => {
    const r = merge3(base, doc, file.value, prefer);
    if (!r.ok) {
      setClashes(r.conflicts);
      announce(`Not applied yet: ${r.conflicts.length} place${r.conflicts.length === 1 ? ' was' : 's were'} changed both in the file and in your changes, differently. ${r.conflicts.length === 1 ? 'It is' : 'They are'} listed under “The file was changed outside this tab”: choose which to keep there.`);
      return;
    }
    applied(r.value, prefer ? { count: r.conflicts.length, whose: prefer } : null);
  };

  return (
    <section className={css.notice} aria-labelledby="conflict-title">
      <h2 id="conflict-title" className={css.noticeTitle}>The file was changed outside this tab</h2>
      <p className={css.noticeText}>
        data/site.json was changed (by hand, or by a save in another tab) after your changes here were started. Your changes are
        kept in this browser. Saving them as they are would undo that other change, so the editor saves them only once they are
        applied to the file as it is now.
      </p>
      <div className={css.row}>
        <button type="button" className={css.button} aria-expanded={comparing} aria-controls="conflict-compare" onClick={() => setComparing(!comparing)}>
          {comparing ? 'Hide the comparison' : 'Compare with the file'}
        </button>
        {known && <button type="button" className={css.primary} onClick={() => apply()}>Apply my changes to the file as it is now</button>}
      </div>
      {!known && (
        <p className={css.noticeText}>
          These changes were kept by an earlier version of the editor, which did not keep the file they started from, so they
          cannot be applied for you: compare them with the file, then discard them and make the ones you still want again.
        </p>
      )}
      {clashes && (
        <div>
          <h3 className={css.noticeSub}>Changed in both, differently</h3>
          <p className={css.noticeText}>
            {clashes.length === 1 ? 'This place was' : `These ${clashes.length} places were`} changed both in the file and in your
            changes. Choose which to keep there; everything else is applied as it is.
          </p>
          <ChangeList items={clashes.map((c) => ({ path: c.path, file: c.theirs, mine: c.mine }))} docs={[file.value, doc]} />
          <div className={css.row}>
            <button type="button" className={css.button} onClick={() => apply('mine')}>Apply, keeping my changes there</button>
            <button type="button" className={css.button} onClick={() => apply('theirs')}>Apply, keeping the file’s there</button>
          </div>
        </div>
      )}
      <div id="conflict-compare" hidden={!comparing}>
        {comparing && <Comparison base={base} doc={doc} file={file.value} />}
      </div>
    </section>
  );
}

function Comparison({ base, doc, file }: { base: unknown; doc: unknown; file: unknown }) {
  const diffs = useMemo(() => differences(file, doc), [file, doc]);
  const who = (path: (string | number)[], a: unknown, b: unknown) => {
    if (base === null) return undefined;
    const was = getIn(base, path);
    if (same(was, a)) return 'changed by you';
    if (same(was, b)) return 'changed in the file';
    return 'changed in both';
  };
  if (!diffs.length) return <p className={css.noticeText}>Your changes and the file are the same now: there is nothing to apply.</p>;
  return (
    <>
      <h3 className={css.noticeSub}>Where your changes and the file differ ({diffs.length} place{diffs.length === 1 ? '' : 's'})</h3>
      <ChangeList items={diffs.slice(0, SHOWN).map((d) => ({ path: d.path, file: d.a, mine: d.b, note: who(d.path, d.a, d.b) }))} docs={[file, doc]} />
      {diffs.length > SHOWN && <p className={css.noticeText}>And {diffs.length - SHOWN} more places.</p>}
    </>
  );
}

interface Item { path: (string | number)[]; file: unknown; mine: unknown; note?: string | undefined }

function ChangeList({ items, docs }: { items: Item[]; docs: unknown[] }) {
  const root = useEditor().form.schema;
  return (
    <ol className={css.changes}>
      {items.map((it, i) => (
        <li key={i} className={css.change}>
          <span className={css.label}>{placeName(it.path, docs, root)}</span>{it.note && ` (${it.note})`}
          <dl className={css.sides}>
            <div className={css.side}><dt className={css.sideName}>In the file</dt><dd className={css.sideValue}>{describeValue(it.file)}</dd></div>
            <div className={css.side}><dt className={css.sideName}>In your changes</dt><dd className={css.sideValue}>{describeValue(it.mine)}</dd></div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
