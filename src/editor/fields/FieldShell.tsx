// One field's frame: its label, whether it is required, the schema's description of it (tied to
// the control by aria-describedby) and the problems the last check found there (role=alert).
import type { ReactNode } from 'react';
import type { EditorProblem } from '../formDescription';
import * as css from '../editor.css';

export const idOf = (path: (string | number)[]) => `f-${path.join('-').replace(/[^\w-]/g, '_')}`;

export interface ShellProps {
  id: string;
  label: string;
  required?: boolean;
  description?: string | undefined;
  problems: EditorProblem[];
  children: (describedBy: string, invalid: boolean) => ReactNode;
  after?: ReactNode;
}

export function FieldShell({ id, label, required, description, problems, children, after }: ShellProps) {
  const describedBy = [description && `${id}-d`, problems.length && `${id}-e`].filter(Boolean).join(' ');
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
        {required && <span className={css.required} aria-hidden="true">*</span>}
        {required && <span className={css.visuallyHidden}> (required)</span>}
      </label>
      {description && <p id={`${id}-d`} className={css.description}>{description}</p>}
      {children(describedBy, problems.length > 0)}
      {after}
      <ProblemList id={`${id}-e`} problems={problems} />
    </div>
  );
}

export function ProblemList({ id, problems }: { id: string; problems: EditorProblem[] }) {
  if (!problems.length) return null;
  return (
    <div id={id} role="alert">
      {problems.map((p, i) => <p key={i} className={css.error}>{p.message} <span className={css.description}>({p.where}, line {p.line})</span></p>)}
    </div>
  );
}
