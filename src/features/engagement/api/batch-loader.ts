/**
 * Collects the keys asked for in the same tick and loads them with one call: a page of twelve
 * cards asks whether each project is saved, and Firestore answers all twelve with one query.
 */
export function batchLoader<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>, fallback: V) {
  let queue: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      const values = await loadMany([...new Set(batch.map((entry) => entry.key))]);
      batch.forEach((entry) => entry.resolve(values.get(entry.key) ?? fallback));
    } catch (error) {
      batch.forEach((entry) => entry.reject(error));
    }
  };
  return (key: K) =>
    new Promise<V>((resolve, reject) => {
      if (queue.length === 0) setTimeout(() => void flush(), 0);
      queue.push({ key, resolve, reject });
    });
}
