import type { TGenerator } from '../generator.types';
import {
  answerKey,
  drawFrom,
  drawInt,
  drawNonZero,
  equationDraft,
  frac,
  linearFactor,
  m,
  num,
  numberKey,
  numText,
  paragraphs,
  paren,
  plural,
  poly,
  pp,
  signed,
  signedTerm,
} from '../generator-draw';

/** E8: wyrażenia algebraiczne, równania, procenty, proporcjonalność, zadania tekstowe. */
export const e8AlgebraGenerators: TGenerator[] = [
  {
    id: 'e8-wartosc-wyrazenia',
    title: 'Wartość liczbowa wyrażenia algebraicznego',
    exam: 'E8',
    section: 'Wyrażenia algebraiczne',
    requirements: [pp('SP7-8.III')],
    conceptSlugs: ['algebra'],
    draw(random) {
      const a = drawNonZero(random, -4, 4);
      const b = drawInt(random, -9, 9);
      const c = drawInt(random, -9, 9);
      const x = drawNonZero(random, -4, 4);
      const expression = poly([a, b, c]);
      const substituted = `${num(a)} \\cdot ${paren(x)}^{2} ${signed(b)} \\cdot ${paren(x)} ${signed(c)}`;
      const square = x * x;
      const result = a * square + b * x + c;
      return {
        statementHtml: paragraphs(`Oblicz wartość wyrażenia ${m(expression)} dla ${m(`x = ${num(x)}`)}.`),
        answer: numberKey(result),
        steps: [
          { explanation: `Podstawiamy ${num(x)} w miejsce x.`, math: substituted },
          {
            explanation: 'Najpierw potęgowanie, potem mnożenie.',
            math: `${num(a * square)} ${signed(b * x)} ${signed(c)}`,
          },
          { explanation: 'Dodajemy.', math: num(result) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-redukcja-wyrazow',
    title: 'Upraszczanie wyrażeń: nawiasy i wyrazy podobne',
    exam: 'E8',
    section: 'Wyrażenia algebraiczne',
    requirements: [pp('SP7-8.IV')],
    conceptSlugs: ['algebra'],
    draw(random) {
      const a = drawInt(random, 2, 7);
      const b = drawNonZero(random, -9, 9);
      const c = drawInt(random, 2, 7);
      const d = drawNonZero(random, -9, 9);
      if (a === c) return null;
      const problem = `${a}(${poly([1, b])}) - ${c}(${poly([1, d])})`;
      const opened = `${poly([a, a * b])} - ${c}x ${signed(-c * d)}`;
      const result = poly([a - c, a * b - c * d]);
      return {
        statementHtml: paragraphs(`Uprość wyrażenie ${m(problem)}.`),
        answer: answerKey.expression(result),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          {
            explanation: 'Mnożymy każdy wyraz w nawiasie; przed drugim nawiasem jest minus, więc zmieniamy znaki.',
            math: opened,
          },
          { explanation: 'Redukujemy wyrazy podobne.', math: result },
        ],
        verification: { mode: 'expression' },
      };
    },
  },
  {
    id: 'e8-mnozenie-sum-algebraicznych',
    title: 'Mnożenie sum algebraicznych',
    exam: 'E8',
    section: 'Wyrażenia algebraiczne',
    requirements: [pp('SP7-8.IV')],
    conceptSlugs: ['algebra'],
    draw(random) {
      const p = drawNonZero(random, -8, 8);
      const q = drawNonZero(random, -8, 8);
      const k = drawInt(random, 1, 3);
      const problem = `(${k === 1 ? '' : k}x ${signed(p)})(x ${signed(q)})`;
      const expanded = `${k === 1 ? '' : k}x^{2} ${signedTerm(k * q)} ${signedTerm(p)} ${signed(p * q)}`;
      const result = poly([k, k * q + p, p * q]);
      return {
        statementHtml: paragraphs(`Zapisz w postaci sumy algebraicznej iloczyn ${m(problem)}.`),
        answer: answerKey.expression(result),
        steps: [
          { explanation: 'Iloczyn.', math: problem },
          { explanation: 'Mnożymy każdy wyraz pierwszej sumy przez każdy wyraz drugiej.', math: expanded },
          { explanation: 'Redukujemy wyrazy podobne.', math: result },
        ],
        verification: { mode: 'expression' },
      };
    },
  },
  {
    id: 'e8-rownanie-liniowe',
    title: 'Równanie pierwszego stopnia z nawiasem',
    exam: 'E8',
    section: 'Równania',
    requirements: [pp('SP7-8.VI')],
    conceptSlugs: ['rownanie-liniowe', 'algebra'],
    draw(random) {
      const x = drawInt(random, -9, 9);
      const a = drawInt(random, 2, 6);
      const b = drawNonZero(random, -9, 9);
      const c = drawNonZero(random, -5, 5);
      if (a === c) return null;
      const d = a * (x - b) - c * x;
      const problem = `${a}(${linearFactor(b)}) = ${poly([c, d])}`;
      return equationDraft(problem, numberKey(x), [
        { explanation: 'Opuszczamy nawias.', math: `${poly([a, -a * b])} = ${poly([c, d])}` },
        {
          explanation: 'Wyrazy z niewiadomą przenosimy na lewą stronę, liczby na prawą.',
          math: `${a}x ${signedTerm(-c)} = ${num(d)} ${signed(a * b)}`,
        },
        { explanation: 'Redukujemy wyrazy podobne.', math: `${poly([a - c, 0])} = ${num(d + a * b)}` },
        { explanation: `Dzielimy obie strony przez ${num(a - c)}.`, math: `x = ${num(x)}` },
      ]);
    },
  },
  {
    id: 'e8-rownanie-z-ulamkami',
    title: 'Równanie z ułamkami',
    exam: 'E8',
    section: 'Równania',
    requirements: [pp('SP7-8.VI')],
    conceptSlugs: ['rownanie-liniowe', 'ulamek-zwykly'],
    draw(random) {
      const b = drawInt(random, 2, 5);
      const d = drawInt(random, 2, 6);
      if (b === d) return null;
      const x = drawInt(random, -12, 12);
      const a = drawInt(random, -9, 9);
      // d(x + a) = b(x - c) at the drawn x: c = x - d(x + a)/b must be an integer.
      const numerator = b * x - d * (x + a);
      if (numerator % b !== 0) return null;
      const c = numerator / b;
      if (c === 0 || a === 0) return null;
      const problem = `\\frac{${linearFactor(-a)}}{${b}} = \\frac{${linearFactor(c)}}{${d}}`;
      return equationDraft(problem, numberKey(x), [
        {
          explanation: `Mnożymy obie strony przez ${b * d}.`,
          math: `${d}(${linearFactor(-a)}) = ${b}(${linearFactor(c)})`,
        },
        { explanation: 'Opuszczamy nawiasy.', math: `${poly([d, d * a])} = ${poly([b, -b * c])}` },
        { explanation: 'Porządkujemy.', math: `${poly([d - b, 0])} = ${num(-b * c - d * a)}` },
        { explanation: 'Dzielimy przez współczynnik przy x.', math: `x = ${num(x)}` },
      ]);
    },
  },
  {
    id: 'e8-procent-z-liczby',
    title: 'Procent danej liczby',
    exam: 'E8',
    section: 'Procenty',
    requirements: [pp('SP7-8.V')],
    conceptSlugs: ['procent', 'procenty'],
    draw(random) {
      const percent = drawFrom(random, [5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80]);
      const whole = drawInt(random, 2, 60) * 20;
      const result = (percent * whole) / 100;
      if (!Number.isInteger(result * 10)) return null;
      const statement = drawFrom(random, [
        `Rower kosztował ${whole} zł. Sklep obniżył jego cenę o ${percent}%. O ile złotych obniżono cenę roweru?`,
        `Do szkoły uczęszcza ${whole} uczniów, z czego ${percent}% dojeżdża autobusem. Ilu uczniów dojeżdża autobusem?`,
        `Działka ma powierzchnię ${whole} m². Ogród warzywny zajmuje ${percent}% działki. Ile metrów kwadratowych zajmuje ogród?`,
      ]);
      return {
        statementHtml: paragraphs(statement),
        answer: answerKey.number(num(result)),
        steps: [
          { explanation: `Obliczamy ${percent}% liczby ${whole}.`, math: `${percent}\\% \\cdot ${whole}` },
          {
            explanation: 'Zamieniamy procent na ułamek.',
            math: `\\frac{${percent}}{100} \\cdot ${whole} = ${num(result)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-liczba-z-procentu',
    title: 'Liczba, gdy dany jest jej procent',
    exam: 'E8',
    section: 'Procenty',
    requirements: [pp('SP7-8.V')],
    conceptSlugs: ['procent', 'procenty', 'zadanie-tekstowe'],
    draw(random) {
      const percent = drawFrom(random, [5, 10, 20, 25, 40, 50, 75]);
      const whole = drawInt(random, 2, 40) * 20;
      const part = (percent * whole) / 100;
      if (!Number.isInteger(part)) return null;
      return {
        statementHtml: paragraphs(
          `Marta przeczytała już ${part} ${plural(part, 'stronę', 'strony', 'stron')} książki, co stanowi ${percent}% wszystkich jej stron. Ile stron ma ta książka?`,
        ),
        answer: numberKey(whole),
        steps: [
          {
            explanation: `${percent}% liczby stron to ${part}, więc liczba stron to ${part} podzielone przez ${percent}%.`,
            math: `${part} : ${percent}\\%`,
          },
          {
            explanation: 'Dzielimy przez ułamek, czyli mnożymy przez jego odwrotność.',
            math: `${part} \\cdot \\frac{100}{${percent}} = ${whole}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-podwyzka-i-obnizka',
    title: 'Podwyżka i obniżka ceny o procent',
    exam: 'E8',
    section: 'Procenty',
    requirements: [pp('SP7-8.V')],
    conceptSlugs: ['procenty', 'zadanie-tekstowe'],
    draw(random) {
      const price = drawInt(random, 4, 50) * 10;
      const up = drawFrom(random, [10, 20, 25, 50]);
      const down = drawFrom(random, [10, 20, 25, 50]);
      const result = (price * (100 + up) * (100 - down)) / 10000;
      if (!Number.isInteger(result * 100)) return null;
      return {
        statementHtml: paragraphs(
          `Kurtka kosztowała ${price} zł. Najpierw jej cenę podniesiono o ${up}%, a potem nową cenę obniżono o ${down}%. Ile złotych kosztuje kurtka po obu zmianach?`,
        ),
        answer: answerKey.number(num(result)),
        steps: [
          {
            explanation: `Po podwyżce cena to ${100 + up}% ceny, po obniżce ${100 - down}% nowej ceny.`,
            math: `${price} \\cdot ${num((100 + up) / 100)} \\cdot ${num((100 - down) / 100)}`,
          },
          {
            explanation: 'Mnożymy po kolei.',
            math: `${num((price * (100 + up)) / 100)} \\cdot ${num((100 - down) / 100)} = ${num(result)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-proporcjonalnosc-prosta',
    title: 'Wielkości wprost proporcjonalne',
    exam: 'E8',
    section: 'Proporcjonalność',
    requirements: [pp('SP7-8.VII')],
    conceptSlugs: ['zadanie-tekstowe', 'arytmetyka'],
    draw(random) {
      const unit = drawInt(random, 3, 24) / 2;
      const amount = drawInt(random, 2, 6);
      const wanted = drawInt(random, 2, 12);
      if (wanted === amount) return null;
      const cost = unit * amount;
      const result = unit * wanted;
      const [what, measure] = drawFrom(random, [
        ['jabłek', 'kg'],
        ['truskawek', 'kg'],
        ['sera', 'kg'],
      ] as const);
      return {
        statementHtml: paragraphs(
          `Za ${amount} ${measure} ${what} zapłacono ${numText(cost)} zł. Ile trzeba zapłacić za ${wanted} ${measure} ${what} w tej samej cenie?`,
        ),
        answer: answerKey.number(num(result)),
        steps: [
          {
            explanation: 'Cena jest wprost proporcjonalna do masy: dzielimy przez masę i mnożymy przez nową masę.',
            math: `\\frac{${num(cost)}}{${amount}} \\cdot ${wanted}`,
          },
          {
            explanation: `Cena 1 ${measure} to ${numText(unit)} zł.`,
            math: `${num(unit)} \\cdot ${wanted} = ${num(result)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-predkosc-droga-czas',
    title: 'Prędkość, droga i czas',
    exam: 'E8',
    section: 'Zadania tekstowe',
    requirements: [pp('SP4-6.XIV'), pp('SP4-6.XII')],
    conceptSlugs: ['zadanie-tekstowe'],
    draw(random) {
      const speed = drawFrom(random, [4, 5, 6, 8, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 48, 50, 60, 72, 80, 90, 100]);
      const minutes = drawFrom(random, [10, 12, 15, 20, 30, 36, 40, 45, 48, 75, 90, 100, 120, 150]);
      const distance = (speed * minutes) / 60;
      if (!Number.isInteger(distance * 2)) return null;
      const askSpeed = random() < 0.5;
      if (askSpeed)
        return {
          statementHtml: paragraphs(
            `Pan Adam przejechał ${numText(distance)} km w ciągu ${minutes} minut. Z jaką średnią prędkością jechał? Wynik podaj w km/h.`,
          ),
          answer: answerKey.number(num(speed)),
          steps: [
            {
              explanation: `Prędkość to droga podzielona przez czas; ${minutes} min to ${m(frac(minutes, 60))} h.`,
              math: `v = ${num(distance)} : ${frac(minutes, 60)}`,
            },
            {
              explanation: 'Dzielimy przez ułamek: mnożymy przez odwrotność.',
              math: `v = ${num(distance)} \\cdot ${frac(60, minutes)} = ${speed}`,
            },
          ],
          verification: { mode: 'value' },
        };
      return {
        statementHtml: paragraphs(
          `Rowerzysta jedzie ze stałą prędkością ${speed} km/h. Jaką drogę pokona w ciągu ${minutes} minut? Wynik podaj w kilometrach.`,
        ),
        answer: answerKey.number(num(distance)),
        steps: [
          {
            explanation: `Droga to prędkość razy czas; ${minutes} min to ${minutes}/60 h.`,
            math: `s = ${speed} \\cdot ${frac(minutes, 60)}`,
          },
          { explanation: 'Mnożymy.', math: `s = ${num(distance)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-zadanie-tekstowe-rownanie',
    title: 'Zadanie tekstowe prowadzące do równania',
    exam: 'E8',
    section: 'Zadania tekstowe',
    requirements: [pp('SP7-8.VI'), pp('SP4-6.XIV')],
    conceptSlugs: ['zadanie-tekstowe', 'rownanie-liniowe'],
    draw(random) {
      const younger = drawInt(random, 5, 15);
      const difference = drawInt(random, 2, 12);
      const total = 2 * younger + difference;
      const [girl, girlOf, boy] = drawFrom(random, [
        ['Ola', 'Oli', 'Kuba'],
        ['Zosia', 'Zosi', 'Antek'],
        ['Hania', 'Hani', 'Staś'],
        ['Maja', 'Mai', 'Tomek'],
      ] as const);
      return {
        statementHtml: paragraphs(
          `${girl} i ${boy} mają razem ${total} ${plural(total, 'rok', 'lata', 'lat')}. ${boy} jest o ${difference} ${plural(difference, 'rok', 'lata', 'lat')} starszy od ${girlOf}. Ile lat ma ${girl}?`,
        ),
        answer: numberKey(younger),
        steps: [
          {
            explanation: `Oznaczamy wiek ${girlOf} przez x; ${boy} ma x + ${difference} ${plural(difference, 'rok', 'lata', 'lat')}.`,
            math: `x + x + ${difference} = ${total}`,
          },
          { explanation: 'Redukujemy wyrazy podobne.', math: `2x + ${difference} = ${total}` },
          { explanation: `Odejmujemy ${difference} od obu stron.`, math: `2x = ${total - difference}` },
          { explanation: 'Dzielimy przez 2.', math: `x = ${younger}` },
        ],
        verification: { mode: 'equation' },
      };
    },
  },
];
