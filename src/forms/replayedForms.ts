import { createContext, useContext } from 'react';

/**
 * Set by the support console's replay frame (sagas off, state rebuilt from the log): every logged form then
 * shows what the customer committed, read from the store, instead of its own live state.
 */
export const ReplayedForms = createContext(false);

export const useReplayedForms = () => useContext(ReplayedForms);
