/**
 * The accounts spec's start-up: any service worker this address once registered (an earlier shop
 * on the same domain) is removed, so it can never answer in the shop's place with stale pages.
 * The shop registers none itself (decision 0073).
 */
type ServiceWorkers = { getRegistrations(): Promise<ReadonlyArray<{ unregister(): Promise<boolean> }>> };

export async function unregisterServiceWorkers(workers: ServiceWorkers | undefined): Promise<number> {
  if (!workers) return 0;
  const registrations = await workers.getRegistrations().catch(() => []);
  await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  return registrations.length;
}
