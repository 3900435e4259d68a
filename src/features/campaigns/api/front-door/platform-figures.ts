import { doc, getDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { PLATFORM_FIGURES_PATH, type PlatformFigures } from '@shared/figures/platform-figures';
import { whole } from '@shared/money/stored-value';

/**
 * What the welcome page says about the platform: one document the server keeps from the approved
 * campaigns' public cards (functions/src/figures), so a guest's page runs no aggregation. A closed
 * campaign is no longer approved, so its money does not count here. Before the server's first count
 * (an empty platform) every figure is 0.
 */
export async function fetchPlatformFigures(): Promise<PlatformFigures> {
  const stored = (await getDoc(doc(db, PLATFORM_FIGURES_PATH))).data() ?? {};
  return {
    campaignsFunded: whole(stored.campaignsFunded),
    dollarsCommitted: whole(stored.dollarsCommitted),
    backings: whole(stored.backings),
  };
}
