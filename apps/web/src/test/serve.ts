import { vi } from 'vitest';

export type Answer = { status: number; body: unknown };

/**
 * Answers each call by its method and address ('GET /api/v1/users/profile'), the address with its query
 * first and then without; anything else is a 404.
 */
export const serve = (answers: Record<string, Answer>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const answer = answers[`${method} ${url}`] ??
      answers[`${method} ${url.split('?')[0]}`] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
