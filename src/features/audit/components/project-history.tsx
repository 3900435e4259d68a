import { useAuth } from '@/lib/auth-provider';
import { isAdmin, isCreator } from '@/lib/policies';
import { AuditTrail } from '@/features/audit/components/audit-trail';

/** A project's own history of admin actions: for the admin and the project's creator only. */
export function ProjectHistory({ project }: { project: { id: string; creatorId: string; approved: boolean; raised: number } }) {
  const { viewer } = useAuth();
  const admin = isAdmin(viewer);
  if (!viewer || (!admin && !isCreator(viewer, project))) return null;
  return (
    <section className="space-y-2" aria-labelledby="project-history">
      <h2 id="project-history" className="text-xl font-bold text-slate-900">
        History
      </h2>
      <AuditTrail projectId={project.id} creatorId={admin ? undefined : viewer.uid} />
    </section>
  );
}
