import { fireEvent, screen } from '@testing-library/react';
import { assignmentMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { GoalPicker, requirementKeysOf } from './GoalPicker';

describe('a practice goal in the assignment form', () => {
  it('reads requirement codes of the 2017 curriculum, in any case, by commas or spaces', () => {
    expect(requirementKeysOf('sp7-8.viii.8, SP7-8.V.2')).toEqual(['PP2017:SP7-8.VIII.8', 'PP2017:SP7-8.V.2']);
    expect(requirementKeysOf('KJ2026:LO-P.I')).toEqual(['KJ2026:LO-P.I']);
    expect(requirementKeysOf('Pitagoras!')).toBeNull();
    expect(requirementKeysOf('  ')).toBeNull();
  });

  it('adds the goal with its level, or says what is wrong with the codes', async () => {
    const onAdd = vi.fn();
    renderRoutes([{ path: '/', element: <GoalPicker onAdd={onAdd} /> }], { path: '/' });
    const codes = await screen.findByRole('textbox', { name: 'Kody wymagań (po przecinku)' });
    fireEvent.change(codes, { target: { value: 'Pitagoras!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj cel' }));
    expect(await screen.findByText(assignmentMessages.goalRequirements)).toBeInstanceOf(Element);
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.change(codes, { target: { value: 'SP7-8.VIII.8' } });
    fireEvent.click(screen.getByRole('radio', { name: 'do utrwalenia' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj cel' }));
    expect(onAdd).toHaveBeenCalledWith({ requirements: ['PP2017:SP7-8.VIII.8'], level: 'review' });
  });
});
