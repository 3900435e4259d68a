// A member's profile picture in the data cache: read once per visit and member, shown only
// when its bytes decode within PROFILE_PICTURE (as project pictures are, docs/security.md "Pictures").
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decodesWithinSide } from '@/lib/pictures/picture-decode';
import type { StoredPictureImage } from '@/lib/pictures/picture-converter';
import { useObjectUrl } from '@/lib/pictures/object-url';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';
import { readProfilePicture, removeProfilePicture, saveProfilePicture, type ProfilePictureVersions } from './profile-pictures';

export const profilePictureKey = (uid: string) => ['profilePicture', uid] as const;

export const PROFILE_PICTURE_BOUNDS_MESSAGE = `This picture does not decode within ${PROFILE_PICTURE.maxSide} pixels a side. Please choose another picture.`;

/** The picture when its bytes decode within the bounds; null (shown as none) otherwise. */
async function shownProfilePicture(picture: StoredPictureImage | null) {
  return picture && (await decodesWithinSide(PROFILE_PICTURE.maxSide, picture.blob)) ? picture : null;
}

export const profilePictureQuery = (uid: string) =>
  queryOptions({ queryKey: profilePictureKey(uid), queryFn: async () => shownProfilePicture(await readProfilePicture(uid)) });

/** A member's picture: undefined while it loads, null when they have none (or it cannot be shown). */
export function useProfilePicture(uid: string) {
  return useQuery({ ...profilePictureQuery(uid), enabled: uid !== '' });
}

/** An object URL of the member's picture while it is shown; null while loading, or when there is none. */
export function useProfilePictureUrl(uid: string): string | null {
  return useObjectUrl(useProfilePicture(uid).data?.blob);
}

/** Sets, replaces (versions) or removes (null) the member's own picture; what shows it reads it again. */
export function useSaveProfilePicture(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (versions: ProfilePictureVersions | null) => {
      if (!versions) return removeProfilePicture(uid);
      // Nothing is stored that would not be shown.
      if (!(await decodesWithinSide(PROFILE_PICTURE.maxSide, versions.square.blob))) throw new Error(PROFILE_PICTURE_BOUNDS_MESSAGE);
      await saveProfilePicture(uid, versions);
    },
    onSettled: () => client.invalidateQueries({ queryKey: profilePictureKey(uid) }),
  });
}
