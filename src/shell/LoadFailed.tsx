import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useRouteClient, useUi } from '../data/context';
import { normalisePath } from '../data/routeClient';
import { buttonClass } from '../ui/Button/Button';
import * as s from './Page.css';

/**
 * The one message for a page that cannot be shown, whatever the cause (network, unreadable data, a
 * render error): what happened, Try again (loads the data again), and a plain link that loads the
 * page in full, which also brings the newest code when the site changed since this tab opened.
 */
export function LoadFailed({ path, reason, onRetry }: { path: string; reason: string; onRetry: () => void }) {
  const ui = useUi();
  return (
    <div className={s.status} role="alert">
      <h1 className={s.title} id="page-title">{ui.loadFailed.title}</h1>
      <p className={s.lead}>{reason}</p>
      <div className={s.actions}>
        <button type="button" className={buttonClass('default')} onClick={onRetry}>{ui.loadFailed.retry}</button>
        <a href={path} className={buttonClass('outline')}>{ui.loadFailed.reload}</a>
      </div>
    </div>
  );
}

/** `reason`: what LoadFailed says, in the page's language (a class cannot read it from a hook). */
type BoundaryProps = { path: string; reason: string; onRetry: () => void; children: ReactNode };

/** Catches an error while rendering a page (data this code does not understand), so the header,
 * footer and navigation stay and the visitor gets LoadFailed instead of a blank window. Moving to
 * another path clears it. */
class Boundary extends Component<BoundaryProps, { error: boolean; path: string }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: false, path: props.path }; // not a class field: that would need a helper in the bundle
  }
  static getDerivedStateFromError() { return { error: true }; }
  static getDerivedStateFromProps(props: BoundaryProps, state: { path: string }) {
    return props.path === state.path ? null : { error: false, path: props.path };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    const retry = () => { this.setState({ error: false }); this.props.onRetry(); };
    return <LoadFailed path={this.props.path} reason={this.props.reason} onRetry={retry} />;
  }
}

export function PageBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const path = normalisePath(location);
  const client = useRouteClient();
  const ui = useUi();
  return <Boundary path={path} reason={ui.loadFailed.renderFailed} onRetry={() => void client.retry(path)}>{children}</Boundary>;
}
