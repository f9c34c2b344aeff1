import { useState } from 'react';

/** Runs a download once at a time and says which one is running (for its button's spinner). */
export function useDownload() {
  const [running, setRunning] = useState<string | null>(null);
  const run = async (key: string, download: () => Promise<void>) => {
    if (running) return;
    setRunning(key);
    try {
      await download();
    } catch {
      // The API client has already shown the error toast.
    } finally {
      setRunning(null);
    }
  };
  return { running, run };
}
