/** A project's counter is split over this many shards, projects/{id}/shards/{0..3} (decision 0050: why 4). */
export const SHARD_COUNT = 4;

const SHARD_DIGITS = [/^[048c]/, /^[159d]/, /^[26ae]/];

/**
 * The shard an investment counts in: its id's first hex digit mod 4, as firestore.rules' shardOf
 * reads it (the same patterns; anything else, as an id not of the app's form, counts in shard 3).
 */
export const shardOf = (investmentId: string) => {
  const index = SHARD_DIGITS.findIndex((digit) => digit.test(investmentId));
  return String(index === -1 ? SHARD_COUNT - 1 : index);
};
