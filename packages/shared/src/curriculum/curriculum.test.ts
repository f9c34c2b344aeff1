import { describe, expect, it } from 'vitest';
import { curriculumCrosswalk, curriculumSections, curriculumStages, curriculumSystems, curriculumVersion } from '.';

const pp = curriculumSystems.find((s) => s.code === 'PP2017');
const byCode = new Map(pp?.requirements.map((r) => [r.code, r]));
const text = (code: string) => byCode.get(code)?.text;
const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV'];

describe('curriculum data', () => {
  it('has the two systems of the API contract and a dated version', () => {
    expect(curriculumSystems.map((s) => [s.code, s.name])).toEqual([
      ['PP2017', 'Podstawa programowa 2017/2018 (obowiązująca)'],
      ['KJ2026', 'Kompas Jutra (od 2026/2027)'],
    ]);
    expect(curriculumVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has unique codes within each system, every parent in its system, a known stage and a text', () => {
    for (const system of curriculumSystems) {
      const codes = system.requirements.map((r) => r.code);
      expect(new Set(codes).size, system.code).toBe(codes.length);
      for (const r of system.requirements) {
        if (r.parentCode !== null) expect(codes, r.code).toContain(r.parentCode);
        expect(r.text.trim(), r.code).not.toBe('');
        expect(r.text, r.code).toBe(r.text.trim());
        expect(curriculumStages as readonly string[], r.code).toContain(r.stage);
        expect(r.code.startsWith(`${r.stage}.`), r.code).toBe(true);
        expect(r.code, r.code).toMatch(/^[A-Za-z0-9.-]{1,40}$/);
      }
    }
  });

  it('writes codes the documented way: a heading, then its numbered requirements', () => {
    for (const r of pp?.requirements ?? []) {
      if (r.parentCode === null) expect(r.code, r.code).toMatch(/^(SP4-6|SP7-8|LO-P|LO-R)\.(G\.)?[IVX]+$/);
      else expect(r.code, r.code).toBe(`${r.parentCode}.${r.code.split('.').at(-1)}`);
      // Headings keep their final period; numbered requirements carry no final ';' or '.'.
      if (r.parentCode === null) expect(r.text.endsWith('.'), r.code).toBe(true);
      else expect(r.text, r.code).not.toMatch(/[;.]$/);
    }
  });

  it('links only requirements that exist', () => {
    const keys = new Set(curriculumSystems.flatMap((s) => s.requirements.map((r) => `${s.code}:${r.code}`)));
    for (const link of curriculumCrosswalk) {
      expect(keys, link.from).toContain(link.from);
      expect(keys, link.to).toContain(link.to);
      expect(link.from.startsWith('PP2017:') && link.to.startsWith('KJ2026:')).toBe(true);
    }
  });

  it('names at least one source for every section', () => {
    const headings = pp?.requirements.filter((r) => r.parentCode === null).map((r) => r.code) ?? [];
    expect(curriculumSections.map((s) => s.heading.code).sort()).toEqual([...headings].sort());
    for (const s of curriculumSections) expect(s.sources.length, s.heading.code).toBeGreaterThan(0);
  });

  it('has the sections I–XIV of klasy VII–VIII that E8 examines, and the sections of zakres podstawowy', () => {
    for (const r of roman) expect(byCode.has(`SP7-8.${r}`), r).toBe(true);
    for (const r of roman.slice(0, 12)) expect(byCode.has(`LO-P.${r}`), r).toBe(true);
  });

  it('has the sections I–XIII of zakres rozszerzony, XIII being its differential calculus', () => {
    for (const r of roman.slice(0, 13)) expect(byCode.has(`LO-R.${r}`), r).toBe(true);
    expect(byCode.get('LO-R.XIII')?.text).toBe('Optymalizacja i rachunek różniczkowy.');
  });

  it('keeps wordings verified in two sources', () => {
    expect(text('SP7-8.XIII')).toBe('Odczytywanie danych i elementy statystyki opisowej.');
    expect(text('SP7-8.I')).toBe('Potęgi o podstawach wymiernych.');
    expect(text('SP4-6.II')).toBe('Działania na liczbach naturalnych.');
    expect(text('SP4-6.II.4')).toBe('wykonuje dzielenie z resztą liczb naturalnych');
    expect(text('SP4-6.II.10')).toBe('oblicza kwadraty i sześciany liczb naturalnych');
    expect(text('SP4-6.G.II.1')).toBe(
      'Odczytywanie i interpretowanie danych przedstawionych w różnej formie oraz ich przetwarzanie',
    );
    expect(text('SP7-8.G.II.1')).toBe(text('SP4-6.G.II.1'));
    expect(text('LO-P.G.III.2')).toBe(
      'Dobieranie i tworzenie modeli matematycznych przy rozwiązywaniu problemów praktycznych i teoretycznych',
    );
    expect(text('LO-P.II.5')).toBe('znajduje pierwiastki całkowite wielomianu o współczynnikach całkowitych');
    expect(text('LO-P.II.6')).toBe('dzieli wielomian jednej zmiennej W(x) przez dwumian postaci x − a');
    expect(text('LO-P.III.7')).toBe(
      'rozwiązuje równania wymierne postaci V(x)/W(x) = 0, gdzie wielomiany V(x) i W(x) są zapisane w postaci iloczynowej',
    );
    expect(text('LO-P.I.9')).toBe(
      'stosuje związek logarytmowania z potęgowaniem, posługuje się wzorami na logarytm iloczynu, logarytm ilorazu i logarytm potęgi',
    );
    expect(text('LO-R.II.1')).toBe(
      'znajduje pierwiastki całkowite i wymierne wielomianu o współczynnikach całkowitych',
    );
  });

  it('keeps texts with Polish letters and no OCR leftovers', () => {
    for (const r of pp?.requirements ?? []) {
      expect(r.text, r.code).not.toMatch(/[ŝ\uFFFD]|\s{2,}|\s[,.;]|-\s/);
    }
  });
});
