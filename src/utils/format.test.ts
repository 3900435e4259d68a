import { formatUsd, fundedPercent } from './format';

describe('format', () => {
  it('shows whole US dollars with a $ sign and separators', () => {
    expect(formatUsd(1250000)).toBe('$1,250,000');
    expect(formatUsd(0)).toBe('$0');
  });
  it('caps the progress at 100% and survives a zero goal', () => {
    expect(fundedPercent(50, 200)).toBe(25);
    expect(fundedPercent(500, 200)).toBe(100);
    expect(fundedPercent(5, 0)).toBe(0);
  });
});
