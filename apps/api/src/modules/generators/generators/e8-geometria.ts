import type { TGenerator } from '../generator.types';
import { answerKey, drawFrom, drawInt, frac, m, num, numberKey, paragraphs, paren } from '../generator-draw';

const pp = (code: string) => ({ system: 'PP2017' as const, code });

/** Pythagorean triples the geometry tasks scale. */
export const PYTHAGOREAN_TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [9, 12, 15],
  [20, 21, 29],
  [12, 16, 20],
  [15, 20, 25],
  [9, 40, 41],
  [12, 35, 37],
] as const;

/** E8: figury płaskie, Pitagoras, układ współrzędnych, graniastosłupy i ostrosłupy. */
export const e8GeometryGenerators: TGenerator[] = [
  {
    id: 'e8-suma-katow-trojkata',
    title: 'Suma kątów w trójkącie',
    exam: 'E8',
    section: 'Figury płaskie',
    requirements: [pp('SP4-6.IX'), pp('SP7-8.VIII')],
    conceptSlugs: ['suma-katow-trojkata', 'geometria-plaska'],
    draw(random) {
      const alpha = drawInt(random, 20, 100);
      const beta = drawInt(random, 15, 150 - alpha);
      const gamma = 180 - alpha - beta;
      if (gamma < 10) return null;
      return {
        statementHtml: paragraphs(
          `Dwa kąty trójkąta mają miary ${m(`${alpha}^\\circ`)} i ${m(`${beta}^\\circ`)}. Oblicz miarę trzeciego kąta tego trójkąta (w stopniach).`,
        ),
        answer: answerKey.number(String(gamma)),
        steps: [
          { explanation: 'Suma kątów w trójkącie wynosi 180°.', math: `180^\\circ - ${alpha}^\\circ - ${beta}^\\circ` },
          { explanation: 'Odejmujemy.', math: `${gamma}^\\circ` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pole-trapezu',
    title: 'Pole trapezu',
    exam: 'E8',
    section: 'Figury płaskie',
    requirements: [pp('SP4-6.XI'), pp('SP7-8.IX')],
    conceptSlugs: ['pole-i-obwod', 'geometria-plaska'],
    draw(random) {
      const a = drawInt(random, 4, 20);
      const b = drawInt(random, 2, a - 1);
      const h = drawInt(random, 2, 12);
      const area = ((a + b) * h) / 2;
      return {
        statementHtml: paragraphs(
          `Podstawy trapezu mają długości ${a} cm i ${b} cm, a jego wysokość ma ${h} cm. Oblicz pole tego trapezu (w cm²).`,
        ),
        answer: answerKey.number(num(area)),
        steps: [
          {
            explanation: 'Pole trapezu to połowa sumy podstaw razy wysokość.',
            math: `P = \\frac{(${a} + ${b}) \\cdot ${h}}{2}`,
          },
          { explanation: 'Obliczamy.', math: `P = \\frac{${a + b} \\cdot ${h}}{2} = ${num(area)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-prostokat-obwod-pole',
    title: 'Pole prostokąta o danym obwodzie',
    exam: 'E8',
    section: 'Figury płaskie',
    requirements: [pp('SP4-6.XI'), pp('SP7-8.IX')],
    conceptSlugs: ['pole-i-obwod', 'geometria-plaska'],
    draw(random) {
      const a = drawInt(random, 2, 20);
      const b = drawInt(random, 2, 20);
      if (a === b) return null;
      const perimeter = 2 * (a + b);
      return {
        statementHtml: paragraphs(
          `Obwód prostokąta wynosi ${perimeter} cm, a jeden z jego boków ma długość ${a} cm. Oblicz pole tego prostokąta (w cm²).`,
        ),
        answer: numberKey(a * b),
        steps: [
          {
            explanation: 'Drugi bok to połowa obwodu bez pierwszego boku; pole to iloczyn boków.',
            math: `P = ${a} \\cdot \\frac{${perimeter} - 2 \\cdot ${a}}{2}`,
          },
          { explanation: `Drugi bok ma ${b} cm.`, math: `P = ${a} \\cdot ${b} = ${a * b}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pitagoras-przeciwprostokatna',
    title: 'Twierdzenie Pitagorasa: przeciwprostokątna',
    exam: 'E8',
    section: 'Twierdzenie Pitagorasa',
    requirements: [pp('SP7-8.VIII')],
    conceptSlugs: ['twierdzenie-pitagorasa', 'geometria-plaska'],
    draw(random) {
      const [p, q, r] = drawFrom(random, PYTHAGOREAN_TRIPLES);
      const k = drawInt(random, 1, 6);
      const [a, b] = random() < 0.5 ? [p * k, q * k] : [q * k, p * k];
      const c = r * k;
      return {
        statementHtml: paragraphs(
          random() < 0.5
            ? `Przyprostokątne trójkąta prostokątnego mają długości ${a} cm i ${b} cm. Oblicz długość przeciwprostokątnej (w cm).`
            : `Prostokąt ma boki długości ${a} cm i ${b} cm. Oblicz długość przekątnej tego prostokąta (w cm).`,
        ),
        answer: numberKey(c),
        steps: [
          { explanation: 'Z twierdzenia Pitagorasa: c² = a² + b².', math: `c = \\sqrt{${a}^{2} + ${b}^{2}}` },
          { explanation: 'Obliczamy kwadraty i ich sumę.', math: `c = \\sqrt{${a * a} + ${b * b}} = \\sqrt{${c * c}}` },
          { explanation: 'Wyciągamy pierwiastek.', math: `c = ${c}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pitagoras-przyprostokatna',
    title: 'Twierdzenie Pitagorasa: przyprostokątna',
    exam: 'E8',
    section: 'Twierdzenie Pitagorasa',
    requirements: [pp('SP7-8.VIII')],
    conceptSlugs: ['twierdzenie-pitagorasa', 'geometria-plaska'],
    draw(random) {
      const [p, q, r] = drawFrom(random, PYTHAGOREAN_TRIPLES);
      const k = drawInt(random, 1, 5);
      const [a, b] = random() < 0.5 ? [p * k, q * k] : [q * k, p * k];
      const c = r * k;
      const ladder = random() < 0.5;
      const statement = ladder
        ? `Drabina o długości ${c} dm jest oparta o pionową ścianę. Dolny koniec drabiny jest w odległości ${a} dm od ściany. Na jakiej wysokości (w dm) górny koniec drabiny dotyka ściany?`
        : `Przeciwprostokątna trójkąta prostokątnego ma ${c} cm, a jedna z przyprostokątnych ${a} cm. Oblicz długość drugiej przyprostokątnej (w cm).`;
      return {
        statementHtml: paragraphs(statement),
        answer: numberKey(b),
        steps: [
          { explanation: 'Z twierdzenia Pitagorasa: b² = c² − a².', math: `b = \\sqrt{${c}^{2} - ${a}^{2}}` },
          { explanation: 'Obliczamy.', math: `b = \\sqrt{${c * c} - ${a * a}} = \\sqrt{${b * b}} = ${b}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-wysokosc-trojkata-rownobocznego',
    title: 'Wysokość i pole trójkąta równobocznego',
    exam: 'E8',
    section: 'Twierdzenie Pitagorasa',
    requirements: [pp('SP7-8.VIII')],
    conceptSlugs: ['twierdzenie-pitagorasa', 'geometria-plaska', 'pole-i-obwod'],
    draw(random) {
      const a = 2 * drawInt(random, 1, 60);
      const area = random() < 0.5;
      if (area)
        return {
          statementHtml: paragraphs(`Oblicz pole trójkąta równobocznego o boku ${a} cm (w cm²).`),
          answer: answerKey.number(`${(a * a) / 4}\\sqrt{3}`),
          steps: [
            {
              explanation: 'Pole trójkąta równobocznego o boku a to a²√3/4.',
              math: `P = \\frac{${a}^{2}\\sqrt{3}}{4}`,
            },
            { explanation: 'Obliczamy.', math: `P = \\frac{${a * a}\\sqrt{3}}{4} = ${(a * a) / 4}\\sqrt{3}` },
          ],
          verification: { mode: 'value' },
        };
      return {
        statementHtml: paragraphs(`Oblicz wysokość trójkąta równobocznego o boku ${a} cm (w cm).`),
        answer: answerKey.number(`${a / 2 === 1 ? '' : a / 2}\\sqrt{3}`),
        steps: [
          {
            explanation:
              'Wysokość dzieli trójkąt na dwa trójkąty prostokątne; z twierdzenia Pitagorasa h² = a² − (a/2)².',
            math: `h = \\sqrt{${a}^{2} - ${a / 2}^{2}}`,
          },
          {
            explanation: 'Obliczamy i wyłączamy czynnik przed pierwiastek.',
            math: `h = \\sqrt{${(3 * a * a) / 4}} = ${a / 2 === 1 ? '' : a / 2}\\sqrt{3}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-dlugosc-odcinka-w-ukladzie',
    title: 'Długość odcinka w układzie współrzędnych',
    exam: 'E8',
    section: 'Układ współrzędnych',
    requirements: [pp('SP7-8.X'), pp('SP7-8.VIII')],
    conceptSlugs: ['twierdzenie-pitagorasa', 'geometria-plaska'],
    draw(random) {
      const [p, q] = drawFrom(random, PYTHAGOREAN_TRIPLES);
      const swap = random() < 0.5;
      const dx = (swap ? q : p) * (random() < 0.5 ? -1 : 1);
      const dy = (swap ? p : q) * (random() < 0.5 ? -1 : 1);
      const xA = drawInt(random, -6, 6);
      const yA = drawInt(random, -6, 6);
      const [xB, yB] = [xA + dx, yA + dy];
      const length = Math.hypot(dx, dy);
      return {
        statementHtml: paragraphs(
          `Oblicz długość odcinka o końcach ${m(`A = (${num(xA)}, ${num(yA)})`)} i ${m(`B = (${num(xB)}, ${num(yB)})`)}.`,
        ),
        answer: numberKey(length),
        steps: [
          {
            explanation: 'Różnice współrzędnych to przyprostokątne; długość odcinka z twierdzenia Pitagorasa.',
            math: `|AB| = \\sqrt{(${num(xB)} - ${paren(xA)})^{2} + (${num(yB)} - ${paren(yA)})^{2}}`,
          },
          {
            explanation: 'Obliczamy.',
            math: `|AB| = \\sqrt{${paren(dx)}^{2} + ${paren(dy)}^{2}} = \\sqrt{${dx * dx + dy * dy}} = ${length}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-objetosc-graniastoslupa',
    title: 'Objętość graniastosłupa prawidłowego czworokątnego',
    exam: 'E8',
    section: 'Graniastosłupy i ostrosłupy',
    requirements: [pp('SP7-8.XI')],
    conceptSlugs: ['stereometria'],
    draw(random) {
      const a = drawInt(random, 2, 12);
      const h = drawInt(random, 2, 20);
      return {
        statementHtml: paragraphs(
          `Krawędź podstawy graniastosłupa prawidłowego czworokątnego ma ${a} cm, a jego wysokość ${h} cm. Oblicz objętość tego graniastosłupa (w cm³).`,
        ),
        answer: numberKey(a * a * h),
        steps: [
          { explanation: 'Objętość to pole podstawy (kwadratu) razy wysokość.', math: `V = ${a}^{2} \\cdot ${h}` },
          { explanation: 'Obliczamy.', math: `V = ${a * a} \\cdot ${h} = ${a * a * h}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pole-prostopadloscianu',
    title: 'Pole powierzchni prostopadłościanu',
    exam: 'E8',
    section: 'Graniastosłupy i ostrosłupy',
    requirements: [pp('SP7-8.XI')],
    conceptSlugs: ['stereometria', 'pole-i-obwod'],
    draw(random) {
      const a = drawInt(random, 2, 12);
      const b = drawInt(random, 2, 12);
      const c = drawInt(random, 2, 12);
      const area = 2 * (a * b + b * c + a * c);
      return {
        statementHtml: paragraphs(
          `Prostopadłościan ma krawędzie długości ${a} cm, ${b} cm i ${c} cm. Oblicz pole jego powierzchni całkowitej (w cm²).`,
        ),
        answer: numberKey(area),
        steps: [
          {
            explanation: 'Powierzchnia składa się z trzech par jednakowych prostokątów.',
            math: `P = 2 \\cdot (${a} \\cdot ${b} + ${b} \\cdot ${c} + ${a} \\cdot ${c})`,
          },
          {
            explanation: 'Obliczamy.',
            math: `P = 2 \\cdot (${a * b} + ${b * c} + ${a * c}) = 2 \\cdot ${area / 2} = ${area}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-objetosc-ostroslupa',
    title: 'Objętość ostrosłupa prawidłowego czworokątnego',
    exam: 'E8',
    section: 'Graniastosłupy i ostrosłupy',
    requirements: [pp('SP7-8.XI')],
    conceptSlugs: ['stereometria'],
    draw(random) {
      const a = drawInt(random, 2, 20);
      const h = 3 * drawInt(random, 1, 10);
      const volume = (a * a * h) / 3;
      return {
        statementHtml: paragraphs(
          `Podstawą ostrosłupa prawidłowego czworokątnego jest kwadrat o boku ${a} cm. Wysokość ostrosłupa ma ${h} cm. Oblicz objętość tego ostrosłupa (w cm³).`,
        ),
        answer: numberKey(volume),
        steps: [
          {
            explanation: 'Objętość ostrosłupa to jedna trzecia pola podstawy razy wysokość.',
            math: `V = \\frac{1}{3} \\cdot ${a}^{2} \\cdot ${h}`,
          },
          { explanation: 'Obliczamy.', math: `V = \\frac{1}{3} \\cdot ${a * a} \\cdot ${h} = ${volume}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-srednia-arytmetyczna',
    title: 'Średnia arytmetyczna',
    exam: 'E8',
    section: 'Statystyka',
    requirements: [pp('SP7-8.XIII'), pp('SP4-6.XIII')],
    conceptSlugs: ['srednia-arytmetyczna', 'rachunek-prawdopodobienstwa-i-statystyka'],
    draw(random) {
      const count = drawInt(random, 4, 6);
      const grades = Array.from({ length: count }, () => drawInt(random, 1, 6));
      const sum = grades.reduce((total, grade) => total + grade, 0);
      const mean = sum / count;
      if (!Number.isInteger(mean * 100)) return null;
      return {
        statementHtml: paragraphs(
          `Kasia otrzymała z matematyki oceny: ${grades.join(', ')}. Oblicz średnią arytmetyczną jej ocen.`,
        ),
        answer: answerKey.number(num(mean)),
        steps: [
          {
            explanation: 'Średnia to suma ocen podzielona przez ich liczbę.',
            math: `\\frac{${grades.join(' + ')}}{${count}}`,
          },
          { explanation: 'Obliczamy.', math: `\\frac{${sum}}{${count}} = ${num(mean)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-prawdopodobienstwo-losowanie-kul',
    title: 'Prawdopodobieństwo wylosowania kuli danego koloru',
    exam: 'E8',
    section: 'Prawdopodobieństwo',
    requirements: [pp('SP7-8.XII')],
    conceptSlugs: ['prawdopodobienstwo-klasyczne', 'rachunek-prawdopodobienstwa-i-statystyka', 'ulamek-zwykly'],
    draw(random) {
      const red = drawInt(random, 5, 14);
      const blue = drawInt(random, 5, 14);
      const green = drawInt(random, 5, 14);
      const total = red + blue + green;
      const [colour, count] = drawFrom(random, [
        ['czerwoną', red],
        ['niebieską', blue],
        ['zieloną', green],
      ] as const);
      return {
        statementHtml: paragraphs(
          `W pudełku jest ${red} kul czerwonych, ${blue} niebieskich i ${green} zielonych. Losujemy jedną kulę. Oblicz prawdopodobieństwo, że będzie to kula ${colour}.`,
        ),
        answer: numberKey(count, total),
        steps: [
          {
            explanation: 'Prawdopodobieństwo to liczba kul tego koloru podzielona przez liczbę wszystkich kul.',
            math: `P(A) = \\frac{${count}}{${red} + ${blue} + ${green}}`,
          },
          { explanation: 'Obliczamy i skracamy.', math: `P(A) = \\frac{${count}}{${total}} = ${frac(count, total)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-prawdopodobienstwo-kostka',
    title: 'Rzut kostką do gry',
    exam: 'E8',
    section: 'Prawdopodobieństwo',
    requirements: [pp('SP7-8.XII')],
    conceptSlugs: ['prawdopodobienstwo-klasyczne', 'rachunek-prawdopodobienstwa-i-statystyka'],
    draw(random) {
      const faces = drawFrom(random, [6, 8, 10, 12, 20]);
      const kind = drawFrom(random, ['podzielna', 'większa', 'mniejsza'] as const);
      const k = kind === 'podzielna' ? drawInt(random, 2, 5) : drawInt(random, 1, faces - 1);
      const outcomes = Array.from({ length: faces }, (_unused, index) => index + 1).filter((n) =>
        kind === 'podzielna' ? n % k === 0 : kind === 'większa' ? n > k : n < k + 1,
      );
      const limit = kind === 'mniejsza' ? k + 1 : k;
      const event = kind === 'podzielna' ? `liczbę oczek podzielną przez ${k}` : `liczbę oczek ${kind} od ${limit}`;
      return {
        statementHtml: paragraphs(
          faces === 6
            ? `Rzucamy jeden raz sześcienną kostką do gry. Oblicz prawdopodobieństwo, że wyrzucimy ${event}.`
            : `Rzucamy jeden raz kostką o ${faces} ścianach ponumerowanych od 1 do ${faces}. Oblicz prawdopodobieństwo, że wyrzucimy ${event}.`,
        ),
        answer: numberKey(outcomes.length, faces),
        steps: [
          {
            explanation: `Sprzyjające wyniki: ${outcomes.join(', ')}; wszystkich wyników jest ${faces}.`,
            math: `P(A) = \\frac{${outcomes.length}}{${faces}}`,
          },
          { explanation: 'Skracamy ułamek.', math: `P(A) = ${frac(outcomes.length, faces)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
