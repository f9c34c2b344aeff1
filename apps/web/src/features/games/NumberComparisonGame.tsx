import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { comparisonSymbols, type TComparisonSymbol, type TGameAnswer, type TGamePlayLevel } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGameNumber } from './game-format';
import classes from './games.module.css';
import './games.pl';

export type TComparisonPlayLevel = NonNullable<TGamePlayLevel['comparison']>;

/** A right or wrong mark after a check, with its word for screen readers. */
export function ItemVerdict({ right, size = 28 }: { right: boolean; size?: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${classes.verdict} ${right ? classes.right : classes.wrong}`}
      data-verdict={right ? 'right' : 'wrong'}
    >
      {right ? <IconCheck size={size} aria-hidden /> : <IconX size={size} aria-hidden />}
      <VisuallyHidden>{right ? t('games.right') : t('games.wrong')}</VisuallyHidden>
    </span>
  );
}

/**
 * Number comparison (docs/product-spec.md sections 3 and 5): each pair `left ☐ right` with <, = and > as a radio
 * group named "Porównaj 3 i 5", so it works with a tap, a click and the keyboard (Tab to the pair, arrows to choose).
 */
export function NumberComparisonGame({
  level,
  answers,
  results,
  disabled,
  onAnswer,
}: {
  level: TComparisonPlayLevel;
  answers: readonly TGameAnswer[];
  results: readonly boolean[] | null;
  disabled: boolean;
  onAnswer: (index: number, answer: TComparisonSymbol) => void;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  return (
    <Stack gap="sm">
      <Text>{t('games.comparison.instruction')}</Text>
      <ol className={classes.pairs}>
        {level.items
          .map((item, position) => ({ ...item, position }))
          .map(({ position: index, ...item }) => {
            const left = formatGameNumber(item.left);
            const right = formatGameNumber(item.right);
            const verdict = results?.[index];
            return (
              <li key={`pair-${index}`}>
                <fieldset className={classes.pair} data-testid="comparison-pair">
                  <VisuallyHidden component="legend">{t('games.comparison.pair', { left, right })}</VisuallyHidden>
                  <span className={classes.number} aria-hidden>
                    {left}
                  </span>
                  <span className={classes.symbols}>
                    {comparisonSymbols.map((symbol) => (
                      <label key={symbol} className={classes.symbol}>
                        <input
                          type="radio"
                          className={classes.radio}
                          name={`${groupId}-${index}`}
                          value={symbol}
                          checked={answers[index] === symbol}
                          disabled={disabled}
                          aria-label={t(`games.comparison.symbols.${symbol}`)}
                          onChange={() => onAnswer(index, symbol)}
                        />
                        <span aria-hidden>{symbol}</span>
                      </label>
                    ))}
                  </span>
                  <span className={classes.number} aria-hidden>
                    {right}
                  </span>
                  {verdict !== undefined && <ItemVerdict right={verdict} />}
                </fieldset>
              </li>
            );
          })}
      </ol>
    </Stack>
  );
}
