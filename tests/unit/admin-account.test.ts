// @vitest-environment node
// The admin's address: firestore.rules' adminEmail() is the rules' (and, read at build time, the app's);
// the functions cannot read the rules, so shared/admin/admin-account.ts holds it for them, the same.
import { describe, expect, it } from 'vitest';
import { readAdminEmail } from '../../scripts/vite/read-rules-constants';
import { ADMIN_EMAIL, isAdminToken } from '../../shared/admin/admin-account';

describe('the admin account', () => {
  it('is the same address for the server as for the rules and the app', () => {
    expect(ADMIN_EMAIL).toBe(readAdminEmail());
  });

  it('is a verified token with that address, in any case, and nothing else', () => {
    expect(isAdminToken({ email: ADMIN_EMAIL.toUpperCase(), email_verified: true })).toBe(true);
    expect(isAdminToken({ email: ADMIN_EMAIL, email_verified: false })).toBe(false);
    expect(isAdminToken({ email: ADMIN_EMAIL })).toBe(false);
    expect(isAdminToken({ email: `x${ADMIN_EMAIL}`, email_verified: true })).toBe(false);
  });
});
