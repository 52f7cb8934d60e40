import { createRoot } from 'react-dom/client';
import { removeShell } from './ui/shell';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// React's code runs in this task, the app's (./app/boot) in the next: each is a short task on a
// slow phone where both together were one long one. index.html's loader fetches both at once.
const root = createRoot(container);
window.setTimeout(() => {
  import('./app/boot').then(
    // Evaluating the app's code and starting it are separate tasks too.
    ({ boot }) => window.setTimeout(() => boot(root), 0),
    (error: unknown) => {
      // The shell stays up at most 8 s (below); the console says why the app did not start.
      console.error('Leverline could not start', error);
    },
  );
}, 0);
// Should the home page fail to load, whatever the app shows instead is not hidden for long.
window.setTimeout(removeShell, 8000);
