// Every problem the last check found, each with where it is and a button that opens that part.
import type { EditorProblem } from './formDescription';
import * as css from './editor.css';

export function ProblemPanel({ problems, go }: { problems: EditorProblem[]; go: (p: EditorProblem) => void }) {
  if (!problems.length) return null;
  return (
    <section className={css.problems} aria-labelledby="problems-title">
      <h2 id="problems-title" className={css.label}>{problems.length} problem{problems.length === 1 ? '' : 's'} to fix before saving</h2>
      <ul>
        {problems.slice(0, 50).map((p, i) => (
          <li key={i}>
            {p.message} <button type="button" className={css.button} onClick={() => go(p)}>Show</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
