import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import en from '../../public/locales/en/translation.json';
import { session } from '../entities/auth/session-store.ts';
import { contractDrift } from './fake-api.ts';

// jsdom lacks these; Mantine needs them (DESIGN.md §11).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => undefined;

// A lazy screen's first import is compiled on demand; on a loaded 2-core CI machine that alone can
// pass testing-library's 1 s default, so findBy* waits longer (a real failure still fails).
configure({ asyncUtilTimeout: 5000 });

// English inlined: no HTTP in tests.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// STYLE.md: console.error fails the test, so warnings cannot pile up unseen.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  session.reload();
  expect(consoleErrors, 'console.error was called').toEqual([]);
  const drift = contractDrift.splice(0);
  expect(drift, 'the fake API left the contract').toEqual([]);
});
