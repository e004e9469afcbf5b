import type { TNotificationEvent } from '@debut/contract/realtime';
import { createStore } from '../../shared/lib/external-store.ts';

/** Vacancies published by others since the jobs list was last loaded ("N new vacancies — show"). */
export const newVacanciesStore = createStore<readonly string[]>([]);

export function addNewVacancy(jobId: string): void {
  const seen = newVacanciesStore.get();
  if (!seen.includes(jobId)) newVacanciesStore.set([...seen, jobId]);
}

export function forgetNewVacancies(): void {
  newVacanciesStore.set([]);
}

export interface LiveNotification {
  id: number;
  event: TNotificationEvent;
  receivedAt: string;
}

/** The latest notifications of this visit, newest first, for the dashboard. */
export const LIVE_NOTIFICATIONS_KEPT = 20;
export const liveNotificationsStore = createStore<readonly LiveNotification[]>([]);
let nextId = 1;

export function addLiveNotification(event: TNotificationEvent): void {
  const entry = { id: nextId++, event, receivedAt: new Date().toISOString() };
  liveNotificationsStore.set([entry, ...liveNotificationsStore.get()].slice(0, LIVE_NOTIFICATIONS_KEPT));
}

/** Nothing of one person's news stays for the next person on a shared browser. */
export function clearLiveStores(): void {
  forgetNewVacancies();
  liveNotificationsStore.set([]);
}
