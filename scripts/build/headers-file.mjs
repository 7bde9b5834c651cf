// @ts-check
// Step: dist/_headers, the site's HTTP policy (scripts/lib/http-policy.mjs) for Netlify and
// Cloudflare Pages. The dev server reads it back, so `npm start` sends the same headers.
import { writeOut } from './file-errors.mjs';
import { join } from 'node:path';
import { headerRules, REVALIDATE, toHeadersFile } from '../lib/http-policy.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

const COMMENT = `The site's HTTP headers for Netlify and Cloudflare Pages, written by npm run build from
data/site.json and scripts/lib/http-policy.mjs: do not edit, rebuild. Files no rule names
(pages, route.json) keep the host's default Cache-Control: ${REVALIDATE}.`;

/** @param {BuildContext} ctx */
export async function headersFile(ctx) {
  const rules = headerRules(ctx.server.contentOrigins(ctx.manifest));
  await writeOut(join(ctx.outDir, '_headers'), toHeadersFile(rules, COMMENT));
}
