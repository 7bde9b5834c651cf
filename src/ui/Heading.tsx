import { createContext, useContext, type ReactNode } from 'react';

/** The heading level for blocks at this depth: 2 on the page, deeper inside accordions and tabs. */
export const LevelContext = createContext(2);
export const useLevel = () => useContext(LevelContext);

export function Heading({ level, children, className, id }: { level: number; children: ReactNode; className?: string; id?: string }) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as 'h2';
  return <Tag className={className} id={id}>{children}</Tag>;
}

/** A block's own heading level, and the level of the items under it. */
export function useBlockLevels(hasHeading: boolean) {
  const level = useLevel();
  return { level, item: hasHeading ? level + 1 : level };
}
