// The real site after its owner added, in English alone, what its Spanish does not have yet: a
// page and its link at the end of the last menu group (as the README's "Adding a page" says), an
// intro on a translated block of /about and a block at the end of /about. The node and browser
// tests build it: the Spanish pages show these in English, marked lang="en", and validation warns.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';

const root = resolve(import.meta.dirname, '../..');

export const ADDED = {
  page: { path: '/family-night', title: 'Family Night' },
  /** The translated route that gained a text field and a block. */
  route: '/about',
  intro: 'What the library offers, in short.',
  block: { type: 'prose', heading: 'Family Night', paragraphs: ['Once a month, games and stories for the whole family.'] },
};

/** The manifest, with the additions. `group` and `route` are their indexes; `field` is the block that gained the intro. */
export function withEnglishAdditions() {
  const m = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
  const group = m.navigation.groups.length - 1;
  m.navigation.groups[group].items.push({ label: ADDED.page.title, href: ADDED.page.path });
  m.routes.push({ path: ADDED.page.path, title: ADDED.page.title, description: 'An evening of games and stories for the whole family.', blocks: [ADDED.block] });
  const route = m.routes.findIndex((r) => r.path === ADDED.route);
  const blocks = m.routes[route].blocks;
  const field = blocks.findIndex((b) => 'heading' in b && !('intro' in b) && b.type !== 'prose');
  const { type, heading, ...rest } = blocks[field];
  blocks[field] = { type, heading, intro: ADDED.intro, ...rest };
  blocks.push(ADDED.block);
  return { manifest: m, group, route, field };
}

/** Writes the manifest with the additions into `dir`; returns its file, its text, and where (line, col) each warning's addition goes. */
export async function writeEnglishAdditions(dir) {
  const { manifest, group, route, field } = withEnglishAdditions();
  const text = JSON.stringify(manifest, null, 2);
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'site.json');
  await writeFile(file, text);
  const tree = parseTree(text);
  const position = (offset) => {
    const before = text.slice(0, offset).split('\n');
    return `${before.length}:${before.at(-1).length + 1}`;
  };
  const end = (path) => { const n = findNodeAtLocation(tree, path); return position(n.offset + n.length); };
  const es = ['routes', route, 'translations', 'es', 'blocks'];
  const menu = ['navigation', 'translations', 'es', 'groups', group, 'items'];
  return {
    file, text, manifest, group, route, field,
    /** After the last item of the Spanish menu group; after the Spanish block's heading; after the last Spanish block. */
    at: {
      menu: end([...menu, findNodeAtLocation(tree, menu).children.length - 1]),
      field: end([...es, field, 'heading']),
      block: end([...es, findNodeAtLocation(tree, es).children.length - 1]),
    },
  };
}
