// The Track record's hooks: the founder's record document, beside their campaigns' cards.
import { useQuery } from '@tanstack/react-query';
import { fetchFounderRecord } from './founder-record-queries';

export const founderRecordKey = (uid: string) => ['founderRecord', uid] as const;

/** One read: founderRecords/{uid}. */
export function useFounderRecord(uid: string) {
  return useQuery({ queryKey: founderRecordKey(uid), queryFn: () => fetchFounderRecord(uid), enabled: uid !== '' });
}
