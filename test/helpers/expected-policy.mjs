// The headers the site must send, written out literally, so a change to the policy
// (scripts/lib/http-policy.mjs) fails the tests of every server that sends it: the dev server
// (test/node/dev-server.test.mjs) and nginx (test/browser/browser-nginx.test.mjs).
// Only the hosts come from data/site.json: the video hosts it embeds, Google's image hosts
// when it links a Drive file (whose preview image is shown), and the endpoints its forms send to.

export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function expectedSecurityHeaders(site) {
  const objects = [];
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') { objects.push(v); Object.values(v).forEach(walk); }
  };
  walk(site.routes);
  const videos = [...new Set(objects.filter((o) => o.type === 'videoFrame').map((o) => new URL(o.src).origin))].sort();
  // Resource links to a Drive file show its preview image, served by Google's image hosts.
  const driveFile = /^https:\/\/(?:drive|docs)\.google\.com\/(?:file\/d\/|(?:open|uc)\?(?:.*&)?id=|(?:document|presentation|spreadsheets)\/d\/)[\w-]{10,}/;
  const forms = [...new Set(objects.filter((o) => o.type === 'form' && o.delivery?.endpoint).map((o) => new URL(o.delivery.endpoint).origin))]
    .sort().map((o) => ` ${o}`).join('');
  const drive = objects.filter((o) => o.type === 'linkList').some((o) => o.links.some((l) => driveFile.test(l.href)));
  return {
    'content-security-policy': ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'",
      `img-src 'self'${drive ? ' https://*.googleusercontent.com https://drive.google.com' : ''}`, "font-src 'self'", `connect-src 'self'${forms}`,
      `frame-src ${videos.join(' ') || "'none'"}`, "worker-src 'self'", "manifest-src 'self'", "object-src 'none'", "base-uri 'none'",
      "frame-ancestors 'none'", `form-action 'self'${forms}`].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), '
      + 'magnetometer=(), microphone=(), midi=(), payment=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()',
  };
}
