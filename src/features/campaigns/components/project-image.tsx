import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { Picture } from '@/lib/pictures/picture-converter';
import { hasUploadedPicture } from '@/features/campaigns/api/pictures/use-pictures';
import { useObjectUrl } from '@/lib/pictures/object-url';
import { cn } from '@/utils/cn';
import { afterTwoFrames } from '@/utils/first-view';
import { PAINT_TIMING_NAME, whenPainted } from '@/utils/when-painted';

type ProjectImageProps = {
  project: { imageUrl: string; pictureVersion?: number | null };
  /** The project's uploaded picture as read: undefined while it loads, null when it could not be read. */
  picture?: Picture | null;
  alt: string;
  className?: string;
  eager?: boolean;
  /** Called once an uploaded picture has been painted (or failed to decode): what it holds back starts after the largest paint. */
  onShown?: () => void;
};

/**
 * A project's picture at 16:9: its uploaded picture when it has one (bytes read from Firestore,
 * shown by an object URL), else its Image URL, else a tidy placeholder (also when the URL fails).
 * A pasted URL is fetched without a Referer, so its host does not learn which page a visitor is on.
 */
export function ProjectImage({ project, picture, alt, className, eager = false, onShown }: ProjectImageProps) {
  const [failed, setFailed] = useState(false);
  const uploaded = hasUploadedPicture(project);
  const objectUrl = useObjectUrl(uploaded ? picture?.blob : null);
  const frame = cn('aspect-video w-full bg-slate-100', className);
  // Loading: an empty frame of the same size, so nothing moves when the picture arrives.
  if (uploaded && picture === undefined) return <div className={frame} aria-hidden data-picture="loading" />;
  const loading = eager ? 'eager' : 'lazy';
  // An image seen at once (possibly the largest paint) is decoded with the frame that shows it.
  const decoding = eager ? 'auto' : 'async';
  if (uploaded && picture && objectUrl) {
    return (
      <img
        src={objectUrl}
        alt={alt}
        loading={loading}
        decoding={decoding}
        width={picture.width}
        height={picture.height}
        elementtiming={onShown && PAINT_TIMING_NAME}
        onLoad={onShown && (() => whenPainted(objectUrl, onShown))}
        onError={onShown && (() => afterTwoFrames(onShown))}
        className={cn(frame, 'object-cover')}
      />
    );
  }
  if (!project.imageUrl || failed) {
    return (
      <div className={cn(frame, 'flex items-center justify-center text-slate-400')} role="img" aria-label={`${alt} (no picture)`}>
        <ImageOff aria-hidden className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={project.imageUrl}
      alt={alt}
      loading={loading}
      decoding={decoding}
      referrerPolicy="no-referrer"
      width={800}
      height={450}
      onError={() => setFailed(true)}
      className={cn(frame, 'object-cover')}
    />
  );
}
