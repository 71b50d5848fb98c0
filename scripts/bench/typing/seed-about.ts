import { childLists, getPage, pageAnswerKeys, type RepeaterNode } from '../../../src/engine';
import { completeApplication } from '../../../src/engine/fixtures/complete-application';
import type { LoggedInApplicant } from '../../lib/applicants';

/**
 * Opens every conditional section of the About page for one applicant, through the API a
 * browser uses: the complete-application fixture's About answers, switched to a non-US
 * country (international phone, a province) and a parent address of its own, and every repeater at its
 * maximum number of entries.
 */
function aboutRepeaters(nodes = getPage('about').nodes, out: RepeaterNode[] = []): RepeaterNode[] {
  for (const node of nodes) {
    if (node.kind === 'repeater') out.push(node);
    else for (const list of childLists(node)) aboutRepeaters(list, out);
  }
  return out;
}

async function put(baseUrl: string, path: string, cookie: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PUT ${path} answered ${res.status}: ${await res.text()}`);
}

export async function openEverySection(
  baseUrl: string,
  applicant: LoggedInApplicant,
): Promise<void> {
  const fixture = completeApplication();
  const answers = Object.fromEntries(
    pageAnswerKeys('about').map((key) => [key, fixture[key] ?? '']),
  );
  Object.assign(answers, {
    country: 'CAN',
    country_desc: 'Canada',
    // The fixture's US state is not a Canadian option; the server refuses it since issue 14.
    state: 'Ontario',
    state_desc: 'Ontario',
    phone_international: '+1 416 555 0100',
    parent_addr_same_as_stu_perm: false,
  });
  await put(baseUrl, '/api/answer', applicant.cookie, answers);
  for (const repeater of aboutRepeaters()) {
    await put(baseUrl, '/api/add-another', applicant.cookie, {
      button_id: repeater.buttonId,
      num_components: repeater.max,
    });
  }
}
