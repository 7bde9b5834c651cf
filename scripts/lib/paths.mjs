// Where the project is: every script finds the project's files from here, whatever folder node was
// started in, and keeps what it compiles or measures under .cache/ (never published, never committed).
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const cacheDir = join(root, '.cache');
