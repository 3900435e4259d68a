import { Button } from '@/components/ui/button';

type LoadMoreProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  label?: string;
  /** Centred on its own row (lists and tables), or inline (sections of the project page). */
  centred?: boolean;
};

/** The next page of a paged list, shown only while there is one; says Loading... while it comes. */
export function LoadMoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage, label = 'Load more', centred = true }: LoadMoreProps) {
  if (!hasNextPage) return null;
  const button = (
    <Button variant="secondary" size={centred ? 'md' : 'sm'} onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
      {isFetchingNextPage ? 'Loading...' : label}
    </Button>
  );
  return centred ? <div className="flex justify-center">{button}</div> : button;
}
