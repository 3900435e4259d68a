// Saving the form's picture change: the picture module (and the Firestore writes) download with the
// first save, on the two forms only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '@/lib/refresh-queries';
import type { PictureChange } from '@/lib/pictures/use-picture-choice';
import { assertStorable } from '@/lib/pictures/picture-decode';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';

type SavePicture = { projectId: string; change: Exclude<PictureChange, { kind: 'keep' }>; shownVersion: number | null };

export function useSavePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, change, shownVersion }: SavePicture) => {
      const [{ savePictures, removePictures }, { db }, { cardCaughtUp }] = await Promise.all([
        import('./pictures'),
        import('@/lib/firebase'),
        import('@/features/campaigns/api/projects/project-card'),
      ]);
      if (change.kind === 'remove') await removePictures(db, projectId);
      else {
        // Nothing is stored that would not be shown: the bytes must decode within the bounds.
        await assertStorable(change.versions);
        await savePictures(db, projectId, change.versions, shownVersion);
      }
      // The lists show the new picture once the server's card names its version.
      await cardCaughtUp(projectId, db);
    },
    onSettled: () => refreshQueries(client, [projectKeys.all]),
  });
}
