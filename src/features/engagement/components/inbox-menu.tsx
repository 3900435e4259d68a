import { useEffect, useId, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { useInbox, useMarkInboxSeen } from '@/features/engagement/api/use-inbox';
import { InboxPanel } from './inbox-panel';

/** The bell: unread count, and What's new when opened (which clears the count). */
export function InboxMenu({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  const inbox = useInbox(uid);
  const markSeen = useMarkInboxSeen(uid);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

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
    setOpen(opening);
    if (opening && inbox.data && (inbox.unread > 0 || !inbox.data.state.exists)) markSeen.mutate(inbox.data.state.exists);
  };

  const label = inbox.unread > 0 ? `What's new, ${inbox.unread} unread` : "What's new";
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={toggle}
        className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <Bell aria-hidden className="size-5" />
        {inbox.unread > 0 && (
          <span aria-hidden className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-danger-700 px-1 text-center text-xs font-bold text-white">
            {inbox.unread > 9 ? '9+' : inbox.unread}
          </span>
        )}
      </button>
      {open && <InboxPanel id={panelId} inbox={inbox} onNavigate={() => setOpen(false)} />}
    </div>
  );
}
