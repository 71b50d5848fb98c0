// The base styles first, so every component's stylesheet comes after them in the cascade.
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerNavigator } from './app/navigation';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { installUnauthorizedHandler } from './app/unauthorized';
import { installAutosave } from './features/autosave/autosave';

const router = createAppRouter();
registerNavigator((to, options) => router.navigate(to, options));
installUnauthorizedHandler();
installAutosave();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
