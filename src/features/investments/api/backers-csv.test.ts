import { buildBackersCsv, csvCell } from './backers-csv';

const at = new Date('2026-10-01T09:30:00.000Z');

describe('buildBackersCsv', () => {
  it('writes a header row, then one row per investment with ISO dates and numeric amounts', () => {
    const csv = buildBackersCsv([
      {
        id: 'inv-1',
        investorName: 'Ivy Chen',
        investorEmail: 'ivy@example.com',
        anonymous: false,
        amount: 5000,
        createdAt: at,
        status: 'active',
      },
      {
        id: 'inv-2',
        investorName: 'Olivia Martins',
        investorEmail: 'olivia@example.com',
        anonymous: true,
        amount: 25,
        createdAt: null,
        status: 'cancelled',
      },
    ]);
    // The creator sees who invested, name and e-mail, also when the public receipt is anonymous.
    expect(csv).toBe(
      'Investor,E-mail,Anonymous,Amount (USD),Date,Status,Investment ID\r\n' +
        'Ivy Chen,ivy@example.com,No,5000,2026-10-01T09:30:00.000Z,Active,inv-1\r\n' +
        'Olivia Martins,olivia@example.com,Yes,25,,Cancelled,inv-2\r\n',
    );
  });

  it('is only the header when nobody has invested', () => {
    expect(buildBackersCsv([])).toBe('Investor,E-mail,Anonymous,Amount (USD),Date,Status,Investment ID\r\n');
  });
});

describe('csvCell', () => {
  it('quotes text with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('quotes text holding the separator of any common locale: semicolon and tab too', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('ivy;=1+1@example.com')).toBe('"ivy;=1+1@example.com"');
    expect(csvCell('\t=cmd')).toBe('"\'\t=cmd"');
  });

  it('keeps numbers as numbers and defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell(1234)).toBe('1234');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@sum')).toBe("'@sum");
  });
});

describe('buildBackersCsv once the campaign is over', () => {
  it('says what became of each investment: Collected or Returned, Cancelled stays Cancelled', () => {
    const rows = [
      {
        id: 'a',
        investorName: 'Ivy',
        anonymous: false,
        investorEmail: 'ivy@example.com',
        amount: 10,
        createdAt: null,
        status: 'active' as const,
      },
      {
        id: 'b',
        investorName: 'Olivia',
        anonymous: false,
        investorEmail: 'olivia@example.com',
        amount: 20,
        createdAt: null,
        status: 'cancelled' as const,
      },
    ];
    expect(buildBackersCsv(rows, 'collected')).toContain('ivy@example.com,No,10,,Collected,a');
    expect(buildBackersCsv(rows, 'returned')).toContain('ivy@example.com,No,10,,Returned,a');
    expect(buildBackersCsv(rows, 'returned')).toContain('olivia@example.com,No,20,,Cancelled,b');
  });
});
