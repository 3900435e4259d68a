import { lazy, startTransition, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { useInvestmentConfirmation } from '@/features/investments/api/investment-confirmation';
import { useAuth } from '@/lib/auth-provider';
import type { OnRecorded } from '@/features/investments/api/use-investments';

// A project page's viewers mostly read: what investing takes (the risks, the amount, the investment's
// writes) loads when Invest Now is first pointed at or pressed, and the confirmation once there is one.
const loadDialog = () => import('./invest-dialog');
const InvestDialog = lazy(() => loadDialog().then((module) => ({ default: module.InvestDialog })));
const InvestmentConfirmationPanel = lazy(() =>
  import('./investment-confirmation-panel').then((module) => ({ default: module.InvestmentConfirmationPanel })),
);

/**
 * Invest Now on the project page, opening the Make an Investment modal. `verifyNotice` (composed by
 * the app) shows instead of the amount while the investor's address is unverified; `onRecorded`, what
 * the app does once an investment is recorded.
 */
export function InvestButton({
  project,
  verifyNotice,
  onRecorded,
}: {
  project: Project;
  verifyNotice: ReactNode;
  onRecorded?: OnRecorded;
}) {
  const [open, setOpen] = useState(false);
  // Once opened, the modal's content stays mounted, so an amount typed survives closing and reopening.
  const [started, setStarted] = useState(false);
  const busy = useRef(false);
  const navigate = useNavigate();
  const location = useLocation();
  const { viewer } = useAuth();
  const confirmation = useInvestmentConfirmation();

  const start = () => {
    if (!viewer) {
      navigate(paths.login.href(), { state: { from: location.pathname } });
      return;
    }
    // Opening the modal lays the whole page out again (showModal makes it inert and moves focus): as a
    // transition, the press paints first and the modal follows (the interaction journey, docs/performance.md).
    startTransition(() => {
      setStarted(true);
      setOpen(true);
    });
  };
  const close = () => {
    if (!busy.current) setOpen(false);
  };
  const onBusyChange = useCallback((value: boolean) => {
    busy.current = value;
  }, []);
  const preload = () => void loadDialog();

  return (
    <>
      {confirmation?.projectId === project.id && (
        <Suspense fallback={null}>
          <InvestmentConfirmationPanel projectId={project.id} />
        </Suspense>
      )}
      <Button className="w-full" onClick={start} onPointerEnter={preload} onFocus={preload}>
        Invest Now
      </Button>
      <Modal open={open} title="Make an Investment" onClose={close}>
        {started && (
          <Suspense fallback={<Spinner />}>
            <InvestDialog
              project={project}
              verifyNotice={verifyNotice}
              open={open}
              onClose={close}
              onInvested={() => setOpen(false)}
              onBusyChange={onBusyChange}
              onRecorded={onRecorded}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
