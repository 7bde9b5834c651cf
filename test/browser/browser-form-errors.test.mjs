// A form refused in a real browser names what is wrong: each required field left empty and an
// e-mail address that is not one get their error in words under the field (aria-invalid,
// aria-describedby) and in a list above the send button; the first field to correct takes the
// focus, as the browser's own check does; correcting a field removes its error; the Spanish page
// says it in Spanish; axe finds nothing in that state.
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, visit, runAxe, describeViolations, stats, DESKTOP, PHONE, unexpected,
} from '../browser-helpers/harness.mjs';

if (browserAvailable(test)) {
  const h = useHarness(test, 'form errors');
  const withForm = () => {
    const route = h.routes.find((r) => r.blocks.some((b) => b.type === 'form' && b.validate && b.fields.some((f) => f.required) && b.fields.some((f) => f.type === 'email')));
    return { route, form: route.blocks.find((b) => b.type === 'form') };
  };
  /** Each field's error as the page states it: { name: { invalid, described } }, the focused field's name, and the list of errors. */
  const errorsShown = (page) => page.locator('main form').first().evaluate((form) => {
    const out = {};
    for (const el of form.querySelectorAll('input[name]:not([type=hidden]), textarea')) {
      const ids = el.getAttribute('aria-describedby');
      out[el.name] = { invalid: el.getAttribute('aria-invalid') === 'true', described: ids ? ids.split(' ').map((i) => document.getElementById(i)?.textContent ?? '').join(' ') : '' };
    }
    const list = [...form.querySelectorAll('div')].find((d) => d.querySelector('ul a[href^="#"]'));
    return { fields: out, focused: document.activeElement?.getAttribute('name'), summary: list?.textContent ?? '' };
  });

  test('desktop: an empty send names every required field, beside it and in a list that takes the focus', () => withPage(h, DESKTOP, async (p, c) => {
    const { route, form } = withForm();
    await visit(p, h, route.path);
    const required = form.fields.filter((f) => f.required);
    await p.page.locator('main form button[type=submit]').first().click();
    await p.page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true', null, { timeout: 5000 }).catch(() => {});
    const got = await errorsShown(p.page);
    for (const f of required) {
      c.ok(got.fields[f.name]?.invalid, `${f.name}: aria-invalid`);
      c.ok(got.fields[f.name]?.described.includes(f.label), `${f.name}: the error under it names "${f.label}" (it says "${got.fields[f.name]?.described}")`);
      c.ok(got.summary.includes(f.label), `the list of errors names "${f.label}" (it says "${got.summary}")`);
    }
    c.eq(got.focused, required[0].name, 'the first field to correct takes the focus');
    const v = await runAxe(p.page);
    stats.axeRuns++;
    c.none(describeViolations(v, `${route.path} with errors`), 'axe');
    // Corrected, a field's error goes at once.
    const first = required[0];
    await p.page.locator(`main form [name="${first.name}"]`).fill('x');
    const after = await errorsShown(p.page);
    c.ok(!after.fields[first.name].invalid && !after.fields[first.name].described, `${first.name}: its error goes once it is filled in`);
    c.none(unexpected(p), route.path);
  }, { reducedMotion: 'reduce' }));

  test('phone (dark): an address that is not one is named as such, and axe finds nothing', () => withPage(h, PHONE, async (p, c) => {
    const { route, form } = withForm();
    await visit(p, h, route.path);
    const email = form.fields.find((f) => f.type === 'email');
    for (const f of form.fields) await p.page.locator(`main form [name="${f.name}"]`).fill(f === email ? 'not-an-address' : 'Something to say');
    await p.page.locator('main form button[type=submit]').first().click();
    await p.page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true', null, { timeout: 5000 }).catch(() => {});
    const got = await errorsShown(p.page);
    c.ok(got.fields[email.name].invalid && /e-mail/i.test(got.fields[email.name].described), `${email.name}: the error says an e-mail address is wanted (it says "${got.fields[email.name].described}")`);
    c.eq(Object.values(got.fields).filter((x) => x.invalid).length, 1, 'only the e-mail field is in error');
    c.eq(got.focused, email.name, 'the e-mail field takes the focus');
    const v = await runAxe(p.page);
    stats.axeRuns++;
    c.none(describeViolations(v, `${route.path} with a bad address (dark)`), 'axe');
  }, { colorScheme: 'dark', reducedMotion: 'reduce' }));

  test('Spanish: the errors are in Spanish', () => withPage(h, DESKTOP, async (p, c) => {
    const { route } = withForm();
    await visit(p, h, `/es${route.path}`);
    await p.page.locator('main form button[type=submit]').first().click();
    await p.page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true', null, { timeout: 5000 }).catch(() => {});
    const got = await errorsShown(p.page);
    c.ok(got.summary.includes('Corrija'), `the list of errors is in Spanish (it says "${got.summary}")`);
    c.ok(Object.values(got.fields).some((x) => x.described.startsWith('Escriba')), 'the errors under the fields are in Spanish');
  }));
}

test.run();
