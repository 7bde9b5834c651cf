// Containers (objects, lists, records) render fields of their own, and a field of an object or a
// list kind is such a container: Field hands itself over here when it loads, so the containers
// need not import it, and the fields' modules form no import circle.
import type { ComponentType } from 'react';
import type { FieldProps } from './types';

export const nested: { Field: ComponentType<FieldProps> } = { Field: () => null };
