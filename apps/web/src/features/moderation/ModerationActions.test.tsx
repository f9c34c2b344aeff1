import { screen } from '@testing-library/react';
import type { THomework } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { buildHomework } from '../../test/homework-fixtures';
import { renderWithProviders } from '../../test/render';
import { ModerationActions } from './ModerationActions';

const none: THomework['policies'] = {
  read: true,
  checkAnswer: false,
  update: false,
  delete: false,
  readReviews: false,
  editRequirements: false,
  submit: false,
  review: false,
  publish: false,
  chatAuthor: false,
  setStatus: false,
};

const task = (policies: Partial<THomework['policies']>, adminReview: THomework['adminReview'] = null): THomework => ({
  ...buildHomework({ adminReview }),
  policies: { ...none, ...policies },
});

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('ModerationActions shows what the server allowed, nothing it derives itself', () => {
  it('no policy: no action', async () => {
    renderWithProviders(<ModerationActions homework={task({})} />);
    await screen.findByText('Stan zadania');
    expect(buttonNames()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Edytuj' })).toBeNull();
    expect(screen.queryByText('Status widoczności')).toBeNull();
  });

  it('update and submit: the edit link and the submit button', async () => {
    renderWithProviders(<ModerationActions homework={task({ update: true, submit: true })} />);
    expect(await screen.findByRole('link', { name: 'Edytuj' })).toHaveProperty(
      'href',
      expect.stringContaining('/homeworks/rownanie/edit'),
    );
    expect(buttonNames()).toEqual(['Prześlij do recenzji']);
  });

  it('review and publish: the review and publish buttons, whatever the viewer', async () => {
    renderWithProviders(<ModerationActions homework={task({ review: true, publish: true }, { status: 'PENDING' })} />);
    await screen.findByText('Stan zadania');
    expect(buttonNames()).toEqual(['Zrecenzuj', 'Opublikuj']);
  });

  it('setStatus: the visibility form', async () => {
    renderWithProviders(<ModerationActions homework={task({ setStatus: true })} />);
    expect(await screen.findByText('Status widoczności')).toHaveProperty('tagName', 'LABEL');
  });
});
