import type * as MaskModule from './masks';

type Masks = typeof MaskModule;

let loaded: Masks | null = null;
let loading: Promise<Masks> | null = null;

/** The masks' chunk (imask and the patterns of section 5), fetched once, when a field first needs it. */
export function loadMasks(): Promise<Masks> {
  loading ??= import(/* webpackChunkName: "masks" */ './masks').then((masks) => (loaded = masks));
  return loading;
}

/** The masks, if they have arrived. */
export const loadedMasks = (): Masks | null => loaded;
