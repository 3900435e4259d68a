import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadScreen } from '@/app/router';
import './index.css';

// The opened screen's chunks download while React renders the shell, not after its first commit.
preloadScreen(window.location.pathname, window.location.search);

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser, so the first render is no long task on a slow phone.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
