import { useTranslation } from 'react-i18next';
import type { NewsSummary } from '@leverline/contract';
import { PageNav } from '../../ui/PageNav';
import { PagedList } from '../../ui/PagedList';
import { NewsRow } from './NewsRow';
import { useNewsList } from './useNewsList';
import './news.css';

const newsId = (item: NewsSummary) => item.id;

/**
 * News (§2 /news, a footer page open to visitors): the articles newest first, in the reader's
 * language when there are any, paged with infinite scroll and pull to refresh. It is not a tab of
 * its own (six are already there), so its bar has a back arrow to where the reader came from.
 */
export function NewsPage() {
  const { t } = useTranslation();
  const list = useNewsList();
  return (
    <div className="news-page">
      <PageNav title={t('news.title')} />
      <PagedList
        list={list}
        idOf={newsId}
        renderItem={(news) => <NewsRow news={news} />}
        testId="news-list"
      />
    </div>
  );
}
