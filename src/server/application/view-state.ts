import type { ViewState } from '../../engine';
import type { Queryable } from '../db/database';
import { tabsRepository } from '../repositories/tabs';
import { readAddAnotherCounts } from './add-another-counts';

/**
 * The chosen tabs and add-another counts, which decide what the engine shows, validates and
 * prints. A repeater without a stored count shows the engine's default (one entry).
 */
export async function readViewState(db: Queryable, applicantId: string): Promise<ViewState> {
  const tabs = await tabsRepository(db).choicesOf(applicantId);
  const addAnother = await readAddAnotherCounts(db, applicantId);
  return { tabs, addAnother };
}
