// The bench's slow phone, shared by its Chromium sections (tbt, first-tap, cls): a 390 px touch
// screen whose CPU is 4x slower (CDP Emulation.setCPUThrottlingRate) and, where the network
// matters, a 150 ms round trip at 1.6 Mbps down and 750 kbps up (CDP
// Network.emulateNetworkConditions; the page's own requests: the service worker's are its own
// target's and are not slowed). The desktop is the same machine with a 1280 px window and a mouse.
import { LOCAL_ONLY } from '../lib/chromium.mjs';

export const CPU_SLOWDOWN = 4;
export const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Chromium as the bench launches it, where no other host resolves: an embed or a thumbnail from
 * elsewhere can never make a run wait for the internet. */
export async function launchLocalOnly(chromium) {
  const { chromium: pw } = await import('playwright-core');
  return pw.launch({ ...chromium, args: [...chromium.args, LOCAL_ONLY] });
}

/** A new page of `context` on the slow CPU (and, with `network`, the slow network), and its CDP session. */
export async function slowPage(context, { network = true } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  return { page, cdp };
}

/** A finger's tap at a point of the window (CDP touch events: the browser makes the pointer,
 * touch, mouse and click events of a real tap from them). */
export async function tapAt(cdp, { x, y }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** In the page: whether the app has hydrated it (every element under #root belongs to React). */
export const isHydrated = () => {
  const all = [...document.querySelectorAll('#root *')];
  return all.length > 0 && all.every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
};

/** Resolves `promise`, or `fallback` after `ms`: a page that never answers never holds the bench. */
export const within = (promise, ms, fallback) => {
  let timer;
  return Promise.race([promise, new Promise((ok) => { timer = setTimeout(() => ok(fallback), ms); })]).finally(() => clearTimeout(timer));
};
