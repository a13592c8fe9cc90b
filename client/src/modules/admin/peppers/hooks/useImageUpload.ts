import { useCallback, useEffect, useRef, useState } from 'react';
import { getAuthToken } from '@/core/session/sessionStore';
import { uploadImage } from '../utils/uploadImage';

/**
 * Uploads a chosen picture with progress (0..100, null when idle). An upload still running when
 * the form closes is cancelled.
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const upload = useCallback(async (file: File): Promise<string> => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setProgress(0);
    try {
      const { url } = await uploadImage(file, {
        token: getAuthToken(),
        onProgress: setProgress,
        signal: controller.signal,
      });
      return url;
    } finally {
      controllerRef.current = null;
      setProgress(null);
    }
  }, []);

  return { upload, progress };
}
