import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComplianceStatus } from '@leverline/contract';
import { changeLang } from '../../i18n/i18n';
import { useFakeApi as serveFakeApi, testUser, type RecordedRequest } from '../../test/fakeApi';
import { sessionStore } from '../identity/session';
import { QuestionnaireGate } from './QuestionnaireGate';

const STATUS: ComplianceStatus = {
  terms_version: null,
  accepted_version: null,
  accepted_at: null,
  terms_needed: false,
  test_needed: true,
  test_passed: false,
  retake_at: null,
  residence: 'DE',
  residence_needed: false,
  residence_restricted: false,
};

/**
 * The server as compliance set it up: the first question entered in German too (its second
 * option left to the default), the second in the default language only. It answers in the
 * request's language, as the server does.
 */
function questionsIn(request: RecordedRequest) {
  const german = request.headers.lang === 'de';
  return {
    data: {
      questions: [
        {
          text: german ? 'Haben Sie schon mit Hebelprodukten gehandelt?' : 'Have you traded leveraged products before?',
          options: german ? ['Nie', 'A few times', 'Oft'] : ['Never', 'A few times', 'Often'],
        },
        { text: 'What happens to a position at the stop-out level?', options: ['Nothing', 'It is closed'] },
      ],
      status: STATUS,
    },
  };
}

describe('QuestionnaireGate', () => {
  afterEach(async () => {
    await changeLang('en');
  });

  it("asks the questions in the trader's language where the broker entered it, the default elsewhere, instead of the deposit form", async () => {
    sessionStore.signIn('tok', testUser());
    const api = serveFakeApi({ '/api/compliance/questionnaire': questionsIn });
    render(
      <QuestionnaireGate>
        <p>deposit form</p>
      </QuestionnaireGate>,
    );
    expect((await screen.findByTestId('question-0')).textContent).toContain('Have you traded leveraged products before?');
    expect(screen.queryByText('deposit form')).toBeNull();

    await act(() => changeLang('de'));
    await waitFor(() => expect(screen.getByTestId('question-0').textContent).toContain('Haben Sie schon mit Hebelprodukten gehandelt?'));
    const requests = api.requests.filter((r) => r.path === '/api/compliance/questionnaire');
    expect(requests.at(-1)!.headers.lang).toBe('de');
    expect(screen.getByText('Angemessenheitsfragebogen')).toBeTruthy();
    expect(['Nie', 'A few times', 'Oft'].map((o) => screen.getByTestId('question-0').textContent?.includes(o))).toEqual([true, true, true]);
    // No German entered for the second question: the default language's text.
    expect(screen.getByTestId('question-1').textContent).toContain('What happens to a position at the stop-out level?');
  });
});
