import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsSummary } from '@leverline/contract';
import { formatDate } from '../../ui/dateTime';
import { pictureUrl } from '../../ui/pictureUrl';
import { NewsCover } from './NewsCover';

/** One article of the list: cover, title, two lines of description and the date. */
export const NewsRow = memo(function NewsRow({ news }: { news: NewsSummary }) {
  const { i18n } = useTranslation();
  return (
    <Link className="news-row" to={`/news/detail?id=${news.id}`} data-testid={`news-row-${news.id}`}>
      <NewsCover src={pictureUrl(news.logo)} className="news-row-cover" />
      <span className="news-row-text">
        <span className="news-row-title">{news.title}</span>
        {news.desc && <span className="news-row-desc">{news.desc}</span>}
        <time className="news-row-date" dateTime={news.created_at}>
          {formatDate(news.created_at, i18n.language)}
        </time>
      </span>
    </Link>
  );
});
