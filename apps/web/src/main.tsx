import './app/mantine-styles';
import './i18n/i18n';
import '@zadania/shared/zod-locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A render React recovered from is still a bug: report what was thrown (React's own wrapper, error #520 in
// production, says only that something was).
const reportRecovered = (error: unknown) => reportError(error instanceof Error && error.cause ? error.cause : error);

createRoot(container, { onRecoverableError: reportRecovered }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
