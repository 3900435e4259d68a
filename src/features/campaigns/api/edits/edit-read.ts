// Reading Edit history entries by campaignEditSchema's fields (edit-schema.ts), without loading the
// schema library where the app only reads. The table must name exactly the schema's fields (the type
// says so) with the schema's kinds (tests/unit/schema-drift.test.ts).
import { readDoc, readingConverter, type ReadKinds, type ReadShape } from '@/lib/read-doc';
import { EDITED_FIELDS, type EditedField } from '@shared/projects/edit-fields';
import type { StoredCampaignEdit } from './edit-schema';

export const campaignEditKinds = {
  projectId: 'string',
  creatorId: 'string',
  fields: 'strings',
  before: 'record',
  after: 'record',
  editedAt: 'timestamp',
} as const satisfies ReadKinds<StoredCampaignEdit>;

export type CampaignEdit = Omit<ReadShape<StoredCampaignEdit>, 'fields'> & { id: string; fields: EditedField[] };

export function readCampaignEdit(id: string, data: Record<string, unknown>): CampaignEdit {
  const read = readDoc<StoredCampaignEdit>(campaignEditKinds, data);
  return { ...read, id, fields: read.fields.filter((field): field is EditedField => (EDITED_FIELDS as readonly string[]).includes(field)) };
}

/** projects/{id}/edits documents, read by their kinds; Timestamps become Dates here. */
export const campaignEditConverter = readingConverter(readCampaignEdit);
