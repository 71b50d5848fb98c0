// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VersionsTable } from './VersionsTable';

afterEach(cleanup);

describe('VersionsTable', () => {
  it('gives each version’s time in the institution’s zone, named, as the workspace does', () => {
    const version = { version: 1, published_by: 'admin', note: 'seed' };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <VersionsTable
          versions={[{ ...version, published_at: '2026-11-28T13:24:00.000Z' }]}
          live={1}
          canRollBack={false}
        />
      </QueryClientProvider>,
    );
    // site.json's timeZone is America/Denver: 13:24 UTC is 6:24 AM MST.
    expect(screen.getByRole('cell', { name: 'November 28, 2026 at 6:24 AM MST' })).toBeTruthy();
  });
});
