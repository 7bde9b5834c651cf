// The JSON Schema an editor uses to autocomplete, check and explain site.json while typing.
// Generated from the Zod schema (the input side: what an editor may write, shorthands included).
// Descriptions and examples come from each field's .meta(); a schema with an `id` (every block
// type, button, icon, notice, navLink, route) becomes a named definition, the rest is inlined.
import { z } from 'zod';
import { manifest } from '../model/manifest';

export const JSON_SCHEMA_OPTIONS = { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', reused: 'inline' } as const;

export function siteJsonSchema(): string {
  const schema = z.toJSONSchema(manifest, JSON_SCHEMA_OPTIONS);
  return `${JSON.stringify({ title: 'site.json: the site manifest', ...schema }, null, 2)}\n`;
}
