import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { PICTURE_SIZES, type PictureSize } from '@shared/pictures/picture-limits';
import { firstPictureShown, uploadedPictureOf, type PictureOwner } from '@/features/campaigns/api/pictures/shown-pictures';
import { cn } from '@/utils/cn';
import { PAINT_TIMING_NAME, whenPainted } from '@/utils/when-painted';

type ProjectImageProps = {
  project: PictureOwner & { imageUrl: string };
  /** The size the screen shows it at: a card's (the lists) or the project page's. */
  shownAs?: PictureSize;
  alt: string;
  className?: string;
  /** Seen at once (above the fold): fetched first and at once, not when scrolled to. */
  eager?: boolean;
};

// An uploaded picture's width and height as the img states them: its size's longest side, at 16:9 as its frame.
const shownSize = (size: PictureSize) => ({ width: PICTURE_SIZES[size].maxSide, height: (PICTURE_SIZES[size].maxSide * 9) / 16 });

/**
 * A project's picture at 16:9: its uploaded picture when it has one (from its own address, the
 * browser picking the size that fits), else its Image URL, else a tidy placeholder (also when both
 * fail to load). A pasted URL is fetched without a Referer, so its host does not learn which page a
 * visitor is on. The frame keeps its size while the picture loads, so nothing moves when it arrives.
 */
export function ProjectImage({ project, shownAs = 'card', alt, className, eager = false }: ProjectImageProps) {
  const [failed, setFailed] = useState<string[]>([]);
  const uploaded = uploadedPictureOf(project, shownAs);
  const frame = cn('aspect-video w-full bg-slate-100', className);
  const fail = (src: string) => {
    if (eager) firstPictureShown();
    setFailed((earlier) => [...earlier, src]);
  };
  if (uploaded && !failed.includes(uploaded.src)) {
    return (
      <img
        key={uploaded.src}
        src={uploaded.src}
        srcSet={uploaded.srcSet}
        sizes={uploaded.sizes}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        {...shownSize(shownAs)}
        elementtiming={eager ? PAINT_TIMING_NAME : undefined}
        onLoad={eager ? (event) => whenPainted(event.currentTarget.currentSrc, firstPictureShown) : undefined}
        onError={() => fail(uploaded.src)}
        className={cn(frame, 'object-cover')}
      />
    );
  }
  if (!project.imageUrl || failed.includes(project.imageUrl)) {
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      width={800}
      height={450}
      onError={() => fail(project.imageUrl)}
      className={cn(frame, 'object-cover')}
    />
  );
}
