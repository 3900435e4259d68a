import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchUserProfile, updateProfileSettings, type ProfileSettings } from './users';
import { publicProfileKey } from './public-profiles';

const ownProfileKey = (uid: string) => ['users', 'own', uid] as const;

/** The signed-in member's own document (users/{uid}: phone and bio too), for Settings. */
export const ownProfileQuery = (uid: string) => queryOptions({ queryKey: ownProfileKey(uid), queryFn: () => fetchUserProfile(uid) });

export function useOwnProfile(uid: string) {
  return useQuery(ownProfileQuery(uid));
}

/** Saves Settings' name, phone and bio with their public copy; what showed them is read again. */
export function useSaveProfileSettings(uid: string) {
  const queryClient = useQueryClient();
  return async (settings: ProfileSettings) => {
    await updateProfileSettings(uid, settings);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ownProfileKey(uid) }),
      queryClient.invalidateQueries({ queryKey: publicProfileKey(uid) }),
    ]);
  };
}
