import { Suspense } from 'react';
import { lazyOr } from './ui/lazyOr';
import { Router } from 'wouter';
import type { CatalogueData } from '../schema/contract/catalogueFormat';
import { CatalogueContext, ClientContext, ShellContext, type ShellData } from './data/context';
import type { RouteClient } from './data/routeClient';
import { DeferredFooter as Footer } from './shell/deferred';
import { Header } from './shell/Header';
import { PageBoundary } from './shell/LoadFailed';
import { PageView } from './shell/PageView';
import { main } from './shell/Page.css';
import { useNoticesWanted } from './ui/notify';
import { container } from './styles/utils.css';
import './styles/global.css';
// Styles of lazily loaded parts go in the main stylesheet: esbuild does not load CSS for dynamic chunks.

// The notice host (react-toastify) loads the first time a notice is shown.
// Without its code (offline, not kept on the device) a notice is simply not shown.
const NoticeHost = lazyOr(() => import('./ui/NoticeHost/NoticeHost'), () => null);

function Notices() {
  const wanted = useNoticesWanted();
  return (
    <div role="status" aria-live="polite">
      {wanted && <Suspense fallback={null}><NoticeHost /></Suspense>}
    </div>
  );
}

interface Props {
  shell: ShellData;
  client: RouteClient;
  ssrPath?: string;
  /** While prerendering: the catalogue data of the page being rendered. */
  catalogue?: CatalogueData | undefined;
  /** While prerendering: the header and footer left empty, as the page's are rendered already
   * (src/server/shellParts.ts). */
  withoutShell?: boolean;
}

export function App({ shell, client, ssrPath, catalogue, withoutShell = false }: Props) {
  const app = (
    <ShellContext.Provider value={shell}>
      <ClientContext.Provider value={client}>
        <Router ssrPath={ssrPath}>
            {/* Separate boundaries: the shell hydrates in its own short tasks. */}
            <Suspense fallback={null}>{withoutShell ? null : <Header />}</Suspense>
            <main id="main" tabIndex={-1} className={`${container} ${main}`}>
              {/* A page that fails to render never takes the header, menus and footer with it. */}
              <PageBoundary><PageView /></PageBoundary>
            </main>
            <Suspense fallback={null}>{withoutShell ? null : <Footer />}</Suspense>
            <Notices />
        </Router>
      </ClientContext.Provider>
    </ShellContext.Provider>
  );
  // Rendered in the browser too (empty), so both sides build the same tree.
  return <CatalogueContext.Provider value={catalogue ?? null}>{app}</CatalogueContext.Provider>;
}
