import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth-provider';
import { canSaveProject } from '@/lib/engagement-policies';
import type { SavedProject } from './save-button';

// The button and its reads are the viewer's: downloaded once there is one, so a screen that shows
// before the session (shared/routes.ts) does not wait for them.
const SaveButton = lazy(() => import('./save-button').then((module) => ({ default: module.SaveButton })));

type SaveToggleProps = { project: SavedProject; size?: 'sm' | 'md' };

/** Save / Saved for investors and entrepreneurs; a toggle button whose pressed state screen readers announce. */
export function SaveToggle({ project, size = 'sm' }: SaveToggleProps) {
  const { viewer } = useAuth();
  if (!viewer || !canSaveProject(viewer, project)) return null;
  return (
    <Suspense fallback={null}>
      <SaveButton uid={viewer.uid} project={project} size={size} />
    </Suspense>
  );
}
