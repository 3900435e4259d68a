import { useState } from 'react';
import { cn } from '@/utils/cn';

const sizes = { md: 'size-16', lg: 'size-24' } as const;

/** A member's square picture shown round (src: its address, or a preview's object URL); nothing without one, or when it does not load. */
export function Avatar({
  src,
  alt,
  size = 'md',
  className,
}: {
  src: string | null;
  alt: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={256}
      height={256}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn(sizes[size], 'shrink-0 rounded-full bg-slate-100 object-cover', className)}
    />
  );
}
