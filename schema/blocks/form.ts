import { z } from 'zod';
import { about, valueTitles, blockBase, blockType, heading, intro, notice, screenReaderName, text } from '../model/fields';
import { icon } from '../model/icons';
import { headerAddress } from '../model/headerUrl';

const field = z.strictObject({
  name: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, { error: 'must be a short identifier like "email" or "phoneNumber"' })
    .meta(about('Identifier', 'The field\'s identifier, unique in the form.', 'email', 'phone')),
  label: text.meta(about('Field label', 'The visible label of the field.', 'Your email')),
  type: z.enum(['text', 'email', 'tel', 'textarea']).default('text').meta({ ...valueTitles({ text: 'One line of text', email: 'An e-mail address', tel: 'A phone number', textarea: 'Several lines' }), ...about('Kind of input', 'The kind of input: one line of text, an e-mail address, a phone number, or several lines.') }),
  required: z.boolean().default(false).meta(about('Required', 'The form cannot be sent without it.')),
  placeholder: text.optional().meta(about('Hint in the empty field', 'A hint shown in the empty field.', 'name@example.org')),
  /** The browser's autofill hint, e.g. "name", "email", "tel". Never a card's ("cc-number"): see below. */
  autocomplete: z.string().regex(/^[a-z-]+( [a-z-]+)*$/).optional().meta(about('Autofill hint', 'The browser\'s autofill hint. Card hints ("cc-number") are refused: a form here cannot process a payment.', 'name', 'email', 'tel')),
  inputMode: z.enum(['text', 'numeric', 'email', 'tel']).optional().meta({ ...valueTitles({ text: 'Letters', numeric: 'Numbers', email: 'E-mail', tel: 'Phone number' }), ...about('Phone keyboard', 'Which on-screen keyboard a phone shows.') }),
  width: z.enum(['full', 'half']).default('full').meta({ ...valueTitles({ full: 'The whole row', half: 'Half the row on wide screens' }), ...about('Width', 'The whole row, or half of it on wide screens.') }),
  maxLength: z.number().int().positive().optional().meta(about('Most characters', 'The most characters the field accepts.', 16)),
}).meta(about('Form field', 'One input of the form.'));

/** A field for a payment card's details: its autofill hint names one ("cc-number", "cc-csc"), or its name does. */
const isCardField = (fl: { name: string; autocomplete?: string | undefined }) =>
  /(^|\s)cc-/.test(fl.autocomplete ?? '') || /^(card(number|num)?|cvc|cvv|csc)$/i.test(fl.name);

const ENDPOINT_EXAMPLE = 'https://formspree.io/f/abcdwxyz';
/** Where a form may send: https, or http to this machine only (a local test endpoint). Its origin
 * goes into the security policy (connect-src, form-action), so it is rebuilt from its parts. */
const endpoint = z.string().trim().transform((value, ctx) => {
  const r = headerAddress(value, { example: ENDPOINT_EXAMPLE, local: true });
  if (typeof r === 'string') {
    ctx.issues.push({ code: 'custom', input: value, message: r });
    return z.NEVER;
  }
  return r.href;
});

const delivery = z.strictObject({
  netlify: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be a short name in lower case, like "contact"' }).optional()
    .meta(about('Netlify form name', 'Send with Netlify Forms: the form\'s name in Netlify\'s dashboard.', 'contact')),
  endpoint: endpoint.optional().meta(about('Form service address', 'Send to a form service: the https address that accepts the POST.', 'https://formspree.io/f/abcdwxyz')),
  timeout: z.number().int().min(1).max(120).default(20).meta(about('Seconds to wait', 'Seconds to wait for an answer before saying there is none yet: the message may still arrive, and the page keeps waiting for a late answer.', 20)),
}).superRefine((d, ctx) => {
  if (!d.netlify === !d.endpoint) ctx.addIssue({ code: 'custom', path: [], message: 'give exactly one of "netlify" (a form name) or "endpoint" (an https address)' });
}).meta(about('Where it sends', 'Where the form sends. Left out, the form sends nothing and says so beside it.'));

/** A form is named by its heading, or else by its label (schema/model/fields.ts). */
const named = screenReaderName('a form needs', 'the form', 'it');

/**
 * A form. Without "delivery" it sends nothing, and says so beside it and on submit, keeping what
 * was typed; it has no notice, since nothing ever arrives. With "delivery" it sends to Netlify
 * Forms or to an https endpoint, and the notice shows only once the service answered with a 2xx. With "validate" the browser checks required and
 * e-mail fields first.
 */
export const form = z.strictObject({
  type: blockType('form'),
  ...blockBase,
  heading,
  intro,
  label: named.label,
  fields: z.array(field).min(1).meta(about('Fields', 'The inputs, in order.')),
  delivery: delivery.optional(),
  validate: z.boolean().default(true).meta(about('Check before sending', 'Let the browser check required and e-mail fields before sending.')),
  submit: z.strictObject({
    label: text.meta(about('Button text', 'The words on the submit button.', 'Send')),
    icon: icon.optional().meta(about('Icon', 'An icon on the submit button.', 'send')),
    notice: notice.optional().meta(about('Message after sending', 'The message shown once the form\'s message has arrived (only with "delivery"); left out, "Your message was sent."')),
  }).meta(about('Send button', 'The submit button and the notice it shows.')),
  footnote: text.optional().meta(about('Small print', 'Small print under the form.')),
}).superRefine((f, ctx) => {
  const seen = new Set<string>();
  f.fields.forEach((fl, i) => {
    if (seen.has(fl.name)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'name'], message: `the field name "${fl.name}" is used twice in this form` });
    seen.add(fl.name);
  });
  // A notice on a form that sends nothing would tell the visitor something arrived when nothing did.
  if (!f.delivery && f.submit.notice) ctx.addIssue({ code: 'custom', path: ['submit', 'notice'], message: 'this form sends nothing (it has no "delivery"), so a notice would tell visitors their message arrived when it did not: remove "notice", or add a "delivery"' });
  // A card number typed here would go to a form service or nowhere: no payment provider processes it.
  f.fields.forEach((fl, i) => {
    if (isCardField(fl)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'autocomplete'], message: `"${fl.name}" asks for payment card details, but a form here only sends a message and no payment provider would process them: take card payments on the provider's own page (a button linking to it, like "Pay with PayPal"), and remove this field` });
  });
  named.check(f, ctx);
}).meta({ id: 'form', ...about('Form', 'A form: sends to Netlify Forms or an https endpoint with "delivery", else sends nothing and says so; with "validate" the browser checks fields first.') });
