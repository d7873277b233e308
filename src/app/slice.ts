// The shell's slice is src/shell/slice.ts, below the areas; this name stays for the shell's reducers and tests.
export { appReducer, initialAppState } from '../shell/slice';
