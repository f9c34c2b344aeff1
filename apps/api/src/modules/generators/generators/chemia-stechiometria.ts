import type { TGenerator } from '../generator.types';
import { chain, drawFrom, m, num, numText, paragraphs, tidy } from '../generator-draw';
import { allSpecies, equationLatex, REACTIONS, type TSpecies } from './chemia-reakcje';
import { formula, molarMass, percentKey, q, quantityKey, roundTo } from './chemia-wspolne';

/** Chemistry (issue 73): the law of conservation of mass, masses from equations, the limiting reagent, yield. */

/** Moles of "one reaction unit" (the coefficients times this are each substance's moles). */
const EXTENTS = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 1.5, 2, 2.5, 3] as const;
const YIELDS = [50, 60, 65, 70, 75, 80, 85, 90, 95] as const;

const hasDecimals = (value: number, decimals: number) => Math.abs(roundTo(value, decimals) - value) < 1e-9;
/** The mass of a substance when `extent` reaction units react; null when it is not nice. */
function massOf(species: TSpecies, extent: number, decimals = 2): number | null {
  const mass = tidy(extent * species.coefficient * molarMass(species.substance));
  return hasDecimals(mass, decimals) && mass <= 2000 ? mass : null;
}

const named = (species: TSpecies) => `${species.substance.genitive} ${m(formula(species.substance))}`;
const sub = (species: TSpecies) => `_{${formula(species.substance)}}`;

/** `n_{\mathrm{Mg}} = \frac{m}{M} = \frac{12\,\mathrm{g}}{24\,\mathrm{g/mol}} = 0{,}5\,\mathrm{mol}`. */
function molesStep(species: TSpecies, mass: number) {
  const moles = tidy(mass / molarMass(species.substance));
  return {
    explanation: `Liczba moli ${named(species)}, przy ${m(`M = ${q(molarMass(species.substance), 'g/mol')}`)}:`,
    math: `n${sub(species)} = \\frac{${q(mass, 'g')}}{${q(molarMass(species.substance), 'g/mol')}} = ${q(moles, 'mol')}`,
  };
}

/** `n_B = \frac{2}{1} \cdot 0{,}5\,\mathrm{mol} = 1\,\mathrm{mol}`: moles by the ratio of the coefficients. */
function ratioStep(from: TSpecies, to: TSpecies, fromMoles: number) {
  const moles = tidy((fromMoles * to.coefficient) / from.coefficient);
  const ratio = from.coefficient === to.coefficient ? '' : `\\frac{${to.coefficient}}{${from.coefficient}} \\cdot `;
  return {
    explanation: `Ze współczynników równania: ${m(`n${sub(from)} : n${sub(to)} = ${from.coefficient} : ${to.coefficient}`)}.`,
    math: chain(`n${sub(to)}`, `${ratio}${q(fromMoles, 'mol')}`, q(moles, 'mol')),
    moles,
  };
}

function massStep(species: TSpecies, moles: number, label = `m${sub(species)}`) {
  return {
    explanation: `Masa ${named(species)}:`,
    math: `${label} = ${q(moles, 'mol')} \\cdot ${q(molarMass(species.substance), 'g/mol')} = ${q(tidy(moles * molarMass(species.substance)), 'g')}`,
  };
}

export const chemistryStoichiometryGenerators: TGenerator[] = [
  {
    id: 'chemia-prawo-zachowania-masy',
    title: 'Prawo zachowania masy',
    subject: 'CHEMISTRY',
    exam: 'E8',
    section: 'Stechiometria',
    requirements: [],
    conceptSlugs: ['chemia-stechiometria', 'chemia-rownania-reakcji'],
    draw(random) {
      const reaction = drawFrom(random, REACTIONS);
      const extent = drawFrom(random, EXTENTS);
      const species = allSpecies(reaction);
      const masses = species.map((one) => massOf(one, extent, 1));
      if (masses.some((mass) => mass === null)) return null;
      const asked = drawFrom(
        random,
        species.map((_, index) => index),
      );
      const known = species
        .map((one, index) => ({ ...one, mass: masses[index]! }))
        .filter((_, index) => index !== asked);
      const target = species[asked]!;
      const sameSide = known.filter((one) => one.side === target.side);
      const otherSide = known.filter((one) => one.side !== target.side);
      const sum = (list: typeof known) => list.map((one) => q(one.mass, 'g')).join(' + ');
      const result = masses[asked]!;
      const otherTotal = tidy(otherSide.reduce((total, one) => total + one.mass, 0));
      return {
        statementHtml: paragraphs(
          `W reakcji opisanej równaniem ${m(equationLatex(reaction))} masy substancji wynosiły: ${known.map((one) => m(`m${sub(one)} = ${q(one.mass, 'g')}`)).join(', ')}.`,
          `Oblicz masę ${named(target)} w tej reakcji. Wynik podaj w gramach.`,
        ),
        answer: quantityKey(result, 'g'),
        steps: [
          {
            explanation: 'Prawo zachowania masy: masa substratów jest równa masie produktów.',
            math: `m_{\\text{po ${target.side === 'left' ? 'prawej' : 'lewej'}}} = ${sum(otherSide)}${otherSide.length > 1 ? ` = ${q(otherTotal, 'g')}` : ''}`,
          },
          {
            explanation:
              sameSide.length > 0
                ? `Od tej masy odejmujemy masy pozostałych substancji po ${target.side === 'left' ? 'lewej' : 'prawej'} stronie równania.`
                : 'Szukana substancja jest jedyna po swojej stronie równania.',
            math: `m${sub(target)} = ${q(otherTotal, 'g')}${sameSide.map((one) => ` - ${q(one.mass, 'g')}`).join('')}${sameSide.length > 0 ? ` = ${q(result, 'g')}` : ''}`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-masa-z-rownania-reakcji',
    title: 'Masa substancji z równania reakcji',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Stechiometria',
    requirements: [],
    conceptSlugs: ['chemia-stechiometria'],
    draw(random) {
      const reaction = drawFrom(random, REACTIONS);
      const species = allSpecies(reaction);
      const given = drawFrom(random, species);
      const asked = drawFrom(random, species);
      if (given.substance === asked.substance) return null;
      const extent = drawFrom(random, EXTENTS);
      const [givenMass, askedMass] = [massOf(given, extent), massOf(asked, extent)];
      if (givenMass === null || askedMass === null) return null;
      const equation = m(equationLatex(reaction));
      const question =
        given.side === 'left' && asked.side === 'right'
          ? `Oblicz, ile gramów ${named(asked)} powstanie z ${numText(givenMass)} g ${named(given)} w reakcji ${equation}.`
          : given.side === 'right' && asked.side === 'left'
            ? `Oblicz, ile gramów ${named(asked)} potrzeba, aby w reakcji ${equation} otrzymać ${numText(givenMass)} g ${named(given)}.`
            : given.side === 'left'
              ? `Oblicz, ile gramów ${named(asked)} przereaguje z ${numText(givenMass)} g ${named(given)} w reakcji ${equation}.`
              : `W reakcji ${equation} powstało ${numText(givenMass)} g ${named(given)}. Oblicz, ile gramów ${named(asked)} powstało jednocześnie.`;
      const moles = molesStep(given, givenMass);
      const ratio = ratioStep(given, asked, tidy(givenMass / molarMass(given.substance)));
      return {
        statementHtml: paragraphs(question),
        answer: quantityKey(askedMass, 'g'),
        steps: [moles, ratio, massStep(asked, ratio.moles)],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-odczynnik-w-niedomiarze',
    title: 'Substrat w nadmiarze i w niedomiarze',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Stechiometria',
    requirements: [],
    conceptSlugs: ['chemia-stechiometria'],
    draw(random) {
      const reaction = drawFrom(
        random,
        REACTIONS.filter((one) => one.left.length === 2),
      );
      const [first, second] = reaction.left as [TSpecies, TSpecies];
      const limitingFirst = random() < 0.5;
      const [limiting, excess] = limitingFirst ? [first, second] : [second, first];
      const extent = drawFrom(random, EXTENTS);
      const factor = drawFrom(random, [1.2, 1.5, 2, 2.5, 3]);
      const limitingMass = massOf(limiting, extent);
      const excessMass = massOf(excess, tidy(extent * factor));
      const product = drawFrom(random, reaction.right);
      const productMass = massOf(product, extent);
      if (limitingMass === null || excessMass === null || productMass === null) return null;
      const masses = limitingFirst ? [limitingMass, excessMass] : [excessMass, limitingMass];
      const limitingMoles = tidy(extent * limiting.coefficient);
      const needed = ratioStep(limiting, excess, limitingMoles);
      return {
        statementHtml: paragraphs(
          `Do reakcji opisanej równaniem ${m(equationLatex(reaction))} użyto ${numText(masses[0]!)} g ${named(first)} i ${numText(masses[1]!)} g ${named(second)}.`,
          `Oblicz masę ${named(product)}, która powstała. Wynik podaj w gramach.`,
        ),
        answer: quantityKey(productMass, 'g'),
        steps: [
          molesStep(first, masses[0]!),
          molesStep(second, masses[1]!),
          {
            explanation: `Tyle ${m(formula(excess.substance))} wystarczy, by przereagował cały ${m(formula(limiting.substance))}. Użyto go więcej, więc ${m(formula(excess.substance))} jest w nadmiarze, a ${m(formula(limiting.substance))} w niedomiarze: to on wyznacza ilość produktu.`,
            math: needed.math,
          },
          ratioStep(limiting, product, limitingMoles),
          massStep(product, tidy((limitingMoles * product.coefficient) / limiting.coefficient)),
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-wydajnosc-reakcji',
    title: 'Wydajność reakcji',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Stechiometria',
    requirements: [],
    conceptSlugs: ['chemia-stechiometria'],
    draw(random) {
      const reaction = drawFrom(random, REACTIONS);
      const substrate = drawFrom(random, reaction.left);
      const product = drawFrom(random, reaction.right);
      const extent = drawFrom(random, EXTENTS);
      const substrateMass = massOf(substrate, extent);
      const theoretical = massOf(product, extent);
      const percent = drawFrom(random, YIELDS);
      if (substrateMass === null || theoretical === null) return null;
      const actual = tidy((percent * theoretical) / 100);
      if (!hasDecimals(actual, 2)) return null;
      const askYield = random() < 0.5;
      const ratio = ratioStep(substrate, product, tidy(extent * substrate.coefficient));
      const theoreticalStep = massStep(product, ratio.moles, `m_{\\text{teor}}`);
      const equation = m(equationLatex(reaction));
      return {
        statementHtml: paragraphs(
          askYield
            ? `W reakcji ${equation} z ${numText(substrateMass)} g ${named(substrate)} otrzymano ${numText(actual)} g ${named(product)}. Oblicz wydajność tej reakcji.`
            : `Reakcja ${equation} przebiega z wydajnością ${percent}%. Oblicz, ile gramów ${named(product)} otrzymano z ${numText(substrateMass)} g ${named(substrate)}.`,
          askYield ? 'Wynik podaj w procentach.' : 'Wynik podaj w gramach.',
        ),
        answer: askYield ? percentKey(percent) : quantityKey(actual, 'g'),
        steps: [
          molesStep(substrate, substrateMass),
          ratio,
          theoreticalStep,
          askYield
            ? {
                explanation: 'Wydajność to masa otrzymana podzielona przez masę teoretyczną, razy 100%.',
                math: `W = \\frac{${q(actual, 'g')}}{${q(theoretical, 'g')}} \\cdot 100\\% = ${num(percent)}\\%`,
              }
            : {
                explanation: 'Otrzymano tylko taki procent masy teoretycznej, jaka jest wydajność.',
                math: `m = \\frac{${num(percent)}\\% \\cdot ${q(theoretical, 'g')}}{100\\%} = ${q(actual, 'g')}`,
              },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
];
