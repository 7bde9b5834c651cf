// A fresh happy-dom document for component tests, registered as the global browser environment.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

export function setupDom(url = 'http://localhost/') {
  if (!GlobalRegistrator.isRegistered) GlobalRegistrator.register({ url, width: 1280, height: 800 });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
  document.body.innerHTML = '';
  return document;
}
