import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditRowHash, type AuditRowText } from './audit-row-hash';

const row: AuditRowText = {
  seq: '1',
  id: '1',
  at: '2026-11-25T19:58:37.736000Z',
  staff_id: '0b6c9f4e-5d2a-4c1b-9a57-3f0e2d1c4b6a',
  staff_username: 'dean@example.edu',
  action: 'read',
  application_id: '9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b',
  detail: '{"page": "about"}',
  ip: '127.0.0.1',
  prev_hash: null,
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('auditRowHash', () => {
  it('hashes the fields in a fixed order, each as its UTF-8 length, a colon and its text, ~ for null', () => {
    const canonical =
      '1:1' +
      '1:1' +
      '27:2026-11-25T19:58:37.736000Z' +
      '36:0b6c9f4e-5d2a-4c1b-9a57-3f0e2d1c4b6a' +
      '16:dean@example.edu' +
      '4:read' +
      '36:9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b' +
      '17:{"page": "about"}' +
      '9:127.0.0.1' +
      '~';
    expect(auditRowHash(row)).toBe(sha256(canonical));
    // Pinned: a change of encoding would break every chain already written.
    expect(auditRowHash(row)).toBe(
      '68ecbb4e5ec90cc0a79100857e8a9a6383c8a18b22d6f2c0afac5dd16fb7a8c3',
    );
  });

  it('does not depend on the order the fields were given in', () => {
    const reordered = Object.fromEntries(Object.entries(row).reverse()) as unknown as AuditRowText;
    expect(auditRowHash(reordered)).toBe(auditRowHash(row));
  });

  it('counts lengths in UTF-8 bytes, not UTF-16 units', () => {
    const hash = auditRowHash({ ...row, staff_username: 'zoë@例え.jp' });
    expect(hash).toBe(
      sha256(
        '1:11:127:2026-11-25T19:58:37.736000Z36:0b6c9f4e-5d2a-4c1b-9a57-3f0e2d1c4b6a' +
          '14:zoë@例え.jp' +
          '4:read36:9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b17:{"page": "about"}9:127.0.0.1~',
      ),
    );
  });

  it('tells null from an empty text', () => {
    expect(auditRowHash({ ...row, staff_id: '' })).not.toBe(
      auditRowHash({ ...row, staff_id: null }),
    );
  });

  it('does not let text move from one field to the next', () => {
    const a = auditRowHash({ ...row, staff_username: 'ab', action: 'c' });
    const b = auditRowHash({ ...row, staff_username: 'a', action: 'bc' });
    expect(a).not.toBe(b);
  });

  it.each(Object.keys(row) as (keyof AuditRowText)[])('changes when %s changes', (field) => {
    expect(auditRowHash({ ...row, [field]: `${row[field] ?? ''}x` })).not.toBe(auditRowHash(row));
  });

  it('chains: the same row after another previous hash hashes differently', () => {
    const first = auditRowHash(row);
    const second = { ...row, seq: '2', id: '2', prev_hash: first };
    expect(auditRowHash(second)).not.toBe(auditRowHash({ ...second, prev_hash: sha256('other') }));
  });
});
