import type { LiveShare } from '../../src/contract/liveAssist';

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
