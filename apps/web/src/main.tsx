import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberArrival } from './app/arrival.ts';
import { Boot } from './app/boot.tsx';
import { QueryProvider } from './app/providers.tsx';

rememberArrival(window.location.search, localStorage);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryProvider>
      <Boot />
    </QueryProvider>
  </StrictMode>,
);
