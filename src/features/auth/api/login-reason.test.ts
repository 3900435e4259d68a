import { loginReason } from './login-reason';

describe('loginReason', () => {
  it('says why a visitor sent from a guarded address must log in', () => {
    expect(loginReason('/project/p1')).toBe('Log in to see this project');
    expect(loginReason('/payment/p1')).toBe('Log in to invest');
    expect(loginReason('/investor/dashboard?tab=investments')).toBe('Log in to see your dashboard');
    expect(loginReason('/create-campaign')).toBe('Log in to create a campaign');
  });

  it('has a general line for any other guarded address, and none when nobody was sent', () => {
    expect(loginReason('/somewhere/else')).toBe('Log in to continue where you left off');
    expect(loginReason(undefined)).toBe('');
  });
});
