import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemberPageApp, memberTokenOf } from './features/member-page/member-page-app.tsx';
import './styles.css';

/**
 * The first script of a team member's own page (/m/<token>), which the server sends as member.html:
 * a page of its own, made for a phone, without the app's router, query cache or shell. Whoever opens
 * the link sees that member's tasks and can change their statuses; nothing else.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MemberPageApp token={memberTokenOf(window.location.pathname)} />
  </StrictMode>,
);
