import { memo, use, type ComponentType, type ReactNode } from 'react';
import { useHydrating } from '../lib/useHydrating';

export interface LazyBlock<P> {
  (props: P): ReactNode;
  /** Starts loading the component (once); resolves when it is there. */
  preload(): Promise<void>;
  /** Whether it has loaded. */
  readonly loaded: boolean;
}

/** A promise that never settles: suspending on it keeps a block as it was prerendered. */
const never = new Promise<never>(() => {});

/**
 * A block whose code loads with the pages that use it, not with every page, and not before the
 * page hydrates: each block is a Suspense boundary of its own (BlockList), so while hydrating, a
 * block whose code is not there yet stays as it was prerendered (readable, its links working, as
 * without JavaScript) and React hydrates it in a short task of its own when the code arrives.
 * The rest of the page does not wait for it, and its code is not part of the first load. If the
 * code cannot load (offline, not kept on the device), the block simply stays as prerendered.
 * Loaded while a page is open (a visit in the app), the block suspends until its code arrives.
 * The prerenderer loads every block first (prepareBlocks), so nothing renders differently.
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): LazyBlock<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  // Memoised: the block renders once more when hydration ends (useHydrating turns false), and a
  // new props object then would re-render the component and any of its own Suspense boundaries
  // not hydrated yet, which React would give up (the catalogue waiting for its data).
  const preload = () => (loading ??= load().then((C) => { Loaded = memo(C) as unknown as ComponentType<P>; }, (e: unknown) => { loading = undefined; throw e; }));
  let hydratingLoad: Promise<void> | undefined;
  const Block = (props: P) => {
    const hydrating = useHydrating();
    if (!Loaded) use(hydrating ? (hydratingLoad ??= preload().catch(() => never)) : preload());
    const C = Loaded!;
    return <C {...props} />;
  };
  // defineProperty, not Object.assign: assign would copy the getter's value once.
  return Object.defineProperties(Block, { preload: { value: preload }, loaded: { get: () => !!Loaded } }) as LazyBlock<P>;
}
