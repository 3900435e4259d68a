import { Link2, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { paths } from '@/config/paths';

const canShare = () => typeof navigator.share === 'function';

/**
 * Share on a project page: the system share sheet where the browser has one (phones, some desktops),
 * otherwise Copy link with a notice. The link is the project page's own address, without any query.
 */
export function ShareButton({ projectId, title }: { projectId: string; title: string }) {
  const sheet = canShare();
  const share = async () => {
    const url = new URL(paths.project.href(projectId), window.location.origin).href;
    if (sheet) {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the sheet is a choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(url);
      }
      return;
    }
    await copy(url);
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void share()}>
      {sheet ? <Share2 aria-hidden className="size-4" /> : <Link2 aria-hidden className="size-4" />}
      {sheet ? 'Share' : 'Copy link'}
    </Button>
  );
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link copied');
  } catch {
    // No clipboard (an insecure page, a refused permission): the address to copy by hand.
    notify.info(`Copy this link: ${url}`);
  }
}
