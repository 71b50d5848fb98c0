// Writes the Spanish names of forms/options/countries.json's countries into
// forms/translations/es.json, from the ISO region names of Intl.DisplayNames ('es-419'). Run it
// once after the country list changes (`node --import tsx scripts/forms-country-names.ts`),
// then review the diff: the translations file, not this script, is what the application reads.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const COUNTRIES = join(ROOT, 'forms/options/countries.json');
const TRANSLATIONS = join(ROOT, 'forms/translations/es.json');

/** The list's codes are ISO 3166 alpha-3; Intl names alpha-2 regions. Where the English names differ from Intl's: */
const ALPHA2_BY_CODE: Readonly<Record<string, string>> = {
  ATG: 'AG',
  BES: 'BQ',
  BIH: 'BA',
  BLM: 'BL',
  CIV: 'CI',
  COD: 'CD',
  COG: 'CG',
  CPV: 'CV',
  HKG: 'HK',
  KNA: 'KN',
  KOR: 'KR',
  LCA: 'LC',
  MAC: 'MO',
  MAF: 'MF',
  MMR: 'MM',
  PRK: 'KP',
  PSE: 'PS',
  SHN: 'SH',
  SPM: 'PM',
  STP: 'ST',
  TCA: 'TC',
  TTO: 'TT',
  VAT: 'VA',
  VCT: 'VC',
  WLF: 'WF',
};

const english = new Intl.DisplayNames('en', { type: 'region' });
const spanish = new Intl.DisplayNames('es-419', { type: 'region' });

/** Every alpha-2 region Intl names, by its English name. */
function alpha2ByEnglishName(): Map<string, string> {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const byName = new Map<string, string>();
  for (const a of letters)
    for (const b of letters) {
      const name = english.of(a + b);
      if (name && name !== a + b) byName.set(name.toLowerCase(), a + b);
    }
  return byName;
}

const countries = JSON.parse(readFileSync(COUNTRIES, 'utf8')) as { label: string; value: string }[];
const file = JSON.parse(readFileSync(TRANSLATIONS, 'utf8')) as { texts: Record<string, string> };
const byName = alpha2ByEnglishName();
const unknown: string[] = [];
for (const { label, value } of countries) {
  if (value === '') continue;
  const alpha2 = ALPHA2_BY_CODE[value] ?? byName.get(label.toLowerCase());
  const name = alpha2 && spanish.of(alpha2);
  if (name) file.texts[label] = name;
  else unknown.push(`${value} ${label}`);
}
writeFileSync(TRANSLATIONS, `${JSON.stringify(file, null, 2)}\n`);
if (unknown.length > 0) {
  console.error(`No region name for: ${unknown.join(', ')}; translate them by hand.`);
  process.exitCode = 1;
}
