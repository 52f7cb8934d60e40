import { Button, DotLoading } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../ui/PageNav';
import { RetryMessage } from '../../ui/RetryMessage';
import { useGoBack } from '../../ui/useGoBack';
import { NewsArticle } from './NewsArticle';
import { articleIdOf, useNewsArticle } from './useNewsArticle';
import './news.css';

/** An id that names no article (missing, malformed, or unknown to the server), and the way back. */
function NotFound() {
  const { t } = useTranslation();
  const back = useGoBack('/news');
  return (
    <div className="news-missing" role="alert" data-testid="news-not-found">
      <p>{t('news.not_found')}</p>
      <Button size="small" color="primary" fill="outline" onClick={back}>
        {t('news.back_to_list')}
      </Button>
    </div>
  );
}

function ArticleLoader({ id }: { id: number }) {
  const { data, status, reload } = useNewsArticle(id);
  if (status === 'failed') return <RetryMessage onRetry={() => void reload()} testId="news-failed" />;
  if (!data) {
    return (
      <div className="paged-end">
        <DotLoading />
      </div>
    );
  }
  return data.news ? <NewsArticle news={data.news} /> : <NotFound />;
}

/** One article (§2 /news/detail?id=…), open to visitors. */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = articleIdOf(params.get('id'));
  return (
    <div className="page news-detail-page">
      <PageNav title={t('news.title')} fallback="/news" />
      {id === null ? <NotFound /> : <ArticleLoader key={id} id={id} />}
    </div>
  );
}
