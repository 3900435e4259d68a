import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { useInboxItems, useInboxSummary, useMarkInboxSeen } from '@/features/engagement/api/use-inbox';
import type { InboxReader } from '@/features/engagement/api/inbox-api';
import { InboxPanel } from './inbox-panel';

/** The bell: the unread count, and What's new when opened (which clears the count). */
export function InboxMenu(reader: InboxReader) {
  const { uid } = reader;
  const [open, setOpen] = useState(false);
  const summary = useInboxSummary(reader);
  const items = useInboxItems(reader, open ? summary.data?.state.following : undefined);
  const markSeen = useMarkInboxSeen(uid);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = summary.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const toggle = () => {
    const opening = !open;
    // Opening starts the panel's queries and loads its item code: as a transition, the press paints
    // first and the panel follows (the interaction journey, docs/performance.md).
    startTransition(() => setOpen(opening));
    const data = summary.data;
    if (opening && data && (data.unread > 0 || !data.state.exists)) markSeen.mutate(data.state.exists);
  };

  const shown = unread >= 10 ? '9+' : String(unread);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `What's new, ${shown} unread` : "What's new"}
        onClick={toggle}
        className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-danger-700 px-1 text-center text-xs font-bold text-white"
          >
            {shown}
          </span>
        )}
      </button>
      {open && (
        <InboxPanel
          id={panelId}
          items={items.items}
          isPending={summary.isPending || items.isPending}
          isError={summary.isError || items.isError}
          onNavigate={() => setOpen(false)}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
