import type { TCalendarEvent } from '@zadania/shared';
import { formatCount } from '../../components/number-format';
import { tutoringPl } from './tutoring.pl';
import { monthGrid, monthStartOf, type TDayTimes, weekStartOf } from './tutoring-format';

export type TCalendarView = 'week' | 'month';
export type TDayEvents = TDayTimes<TCalendarEvent>;

/** The Warsaw days a view shows around `anchor`: a Monday-first week, or the whole weeks of a month. */
export function calendarRange(view: TCalendarView, anchor: string): { from: string; days: number } {
  return view === 'week' ? { from: weekStartOf(anchor), days: 7 } : monthGrid(monthStartOf(anchor));
}

/** Who the event is with: a group lesson shows the teacher its participants, a lesson the other person. */
export function eventName(event: TCalendarEvent) {
  if (event.group && event.role === 'teacher') {
    return formatCount(event.group.participants, tutoringPl.calendar.groupParticipants);
  }
  return event.counterpart.displayName;
}

/** The key of what the other side is: a group lesson, or the student or the teacher of the lesson. */
export function eventRoleKey(event: TCalendarEvent) {
  return event.group
    ? 'tutoring.calendar.group'
    : event.role === 'teacher'
      ? 'tutoring.roles.student'
      : 'tutoring.roles.teacher';
}
