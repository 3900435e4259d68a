import { formatDateTime, formatUsd } from '@/utils/format';
import { COMMITMENT_NOTE } from './allowance-text';

/** What a receipt says of one investment (the confirmation's facts, or a row of My Investments). */
export type ReceiptFacts = {
  investmentId: string;
  projectTitle: string;
  amount: number;
  /** The deal terms in plain words (dealTermsText). */
  terms: string;
  madeAt: Date | null;
  /** Until when it can be cancelled, or that it cannot be (or was). */
  cancelNote: string;
  /** The name Recent Investors shows, or "Anonymous investor". */
  shownAs: string;
};

export type ReceiptContent = {
  title: string;
  lines: Array<[label: string, value: string]>;
  note: string;
  fileName: string;
};

/** The receipt a person can keep: the same facts the confirmation shows, as labelled lines. */
export function receiptContent(facts: ReceiptFacts): ReceiptContent {
  return {
    title: 'StartupFund investment receipt',
    lines: [
      ['Project', facts.projectTitle],
      ['Amount', formatUsd(facts.amount)],
      ['Terms', facts.terms],
      ['Date', facts.madeAt ? formatDateTime(facts.madeAt) : ''],
      ['Cancellation', facts.cancelNote],
      ['Shown publicly as', facts.shownAs],
      ['Investment ID', facts.investmentId],
    ],
    note: COMMITMENT_NOTE,
    fileName: `startupfund-receipt-${facts.investmentId.slice(0, 8)}.pdf`,
  };
}

/** The receipt as a PDF document, made in the browser. jsPDF loads only now (a dynamic import), never with the page. */
export async function receiptPdf(content: ReceiptContent) {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  const left = 56;
  const width = pdf.internal.pageSize.getWidth() - left * 2;
  let y = 72;
  pdf.setFont('helvetica', 'bold').setFontSize(18).text(content.title, left, y);
  y += 36;
  for (const [label, value] of content.lines) {
    pdf.setFont('helvetica', 'bold').setFontSize(11).text(label, left, y);
    const wrapped: string[] = pdf.splitTextToSize(value, width - 140);
    pdf.setFont('helvetica', 'normal').text(wrapped, left + 140, y);
    y += 18 * Math.max(1, wrapped.length) + 6;
  }
  pdf.setFontSize(9).text(pdf.splitTextToSize(content.note, width), left, y + 12);
  return pdf;
}

/** Download receipt: saves the receipt's PDF under its file name. */
export async function downloadReceiptPdf(content: ReceiptContent) {
  (await receiptPdf(content)).save(content.fileName);
}
