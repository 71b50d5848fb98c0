import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Notice } from '../Notice';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

const noop = () => undefined;

describe('the account fields the applicant cards and the staff pages share', () => {
  it('links a text field to its hint and messages, in GOV.UK order', () => {
    const html = renderToString(
      <TextField
        id="email"
        label="Email"
        value=""
        onChange={noop}
        hint="We write here"
        errors={['Enter an email']}
      />,
    );
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html.indexOf('We write here')).toBeLessThan(html.indexOf('Enter an email'));
    expect(html.indexOf('Enter an email')).toBeLessThan(html.indexOf('<input'));
  });

  it('hides a password until asked, and shows the checklist for a new one', () => {
    const form = { values: { password: '' }, errors: {}, change: noop };
    const html = renderToString(
      <PasswordField
        form={form}
        field="password"
        label="Password"
        toggleLabels={{ show: 'Show password', hide: 'Hide password' }}
        autoComplete="new-password"
        checklist
      />,
    );
    expect(html).toContain('type="password"');
    expect(html).toContain('aria-label="Show password"');
    expect(html).toContain('aria-describedby="password-checklist"');
    expect(html).toContain('Your password must have:');
  });

  it('makes an error notice an alert and the others polite status messages', () => {
    expect(renderToString(<Notice kind="error">No</Notice>)).toContain('role="alert"');
    expect(renderToString(<Notice kind="success">Yes</Notice>)).toContain('role="status"');
  });
});
