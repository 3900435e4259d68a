import { isSafeUrl } from '@shared/safe-url';
import { videoEmbedUrl } from '@/utils/video-embed';

/** YouTube and Vimeo play in a sandboxed, privacy-respecting frame; any other address is only a link. */
export function ProjectVideo({ url, title }: { url: string; title: string }) {
  const embed = videoEmbedUrl(url);
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold text-slate-900">Project Video</h2>
      {embed ? (
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
          <iframe
            src={embed}
            title={`${title} video`}
            loading="lazy"
            allow="fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation"
            className="size-full border-0"
          />
        </div>
      ) : isSafeUrl(url) ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="break-all text-brand-700 underline hover:text-brand-800"
        >
          {url}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <p className="break-all text-slate-700">{url}</p>
      )}
    </section>
  );
}
