import { expect } from 'vitest';
import type { TestApp } from './app';

/** POST /public/tmp: keeps a visitor's answers as a draft; its token. */
export async function saveVisitorDraft(t: TestApp, answer: object): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/public/tmp', payload: { answer } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}
