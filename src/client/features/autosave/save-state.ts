import { create } from 'zustand';

/** What the save status line says; `at` is the time of the last completed save. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'retrying' }
  | { kind: 'stopped'; message: string };

export const useSaveState = create<{ state: SaveState }>(() => ({ state: { kind: 'idle' } }));

export function reportSaveState(state: SaveState): void {
  useSaveState.setState({ state });
}
