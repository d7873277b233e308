import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import type { LiveShare, LiveVisit } from '../../src/contract/liveAssist';

/** One live assist share in each of its states: asked by support.agent in chat-1, agreed to, stopped by the customer. */
export const requestedShare: LiveShare = {
  shareId: 'share-1',
  conversationId: 'chat-1',
  customer: 'mutual.customer',
  agent: 'support.agent',
  status: 'requested',
  visitId: null,
  requestedAt: '2026-11-22T15:00:00.000Z',
  answeredAt: null,
  endedAt: null,
  endedReason: null,
};
export const liveShare: LiveShare = { ...requestedShare, status: 'live', visitId: 'visit-1234', answeredAt: '2026-11-22T15:00:05.000Z' };
export const endedShare: LiveShare = {
  ...liveShare,
  status: 'ended',
  endedAt: '2026-11-22T15:01:00.000Z',
  endedReason: 'stoppedByCustomer',
};

/** The visit the live share shows, as the agent's reads describe it. */
export const liveVisit: LiveVisit = { visitId: 'visit-1234', viewportWidth: 390, mobileApp: false };

/** One recorded action of that visit. */
export const recordedEntry = (seq: number, type: string, payload: unknown): LogEntry => ({
  seq,
  at: 1_800_000_000_000 + seq,
  type,
  payload,
  v: CATALOGUE_VERSION,
});
