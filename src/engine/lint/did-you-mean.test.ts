import { describe, expect, it } from 'vitest';
import { didYouMean } from './did-you-mean';

describe('didYouMean', () => {
  it('names the closest known name when a few letters differ', () => {
    expect(didYouMean('minLenght', ['maxLength', 'minLength', 'pattern'])).toBe(
      ' (did you mean "minLength"?)',
    );
    expect(didYouMean('countri', ['country', 'county_code'])).toBe(' (did you mean "country"?)');
  });

  it('says nothing when no known name is close or none is known', () => {
    expect(didYouMean('favorite_color', ['first_name', 'last_name'])).toBe('');
    expect(didYouMean('x', [])).toBe('');
  });
});
