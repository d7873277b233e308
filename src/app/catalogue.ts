// The shell's actions are declared in src/shell/catalogue.ts, below the areas (and all the gateway reads of them).
// This name stays for the shell's sagas, route code and tests until they move with the route manifests.
export { appActions, type ChunkFailure } from '../shell/catalogue';
