import { describe, expect, it } from 'vitest';
import { isAlertBannerActive, msUntilAlertChange } from './alert-banner-state';
import { greetingFor, type GreetingContext } from './greeting';

const alert = {
  start: '2030-01-01T00:00:00-07:00',
  end: '2030-01-02T00:00:00-07:00',
  text: 'Maintenance.',
};

describe('alert banner window', () => {
  it('shows only between start and end', () => {
    expect(isAlertBannerActive(alert, new Date('2029-12-31T23:59:59-07:00'))).toBe(false);
    expect(isAlertBannerActive(alert, new Date('2030-01-01T00:00:00-07:00'))).toBe(true);
    expect(isAlertBannerActive(alert, new Date('2030-01-01T12:00:00-07:00'))).toBe(true);
    expect(isAlertBannerActive(alert, new Date('2030-01-02T00:00:00-07:00'))).toBe(false);
  });

  it('never shows without text or with unreadable dates', () => {
    const now = new Date('2030-01-01T12:00:00-07:00');
    expect(isAlertBannerActive(undefined, now)).toBe(false);
    expect(isAlertBannerActive({ ...alert, text: '  ' }, now)).toBe(false);
    expect(isAlertBannerActive({ ...alert, start: 'soon' }, now)).toBe(false);
  });

  it('knows when it next changes', () => {
    expect(msUntilAlertChange(alert, new Date('2029-12-31T23:59:00-07:00'))).toBe(60_000);
    expect(msUntilAlertChange(alert, new Date('2030-01-01T23:00:00-07:00'))).toBe(3_600_000);
    expect(msUntilAlertChange(alert, new Date('2031-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('header greeting', () => {
  const base: GreetingContext = {
    is_logged_in: true,
    web_status: 'started',
    has_changed_page: false,
    num_logins: 1,
    name: 'Ada',
  };

  it('thanks a submitted applicant by name whatever else holds', () => {
    expect(greetingFor({ ...base, web_status: 'submitted', has_changed_page: true })).toEqual({
      kind: 'thanks',
      name: 'Ada',
    });
  });

  it('says nothing while validating', () => {
    expect(greetingFor({ ...base, web_status: 'validating' })).toBeNull();
  });

  it('says Hello! to a visitor', () => {
    expect(greetingFor({ ...base, is_logged_in: false, web_status: null, num_logins: 0 })).toEqual({
      kind: 'hello',
    });
  });

  it("says You're in! on the first login and Welcome back! later", () => {
    expect(greetingFor(base)).toEqual({ kind: 'first-login' });
    expect(greetingFor({ ...base, num_logins: 2 })).toEqual({ kind: 'welcome-back' });
    expect(greetingFor({ ...base, num_logins: 7, web_status: null })).toEqual({
      kind: 'welcome-back',
    });
  });

  it('hides the greeting once the user has changed page', () => {
    expect(greetingFor({ ...base, has_changed_page: true })).toBeNull();
  });
});
