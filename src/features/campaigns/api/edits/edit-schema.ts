// projects/{id}/edits/{editId}: one entry of a campaign's Edit history. firestore.rules
// (editEntryKeys, isEditEntry) holds the same shape and checks before and after against the edit itself.
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';
import { EDITED_FIELDS } from '@shared/projects/edit-fields';

export const campaignEditSchema = z.object({
  projectId: z.string(),
  creatorId: z.string(),
  /** The fields the edit changed, each of EDITED_FIELDS (firestore.rules editedKeys). */
  fields: z.array(z.enum(EDITED_FIELDS)),
  /** Each changed field's value before the edit, exactly as stored then. */
  before: z.record(z.string(), z.unknown()),
  /** Each changed field's value after it. */
  after: z.record(z.string(), z.unknown()),
  editedAt: timestamp(),
});

export type StoredCampaignEdit = z.output<typeof campaignEditSchema>;
