import type { TRandom } from './prng';

/**
 * Task templates for the synthetic catalogue. Text is plain Polish with inline TeX between `$`
 * (as in the demo content); step `latex` is TeX without dollars. Numbers are drawn per task.
 */
export type TGeneratedTask = {
  description: string;
  /** The final result, shown as the open answer or as the correct closed answer. */
  answer: string;
  /** Wrong answers for the closed variant (at least three, distinct from `answer`). */
  distractors: string[];
  steps: { title: string; description: string; latex: string }[];
};

export type TTaskTemplate = {
  slug: string;
  typeSlug: string | null;
  levels: readonly ('PRIMARY' | 'HIGH_SCHOOL' | 'UNIVERSITY' | 'OTHER')[];
  /** Concepts every task of the template has (the first is its domain). */
  concepts: string[];
  /** Concepts a task of the template may also have. */
  optionalConcepts: string[];
  /** Relative frequency of the template in the catalogue. */
  weight: number;
  generate: (r: TRandom) => TGeneratedTask;
};

const sign = (value: number, first = false) => (value < 0 ? (first ? '-' : ' - ') : first ? '' : ' + ');

/** `3x`, `- x`, `+ 5` … a polynomial term with its sign; empty when the coefficient is 0. */
const term = (coefficient: number, variable: string, first = false) => {
  if (coefficient === 0) return '';
  const abs = Math.abs(coefficient);
  const body = variable ? `${abs === 1 ? '' : abs}${variable}` : `${abs}`;
  return `${sign(coefficient, first)}${body}`;
};

const poly = (terms: [number, string][]) => {
  let out = '';
  for (const [coefficient, variable] of terms) out += term(coefficient, variable, out === '');
  return out || '0';
};

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

const fraction = (numerator: number, denominator: number) => {
  const divisor = gcd(numerator, denominator) || 1;
  let n = numerator / divisor;
  let d = denominator / divisor;
  if (d < 0) {
    n = -n;
    d = -d;
  }
  if (d === 1) return `${n}`;
  return `${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}`;
};

const decimal = (value: number, digits = 2) =>
  value
    .toFixed(digits)
    .replace(/\.?0+$/, '')
    .replace('.', ',');

/** Three wrong answers near a numeric result, formatted like it. */
const nearby = (r: TRandom, correct: number, format: (value: number) => string, spread = 5) => {
  const seen = new Set([format(correct)]);
  const out: string[] = [];
  let guard = 0;
  while (out.length < 3 && guard < 50) {
    guard += 1;
    const candidate = format(correct + r.nonZero(-spread, spread) * (guard > 20 ? 2 : 1));
    if (!seen.has(candidate)) {
      seen.add(candidate);
      out.push(candidate);
    }
  }
  while (out.length < 3) out.push(format(correct + 100 * (out.length + 1)));
  return out;
};

const m = (tex: string) => `$${tex}$`;

const intros = [
  '',
  '',
  '',
  'Zadanie z ubiegłorocznego sprawdzianu. ',
  'Zadanie powtórkowe. ',
  'Proste ćwiczenie na rozgrzewkę. ',
  'Zadanie z kartkówki. ',
];
const outros = ['', '', '', ' Zapisz obliczenia.', ' Uzasadnij odpowiedź.', ' Wynik podaj w najprostszej postaci.'];
const decorate = (r: TRandom, text: string) => `${r.pick(intros)}${text}${r.pick(outros)}`;

const items = ['kurtka', 'rower', 'plecak', 'telewizor', 'hulajnoga', 'książka', 'gra planszowa', 'lodówka'];
const names = ['Ania', 'Bartek', 'Kasia', 'Michał', 'Zosia', 'Tomek', 'Ola', 'Kuba', 'Julia', 'Wojtek'];

export const taskTemplates: TTaskTemplate[] = [
  {
    slug: 'rownanie-kwadratowe',
    typeSlug: 'rownania-kwadratowe',
    levels: ['HIGH_SCHOOL'],
    concepts: ['algebra', 'rownanie-kwadratowe'],
    optionalConcepts: ['wyroznik-trojmianu-kwadratowego', 'funkcja-kwadratowa', 'miejsce-zerowe', 'wzory-vietea'],
    weight: 10,
    generate(r) {
      const p = r.int(-9, 9);
      let q = r.int(-9, 9);
      if (q === p) q = p + r.nonZero(1, 4);
      const b = -(p + q);
      const c = p * q;
      const delta = b * b - 4 * c;
      const [x1, x2] = [Math.min(p, q), Math.max(p, q)];
      return {
        description: decorate(
          r,
          `Rozwiąż równanie kwadratowe ${m(
            `${poly([
              [1, 'x^2'],
              [b, 'x'],
              [c, ''],
            ])} = 0`,
          )}.`,
        ),
        answer: m(`x_1 = ${x1},\\ x_2 = ${x2}`),
        distractors: [
          m(`x_1 = ${-x2},\\ x_2 = ${-x1}`),
          m(`x_1 = ${x1 - 1},\\ x_2 = ${x2 + 1}`),
          m(`x = ${x1 + x2}`),
          'Równanie nie ma rozwiązań.',
        ],
        steps: [
          {
            title: 'Obliczamy wyróżnik',
            description: 'Liczymy deltę trójmianu.',
            latex: `\\Delta = ${b}^2 - 4\\cdot ${c} = ${delta}`,
          },
          {
            title: 'Wyznaczamy pierwiastki',
            description: 'Delta jest dodatnia, więc równanie ma dwa pierwiastki.',
            latex: `x_{1,2} = \\frac{${-b} \\mp ${Math.sqrt(delta)}}{2}`,
          },
          { title: 'Odpowiedź', description: `Rozwiązania to ${m(`${x1}`)} oraz ${m(`${x2}`)}.`, latex: '' },
        ],
      };
    },
  },
  {
    slug: 'rownanie-z-parametrem',
    typeSlug: 'rownania-kwadratowe-z-parametrem',
    levels: ['HIGH_SCHOOL'],
    concepts: ['algebra', 'zadanie-z-parametrem'],
    optionalConcepts: ['wyroznik-trojmianu-kwadratowego', 'rownanie-kwadratowe', 'wzory-vietea', 'nierownosc'],
    weight: 4,
    generate(r) {
      const k = r.int(1, 9);
      const c = k * k;
      return {
        description: decorate(
          r,
          `Dla jakich wartości parametru ${m('m')} równanie ${m(`x^2 + mx + ${c} = 0`)} ma dwa różne pierwiastki rzeczywiste?`,
        ),
        answer: m(`m \\in (-\\infty, ${-2 * k}) \\cup (${2 * k}, \\infty)`),
        distractors: [
          m(`m \\in (${-2 * k}, ${2 * k})`),
          m(`m \\in (-\\infty, ${-k}) \\cup (${k}, \\infty)`),
          m(`m = ${2 * k}`),
        ],
        steps: [
          {
            title: 'Warunek na deltę',
            description: 'Dwa różne pierwiastki są wtedy, gdy delta jest dodatnia.',
            latex: `\\Delta = m^2 - ${4 * c} > 0`,
          },
          {
            title: 'Rozwiązujemy nierówność',
            description: 'Rozkładamy różnicę kwadratów.',
            latex: `(m - ${2 * k})(m + ${2 * k}) > 0`,
          },
        ],
      };
    },
  },
  {
    slug: 'nierownosc-kwadratowa',
    typeSlug: 'nierownosci-kwadratowe',
    levels: ['HIGH_SCHOOL'],
    concepts: ['algebra', 'nierownosc'],
    optionalConcepts: ['funkcja-kwadratowa', 'wyroznik-trojmianu-kwadratowego', 'miejsce-zerowe'],
    weight: 6,
    generate(r) {
      const p = r.int(-8, 4);
      const q = p + r.int(1, 8);
      const less = r.chance(0.5);
      const relation = less ? '<' : '\\ge';
      const answer = less ? `x \\in (${p}, ${q})` : `x \\in (-\\infty, ${p}] \\cup [${q}, \\infty)`;
      return {
        description: decorate(
          r,
          `Rozwiąż nierówność ${m(
            `${poly([
              [1, 'x^2'],
              [-(p + q), 'x'],
              [p * q, ''],
            ])} ${relation} 0`,
          )}.`,
        ),
        answer: m(answer),
        distractors: [
          m(less ? `x \\in (-\\infty, ${p}) \\cup (${q}, \\infty)` : `x \\in [${p}, ${q}]`),
          m(`x \\in (${-q}, ${-p})`),
          m(`x \\in (${p - 1}, ${q + 1})`),
        ],
        steps: [
          {
            title: 'Miejsca zerowe',
            description: 'Rozkładamy trójmian na czynniki.',
            latex: `${poly([
              [1, 'x^2'],
              [-(p + q), 'x'],
              [p * q, ''],
            ])} = (x${sign(-p)}${Math.abs(p)})(x${sign(-q)}${Math.abs(q)})`,
          },
          {
            title: 'Szkic paraboli',
            description: 'Ramiona paraboli są skierowane do góry, odczytujemy zbiór rozwiązań.',
            latex: answer,
          },
        ],
      };
    },
  },
  {
    slug: 'wierzcholek-paraboli',
    typeSlug: 'funkcja-kwadratowa-wierzcholek',
    levels: ['HIGH_SCHOOL'],
    concepts: ['funkcje', 'funkcja-kwadratowa'],
    optionalConcepts: ['optymalizacja', 'monotonicznosc', 'wykres-funkcji'],
    weight: 5,
    generate(r) {
      const p = r.int(-6, 6);
      const qv = r.int(-9, 9);
      const b = -2 * p;
      const c = p * p + qv;
      return {
        description: decorate(
          r,
          `Wyznacz współrzędne wierzchołka paraboli ${m(
            `y = ${poly([
              [1, 'x^2'],
              [b, 'x'],
              [c, ''],
            ])}`,
          )}.`,
        ),
        answer: m(`W = (${p}, ${qv})`),
        distractors: [m(`W = (${-p}, ${qv})`), m(`W = (${p}, ${-qv})`), m(`W = (${b}, ${c})`)],
        steps: [
          {
            title: 'Pierwsza współrzędna',
            description: 'Korzystamy ze wzoru na odciętą wierzchołka.',
            latex: `p = -\\frac{b}{2a} = ${p}`,
          },
          { title: 'Druga współrzędna', description: 'Podstawiamy do wzoru funkcji.', latex: `q = f(${p}) = ${qv}` },
        ],
      };
    },
  },
  {
    slug: 'ciag-arytmetyczny',
    typeSlug: 'ciag-arytmetyczny',
    levels: ['HIGH_SCHOOL'],
    concepts: ['ciagi', 'ciag-arytmetyczny'],
    optionalConcepts: ['suma-ciagu-arytmetycznego'],
    weight: 6,
    generate(r) {
      const a1 = r.int(-10, 15);
      const d = r.nonZero(-5, 6);
      const n = r.int(8, 30);
      const an = a1 + (n - 1) * d;
      const sum = ((a1 + an) * n) / 2;
      return {
        description: decorate(
          r,
          `W ciągu arytmetycznym ${m(`(a_n)`)} pierwszy wyraz jest równy ${m(`a_1 = ${a1}`)}, a różnica ${m(`r = ${d}`)}. Oblicz ${m(`a_{${n}}`)} oraz sumę ${m(`S_{${n}}`)} początkowych ${n} wyrazów.`,
        ),
        answer: m(`a_{${n}} = ${an},\\ S_{${n}} = ${sum}`),
        distractors: [
          m(`a_{${n}} = ${an + d},\\ S_{${n}} = ${sum + an + d}`),
          m(`a_{${n}} = ${a1 + n * d},\\ S_{${n}} = ${sum - a1}`),
          m(`a_{${n}} = ${an},\\ S_{${n}} = ${sum * 2}`),
        ],
        steps: [
          {
            title: 'Wyraz ogólny',
            description: 'Stosujemy wzór na n-ty wyraz.',
            latex: `a_{${n}} = ${a1} + ${n - 1}\\cdot (${d}) = ${an}`,
          },
          {
            title: 'Suma wyrazów',
            description: 'Stosujemy wzór na sumę ciągu arytmetycznego.',
            latex: `S_{${n}} = \\frac{${a1} + ${an}}{2}\\cdot ${n} = ${sum}`,
          },
        ],
      };
    },
  },
  {
    slug: 'ciag-arytmetyczny-tekstowe',
    typeSlug: 'ciag-arytmetyczny-w-zadaniach-tekstowych',
    levels: ['HIGH_SCHOOL', 'PRIMARY'],
    concepts: ['ciagi', 'zadanie-tekstowe', 'ciag-arytmetyczny'],
    optionalConcepts: ['suma-ciagu-arytmetycznego'],
    weight: 2,
    generate(r) {
      const name = r.pick(names);
      const start = r.int(2, 10);
      const step = r.int(1, 5);
      const days = r.int(7, 21);
      const total = ((2 * start + (days - 1) * step) * days) / 2;
      return {
        description: decorate(
          r,
          `${name} pierwszego dnia przeczytał(a) ${start} stron książki, a każdego kolejnego dnia o ${step} więcej niż poprzedniego. Ile stron przeczytał(a) w ciągu ${days} dni?`,
        ),
        answer: `${total} stron`,
        distractors: nearby(r, total, (v) => `${v} stron`, 12),
        steps: [
          {
            title: 'Model',
            description: 'Liczby stron tworzą ciąg arytmetyczny.',
            latex: `a_1 = ${start},\\ r = ${step}`,
          },
          {
            title: 'Suma',
            description: 'Sumujemy wyrazy ciągu.',
            latex: `S_{${days}} = \\frac{2\\cdot ${start} + ${days - 1}\\cdot ${step}}{2}\\cdot ${days} = ${total}`,
          },
        ],
      };
    },
  },
  {
    slug: 'ciag-geometryczny',
    typeSlug: 'ciag-geometryczny',
    levels: ['HIGH_SCHOOL'],
    concepts: ['ciagi', 'ciag-geometryczny'],
    optionalConcepts: ['suma-ciagu-geometrycznego'],
    weight: 4,
    generate(r) {
      const a1 = r.int(1, 6);
      const q = r.pick([2, 3, -2]);
      const n = r.int(4, 8);
      const an = a1 * q ** (n - 1);
      const sum = (a1 * (1 - q ** n)) / (1 - q);
      return {
        description: decorate(
          r,
          `Ciąg geometryczny ma pierwszy wyraz ${m(`a_1 = ${a1}`)} i iloraz ${m(`q = ${q}`)}. Oblicz ${m(`a_{${n}}`)} i ${m(`S_{${n}}`)}.`,
        ),
        answer: m(`a_{${n}} = ${an},\\ S_{${n}} = ${sum}`),
        distractors: [
          m(`a_{${n}} = ${an * q},\\ S_{${n}} = ${sum + an * q}`),
          m(`a_{${n}} = ${an},\\ S_{${n}} = ${sum - a1}`),
          m(`a_{${n}} = ${a1 * q * n},\\ S_{${n}} = ${sum + 1}`),
        ],
        steps: [
          {
            title: 'Wyraz ogólny',
            description: 'Korzystamy ze wzoru na n-ty wyraz ciągu geometrycznego.',
            latex: `a_{${n}} = ${a1}\\cdot (${q})^{${n - 1}} = ${an}`,
          },
          {
            title: 'Suma',
            description: 'Korzystamy ze wzoru na sumę.',
            latex: `S_{${n}} = ${a1}\\cdot\\frac{1 - (${q})^{${n}}}{1 - (${q})} = ${sum}`,
          },
        ],
      };
    },
  },
  {
    slug: 'procenty-cena',
    typeSlug: 'procenty-w-zadaniach-tekstowych',
    levels: ['PRIMARY', 'HIGH_SCHOOL'],
    concepts: ['arytmetyka', 'procenty'],
    optionalConcepts: ['procent', 'zadanie-tekstowe'],
    weight: 8,
    generate(r) {
      const item = r.pick(items);
      const price = r.int(4, 60) * 10;
      const down = r.pick([10, 20, 25, 30, 40]);
      const up = r.pick([10, 20, 25, 50]);
      const result = (price * (100 - down) * (100 + up)) / 10000;
      return {
        description: decorate(
          r,
          `Cena towaru (${item}) wynosiła ${price} zł. Najpierw obniżono ją o ${down}%, a następnie nową cenę podwyższono o ${up}%. Ile kosztuje ten towar po obu zmianach?`,
        ),
        answer: `${decimal(result)} zł`,
        distractors: [
          `${decimal((price * (100 - down + up)) / 100)} zł`,
          `${decimal(price)} zł`,
          `${decimal(result + 10)} zł`,
        ].filter((value, index, all) => all.indexOf(value) === index && value !== `${decimal(result)} zł`),
        steps: [
          {
            title: 'Obniżka',
            description: `Po obniżce o ${down}% cena wynosi:`,
            latex: `${price}\\cdot ${decimal((100 - down) / 100)} = ${decimal((price * (100 - down)) / 100)}`,
          },
          {
            title: 'Podwyżka',
            description: `Podwyżka o ${up}% liczona jest od nowej ceny.`,
            latex: `${decimal((price * (100 - down)) / 100)}\\cdot ${decimal((100 + up) / 100)} = ${decimal(result)}`,
          },
          { title: 'Odpowiedź', description: `Towar kosztuje ${decimal(result)} zł.`, latex: '' },
        ],
      };
    },
  },
  {
    slug: 'dzialania-na-ulamkach',
    typeSlug: 'ulamki-zwykle-i-dziesietne',
    levels: ['PRIMARY'],
    concepts: ['arytmetyka', 'ulamek-zwykly'],
    optionalConcepts: ['nww', 'nwd'],
    weight: 6,
    generate(r) {
      const b = r.int(2, 9);
      const d = r.int(2, 9);
      const a = r.int(1, b - 1 || 1);
      const c = r.int(1, d - 1 || 1);
      const plus = r.chance(0.6);
      const numerator = plus ? a * d + c * b : a * d - c * b;
      const result = fraction(numerator, b * d);
      return {
        description: decorate(r, `Oblicz ${m(`\\frac{${a}}{${b}} ${plus ? '+' : '-'} \\frac{${c}}{${d}}`)}.`),
        answer: m(result),
        distractors: [
          m(fraction(plus ? a + c : a - c, b + d)),
          m(fraction(numerator + 1, b * d)),
          m(fraction(numerator, b * d + 1)),
          m(fraction(numerator - 1, b * d)),
        ].filter((value, index, all) => all.indexOf(value) === index && value !== m(result)),
        steps: [
          {
            title: 'Wspólny mianownik',
            description: 'Sprowadzamy ułamki do wspólnego mianownika.',
            latex: `\\frac{${a * d}}{${b * d}} ${plus ? '+' : '-'} \\frac{${c * b}}{${b * d}}`,
          },
          {
            title: 'Wynik',
            description: 'Wykonujemy działanie i skracamy ułamek.',
            latex: `\\frac{${numerator}}{${b * d}} = ${result}`,
          },
        ],
      };
    },
  },
  {
    slug: 'rownanie-liniowe',
    typeSlug: 'rownania-liniowe',
    levels: ['PRIMARY', 'HIGH_SCHOOL'],
    concepts: ['algebra', 'rownanie-liniowe'],
    optionalConcepts: ['zadanie-tekstowe'],
    weight: 7,
    generate(r) {
      const x = r.int(-10, 10);
      const a = r.nonZero(-6, 9);
      let c = r.int(-6, 9);
      if (c === a) c = a + 1;
      const b = r.int(-20, 20);
      const dd = (a - c) * x + b;
      return {
        description: decorate(
          r,
          `Rozwiąż równanie ${m(
            `${poly([
              [a, 'x'],
              [b, ''],
            ])} = ${poly([
              [c, 'x'],
              [dd, ''],
            ])}`,
          )}.`,
        ),
        answer: m(`x = ${x}`),
        distractors: nearby(r, x, (v) => m(`x = ${v}`), 4),
        steps: [
          {
            title: 'Porządkujemy',
            description: 'Przenosimy niewiadome na lewą stronę, liczby na prawą.',
            latex: `${a - c}x = ${dd - b}`,
          },
          { title: 'Dzielimy', description: 'Dzielimy obie strony przez współczynnik przy x.', latex: `x = ${x}` },
        ],
      };
    },
  },
  {
    slug: 'uklad-rownan',
    typeSlug: 'uklady-rownan-liniowych',
    levels: ['PRIMARY', 'HIGH_SCHOOL'],
    concepts: ['algebra', 'uklad-rownan'],
    optionalConcepts: ['rownanie-liniowe', 'funkcja-liniowa'],
    weight: 5,
    generate(r) {
      const x = r.int(-6, 8);
      const y = r.int(-6, 8);
      const a = r.nonZero(1, 4);
      const b = r.nonZero(-3, 3);
      const c = r.nonZero(-3, 3);
      let d = r.nonZero(1, 4);
      if (a * d === b * c) d += 1;
      const system = `\\begin{cases} ${poly([
        [a, 'x'],
        [b, 'y'],
      ])} = ${a * x + b * y} \\\\ ${poly([
        [c, 'x'],
        [d, 'y'],
      ])} = ${c * x + d * y} \\end{cases}`;
      return {
        description: decorate(r, `Rozwiąż układ równań ${m(system)}.`),
        answer: m(`x = ${x},\\ y = ${y}`),
        distractors: [
          m(`x = ${y},\\ y = ${x + 1}`),
          m(`x = ${x + 1},\\ y = ${y - 1}`),
          m(`x = ${-x},\\ y = ${-y + 2}`),
        ],
        steps: [
          {
            title: 'Metoda przeciwnych współczynników',
            description: 'Mnożymy równania tak, by wyeliminować jedną niewiadomą.',
            latex: system,
          },
          {
            title: 'Obliczamy niewiadome',
            description: 'Podstawiamy wyznaczoną wartość do jednego z równań.',
            latex: `x = ${x},\\ y = ${y}`,
          },
        ],
      };
    },
  },
  {
    slug: 'uklad-wyznaczniki',
    typeSlug: 'uklady-rownan-metoda-wyznacznikow',
    levels: ['UNIVERSITY', 'HIGH_SCHOOL'],
    concepts: ['algebra-liniowa', 'wzory-cramera'],
    optionalConcepts: ['wyznacznik-macierzy', 'uklad-rownan'],
    weight: 2,
    generate(r) {
      const x = r.int(-5, 5);
      const y = r.int(-5, 5);
      const a = r.int(1, 5);
      const b = r.nonZero(-4, 4);
      const c = r.nonZero(-4, 4);
      let d = r.int(1, 5);
      if (a * d === b * c) d += 1;
      const w = a * d - b * c;
      return {
        description: decorate(
          r,
          `Korzystając ze wzorów Cramera, rozwiąż układ ${m(
            `\\begin{cases} ${poly([
              [a, 'x'],
              [b, 'y'],
            ])} = ${a * x + b * y} \\\\ ${poly([
              [c, 'x'],
              [d, 'y'],
            ])} = ${c * x + d * y} \\end{cases}`,
          )}.`,
        ),
        answer: m(`x = ${x},\\ y = ${y}`),
        distractors: [m(`x = ${x + 1},\\ y = ${y}`), m(`x = ${y},\\ y = ${x}`), m(`x = ${x},\\ y = ${y - 2}`)],
        steps: [
          {
            title: 'Wyznacznik główny',
            description: 'Liczymy wyznacznik macierzy współczynników.',
            latex: `W = ${a}\\cdot ${d} - (${b})\\cdot (${c}) = ${w}`,
          },
          {
            title: 'Wyznaczniki pomocnicze',
            description: 'Zastępujemy kolumny wyrazami wolnymi.',
            latex: `W_x = ${w * x},\\ W_y = ${w * y}`,
          },
          {
            title: 'Rozwiązanie',
            description: 'Dzielimy wyznaczniki.',
            latex: `x = \\frac{W_x}{W} = ${x},\\ y = \\frac{W_y}{W} = ${y}`,
          },
        ],
      };
    },
  },
  {
    slug: 'pole-trojkata',
    typeSlug: 'pole-trojkata',
    levels: ['PRIMARY', 'HIGH_SCHOOL'],
    concepts: ['geometria-plaska', 'pole-i-obwod'],
    optionalConcepts: ['zadanie-tekstowe'],
    weight: 5,
    generate(r) {
      const a = r.int(2, 30);
      const h = r.int(2, 20);
      const area = (a * h) / 2;
      return {
        description: decorate(
          r,
          `Podstawa trójkąta ma długość ${a} cm, a wysokość opuszczona na tę podstawę ma ${h} cm. Oblicz pole trójkąta.`,
        ),
        answer: m(`P = ${decimal(area)}\\ \\text{cm}^2`),
        distractors: [
          m(`P = ${a * h}\\ \\text{cm}^2`),
          m(`P = ${decimal(area + a)}\\ \\text{cm}^2`),
          m(`P = ${a + h}\\ \\text{cm}^2`),
        ],
        steps: [
          {
            title: 'Wzór',
            description: 'Pole trójkąta to połowa iloczynu podstawy i wysokości.',
            latex: 'P = \\frac{1}{2}ah',
          },
          {
            title: 'Obliczenia',
            description: 'Podstawiamy dane.',
            latex: `P = \\frac{1}{2}\\cdot ${a}\\cdot ${h} = ${decimal(area)}`,
          },
        ],
      };
    },
  },
  {
    slug: 'pole-prostokata-i-trapezu',
    typeSlug: 'pola-wielokatow',
    levels: ['PRIMARY'],
    concepts: ['geometria-plaska', 'pole-i-obwod'],
    optionalConcepts: ['zadanie-tekstowe', 'arytmetyka'],
    weight: 4,
    generate(r) {
      const a = r.int(4, 20);
      const b = r.int(2, a - 1);
      const h = r.int(2, 12);
      const area = ((a + b) * h) / 2;
      return {
        description: decorate(
          r,
          `Podstawy trapezu mają długości ${a} cm i ${b} cm, a jego wysokość wynosi ${h} cm. Oblicz pole trapezu.`,
        ),
        answer: m(`P = ${decimal(area)}\\ \\text{cm}^2`),
        distractors: [
          m(`P = ${(a + b) * h}\\ \\text{cm}^2`),
          m(`P = ${a * h}\\ \\text{cm}^2`),
          m(`P = ${decimal(area + h)}\\ \\text{cm}^2`),
        ],
        steps: [
          {
            title: 'Wzór na pole trapezu',
            description: 'Pole to połowa sumy podstaw razy wysokość.',
            latex: 'P = \\frac{a+b}{2}\\cdot h',
          },
          {
            title: 'Obliczenia',
            description: 'Podstawiamy dane z treści.',
            latex: `P = \\frac{${a}+${b}}{2}\\cdot ${h} = ${decimal(area)}`,
          },
        ],
      };
    },
  },
  {
    slug: 'twierdzenie-pitagorasa',
    typeSlug: 'zadania-z-twierdzeniem-pitagorasa',
    levels: ['PRIMARY', 'HIGH_SCHOOL'],
    concepts: ['geometria-plaska', 'twierdzenie-pitagorasa'],
    optionalConcepts: ['pole-i-obwod', 'zadanie-tekstowe'],
    weight: 7,
    generate(r) {
      const [p, q, s] = r.pick([
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
        [7, 24, 25],
      ] as const);
      const k = r.int(1, 4);
      return {
        description: decorate(
          r,
          `Przyprostokątne trójkąta prostokątnego mają długości ${p * k} cm i ${q * k} cm. Oblicz długość przeciwprostokątnej.`,
        ),
        answer: `${s * k} cm`,
        distractors: nearby(r, s * k, (v) => `${v} cm`, 3),
        steps: [
          {
            title: 'Twierdzenie Pitagorasa',
            description: 'Suma kwadratów przyprostokątnych jest równa kwadratowi przeciwprostokątnej.',
            latex: `c^2 = ${p * k}^2 + ${q * k}^2 = ${(s * k) ** 2}`,
          },
          { title: 'Pierwiastkujemy', description: 'Długość jest dodatnia.', latex: `c = ${s * k}` },
        ],
      };
    },
  },
  {
    slug: 'trygonometria-w-trojkacie',
    typeSlug: 'trygonometria-w-trojkacie',
    levels: ['HIGH_SCHOOL'],
    concepts: ['trygonometria', 'geometria-plaska'],
    optionalConcepts: [
      'twierdzenie-pitagorasa',
      'jedynka-trygonometryczna',
      'twierdzenie-sinusow',
      'twierdzenie-cosinusow',
    ],
    weight: 5,
    generate(r) {
      const [p, q, s] = r.pick([
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
      ] as const);
      const k = r.int(1, 3);
      return {
        description: decorate(
          r,
          `W trójkącie prostokątnym przyprostokątne mają długości ${p * k} i ${q * k}. Oblicz ${m('\\sin\\alpha')}, gdzie ${m('\\alpha')} jest kątem leżącym naprzeciw krótszej przyprostokątnej.`,
        ),
        answer: m(`\\sin\\alpha = \\frac{${p}}{${s}}`),
        distractors: [
          m(`\\sin\\alpha = \\frac{${q}}{${s}}`),
          m(`\\sin\\alpha = \\frac{${p}}{${q}}`),
          m(`\\sin\\alpha = \\frac{${s}}{${p}}`),
        ],
        steps: [
          {
            title: 'Przeciwprostokątna',
            description: 'Z twierdzenia Pitagorasa.',
            latex: `c = \\sqrt{${p * k}^2 + ${q * k}^2} = ${s * k}`,
          },
          {
            title: 'Sinus',
            description: 'Stosunek przyprostokątnej naprzeciw kąta do przeciwprostokątnej.',
            latex: `\\sin\\alpha = \\frac{${p * k}}{${s * k}} = \\frac{${p}}{${s}}`,
          },
        ],
      };
    },
  },
  {
    slug: 'objetosc-graniastoslupa',
    typeSlug: 'bryly-objetosc',
    levels: ['PRIMARY', 'HIGH_SCHOOL'],
    concepts: ['stereometria'],
    optionalConcepts: ['pole-i-obwod', 'twierdzenie-pitagorasa', 'zadanie-tekstowe'],
    weight: 5,
    generate(r) {
      const a = r.int(2, 12);
      const h = r.int(3, 20);
      const pyramid = r.chance(0.4);
      const volume = pyramid ? (a * a * h) / 3 : a * a * h;
      const solid = pyramid ? 'ostrosłupa prawidłowego czworokątnego' : 'graniastosłupa prawidłowego czworokątnego';
      return {
        description: decorate(r, `Oblicz objętość ${solid} o krawędzi podstawy ${a} cm i wysokości ${h} cm.`),
        answer: m(`V = ${pyramid ? fraction(a * a * h, 3) : volume}\\ \\text{cm}^3`),
        distractors: [
          m(`V = ${a * a * h * (pyramid ? 1 : 3)}\\ \\text{cm}^3`),
          m(`V = ${a * h}\\ \\text{cm}^3`),
          m(`V = ${4 * a * h + 2 * a * a}\\ \\text{cm}^3`),
        ],
        steps: [
          { title: 'Pole podstawy', description: 'Podstawą jest kwadrat.', latex: `P_p = ${a}^2 = ${a * a}` },
          {
            title: 'Objętość',
            description: 'Mnożymy pole podstawy przez wysokość.',
            latex: pyramid ? `V = \\frac{1}{3}\\cdot ${a * a}\\cdot ${h}` : `V = ${a * a}\\cdot ${h} = ${volume}`,
          },
        ],
      };
    },
  },
  {
    slug: 'logarytmy',
    typeSlug: 'logarytmy',
    levels: ['HIGH_SCHOOL'],
    concepts: ['algebra', 'logarytm'],
    optionalConcepts: ['funkcje'],
    weight: 5,
    generate(r) {
      const b = r.pick([2, 3, 5, 10]);
      const k = r.int(1, 5);
      const c = r.pick([2, 3, 4]);
      const j = r.int(1, 4);
      const result = k + j;
      return {
        description: decorate(r, `Oblicz wartość wyrażenia ${m(`\\log_{${b}} ${b ** k} + \\log_{${c}} ${c ** j}`)}.`),
        answer: m(`${result}`),
        distractors: nearby(r, result, (v) => m(`${v}`), 3),
        steps: [
          {
            title: 'Definicja logarytmu',
            description: 'Szukamy wykładników potęg.',
            latex: `\\log_{${b}} ${b ** k} = ${k},\\ \\log_{${c}} ${c ** j} = ${j}`,
          },
          { title: 'Suma', description: 'Dodajemy wyniki.', latex: `${k} + ${j} = ${result}` },
        ],
      };
    },
  },
  {
    slug: 'prawdopodobienstwo-kostki',
    typeSlug: 'prawdopodobienstwo-klasyczne',
    levels: ['HIGH_SCHOOL', 'PRIMARY'],
    concepts: ['rachunek-prawdopodobienstwa-i-statystyka', 'prawdopodobienstwo-klasyczne'],
    optionalConcepts: ['kombinatoryka'],
    weight: 5,
    generate(r) {
      const sum = r.int(3, 11);
      let favourable = 0;
      for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) if (a + b === sum) favourable += 1;
      return {
        description: decorate(
          r,
          `Rzucamy dwa razy symetryczną sześcienną kostką do gry. Oblicz prawdopodobieństwo, że suma wyrzuconych oczek będzie równa ${sum}.`,
        ),
        answer: m(fraction(favourable, 36)),
        distractors: [
          m(fraction(favourable + 1, 36)),
          m(fraction(1, 6)),
          m(fraction(favourable, 12)),
          m(fraction(favourable + 2, 36)),
        ].filter((value, index, all) => all.indexOf(value) === index && value !== m(fraction(favourable, 36))),
        steps: [
          {
            title: 'Zdarzenia elementarne',
            description: 'Wynik to para liczb oczek.',
            latex: '|\\Omega| = 6\\cdot 6 = 36',
          },
          {
            title: 'Zdarzenia sprzyjające',
            description: `Wypisujemy pary o sumie ${sum}.`,
            latex: `|A| = ${favourable}`,
          },
          {
            title: 'Prawdopodobieństwo',
            description: 'Z klasycznej definicji prawdopodobieństwa.',
            latex: `P(A) = \\frac{${favourable}}{36}`,
          },
        ],
      };
    },
  },
  {
    slug: 'srednia-i-mediana',
    typeSlug: 'statystyka-opisowa',
    levels: ['PRIMARY', 'HIGH_SCHOOL'],
    concepts: ['rachunek-prawdopodobienstwa-i-statystyka', 'srednia-arytmetyczna'],
    optionalConcepts: ['zadanie-tekstowe'],
    weight: 3,
    generate(r) {
      const grades = Array.from({ length: r.int(5, 9) }, () => r.int(1, 6));
      const mean = grades.reduce((s, g) => s + g, 0) / grades.length;
      return {
        description: decorate(
          r,
          `${r.pick(names)} otrzymał(a) w semestrze oceny: ${grades.join(', ')}. Oblicz średnią arytmetyczną tych ocen.`,
        ),
        answer: m(decimal(mean)),
        distractors: [m(decimal(mean + 0.5)), m(decimal(mean - 0.25)), m(decimal(mean + 1))],
        steps: [
          {
            title: 'Suma ocen',
            description: 'Dodajemy wszystkie oceny.',
            latex: `${grades.join(' + ')} = ${grades.reduce((s, g) => s + g, 0)}`,
          },
          {
            title: 'Średnia',
            description: 'Dzielimy przez liczbę ocen.',
            latex: `\\bar{x} = \\frac{${grades.reduce((s, g) => s + g, 0)}}{${grades.length}} \\approx ${decimal(mean)}`,
          },
        ],
      };
    },
  },
  {
    slug: 'monotonicznosc-pochodna',
    typeSlug: 'pochodna-i-monotonicznosc',
    levels: ['HIGH_SCHOOL', 'UNIVERSITY'],
    concepts: ['analiza-matematyczna', 'pochodna-funkcji'],
    optionalConcepts: ['monotonicznosc', 'funkcje'],
    weight: 4,
    generate(r) {
      const a = r.int(1, 6);
      return {
        description: decorate(r, `Wyznacz przedziały monotoniczności funkcji ${m(`f(x) = x^3 - ${3 * a * a}x`)}.`),
        answer: `Funkcja rośnie w ${m(`(-\\infty, ${-a}]`)} i w ${m(`[${a}, \\infty)`)}, maleje w ${m(`[${-a}, ${a}]`)}.`,
        distractors: [
          `Funkcja rośnie w ${m(`[${-a}, ${a}]`)}, maleje poza tym przedziałem.`,
          `Funkcja rośnie w ${m('\\mathbb{R}')}.`,
          `Funkcja rośnie w ${m(`(-\\infty, ${-3 * a}]`)} i w ${m(`[${3 * a}, \\infty)`)}.`,
        ],
        steps: [
          {
            title: 'Pochodna',
            description: 'Liczymy pochodną.',
            latex: `f'(x) = 3x^2 - ${3 * a * a} = 3(x - ${a})(x + ${a})`,
          },
          {
            title: 'Znak pochodnej',
            description: 'Badamy znak pochodnej.',
            latex: `f'(x) > 0 \\iff x < ${-a} \\lor x > ${a}`,
          },
        ],
      };
    },
  },
  {
    slug: 'optymalizacja-prostokat',
    typeSlug: 'zadania-optymalizacyjne',
    levels: ['HIGH_SCHOOL', 'UNIVERSITY'],
    concepts: ['analiza-matematyczna', 'optymalizacja'],
    optionalConcepts: ['pochodna-funkcji', 'zadanie-tekstowe', 'funkcja-kwadratowa'],
    weight: 3,
    generate(r) {
      const side = r.int(2, 40);
      const length = 4 * side;
      return {
        description: decorate(
          r,
          `Z drutu o długości ${length} cm wygięto prostokąt. Jakie wymiary ma prostokąt o największym polu? Oblicz to pole.`,
        ),
        answer: `Kwadrat o boku ${side} cm, pole ${m(`${side * side}\\ \\text{cm}^2`)}.`,
        distractors: [
          `Prostokąt ${side - 1} cm na ${side + 1} cm, pole ${m(`${side * side - 1}\\ \\text{cm}^2`)}.`,
          `Kwadrat o boku ${2 * side} cm, pole ${m(`${4 * side * side}\\ \\text{cm}^2`)}.`,
          `Prostokąt ${side} cm na ${2 * side} cm.`,
        ],
        steps: [
          { title: 'Funkcja pola', description: 'Oznaczamy jeden bok przez x.', latex: `P(x) = x(${2 * side} - x)` },
          {
            title: 'Maksimum',
            description: 'Wierzchołek paraboli lub zerowanie pochodnej.',
            latex: `P'(x) = ${2 * side} - 2x = 0 \\iff x = ${side}`,
          },
        ],
      };
    },
  },
  {
    slug: 'granica-ciagu',
    typeSlug: 'granice-ciagow',
    levels: ['HIGH_SCHOOL', 'UNIVERSITY'],
    concepts: ['analiza-matematyczna', 'granica-ciagu'],
    optionalConcepts: ['ciagi'],
    weight: 3,
    generate(r) {
      const a = r.nonZero(-9, 9);
      const b = r.int(-9, 9);
      const c = r.int(1, 9);
      const d = r.int(-9, 9);
      const limit = fraction(a, c);
      return {
        description: decorate(
          r,
          `Oblicz granicę ${m(
            `\\lim_{n\\to\\infty} \\frac{${poly([
              [a, 'n^2'],
              [b, ''],
            ])}}{${poly([
              [c, 'n^2'],
              [d, 'n'],
            ])}}`,
          )}.`,
        ),
        answer: m(limit),
        distractors: [m(fraction(c, a)), m('\\infty'), m('0'), m(fraction(a + 1, c))].filter(
          (v, i, all) => all.indexOf(v) === i && v !== m(limit),
        ),
        steps: [
          {
            title: 'Dzielimy przez najwyższą potęgę',
            description: 'Dzielimy licznik i mianownik przez n do kwadratu.',
            latex: `\\frac{${a} + \\frac{${b}}{n^2}}{${c} + \\frac{${d}}{n}}`,
          },
          {
            title: 'Przechodzimy do granicy',
            description: 'Wyrazy z n w mianowniku dążą do zera.',
            latex: `\\to ${limit}`,
          },
        ],
      };
    },
  },
  {
    slug: 'granica-funkcji',
    typeSlug: 'granice-funkcji',
    levels: ['UNIVERSITY', 'HIGH_SCHOOL'],
    concepts: ['analiza-matematyczna'],
    optionalConcepts: ['wzory-skroconego-mnozenia', 'regula-de-lhospitala', 'funkcje'],
    weight: 2,
    generate(r) {
      const a = r.nonZero(-7, 7);
      return {
        description: decorate(
          r,
          `Oblicz granicę ${m(`\\lim_{x\\to ${a}} \\frac{x^2 - ${a * a}}{x${sign(-a)}${Math.abs(a)}}`)}.`,
        ),
        answer: m(`${2 * a}`),
        distractors: nearby(r, 2 * a, (v) => m(`${v}`), 3),
        steps: [
          {
            title: 'Różnica kwadratów',
            description: 'Rozkładamy licznik na czynniki.',
            latex: `x^2 - ${a * a} = (x${sign(-a)}${Math.abs(a)})(x${sign(a)}${Math.abs(a)})`,
          },
          {
            title: 'Skracamy',
            description: 'Po skróceniu podstawiamy wartość graniczną.',
            latex: `\\lim_{x\\to ${a}} (x${sign(a)}${Math.abs(a)}) = ${2 * a}`,
          },
        ],
      };
    },
  },
  {
    slug: 'calka-oznaczona',
    typeSlug: 'calki',
    levels: ['UNIVERSITY'],
    concepts: ['analiza-matematyczna', 'calka-nieoznaczona'],
    optionalConcepts: ['twierdzenie-newtona-leibniza'],
    weight: 3,
    generate(r) {
      const a = r.nonZero(-4, 6);
      const b = r.int(-5, 5);
      const k = r.int(1, 4);
      const value = fraction(a * k * k + 2 * b * k, 2);
      return {
        description: decorate(
          r,
          `Oblicz całkę ${m(
            `\\int_0^{${k}} (${poly([
              [a, 'x'],
              [b, ''],
            ])})\\,dx`,
          )}.`,
        ),
        answer: m(value),
        distractors: [
          m(fraction(a * k * k + b * k, 1)),
          m(fraction(a * k + 2 * b, 2)),
          m(fraction(a * k * k + 2 * b * k + 2, 2)),
        ].filter((v, i, all) => all.indexOf(v) === i && v !== m(value)),
        steps: [
          {
            title: 'Funkcja pierwotna',
            description: 'Całkujemy wyraz po wyrazie.',
            latex: `F(x) = ${fraction(a, 2)}x^2${sign(b)}${Math.abs(b)}x`,
          },
          {
            title: 'Wzór Newtona–Leibniza',
            description: 'Odejmujemy wartości na końcach przedziału.',
            latex: `F(${k}) - F(0) = ${value}`,
          },
        ],
      };
    },
  },
  {
    slug: 'szereg-geometryczny',
    typeSlug: 'szeregi-liczbowe',
    levels: ['UNIVERSITY'],
    concepts: ['analiza-matematyczna', 'szereg-liczbowy'],
    optionalConcepts: ['ciag-geometryczny', 'kryterium-dalemberta', 'suma-ciagu-geometrycznego'],
    weight: 2,
    generate(r) {
      const k = r.int(2, 9);
      const a = r.int(1, 9);
      const value = fraction(a * k, k - 1);
      return {
        description: decorate(
          r,
          `Oblicz sumę szeregu ${m(`\\sum_{n=0}^{\\infty} ${a}\\cdot\\left(\\frac{1}{${k}}\\right)^n`)}.`,
        ),
        answer: m(value),
        distractors: [m(fraction(a, k - 1)), m(fraction(a * (k + 1), k)), m('\\infty')].filter(
          (v, i, all) => all.indexOf(v) === i && v !== m(value),
        ),
        steps: [
          {
            title: 'Zbieżność',
            description: 'Iloraz szeregu geometrycznego ma moduł mniejszy od 1.',
            latex: `|q| = \\frac{1}{${k}} < 1`,
          },
          {
            title: 'Suma',
            description: 'Ze wzoru na sumę szeregu geometrycznego.',
            latex: `S = \\frac{${a}}{1 - \\frac{1}{${k}}} = ${value}`,
          },
        ],
      };
    },
  },
  {
    slug: 'wyznacznik-macierzy',
    typeSlug: 'macierze-i-wyznaczniki',
    levels: ['UNIVERSITY'],
    concepts: ['algebra-liniowa', 'wyznacznik-macierzy'],
    optionalConcepts: ['wzory-cramera'],
    weight: 2,
    generate(r) {
      const [a, b, c, d] = [r.int(-6, 9), r.int(-6, 9), r.int(-6, 9), r.int(-6, 9)];
      const det = a * d - b * c;
      return {
        description: decorate(
          r,
          `Oblicz wyznacznik macierzy ${m(`A = \\begin{pmatrix} ${a} & ${b} \\\\ ${c} & ${d} \\end{pmatrix}`)}.`,
        ),
        answer: m(`\\det A = ${det}`),
        distractors: nearby(r, det, (v) => m(`\\det A = ${v}`), 6),
        steps: [
          {
            title: 'Wzór dla macierzy 2×2',
            description: 'Iloczyn przekątnej minus iloczyn antyprzekątnej.',
            latex: `\\det A = ${a}\\cdot ${d} - ${b}\\cdot ${c}`,
          },
          { title: 'Wynik', description: '', latex: `\\det A = ${det}` },
        ],
      };
    },
  },
  {
    slug: 'nwd-nww',
    typeSlug: 'podzielnosc-liczb',
    levels: ['PRIMARY'],
    concepts: ['arytmetyka', 'nwd'],
    optionalConcepts: ['nww', 'liczba-pierwsza'],
    weight: 4,
    generate(r) {
      const g = r.int(2, 12);
      const x = g * r.int(2, 9);
      const y = g * r.int(2, 9);
      const result = gcd(x, y);
      return {
        description: decorate(r, `Wyznacz największy wspólny dzielnik liczb ${x} i ${y}.`),
        answer: m(`\\operatorname{NWD}(${x}, ${y}) = ${result}`),
        distractors: nearby(r, result, (v) => m(`\\operatorname{NWD}(${x}, ${y}) = ${Math.abs(v) || 1}`), 4),
        steps: [
          {
            title: 'Rozkład na czynniki',
            description: 'Rozkładamy obie liczby na czynniki pierwsze.',
            latex: `${x},\\ ${y}`,
          },
          {
            title: 'Algorytm Euklidesa',
            description: 'Dzielimy z resztą, aż reszta będzie zerem.',
            latex: `\\operatorname{NWD}(${x}, ${y}) = ${result}`,
          },
        ],
      };
    },
  },
  {
    slug: 'katy-w-trojkacie',
    typeSlug: 'katy-w-trojkatach-i-okregach',
    levels: ['PRIMARY', 'HIGH_SCHOOL'],
    concepts: ['geometria-plaska', 'suma-katow-trojkata'],
    optionalConcepts: ['twierdzenie-o-katach-wpisanym-i-srodkowym'],
    weight: 4,
    generate(r) {
      const alpha = r.int(20, 90);
      const beta = r.int(10, 160 - alpha);
      const gamma = 180 - alpha - beta;
      return {
        description: decorate(
          r,
          `Dwa kąty trójkąta mają miary ${m(`${alpha}^\\circ`)} i ${m(`${beta}^\\circ`)}. Oblicz miarę trzeciego kąta.`,
        ),
        answer: m(`${gamma}^\\circ`),
        distractors: nearby(r, gamma, (v) => m(`${v}^\\circ`), 10),
        steps: [
          {
            title: 'Suma kątów',
            description: 'Suma kątów w trójkącie wynosi 180 stopni.',
            latex: `\\gamma = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ = ${gamma}^\\circ`,
          },
          { title: 'Odpowiedź', description: `Trzeci kąt ma ${gamma} stopni.`, latex: '' },
        ],
      };
    },
  },
  {
    slug: 'reszta-z-dzielenia-wielomianu',
    typeSlug: 'wielomiany',
    levels: ['HIGH_SCHOOL'],
    concepts: ['algebra', 'twierdzenie-bezouta'],
    optionalConcepts: ['miejsce-zerowe'],
    weight: 3,
    generate(r) {
      const [a, b, c] = [r.int(-5, 5), r.int(-9, 9), r.int(-9, 9)];
      const x0 = r.nonZero(-3, 3);
      const rest = x0 ** 3 + a * x0 * x0 + b * x0 + c;
      return {
        description: decorate(
          r,
          `Wyznacz resztę z dzielenia wielomianu ${m(
            `W(x) = ${poly([
              [1, 'x^3'],
              [a, 'x^2'],
              [b, 'x'],
              [c, ''],
            ])}`,
          )} przez dwumian ${m(`x${sign(-x0)}${Math.abs(x0)}`)}.`,
        ),
        answer: m(`R = ${rest}`),
        distractors: nearby(r, rest, (v) => m(`R = ${v}`), 7),
        steps: [
          {
            title: 'Twierdzenie Bézouta',
            description: 'Reszta z dzielenia przez dwumian to wartość wielomianu w punkcie.',
            latex: `R = W(${x0})`,
          },
          { title: 'Obliczenia', description: 'Podstawiamy.', latex: `W(${x0}) = ${rest}` },
        ],
      };
    },
  },
];
