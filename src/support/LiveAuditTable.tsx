import type { LiveAuditRecord } from '../contract/liveAssist';
import { liveViewCopy as words } from '../validation/messages';
import { SupportTable } from './SupportTable';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The record of screen sharing: each request, answer, start and stop with who, whom, when and from where. */
export function LiveAuditTable({ records, label }: { records: readonly LiveAuditRecord[]; label: string }) {
  return (
    <SupportTable
      label={label}
      rows={records}
      rowKey={(r) => `${r.shareId} ${r.kind} ${r.at}`}
      columns={[
        { heading: 'When', cell: (r) => when(r.at) },
        { heading: 'What', cell: (r) => words.auditKinds[r.kind] },
        { heading: 'By', cell: (r) => words.auditBy[r.by] },
        { heading: 'Agent', cell: (r) => r.agent },
        { heading: 'Customer', cell: (r) => r.customer },
        { heading: 'Visit', cell: (r) => r.visitId ?? '—' },
        { heading: 'From', cell: (r) => [r.ip, r.userAgent].filter(Boolean).join(', ') || '—' },
      ]}
    />
  );
}
