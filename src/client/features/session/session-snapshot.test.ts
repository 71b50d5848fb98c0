// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_SNAPSHOT_ID } from '../../../contracts/session-snapshot';
import { takeSessionSnapshot } from './session-snapshot';

const PROFILE = { username: 'ada@example.edu', answer: { first_name: 'Ada' } };

function pageCarrying(json: string): void {
  document.head.innerHTML = `<script type="application/json" id="${SESSION_SNAPSHOT_ID}">${json}</script>`;
}

describe('takeSessionSnapshot', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient();
    document.cookie = 'logged_in=1; path=/';
  });
  afterEach(() => {
    document.cookie = 'logged_in=; path=/; max-age=0';
    document.head.innerHTML = '';
  });

  it('puts each read the page carries in the query cache, and takes the element away', () => {
    pageCarrying(JSON.stringify({ profile: PROFILE, addAnother: { high_school: 3 }, tabs: {} }));
    takeSessionSnapshot(client);
    expect(client.getQueryData(['profile'])).toEqual(PROFILE);
    expect(client.getQueryData(['add-another'])).toEqual({ high_school: 3 });
    expect(client.getQueryData(['tabs'])).toEqual({});
    expect(document.getElementById(SESSION_SNAPSHOT_ID)).toBeNull();
  });

  it('leaves a read the page does not carry to be fetched', () => {
    pageCarrying(JSON.stringify({ profile: PROFILE }));
    takeSessionSnapshot(client);
    expect(client.getQueryState(['add-another'])).toBeUndefined();
    expect(client.getQueryState(['tabs'])).toBeUndefined();
  });

  it('uses nothing once the login cookie is gone (logged out in another tab)', () => {
    document.cookie = 'logged_in=; path=/; max-age=0';
    pageCarrying(JSON.stringify({ profile: PROFILE }));
    takeSessionSnapshot(client);
    expect(client.getQueryState(['profile'])).toBeUndefined();
    expect(document.getElementById(SESSION_SNAPSHOT_ID)).toBeNull();
  });

  it('uses nothing from an element that is not JSON', () => {
    pageCarrying('{"profile":');
    takeSessionSnapshot(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('does nothing on a page without one', () => {
    takeSessionSnapshot(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
