// The editor's requests are JSON objects of a known shape. Anything else (not JSON, null, a list,
// a missing or mistyped field) is refused with a sentence saying what was expected, never run into
// the code below and answered with a crash.

/** A refusal of the request as sent: answered 400 with its message. */
export class BadRequest extends Error {}

const KINDS = {
  any: (v) => v !== undefined,
  object: (v) => !!v && typeof v === 'object' && !Array.isArray(v),
  string: (v) => typeof v === 'string',
};
const NAMES = { any: 'a value', object: 'an object (the whole site)', string: 'a text' };

/**
 * The body's bytes as an object with these fields: { name: 'any' | 'object' | 'string', with a
 * trailing ? when it may be left out }.
 */
export function bodyOf(bytes, fields) {
  let body;
  try {
    body = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new BadRequest('the request is not JSON');
  }
  if (!KINDS.object(body)) throw new BadRequest('the request must be a JSON object');
  for (const [name, spec] of Object.entries(fields)) {
    const optional = spec.endsWith('?');
    const kind = spec.replace('?', '');
    if (body[name] === undefined && optional) continue;
    if (!KINDS[kind](body[name])) throw new BadRequest(`the request's "${name}" must be ${NAMES[kind]}`);
  }
  return body;
}
