// React's CommonJS production files as ES modules for the browser bundle (scripts/build/react-esm.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commonJsAsModule } from '../../scripts/build/react-esm.mjs';

const opts = { file: 'pkg/cjs/x.production.js', mustExport: 'used' };

test('requires become namespace imports; every exports.name becomes a named export and a key of the default export', () => {
  const source = [
    '"use strict";',
    'var A = require("a"),',
    '  B = require("b/c");',
    'function used() { return A.x + B.y; }',
    'exports.used = used;',
    'exports.now = void 0;',
    'if (typeof performance === "object") {',
    '  exports.now = function () { return 1; };',
    '}',
  ].join('\n');
  const out = commonJsAsModule(source, opts);
  assert.match(out, 'import * as A from "a";');
  assert.match(out, 'import * as B from "b/c";');
  assert.match(out, 'var __export_used, __export_now;');
  assert.match(out, '__export_now = function () { return 1; };');
  assert.match(out, 'export { __export_used as used, __export_now as now };');
  assert.match(out, 'export default { used: __export_used, now: __export_now };');
  assert.not.match(out, /\brequire\(|\bexports\./);
});

test('a file not shaped as expected fails, naming the file and what to update', () => {
  const message = 'react-esm: pkg/cjs/x.production.js is not shaped as expected (a React upgrade?): update scripts/build/react-esm.mjs';
  assert.throws(() => commonJsAsModule('module.exports = require("./y.js");', opts), (e) => e.message === message);
  assert.throws(() => commonJsAsModule('exports.other = 1;', opts), (e) => e.message === message, 'the export the app needs is missing');
  assert.throws(() => commonJsAsModule('var x = 1, A = require("a");\nexports.used = A;', opts), (e) => e.message === message, 'a require left in place');
  assert.throws(() => commonJsAsModule('exports.used = 1;\nObject.assign(exports, {});', opts), (e) => e.message === message);
});

test.run();
