// node scripts/tag-coverage.mjs [manifest]: how many resources state each tag, against the content
// targets (the same table npm run bench prints).
import { resolve } from 'node:path';
import { tagCoverageTable } from './bench/tags.mjs';

const { text } = await tagCoverageTable(process.argv[2] ? resolve(process.argv[2]) : undefined);
console.log(text);
