// @vitest-environment jsdom
import { recordSignedIn, signedInBefore } from '@/lib/signed-in-before';

beforeEach(() => localStorage.clear());

describe("the device's signed-in mark", () => {
  it('is set and cleared, and keeps nothing about the user', () => {
    expect(signedInBefore()).toBe(false);
    recordSignedIn(true);
    expect(signedInBefore()).toBe(true);
    expect(Object.values(localStorage)).toEqual(['1']);
    recordSignedIn(false);
    expect(signedInBefore()).toBe(false);
  });

  it("counts a profile an older build remembered as someone signed in, until Auth's answer replaces it", () => {
    localStorage.setItem('startupfund:session', JSON.stringify({ user: { uid: 'ivy' }, profile: { role: 'investor' } }));
    expect(signedInBefore()).toBe(true);
    recordSignedIn(true);
    expect(localStorage.getItem('startupfund:session')).toBe('1');
  });

  it('reads as signed out where storage is off', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(signedInBefore()).toBe(false);
    getItem.mockRestore();
  });
});
