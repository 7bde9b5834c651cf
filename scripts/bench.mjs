// npm run bench: build time, memory and first-load weight of the real site and of synthetic
// 1,000- and 10,000-route sites (each built as is and with --precompress, with every step's wall
// and CPU time and the peak memory of all the build's processes together), Total Blocking Time per route and client navigation time in
// Chromium, the first tap on each kind of control and the layout shift per route on a slow phone,
// and Lighthouse (a section) when it is installed. Prints one report and writes it as JSON to
// bench/out/bench.json. Flags: --quick (1,000 routes only, one TBT run per route, two first-tap
// runs), --keep (keep the synthetic sites in .cache/bench), --all-routes (TBT of every route, not
// a sample), --early-taps (first taps also as soon as each control is painted), --only NAMES
// (the sections named, comma-separated, e.g. --only first-tap,cls,search,catalogue: the real
// site is built, then only those sections run, on the synthetic sites too when they have a
// synthetic part; client navigation is left out), --tap-kinds=WORDS (only the
// kinds of control whose first-tap row names one of the comma-separated words).
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { HEADLESS_ARGS, findChromium } from './lib/chromium.mjs';
import { root } from './lib/paths.mjs';
import { BUDGETS, distStats, firstLoad, jsContributors, kb, mb, median, sec, table } from './bench/support/first-load.mjs';
import { syntheticManifest } from './bench/support/synthetic-site.mjs';
import { OFFLINE_BUDGET, precacheSize } from './bench/support/precache.mjs';
import { measuredRun } from './bench/support/measured-run.mjs';
import { machineSpeed } from './bench/support/machine-speed.mjs';
import { navigation } from './bench/navigation.mjs';
import searchSection from './bench/search.mjs';
import catalogueSection from './bench/catalogue.mjs';
import devLoop from './bench/dev-loop.mjs';
import editorCheck from './bench/editor-check.mjs';
import tagsSection from './bench/tags.mjs';
import crisisSection from './bench/crisis.mjs';
import tbtSection from './bench/tbt.mjs';
import firstTapSection from './bench/first-tap.mjs';
import clsSection from './bench/cls.mjs';
import packetSection from './bench/packet.mjs';
import lighthouseSection from './bench/lighthouse.mjs';

// Further sections, each in scripts/bench/: { name, real?(ctx), synthetic?(ctx, site) } where
// ctx = { realDist, realBuild, realRaw, chromium, work, firstLoads } and site = { routes, dist, build, ... }.
// Each returns { data, text, targets: [{ name, pass, value }] }.
const ALL_SECTIONS = [tbtSection, firstTapSection, clsSection, lighthouseSection, searchSection, catalogueSection, packetSection, devLoop, editorCheck, tagsSection, crisisSection];

const work = join(root, '.cache/bench');
const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith('--only='))?.slice(7) ?? (args.includes('--only') ? args[args.indexOf('--only') + 1] : null);
const only = onlyArg ? onlyArg.split(',').map((n) => n.trim()).filter(Boolean) : null;
const unknown = (only ?? []).filter((n) => !ALL_SECTIONS.some((s) => s.name === n));
if (unknown.length) {
  console.error(`--only: no section named ${unknown.join(', ')} (there are: ${ALL_SECTIONS.map((s) => s.name).join(', ')})`);
  process.exit(2);
}
const SECTIONS = only ? ALL_SECTIONS.filter((s) => only.includes(s.name)) : ALL_SECTIONS;
// The sections add LOCAL_ONLY where a page's other hosts must not be waited for (slow-phone.mjs).
const CHROMIUM = { executablePath: findChromium(), args: HEADLESS_ARGS };

const brief = ({ ok, error, wallMs, buildMs, timings, cpu, search, searchPeakMB, sitePeakMB, cpuMs, maxRssMB, treePeakMB, load }) => ({ ok, error, wallMs, buildMs, timings, cpu, search, searchPeakMB, sitePeakMB, cpuMs, maxRssMB, treePeakMB, load });
const pick = ({ route, html, css, js, data }) => ({ route, html, css, js, data, total: html + css + js });

const report = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAtStart: loadavg()[0], referenceWorkMs: { start: machineSpeed(), end: 0 }, budgets: BUDGETS, only: only ?? undefined };
await mkdir(work, { recursive: true });
console.log(`Benchmarking (${report.cpus} cores, load average ${report.loadAtStart.toFixed(1)}, reference work ${report.referenceWorkMs.start} ms) …`);

// The real site.
const realDist = join(work, 'real');
await rm(realDist, { recursive: true, force: true });
const realBuild = await measuredRun('build', join(root, 'data/site.json'), realDist);
const real = report.real = { build: brief(realBuild) };
if (realBuild.ok) {
  const cache = new Map();
  const loads = realBuild.routes.map((r) => firstLoad(realDist, r.path, { cache }));
  real.summary = Object.fromEntries(['html', 'css', 'js', 'data'].map((k) => { const v = loads.map((l) => l[k]); return [k, { min: Math.min(...v), median: median(v), max: Math.max(...v) }]; }));
  real.dist = distStats(realDist, realBuild.routes);
  real.precache = precacheSize(realDist);
  real.jsFiles = loads[0].files.filter((f) => f.kind === 'js');
  real.missingPreloads = [...new Set(loads.flatMap((l) => l.missingPreloads))];
  real.jsContributors = jsContributors(realBuild.metafile, real.jsFiles).slice(0, 8);
  real.routes = loads.map(pick);
}
const realHome = real.routes?.find((r) => r.route === '/');
const sectionCtx = { realDist, realBuild, realRaw: null, chromium: CHROMIUM, work, firstLoads: real.routes };
const sectionResults = Object.fromEntries(SECTIONS.map((s) => [s.name, { real: null, synthetic: [] }]));
/** Runs one hook of every section, keeping a failure to that section. */
async function runSections(hook, ...a) {
  for (const s of SECTIONS) {
    if (!s[hook]) continue;
    const r = await s[hook](sectionCtx, ...a).catch((e) => ({ data: { error: e.message.split('\n')[0] }, text: `${s.name}: failed: ${e.message.split('\n')[0]}`, targets: [{ name: `${s.name} bench ran`, pass: false, value: e.message.split('\n')[0] }] }));
    if (hook === 'real') sectionResults[s.name].real = r;
    else sectionResults[s.name].synthetic.push(r);
  }
}

// Synthetic sites: the real shell (and routes), plus generated routes.
const realRaw = await readFile(join(root, 'data/site.json'), 'utf8').then(JSON.parse).catch(() => null);
sectionCtx.realRaw = realRaw;
const synthetic = report.synthetic = [];
const syntheticSizes = !realRaw || (only && !SECTIONS.some((s) => s.synthetic)) ? [] : args.includes('--quick') ? [1000] : [1000, 10000];
for (const n of syntheticSizes) {
  const file = join(work, `synthetic-${n}.json`);
  const dist = join(work, `synthetic-${n}`);
  let m = syntheticManifest(realRaw, { routes: n, realRoutes: realBuild.ok });
  const s = { routes: n, sample: m.routes.find((r, i) => i > m.routes.length / 2 && r.path.split('/').length > 3).path };
  await writeFile(file, JSON.stringify(m, null, 2));
  m = null;
  s.manifestBytes = (await stat(file)).size;
  process.stdout.write(`  ${n} routes: validating … `);
  // Three runs, the median reported with the range: on a shared machine one run can be off by half.
  const validations = [];
  for (let i = 0; i < 3; i++) validations.push(brief(await measuredRun('validate', file)));
  const byWall = [...validations].sort((a, b) => a.wallMs - b.wallMs);
  s.validate = { ...byWall[1], runsMs: validations.map((v) => v.wallMs), ok: validations.every((v) => v.ok), error: validations.find((v) => !v.ok)?.error };
  process.stdout.write('building … ');
  await rm(dist, { recursive: true, force: true });
  const b = await measuredRun('build', file, dist);
  s.build = brief(b);
  // The same build asked to precompress (npm run build -- --precompress), timed beside it.
  process.stdout.write('with --precompress … ');
  const precompressed = join(work, `synthetic-${n}-precompressed`);
  s.precompressed = brief(await measuredRun('build', file, precompressed, work, { precompress: true }));
  await rm(precompressed, { recursive: true, force: true });
  if (b.ok) Object.assign(s, { home: pick(firstLoad(dist, '/')), generated: pick(firstLoad(dist, s.sample)), dist: distStats(dist, b.routes), precache: precacheSize(dist) });
  if (b.ok) await runSections('synthetic', { ...s, dist, manifestFile: file });
  console.log('done');
  if (!args.includes('--keep')) await Promise.all([rm(dist, { recursive: true, force: true }), rm(file, { force: true })]);
  synthetic.push(s);
}


if (realBuild.ok && !only) {
  process.stdout.write('  Chromium … ');
  const titles = new Map(realBuild.routes.map((r) => [r.path, r.title]));
  const server = await (await import('./lib/static-server.mjs')).startStaticServer({ root: realDist, port: 0 });
  const browser = await (await import('playwright-core')).chromium.launch(CHROMIUM);
  try {
    report.navigation = { hover: await navigation(server, browser, titles, true), noHover: await navigation(server, browser, titles, false) };
  } catch (e) { report.navigation = { error: e.message.split('\n')[0] }; }
  await browser.close();
  await server.close();
  console.log('done');
}
if (realBuild.ok) await runSections('real');
report.sections = {};
for (const [name, r] of Object.entries(sectionResults)) {
  report.sections[name] = { real: r.real?.data, synthetic: r.synthetic.map((x) => x.data) };
}

// Targets.
const targets = report.targets = [];
const target = (name, pass, value) => targets.push({ name, pass: !!pass, value });
const rs = real.summary;
target('real site builds', realBuild.ok, realBuild.ok ? sec(realBuild.wallMs) : realBuild.error);
if (real.precache) target(`offline: service worker precache <= ${kb(OFFLINE_BUDGET)} gzip`, real.precache.bytes <= OFFLINE_BUDGET, `${kb(real.precache.bytes)} in ${real.precache.files} files`);
for (const k of ['js', 'css', 'html']) target(`first-load ${k.toUpperCase()} <= ${kb(BUDGETS[k])} on every route`, rs?.[k].max <= BUDGETS[k], rs && `max ${kb(rs[k].max)}`);
for (const s of synthetic) {
  const n = `${s.routes.toLocaleString('en')} routes:`;
  if (s.routes >= 10000) {
    target(`${n} build < 60 s`, s.build.ok && s.build.wallMs < 60000, s.build.ok ? `${sec(s.build.wallMs)} (cpu ${sec(s.build.cpuMs)})` : s.build.error);
    target(`${n} build peak memory < 2 GB (every process of the build, sampled together)`, s.build.ok && s.build.treePeakMB < 2048, `${s.build.treePeakMB} MB (site process alone ${s.build.sitePeakMB ?? '?'}, Pagefind alone ${s.build.searchPeakMB ?? '?'})`);
    // Timed beside it, with no target of its own: a choice for hosts that send precompressed twins.
    target(`${n} build with --precompress runs`, s.precompressed?.ok, s.precompressed?.ok ? `${sec(s.precompressed.wallMs)} (cpu ${sec(s.precompressed.cpuMs)}), ${s.precompressed.treePeakMB} MB` : s.precompressed?.error);
  }
  target(`${n} npm run validate < 5 s (median of 3)`, s.validate.ok && s.validate.wallMs < 5000, s.validate.ok ? `${sec(s.validate.wallMs)} (${s.validate.runsMs.map(sec).join(', ')})` : s.validate.error);
  const d = s.home && realHome ? s.home.total / realHome.total - 1 : undefined;
  target(`${n} first load of / within 5% of the real site's`, d !== undefined && Math.abs(d) <= 0.05, d === undefined ? 'n/a' : `${d >= 0 ? '+' : ''}${(d * 100).toFixed(1)}%`);
  if (s.precache && real.precache) target(`${n} offline precache the same size as the real site's (+/- 5%)`, Math.abs(s.precache.bytes / real.precache.bytes - 1) <= 0.05, `${kb(s.precache.bytes)} (real ${kb(real.precache.bytes)})`);
  target(`${n} no file in dist/ holds every route's data`, s.dist?.holdsAllRoutes.length === 0, s.dist && (s.dist.holdsAllRoutes.join(', ') || `largest file ${kb(s.dist.largest.bytes)}`));
}
const navMed = report.navigation?.hover?.medianMs;
if (navMed !== undefined) target('client navigation: median click to painted h1 < 100 ms', navMed < 100, `${navMed.toFixed(1)} ms (hover first)`);

for (const r of Object.values(sectionResults)) for (const x of [r.real, ...r.synthetic]) targets.push(...(x?.targets ?? []));

/** Each step's wall and CPU seconds, a column per build (`builds`, headed `heads`), and their sums. */
function stepTable(builds, heads) {
  const names = [...new Set(builds.flatMap((b) => Object.keys(b?.timings ?? {})))];
  const cell = (b, name) => (b?.timings?.[name] === undefined ? '' : `${sec(b.timings[name])} / ${sec(b.cpu?.[name] ?? 0)}`);
  return table(['step', ...heads], [...names.map((n) => [n, ...builds.map((b) => cell(b, n))]),
    ['(the whole build, with its start)', ...builds.map((b) => (b?.ok ? `${sec(b.wallMs)} / ${sec(b.cpuMs)}` : ''))]]);
}

// The report.
const out = [`\nReal site (data/site.json): ${realBuild.ok ? `${realBuild.routes.length} routes` : `BUILD FAILED: ${realBuild.error}`}`];
if (realBuild.ok) {
  out.push(table(['build wall', 'in buildSite', 'cpu', 'peak memory (all processes)', 'dist'], [[sec(realBuild.wallMs), sec(realBuild.buildMs), sec(realBuild.cpuMs), `${realBuild.treePeakMB} MB`, `${mb(real.dist.bytes)} in ${real.dist.files} files`]]));
  out.push(`\nFirst load per route, gzip -9, empty cache (${real.routes.length} routes; full list in bench.json)`);
  out.push(table(['kind', 'min', 'median', 'max', 'budget', 'largest on'], ['html', 'css', 'js', 'data'].map((k) => [k === 'data' ? 'data (in HTML)' : k.toUpperCase(),
    kb(rs[k].min), kb(rs[k].median), kb(rs[k].max), k === 'data' ? '' : kb(BUDGETS[k]), real.routes.reduce((a, b) => (b[k] > a[k] ? b : a)).route])));
  out.push(`\nFirst-load JavaScript: ${real.jsFiles.map((f) => `${f.url.split('/').pop()} ${kb(f.gzip)}`).join(' + ')}${real.missingPreloads.length ? `; imported but not preloaded: ${real.missingPreloads.join(', ')}` : ''}`);
  out.push(table(['largest contributors', 'minified', '≈ gzip'], real.jsContributors.slice(0, 5).map((c) => [c.name, kb(c.bytes), kb(c.gzip)])));
}
if (synthetic.length) {
  out.push('\nSynthetic sites (real shell and routes + generated routes)');
  const row = (label, f) => [label, ...synthetic.map((s) => { try { return f(s) ?? ''; } catch { return 'n/a'; } })];
  out.push(table(['', ...synthetic.map((s) => `${s.routes.toLocaleString('en')} routes`)], [
    row('manifest size', (s) => mb(s.manifestBytes)),
    row('npm run validate: wall (median of 3)', (s) => (s.validate.ok ? sec(s.validate.wallMs) : 'FAILED')),
    row('npm run validate: peak memory', (s) => `${s.validate.treePeakMB} MB`),
    row('build: wall / cpu', (s) => (s.build.ok ? `${sec(s.build.wallMs)} / ${sec(s.build.cpuMs)}` : 'FAILED')),
    row('build: peak memory, all processes together', (s) => `${s.build.treePeakMB} MB`),
    row('build: peak RSS of the site process / of Pagefind', (s) => `${s.build.sitePeakMB ?? '?'} / ${s.build.searchPeakMB ?? '?'} MB`),
    row('build --precompress: wall / cpu', (s) => (s.precompressed?.ok ? `${sec(s.precompressed.wallMs)} / ${sec(s.precompressed.cpuMs)}` : 'FAILED')),
    row('build --precompress: peak memory, all processes', (s) => `${s.precompressed?.treePeakMB} MB`),
    row('load average after build', (s) => s.build.load.toFixed(1)),
    row('dist', (s) => `${mb(s.dist.bytes)} in ${s.dist.files} files`),
    row('largest file in dist', (s) => `${kb(s.dist.largest.bytes)} ${s.dist.largest.file}`),
    row('first load / (html+css+js)', (s) => `${kb(s.home.total)} (real ${kb(realHome?.total)})`),
    row('first load of a generated route', (s) => `${kb(s.generated.total)} (data ${kb(s.generated.data)})`),
  ]));
  out.push(`\nBuild steps: wall / CPU seconds (CPU: every thread and process of the step, Pagefind's included)`);
  out.push(stepTable([realBuild, ...synthetic.flatMap((s) => [s.build, s.precompressed])],
    ['real site', ...synthetic.flatMap((s) => [`${s.routes.toLocaleString('en')}`, `${s.routes.toLocaleString('en')} --precompress`])]));
}
const nav = report.navigation;
if (nav?.hover) {
  out.push(`\nClient navigation, Chromium, localhost, desktop menu: click -> rAF after the next page's h1 text is in`);
  out.push(table(['', 'n', 'median', 'min', 'max', 'median to DOM', 'h1 still faded out'], [['hover, then click', nav.hover], ['click, no hover', nav.noHover]]
    .map(([l, r]) => [l, r.n, `${r.medianMs.toFixed(1)} ms`, `${r.minMs.toFixed(1)} ms`, `${r.maxMs.toFixed(1)} ms`, `${r.medianCommitMs.toFixed(1)} ms`, `${r.fadingIn} of ${r.n}`])));
} else if (nav) out.push(`\nClient navigation failed: ${nav.error}`);
for (const r of Object.values(sectionResults)) for (const x of [r.real, ...r.synthetic]) if (x?.text) out.push(`\n${x.text}`);
out.push('\nTargets', table(['', 'target', 'measured'], targets.map((t) => [t.pass ? 'PASS' : 'FAIL', t.name, t.value ?? ''])));
report.referenceWorkMs.end = machineSpeed();
out.push(`\nMachine speed: the reference work (scripts/bench/support/machine-speed.mjs) took ${report.referenceWorkMs.start} ms at the start and ${report.referenceWorkMs.end} ms at the end; on a shared machine it swings by half or more from one minute to the next, and every time above with it.`);
if (report.loadAtStart > report.cpus) out.push(`\nNote: load average ${report.loadAtStart.toFixed(1)} on ${report.cpus} cores at the start: wall times include waiting for the CPU (compare cpu).`);
console.log(out.join('\n'));
await mkdir(join(root, 'bench/out'), { recursive: true });
await writeFile(join(root, 'bench/out/bench.json'), JSON.stringify({ ...report, text: out.join('\n') }, null, 1));
console.log('\nWrote bench/out/bench.json');
