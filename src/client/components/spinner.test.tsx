import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spinner, SPINNER_SIZES } from './Spinner';

describe('Spinner (spec section 2)', () => {
  it('comes in 0.4rem, 0.8rem and 2rem', () => {
    expect(SPINNER_SIZES).toEqual({ small: '0.4rem', medium: '0.8rem', large: '2rem' });
    for (const [size, width] of Object.entries(SPINNER_SIZES)) {
      const html = renderToString(<Spinner size={size as keyof typeof SPINNER_SIZES} />);
      expect(html).toContain(`width:${width};height:${width}`);
    }
  });

  it('says "Loading" to screen readers unless it is decorative', () => {
    expect(renderToString(<Spinner />)).toMatch(/role="status".*Loading/);
    expect(renderToString(<Spinner decorative />)).not.toContain('role="status"');
  });
});
