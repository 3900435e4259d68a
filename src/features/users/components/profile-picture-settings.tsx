import { LoadError } from '@/components/errors/load-error';
import { Spinner } from '@/components/ui/spinner';
import type { Resize } from '@/lib/pictures/use-picture-choice';
import type { ProfilePictureVersions } from '@/features/users/api/profile-pictures';
import { profilePictureAddress, useSaveProfilePicture } from '@/features/users/api/use-profile-picture';
import { usePublicProfile } from '@/features/users/api/public-profiles';
import { ProfilePictureForm } from './profile-picture-form';

// The resizing code downloads with the first choice, as on the project forms.
const resizeOnDemand: Resize<ProfilePictureVersions> = async (file, options) =>
  (await import('@/features/users/api/profile-pictures')).resizeProfilePicture(file, options);

/** Settings' Profile picture: the member's stored picture, to set, replace or remove. */
export function ProfilePictureSettings({ uid, resize = resizeOnDemand }: { uid: string; resize?: Resize<ProfilePictureVersions> }) {
  const stored = usePublicProfile(uid);
  const save = useSaveProfilePicture(uid);
  const currentUrl = profilePictureAddress(stored.data);
  if (stored.error)
    return (
      <LoadError heading="Error loading your profile picture" error={stored.error} onRetry={stored.refetch} retrying={stored.isFetching} />
    );
  if (stored.isPending) return <Spinner label="Loading your profile picture" />;
  return <ProfilePictureForm currentUrl={currentUrl} resize={resize} onSave={save.mutateAsync} />;
}
