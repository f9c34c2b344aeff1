import { screen } from '@testing-library/react';
import type { THomework } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
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
  setStatus: false,
};

const task = (policies: Partial<THomework['policies']>, adminReview: THomework['adminReview'] = null): THomework => ({
  id: '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  slug: 'rownanie',
  status: 'PRIVATE',
  adminReview,
  author: { id: '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12', username: 'nauczyciel', displayName: 'Pani Anna' },
  subject: 'MATHS',
  level: 'HIGH_SCHOOL',
  description: '<p>Rozwiąż równanie.</p>',
  descriptionSvg: null,
  closed: false,
  answers: [],
  answer: null,
  answerCheck: null,
  answerHeldBack: false,
  answerKey: null,
  typeId: null,
  type: null,
  domainsIds: [],
  theoremsIds: [],
  definitionsIds: [],
  tagsIds: [],
  domains: [],
  theorems: [],
  definitions: [],
  tags: [],
  ratingsAvg: 0,
  ratingsCount: 0,
  solutionFormats: [],
  homeworkExams: [],
  createdAt: '2025-09-05T09:00:00.000Z',
  difficulty: { rating: 1500, attempts: 0 },
  requirements: [],
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
