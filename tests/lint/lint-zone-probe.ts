import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The messages eslint.config.js's `no-restricted-syntax` options for `probe` give `code`, as
 * if it were that file (no file needs to exist): how the lint-zone tests show a zone fails.
 */
export async function lintZoneProbe(probe: string): Promise<(code: string) => string[]> {
  const computed = (await new ESLint().calculateConfigForFile(probe)) as Linter.Config;
  const rules = { 'no-restricted-syntax': computed.rules?.['no-restricted-syntax'] ?? 'off' };
  const linter = new Linter({ configType: 'flat' });
  const files = [probe.endsWith('.tsx') ? '**/*.tsx' : '**/*.ts'];
  return (code) =>
    linter
      .verify(code, [{ files, languageOptions: { parser: tseslint.parser }, rules }], probe)
      .map((m) => m.message);
}
