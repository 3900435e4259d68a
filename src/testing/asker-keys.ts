/**
 * A test account's askerKey (users/{uid}.askerKey, what its questions name it by): a fixed version 4 UUID
 * made from the uid, so fixtures, rules tests and their profiles agree without storing a table.
 */
export function askerKeyOf(uid: string): string {
  const hex = [...uid].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return `00000000-0000-4000-8000-${hex.padStart(12, '0').slice(-12)}`;
}
