// The JSON Schema an editor uses to autocomplete and check site.json while typing.
// Generated from the Zod schema (the input side: what an editor may write, shorthands included).
import { z } from 'zod';
import { manifest } from './manifest';

export function siteJsonSchema(): string {
  const schema = z.toJSONSchema(manifest, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', reused: 'ref' });
  return `${JSON.stringify({ title: 'site.json: the site manifest', ...schema }, null, 2)}\n`;
}
