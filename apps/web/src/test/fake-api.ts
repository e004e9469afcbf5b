import { vi } from 'vitest';

/** One request the app made: method, parsed URL and parsed JSON body. */
export interface FakeCall {
  method: string;
  url: URL;
  body: unknown;
}

export type FakeAnswer = (call: FakeCall) => Response | Promise<Response>;

/**
 * Fakes the network at `fetch` only: answers by `METHOD /api/path` (the query string is not part
 * of the key, it is in `call.url`), records every call; anything unexpected fails the request.
 */
export function fakeApi(routes: Record<string, FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer) throw new TypeError(`Unexpected request ${method} ${url.pathname}`);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to `METHOD /api/path`, in order. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url.pathname}` === key),
  };
}

/** Answers the next call with the next response; the last one repeats. */
export function inTurn(...answers: FakeAnswer[]): FakeAnswer {
  let index = 0;
  return (call) => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (!answer) throw new Error('inTurn needs at least one answer');
    return answer(call);
  };
}
