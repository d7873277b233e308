import type { PolicyStatus } from '../db/schema';

/**
 * The one rule for a policy's status on a business date: a policy in force is "pending" before its
 * effective date, "active" from it, and "expired" from its expiration date; a cancelled or expired
 * policy stays so. Every read of a policy (the policy screens, billing, a bind's answer) goes through it.
 */
export function policyStatusOn(
  policy: { status: PolicyStatus; effectiveDate: string; expirationDate: string },
  today: string,
): PolicyStatus {
  if (policy.status === 'cancelled' || policy.status === 'expired') return policy.status;
  if (today < policy.effectiveDate) return 'pending';
  return today < policy.expirationDate ? 'active' : 'expired';
}
