import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import storage from 'redux-persist/es/storage/session';
import { createShopStore } from './app/store';
import { createEventLog } from './app/event-log';
import { routes } from './app/routes';
import { bindNavigator } from './api/navigator';
import { registerServiceWorker } from './api/service-worker';
import { FullScreenLoader } from './app/chrome/FullScreenLoader';
import './app/styles.css';

const eventLog = createEventLog();
// Masked, so it may stay reachable from the console for bug reports (README "Event log").
window.__shopEventLog = eventLog;
const { store, persistor } = createShopStore(storage, { devTools: import.meta.env.DEV, eventLog });
const router = createBrowserRouter(routes);
bindNavigator((to, options) => router.navigate(to, options));
// In development the worker would serve stale modules to Vite's dev server.
if (import.meta.env.PROD) registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={<FullScreenLoader />} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
