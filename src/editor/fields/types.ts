// What every field of the editor's forms is given.
import type { ComponentType } from 'react';
import type { JsonSchema, Path } from '../formDescription';

export interface FieldProps {
  schema: JsonSchema;
  path: Path;
  value: unknown;
  /** The field's key, or the list's key for an item of it (what a translation knows it by). */
  name: string | number;
  label?: string;
  required?: boolean;
}

/** What a container (an object, a list, a record) is given: its field's props, its label, and the
 * component its own fields are shown with (Field.tsx's Field, which hands itself down: so the
 * containers need not import it, and the fields' modules form no import circle). */
export interface ContainerProps extends FieldProps {
  label: string;
  Field: ComponentType<FieldProps>;
}
