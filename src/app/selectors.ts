// The shell's selectors are src/shell/selectors.ts and the signed-in customer's src/auth/selectors.ts, below the
// areas; this name stays for the shell's sagas and route code until they move with the route manifests.
export * from '../shell/selectors';
export { selectAuthStatus, selectSignedIn } from '../auth/selectors';
