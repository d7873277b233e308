import type { DataLayer } from './shellDataLayer';

export const selectDataLayer = (state: { analytics: DataLayer }) => state.analytics;
