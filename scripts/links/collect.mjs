// Every external web address in a manifest, de-duplicated, with each place it is written.
// It walks the raw JSON (as the validator's cross-checks do), so it works on a manifest that fails
// validation too: a broken link is worth knowing about while another field is being fixed.
// The schema's own code decides what an address is (classifyHref) and which thumbnail a resource
// link shows (resourceLink), the loader fills in {{variables}} (substituteVariables), and the
// validator's locate.ts says where each one is.

const WEB = /^https?:\/\//i;

/**
 * @param {string} text  the manifest's text, for line:col
 * @param {unknown} raw  JSON.parse(text)
 * @param {{ classifyHref, resourceLink, substituteVariables, SourceMap, dataPath, jsonPath }} schema  compiled schema modules
 * @returns {{ url: string, host: string, invalid?: string, places: Place[] }[]} in order of first appearance
 */
export function collectLinks(text, raw, schema) {
  const found = new Map();
  const add = (url, host, path, extra = {}) => {
    if (!found.has(url)) found.set(url, { url, host, ...(extra.invalid ? { invalid: extra.invalid } : {}), places: [] });
    found.get(url).places.push({ path, ...(extra.derived ? { derived: extra.derived } : {}) });
  };

  const visit = (value, path) => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, [...path, i]));
    if (value && typeof value === 'object') {
      if (path[0] === 'site' && path[1] === 'variables') return;
      return Object.entries(value).forEach(([k, v]) => visit(v, [...path, k]));
    }
    if (typeof value !== 'string' || !WEB.test(value.trim())) return;
    // site.url is the site's own address (canonical links, the sitemap), not a link in its pages.
    if (path.length === 2 && path[0] === 'site' && path[1] === 'url') return;
    const address = value.trim();
    const target = schema.classifyHref(address);
    if (typeof target === 'string') return add(address, hostOf(address), path, { invalid: target });
    add(target.href, new URL(target.href).host, path);
    // A resource link (an entry of a "links" list) may show a preview image derived from its address.
    if (path.at(-1) === 'href' && path.at(-3) === 'links') {
      const thumbnail = schema.resourceLink.safeParse({ label: 'link', href: address }).data?.thumbnail;
      if (thumbnail) add(thumbnail, new URL(thumbnail).host, path, { derived: 'thumbnail' });
    }
  };
  // Addresses are checked as the site ships them, with {{variables}} filled in (an address may be
  // a variable). Filling in keeps every path, so each place is still located in the raw JSON below;
  // unknown variables are validation's to report.
  visit(schema.substituteVariables(raw, () => {}), []);

  const src = new schema.SourceMap(text);
  for (const link of found.values()) {
    link.places = link.places.map(({ path, derived }) => ({
      ...src.position(src.offsetOf(path)),
      path: schema.jsonPath(path),
      where: schema.dataPath(path, raw) + (derived ? ` (the ${derived} shown for this address)` : ''),
      ...(derived ? { derived } : {}),
    }));
  }
  return [...found.values()];
}

function hostOf(address) {
  try {
    return new URL(address).host;
  } catch {
    return '(invalid address)';
  }
}
