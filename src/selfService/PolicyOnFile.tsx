import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import NotFoundPage from '../shell/NotFoundPage';
import type { PolicyDetails } from '../contract/policies';
import { isPolicyNumber } from '../policies/routes';
import { selectPolicyDetails, selectPolicyDetailsStatus } from '../policies/selectors';
import { GeneralApiError, Loading } from '../ui';

/**
 * A self-service page's policy, as its address names it: loading until its details arrive (a page opened directly or
 * reloaded asks for them), the not-found page for a malformed number or one that is not the customer's.
 */
export function PolicyOnFile({ policyNumber, children }: { policyNumber: string; children: (details: PolicyDetails) => ReactNode }) {
  const details = useSelector(selectPolicyDetails(policyNumber));
  const status = useSelector(selectPolicyDetailsStatus(policyNumber));
  if (!isPolicyNumber(policyNumber) || status === 'notFound') return <NotFoundPage />;
  if (details) return <>{children(details)}</>;
  if (status === 'failed') return <GeneralApiError />;
  return <Loading label="Loading your policy" />;
}
