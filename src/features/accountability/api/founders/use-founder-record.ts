// The Track record's hooks: the founder's record document, beside their campaigns' cards.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFounderRecord } from './founder-record-queries';

export const founderRecordKey = (uid: string) => ['founderRecord', uid] as const;

/** One read: founderRecords/{uid}. */
export const founderRecordQuery = (uid: string) =>
  queryOptions({ queryKey: founderRecordKey(uid), queryFn: () => fetchFounderRecord(uid) });

export function useFounderRecord(uid: string) {
  return useQuery({ ...founderRecordQuery(uid), enabled: uid !== '' });
}
