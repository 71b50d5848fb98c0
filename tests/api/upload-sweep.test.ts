import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAbandonedUploads } from '../../src/server/storage/sweep-uploads';
import { makePng } from '../fixtures/documents';
import { newApplicant } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { HOUR, MINUTE, TestClock } from '../helpers/clock';
import { databaseKinds } from '../helpers/databases';
import { postToStore, presign, uploadAndConvert } from '../helpers/uploads';

const CARD = 'student_upload_card';
const png = () => ({ name: 'card.png', type: 'image/png', data: makePng() });

describe.each(databaseKinds)('sweeping abandoned uploads on %s', (kind) => {
  let t: TestApp;
  const clock = new TestClock();
  const root = () => join(t.app.config.dataDir, 'objects');
  const fileOf = (key: string) => join(root(), key);

  async function uploadOnly(email: string): Promise<string> {
    const cookie = await newApplicant(t, email);
    const presigned = await presign(t, cookie, CARD, 'image/png');
    expect((await postToStore(t, presigned, png())).statusCode).toBe(204);
    return presigned.fields.key!;
  }

  beforeAll(async () => {
    // No worker: a queued conversion stays unprocessed, as while a busy worker has not reached it.
    t = await buildTestApp(
      kind,
      { IN_PROCESS_WORKER: 'false', SOFFICE: 'off' },
      { now: clock.now },
    );
  });
  afterAll(() => t.close());

  it('deletes old uploads nobody converts, and keeps queued and recent ones', async () => {
    const abandoned = await uploadOnly('left.tab@example.edu');
    const queued = await uploadAndConvert(
      t,
      await newApplicant(t, 'queued@example.edu'),
      CARD,
      png(),
    );
    expect(queued.start.statusCode).toBe(200);
    clock.advance(2 * HOUR);
    const recent = await uploadOnly('just.now@example.edu');
    // Its file was written by the real clock; the app's clock has moved on two hours.
    const justNow = clock.now();
    await utimes(fileOf(recent), justNow, new Date(justNow.getTime() - 5 * MINUTE));

    const deleted = await sweepAbandonedUploads({ root: root(), db: t.app.db, now: clock.now() });

    expect(deleted).toBe(1);
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(existsSync(fileOf(queued.key))).toBe(true);
    expect(existsSync(fileOf(recent))).toBe(true);
  });

  it('finds nothing to do in a store nobody has uploaded to', async () => {
    const empty = join(t.app.config.dataDir, 'no-objects-yet');
    expect(await sweepAbandonedUploads({ root: empty, db: t.app.db, now: clock.now() })).toBe(0);
  });
});
