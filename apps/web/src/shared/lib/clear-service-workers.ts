/**
 * SPEC.md §2 (startup): unregister every service worker, ask the active one to clear its cache,
 * and delete the caches ourselves in case it does not listen. Quiet where the APIs are missing.
 */
export async function clearServiceWorkers(): Promise<void> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (container) {
    container.controller?.postMessage({ type: 'CLEAR_CACHE' });
    const registrations = await container.getRegistrations().catch(() => []);
    await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  }
  if ('caches' in window) {
    const keys = await caches.keys().catch(() => []);
    await Promise.all(keys.map((key) => caches.delete(key).catch(() => false)));
  }
}
