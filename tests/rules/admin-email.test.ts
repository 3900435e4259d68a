import { ADMIN_EMAIL } from '@/config/admin';
import { readAdminEmail } from '../../admin-email.ts';

describe('the admin address', () => {
  it('is the one firestore.rules defines, in the app too', () => {
    expect(ADMIN_EMAIL).toBe(readAdminEmail());
    expect(ADMIN_EMAIL).toBe('admin@startfund.com');
  });
});
