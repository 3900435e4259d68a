import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@/utils/cn';

/** A project's picture at 16:9, lazily loaded; a tidy placeholder when it is missing or fails. */
export function ProjectImage({ src, alt, className, eager = false }: { src: string; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const frame = cn('aspect-video w-full bg-slate-100', className);
  if (!src || failed) {
    return (
      <div className={cn(frame, 'flex items-center justify-center text-slate-400')} role="img" aria-label={`${alt} (no picture)`}>
        <ImageOff aria-hidden className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      // An image seen at once (possibly the largest paint) is decoded with the frame that shows it.
      decoding={eager ? 'auto' : 'async'}
      width={800}
      height={450}
      onError={() => setFailed(true)}
      className={cn(frame, 'object-cover')}
    />
  );
}
