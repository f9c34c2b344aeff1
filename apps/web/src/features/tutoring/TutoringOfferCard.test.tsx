import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { TutoringOfferCard } from './TutoringOfferCard';
import { json, renderTutoring, savedOffer, stubTutoringApi, teacherId } from './tutoring-test-kit';

clearSessionAfterEachTest();

describe('the tutoring offer on a teacher’s card', () => {
  it('shows what the teacher teaches, from what price, and links to booking', async () => {
    stubTutoringApi({ [`GET /api/tutoring/teachers/${teacherId}`]: () => json(200, savedOffer) }, { role: null });
    renderTutoring(<TutoringOfferCard teacherId={teacherId} />);
    const card = await screen.findByRole('region', { name: 'Korepetycje' });
    expect(card.textContent).toContain('Matematyka');
    expect(card.textContent).toContain('od 80,00\u00a0zł');
    expect(screen.getByRole('link', { name: 'Zarezerwuj zajęcia' }).getAttribute('href')).toBe(
      `/tutoring/${teacherId}`,
    );
  });

  it('shows nothing for a teacher who does not tutor now', async () => {
    const calls = stubTutoringApi({}, { role: null });
    renderTutoring(<TutoringOfferCard teacherId={teacherId} />);
    await waitFor(() => expect(calls.some((call) => call.path === `/api/tutoring/teachers/${teacherId}`)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Korepetycje' })).toBeNull();
  });
});
