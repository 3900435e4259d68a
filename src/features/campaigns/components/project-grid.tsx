import type { ReactNode } from 'react';

/** A responsive list of cards: one column on phones, two from md, three from lg. */
export function ProjectGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}

// No content-visibility: auto here. A list now commits its first three cards first (ProjectList),
// and on those the first layout ran twice (once to find what is on screen), a longer task than
// laying the three out.
export function ProjectGridItem({ children }: { children: ReactNode }) {
  return <li className="flex">{children}</li>;
}
