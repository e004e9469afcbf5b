import { useEffect } from 'react';

export const BRAND = 'Debut';

/** Names the tab after the screen, so screen readers and history say where you are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${BRAND}` : BRAND;
  }, [title]);
}
