import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './prerendered-paths';

const page = (path: string): RouteObject => ({ path, lazy: () => Promise.resolve({}) });

describe('prerenderedPaths', () => {
  it('lists the pages under a route marked prerender, nested layouts included', () => {
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          { index: true },
          {
            handle: { prerender: true },
            children: [{ children: [page('about'), page('education')] }, page('completion')],
          },
          { handle: { prerender: true }, children: [page('login')] },
          { path: 'staff', children: [page('applications'), { index: true }] },
          { path: '*' },
        ],
      },
    ];
    expect(prerenderedPaths(routes)).toEqual(['/about', '/education', '/completion', '/login']);
  });

  it('a group of its own path prefixes its pages', () => {
    const routes: RouteObject[] = [
      { path: 'help', handle: { prerender: true }, children: [page('faq'), { index: true }] },
    ];
    expect(prerenderedPaths(routes)).toEqual(['/help/faq']);
  });

  it('nothing is prerendered unless a route asks', () => {
    expect(prerenderedPaths([{ children: [page('about')] }])).toEqual([]);
  });
});
