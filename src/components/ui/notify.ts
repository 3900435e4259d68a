import { useSyncExternalStore } from 'react';

// Brief, non-blocking notices (project created, investment confirmed...). sonner downloads with the
// first notice of the visit instead of with every page; AppProvider mounts its Toaster then.
let toasterWanted = false;
const subscribers = new Set<() => void>();

function show(kind: 'success' | 'info', message: string) {
  if (!toasterWanted) {
    toasterWanted = true;
    subscribers.forEach((notifySubscriber) => notifySubscriber());
  }
  // A notice raised before the Toaster mounts is shown when it does.
  void import('sonner').then(({ toast }) => toast[kind](message));
}

export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
};

/** True once anything has been notified: the Toaster is needed from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    () => toasterWanted,
  );
}
