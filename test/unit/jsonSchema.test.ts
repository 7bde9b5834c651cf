// The JSON Schema editors use (npm run schema:json): every block type is a named definition, and
// every field of the manifest, in blocks and everywhere else, explains itself in one line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { blockTypes } from '../../schema/model/block';
import { JSON_SCHEMA_OPTIONS } from '../../schema/derive/jsonSchema';
import { manifest } from '../../schema/model/manifest';

/**
 * Schemas whose descriptions are still being written, by name. Their fields are left out of the
 * check only while none of them is described: once one is, the check fails until the name is
 * removed here, and from then on it holds them like every other field.
 */
const PENDING: Record<string, z.ZodType> = {};

type Node = Record<string, unknown>;
const pendingOf = (node: Node) => node['x-pending'] as string | undefined;

function generate() {
  const pending = new Map<unknown, string>();
  for (const [name, s] of Object.entries(PENDING)) {
    pending.set(s, name);
    if ((s as { in?: unknown }).in) pending.set((s as { in?: unknown }).in, name);
  }
  return z.toJSONSchema(manifest, {
    ...JSON_SCHEMA_OPTIONS,
    override: (ctx) => {
      const name = pending.get(ctx.zodSchema);
      if (name) (ctx.jsonSchema as Node)['x-pending'] = name;
    },
  }) as Node;
}

/** Every object schema with properties, with where it is ("routes.items.properties.blocks…"). */
function objects(schema: Node): { where: string; node: Node }[] {
  const out: { where: string; node: Node }[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.properties) out.push({ where, node: n });
    for (const [k, v] of Object.entries(n)) if (k !== 'examples' && k !== 'default' && k !== 'const') walk(v, where ? `${where}.${k}` : k);
  };
  walk(schema, '');
  return out;
}

const resolve = (schema: Node, node: Node): Node => {
  const ref = node.$ref as string | undefined;
  return ref?.startsWith('#/$defs/') ? ((schema.$defs as Record<string, Node>)[ref.slice(8)] ?? node) : node;
};
const descriptionOf = (schema: Node, node: Node) => (node.description ?? resolve(schema, node).description) as string | undefined;

test('every block type is a definition named after it, with a one-line description', () => {
  const defs = generate().$defs as Record<string, Node>;
  for (const type of blockTypes) {
    assert.ok(defs[type], `no definition "${type}" (definitions: ${Object.keys(defs).join(', ')})`);
    assert.type(defs[type]!.description, 'string', `${type} has no description`);
    assert.not.match(defs[type]!.description as string, /\n/, `${type}: the description is one line`);
  }
  assert.equal(Object.keys(defs).filter((k) => k.startsWith('__schema')), [], 'no generated names like __schema0');
});

/** Fields without a one-line description, and how many described fields each pending schema has. */
function undescribed(schema: Node): { missing: string[]; pendingSeen: Map<string, number>; fields: number } {
  const missing: string[] = [];
  const pendingSeen = new Map<string, number>();
  let fields = 0;
  for (const { where, node } of objects(schema)) {
    const pending = pendingOf(node);
    for (const [key, prop] of Object.entries(node.properties as Record<string, Node>)) {
      const d = descriptionOf(schema, prop);
      const at = `${where ? `${where}.` : ''}properties.${key}`;
      if (pending) {
        pendingSeen.set(pending, (pendingSeen.get(pending) ?? 0) + (d ? 1 : 0));
        continue;
      }
      fields++;
      if (!d) missing.push(at);
      else if (d.includes('\n') || d.length > 200) missing.push(`${at}: not one short line`);
      if (prop.examples !== undefined && !Array.isArray(prop.examples)) missing.push(`${at}: examples must be a list`);
    }
  }
  return { missing, pendingSeen, fields };
}

test('every field has a one-line description (blocks, site, navigation, routes)', () => {
  const { missing, pendingSeen, fields } = undescribed(generate());
  assert.equal(missing, [], `${missing.length} fields without a one-line description`);
  assert.ok(fields > 100, `the walk reaches every field (${fields})`);
  assert.equal([...pendingSeen.keys()].sort(), Object.keys(PENDING).sort(), 'every pending schema is found in the manifest');
  for (const [name, n] of pendingSeen) {
    if (n) assert.unreachable(`${name} has ${n} described field(s) now: remove "${name}" from PENDING in test/unit/jsonSchema.test.ts, so every field of it is held to a description`);
  }
});

test('the check catches a field without a description', () => {
  const bare = z.strictObject({ type: z.literal('x').meta({ description: 'The type.' }), heading: z.string().optional() });
  assert.equal(undescribed(z.toJSONSchema(bare, JSON_SCHEMA_OPTIONS) as Node).missing, ['properties.heading']);
});

test.run();
