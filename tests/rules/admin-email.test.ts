import { ADMIN_EMAIL } from '@/config/rules-constants';
import { readAdminEmail } from '../../scripts/vite/read-rules-constants.ts';

describe('the admin address', () => {
  it('is the one firestore.rules defines, in the app too', () => {
    expect(ADMIN_EMAIL).toBe(readAdminEmail());
    expect(ADMIN_EMAIL).toBe('admin@startfund.com');
  });
});
