import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setVisitPartner } from './api/client.ts';
import { arrivedPartner, rememberArrival } from './app/arrival.ts';
import { Boot } from './app/boot.tsx';
import { partnerIdOf } from './app/partner-access.ts';
import { QueryProvider } from './app/providers.tsx';

rememberArrival(window.location.search, localStorage);
// Read once, as the shell does: the partner of this page load still counts after a sign-out forgets it.
setVisitPartner(partnerIdOf(arrivedPartner(localStorage)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryProvider>
      <Boot />
    </QueryProvider>
  </StrictMode>,
);
