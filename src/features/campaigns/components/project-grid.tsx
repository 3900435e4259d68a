import type { ReactNode } from 'react';

/** A responsive list of cards: one column on phones, two from md, three from lg. */
export function ProjectGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

// Cards out of view skip layout and paint until scrolled near (content-visibility), sized meanwhile
// as a card about 30rem tall; a phone shows one or two of the twelve at first.
export function ProjectGridItem({ children }: { children: ReactNode }) {
  return <li className="flex [contain-intrinsic-size:auto_30rem] [content-visibility:auto]">{children}</li>;
}
