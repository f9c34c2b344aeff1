import { describe, expect, it } from 'vitest';
import { InvalidStatementError, parseBankStatement, parseStatementAmount } from './bank-statement';
import { drawTransferTitle, findTransferTitle } from './transfer-title';

describe('parseStatementAmount', () => {
  it('reads Polish and English amounts into signed grosze, without floats', () => {
    const cases: [string, number | null][] = [
      ['22,99', 2299],
      ['22.99', 2299],
      ['22', 2200],
      ['22,9', 2290],
      ['1 234,56', 123456],
      ['1\u00a0234,56', 123456],
      ['1.234,56', 123456],
      ['1,234.56', 123456],
      ['+22,99 PLN', 2299],
      ['-1 234,56 zł', -123456],
      ['−5,00', -500],
      ['0,10', 10],
      ['', null],
      ['abc', null],
      ['22,999', null],
      ['12,34,56', null],
      ['1,234', null],
      ['1.234', null],
    ];
    for (const [input, expected] of cases) expect(parseStatementAmount(input), input).toBe(expected);
  });
});

describe('findTransferTitle', () => {
  it('finds our title anywhere in the text, in any case and with the dashes changed', () => {
    expect(findTransferTitle('Przelew za Premium ZAD-7K3M-Q9TX dziękuję')).toBe('ZAD-7K3M-Q9TX');
    expect(findTransferTitle('zad-7k3m-q9tx')).toBe('ZAD-7K3M-Q9TX');
    expect(findTransferTitle('ZAD 7K3M Q9TX')).toBe('ZAD-7K3M-Q9TX');
    expect(findTransferTitle('ZAD7K3MQ9TX')).toBe('ZAD-7K3M-Q9TX');
    expect(findTransferTitle('Zadanie domowe')).toBeNull();
    expect(findTransferTitle('ZAD-7K3')).toBeNull();
    expect(findTransferTitle('XZAD-7K3M-Q9TX')).toBeNull();
    expect(findTransferTitle('ZAD-7K3M-Q9TXY')).toBeNull();
    expect(findTransferTitle('ZAD-7K3M-Q9T0')).toBeNull();
  });

  it('finds every title it draws', () => {
    for (let index = 0; index < 50; index += 1) {
      const title = drawTransferTitle();
      expect(title).toMatch(/^ZAD-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(findTransferTitle(`Zapłata ${title.toLowerCase()}.`)).toBe(title);
    }
  });
});

describe('parseBankStatement', () => {
  it('reads a semicolon statement with quoted fields and a preamble before its header', () => {
    const csv = [
      '\uFEFFWyciąg z rachunku;;;',
      'Numer rachunku: PL61 1090 1014 0000 0712 1981 2874;;;',
      '',
      'Data operacji;Tytuł;Nadawca;Kwota',
      '2026-11-20;"Zapłata ZAD-AAAA-BBBB; dziękuję";"Kowalski, Jan";"22,99"',
      '2026-11-20;Opłata za prowadzenie;Bank;-5,00',
      '"2026-11-21";"Tytuł ""w cudzysłowie""',
      'ciąg dalszy";X;1 234,56',
    ].join('\r\n');
    expect(parseBankStatement(csv)).toEqual([
      { line: 5, title: 'Zapłata ZAD-AAAA-BBBB; dziękuję', amount: 2299 },
      { line: 6, title: 'Opłata za prowadzenie', amount: -500 },
      { line: 7, title: 'Tytuł "w cudzysłowie" ciąg dalszy', amount: 123456 },
    ]);
  });

  it('reads a comma statement with English headers and dotted amounts', () => {
    const csv =
      'Date,Description,Amount,Currency\n2026-11-20,"ZAD-CCCC-DDDD, thanks",22.99,PLN\n2026-11-21,Other,"1,234.56",PLN\n';
    expect(parseBankStatement(csv)).toEqual([
      { line: 2, title: 'ZAD-CCCC-DDDD, thanks', amount: 2299 },
      { line: 3, title: 'Other', amount: 123456 },
    ]);
  });

  it('prefers the title column over a description, and finds the amount by its name', () => {
    const csv = 'Opis operacji\tTytul\tSaldo\tKwota operacji\nPRZELEW\tZAD-EEEE-FFFF\t100,00\t59,99\n';
    expect(parseBankStatement(csv)).toEqual([{ line: 2, title: 'ZAD-EEEE-FFFF', amount: 5999 }]);
  });

  it('refuses a file without a header naming a title and an amount, or with a quote left open', () => {
    for (const csv of ['a;b;c\n1;2;3', 'Tytuł;Data\nx;y', 'just text', 'Tytuł;Kwota\n"ZAD-AAAA-BBBB;22,99']) {
      expect(() => parseBankStatement(csv), csv).toThrow(InvalidStatementError);
    }
  });

  it('keeps an empty statement with a header as no rows', () => {
    expect(parseBankStatement('Tytuł;Kwota\n\n')).toEqual([]);
  });
});
