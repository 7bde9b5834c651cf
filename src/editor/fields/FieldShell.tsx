// One field's frame: its label (the schema's title for it), whether it is required, the schema's
// description of it (tied to the control by aria-describedby; the control itself says it is
// required, aria-required) and the problems the last check found there (role=alert), in plain
// words with what to do (labels.ts). With "Show JSON names" on (JsonNames.tsx), the field's JSON
// key follows its label and each problem its place in the file.
import { useContext, type ReactNode } from 'react';
import type { EditorProblem, Path } from '../formDescription';
import { JsonName, useJsonNames } from '../JsonNames';
import { fixOf, plainProblem } from '../labels';
import { Ctx } from '../store';
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
  /** The field's place in the data: its JSON key is shown after the label when JSON names are on. */
  path?: Path;
}

export function FieldShell({ id, label, required, description, problems, children, after, path }: ShellProps) {
  const describedBy = [description && `${id}-d`, problems.length && `${id}-e`].filter(Boolean).join(' ');
  return (
    <div className={css.field}>
      <div>
        <label className={css.label} htmlFor={id}>{label}</label>
        {required && <span className={css.required} aria-hidden="true" title="required">*</span>}
        {path && <JsonName path={path} />}
      </div>
      {description && <p id={`${id}-d`} className={css.description}>{description}</p>}
      {children(describedBy, problems.length > 0)}
      {after}
      <ProblemList id={`${id}-e`} problems={problems} />
    </div>
  );
}

/** The problems at a field: each in plain words, with a button where one click fixes it, and its
 * place in the file (as npm run validate writes it) only when JSON names are shown. */
export function ProblemList({ id, problems }: { id: string; problems: EditorProblem[] }) {
  const ctx = useContext(Ctx);
  const json = useJsonNames();
  if (!problems.length) return null;
  return (
    <div id={id} role="alert">
      {problems.map((p, i) => {
        const fix = ctx ? fixOf(p, ctx.doc) : null;
        return (
          <p key={i} className={css.error}>
            {ctx ? plainProblem(p, ctx.form.schema, ctx.doc, fix) : p.message}
            {fix && (
              <button type="button" className={`${css.button} ${css.fix}`}
                onClick={() => { ctx!.actions.set(fix.path, fix.value); ctx!.announce(fix.done); }}>{fix.label}</button>
            )}
            {json && <span className={css.description}> ({p.where}, line {p.line})</span>}
          </p>
        );
      })}
    </div>
  );
}
