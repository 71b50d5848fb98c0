import type { Request } from 'playwright-core';
import { createApplicants } from '../lib/applicants';
import { buildClient, launchChromium, startProductionServer } from './harness';
import { logInContext } from './log-in-context';

/**
 * `npm run bench:autosave` (issue 13): how many save requests (PUT /api/answer) autosave sends
 * while an applicant types steadily in Chromium: AUTOSAVE_SECONDS (default 60) of one key every
 * AUTOSAVE_KEY_MS (default 200 ms, about 60 words a minute) into the Final Steps essay.
 * Target: at most 40 a minute.
 */
const seconds = Number(process.env.AUTOSAVE_SECONDS ?? 60);
const keyEveryMs = Number(process.env.AUTOSAVE_KEY_MS ?? 200);
const TEXT = 'I would like to study engineering because I enjoy building things. ';

async function main(): Promise<void> {
  buildClient();
  const server = await startProductionServer();
  const browser = await launchChromium();
  try {
    const [applicant] = await createApplicants(server.url, server.dataDir, 1, 'autosave');
    const context = await browser.newContext();
    await logInContext(context, server.url, applicant!);
    const page = await context.newPage();
    await page.goto(`${server.url}/final-steps`, { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Write it here' }).click();
    const essay = page.locator('#additional_info_essay');
    await essay.click();

    const saves: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/answer')
        saves.push(request);
    });
    const start = Date.now();
    let typed = 0;
    while (Date.now() - start < seconds * 1000) {
      await page.keyboard.type(TEXT[typed % TEXT.length]!);
      typed += 1;
      const next = start + typed * keyEveryMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
    const elapsedMin = (Date.now() - start) / 60_000;
    const during = saves.length;
    // The last words reach the server once typing pauses.
    let complete = false;
    for (let waited = 0; waited < 5_000 && !complete; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const stored = await page.request.get(`${server.url}/api/profile`);
      const answer = ((await stored.json()) as { answer: Record<string, string> }).answer;
      complete = answer.additional_info_essay?.length === typed;
    }

    console.log(
      `typing: ${typed} keys in ${(elapsedMin * 60).toFixed(1)} s, one every ${keyEveryMs} ms`,
    );
    console.log(
      `save requests while typing: ${during} = ${(during / elapsedMin).toFixed(1)} per minute (target <= 40)`,
    );
    console.log(
      `all ${typed} characters on the server after the pause: ${complete ? 'yes' : 'NO'}`,
    );
    if (!complete) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
