import { Card } from '@/components/ui/card';
import { usePublicProfile } from '@/features/users/api/public-profiles';
import type { PublicProfile } from '@/features/users/api/public-profile-read';
import { formatDate } from '@/utils/format';

/** What a founder says about themselves (their public profile), beside their name on their project's page. */
export function FounderProfileCard({ profile }: { profile: PublicProfile }) {
  return (
    <Card className="space-y-2 p-5" aria-label="About the founder">
      <h2 className="text-lg font-bold text-slate-900">About the founder</h2>
      <p className="font-medium text-slate-800">{profile.displayName}</p>
      <p className="whitespace-pre-line break-words text-sm text-slate-700">{profile.bio}</p>
      {profile.joinedAt && <p className="text-xs text-slate-600">Member since {formatDate(profile.joinedAt)}</p>}
    </Card>
  );
}

/** The founder's public profile (profiles/{uid}), once they wrote a bio in Settings; nothing otherwise, or when it cannot be read. */
export function FounderProfile({ creatorId }: { creatorId: string }) {
  const { data: profile } = usePublicProfile(creatorId);
  return profile?.bio ? <FounderProfileCard profile={profile} /> : null;
}
