import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layouts/page-header';
import { LoadError } from '@/components/errors/load-error';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-provider';
import { changePassword, signsInWithPassword } from '@/features/auth/api/change-password';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { useOwnProfile, useSaveProfileSettings } from '@/features/users/api/use-profile-settings';
import { ProfileSettingsForm } from '@/features/users/components/profile-settings-form';
import { ProfilePictureSettings } from '@/features/users/components/profile-picture-settings';
import { collectMyData } from '@/features/account/api/my-data';
import { DownloadMyData } from '@/features/account/components/download-my-data';
import { deleteMyAccount } from '@/features/account/api/delete-account';
import { DeleteAccount } from '@/features/account/components/delete-account';
import { deleteAuthAccount, reauthenticateMember } from '@/features/auth/api/delete-auth-account';
import { isAdminAddress } from '@/lib/account-deletion';
import { accountDeletedState } from '@/lib/account-deleted-notice';
import { paths } from '@/config/paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/** The address the member signs in with, whether it is verified, and (`resendVerification`) the way to verify it. */
function EmailAddress({ email, verified, resendVerification }: { email: string; verified: boolean; resendVerification?: ReactNode }) {
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium text-slate-900">{email}</span>
        {verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified yet</Badge>}
      </p>
      <p className="text-sm text-slate-600">Only you, the admin and the founders of projects you back see it. It cannot be changed here.</p>
      {!verified && resendVerification}
    </div>
  );
}

function ProfileSection({ uid }: { uid: string }) {
  const { data: profile, error, refetch, isFetching } = useOwnProfile(uid);
  const save = useSaveProfileSettings(uid);
  if (error) return <LoadError heading="Error loading your profile" error={error} onRetry={refetch} retrying={isFetching} />;
  if (profile === undefined) return <Spinner label="Loading your profile" />;
  const initial = { fullName: profile?.fullName ?? '', phoneNumber: profile?.phoneNumber ?? '', bio: profile?.bio ?? '' };
  return <ProfileSettingsForm initial={initial} onSave={save} />;
}

/** Settings: any signed-in member's profile, e-mail address, password and data. */
export default function SettingsRoute() {
  const { state, endSession } = useAuth();
  const navigate = useNavigate();
  // The home page says the account was deleted.
  const goHome = () => navigate(paths.home.href(), { replace: true, state: accountDeletedState });
  if (state.status !== 'signedIn') return null;
  const { user } = state;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Settings" subtitle="Your profile, e-mail address and password, your data, and leaving." />
      {/* The two forms' heights on a phone (464 and 156 px), kept while their documents are read, so the
          sections below do not move when the spinners turn into the forms (Lighthouse's layout shift was 0.32). */}
      <Section title="Profile">
        <div className="min-h-116">
          <ProfileSection uid={user.uid} />
        </div>
      </Section>
      <Section title="Profile picture">
        <div className="min-h-39">
          <ProfilePictureSettings uid={user.uid} />
        </div>
      </Section>
      <Section title="E-mail address">
        <EmailAddress
          email={user.email ?? ''}
          verified={user.emailVerified}
          resendVerification={<VerifyEmailNotice action="invest, create a campaign, ask a question or report a project" />}
        />
      </Section>
      <Section title="Password">
        {signsInWithPassword() ? (
          <ChangePasswordForm changePassword={changePassword} />
        ) : (
          <p className="text-sm text-slate-700">You sign in with Google, so your password is Google’s to change.</p>
        )}
      </Section>
      <Section title="Your data">
        <DownloadMyData collect={() => collectMyData(user.uid)} />
      </Section>
      {/* The admin account is never deleted from the app (the rules refuse it too). */}
      {!isAdminAddress(user.email) && (
        <Section title="Delete my account">
          <DeleteAccount
            withPassword={signsInWithPassword()}
            deleteAccount={(password) =>
              deleteMyAccount({
                uid: user.uid,
                email: user.email,
                reauthenticate: () => reauthenticateMember(password),
                // The home page, not Login: the guard waits while the account goes, as for Logout.
                deleteAuthAccount: () => endSession(deleteAuthAccount, goHome),
              })
            }
            onDeleted={goHome}
          />
        </Section>
      )}
    </div>
  );
}
