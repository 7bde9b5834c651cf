// The types of routeData.mjs, where the address is described.
export declare function dataUrl(path: string): string;
