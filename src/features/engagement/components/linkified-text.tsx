import { linkify } from '@/features/engagement/api/linkify';
import { cn } from '@/utils/cn';

/** Plain text with its line breaks; http(s) addresses become links. React escapes everything else. */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('whitespace-pre-line break-words text-slate-700', className)}>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium text-brand-700 underline"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
