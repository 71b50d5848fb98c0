// The business constants of spec section 9, so a change to one is a deliberate one.
import { describe, expect, it } from 'vitest';
import * as c from './constants';
import { site } from './definitions/site';

describe('constants', () => {
  it('match spec section 9', () => {
    expect([
      c.PASSWORD_MIN_LENGTH,
      c.CODE_LENGTH,
      c.DEFAULT_MAX_LENGTH,
      c.TEXTAREA_DEFAULT_MAX,
    ]).toEqual([12, 6, 45, 1500]);
    expect([c.INACTIVITY_TIMEOUT_MS, c.INACTIVITY_PROMPT_MS]).toEqual([900_000, 60_000]);
    expect([c.FILE_MAX_BYTES, c.FILE_NAME_MAX, c.ADD_ANOTHER_MAX, c.ADD_ANOTHER_DEFAULT]).toEqual([
      1_048_576, 32, 10, 1,
    ]);
    expect([
      c.AUTOCOMPLETE_MAX_RESULTS,
      c.AUTOCOMPLETE_DEBOUNCE_MS,
      c.AUTOCOMPLETE_MAX_WAIT_MS,
    ]).toEqual([5, 200, 500]);
    expect([c.CONVERSION_POLL_MS, c.PDF_POLL_MS, c.PDF_READY_POLL_MS]).toEqual([
      2000, 1000, 600_000,
    ]);
    expect([c.TOAST_DEFAULT_MS, c.TOAST_ERROR_MS, c.TOAST_SWIPE_THRESHOLD, c.TOAST_HOTKEY]).toEqual(
      [5000, 300_000, 50, 'F8'],
    );
    expect(c.WEB_STATUS_RETRIES).toBe(2);
  });

  it('site.json sets the partner text-area maximum and the default route', () => {
    expect(site.textareaMax).toBe(7000);
    expect(site.defaultRoute).toBe('/about');
    expect(Object.keys(site.links).sort()).toEqual([
      'campusSafety',
      'catalog',
      'consumerInfo',
      'financialAid',
      'housing',
      'tour',
    ]);
  });
});
