// One field's frame: its label, whether it is required, the schema's description of it (tied to
// the control by aria-describedby; the control itself says it is required, aria-required) and the
// problems the last check found there (role=alert).
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
      <div>
        <label className={css.label} htmlFor={id}>{label}</label>
        {required && <span className={css.required} aria-hidden="true" title="required">*</span>}
      </div>
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
