// The addresses whose origin goes into the Content-Security-Policy (a video's src, a form's
// endpoint, in English or in a translation): refused, located and said in words when anything but
// a plain host could reach the header; the policy names exactly the origin rebuilt from its parts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest } from '../../schema/read/load';
import { contentOrigins } from '../../schema/derive/origins';
import { contentSecurityPolicy } from '../../scripts/lib/http-policy.mjs';
import { baseManifest, text } from '../helpers/manifest';

const video = (src: string) => ({ type: 'videoFrame', title: 'A video', src });
const form = (endpoint: string) => ({ type: 'form', label: 'Write', fields: [{ name: 'a', label: 'A' }], submit: { label: 'Send', notice: { title: 'Sent' } }, delivery: { endpoint } });
const withBlocks = (blocks: unknown[]) => {
  const m = baseManifest();
  m.routes[1]!.blocks = blocks;
  return m;
};
const problems = (m: unknown) => {
  const r = loadManifest(text(m));
  return r.ok ? [] : r.problems.map((p) => formatProblem(p));
};
const policyOf = (m: unknown) => {
  const r = loadManifest(text(m));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return contentSecurityPolicy(contentOrigins(r.manifest));
};

const EMBED = 'like "https://www.youtube-nocookie.com/embed/VIDEO_ID"';
const ENDPOINT = 'like "https://formspree.io/f/abcdwxyz"';

test('a video src that would add a directive, a wildcard or a name to the policy is refused where it is written', () => {
  const at = 'data/site.json:90:18  routes[2].blocks[1].src  route "/about" > block 1 (videoFrame) > src: ';
  const cases: [string, string][] = [
    ['https://x.example;sandbox/embed', `"https://x.example;sandbox/embed" has ";" in its host name "x.example;sandbox", which holds only letters, digits, "-" and ".": write the address as the service gives it, ${EMBED}`],
    ['https://x.example%3bsandbox/embed', `"https://x.example%3bsandbox/embed" has "%" in its host name "x.example%3bsandbox", which holds only letters, digits, "-" and ".": write the address as the service gives it, ${EMBED}`],
    ['https://x.example\uff1bsandbox/embed', `"https://x.example\uff1bsandbox/embed" has "\uff1b" (U+FF1B) in its host name "x.example\uff1bsandbox", which holds only letters, digits, "-" and ".": write the address as the service gives it, ${EMBED}`],
    ['https://*.com/embed', `"https://*.com/embed" has "*" in its host: the site allows one host here, never every host; write the full address, ${EMBED}`],
    ['https://a.example,https://b.example/embed', `"https://a.example,https://b.example/embed" has "," in its host name "a.example,https:", which holds only letters, digits, "-" and ".": write the address as the service gives it, ${EMBED}`],
    ['https://me:secret@www.youtube.com/embed/x', `"https://me:secret@www.youtube.com/embed/x" has a name or password before "@": write the address without it, ${EMBED}`],
    ['https://x$y.example/embed', `"https://x$y.example/embed" has "$" in its host name "x$y.example", which holds only letters, digits, "-" and ".": write the address as the service gives it, ${EMBED}`],
    ['https://x"y.example/embed', `"https://x\\"y.example/embed" has "\\"" in its host name "x\\"y.example", which holds only letters, digits, "-" and ".": write the address as the service gives it, ${EMBED}`],
    ['http://www.youtube.com/embed/x', `"http://www.youtube.com/embed/x" is not an https address: write the address the service gives you, ${EMBED}`],
  ];
  for (const [src, message] of cases) assert.equal(problems(withBlocks([video(src)])), [at + message], src);
  for (const [src, ip] of [['https://0x7f.1/embed', '127.0.0.1'], ['https://2130706433/embed', '127.0.0.1'], ['https://0177.0.0.1/embed', '127.0.0.1'], ['https://10.1/embed', '10.0.0.1']]) {
    assert.equal(problems(withBlocks([video(src!)])), [`${at}"${src}" has an IP address for its host (${ip}), where a host name is expected: write the address as the service gives it, ${EMBED}`], src);
  }
});

test('a form endpoint the same, with http to this machine allowed for a local stand-in', () => {
  const at = 'data/site.json:103:25  routes[2].blocks[1].delivery.endpoint  route "/about" > block 1 (form) > delivery > endpoint: ';
  for (const [endpoint, says] of [
    ['https://formspree.io;sandbox/f/x', '";"'], ['https://formspree.io%3Bsandbox/f/x', '"%"'], ['https://formspree.io\uff1bsandbox/f/x', '"\uff1b" (U+FF1B)'],
    ['https://a.example,https://evil.example/f', '","'], ['https://x$y.example/f', '"$"'], ['https://evil.example\'/f', '"\'"'],
  ]) assert.equal(problems(withBlocks([form(endpoint!)])), [`${at}"${endpoint!.replace(/"/g, '\\"')}" has ${says} in its host name ${JSON.stringify(/\/\/([^/]*)/.exec(endpoint!)![1])}, which holds only letters, digits, "-" and ".": write the address as the service gives it, ${ENDPOINT}`], endpoint);
  assert.equal(problems(withBlocks([form('https://*')])), [`${at}"https://*" has "*" in its host: the site allows one host here, never every host; write the full address, ${ENDPOINT}`]);
  assert.equal(problems(withBlocks([form('https://*.example/f')])), [`${at}"https://*.example/f" has "*" in its host: the site allows one host here, never every host; write the full address, ${ENDPOINT}`]);
  assert.equal(problems(withBlocks([form('https://user@formspree.io/f/x')])), [`${at}"https://user@formspree.io/f/x" has a name or password before "@": write the address without it, ${ENDPOINT}`]);
  assert.match(policyOf(withBlocks([form('http://127.0.0.1:8089/f'), form('http://[::1]:8089/f'), form('https://Formspree.IO:8443/f/x?a=1;b=2')])),
    "connect-src 'self' http://127.0.0.1:8089 http://[::1]:8089 https://formspree.io:8443;");
});

test('a Spanish translation\'s src is checked like the English, and located in the translation', () => {
  const m = withBlocks([video('https://www.youtube-nocookie.com/embed/abc')]);
  m.site = { ...(m.site as object), locales: ['en', 'es'] };
  const es = { title: 'Acerca', description: 'Sobre nosotros.', blocks: [{ title: 'Un video', src: 'https://x.example;sandbox/embed' }] };
  m.routes[1]!.translations = { es };
  const found = problems(m).filter((p) => p.includes('src'));
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0]!, /^data\/site\.json:\d+:\d+ {2}routes\[2\]\.translations\.es\.blocks\[1\]\.src {2}.*"https:\/\/x\.example;sandbox\/embed" has ";" in its host name/);
});

test('an accepted address: the policy names its origin as rebuilt, scheme, host and port, whatever its path holds', () => {
  const csp = policyOf(withBlocks([video('https://www.youtube-nocookie.com/embed/abc?start=30;rel=0,1'), video('https://Player.Vimeo.com:8443/video/1#t=1')]));
  assert.match(csp, 'frame-src https://player.vimeo.com:8443 https://www.youtube-nocookie.com; ');
});

test('the policy itself refuses any source that is not a plain origin, whatever calls it', () => {
  for (const bad of ['https://x.example;sandbox', 'https://x.example sandbox', 'https://a.example,https://b.example', 'https://*', "'unsafe-inline'", 'https://x"y.example', 'https://x$y.example'] ) {
    assert.throws(() => contentSecurityPolicy({ frames: [bad], images: [], forms: [] }), /not a plain origin/, bad);
    assert.throws(() => contentSecurityPolicy({ frames: [], images: [], forms: [bad] }), /not a plain origin/, bad);
  }
  assert.match(contentSecurityPolicy({ frames: [], images: ['https://*.googleusercontent.com'], forms: [] }), 'img-src \'self\' https://*.googleusercontent.com;');
});

test.run();
