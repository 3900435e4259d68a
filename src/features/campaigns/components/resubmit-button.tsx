import { useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { useResubmitProject } from '@/features/campaigns/api/projects/use-project-mutations';
import { plainErrorMessage } from '@/lib/plain-error';

/** The creator's way back to the review queue after it was sent back for changes. */
export function ResubmitButton({ project }: { project: Pick<Project, 'id' | 'status'> }) {
  return project.status === 'changes_requested' ? <Resubmit projectId={project.id} /> : null;
}

function Resubmit({ projectId }: { projectId: string }) {
  const resubmit = useResubmitProject();
  const [error, setError] = useState('');
  const onClick = () => {
    setError('');
    resubmit.mutate(projectId, {
      onSuccess: () => notify.success('Project resubmitted for review'),
      onError: (failure) => setError(`Error resubmitting project: ${plainErrorMessage(failure)}`),
    });
  };
  return (
    <>
      <Button size="sm" onClick={onClick} disabled={resubmit.isPending}>
        {resubmit.isPending ? 'Resubmitting...' : 'Resubmit for review'}
      </Button>
      {error && <Banner>{error}</Banner>}
    </>
  );
}
