import { useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { plainErrorMessage } from '@/lib/plain-error';
import { myDataFileName, type MyData } from '@/features/account/api/my-data';

function saveJson(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Download my data: one JSON file of everything the app holds about the member. */
export function DownloadMyData({ collect }: { collect: () => Promise<MyData> }) {
  const [state, setState] = useState<{ busy: boolean; saved?: string; error?: unknown }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      const fileName = myDataFileName();
      saveJson(fileName, await collect());
      setState({ busy: false, saved: fileName });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        One file (JSON) with your profile, your investments and their states, your 12-month ledger, saved projects, What’s new, the
        questions you asked and reports you filed, and, if you started campaigns, each with its updates and answers.
      </p>
      {state.saved && <Banner tone="success">Your data was saved as {state.saved}.</Banner>}
      {state.error !== undefined && <Banner>Your data could not be read: {plainErrorMessage(state.error)}</Banner>}
      <Button variant="secondary" onClick={() => void download()} disabled={state.busy}>
        {state.busy ? 'Preparing your data...' : 'Download my data'}
      </Button>
    </div>
  );
}
