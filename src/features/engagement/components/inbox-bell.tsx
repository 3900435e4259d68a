import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import type { InboxReader } from '@/features/engagement/api/inbox-api';
import { InboxMenu } from './inbox-menu';

// Loaded lazily by the top bar, only for signed-in users: the welcome page never downloads it.
// The top bar sits outside the data screens' QueryClientProvider, so the inbox brings the shared client itself.
export default function InboxBell(reader: InboxReader) {
  return (
    <QueryClientProvider client={queryClient}>
      <InboxMenu {...reader} />
    </QueryClientProvider>
  );
}
