import { vi } from 'vitest';
import { endpointDeclarations } from '@debut/contract/all-endpoints';
import type { DeclaredEndpoint } from '@debut/contract/endpoint-schemas';

/** One request the app made: method, parsed URL and parsed JSON body. */
export interface FakeCall {
  method: string;
  url: URL;
  body: unknown;
}

export type FakeAnswer = (call: FakeCall) => Response | Promise<Response>;

const declared: { pattern: RegExp; endpoint: DeclaredEndpoint }[] = Object.values(endpointDeclarations)
  .flatMap(({ declared }) => Object.values(declared))
  .map((endpoint) => ({
    pattern: new RegExp(`^/api${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
    endpoint,
  }));

/** The declaration of `METHOD /api/path`, as the server registers it. */
function declarationOf(method: string, pathname: string): DeclaredEndpoint | undefined {
  return declared.find(({ pattern, endpoint }) => endpoint.method === method && pattern.test(pathname))
    ?.endpoint;
}

/**
 * What a fake said or was asked that the contract does not allow: a fake answer the server could never
 * give, a body the server would refuse, a path it does not serve. `test/setup.ts` fails the test on
 * any, so the web tests cannot drift from the API.
 */
export const contractDrift: string[] = [];

async function checkAgainstContract(call: FakeCall, response: Response): Promise<void> {
  const key = `${call.method} ${call.url.pathname}`;
  const endpoint = declarationOf(call.method, call.url.pathname);
  if (!endpoint) {
    contractDrift.push(`${key} is not declared in the contract`);
    return;
  }
  if (endpoint.body && call.body !== undefined) {
    const body = endpoint.body.safeParse(call.body);
    if (!body.success) contractDrift.push(`${key} sent a body the contract refuses: ${body.error.message}`);
  }
  if (!response.ok || !endpoint.response) return;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return;
  const answer = endpoint.response.safeParse(await response.clone().json());
  if (!answer.success)
    contractDrift.push(`${key} answered what the contract does not allow: ${answer.error.message}`);
}

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
    const response = await answer(call);
    await checkAgainstContract(call, response);
    return response;
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
