import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m, num, numText, paragraphs, tidy } from '../generator-draw';
import { formula, pureKey, q, quantityKey, relation, roundTo } from './chemia-wspolne';

/** Chemistry (issue 73): pH of strong acids and bases, and the amount of acid from the pH. */

const ACIDS = [
  { latex: 'HCl', name: 'kwasu chlorowodorowego' },
  { latex: 'HNO_3', name: 'kwasu azotowego(V)' },
  { latex: 'HBr', name: 'kwasu bromowodorowego' },
  { latex: 'HI', name: 'kwasu jodowodorowego' },
] as const;
const BASES = [
  { latex: 'NaOH', name: 'wodorotlenku sodu' },
  { latex: 'KOH', name: 'wodorotlenku potasu' },
] as const;

/** `0,02` or `2 \cdot 10^{-5}`: a concentration `digit · 10^{-power}` as a decimal, in LaTeX and in text. */
function concentration(random: () => number) {
  const digit = drawFrom(random, [1, 1, 1, 2, 5]);
  const power = drawInt(random, 1, 4);
  const value = tidy(digit * 10 ** -power);
  return { value, latex: num(value), text: numText(value) };
}

/** `\mathrm{pH} = -\log 0{,}02 \approx 1{,}7`: the value rounded to 0,01. */
function minusLog(label: string, value: number) {
  const exact = -Math.log10(value);
  const rounded = roundTo(exact, 2);
  return { rounded, math: `${label} = -\\log ${num(value)} ${relation(exact, rounded)} ${num(rounded)}` };
}

export const chemistryPhGenerators: TGenerator[] = [
  {
    id: 'chemia-ph-mocnego-kwasu',
    title: 'pH roztworu mocnego kwasu',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'pH roztworów',
    requirements: [],
    conceptSlugs: ['chemia-ph-roztworow', 'chemia-kwasy-zasady-sole'],
    niceNumbers: { decimals: 5 },
    draw(random) {
      const acid = drawFrom(random, ACIDS);
      const c = concentration(random);
      const volume = drawFrom(random, [100, 200, 250, 500, 1000]);
      const moles = tidy((c.value * volume) / 1000);
      const fromMoles = random() < 0.5;
      if (fromMoles && !(roundTo(moles, 5) === moles)) return null;
      const ph = minusLog('\\mathrm{pH}', c.value);
      const dissociation = `${m(formula(acid.latex))} jest mocnym kwasem jednoprotonowym: dysocjuje całkowicie, więc ${m('[\\mathrm{H^+}] = C_m')}.`;
      return {
        statementHtml: paragraphs(
          fromMoles
            ? `W ${volume} cm³ roztworu ${acid.name} ${m(formula(acid.latex))} znajduje się ${numText(moles)} mol tego kwasu. Oblicz pH roztworu.`
            : `Oblicz pH roztworu ${acid.name} ${m(formula(acid.latex))} o stężeniu ${c.text} mol/dm³.`,
          'Wynik podaj z dokładnością do 0,01.',
        ),
        answer: pureKey(ph.rounded),
        steps: [
          ...(fromMoles
            ? [
                {
                  explanation: `Stężenie molowe kwasu: ${m('C_m = \\frac{n}{V}')}.`,
                  math: `C_m = \\frac{${q(moles, 'mol')}}{${q(volume, 'cm^3')}} = ${q(c.value, 'mol/dm^3')}`,
                },
              ]
            : []),
          { explanation: dissociation, math: `[\\mathrm{H^+}] = ${q(c.value, 'mol/dm^3')}` },
          { explanation: `Z definicji ${m('\\mathrm{pH} = -\\log [\\mathrm{H^+}]')}:`, math: ph.math },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-ph-mocnej-zasady',
    title: 'pH roztworu mocnej zasady',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'pH roztworów',
    requirements: [],
    conceptSlugs: ['chemia-ph-roztworow', 'chemia-kwasy-zasady-sole'],
    niceNumbers: { decimals: 5 },
    draw(random) {
      const base = drawFrom(random, BASES);
      const c = concentration(random);
      const poh = minusLog('\\mathrm{pOH}', c.value);
      const ph = tidy(14 - poh.rounded);
      const askPoh = random() < 0.25;
      return {
        statementHtml: paragraphs(
          `Oblicz ${askPoh ? 'pOH' : 'pH'} roztworu ${base.name} ${m(formula(base.latex))} o stężeniu ${c.text} mol/dm³ (temperatura 25°C).`,
          'Wynik podaj z dokładnością do 0,01.',
        ),
        answer: pureKey(askPoh ? poh.rounded : ph),
        steps: [
          {
            explanation: `${m(formula(base.latex))} jest mocną zasadą: dysocjuje całkowicie, więc ${m('[\\mathrm{OH^-}] = C_m')}.`,
            math: `[\\mathrm{OH^-}] = ${q(c.value, 'mol/dm^3')}`,
          },
          { explanation: `Z definicji ${m('\\mathrm{pOH} = -\\log [\\mathrm{OH^-}]')}:`, math: poh.math },
          ...(askPoh
            ? []
            : [
                {
                  explanation: `W temperaturze 25°C ${m('\\mathrm{pH} + \\mathrm{pOH} = 14')}.`,
                  math: `\\mathrm{pH} = 14 - ${num(poh.rounded)} = ${num(ph)}`,
                },
              ]),
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-liczba-moli-z-ph',
    title: 'Liczba moli mocnego kwasu z pH roztworu',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'pH roztworów',
    requirements: [],
    conceptSlugs: ['chemia-ph-roztworow'],
    niceNumbers: { decimals: 5 },
    draw(random) {
      const acid = drawFrom(random, ACIDS);
      const ph = drawInt(random, 1, 4);
      const volume = drawFrom(random, [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000]);
      const concentrationValue = tidy(10 ** -ph);
      const litres = tidy(volume / 1000);
      const moles = tidy(concentrationValue * litres);
      if (roundTo(moles, 5) !== moles) return null;
      return {
        statementHtml: paragraphs(
          random() < 0.5
            ? `Roztwór ${acid.name} ${m(formula(acid.latex))} ma pH = ${ph}. Oblicz, ile moli tego kwasu zawiera ${volume} cm³ roztworu.`
            : `Oblicz liczbę moli ${acid.name} ${m(formula(acid.latex))} w ${volume} cm³ roztworu tego kwasu o pH = ${ph}.`,
          'Wynik podaj w molach.',
        ),
        answer: quantityKey(moles, 'mol'),
        steps: [
          {
            explanation: `Z definicji pH: ${m('[\\mathrm{H^+}] = 10^{-\\mathrm{pH}}')}.`,
            math: `[\\mathrm{H^+}] = 10^{-${ph}}\\,\\mathrm{mol/dm^3} = ${q(concentrationValue, 'mol/dm^3')}`,
          },
          {
            explanation: `Kwas jest mocny i jednoprotonowy, więc jego stężenie jest równe ${m('[\\mathrm{H^+}]')}; objętość w dm³ to ${m(q(litres, 'dm^3'))}.`,
            math: `n = C_m \\cdot V = ${q(concentrationValue, 'mol/dm^3')} \\cdot ${q(litres, 'dm^3')} = ${q(moles, 'mol')}`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
];
