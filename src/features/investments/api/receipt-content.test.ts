// The receipt Download receipt saves: its content is built here, the PDF from it.
import { receiptContent, receiptPdf, type ReceiptFacts } from './receipt-content';
import { formatDateTime } from '@/utils/format';

const facts: ReceiptFacts = {
  investmentId: '0f46fbcb-adb8-403d-879b-5b74866fcf3f',
  projectTitle: 'ShiftSync Scheduling for Small Shops',
  amount: 1250,
  terms: 'SAFE: $5,000,000 valuation cap, 20% discount; minimum $100',
  madeAt: new Date(Date.UTC(2026, 10, 27, 15, 30)),
  cancelNote: 'You can cancel until Dec 3, 2026, 5:00 PM',
  shownAs: 'Anonymous investor',
};

describe('receiptContent', () => {
  it('says the project, amount, terms, date, cancellation deadline, public name and id, and that no money moved', () => {
    const content = receiptContent(facts);
    expect(content.title).toBe('StartupFund investment receipt');
    expect(content.lines).toEqual([
      ['Project', 'ShiftSync Scheduling for Small Shops'],
      ['Amount', '$1,250'],
      ['Terms', 'SAFE: $5,000,000 valuation cap, 20% discount; minimum $100'],
      ['Date', formatDateTime(facts.madeAt!)],
      ['Cancellation', 'You can cancel until Dec 3, 2026, 5:00 PM'],
      ['Shown publicly as', 'Anonymous investor'],
      ['Investment ID', '0f46fbcb-adb8-403d-879b-5b74866fcf3f'],
    ]);
    expect(content.note).toBe('StartupFund records your commitment; it does not move money.');
    expect(content.fileName).toBe('startupfund-receipt-0f46fbcb.pdf');
  });
});

describe('receiptPdf', () => {
  it('makes a PDF (jsPDF, loaded only when asked) holding each line of the receipt', async () => {
    const pdf = await receiptPdf(receiptContent(facts));
    const file = pdf.output();
    expect(file.startsWith('%PDF-')).toBe(true);
    for (const text of [
      'StartupFund investment receipt',
      'ShiftSync Scheduling for Small Shops',
      '$1,250',
      'Anonymous investor',
      'Shown publicly as',
    ])
      expect(file).toContain(`(${text})`);
    expect(file).toContain('You can cancel until Dec 3, 2026, 5:00 PM');
  });
});
