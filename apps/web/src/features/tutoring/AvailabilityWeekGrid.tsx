import { VisuallyHidden } from '@mantine/core';
import { IconPlus, IconRepeat } from '@tabler/icons-react';
import { formatMinuteOfDay } from '@zadania/shared';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AvailabilityWeekGrid.module.css';
import {
  addCellLabel,
  formatDayName,
  formatDayShort,
  hourIsFree,
  occurrenceLabel,
  repeatWords,
  type TOccurrence,
} from './availability-week';
import { moveInGrid, type TGridItem } from './grid-navigation';
import type { TFocusRequest } from './useAvailability';
import './tutoring.pl';

/** The height of one hour row, in pixels. */
const rowHeight = 44;
const navigationKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

export type TWeekViewProps = {
  dates: string[];
  today: string;
  occurrences: TOccurrence[];
  /** Whether another slot may be added (the free hours offer it). */
  canAdd: boolean;
  onAdd: (date: string, hour: number) => void;
  onEdit: (occurrence: TOccurrence) => void;
  focusRequest: TFocusRequest | null;
  onFocusDone: () => void;
};

type TGridProps = TWeekViewProps & { hours: number[]; caption: string; helpId: string };

/** The block's place in its start hour's cell: its minutes as pixels, side by side with the ones it overlaps. */
const blockStyle = (item: TOccurrence, hour: number): CSSProperties => ({
  top: ((item.startMinute - hour * 60) / 60) * rowHeight,
  // At least 24 px: the smallest target WCAG 2.2 (2.5.8) allows.
  height: Math.max(24, ((item.endMinute - item.startMinute) / 60) * rowHeight - 2),
  left: `calc(${(item.lane / item.lanes) * 100}% + 2px)`,
  width: `calc(${100 / item.lanes}% - 4px)`,
});

/**
 * The week as a table with grid keys (one tab stop; arrows move between hours and days): days as columns, hours as
 * rows, each occurrence a block at its time (a button that edits the slot), each free hour a button that adds one.
 */
export function AvailabilityWeekGrid(props: TGridProps) {
  const { dates, today, occurrences, hours, canAdd, onAdd, onEdit, focusRequest, onFocusDone } = props;
  const { t } = useTranslation();
  const tableRef = useRef<HTMLTableElement>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const byDay = dates.map((_, day) => occurrences.filter((item) => item.day === day));
  const free = (day: number, hour: number) => canAdd && hourIsFree(byDay[day] ?? [], hour);
  const items: TGridItem[] = [
    ...occurrences.map((item) => ({ key: item.key, day: item.day, start: item.startMinute, end: item.endMinute })),
    ...dates.flatMap((date, day) =>
      hours
        .filter((hour) => free(day, hour))
        .map((hour) => ({ key: `add:${date}:${hour}`, day, start: hour * 60, end: hour * 60 + 60 })),
    ),
  ];
  const todayColumn = dates.indexOf(today);
  const tabStop =
    items.find((item) => item.key === activeKey)?.key ??
    occurrences[0]?.key ??
    items.find((item) => item.day === Math.max(0, todayColumn))?.key ??
    items[0]?.key;
  const focusItem = (key: string) => {
    setActiveKey(key);
    tableRef.current?.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus();
  };

  // After a dialog opened from the grid saves, focus goes to the saved slot's block (the free hour it came from is gone).
  useEffect(() => {
    if (!focusRequest) return;
    const target =
      occurrences.find((item) => item.slot.id === focusRequest.slotId && item.date === focusRequest.date) ??
      occurrences.find((item) => item.slot.id === focusRequest.slotId);
    if (target) focusItem(target.key);
    onFocusDone();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!navigationKeys.has(event.key)) return;
    const key = (event.target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset.key;
    const current = items.find((item) => item.key === key);
    if (!current) return;
    event.preventDefault();
    const next = moveInGrid(items, current, event.key, event.ctrlKey || event.metaKey);
    if (next) focusItem(next.key);
  };

  return (
    <table
      ref={tableRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows a table to be a grid; arrow keys need the screen readers' focus mode
      role="grid"
      className={classes.grid}
      aria-describedby={props.helpId}
      onKeyDown={onKeyDown}
      style={{ '--availability-row-height': `${rowHeight}px` } as CSSProperties}
    >
      <caption>
        <VisuallyHidden>{props.caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={classes.corner}>
            <VisuallyHidden>{t('tutoring.availability.week.hour')}</VisuallyHidden>
          </th>
          {dates.map((date) => (
            <th
              key={date}
              scope="col"
              className={date === today ? `${classes.dayHeader} ${classes.todayHeader}` : classes.dayHeader}
              aria-current={date === today ? 'date' : undefined}
            >
              <VisuallyHidden>{formatDayName(date)}</VisuallyHidden>
              <span aria-hidden>{formatDayShort(date)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {hours.map((hour) => (
          <tr key={hour}>
            <th scope="row" className={classes.hourHeader}>
              {formatMinuteOfDay(hour * 60)}
            </th>
            {dates.map((date, day) => (
              <td key={date} className={date === today ? `${classes.cell} ${classes.todayCell}` : classes.cell}>
                {free(day, hour) && (
                  <button
                    type="button"
                    className={classes.add}
                    data-key={`add:${date}:${hour}`}
                    tabIndex={tabStop === `add:${date}:${hour}` ? 0 : -1}
                    aria-label={addCellLabel(date, hour)}
                    onFocus={() => setActiveKey(`add:${date}:${hour}`)}
                    onClick={() => onAdd(date, hour)}
                  >
                    <IconPlus size={14} aria-hidden className={classes.plus} />
                  </button>
                )}
                {(byDay[day] ?? [])
                  .filter((item) => Math.floor(item.startMinute / 60) === hour)
                  .map((item) => (
                    <button
                      key={item.key}
                      type="button"
                      className={classes.block}
                      style={blockStyle(item, hour)}
                      data-key={item.key}
                      data-testid="availability-block"
                      tabIndex={tabStop === item.key ? 0 : -1}
                      aria-label={occurrenceLabel(item)}
                      onFocus={() => setActiveKey(item.key)}
                      onClick={() => onEdit(item)}
                    >
                      {/* One run of text, wrapped by the block: its words are in the name (WCAG 2.5.3). */}
                      <span>
                        <span className={classes.blockTime}>
                          {formatMinuteOfDay(item.startMinute)}–{formatMinuteOfDay(item.endMinute)}
                        </span>
                        {item.slot.repeat !== 'NO_REPEAT' && item.endMinute - item.startMinute >= 45 && (
                          <>
                            {' '}
                            <span className={classes.blockRepeat}>
                              <IconRepeat size={12} aria-hidden className={classes.repeatIcon} />
                              {repeatWords(item.slot.repeat)}
                            </span>
                          </>
                        )}
                      </span>
                    </button>
                  ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
