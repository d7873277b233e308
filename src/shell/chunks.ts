import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ChunkFailure } from './catalogue';

/** webpack marks a failed chunk load with name ChunkLoadError and a type of missing, timeout or error. */
export function chunkFailureOf(error: unknown): ChunkFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, type, code } = error as { name?: string; type?: string; code?: string };
  if (name !== 'ChunkLoadError' && code !== 'CSS_CHUNK_LOAD_FAILED') return null;
  if (type === 'missing') return 'missing';
  if (type === 'timeout') return 'timeout';
  return 'other';
}

/** What a page's failure reports (app/pageErrorOccurred): how its scripts failed to load, if they did, and the error's words. */
export function pageFailureOf(error: unknown, otherwise: ChunkFailure | null): { chunkFailure: ChunkFailure | null; message: string } {
  return { chunkFailure: chunkFailureOf(error) ?? otherwise, message: error instanceof Error ? error.message : String(error) };
}

/** A route's screen in its own chunk (webpack's chunkLoadTimeout is 120000 ms). */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(load);
}
