// The unsaved changes of editor tabs that were closed, kept in this browser (drafts.ts): each
// said for what it is (when it was kept, whether the file has changed since it was started, what
// it changes) and offered, to restore into this tab or to delete. None is ever dropped unasked.
import { useMemo } from 'react';
import type { Draft } from './drafts';
import { differences } from './merge';
import { placeName } from './places';
import { useEditor } from './store';
import * as css from './editor.css';

const when = (d: Draft) => (d.saved
  ? new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(d.saved)
  : 'an earlier version of the editor');

export const draftName = (d: Draft) => (d.saved ? `the unsaved changes of ${when(d)}` : 'the unsaved changes kept by an earlier version of the editor');

interface Props {
  drafts: Draft[];
  /** The file as the editor last read or saved it. */
  file: { value: unknown; version: string };
  restore: (d: Draft) => void;
  remove: (d: Draft) => void;
}

export function OtherDrafts({ drafts, file, restore, remove }: Props) {
  if (!drafts.length) return null;
  return (
    <section className={css.notice} aria-labelledby="others-title">
      <h2 id="others-title" className={css.noticeTitle}>Unsaved changes from {drafts.length === 1 ? 'a closed tab' : `${drafts.length} closed tabs`}</h2>
      <p className={css.noticeText}>
        {drafts.length === 1 ? 'An editor tab was' : 'Editor tabs were'} closed before {drafts.length === 1 ? 'its' : 'their'} changes
        were saved. They are kept in this browser until you restore them into this tab or delete them.
      </p>
      <ul className={css.changes}>
        {drafts.map((d) => <Offer key={d.tab} d={d} file={file} restore={restore} remove={remove} />)}
      </ul>
    </section>
  );
}

function Offer({ d, file, restore, remove }: { d: Draft; file: Props['file']; restore: Props['restore']; remove: Props['remove'] }) {
  const changed = useMemo(() => differences(d.base ?? file.value, d.doc), [d, file.value]);
  const id = `draft-${d.tab}`;
  const root = useEditor().form.schema;
  const places = changed.slice(0, 3).map((c) => placeName(c.path, [d.base, d.doc], root));
  return (
    <li className={css.change}>
      <p id={id} className={css.noticeText}>
        <span className={css.label}>{d.saved ? `Kept ${when(d)}` : 'Kept by an earlier version of the editor'}</span>,{' '}
        {d.version === file.version ? 'made on the file as it is now' : 'made on an older version of the file (it was changed since)'}:{' '}
        {d.base === null ? `${changed.length} place${changed.length === 1 ? '' : 's'} differ${changed.length === 1 ? 's' : ''} from the file` : `${changed.length} change${changed.length === 1 ? '' : 's'}`}
        {places.length > 0 && ` (${places.join('; ')}${changed.length > places.length ? '; …' : ''})`}.
      </p>
      <div className={css.row}>
        <button type="button" className={css.button} aria-describedby={id} onClick={() => restore(d)}>Restore into this tab</button>
        <button type="button" className={css.danger} aria-describedby={id} onClick={() => remove(d)}>Delete</button>
      </div>
    </li>
  );
}
