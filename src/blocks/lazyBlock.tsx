import { use, type ComponentType, type ReactNode } from 'react';

export interface LazyBlock<P> {
  (props: P): ReactNode;
  /** Starts loading the component (once); resolves when it is there. */
  preload(): Promise<void>;
  /** Whether it has loaded. */
  readonly loaded: boolean;
}

/**
 * A block whose code loads with the pages that use it, not with every page. The build preloads a
 * page's lazy blocks with its scripts (and counts them in its first load), the browser waits for
 * them before hydrating, and the prerenderer loads them all first (prepareBlocks), so neither
 * side renders the block differently. Loaded while a page is open (a visit in the app), the block
 * suspends until its code arrives.
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): LazyBlock<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => (loading ??= load().then((C) => { Loaded = C; }, (e: unknown) => { loading = undefined; throw e; }));
  const Block = (props: P) => {
    if (!Loaded) use(preload());
    const C = Loaded!;
    return <C {...props} />;
  };
  // defineProperty, not Object.assign: assign would copy the getter's value once.
  return Object.defineProperties(Block, { preload: { value: preload }, loaded: { get: () => !!Loaded } }) as LazyBlock<P>;
}
