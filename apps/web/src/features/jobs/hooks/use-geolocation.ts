import { useCallback, useState } from 'react';
import type { SearchPoint } from '../lib/search-state.ts';

export type GeolocationStatus = 'idle' | 'locating' | 'denied' | 'unavailable';

/** "Use my location": the browser's position, asked only when the user presses the button. */
export function useGeolocation(onLocated: (point: SearchPoint) => void) {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle');
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      // 1 is PERMISSION_DENIED; the others (unavailable, timeout) mean we could not tell.
      (error) => setStatus(error.code === 1 ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, [onLocated]);
  return { status, locate };
}
