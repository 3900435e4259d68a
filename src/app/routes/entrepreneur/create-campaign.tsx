import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { emptyProjectForm } from '@/features/campaigns/api/project-form/project-form-values';
import type { CampaignContent } from '@/features/accountability/api/campaign-writes';
import { useCreateCampaign } from '@/features/accountability/api/use-campaign-writes';
import { useSavePicture } from '@/features/campaigns/api/pictures/use-picture-mutations';
import type { PictureChange } from '@/lib/pictures/use-picture-choice';
import { pictureRetryState } from '@/lib/pictures/picture-retry';
import { CampaignForm } from '@/app/campaign-form';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { hasVerifiedEmail } from '@/lib/policies';
import { publicNameOf } from '@/lib/auth-state';
import { WriteLimitError } from '@shared/write-ceiling';
import { plainErrorMessage } from '@/lib/plain-error';

export default function CreateCampaignRoute() {
  const { viewer, state } = useAuth();
  const name = publicNameOf(state);
  const navigate = useNavigate();
  const createProject = useCreateCampaign();
  const savePicture = useSavePicture();
  const [error, setError] = useState('');
  const dashboard = paths.entrepreneurDashboard.href();

  async function create(content: CampaignContent, picture: PictureChange) {
    setError('');
    if (!viewer?.email) {
      setError('Please login to create a project');
      return;
    }
    if (!name) {
      setError('Your profile has no name: cards show the founder by name, so add your full name to your profile first.');
      return;
    }
    let id: string;
    try {
      id = await createProject.mutateAsync([content, { uid: viewer.uid, email: viewer.email, name, role: viewer.role }]);
    } catch (failure) {
      // Past the 5 a day, the limit's own message says when the founder may create another.
      setError(failure instanceof WriteLimitError ? failure.message : `Error creating project: ${plainErrorMessage(failure)}`);
      return;
    }
    // The picture needs the project's id, so it is saved second; if that fails the project stands and
    // Update Project Details offers the same picture again (nothing is typed or chosen twice).
    if (picture.kind === 'new') {
      try {
        await savePicture.mutateAsync({ projectId: id, change: picture, shownVersion: null });
      } catch (failure) {
        navigate(paths.postUpdate.href(id), { state: pictureRetryState(picture, plainErrorMessage(failure)) });
        return;
      }
    }
    notify.success('Project created — it will be public once an admin approves it.');
    navigate(`${dashboard}?tab=mine`);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Create New Campaign" />
      <Card className="space-y-4 p-4 sm:p-6">
        {viewer && !hasVerifiedEmail(viewer) && <VerifyEmailNotice action="create a campaign" />}
        <CampaignForm
          initialValues={emptyProjectForm}
          submitLabel="Create Campaign"
          busyLabel="Creating..."
          onSubmit={create}
          onCancel={() => navigate(dashboard)}
          error={error}
        />
      </Card>
    </div>
  );
}
