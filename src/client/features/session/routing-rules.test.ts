import { describe, expect, it } from 'vitest';
import { routeRedirect, shouldSaveLastPage, type RoutingContext } from './routing-rules';
import { deriveWebStatus } from './web-status';

const base: RoutingContext = {
  pathname: '/about',
  is_logged_in: true,
  web_status: 'started',
  last_page: '',
  has_changed_page: false,
  is_service_user: false,
};

describe('routeRedirect (spec section 2 routing rules)', () => {
  it('sends a submitted applicant to /completion from any page', () => {
    for (const pathname of ['/about', '/education', '/final-steps']) {
      expect(routeRedirect({ ...base, pathname, web_status: 'submitted' })).toBe('/completion');
    }
    expect(routeRedirect({ ...base, pathname: '/completion', web_status: 'submitted' })).toBeNull();
  });

  it('sends anyone not submitted away from /completion to the default route', () => {
    for (const web_status of [null, 'started', 'validating'] as const) {
      expect(routeRedirect({ ...base, pathname: '/completion', web_status })).toBe('/about');
    }
    expect(
      routeRedirect({ ...base, pathname: '/completion', is_logged_in: false, web_status: null }),
    ).toBe('/about');
  });

  it('restores the stored last page until the user changes page', () => {
    expect(routeRedirect({ ...base, last_page: '/education' })).toBe('/education');
    expect(routeRedirect({ ...base, pathname: '/education', last_page: '/education' })).toBeNull();
    expect(routeRedirect({ ...base, last_page: '/education', has_changed_page: true })).toBeNull();
    expect(routeRedirect({ ...base, last_page: '/education', is_logged_in: false })).toBeNull();
  });

  it('leaves an applicant who opens /review there, and sends a submitted one on', () => {
    expect(routeRedirect({ ...base, pathname: '/review', last_page: '/education' })).toBeNull();
    expect(routeRedirect({ ...base, pathname: '/review', web_status: 'submitted' })).toBe(
      '/completion',
    );
  });

  it('ignores a stored last page that is not a form page', () => {
    expect(routeRedirect({ ...base, last_page: '/completion' })).toBeNull();
    expect(routeRedirect({ ...base, last_page: 'https://evil.example' })).toBeNull();
    expect(routeRedirect({ ...base, last_page: '' })).toBeNull();
  });

  it('never moves a service user', () => {
    expect(routeRedirect({ ...base, is_service_user: true, web_status: 'submitted' })).toBeNull();
  });
});

describe('shouldSaveLastPage', () => {
  it('saves while started or validating, logged in, on a form page that differs', () => {
    expect(shouldSaveLastPage({ ...base, pathname: '/education', last_page: '/about' })).toBe(true);
    expect(
      shouldSaveLastPage({ ...base, web_status: 'validating', pathname: '/final-steps' }),
    ).toBe(true);
  });

  it('does not save otherwise', () => {
    expect(shouldSaveLastPage({ ...base, pathname: '/about', last_page: '/about' })).toBe(false);
    expect(shouldSaveLastPage({ ...base, web_status: 'submitted' })).toBe(false);
    expect(shouldSaveLastPage({ ...base, web_status: null })).toBe(false);
    expect(shouldSaveLastPage({ ...base, is_logged_in: false })).toBe(false);
    expect(shouldSaveLastPage({ ...base, pathname: '/completion' })).toBe(false);
  });
});

describe('deriveWebStatus (spec section 4)', () => {
  it('counts distinct known statuses', () => {
    expect(deriveWebStatus([])).toBeNull();
    expect(deriveWebStatus([{ web_status: 'started' }])).toBe('started');
    expect(deriveWebStatus([{ web_status: 'started' }, { web_status: 'started' }])).toBe('started');
    expect(deriveWebStatus([{ web_status: 'started' }, { web_status: 'validating' }])).toBe(
      'validating',
    );
    expect(
      deriveWebStatus([
        { web_status: 'started' },
        { web_status: 'validating' },
        { web_status: 'submitted' },
      ]),
    ).toBe('submitted');
  });

  it('ignores statuses it does not know', () => {
    expect(
      deriveWebStatus([{ web_status: 'started' }, { web_status: 'archived' }, { web_status: 7 }]),
    ).toBe('started');
  });
});
