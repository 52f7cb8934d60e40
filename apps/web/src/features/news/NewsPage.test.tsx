// DOMPurify needs two browser behaviours that happy-dom lacks.
import '../../../../../test-support/browserDom';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testNews } from '../../test/community';
// A plain function despite its name: it wires the API client, it is not a React hook.
import { useFakeApi as serveFakeApi, type Answer, type RecordedRequest } from '../../test/fakeApi';
import { openApp } from '../../test/openApp';

type Route = Answer | ((request: RecordedRequest) => Answer);

/** 11 articles, 10 a page (the server's page size), newest first. */
const ARTICLES = Array.from({ length: 11 }, (_, i) =>
  testNews({
    id: 11 - i,
    title: `Lesson ${11 - i}`,
    created_at: `2026-03-${String(20 - i).padStart(2, '0')}T08:00:00.000Z`,
  }),
);

function openNews(path: string, routes: Record<string, Route> = {}) {
  const api = serveFakeApi({
    '/api/news/list': (request) => {
      const page = Number(request.query.get('page'));
      return { data: { data: ARTICLES.slice((page - 1) * 10, page * 10), total: ARTICLES.length } };
    },
    '/api/news/info': (request) => {
      const found = ARTICLES.find((news) => String(news.id) === request.query.get('id'));
      return found ? { data: found } : { code: 1075, msg: 'This article does not exist' };
    },
    ...routes,
  });
  const router = openApp(path);
  return { api, router };
}

const requestsTo = (api: ReturnType<typeof serveFakeApi>, path: string) =>
  api.requests.filter((request) => request.path === path);

/**
 * Lets the infinite scroll see its end line: happy-dom lays nothing out and has no offsetParent,
 * which antd-mobile reads as "hidden" and so never loads the next page.
 */
function layOutPage() {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
}

afterEach(() => {
  delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
});

describe('news list', () => {
  it('lists the articles page by page with cover, title, description and date', async () => {
    layOutPage();
    const { api } = openNews('/news');
    expect(await screen.findByTestId('news-row-11')).toBeTruthy();
    // the list end is in view (every box sits at the top), so page 2 follows at once
    expect(await screen.findByTestId('news-row-1')).toBeTruthy();
    expect((await screen.findByTestId('news-list-end')).textContent).toBe('No more');
    expect(
      requestsTo(api, '/api/news/list').map((r) => [r.query.get('category_id'), r.query.get('page')]),
    ).toEqual([
      ['1', '1'],
      ['1', '2'],
    ]);
    const row = screen.getByTestId('news-row-11');
    expect(row.textContent).toContain('Lesson 11');
    expect(row.textContent).toContain('Margin is the deposit');
    expect(row.querySelector('time')?.textContent).toBe('Mar 20, 2026');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/news/how-margin-and-leverage-work.svg');
    // a footer page: the tab bar is there, with no tab marked
    expect(screen.getByTestId('tab-quotes')).toBeTruthy();
  });

  it('opens an article from the list', async () => {
    const { api, router } = openNews('/news');
    fireEvent.click(await screen.findByTestId('news-row-7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/detail'));
    expect(router.state.location.search).toBe('?id=7');
    expect((await screen.findByTestId('news-title')).textContent).toBe('Lesson 7');
    expect(requestsTo(api, '/api/news/info').map((r) => r.query.get('id'))).toEqual(['7']);
  });

  it('is reached from the news icon on the home page', async () => {
    const { router } = openNews('/', {
      '/v1/api/forex/trade_list': { data: [] },
      '/v1/api/forex/getCategories': { data: [] },
    });
    fireEvent.click(await screen.findByTestId('home-news'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
  });
});

describe('news article', () => {
  it('shows the content sanitised once more: no script, handler, javascript: link or foreign frame', async () => {
    const content =
      '<h2>Stops</h2><p>Read <a href="https://example.com/guide">the guide</a>.</p>' +
      '<script>window.hacked = true</script>' +
      '<img src="/news/stop.svg" onerror="window.hacked = true" alt="stop">' +
      '<a href="javascript:window.hacked = true">win</a>' +
      '<iframe src="https://evil.example/embed/1"></iframe>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" allowfullscreen></iframe>';
    openNews('/news/detail?id=5', {
      '/api/news/info': { data: testNews({ id: 5, title: 'Stops', content }) },
    });
    const body = await screen.findByTestId('news-content');
    expect(screen.getByTestId('news-title').textContent).toBe('Stops');
    expect(body.querySelector('h2')?.textContent).toBe('Stops');
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|javascript:|hacked|evil/);
    expect(body.querySelector('img')?.getAttribute('src')).toBe('/news/stop.svg');
    const links = [...body.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/guide', null]);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect([...body.querySelectorAll('iframe')].map((f) => f.getAttribute('src'))).toEqual([
      'https://www.youtube-nocookie.com/embed/abc123',
    ]);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says an id that is missing or not a number names no article, without asking the server', async () => {
    const { api } = openNews('/news/detail?id=abc');
    expect((await screen.findByTestId('news-not-found')).textContent).toContain(
      'This article could not be found.',
    );
    expect(requestsTo(api, '/api/news/info')).toEqual([]);
  });

  it('offers a retry when the article cannot be loaded for another reason', async () => {
    let asked = 0;
    openNews('/news/detail?id=3', {
      '/api/news/info': () => {
        asked += 1;
        return asked === 1
          ? { code: 1500, msg: 'Server error' }
          : { data: testNews({ id: 3, title: 'Spreads' }) };
      },
    });
    fireEvent.click(within(await screen.findByTestId('news-failed')).getByRole('button'));
    expect((await screen.findByTestId('news-title')).textContent).toBe('Spreads');
  });

  it('says an article the server does not have is not found, and leads back to the list', async () => {
    const { router } = openNews('/news/detail?id=99');
    fireEvent.click(within(await screen.findByTestId('news-not-found')).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
  });
});
