import { useEffect, useState } from 'react';

/**
 * A same-origin address for a file the page holds (a PDF for a frame, a link to open it), made
 * while the file is shown and released with it; null before the first render has made it.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
