// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { loadComboboxBehaviour } from './combobox-behaviour';
import { Select } from './test-select';

// Downshift's chunk arrives only when the test lets it, as over a slow network.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./DownshiftCombobox', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

afterEach(cleanup);

const box = (name: string) => screen.getByRole('combobox', { name });
const answer = (id: string) => screen.getByTestId(`${id}-answer`).textContent;

/** An element's tree with its attributes in name order (what the page shows, not their order). */
function markup(element: Element | null): string {
  if (!element) return '';
  const attributes = [...element.attributes].map((a) => `${a.name}="${a.value}"`).sort();
  const children = [...element.children].map(markup).join('');
  return `<${element.localName} ${attributes.join(' ')}>${children}</${element.localName}>`;
}

it('carries what was done before Downshift arrived over to it, and draws the same input', async () => {
  const user = userEvent.setup();
  render(
    <>
      <Select id="citizenship" label="Citizenship" />
      <Select id="country" label="Country" />
      <Select id="untouched" label="Untouched" />
    </>,
  );
  const untouchedPlain = markup(box('Untouched').parentElement);

  // A click opens the list, so Enter chooses its first option (and submits nothing).
  await user.click(box('Citizenship'));
  await user.keyboard('{Enter}');
  // Typing in the plain input, then Escape: every character is there, the list is closed.
  const plain = box('Country');
  await user.click(plain);
  await user.keyboard('Can{Escape}');
  expect(plain).toHaveProperty('value', 'Can');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(answer('citizenship')).toBe('');

  chunk.arrive();
  await act(loadComboboxBehaviour);

  const country = box('Country');
  expect(country).not.toBe(plain);
  expect(document.activeElement).toBe(country);
  expect(country).toHaveProperty('value', 'Can');
  expect(country).toHaveProperty('selectionStart', 3);
  expect(country.getAttribute('aria-expanded')).toBe('false');
  expect(answer('citizenship')).toBe('CAN');
  // An untouched combobox is replaced by the same markup.
  expect(markup(box('Untouched').parentElement)).toBe(untouchedPlain);

  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(country.getAttribute('aria-expanded')).toBe('true'));
  const activeId = country.getAttribute('aria-activedescendant') ?? '';
  expect(document.getElementById(activeId)?.textContent).toBe('Canada');
  await user.keyboard('a{Enter}');
  expect(answer('country')).toBe('CAN');
  expect(box('Country')).toHaveProperty('value', 'Canada');
});
