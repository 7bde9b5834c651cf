import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for code the page loads when first needed (search, the catalogue's filters, notices),
 * with a stand-in when that code cannot load: offline, a file not kept on the device fails to
 * load, and a lazy component that fails would take the whole page down with it. The stand-in
 * says so; the next full page load tries again.
 */
export function lazyOr<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, standIn: ComponentType<P>) {
  return lazy(() => load().catch(() => ({ default: standIn })));
}
