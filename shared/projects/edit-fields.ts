// What a campaign's Edit history records (functions/src/edits/record-edit.ts): the fields its founder
// edits, less the goal (fixed while the campaign holds money) and the derived search tokens, and the
// uploaded picture's version (a new picture, or none). The server, the app and the seed share it.
export const EDITED_FIELDS = [
  'title',
  'description',
  'category',
  'imageUrl',
  'videoUrl',
  'businessPlan',
  'teamInfo',
  'risks',
  'pictureVersion',
] as const;
export type EditedField = (typeof EDITED_FIELDS)[number];

/** How the Edit history and the backers' What's new item name each field. */
export const EDITED_FIELD_LABELS: Record<EditedField, string> = {
  title: 'title',
  description: 'description',
  category: 'category',
  imageUrl: 'picture address',
  videoUrl: 'video',
  businessPlan: 'business plan',
  teamInfo: 'team information',
  risks: 'risks and challenges',
  pictureVersion: 'uploaded picture',
};

/** "the title, the description and the risks and challenges" */
export function namedFields(fields: readonly EditedField[]): string {
  const names = fields.map((field) => `the ${EDITED_FIELD_LABELS[field]}`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The edited fields whose value differs between the project before a write and after it, in EDITED_FIELDS' order (a field the project never had, its first picture's version, was null). */
export function editedBetween(before: Record<string, unknown>, after: Record<string, unknown>): EditedField[] {
  return EDITED_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
}

/** The What's new item for an edit: an ordinary campaign update, posted by the server (functions/src/edits). */
export function editNotice(fields: readonly EditedField[]) {
  const title = 'Campaign details edited';
  // A picture change is an entry of its own (its own batch); the earlier picture is not kept.
  if (fields.length === 1 && fields[0] === 'pictureVersion')
    return { title, body: 'The founder changed the uploaded picture. The Edit history on the project page says when.' };
  return { title, body: `The founder edited ${namedFields(fields)}. The earlier text is in the Edit history on the project page.` };
}

/** What a picture entry of the Edit history says happened. */
export function pictureChangeText(before: unknown, after: unknown) {
  if (after == null) return 'The uploaded picture was removed';
  return before == null ? 'A picture was uploaded' : 'The uploaded picture was replaced';
}
