import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs, startFakeApi } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { QuestionnaireCard } from './QuestionnaireCard';

const SAVED = {
  questions: [
    {
      text: 'Have you traded leveraged products before?',
      options: [
        { text: 'Never', points: 0 },
        { text: 'Often', points: 2 },
      ],
      translations: { de: { text: 'Haben Sie schon mit Hebelprodukten gehandelt?', options: ['Nie'] } },
    },
  ],
  pass_score: 2,
  retake_hours: 24,
  updated_at: '2026-11-27T10:00:00.000Z',
};

describe('QuestionnaireCard', () => {
  it('edits a question in another language beside the default one, one field per option, and saves it by language', async () => {
    const api = startFakeApi({
      '/admin/api/compliance/questionnaire': { data: SAVED },
      '/admin/api/compliance/questionnaire/save': { data: SAVED },
    });
    signInAs('compliance');
    renderPage(<QuestionnaireCard />);
    const germanText = await screen.findByTestId<HTMLInputElement>('question-0-lang-0-text');
    expect(germanText.value).toBe('Haben Sie schon mit Hebelprodukten gehandelt?');
    expect(screen.getByTestId<HTMLInputElement>('question-0-lang-0-option-0').value).toBe('Nie');
    // The option not translated yet shows the default text it stands for.
    const second = screen.getByTestId<HTMLInputElement>('question-0-lang-0-option-1');
    expect([second.value, second.placeholder]).toEqual(['', 'Often']);
    fireEvent.change(second, { target: { value: 'Oft' } });

    fireEvent.click(screen.getByTestId('questionnaire-save'));
    await waitFor(() => expect(api.to('/admin/api/compliance/questionnaire/save')).toHaveLength(1));
    expect(api.to('/admin/api/compliance/questionnaire/save')[0]!.body).toEqual({
      questions: [
        {
          text: 'Have you traded leveraged products before?',
          options: [
            { text: 'Never', points: 0 },
            { text: 'Often', points: 2 },
          ],
          translations: { de: { text: 'Haben Sie schon mit Hebelprodukten gehandelt?', options: ['Nie', 'Oft'] } },
        },
      ],
      pass_score: 2,
      retake_hours: 24,
    });
  });

  it('adds a language to a question: nothing is saved until a language is picked', async () => {
    const api = startFakeApi({
      '/admin/api/compliance/questionnaire': { data: { ...SAVED, questions: [{ ...SAVED.questions[0]!, translations: {} }] } },
      '/admin/api/compliance/questionnaire/save': { data: SAVED },
    });
    signInAs('compliance');
    renderPage(<QuestionnaireCard />);
    fireEvent.click(await screen.findByTestId('question-0-translation-add'));
    fireEvent.change(await screen.findByTestId('question-0-lang-0-text'), { target: { value: 'Avez-vous déjà négocié ?' } });
    fireEvent.click(screen.getByTestId('questionnaire-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.to('/admin/api/compliance/questionnaire/save')).toHaveLength(0);
  });
});
