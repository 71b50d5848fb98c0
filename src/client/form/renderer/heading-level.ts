import { createContext, useContext } from 'react';

/** Sections nest; their headings go one level down each time (h2 under the page's h1). */
export const HeadingLevelContext = createContext(2);

export function useHeadingLevel(): number {
  return useContext(HeadingLevelContext);
}

export function headingTag(level: number): 'h2' | 'h3' | 'h4' | 'h5' {
  if (level <= 2) return 'h2';
  if (level === 3) return 'h3';
  if (level === 4) return 'h4';
  return 'h5';
}
