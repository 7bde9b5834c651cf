// Every problem the last check found, each with where it is and what is wrong in plain words (as
// beside its field: labels.ts) and a button that opens that part and brings the field into view
// with the focus in it (App.tsx, FindBox.tsx revealField).
import type { EditorProblem, JsonSchema } from './formDescription';
import { placeOf } from './find';
import { plainProblem } from './labels';
import * as css from './editor.css';

export function ProblemPanel({ problems, doc, root, go }: { problems: EditorProblem[]; doc: unknown; root: JsonSchema; go: (p: EditorProblem) => void }) {
  if (!problems.length) return null;
  return (
    <section className={css.problems} aria-labelledby="problems-title">
      <h2 id="problems-title" className={css.noticeTitle}>{problems.length} problem{problems.length === 1 ? '' : 's'} to fix before saving</h2>
      <ul className={css.problemList}>
        {problems.slice(0, 50).map((p, i) => (
          <li key={i}>
            <span id={`problem-${i}`}><span className={css.findPlace}>{placeOf(p.path, doc, root)}</span>: {plainProblem(p, root, doc)}</span>{' '}
            <button type="button" className={css.button} aria-describedby={`problem-${i}`} onClick={() => go(p)}>Show</button>
          </li>
        ))}
      </ul>
      {problems.length > 50 && <p className={css.description}>And {problems.length - 50} more: fix these first.</p>}
    </section>
  );
}
