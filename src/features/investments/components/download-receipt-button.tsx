import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadReceiptPdf, receiptContent, type ReceiptFacts } from '@/features/investments/api/receipt-content';

/** Download receipt: saves the investment's receipt as a PDF made in the browser. */
export function DownloadReceiptButton({ facts, size = 'sm' }: { facts: ReceiptFacts; size?: 'sm' | 'md' }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadReceiptPdf(receiptContent(facts));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="secondary" size={size} onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing...' : 'Download receipt'}
      </Button>
      {failed && (
        <span role="alert" className="text-xs text-danger-700">
          The receipt could not be made. Please try again.
        </span>
      )}
    </span>
  );
}
