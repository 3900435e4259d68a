import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { usePublicProfile } from '@/features/users/api/public-profiles';
import type { PublicProfile } from '@/features/users/api/public-profile-read';
import { profilePictureAddress } from '@/features/users/api/use-profile-picture';
import { formatDate } from '@/utils/format';

/** What a founder says about themselves (their public profile and picture), beside their name on their project's page. */
export function FounderProfileCard({ profile, pictureUrl = null }: { profile: PublicProfile; pictureUrl?: string | null }) {
  return (
    <Card className="space-y-2 p-5" aria-label="About the founder">
      <h2 className="text-lg font-bold text-slate-900">About the founder</h2>
      <div className="flex items-center gap-3">
        <Avatar src={pictureUrl} alt={`Picture of ${profile.displayName}`} />
        <p className="min-w-0 break-words font-medium text-slate-800">{profile.displayName}</p>
      </div>
      {profile.bio && <p className="whitespace-pre-line break-words text-sm text-slate-700">{profile.bio}</p>}
      {profile.joinedAt && <p className="text-xs text-slate-600">Member since {formatDate(profile.joinedAt)}</p>}
    </Card>
  );
}

/**
 * The founder's public profile (profiles/{uid}) and picture (from the address it names), once they
 * wrote a bio or set a picture in Settings; nothing otherwise, or when it cannot be read.
 */
export function FounderProfile({ creatorId }: { creatorId: string }) {
  const { data: profile } = usePublicProfile(creatorId);
  const pictureUrl = profilePictureAddress(profile);
  return profile && (profile.bio || pictureUrl) ? <FounderProfileCard profile={profile} pictureUrl={pictureUrl} /> : null;
}
