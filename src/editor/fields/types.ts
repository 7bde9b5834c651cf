// What every field of the editor's forms is given.
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
