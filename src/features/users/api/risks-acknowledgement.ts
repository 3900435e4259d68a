import { RISKS_VERSION } from '@shared/money/policy';

/**
 * Whether this profile holds an acknowledgement of the current version of "Before you invest"
 * (firestore.rules hasAcknowledgedRisks): a new version asks again.
 */
export const hasAcknowledgedRisks = (profile: { risksVersion?: number } | null | undefined, version: number = RISKS_VERSION) =>
  profile?.risksVersion === version;
