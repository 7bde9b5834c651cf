import { z } from 'zod';
import { blockBase, notice, text } from '../fields';
import { icon } from '../icons';

const field = z.strictObject({
  name: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'must be a short identifier like "email" or "cardNumber"' }),
  label: text,
  type: z.enum(['text', 'email', 'tel', 'textarea']).default('text'),
  required: z.boolean().default(false),
  placeholder: text.optional(),
  /** The browser's autofill hint, e.g. "name", "email", "cc-number". */
  autocomplete: z.string().regex(/^[a-z-]+( [a-z-]+)*$/).optional(),
  inputMode: z.enum(['text', 'numeric', 'email', 'tel']).optional(),
  width: z.enum(['full', 'half']).default('full'),
  maxLength: z.number().int().positive().optional(),
});

/**
 * A form that sends nothing: submitting shows the submit notice. With "validate" the browser
 * checks required and e-mail fields first.
 */
export const form = z.strictObject({
  type: z.literal('form'),
  ...blockBase,
  heading: text.optional(),
  intro: text.optional(),
  /** Names the form for assistive technology when there is no heading. */
  label: text.optional(),
  fields: z.array(field).min(1),
  validate: z.boolean().default(true),
  submit: z.strictObject({ label: text, icon: icon.optional(), notice }),
  footnote: text.optional(),
}).superRefine((f, ctx) => {
  const seen = new Set<string>();
  f.fields.forEach((fl, i) => {
    if (seen.has(fl.name)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'name'], message: `the field name "${fl.name}" is used twice in this form` });
    seen.add(fl.name);
  });
  if (!f.heading && !f.label) ctx.addIssue({ code: 'custom', path: ['label'], message: 'a form needs a "heading" or a "label" so screen readers can name it' });
});
