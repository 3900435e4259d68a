import { useProjectWrite } from '@/features/campaigns/api/projects/use-project-mutations';
import type { createCampaign, updateCampaign } from './campaign-writes';

// The writes download with the first one, not with the screen.
const writes = () => import('./campaign-writes');

export const useCreateCampaign = () =>
  useProjectWrite(
    async (args: Parameters<typeof createCampaign>) => (await writes()).createCampaign(...args),
    (_, id) => id,
  );

export const useUpdateCampaign = () =>
  useProjectWrite(
    async (args: Parameters<typeof updateCampaign>) => (await writes()).updateCampaign(...args),
    ([id]) => id,
  );
