// Step: copy static/ (favicon, app icons, the share image) into dist/ as it is.
import { cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/node-bundle.mjs';

export async function copyStatic(ctx) {
  if (existsSync(join(root, 'static'))) await cp(join(root, 'static'), ctx.outDir, { recursive: true });
}
