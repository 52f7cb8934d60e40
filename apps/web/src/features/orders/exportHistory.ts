import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import type { HistoryParams } from './historyFilter';

/**
 * Downloads the history under `params` as the server wrote it (every page, exact decimals): the CSV
 * comes from the same query the list pages through, so the file and the screen agree.
 */
export async function exportHistory(params: HistoryParams): Promise<void> {
  const answer = await call(routes.historyExport, params, { loading: true });
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', answer.csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
