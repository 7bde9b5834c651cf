// The other origins the site's pages load content from, read from the validated manifest: the
// hosts of embedded frames (videoFrame) and of link thumbnails. The Content-Security-Policy allows
// exactly these (scripts/lib/http-policy.mjs), so embedding a video from a new host updates it.
import type { Manifest } from './manifest';

/** Hosts a thumbnail address redirects to: the image itself comes from there. */
const SERVED_FROM: Record<string, string[]> = {
  'https://drive.google.com': ['https://*.googleusercontent.com'],
};

export interface ContentOrigins { frames: string[]; images: string[] }

export function contentOrigins(m: Manifest): ContentOrigins {
  const frames = new Set<string>();
  const images = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const src = o.src as { kind?: string; href?: string } | undefined;
    if (o.type === 'videoFrame' && src?.kind === 'external' && src.href) frames.add(new URL(src.href).origin);
    if (typeof o.thumbnail === 'string') {
      const origin = new URL(o.thumbnail).origin;
      images.add(origin);
      for (const s of SERVED_FROM[origin] ?? []) images.add(s);
    }
    Object.values(o).forEach(walk);
  };
  walk(m.routes);
  return { frames: [...frames].sort(), images: [...images].sort() };
}
