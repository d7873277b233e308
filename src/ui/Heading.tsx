import type { HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading whose level follows the page outline it is placed in. */
export function Heading({ level, ...props }: HTMLAttributes<HTMLHeadingElement> & { level: HeadingLevel }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
