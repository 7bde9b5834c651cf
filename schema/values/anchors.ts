// Every section of a page has an anchor, so a link (and a search result) can lead to it: a block
// with a heading, and each accordion item. A block's own "id" is its anchor; otherwise the
// anchor is made from the heading or the item's title ("Suicide risk screening" →
// "suicide-risk-screening"), unique on the page. Plain functions over the blocks as written (raw
// JSON) or parsed, so validation, rendering and the search index agree. No Zod: the browser uses it.

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Ids the page's frame uses (src/shell, and the data scripts of scripts/build/html.mjs that the
 * app reads by id): a section never takes them, or a heading "Site data" would break the page. */
export const FRAME_IDS = ['page-title', 'root', 'main', 'site-search', 'site-search-input', 'footer-quick', 'site-data', 'route-data', 'app-scripts'];

const ASCII = /^[\x00-\x7f]*$/;

/** "Suicide risk screening" → "suicide-risk-screening"; accents folded, "section" when no word is left. */
export function slugify(text: string): string {
  // Plain ASCII (nearly every heading) has no accent to fold: normalising it would change nothing.
  const folded = ASCII.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const slug = folded.toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').replace(/^(\d)/, 's-$1');
  return slug.slice(0, 60).replace(/-+$/, '') || 'section';
}

/** Whether a block or item has its own id. */
const ownId = (v: Obj) => (typeof v.id === 'string' ? v.id : undefined);

/**
 * The anchor of each section of a page, keyed by the block or accordion item it belongs to.
 * `blocks` are the route's blocks; an opening hero is not a section.
 */
export function sectionAnchors(blocks: readonly unknown[]): Map<object, string> {
  const explicit = new Set<string>();
  const visit = (bs: unknown, each: (v: Obj, label: string | undefined) => void) => {
    if (!Array.isArray(bs)) return;
    for (const b of bs) {
      if (!isObj(b) || b.type === 'hero') continue;
      each(b, typeof b.heading === 'string' ? b.heading : undefined);
      if (b.type === 'accordion' && Array.isArray(b.items)) {
        for (const it of b.items) {
          if (!isObj(it)) continue;
          each(it, typeof it.title === 'string' ? it.title : undefined);
          visit(it.blocks, each);
        }
      }
      if (b.type === 'tabs' && Array.isArray(b.tabs)) for (const t of b.tabs) if (isObj(t)) visit(t.blocks, each);
    }
  };
  visit(blocks, (v) => { const id = ownId(v); if (id) explicit.add(id); });
  const taken = new Set([...FRAME_IDS, ...explicit]);
  const out = new Map<object, string>();
  visit(blocks, (v, label) => {
    const id = ownId(v);
    if (id) return void out.set(v, id);
    if (!label) return;
    const base = slugify(label);
    let anchor = base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    out.set(v, anchor);
  });
  return out;
}

/** Every anchor of a page, for checking links to it ("#x" on the page, "/path#x" from elsewhere). */
export const anchorsOf = (blocks: readonly unknown[]): Set<string> => new Set(sectionAnchors(blocks).values());

type Node = Record<string, unknown>;
/** The blocks with their anchors written in (`anchor` on each block with a heading and each
 * accordion item): the route's data carries them, so the browser needs none of this code. */
export function withAnchors<T>(blocks: readonly T[]): T[] {
  const anchors = sectionAnchors(blocks);
  const mark = (v: Node): Node => {
    const out: Node = { ...v };
    const a = anchors.get(v);
    if (a && typeof v.id !== 'string') out.anchor = a;
    if (Array.isArray(v.blocks)) out.blocks = (v.blocks as Node[]).map(mark);
    if (Array.isArray(v.items)) out.items = (v.items as Node[]).map((it) => ({ ...mark(it), anchor: anchors.get(it) }));
    if (Array.isArray(v.tabs)) out.tabs = (v.tabs as Node[]).map(mark);
    return out;
  };
  return blocks.map((b) => mark(b as Node) as T);
}
