import { routes, type StatementFormat } from '@leverline/contract';
import { call } from '../../api/client';

/**
 * Downloads one statement of the trader's account as the server wrote it: the same computed
 * statement in both formats, the CSV with its byte-order mark so spreadsheet programs read UTF-8.
 */
export async function downloadStatement(period: string, format: StatementFormat): Promise<void> {
  const answer = await call(routes.statementDownload, { period, format }, { loading: true });
  const binary = atob(answer.content_base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: answer.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
