import { pageFactsIndex } from '../shell/manifest';
import { portalManifest } from './manifests';

/**
 * What the areas' manifests say of a portal page view beyond its screen (the offer slots it shows, what the chat
 * makes of it), by its route's key: the sagas that answer every page view look the fact up here, never match a route.
 */
export const pageFactsOf = /*#__PURE__*/ pageFactsIndex(portalManifest);
