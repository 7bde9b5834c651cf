// Loaded with `node --import` by tests of a build that stops half way (publish.test.mjs,
// full-disk.test.mjs): puts a step before the one BREAK_BEFORE names, in whichever of the build's
// processes loads it: the build's own and its site process, which node starts with the same flags
// (scripts/build/pipeline.mjs). The step acts only while BREAK_WITH is set when the build starts
// (the site process is given the environment of that moment):
//   BREAK_WITH=throw      it throws "stopped on purpose"
//   BREAK_WITH=fill-disk  it fills the disk of the folder the build was started in
import { closeSync, openSync, writeSync } from 'node:fs';
import { FILE_STEPS, SITE_STEPS, STEPS } from '../../scripts/build/pipeline.mjs';

/** Large writes, then smaller ones, until nothing more fits. */
function fillDisk() {
  const fd = openSync('filler', 'w');
  for (let size = 1 << 20; size >= 1; size >>= 2) {
    try { for (;;) writeSync(fd, Buffer.alloc(size)); } catch (e) { if (e.code !== 'ENOSPC') throw e; }
  }
  closeSync(fd);
}

async function breaks() {
  if (process.env.BREAK_WITH === 'throw') throw new Error('stopped on purpose');
  if (process.env.BREAK_WITH === 'fill-disk') fillDisk();
}

const before = process.env.BREAK_BEFORE;
for (const steps of [SITE_STEPS, FILE_STEPS, STEPS]) {
  const at = steps.findIndex((s) => s.name === before);
  if (at !== -1) steps.splice(at, 0, breaks);
}
