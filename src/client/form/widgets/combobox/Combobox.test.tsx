// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadComboboxBehaviour } from './combobox-behaviour';
import { Select } from './test-select';

function setup(props: Parameters<typeof Select>[0] = {}) {
  const user = userEvent.setup();
  render(
    <>
      <Select {...props} />
      <button type="button">Next</button>
    </>,
  );
  const input = screen.getByRole('combobox', { name: 'Country' });
  const status = () => screen.getByRole('status').textContent;
  const answer = () => screen.getByTestId('country-answer').textContent;
  const active = () => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { user, input, status, answer, active };
}

// Downshift's combobox itself; combobox-handoff.test.tsx covers the plain input before it.
beforeAll(loadComboboxBehaviour);
afterEach(cleanup);

describe('Combobox (Downshift useCombobox)', () => {
  it('shows "Select..." when empty and says nothing while closed', () => {
    const { input, status } = setup();
    expect(input).toHaveProperty('placeholder', 'Select...');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-controls')).toBe(false);
    expect(status()).toBe('');
  });

  it('ArrowDown opens on the first option and announces the count', async () => {
    const { user, input, status, active } = setup();
    await user.click(input);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Country' })).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe('country__listbox');
    expect(status()).toBe('3 result(s) available');
    expect(active()).toBe('Canada');
  });

  it('End and Home move to the last and first option; Enter chooses', async () => {
    const { user, input, answer, active } = setup();
    await user.click(input);
    await user.keyboard('{End}');
    expect(active()).toBe('Vatican City');
    await user.keyboard('{Home}');
    expect(active()).toBe('Canada');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(answer()).toBe('FRA');
    expect(input).toHaveProperty('value', 'France');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on the chosen option, and ArrowUp moves back from it', async () => {
    const { user, input, active } = setup({ initial: 'VAT' });
    await user.click(input);
    expect(active()).toBe('Vatican City');
    expect(screen.getByRole('option', { name: 'Vatican City' }).className).toContain(
      'combobox__option--chosen',
    );
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('France');
  });

  it('typing filters, activates the first match and Enter takes it', async () => {
    const { user, input, status, answer } = setup();
    await user.click(input);
    await user.keyboard('ca');
    expect(status()).toBe('2 result(s) available');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Canada',
      'Vatican City',
    ]);
    await user.keyboard('{Enter}');
    expect(answer()).toBe('CAN');
    expect(input).toHaveProperty('value', 'Canada');
  });

  it('Escape closes the list and keeps the answer, also when pressed again', async () => {
    const { user, input, answer, status } = setup({ initial: 'FRA' });
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(status()).toBe('');
    await user.keyboard('{Escape}');
    expect(answer()).toBe('FRA');
    expect(input).toHaveProperty('value', 'France');
  });

  it('Home and End move the caret while the list is closed', async () => {
    const { user, input } = setup({ initial: 'FRA' });
    await user.click(input);
    await user.keyboard('{Escape}{Home}');
    expect(input).toHaveProperty('selectionStart', 0);
    await user.keyboard('{End}');
    expect(input).toHaveProperty('selectionStart', 'France'.length);
  });

  it('Tab closes the list without taking the active option', async () => {
    const { user, input, answer } = setup();
    await user.click(input);
    await user.keyboard('Fr');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(answer()).toBe('');
    expect(input).toHaveProperty('value', '');
  });

  it('says "No options" when nothing matches', async () => {
    const { user, input, status } = setup();
    await user.click(input);
    await user.keyboard('zzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.querySelector('.combobox__message')?.textContent).toBe('No options');
    expect(status()).toBe('No options');
  });

  it('says "Loading..." while loading', async () => {
    const { user, input, status } = setup({ loading: true });
    await user.click(input);
    expect(document.querySelector('.combobox__message')?.textContent).toBe('Loading...');
    expect(status()).toBe('Loading...');
  });

  it('a click on an option chooses it and keeps focus in the input', async () => {
    const { user, input, answer } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Vatican City' }));
    expect(answer()).toBe('VAT');
    expect(document.activeElement).toBe(input);
  });
});
