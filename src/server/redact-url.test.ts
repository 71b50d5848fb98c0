import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/service/tmp-pdf?service_token=abc.def', '/service/tmp-pdf?service_token=%5Bredacted%5D'],
    ['/public/tmp?token=secret', '/public/tmp?token=%5Bredacted%5D'],
    ['/reset?username=a%40b.edu&id=xyz', '/reset?username=a%40b.edu&id=%5Bredacted%5D'],
    ['/lookup/find?text=Denver&category=address', '/lookup/find?text=Denver&category=address'],
    ['/api/profile', '/api/profile'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
