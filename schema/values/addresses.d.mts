// The types of addresses.mjs, where each address is defined and described.
export declare const ASSETS_FOLDER: '/assets';
export declare const SEARCH_FOLDER: '/pagefind';
export declare const SEARCH_LIBRARY: string;
export declare const TERMS_FILE: string;
export declare const SEARCH_TERMS: string;
export declare const topicsFile: (lang: string) => string;
export declare const searchTopics: (lang: string) => string;
export declare const NOT_FOUND_PATH: '/404';
export declare const OFFLINE_PATH: '/offline';
export declare const RESERVED_PATHS: readonly ['/404', '/index', '/offline'];
export declare const RESERVED_FOLDERS: readonly ['/assets', '/pagefind'];
export declare function isReservedPath(path: string): boolean;
export declare function catalogueUrl(path: string): string;
export declare function packetDataUrl(path: string): string;
export declare function packetShardUrl(path: string, k: number): string;
export declare const INDEX_FOLDER: string;
export declare const indexFiles: { head: string; column(k: number): string; shard(k: number): string };
