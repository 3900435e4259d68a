// A member's profile picture: shown from its own address, which their public profile names
// (profiles/{uid} pictureHash); the server answers only bytes within PROFILE_PICTURE's bounds
// (docs/security.md "Pictures"). Saving checks the bytes decode within them first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decodesWithinSide } from '@/lib/pictures/picture-decode';
import { isPictureHash, memberPictureAddress } from '@shared/pictures/picture-address';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';
import { publicProfileKey } from './public-profiles';
import type { PublicProfile } from './public-profile-read';
import { removeProfilePicture, saveProfilePicture, type ProfilePictureVersions } from './profile-pictures';

export const PROFILE_PICTURE_BOUNDS_MESSAGE = `This picture does not decode within ${PROFILE_PICTURE.maxSide} pixels a side. Please choose another picture.`;

/** The address of the member's picture as their public profile names it; null when it names none. */
export const profilePictureAddress = (profile: Pick<PublicProfile, 'id' | 'pictureHash'> | null | undefined): string | null =>
  profile && isPictureHash(profile.pictureHash) ? memberPictureAddress(profile.id, profile.pictureHash) : null;

/** Sets, replaces (versions) or removes (null) the member's own picture; their profile is read again. */
export function useSaveProfilePicture(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (versions: ProfilePictureVersions | null) => {
      if (!versions) return removeProfilePicture(uid);
      // Nothing is stored that would not be shown.
      if (!(await decodesWithinSide(PROFILE_PICTURE.maxSide, versions.square.blob))) throw new Error(PROFILE_PICTURE_BOUNDS_MESSAGE);
      await saveProfilePicture(uid, versions);
    },
    onSettled: () => client.invalidateQueries({ queryKey: publicProfileKey(uid) }),
  });
}
