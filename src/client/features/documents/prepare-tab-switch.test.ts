import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAnswersStore } from '../../stores/answers';
import { prepareTabSwitch } from './prepare-tab-switch';
import { conversionKey, documentAnswerKey } from './query-keys';

/**
 * A fetch that answers the conversion status from `statuses` and records every call (a delete
 * with the Shown-Document header it carried); `replaced`: the server holds another file.
 */
function fakeServer(statuses: Record<string, string>, replaced = false) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const shown = new Headers(init.headers).get('shown-document');
    calls.push(`${init.method} ${url}${shown ? ` ${shown}` : ''}`);
    if (replaced && init.method === 'DELETE')
      return new Response(
        JSON.stringify({
          message: 'The file was replaced on another device, so it was not deleted.',
          code: 'DOCUMENT_CHANGED',
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      );
    const key = url.split('/').pop() ?? '';
    const body =
      init.method === 'GET'
        ? { status: statuses[key] ?? 'not_answered', url: '', message: '' }
        : { status: 'not_answered', url: '', message: '' };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

describe('prepareTabSwitch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('blocks while a conversion is unprocessed or in progress, deleting nothing', async () => {
    for (const status of ['unprocessed', 'in_progress']) {
      const calls = fakeServer({ additional_info_doc: status });
      expect(await prepareTabSwitch(new QueryClient(), ['additional_info_doc'])).toBe('blocked');
      expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
    }
  });

  it('deletes the converted file and the document answer of a completed document, then lets the switch go', async () => {
    const calls = fakeServer({ additional_info_doc: 'completed' });
    useAnswersStore.getState().setAnswer('additional_info_doc', 'ANSWERED');
    const client = new QueryClient();
    expect(await prepareTabSwitch(client, ['additional_info_doc'])).toBe('ready');
    expect(calls).toEqual([
      'GET /api/pdf/document-answer/additional_info_doc',
      'DELETE /api/pdf/document-answer/additional_info_doc',
      'DELETE /api/document-answer/additional_info_doc',
    ]);
    expect(useAnswersStore.getState().answers.additional_info_doc).toBe('');
    expect(client.getQueryData(conversionKey('additional_info_doc'))).toMatchObject({
      status: 'not_answered',
    });
  });

  it('lets a tab without a document go without deleting', async () => {
    const calls = fakeServer({});
    expect(await prepareTabSwitch(new QueryClient(), ['additional_info_doc'])).toBe('ready');
    expect(calls).toEqual(['GET /api/pdf/document-answer/additional_info_doc']);
  });

  it('deletes nothing of a document another device uploaded that this page does not show', async () => {
    const calls = fakeServer({ additional_info_doc: 'completed' });
    useAnswersStore.getState().setAnswer('additional_info_doc', '');
    expect(await prepareTabSwitch(new QueryClient(), ['additional_info_doc'])).toBe('changed');
    expect(calls).toEqual(['GET /api/pdf/document-answer/additional_info_doc']);
  });

  it('names the file shown in each delete; a file replaced since is not deleted, and the page is told', async () => {
    const calls = fakeServer({ additional_info_doc: 'completed' }, true);
    useAnswersStore.getState().setAnswer('additional_info_doc', 'ANSWERED');
    const client = new QueryClient();
    const file = { file_name: 'laptop.pdf', file_size: 1200 };
    client.setQueryData(documentAnswerKey, { additional_info_doc: file });
    expect(await prepareTabSwitch(client, ['additional_info_doc'])).toBe('changed');
    expect(calls).toEqual([
      'GET /api/pdf/document-answer/additional_info_doc',
      `DELETE /api/pdf/document-answer/additional_info_doc ${JSON.stringify(file)}`,
    ]);
    expect(useAnswersStore.getState().answers.additional_info_doc).toBe('ANSWERED');
  });
});
