import { defineRoutes, matchIn } from '../route';

/** The support console's pages: its own application (support.html) for support agents, under /customers/support. */
export const supportRoutes = /*#__PURE__*/ defineRoutes({
  supportSession: { path: '/support/sessions/:visitId', page: 'Recorded session', category: 'support', access: 'support' },
  supportJourneys: { path: '/support/journeys', page: 'Journeys', category: 'support', access: 'support' },
  supportClaimConversation: {
    path: '/support/claim-messages/:fileNumber',
    page: 'Claim conversation',
    category: 'support',
    access: 'support',
  },
  supportClaimMessages: { path: '/support/claim-messages', page: 'Claim messages', category: 'support', access: 'support' },
  supportChat: { path: '/support/chat', page: 'Chat desk', category: 'support', access: 'support' },
  supportFailedJobs: { path: '/support/jobs', page: 'Failed jobs', category: 'support', access: 'support' },
  supportLead: { path: '/support/leads/:leadId', page: 'Lead', category: 'support', access: 'support' },
  supportLeads: { path: '/support/leads', page: 'Leads', category: 'support', access: 'support' },
  supportSessions: { path: '/support', page: 'Recorded sessions', category: 'support', access: 'support', prefix: true },
});

const { supportSessions, ...others } = supportRoutes;
/** The console page a path shows (the sessions list for any other address under /support). */
export const matchSupportRoute = (pathname: string) => matchIn(Object.values(others), pathname, supportSessions);
