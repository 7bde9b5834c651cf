import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadManifest } from '../../schema/read/load';
import { contentOrigins } from '../../schema/derive/origins';
import { baseManifest, text } from '../helpers/manifest';

const originsOf = (blocks: unknown[]) => {
  const m = baseManifest();
  m.routes[1]!.blocks = blocks;
  const r = loadManifest(text(m));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return contentOrigins(r.manifest);
};

test('frames: the origin of every embedded video, nested blocks included; nothing else', () => {
  assert.equal(originsOf([
    { type: 'videoFrame', title: 'A', src: 'https://www.youtube.com/embed/abc' },
    { type: 'accordion', items: [{ title: 'More', blocks: [{ type: 'videoFrame', title: 'B', src: 'https://player.vimeo.com/video/1' }] }] },
    { type: 'tabs', label: 'T', tabs: [{ label: 'One', blocks: [{ type: 'videoFrame', title: 'C', src: 'https://www.youtube.com/embed/def' }] }, { label: 'Two', blocks: [{ type: 'prose', paragraphs: ['x'] }] }] },
    { type: 'linkList', links: [{ label: 'Watch', href: 'https://www.youtube.com/watch?v=x' }] },
  ]), { frames: ['https://player.vimeo.com', 'https://www.youtube.com'], images: [], forms: [] });
});

test('images: a Drive file link shows a preview, served from Google\'s image hosts', () => {
  assert.equal(originsOf([{ type: 'linkList', links: [{ label: 'Worksheet', href: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view' }] }]),
    { frames: [], images: ['https://*.googleusercontent.com', 'https://drive.google.com'], forms: [] });
});

const contactForm = (delivery?: unknown) => ({ type: 'form', heading: 'Write', fields: [{ name: 'message', label: 'Message', type: 'textarea' }],
  submit: { label: 'Send', ...(delivery ? { notice: { title: 'Sent' } } : {}) }, ...(delivery ? { delivery } : {}) });

test('forms: the origin of every endpoint a form sends to; Netlify Forms and a form that sends nothing add none', () => {
  assert.equal(originsOf([
    contactForm({ endpoint: 'https://formspree.io/f/abcd' }),
    { type: 'tabs', label: 'T', tabs: [{ label: 'One', blocks: [contactForm({ endpoint: 'https://submit-form.com/xyz' })] }, { label: 'Two', blocks: [contactForm()] }] },
    contactForm({ netlify: 'contact' }),
    contactForm(),
  ]).forms, ['https://formspree.io', 'https://submit-form.com']);
});

test.run();
