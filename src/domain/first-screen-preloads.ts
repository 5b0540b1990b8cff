/**
 * What the build tells the server about the pages it answers with their first chunks named
 * (src/boot/first-screen-modules.ts): for each path, the chunk files that page needs before it
 * can paint. The server adds a `<link rel="modulepreload">` for each to that page
 * (server/http/first-screen-preloads.ts). Written inside .vite/, which is never served.
 */
export const FIRST_SCREEN_PRELOADS_FILE = '.vite/first-screen-preloads.json';

/** The file's content: path → chunk files (relative to the build's root, e.g. assets/x-1.js). */
export type FirstScreenPreloads = Readonly<Record<string, readonly string[]>>;
