// The icon sprite: every icon name the schema accepts is drawn (the build writing it where the
// pages point is checked in build.test.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { iconNames, iconSprite } from '../../scripts/lib/icon-sprite.mjs';

test('every icon name in schema/model/icons.ts has a symbol in the sprite, and nothing else does', async () => {
  const names = iconNames();
  assert.ok(names.length >= 40, `only ${names.length} names read from schema/model/icons.ts`);
  const { svg } = await iconSprite();
  const ids = [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(ids, names);
  for (const id of ids) assert.match(svg, new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse)`), id);
});

test.run();
