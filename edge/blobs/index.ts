/**
 * Blob stores (runtime-neutral entry: no Node imports). The disk store is in `./disk.ts` (Node only).
 */
export * from './types.ts';
export * from './keys.ts';
export { createMemoryBlobStore, type MemoryBlobStore } from './memory.ts';
export { createR2BlobStore, type R2BlobStore } from './r2.ts';
