// The other origins the site's pages use, read from the validated manifest: the hosts of embedded
// frames (videoFrame), of link thumbnails, and of the endpoints forms send to (form.delivery). The
// Content-Security-Policy allows exactly these (scripts/lib/http-policy.mjs), so embedding a video
// from a new host, or configuring a form service, updates it.
import type { Manifest } from '../model/manifest';
import { headerOrigin } from '../model/headerUrl';

/** Hosts a thumbnail address redirects to: the image itself comes from there. */
const SERVED_FROM: Record<string, string[]> = {
  'https://drive.google.com': ['https://*.googleusercontent.com'],
};

export interface ContentOrigins { frames: string[]; images: string[]; forms: string[] }

export function contentOrigins(m: Manifest): ContentOrigins {
  const frames = new Set<string>();
  const images = new Set<string>();
  const forms = new Set<string>();
  for (const route of m.routes) {
    const o = originsOf(route);
    o.frames.forEach((x) => frames.add(x));
    o.images.forEach((x) => images.add(x));
    o.forms.forEach((x) => forms.add(x));
  }
  return { frames: [...frames].sort(), images: [...images].sort(), forms: [...forms].sort() };
}

// Per route, remembered while the route object lives: `npm start` keeps the routes an edit did not
// touch, so after a one-route edit only that route is walked again.
const seen = new WeakMap<object, ContentOrigins>();

function originsOf(route: Manifest['routes'][number]): ContentOrigins {
  const known = seen.get(route);
  if (known) return known;
  const frames: string[] = [];
  const images: string[] = [];
  const forms: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const src = o.src as { kind?: string; href?: string } | undefined;
    // Rebuilt from scheme, host and port by the same rule validation applied (schema/model/headerUrl.ts).
    if (o.type === 'videoFrame' && src?.kind === 'external' && src.href) frames.push(headerOrigin(src.href));
    const delivery = o.delivery as { endpoint?: string } | undefined;
    if (o.type === 'form' && delivery?.endpoint) forms.push(headerOrigin(delivery.endpoint, true));
    if (typeof o.thumbnail === 'string') {
      const origin = new URL(o.thumbnail).origin;
      images.push(origin, ...(SERVED_FROM[origin] ?? []));
    }
    Object.values(o).forEach(walk);
  };
  walk(route);
  const found = { frames, images, forms };
  seen.set(route, found);
  return found;
}
