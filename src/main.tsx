import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadScreen } from '@/app/router';
import './index.css';

const root = createRoot(document.getElementById('root')!);

// The first render waits for the opened screen's chunks (preloadScreen asks for them), as a data router
// waits for a lazy route: a screen that suspended would show the spinner, and React then holds the
// screen's reveal for 300 ms after it, which on the dashboard was most of its largest paint (0015).
void preloadScreen(window.location.pathname, window.location.search).then(() =>
  // A transition renders in slices that yield to the browser, so the first render is no long task on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
