// Step: the data of each resource catalogue (a page holding a resourceCatalogue block): the
// resources of the site or of its guide, in guide order, with facet counts. Written where the app
// fetches it (catalogueUrl in src/data/catalogue.ts) and kept for prerendering the page.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export async function catalogueData(ctx) {
  const { server, manifest, outDir } = ctx;
  ctx.catalogues = new Map();
  let resources;
  for (const route of manifest.routes) {
    if (!route.blocks.some((b) => b.type === 'resourceCatalogue')) continue;
    resources ??= server.collectResources(manifest);
    const data = server.catalogueFor(manifest, route, resources);
    ctx.catalogues.set(route.path, data);
    const file = join(outDir, server.catalogueUrl(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(data));
  }
}
