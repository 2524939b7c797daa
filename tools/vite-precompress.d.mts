import type { Plugin } from 'vite';

/** Writes `.br` and `.gz` beside every compressible file over 1 KB in `dir`; returns the files written. */
export function precompressDir(dir: string): Promise<string[]>;
/** The Vite plugin: precompresses the build's output directory once it is written. */
export function precompress(): Plugin;
