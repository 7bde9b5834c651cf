// A small manifest linking to every answer of link-server.mjs, in the places links live (site
// settings, navigation, a link list, a list inside an accordion, a video frame), with some
// addresses used twice. It is deliberately not a complete site (no footer, no descriptions):
// the link check must find and locate links in a manifest that fails validation.

/** [label, address, expected status] for each case, given the servers' base URLs. */
export function linkCases({ base, tlsBase, refusedBase }) {
  return [
    ['Fine', `${base}/ok`, 'ok'],
    ['Moved for good', `${base}/moved`, 'redirected-permanent'],
    ['Moved for now', `${base}/temporary`, 'redirected-temporary'],
    ['Not found', `${base}/not-found`, 'broken'],
    ['Gone', `${base}/gone`, 'broken'],
    ['Busy, then fine', `${base}/busy`, 'ok'],
    ['Server error', `${base}/server-error`, 'server-error'],
    ['Never answers', `${base}/hang`, 'timeout'],
    ['Refuses HEAD', `${base}/no-head`, 'ok'],
    ['Hangs up on HEAD', `${base}/reset-head`, 'ok'],
    ['Redirect loop', `${base}/loop-a`, 'broken'],
    ['Forbidden to robots', `${base}/forbidden`, 'check-by-hand'],
    ['Drops the first connection', `${base}/flaky`, 'ok'],
    ['Untrusted certificate', `${tlsBase}/ok`, 'tls'],
    ['Nothing listening', `${refusedBase}/ok`, 'unreachable'],
    ['No such host', 'http://links-test.invalid/ok', 'unreachable'],
    ['Not an address', 'https://not an address.example/', 'broken'],
  ];
}

export function testManifest(servers) {
  const { base } = servers;
  const manifest = {
    site: { name: 'Link check test', connect: { label: 'Connect', href: `${base}/ok` } },
    navigation: { primary: [{ label: 'Home', href: '/' }, { label: 'Partner', href: `${base}/moved` }] },
    routes: [
      {
        path: '/',
        title: 'Every kind of link',
        blocks: [
          { type: 'linkList', heading: 'One of each', links: linkCases(servers).map(([label, href]) => ({ label, href })) },
          {
            type: 'accordion',
            items: [{ title: 'More', blocks: [{ type: 'linkList', links: [{ label: 'Not found again', href: `${base}/not-found` }, { label: 'Email us', href: 'mailto:team@example.org' }] }] }],
          },
          { type: 'videoFrame', title: 'A talk', src: `${base}/ok-again`, openUrl: `${base}/temporary` },
          { type: 'buttonRow', buttons: [{ label: 'About', href: '/about' }, { label: 'Call', href: 'tel:+15555550100' }] },
        ],
      },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
