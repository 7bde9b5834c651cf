// Where a route's data is: beside its HTML. The one address every page's first load uses (the app
// loads the data of each route a visitor goes to), so it has a file of its own rather than a place
// in addresses.mjs: the bundler puts a file that the first load shares with later code into the
// first load whole, and every page would carry the other addresses with it.

/** A route's data (schema/model/route.ts): "/route.json" for the home page, "<path>/route.json" for another. */
export const dataUrl = (path) => (path === '/' ? '/route.json' : `${path}/route.json`);
