import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { News } from '@leverline/contract';
import { formatDate } from '../../ui/dateTime';
import { pictureUrl } from '../../ui/pictureUrl';
import { NewsCover } from './NewsCover';
import { sanitizeArticle } from './sanitizeArticle';

/** An article: title, date, cover and its HTML, sanitised here once more before it is shown. */
export function NewsArticle({ news }: { news: News }) {
  const { i18n } = useTranslation();
  const html = useMemo(() => sanitizeArticle(news.content), [news.content]);
  return (
    <article className="news-article">
      <h1 className="news-article-title" data-testid="news-title">
        {news.title}
      </h1>
      <time className="news-article-date" dateTime={news.created_at}>
        {formatDate(news.created_at, i18n.language)}
      </time>
      <NewsCover src={pictureUrl(news.logo)} className="news-article-cover" />
      <div className="news-content" data-testid="news-content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
