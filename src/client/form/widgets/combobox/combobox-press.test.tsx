// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { loadComboboxBehaviour } from './combobox-behaviour';
import { Select } from './test-select';

// Downshift's chunk arrives only when the test lets it: here, in the middle of a click.
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

const box = () => screen.getByRole('combobox', { name: 'Citizenship' });

it('keeps the plain input through a click that Downshift arrives in the middle of, so the click opens the list', async () => {
  const user = userEvent.setup();
  render(<Select id="citizenship" label="Citizenship" />);
  const plain = box();

  await user.pointer({ keys: '[MouseLeft>]', target: plain });
  chunk.arrive();
  await act(loadComboboxBehaviour);
  expect(box()).toBe(plain);

  await user.pointer({ keys: '[/MouseLeft]', target: plain });
  await waitFor(() => expect(box()).not.toBe(plain));
  expect(box().getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(box());
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('citizenship-answer').textContent).toBe('CAN');
});
