import { useEffect } from 'react';

/** Set the document title while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
