import { Integer } from '@firebase/webchannel-wrapper/bloom-blob';
import { Integer as Shim } from './bloom-blob-integer';

describe('the bloom-blob Integer stand-in', () => {
  it('orders numeric ids by value as the original does, beyond 2^53 too', () => {
    const pairs = [
      ['2', '10'],
      ['10', '2'],
      ['7', '7'],
      ['9007199254740993', '9007199254740992'],
      ['-5', '3'],
    ];
    for (const [a, b] of pairs) expect(Shim.fromString(a).compare(Shim.fromString(b))).toBe(Integer.fromString(a).compare(Integer.fromString(b)));
  });
});
